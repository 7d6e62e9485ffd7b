import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries and their removal by exact name bytes (`PathName`), so that names that
/// are not UTF-8 are listed and removed as they are, not as a replacement-character copy.
public enum FolderListing {
    /// The names in `folder` (not `.` or `..`), in no order; empty when it cannot be read.
    public static func names(in folder: PathName) -> [PathName] {
        guard let dir = folder.withCString({ opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [PathName] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { PathName(cString: $0) }
            }
            if name.bytes == [0x2E] || name.bytes == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names
    }

    /// Removes `path`: a file or link (never followed), or a folder with everything in it.
    /// Returns whether it is gone.
    @discardableResult
    public static func removeTree(_ path: PathName) -> Bool {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else { return errno == ENOENT }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in names(in: path) { removeTree(path.appending(name)) }
            return path.withCString { rmdir($0) } == 0
        }
        return path.withCString { unlink($0) } == 0
    }
}
