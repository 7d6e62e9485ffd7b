import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Core's questions about files (`FileQueries`) answered from the file system, by the rules of
/// `RegularFile` (a file is read without blocking and without end) and by exact name bytes
/// (`PathName`).
public struct LocalFiles: FileQueries {
    /// The file system as the process sees it.
    public init() {}

    /// Why `path` (links followed) is not a regular file, as `RegularFile.problem(at:)` says.
    public func problem(at path: String) -> String? { RegularFile.problem(at: path) }

    /// The file's bytes, read as `RegularFile.read(_:limit:)` reads them.
    public func read(_ path: String, limit: Int) throws -> Data { try RegularFile.read(path, limit: limit) }

    /// The file's UTF-8 text, read as `RegularFile.readText(_:limit:)` reads it.
    public func readText(_ path: String, limit: Int) throws -> String { try RegularFile.readText(path, limit: limit) }

    /// `realpath(3)` of the path's exact bytes.
    public func realPath(_ path: String) -> String? {
        guard let p = PathName(path).withCString({ realpath($0, nil) }) else { return nil }
        defer { free(p) }
        return PathName(cString: p).argument
    }

    /// `stat(2)`'s size of what the path names.
    public func size(of path: String) -> Int? {
        var info = stat()
        guard PathName(path).withCString({ stat($0, &info) }) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// `lstat(2)`'s kind of what the path itself is.
    public func entry(at path: String) -> FileEntry? {
        var info = stat()
        guard PathName(path).withCString({ lstat($0, &info) }) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The folder's entries, as Foundation lists them.
    public func names(in folder: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
    }
}
