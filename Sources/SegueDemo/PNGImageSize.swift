import Foundation
import SegueCore
import SegueKit

/// Reads the pixel size of a PNG file from its header (Core knows images only by path, and
/// an image flight needs the photo's aspect ratio for its aspect-fit landing rect).
enum PNGImageSize {
    /// The width and height in the PNG's IHDR chunk, or nil when the file is missing or is not
    /// a PNG.
    static func size(ofFile path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), h = be32(20)
        guard w > 0, h > 0 else { return nil }
        return Size(Double(w), Double(h))
    }
}
