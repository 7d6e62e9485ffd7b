import Foundation

/// What Core may ask about files, without touching the file system itself.
///
/// Core computes: it takes bytes and strings and returns values. Some of its checks still need
/// to know about files — whether an image a storyboard names is a regular file inside its
/// folder, the text of a sidecar, the entries of an asset catalogue — and ask through this
/// protocol. `SegueIO`'s `LocalFiles` answers from the file system; a test may answer from a
/// table. The answers are in the user's words, as the end of a sentence ("no such file", "it
/// is a folder").
public protocol FileQueries: Sendable {
    /// Why `path` (every link followed) is not a regular file ("no such file", "it is a
    /// folder"); nil for a regular file.
    func problem(at path: String) -> String?
    /// The bytes of the regular file at `path`, at most `limit`; throws an error whose
    /// description is the reason, as the end of a sentence.
    func read(_ path: String, limit: Int) throws -> Data
    /// The UTF-8 text of the file at `path`, at most `limit` bytes; throws as `read` does, and
    /// for text that is not UTF-8.
    func readText(_ path: String, limit: Int) throws -> String
    /// `path` with every symbolic link followed (`realpath(3)`); nil when it cannot be.
    func realPath(_ path: String) -> String?
    /// The size in bytes of what `path` names, links followed; nil when it cannot be asked.
    func size(of path: String) -> Int?
    /// What `path` itself is, a final symbolic link not followed; nil when nothing is there.
    func entry(at path: String) -> FileEntry?
    /// The names in `folder` (an empty string is the current folder); nil when it cannot be
    /// listed.
    func names(in folder: String) -> [String]?
}

/// What a path itself names, a final symbolic link not followed (`FileQueries.entry(at:)`).
public enum FileEntry: Hashable, Sendable {
    /// A folder.
    case folder
    /// A symbolic link (to anything, or to nothing).
    case symbolicLink
    /// A regular file, a device, a FIFO or a socket.
    case other
}

extension FileQueries {
    /// Whether `path`, every link followed, is inside `folder` (every link followed too; an
    /// empty folder is the current one).
    public func isInside(_ path: String, folder: String) -> Bool {
        guard let root = realPath(folder.isEmpty ? "." : folder), let real = realPath(path) else { return false }
        return real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}

/// The limits on what is read from a user's file.
public enum FileLimits {
    /// The largest text input accepted (scripts, storyboards, sidecars, shaders): 16 MiB.
    public static let textBytes = 16 << 20
}
