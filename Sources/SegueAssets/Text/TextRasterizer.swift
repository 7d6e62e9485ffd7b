import CSDL2
import CSDL2TTF
import Foundation
import SegueCore
import SegueIO

/// Renders lines of text to pixels with SDL_ttf and the font files shipped in Assets/fonts.
/// Fonts are opened once per pixel size and kept.
package final class TextRasterizer {
    private let regularPath: String
    private let boldPath: String
    private var fonts: [String: OpaquePointer] = [:]

    package init(fontFolder: String) throws {
        regularPath = fontFolder + "/DejaVuSans.ttf"
        boldPath = fontFolder + "/DejaVuSans-Bold.ttf"
        for p in [regularPath, boldPath] where !FileManager.default.fileExists(atPath: p) {
            throw FontError("font file missing: \(p)")
        }
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw FontError("TTF_Init failed: \(String(cString: SDL_GetError()))")
        }
    }

    deinit {
        for f in fonts.values { TTF_CloseFont(f) }
    }

    private func font(pixelSize: Int, bold: Bool) throws -> OpaquePointer {
        let key = "\(bold ? "b" : "r")\(pixelSize)"
        if let f = fonts[key] { return f }
        let path = bold ? boldPath : regularPath
        guard let f = TTF_OpenFont(path, Int32(pixelSize)) else {
            // SDL says only "Couldn't open"; the system's reason, when it is a limit, says more.
            let code = errno
            let why = code == EMFILE || code == ENFILE ? OutputFileError.text(code) : String(cString: SDL_GetError())
            throw FontError("cannot open \(path): \(why)")
        }
        fonts[key] = f
        return f
    }

    /// The largest font size rasterised, in pixels.
    package static let maxPixelSize = 2048.0

    /// The text as straight-alpha RGBA pixels at `scale` pixels per point, and its size in
    /// points; nil when the text measures to zero width (empty, or only zero-width characters
    /// such as U+200B or U+202E): there is nothing to draw, and SDL_ttf refuses to make an
    /// empty surface. A line wider than `limits` allow is rasterised at a smaller pixel size,
    /// so the surface never exceeds what a texture can hold (its point size is kept, so it
    /// is drawn at its place, less sharp). Text over `TextMetrics.maxCharacters` is drawn cut
    /// there (the storyboard check refuses such text before a run).
    package func rasterize(_ spec: TextSpec, scale: Double, limits: PixelLimits = .standard) throws -> (pixels: PixelBuffer, points: Size)? {
        // A storyboard's text is held to the limit by its check; text set in code past it is
        // drawn cut at the limit rather than failing the frame.
        var spec = spec
        if TextMetrics.problem(with: spec.text) != nil {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: spec.text.unicodeScalars.prefix(TextMetrics.maxCharacters))
            spec.text = String(scalars)
        }
        // Sizes beyond any screen's (or not numbers) are clamped rather than trapping.
        let requested = spec.fontSize * scale
        var px = requested.isFinite ? Int(min(max(requested, 1), TextRasterizer.maxPixelSize).rounded()) : 1
        var f = try font(pixelSize: px, bold: spec.bold)
        guard let measured = try size(of: spec.text, font: f), measured.width > 0, measured.height > 0 else { return nil }
        let points = Size(Double(measured.width) / scale, Double(measured.height) / scale)
        let fitted = limits.pixels(for: Size(Double(measured.width), Double(measured.height)))
        if fitted.width < measured.width || fitted.height < measured.height {
            let factor = min(Double(fitted.width) / Double(measured.width), Double(fitted.height) / Double(measured.height))
            px = max(1, Int((Double(px) * factor).rounded(.down)))
            f = try font(pixelSize: px, bold: spec.bold)
            guard let smaller = try size(of: spec.text, font: f), smaller.width > 0 else { return nil }
        }
        func channel(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
        let color = SDL_Color(r: channel(spec.color.red), g: channel(spec.color.green),
                              b: channel(spec.color.blue), a: channel(spec.color.alpha))
        guard let surface = TTF_RenderUTF8_Blended(f, spec.text, color) else {
            throw FontError("cannot render text: \(TextRasterizer.sdlError(or: "SDL_ttf gave no surface"))")
        }
        defer { SDL_FreeSurface(surface) }
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw FontError("cannot convert text surface: \(TextRasterizer.sdlError(or: "no reason given"))")
        }
        defer { SDL_FreeSurface(rgba) }
        return (PixelBuffer.fromSurface(rgba), points)
    }

    /// The size in pixels SDL_ttf gives `text` on one line in `font` (what it would render).
    private func size(of text: String, font f: OpaquePointer) throws -> (width: Int, height: Int)? {
        if text.isEmpty { return nil }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(f, text, &w, &h) == 0 else {
            throw FontError("cannot measure text: \(TextRasterizer.sdlError(or: "no reason given"))")
        }
        return (Int(w), Int(h))
    }

    /// SDL's last error, or `fallback` when it has none (a failed allocation sets nothing).
    private static func sdlError(or fallback: String) -> String {
        let e = String(cString: SDL_GetError())
        return e.isEmpty ? fallback : e
    }
}

/// The fonts could not be loaded or used (a missing font file, SDL_ttf failing to start or to
/// draw); the renderer passes it on as it is.
public struct FontError: Error, CustomStringConvertible {
    /// What went wrong.
    public var reason: String
    /// An error saying `reason`.
    public init(_ reason: String) { self.reason = reason }
    /// `font: REASON`, as the renderer's errors read.
    public var description: String { "font: \(reason)" }
}
