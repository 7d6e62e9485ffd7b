import Foundation

/// The recording renderer draws frames as the GL renderer does, in the same stages, and
/// remembers them: each frame's content in `frames` (a `.screen` target), its overlay in
/// `overlays`, where it went in `presented`. With it and `NullPlatform` the app's frame loop
/// runs in tests with no GPU.
extension RecordingRenderer: FrameRenderer {
    /// Why `readScreen(into:)` has nothing to read.
    public struct NothingDrawn: Error, CustomStringConvertible {
        /// Says that no frame has been drawn.
        public var description: String { "nothing has been drawn yet" }
    }

    /// The number of snapshot renders (`snapshotRenderCount`).
    public var snapshotRenders: Int { snapshotRenderCount }

    /// Counts the frame and numbers it.
    public func beginFrame(into destination: FrameDestination, resolution: Double) -> Frame {
        begunFrames += 1
        return Frame(destination: destination, resolution: resolution, serial: begunFrames)
    }

    /// Records `list` as a frame drawn to `.screen` (its snapshot requests first).
    public func drawContent(_ list: DrawList, in frame: consuming Frame) throws -> ContentFrame {
        try draw(list, to: .screen)
        return ContentFrame(frame, size: list.size)
    }

    /// Nothing to scale: the content is a list.
    public func scaleUp(_ frame: consuming ContentFrame) throws -> OverlayFrame {
        OverlayFrame(frame)
    }

    /// Records the recorded overlay.
    public func drawRecordedOverlay(_ quads: [Quad], on frame: borrowing OverlayFrame) throws {
        recordedOverlays.append(quads)
    }

    /// Records the overlay.
    public func drawOverlay(_ quads: [Quad], over frame: consuming OverlayFrame) throws -> FinishedFrame {
        overlays.append(quads)
        return FinishedFrame(frame)
    }

    /// Records where the frame went.
    public func present(_ frame: consuming FinishedFrame) {
        presented.append(frame.destination)
    }

    /// Gives a black, transparent frame of the last screen list's size at `scale` (whole
    /// pixels, at least 1 each way): the recorder's readback, with no pixels to read.
    @discardableResult
    public func readScreen(into buffer: inout [UInt8]) throws -> (width: Int, height: Int) {
        guard let list = lastScreenFrame else { throw NothingDrawn() }
        let w = max(1, Int((list.size.width * scale).rounded())), h = max(1, Int((list.size.height * scale).rounded()))
        buffer = [UInt8](repeating: 0, count: w * h * 4)
        return (w, h)
    }

    /// Counts the texture; ids count from 1.
    public func registerTexture(rgba: [UInt8], width: Int, height: Int) -> Int {
        registeredTextures += 1
        return registeredTextures
    }

    /// Accepts every name: the recording renderer compiles nothing.
    public func shaderProgramCheck(_ name: String) throws {}

    /// Remembers the paths.
    public func preloadImages(_ paths: [String]) { preloaded += paths }

    /// Nothing to wait for.
    public func finish() {}
}
