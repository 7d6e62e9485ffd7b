import Foundation
import SegueCore

/// What a recording's output path asks for, chosen by its extension.
public enum OutputKind: Hashable, Sendable, CustomStringConvertible {
    /// H.264 in MP4 (yuv420p, plays everywhere).
    case mp4
    /// VP9 in WebM (yuv420p).
    case webm
    /// An animated GIF, written by `GIFWriter`: exact delays, still stretches merged, a
    /// palette per scene.
    case gif
    /// An animated WebP (lossy, libwebp).
    case webp
    /// An animated PNG (lossless RGB).
    case apng
    /// A folder of numbered PNG frames, `frame_00001.png`, …
    case pngFolder

    /// The kind for `path`: `.mp4`, `.webm`, `.gif`, `.webp` and `.apng` (any case) name videos, even where a folder of
    /// that name exists (which is then an error when writing, not a folder of frames); a path
    /// ending in `/`, a name without an extension, or an existing folder names a folder of PNG
    /// frames. Any other extension is an error, so that `demo.mov` does not silently become a
    /// folder.
    public static func from(path: String) throws -> OutputKind {
        if PathName(path).isStandardStream {
            throw RecorderError.outputUnwritable(path: path, reason: "a recording cannot go to standard output; name a file (NAME.mp4, .webm, .gif, .webp, .apng) or a folder (./- for one called '-')")
        }
        if path.hasSuffix("/") { return .pngFolder }
        let ext = PathName(path).pathExtension
        switch ext.lowercased() {
        case "mp4": return .mp4
        case "webm": return .webm
        case "gif": return .gif
        case "webp": return .webp
        case "apng": return .apng
        case "": return .pngFolder
        default:
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return .pngFolder
            }
            throw RecorderError.unsupportedExtension(path: path, ext: ext)
        }
    }

    public var description: String {
        switch self {
        case .mp4: return "MP4 video"
        case .webm: return "WebM video"
        case .gif: return "GIF animation"
        case .webp: return "animated WebP"
        case .apng: return "animated PNG"
        case .pngFolder: return "PNG frames"
        }
    }
}
