import Foundation
import SegueCore
import SegueIO

extension ImageHeader {
    /// The header of the image file at `path` (PNG, JPEG, GIF, BMP, PDF or SVG), read as `PixelBuffer.load`
    /// reads it but without decoding the pixels; nil when the file is missing, unreadable or not
    /// a usable image. An image flight takes its photo's aspect ratio from here.
    public static func read(file path: String) -> ImageHeader? {
        guard let data = try? RegularFile.read(path, limit: StoryboardAssetPolicy.maxImageBytes) else { return nil }
        return try? read([UInt8](data)).get()
    }

    /// The image's size in pixels, as Core's `Size`.
    public var size: Size { Size(Double(width), Double(height)) }
}
