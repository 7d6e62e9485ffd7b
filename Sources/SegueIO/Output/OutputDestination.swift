import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#endif

/// Where an output's bytes must go, decided from what the path names *now*, before anything is
/// written, so that nothing but a regular file (or a path where nothing exists yet) is ever
/// replaced by an output.
///
/// - A regular file, or nothing yet: the output is written beside it under a hidden temporary
///   name and renamed over it only when complete (`.replace`).
/// - A character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe): the output is
///   written *through* it, into the existing node, which stays what it is (`.writeThrough`).
/// - A symbolic link: followed, and the rule applies to what it points at; the link stays.
/// - A folder, a block device, a socket, a dangling or looping link, a missing folder: an error,
///   before any work is done.
public enum OutputDestination: Hashable, Sendable {
    /// Write a temporary sibling of this path (a regular file or nothing) and rename it over the path.
    case replace(path: String)
    /// Open this existing character device or FIFO and write into it.
    case writeThrough(path: String, isFIFO: Bool)
    /// The process's standard output: the path `-` (`PathName.isStandardStream`).
    case standardOutput

    /// The path the bytes finally reach (a symlink's target, not the link; `-` for standard
    /// output).
    public var path: String {
        switch self {
        case .replace(let p), .writeThrough(let p, _): return p
        case .standardOutput: return "-"
        }
    }

    /// What `path` asks for. `requireFolder` false lets a caller that creates missing folders
    /// (the recorder) accept a path whose folder does not exist yet.
    public static func of(_ path: String, requireFolder: Bool = true) throws -> OutputDestination {
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the path is empty") }
        let name = PathName(path)
        if name.isStandardStream { return .standardOutput }
        var info = stat()
        if name.withCString({ lstat($0, &info) }) != 0 {
            let code = errno
            // ENOTDIR: a part of the folder is a file; said plainly by the folder check.
            guard code == ENOENT || code == ENOTDIR else { throw OutputFileError(path: path, errno: code) }
            if requireFolder { try checkFolder(of: path) }
            return .replace(path: path)
        }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            // stat follows the link, the kernel's own links too (/dev/stdout → /proc/self/fd/1 →
            // a pipe, which no path names).
            guard name.withCString({ stat($0, &info) }) == 0 else {
                let code = errno
                let reason = code == ENOENT ? "it is a symbolic link to a file that does not exist"
                    : "it is a symbolic link that cannot be followed (\(OutputFileError.text(code)))"
                throw OutputFileError(path: path, reason: reason)
            }
            // A link to one of this process's open files (/dev/stdout, /dev/fd/N) is written
            // through whatever it is: the shell opened it, and renaming over the file it names
            // would write beside the descriptor the shell holds, not into it.
            if isDescriptorLink(path) {
                switch info.st_mode & S_IFMT {
                case S_IFREG, S_IFCHR: return .writeThrough(path: path, isFIFO: false)
                case S_IFIFO: return .writeThrough(path: path, isFIFO: true)
                default: break
                }
            }
            if let real = name.withCString({ realpath($0, nil) }) {
                resolved = PathName(cString: real).argument
                free(real)
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .replace(path: resolved)
        case S_IFCHR: return .writeThrough(path: resolved, isFIFO: false)
        case S_IFIFO: return .writeThrough(path: resolved, isFIFO: true)
        case S_IFDIR: throw OutputFileError(path: path, reason: "it is a folder")
        case S_IFBLK: throw OutputFileError(path: path, reason: "it is a block device; write to a regular file")
        case S_IFSOCK: throw OutputFileError(path: path, reason: "it is a socket; write to a regular file")
        default: throw OutputFileError(path: path, reason: "it is not a regular file")
        }
    }

    /// Whether `path` leads, through links, to one of the process's file descriptors:
    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`.
    static func isDescriptorLink(_ path: String) -> Bool {
        var current = path
        for _ in 0..<8 {
            if current.hasPrefix("/proc/") && current.contains("/fd/") || current.hasPrefix("/dev/fd/") { return true }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = PathName(current).withCString { readlink($0, &buffer, buffer.count - 1) }
            guard n > 0 else { return false }
            let target = PathName(bytes: buffer[..<n].map { UInt8(bitPattern: $0) })
            current = PathName(current).folder.appending(target).argument
        }
        return false
    }

    /// Throws unless the folder that would hold `path` exists and is a folder.
    static func checkFolder(of path: String) throws {
        let folder = PathName(path).folder
        var info = stat()
        guard folder.withCString({ stat($0, &info) }) == 0 else {
            let code = errno
            throw OutputFileError(path: path, reason: code == ENOENT ? "the folder '\(folder)' does not exist"
                                  : "the folder '\(folder)' cannot be used (\(OutputFileError.text(code)))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw OutputFileError(path: path, reason: "'\(folder)' is not a folder")
        }
    }

    /// The folder part of a path (`.` for a bare name): `PathName.folder`.
    public static func folder(of path: String) -> String {
        PathName(path).folder.argument
    }

    // MARK: Temporary siblings

    /// A hidden name beside `path` for the output while it is being written:
    /// `.NAME.partial-PID-RANDOM`. The process id lets a later run tell a partial left by a
    /// killed run (whose process is gone) from one another run is still writing.
    public static func temporarySibling(of path: String) -> String {
        let name = PathName(path)
        let unique = UInt32.random(in: 0...UInt32.max)
        let sibling = PathName(bytes: partialPrefix(of: name) + Array("\(getpid())-\(String(unique, radix: 16))".utf8))
        return name.folder.appending(sibling).argument
    }

    /// `.NAME.partial-`: how a temporary sibling's name begins. A name that is not UTF-8 is
    /// written with `\xHH` escapes here, so that a work file (which ffmpeg is given by name,
    /// as text) always has a name that is text.
    static func partialPrefix(of path: PathName) -> [UInt8] {
        let name = path.lastComponent
        return Array(".".utf8) + (name.isUTF8 ? name.bytes : Array(name.description.utf8)) + Array(".partial-".utf8)
    }

    /// Removes partial outputs of `path` (files or folders named as `temporarySibling` names
    /// them) whose process no longer runs: what a run killed outright (SIGKILL, a power cut)
    /// left behind. Returns the names removed. Links are removed, never followed.
    @discardableResult
    public static func removeStalePartials(of path: String) -> [String] {
        let target = PathName(path)
        let folder = target.folder
        let prefix = partialPrefix(of: target)
        var removed: [String] = []
        for entry in FolderListing.names(in: folder) where entry.bytes.starts(with: prefix) {
            let rest = PathName(bytes: Array(entry.bytes.dropFirst(prefix.count))).argument
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let full = folder.appending(entry)
            if FolderListing.removeTree(full) { removed.append(entry.argument) }
        }
        return removed
    }
}

/// An output that cannot be written, with the reason in the user's words.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What went wrong, as the end of the sentence "cannot write '…':" ("the disk is full",
    /// "Permission denied").
    public var reason: String
    /// The errno behind it, when there is one (ENOSPC for a full disk).
    public var code: Int32?

    /// Creates an error for `path`; pass the errno as `code` when there is one, so `isDiskFull`
    /// can tell.
    public init(path: String, reason: String, code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.code = code
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: OutputFileError.text(code), code: code)
    }

    /// Whether the disk (or the user's quota) filled up.
    public var isDiskFull: Bool { code == ENOSPC || code == EDQUOT }

    public var description: String {
        path.isEmpty ? "cannot write an output with an empty path" : "cannot write '\(PathName(path))': \(reason)"
    }

    /// The system's words for an errno value, with a full disk said plainly.
    public static func text(_ code: Int32) -> String {
        if code == ENOSPC || code == EDQUOT { return "the disk is full" }
        if code == ENXIO { return "no program is reading from it" }
        if code == EFBIG { return "the file would grow past the limit on file size (ulimit -f)" }
        if code == EMFILE {
            var limit = rlimit()
            let known = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 && limit.rlim_cur != rlim_t.max
            return "too many files are open: the limit on open files (ulimit -n) is " + (known ? "\(limit.rlim_cur)" : "reached")
        }
        return String(cString: strerror(code))
    }
}
