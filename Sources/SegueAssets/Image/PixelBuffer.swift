import CSDL2
import CSDL2Image
import Foundation
import SegueCore
import SegueIO

/// Errors from loading or saving images.
public enum ImageError: Error, CustomStringConvertible, Equatable {
    /// No file exists at `path`.
    case notFound(path: String)
    /// The file at `path` exists but could not be read or decoded as an image, for `reason`.
    case unreadable(path: String, reason: String)
    /// The image could not be written to `path`, for `reason`.
    case unwritable(path: String, reason: String)
    /// Two images that should have the same size do not; the text says which sizes.
    case sizeMismatch(String)

    public var description: String {
        switch self {
        case .notFound(let p): return "image not found: \(p)"
        case .unreadable(let p, let r): return "cannot read image \(p): \(r)"
        case .unwritable(let p, let r): return "cannot write image \(p): \(r)"
        case .sizeMismatch(let s): return s
        }
    }
}

/// RGBA8 pixels, straight (not premultiplied) alpha, rows top to bottom.
public struct PixelBuffer: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// width × height × 4 bytes: R, G, B, A.
    public var bytes: [UInt8]
    /// Pixels per point, as `UIImage.scale`: 2 or 3 for a file named `NAME@2x.png` or
    /// `NAME@3x.png`, the raster's scale for a PDF or SVG drawn at its size in points, else 1.
    /// An image shown at its own size (a `.center` content mode) covers width / scale points.
    public var scale: Double = 1

    /// A buffer holding `bytes`, RGBA8 with straight alpha, rows top to bottom; `bytes` must hold
    /// exactly width × height × 4 bytes (a precondition).
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "PixelBuffer needs width × height × 4 bytes")
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// A `width × height` buffer filled with `fill` (clear by default); its components are clamped
    /// to 0…1 and rounded to 8 bits, and stored as given (straight alpha, not premultiplied).
    public init(width: Int, height: Int, fill: Color = .clear) {
        let px: [UInt8] = [fill.red, fill.green, fill.blue, fill.alpha].map { UInt8((max(0, min(1, $0)) * 255).rounded()) }
        var b = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) { b[i * 4] = px[0]; b[i * 4 + 1] = px[1]; b[i * 4 + 2] = px[2]; b[i * 4 + 3] = px[3] }
        self.init(width: width, height: height, bytes: b)
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Loads a PNG, JPEG, GIF or BMP and converts it to RGBA8, or draws a PDF's first page or an
    /// SVG into the raster its header gives (`VectorImage`). The header is checked first
    /// (`ImageHeader`): a damaged one, or a size over `ImageHeader.maxDimension` or
    /// `ImageHeader.maxPixels`, is an error before SDL_image is called, and SDL_image then
    /// decodes with the one decoder the header names.
    public static func load(_ path: String) throws -> PixelBuffer {
        let data: Data
        do { data = try RegularFile.read(path, limit: StoryboardAssetPolicy.maxImageBytes) } catch let failure as RegularFile.Failure {
            if failure.reason == "no such file" { throw ImageError.notFound(path: path) }
            throw ImageError.unreadable(path: path, reason: failure.reason)
        }
        guard data.count < Int(Int32.max) else {
            throw ImageError.unreadable(path: path, reason: "the file is \(data.count) bytes, too large for an image")
        }
        let bytes = [UInt8](data)
        // A PDF or SVG: its size read once, then drawn into the raster its header gives.
        if let format = ImageHeader.vectorFormat(bytes) {
            let drawn = VectorImage.pointSize(bytes, format: format).flatMap { points in
                ImageHeader.raster(of: format, points: points).flatMap { raster in
                    Result { () throws(ImageHeader.ImageHeaderError) -> PixelBuffer in
                        var image = try VectorImage.rasterise(bytes, format: format, width: raster.width, height: raster.height)
                        image.scale = Double(raster.width) / points.width
                        return image
                    }
                }
            }
            switch drawn {
            case .success(let image): return image
            case .failure(let why): throw ImageError.unreadable(path: path, reason: why.reason)
            }
        }
        let header: ImageHeader
        switch ImageHeader.read(bytes) {
        case .success(let h): header = h
        case .failure(let why): throw ImageError.unreadable(path: path, reason: why.reason)
        }
        let surface: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            return IMG_LoadTyped_RW(rw, 1, header.format.rawValue)
        }
        guard let loaded = surface else {
            let reason = String(cString: SDL_GetError())
            throw ImageError.unreadable(path: path, reason: reason.isEmpty ? "the \(header.format.rawValue) decoder failed" : reason)
        }
        defer { SDL_FreeSurface(loaded) }
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw ImageError.unreadable(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(rgba) }
        var image = fromSurface(rgba)
        image.scale = fileScale(path)
        return image
    }

    /// The scale a file's name gives, as `UIImage(named:)` reads it: `NAME@2x.png` is 2,
    /// `NAME@3x.png` 3; any other name 1.
    static func fileScale(_ path: String) -> Double {
        let stem = (PathName(path).lastComponent.argument as NSString).deletingPathExtension
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
              let n = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), n >= 1, n <= 4 else { return 1 }
        return n
    }

    /// Copies an RGBA32 surface.
    static func fromSurface(_ s: UnsafeMutablePointer<SDL_Surface>) -> PixelBuffer {
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(s)
        let src = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                memcpy(dst.baseAddress! + y * w * 4, src + y * pitch, w * 4)
            }
        }
        SDL_UnlockSurface(s)
        return PixelBuffer(width: w, height: h, bytes: out)
    }

    /// Writes a PNG. The file appears only when it is complete: it is written next to the
    /// destination under a temporary name and renamed into place.
    public func savePNG(_ path: String) throws {
        let name = PathName(path)
        let dir = name.folder
        guard RegularFile.problem(at: dir.argument) == "it is a folder" else {
            throw ImageError.unwritable(path: path, reason: "folder \(dir) does not exist")
        }
        let tmp = dir.appending(PathName(bytes: Array(".".utf8) + name.lastComponent.bytes + Array(".\(getpid()).tmp".utf8))).argument
        var copy = bytes
        let ok: Bool = copy.withUnsafeMutableBytes { raw in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(width), Int32(height), 32,
                                                                  Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue) else { return false }
            defer { SDL_FreeSurface(surface) }
            return PathName(tmp).withCString { IMG_SavePNG(surface, $0) } == 0
        }
        guard ok else {
            let reason = String(cString: SDL_GetError())
            OutputFile.unlink(tmp)
            throw ImageError.unwritable(path: path, reason: reason.isEmpty ? "write failed" : reason)
        }
        if OutputFile.rename(tmp, path) != 0 {
            let reason = OutputFileError.text(errno)
            OutputFile.unlink(tmp)
            throw ImageError.unwritable(path: path, reason: reason)
        }
    }

    /// The same image upside down (its last row first).
    public func flippedVertically() -> PixelBuffer {
        let row = width * 4
        var out = [UInt8](repeating: 0, count: bytes.count)
        for y in 0..<height {
            out[(height - 1 - y) * row..<(height - y) * row] = bytes[y * row..<(y + 1) * row]
        }
        return PixelBuffer(width: width, height: height, bytes: out)
    }

    /// The same image scaled to `w`×`h` by bilinear filtering (used to fill a render size).
    public func scaled(to w: Int, _ h: Int) -> PixelBuffer {
        if w == width && h == height { return self }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let sx = Double(width) / Double(w), sy = Double(height) / Double(h)
        for y in 0..<h {
            let fy = max(0, min(Double(height - 1), (Double(y) + 0.5) * sy - 0.5))
            let y0 = Int(fy), y1 = min(height - 1, y0 + 1), ty = fy - Double(y0)
            for x in 0..<w {
                let fx = max(0, min(Double(width - 1), (Double(x) + 0.5) * sx - 0.5))
                let x0 = Int(fx), x1 = min(width - 1, x0 + 1), tx = fx - Double(x0)
                for c in 0..<4 {
                    let a = Double(bytes[(y0 * width + x0) * 4 + c]), b = Double(bytes[(y0 * width + x1) * 4 + c])
                    let d = Double(bytes[(y1 * width + x0) * 4 + c]), e = Double(bytes[(y1 * width + x1) * 4 + c])
                    let v = (a * (1 - tx) + b * tx) * (1 - ty) + (d * (1 - tx) + e * tx) * ty
                    out[(y * w + x) * 4 + c] = UInt8(max(0, min(255, v.rounded())))
                }
            }
        }
        return PixelBuffer(width: w, height: h, bytes: out)
    }
}
