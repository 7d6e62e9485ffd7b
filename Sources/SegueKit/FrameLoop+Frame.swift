import Foundation
import SegueCore

/// One frame through the renderer's stages and the platform's present, timed.
extension FrameLoop {
    /// How long the parts of one frame took (`drawAndPresent`), in seconds of its clock.
    public struct FrameCost: Sendable {
        /// Drawing the content, at the frame's resolution: the part that scales with its pixels.
        public var content: Double
        /// Scaling a frame drawn at reduced resolution up to the window (0 at full resolution).
        public var upscale: Double
        /// Everything else: the overlay and the present (without the wait before it, and not
        /// at all where presenting waits for the display's vertical blank: that is waiting,
        /// not work).
        public var rest: Double
        /// Whether a snapshot was rendered for the frame (a screen's first frame, not a
        /// steady frame's cost).
        public var renderedSnapshots: Bool
    }

    /// Draws a frame and, when windowed, shows it: `content` at `resolution` of the pixels
    /// along each side (scaled up when below 1; see `FrameRenderer.scaleUp`), then `overlay`
    /// over it at full resolution. With `keepFrame` (or headless) the frame is drawn into the
    /// renderer's screen target, where `readScreen` reads it (screenshots, recording), and
    /// copied to the window; without, a window gets it drawn straight into its back buffer,
    /// which saves a full-window copy a frame. `clock` times the parts (`FrameCost`, all zero
    /// without one; each part is then not finished on its own either).
    /// `recorded` is drawn over the content before the overlay (`drawRecordedOverlay`);
    /// `afterContent` runs once the content and `recorded` have been drawn (a recording reads the
    /// frame back there, before the overlay), `beforePresent` right before the present.
    func drawAndPresent(_ content: DrawList, recorded: [Quad] = [], overlay: [Quad], keepFrame: Bool, resolution: Double,
                        clock: Clock?, afterContent: () throws -> Void,
                        beforePresent: () -> Void) throws -> FrameCost {
        renderer.scale = platform.scale
        let (width, height) = (Int(platform.pixelSize.width), Int(platform.pixelSize.height))
        let destination: FrameDestination = platform.isHeadless ? .screen
            : keepFrame ? .screenAndWindow(width: width, height: height) : .window(width: width, height: height)
        let renders = renderer.snapshotRenders
        let start = clock?.now ?? 0
        let drawnContent = try renderer.drawContent(content, in: renderer.beginFrame(into: destination, resolution: resolution))
        // Each part is finished before the next is timed; the frame is finished before waiting
        // to present it, so that presenting takes about the same time every frame.
        if clock != nil { renderer.finish() }
        let drawn = clock?.now ?? 0
        let upscaleStart = clock?.now ?? 0
        let full = try renderer.scaleUp(drawnContent)
        if clock != nil { renderer.finish() }
        let overlayStart = clock?.now ?? 0
        try renderer.drawRecordedOverlay(recorded, on: full)
        try afterContent()
        let finished = try renderer.drawOverlay(overlay, over: full)
        renderer.finish()
        let finishedAt = clock?.now ?? 0
        beforePresent()
        let presentStart = clock?.now ?? 0
        renderer.present(finished)
        platform.present()
        let end = clock?.now ?? 0
        let presenting = platform.vsyncEnabled ? 0 : end - presentStart
        return FrameCost(content: drawn - start, upscale: overlayStart - upscaleStart, rest: (finishedAt - overlayStart) + presenting,
                         renderedSnapshots: renderer.snapshotRenders != renders)
    }
}
