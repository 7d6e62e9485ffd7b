import Foundation
import SegueAssets
import SegueCore
import SegueRender
import SeguePlatform

/// A window (or headless context) with a GL renderer on it, wired to the assets folder:
/// what `segue run`, `segue render`, `segue record`, the benchmark and the tests all start from.
/// The window is the frame loop's `FramePlatform` and the renderer its `FrameRenderer`; the
/// loop itself needs neither SDL nor GL (`FrameLoop(platform:renderer:…)`).
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
        // The app's text engine draws (and Core measures with it once `ProcessSettings.apply()`
        // has run): an app's own fonts are in the assets' fonts folder.
        let text = try TextEngine.shared()
        text.addFonts(in: folder + "/fonts")
        renderer = try GLRenderer(text: text, shaderSources: sources)
        renderer.scale = window.scale
        renderer.onMissingImage = { _, error in note("\(error); it draws nothing") }
    }
}
