import Foundation
import SegueCore
import SegueRender
import SeguePlatform

/// A window (or headless context) with a GL renderer on it, wired to the assets folder:
/// what `segue run`, `segue render`, `segue record`, the benchmark and the tests all start from.
public final class GraphicsStack {
    /// The window, or the headless context, with its GL context.
    public let window: PlatformWindow
    /// The renderer drawing draw lists into the window's context.
    public let renderer: GLRenderer
    /// The assets folder: the font, and the images storyboards name relative to it.
    public let assets: String

    /// Opens the window (or headless context) and the renderer drawing into it.
    /// - Parameters:
    ///   - options: the window's title, size, headless choice and scale.
    ///   - assets: the assets folder with the font and images (default: found by
    ///     `AssetLocator`).
    ///   - shaderSources: resolves shader-transition names for the renderer (default:
    ///     the built-in shaders and any `.glsl` files in the assets folder's `transitions/`).
    ///   - note: told when a requested size had to be fitted to the context's limits (default:
    ///     a `PROGRAM: note: …` line on standard error).
    public init(options: PlatformOptions, assets: String? = nil,
                shaderSources: ((String) -> ShaderTransitionSource?)? = nil,
                note: @escaping (String) -> Void = PlatformWindow.noteOnStandardError) throws {
        let folder = try assets ?? AssetLocator.requireAssetsFolder()
        self.assets = folder
        let scale = max(options.headlessScale, 1)
        try ResourceLimits.checkAddressSpace(width: Double(options.size.width) * scale, height: Double(options.size.height) * scale)
        let sources = try shaderSources ?? TransitionCatalog(assets: folder).shaderSource
        window = try PlatformWindow(options: options, note: note)
        try window.makeCurrent()
        renderer = try GLRenderer(fontFolder: folder + "/fonts", shaderSources: sources)
        renderer.scale = window.scale
    }

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
    /// along each side (scaled up when below 1; see `GLRenderer.draw(_:to:resolution:)`), then
    /// `overlay` over it at full resolution. With `keepFrame` (or headless) the frame is drawn
    /// into the renderer's screen target, where `readScreen` reads it (screenshots, recording),
    /// and copied to the window; without, a window gets it drawn straight into its back buffer,
    /// which saves a full-window copy a frame. `clock` times the parts (`FrameCost`, all zero
    /// without one; each part is then not finished on its own either).
    /// `afterContent` runs once the content alone has been drawn and finished (a recording
    /// reads it back there, before the overlay), `beforePresent` right before the present.
    @discardableResult
    public func drawAndPresent(_ content: DrawList, overlay: [Quad] = [], keepFrame: Bool = true, resolution: Double = 1,
                               clock: Clock? = nil, afterContent: () throws -> Void = {},
                               beforePresent: () -> Void = {}) throws -> FrameCost {
        renderer.scale = window.scale
        let (width, height) = (Int(window.pixelSize.width), Int(window.pixelSize.height))
        let direct = !keepFrame && !window.isHeadless
        let renders = renderer.snapshotRenders
        let start = clock?.now ?? 0
        if direct {
            try renderer.drawToWindow(content, windowPixels: width, height, resolution: resolution)
        } else {
            try renderer.draw(content, to: .screen, resolution: resolution)
        }
        // Each part is finished before the next is timed; the frame is finished before waiting
        // to present it, so that presenting takes about the same time every frame.
        if clock != nil { renderer.finish() }
        let drawn = clock?.now ?? 0
        try afterContent()
        let upscaleStart = clock?.now ?? 0
        try renderer.upscaleReducedFrame()
        if clock != nil { renderer.finish() }
        let overlayStart = clock?.now ?? 0
        try renderer.drawOverlay(overlay)
        renderer.finish()
        let finished = clock?.now ?? 0
        beforePresent()
        let presentStart = clock?.now ?? 0
        if !window.isHeadless {
            if !direct { renderer.present(toWindowPixels: width, height) }
            window.present()
        }
        let end = clock?.now ?? 0
        let presenting = window.vsyncEnabled ? 0 : end - presentStart
        return FrameCost(content: drawn - start, upscale: overlayStart - upscaleStart, rest: (finished - overlayStart) + presenting,
                         renderedSnapshots: renderer.snapshotRenders != renders)
    }
}
