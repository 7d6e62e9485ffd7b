import Foundation
import SegueCore

/// What an image file says about itself before any decoder sees it: its format and size.
///
/// `PixelBuffer.load` reads this first and hands SDL_image only files whose header is sound and
/// whose size is sane, naming the decoder to use. A vector file (PDF or SVG) has no pixels of
/// its own: its header is the raster `VectorImage` draws it into, of its declared size in
/// points at `VectorImage.rasterScale(forPoints:)` pixels per point. A damaged or hostile header (a PNG claiming
/// 60,000 × 60,000 pixels) would otherwise make the decoder allocate gigabytes and grind for a
/// minute before failing; here it is an `ImageError` at once.
public struct ImageHeader: Equatable, Sendable {
    /// The image file formats the renderer decodes; the raw value is the name used in messages.
    public enum Format: String, Sendable {
        /// PNG, JPEG, GIF and Windows BMP files.
        case png = "PNG", jpeg = "JPG", gif = "GIF", bmp = "BMP"
        /// Vector files: a PDF (its first page) and an SVG document, rasterised by `VectorImage`.
        case pdf = "PDF", svg = "SVG"

        /// Whether the file is a vector drawn into a raster rather than decoded.
        public var isVector: Bool { self == .pdf || self == .svg }
    }

    /// The file's format, from its signature.
    public var format: Format
    /// The width in pixels the header declares.
    public var width: Int
    /// The height in pixels the header declares.
    public var height: Int

    /// The largest width or height accepted (the largest GL texture side on common drivers).
    public static let maxDimension = 16_384
    /// The most pixels accepted (8192 × 8192: 256 MiB as RGBA8).
    public static let maxPixels = 8_192 * 8_192

    /// A header of `format` declaring `width × height` pixels; no limits are checked here.
    public init(format: Format, width: Int, height: Int) {
        self.format = format; self.width = width; self.height = height
    }

    /// Reads the header of `bytes`, or says in words why it is not a usable image.
    public static func read(_ bytes: [UInt8]) -> Result<ImageHeader, ImageHeaderError> {
        let header: ImageHeader
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // Signature, then the first chunk must be IHDR: length 13, width, height (big-endian).
            guard bytes.count >= 33, bytes[8..<16].elementsEqual([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]) else {
                return .failure(ImageHeaderError("a PNG without a valid IHDR header chunk"))
            }
            header = ImageHeader(format: .png, width: Int(be32(bytes, 16)), height: Int(be32(bytes, 20)))
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            switch jpegSize(bytes) {
            case .success(let (w, h)): header = ImageHeader(format: .jpeg, width: w, height: h)
            case .failure(let why): return .failure(why)
            }
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            guard bytes.count >= 13 else { return .failure(ImageHeaderError("a GIF cut short in its header")) }
            header = ImageHeader(format: .gif, width: Int(le16(bytes, 6)), height: Int(le16(bytes, 8)))
        } else if bytes.starts(with: Array("BM".utf8)) {
            guard bytes.count >= 26 else { return .failure(ImageHeaderError("a BMP cut short in its header")) }
            let dib = le32(bytes, 14)
            if dib == 12 {
                header = ImageHeader(format: .bmp, width: Int(le16(bytes, 18)), height: Int(le16(bytes, 20)))
            } else {
                let w = Int(Int32(bitPattern: le32(bytes, 18))), h = Int(Int32(bitPattern: le32(bytes, 22)))
                header = ImageHeader(format: .bmp, width: w, height: h == Int(Int32.min) ? h : abs(h))
            }
        } else if let format = vectorFormat(bytes) {
            switch VectorImage.pointSize(bytes, format: format).flatMap({ raster(of: format, points: $0) }) {
            case .success(let raster): header = raster
            case .failure(let why): return .failure(why)
            }
        } else {
            let start = bytes.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
            return .failure(ImageHeaderError("not a PNG, JPEG, GIF, BMP, PDF or SVG image (it starts with \(start.isEmpty ? "nothing" : start))"))
        }
        guard header.width > 0, header.height > 0 else {
            return .failure(ImageHeaderError("the \(header.format.rawValue) header gives a size of \(header.width) × \(header.height)"))
        }
        guard header.width <= maxDimension, header.height <= maxDimension,
              header.width * header.height <= maxPixels else {
            return .failure(ImageHeaderError("the \(header.format.rawValue) header gives a size of \(header.width) × \(header.height), "
                            + "over the limit of \(maxDimension) per side and \(maxPixels) pixels"))
        }
        return .success(header)
    }

    /// The raster a vector of `format` declaring `points` is drawn into: `rasterScale` pixels a
    /// point, the longer side at most 4096 pixels; an error for an empty or endless size.
    static func raster(of format: Format, points: Size) -> Result<ImageHeader, ImageHeaderError> {
        guard points.width > 0, points.height > 0, points.width.isFinite, points.height.isFinite else {
            return .failure(ImageHeaderError("the \(format.rawValue) declares a size of \(points.width) × \(points.height) points"))
        }
        let scale = min(VectorImage.rasterScale(forPoints: points), 4096 / max(points.width, points.height))
        return .success(ImageHeader(format: format, width: max(1, Int((points.width * scale).rounded())),
                                    height: max(1, Int((points.height * scale).rounded()))))
    }

    /// PDF when `%PDF-` starts the file (or comes within its first 1024 bytes, as readers
    /// allow); SVG when the file is XML (after a byte-order mark and white space) with an
    /// `<svg` element in its first 64 KiB.
    static func vectorFormat(_ b: [UInt8]) -> Format? {
        // A raster file's signature wins, whatever follows it.
        let rasters: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), Array("BM".utf8)]
        if rasters.contains(where: { b.starts(with: $0) }) { return nil }
        let pdf = Array("%PDF-".utf8)
        let head = b.prefix(1024 + pdf.count)
        if head.count >= pdf.count, (0...(head.count - pdf.count)).contains(where: { head[$0..<($0 + pdf.count)].elementsEqual(pdf) }) {
            return .pdf
        }
        var i = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(b[i]) { i += 1 }
        guard i < b.count, b[i] == UInt8(ascii: "<") else { return nil }
        let text = String(decoding: b[i..<min(b.count, i + 65_536)], as: UTF8.self)
        return text.contains("<svg") ? .svg : nil
    }

    /// The size in a JPEG's first frame header (SOFn), walking the marker segments.
    static func jpegSize(_ b: [UInt8]) -> Result<(Int, Int), ImageHeaderError> {
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return .failure(ImageHeaderError("a JPEG with a damaged marker at offset \(i)")) }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            if marker == 0xD9 || marker == 0xDA { break }  // end of image or start of scan before a frame
            let length = Int(be16(b, i + 2))
            guard length >= 2 else { return .failure(ImageHeaderError("a JPEG segment with a length of \(length) at offset \(i)")) }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard length >= 7, i + 9 <= b.count else { return .failure(ImageHeaderError("a JPEG frame header cut short")) }
                return .success((Int(be16(b, i + 7)), Int(be16(b, i + 5))))
            }
            i += 2 + length
        }
        return .failure(ImageHeaderError("a JPEG without a frame header (no size before the image data)"))
    }

    /// Why a file's header is not a usable image, in words.
    public struct ImageHeaderError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong with the header, in words.
        public var reason: String
        /// An error with this reason.
        public init(_ reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    private static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i + 1]) << 8 | UInt16(b[i]) }
    private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
    private static func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i + 3]) << 24 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i])
    }
}
