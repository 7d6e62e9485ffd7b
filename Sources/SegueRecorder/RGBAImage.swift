import CSDL2
import CSDL2Image
import Foundation

/// An image as RGBA8 bytes, rows top-down: what the recorder writes, and what tests and tools
/// read back from PNG files to compare pixels.
public struct RGBAImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes, R, G, B, A for each pixel, the top row first.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Loads any image SDL_image reads (PNG, JPEG, …), converted to RGBA8.
    public init(contentsOf url: URL) throws {
        guard let loaded = IMG_Load(url.path) else {
            throw RecorderError.imageUnreadable(path: url.path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0) else {
            throw RecorderError.imageUnreadable(path: url.path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        let rowBytes = width * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        SDL_LockSurface(surface)
        if let source = surface.pointee.pixels {
            bytes.withUnsafeMutableBytes { out in
                for row in 0..<height {
                    (out.baseAddress! + row * rowBytes).copyMemory(from: source + row * pitch, byteCount: rowBytes)
                }
            }
        }
        SDL_UnlockSurface(surface)
        self.init(width: width, height: height, pixels: bytes)
    }

    /// Writes the image as a PNG file.
    public func writePNG(to url: URL) throws {
        try pixels.withUnsafeBytes {
            try PNGSequenceWriter.savePNG($0, width: width, height: height, to: url.path)
        }
    }
}
