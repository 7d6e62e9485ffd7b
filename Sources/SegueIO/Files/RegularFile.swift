import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a user's input file (a script, a storyboard, a shader, an image) without ever
/// blocking or reading without end: the path is opened non-blocking, the opened file's type is
/// checked before a byte is read (a FIFO, a device such as /dev/zero, a socket or a folder is
/// refused with one sentence), and at most `limit` bytes are accepted.
public enum RegularFile {
    /// Why a file could not be read, as the end of a sentence ("cannot read script 'x': it is
    /// a folder").
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The path as the caller gave it.
        public var path: String
        /// What was wrong, as the end of a sentence the caller begins ("it is a folder", "no such
        /// file"); it does not name the path.
        public var reason: String
        /// Creates a failure for `path` with `reason` completing the caller's sentence.
        public init(path: String, reason: String) { self.path = path; self.reason = reason }
        public var description: String { reason }
        public var errorDescription: String? { reason }
    }

    /// The default limit on a text input (scripts, storyboards, shaders): `FileLimits.textBytes`.
    public static let textLimit = FileLimits.textBytes

    /// What kind of thing is at `path` (following symbolic links), in words when it is not a
    /// regular file; nil for a regular file.
    public static func problem(at path: String) -> String? {
        var st = stat()
        guard PathName(path).withCString({ stat($0, &st) }) == 0 else { return why(errno) }
        return kindProblem(st.st_mode)
    }

    /// The file's bytes. Throws a `Failure` for a missing path, anything but a regular file,
    /// a file larger than `limit`, or a read error. The path `-` reads standard input, whatever
    /// it is (a pipe, a terminal), up to `limit` bytes.
    public static func read(_ path: String, limit: Int = textLimit) throws -> Data {
        guard !path.isEmpty else { throw Failure(path: path, reason: "the path is empty") }
        if PathName(path).isStandardStream { return try readAll(STDIN_FILENO, path: path, limit: limit) }
        let fd = PathName(path).withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else {
            let code = errno
            // A FIFO opened non-blocking succeeds; other failures say what the path is.
            if let kind = problem(at: path), code != ENOENT { throw Failure(path: path, reason: kind) }
            throw Failure(path: path, reason: why(code))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw Failure(path: path, reason: why(errno)) }
        if let kind = kindProblem(st.st_mode) { throw Failure(path: path, reason: kind) }
        guard Int(st.st_size) <= limit else {
            throw Failure(path: path, reason: "it is \(st.st_size) bytes, over the limit of \(limit) bytes")
        }
        return try readAll(fd, path: path, limit: limit)
    }

    /// Every byte `fd` gives until its end, at most `limit`.
    private static func readAll(_ fd: Int32, path: String, limit: Int) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: why(errno))
            }
            if n == 0 { break }
            data.append(buffer, count: n)
            guard data.count <= limit else {
                throw Failure(path: path, reason: "it is over the limit of \(limit) bytes")
            }
        }
        return data
    }

    /// Reads a UTF-8 text file (one leading byte-order mark is kept for the caller). UTF-16
    /// and other non-UTF-8 bytes are a `Failure` saying where.
    public static func readText(_ path: String, limit: Int = textLimit) throws -> String {
        let data = try read(path, limit: limit)
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            throw Failure(path: path, reason: "it is UTF-16 text, not UTF-8; save it as UTF-8")
        }
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            var line = 1, offset = 0
            let bytes = [UInt8](data)
            // The first byte that does not decode: decode prefixes line by line.
            var start = 0
            for (i, b) in bytes.enumerated() where b == 0x0A {
                if String(validatingUTF8Bytes: bytes[start..<i]) == nil { break }
                line += 1; start = i + 1
            }
            offset = start
            throw Failure(path: path, reason: "it is not UTF-8 text (a bad byte on line \(line), at or after offset \(offset))")
        }
        return text
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
        #else
        return Darwin.read(fd, buffer, count)
        #endif
    }

    private static func kindProblem(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder"
        case S_IFIFO: return "it is a FIFO (named pipe), not a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    private static func why(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "too many symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        default: return OutputFileError.text(code)
        }
    }
}
