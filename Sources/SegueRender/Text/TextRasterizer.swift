import CSDL2
import CSDL2TTF
import Foundation
import SegueCore

/// Renders lines of text to pixels with SDL_ttf and the font files shipped in Assets/fonts.
/// Fonts are opened once per pixel size and kept.
final class TextRasterizer {
    private let regularPath: String
    private let boldPath: String
    private var fonts: [String: OpaquePointer] = [:]

    init(fontFolder: String) throws {
        regularPath = fontFolder + "/DejaVuSans.ttf"
        boldPath = fontFolder + "/DejaVuSans-Bold.ttf"
        for p in [regularPath, boldPath] where !FileManager.default.fileExists(atPath: p) {
            throw RenderError.font("font file missing: \(p)")
        }
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw RenderError.font("TTF_Init failed: \(String(cString: SDL_GetError()))")
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
            throw RenderError.font("cannot open \(path): \(String(cString: SDL_GetError()))")
        }
        fonts[key] = f
        return f
    }

    /// The largest font size rasterised, in pixels.
    static let maxPixelSize = 2048.0

    /// The text as straight-alpha RGBA pixels at `scale` pixels per point.
    func rasterize(_ spec: TextSpec, scale: Double) throws -> PixelBuffer {
        // Sizes beyond any screen's (or not numbers) are clamped rather than trapping; a line
        // still wider than a texture can be is scaled down by the renderer.
        let requested = spec.fontSize * scale
        let px = requested.isFinite ? Int(min(max(requested, 1), TextRasterizer.maxPixelSize).rounded()) : 1
        let f = try font(pixelSize: px, bold: spec.bold)
        func channel(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
        let color = SDL_Color(r: channel(spec.color.red), g: channel(spec.color.green),
                              b: channel(spec.color.blue), a: channel(spec.color.alpha))
        guard let surface = TTF_RenderUTF8_Blended(f, spec.text, color) else {
            throw RenderError.font("cannot render text: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw RenderError.font("cannot convert text surface: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rgba) }
        return PixelBuffer.fromSurface(rgba)
    }
}
