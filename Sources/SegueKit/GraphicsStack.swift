import Foundation
import SegueCore
import SegueRender
import SeguePlatform

/// A window (or headless context) with a GL renderer on it, wired to the assets folder:
/// what `segue run`, `segue render`, `segue record`, the benchmark and the tests all start from.
public final class GraphicsStack {
    public let window: PlatformWindow
    public let renderer: GLRenderer
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
        let sources = try shaderSources ?? TransitionCatalog(assets: folder).shaderSource
        window = try PlatformWindow(options: options, note: note)
        try window.makeCurrent()
        renderer = try GLRenderer(fontFolder: folder + "/fonts", shaderSources: sources)
        renderer.scale = window.scale
    }

    /// Draws a frame and, when windowed, shows it. With `keepFrame` (or headless) the frame is
    /// drawn into the renderer's screen target, where `readScreen` reads it (screenshots,
    /// recording), and copied to the window; without, a window gets it drawn straight into its
    /// back buffer, which saves a full-window copy a frame.
    public func drawAndPresent(_ list: DrawList, keepFrame: Bool = true, beforePresent: () -> Void = {}) throws {
        renderer.scale = window.scale
        let (width, height) = (Int(window.pixelSize.width), Int(window.pixelSize.height))
        let direct = !keepFrame && !window.isHeadless
        if direct {
            try renderer.drawToWindow(list, windowPixels: width, height)
        } else {
            try renderer.draw(list, to: .screen)
        }
        // The frame is finished before waiting to present it, so that presenting takes about
        // the same time every frame (the renderer would otherwise still be drawing).
        renderer.finish()
        beforePresent()
        if !window.isHeadless {
            if !direct { renderer.present(toWindowPixels: width, height) }
            window.present()
        }
    }
}
