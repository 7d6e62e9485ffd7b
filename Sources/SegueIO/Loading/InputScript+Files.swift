import Foundation
import SegueCore

extension InputScriptParser {
    /// Reads a script file; errors name the file's last path component. See `parse(path:)`.
    public static func parse(contentsOf url: URL) throws -> InputScript {
        try parse(path: url.path, label: url.lastPathComponent)
    }

    /// Reads a script file; errors name it as `label` (default: the path as given). The
    /// bytes are read as UTF-8 exactly as `parse(_:file:)` reads text (one leading byte-order
    /// mark ignored, by the parser alone). A path that is missing, a folder, a FIFO, a device,
    /// too large, or not UTF-8 is an `InputScriptFileError` with one sentence; the file is
    /// never opened in a way that could block.
    public static func parse(path: String, label: String? = nil) throws -> InputScript {
        let source: String
        do { source = try RegularFile.readText(path) } catch let e as RegularFile.Failure {
            throw InputScriptFileError(path: path, reason: e.reason)
        }
        return try parse(source, file: label ?? path)
    }
}
