import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#endif

/// One output file being written (a PNG, a trace, a saved script), by the rules of
/// `OutputDestination`: a regular file is written under a hidden temporary name and renamed
/// into place by `commit()`, so the final name only ever holds a complete file; a device or a
/// FIFO is written through. Every `write`, the `fsync` and the `close` are checked, so a full
/// disk is an error, never a truncated file reported as written.
///
/// ```swift
/// let file = try OutputFile(path: "trace.jsonl")   // fails now if it cannot be written
/// try file.write("{…}\n")
/// try file.commit()                                // or file.discard()
/// ```
public final class OutputFile {
    /// The path as given.
    public let path: String
    /// How the bytes reach `path`, decided when the output was opened: through a temporary file
    /// renamed into place, or written straight into a device or FIFO.
    public let destination: OutputDestination
    /// The file written while the output is open (the temporary sibling, or the node itself).
    public let workPath: String
    /// Bytes written so far.
    public private(set) var bytesWritten: Int64 = 0
    private var fd: Int32
    private enum State { case open, committed, discarded }
    private var state = State.open

    /// Opens `path` for writing. Throws `OutputFileError` when it cannot be written: a missing
    /// folder, a folder, a read-only place, a FIFO nobody reads, a block device.
    public init(path: String) throws {
        self.path = path
        destination = try OutputDestination.of(path)
        switch destination {
        case .replace(let final):
            OutputDestination.removeStalePartials(of: final)
            workPath = OutputDestination.temporarySibling(of: final)
            fd = PathName(workPath).withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
            if fd < 0 { throw OutputFileError(path: path, errno: errno) }
        case .standardOutput:
            // What `print` buffered goes first; the output then follows it on the same stream.
            fflush(nil)
            workPath = "-"
            fd = dup(STDOUT_FILENO)
            if fd < 0 { throw OutputFileError(path: "standard output", errno: errno) }
        case .writeThrough(let node, let isFIFO):
            workPath = node
            // A FIFO with no reader would block the open for ever: ask without waiting, then
            // write with ordinary (blocking) writes. A reader that goes away is EPIPE, not a
            // crash, where the process's owner has SIGPIPE ignored or handled (SegueKit's
            // `ProcessSettings`, the command line's signal handler).
            // Appending: a regular file reached through /dev/stdout keeps what the shell's `>>` kept.
            fd = PathName(node).withCString { open($0, O_WRONLY | O_APPEND | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0)) }
            if fd < 0 { throw OutputFileError(path: path, errno: errno) }
            if isFIFO { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        }
    }

    deinit { discard() }

    /// Whether the output is still open for writing.
    public var isOpen: Bool { state == .open }

    /// Writes all of `bytes`; a failure (ENOSPC above all) throws, and the output should then
    /// be discarded.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard state == .open else { throw OutputFileError(path: path, reason: "the file was already closed") }
        if let failure = OutputFile.writeAll(fd, bytes) { throw OutputFileError(path: path, errno: failure) }
        bytesWritten += Int64(bytes.count)
    }

    /// Writes all of `bytes` to `fd`, again after a short write or an interrupted one; returns
    /// the errno of a failure (ENOSPC for a full disk; EIO for a write that wrote nothing).
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var pointer = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(fd, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            pointer += written
            remaining -= written
        }
        return nil
    }

    /// Writes all of `bytes`; a failure throws, and the output should then be discarded.
    public func write(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try write($0) } }
    /// Writes all of `data`; a failure throws, and the output should then be discarded.
    public func write(_ data: Data) throws { try data.withUnsafeBytes { try write($0) } }
    /// Writes `text` as UTF-8, with no newline added; a failure throws, and the output should then
    /// be discarded.
    public func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Completes the output: flushes a regular file to disk and renames it over the final name
    /// (a device or FIFO is just closed). On failure nothing is left under the final name.
    public func commit() throws {
        guard state == .open else {
            if state == .committed { return }
            throw OutputFileError(path: path, reason: "the file was already discarded")
        }
        switch destination {
        case .replace(let final):
            var failure: Int32?
            if fsync(fd) != 0 { failure = errno }
            if close(fd) != 0, failure == nil { failure = errno }
            fd = -1
            if failure == nil, OutputFile.rename(workPath, final) != 0 { failure = errno }
            if let failure {
                OutputFile.unlink(workPath)
                state = .discarded
                throw OutputFileError(path: path, errno: failure)
            }
        case .writeThrough, .standardOutput:
            let result = close(fd)
            let code = errno
            fd = -1
            state = .committed
            if result != 0, code != EINTR { throw OutputFileError(path: path, errno: code) }
        }
        state = .committed
    }

    /// Abandons the output: removes the temporary file (a device or FIFO is just closed).
    public func discard() {
        guard state == .open else { return }
        state = .discarded
        if fd >= 0 { close(fd) }
        fd = -1
        if case .replace = destination { OutputFile.unlink(workPath) }
    }

    /// `rename(2)` of two paths given as `PathName` arguments (their exact bytes).
    public static func rename(_ from: String, _ to: String) -> Int32 {
        PathName(from).withCString { a in PathName(to).withCString { b in Glibc.rename(a, b) } }
    }

    /// `unlink(2)` of a path given as a `PathName` argument (its exact bytes).
    @discardableResult
    public static func unlink(_ path: String) -> Int32 {
        PathName(path).withCString { Glibc.unlink($0) }
    }

    /// Writes a whole file at once: `bytes` reach `path` completely or not at all.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let file = try OutputFile(path: path)
        do {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Throws now, before any work, if `path` could not be written later: what a command
    /// checks for an output it writes only at the end (a saved script, a screenshot).
    public static func checkWritable(_ path: String) throws {
        let destination = try OutputDestination.of(path)
        guard case .replace(let final) = destination else { return }
        let probe = OutputDestination.temporarySibling(of: final)
        let fd = PathName(probe).withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        if fd < 0 { throw OutputFileError(path: path, errno: errno) }
        close(fd)
        OutputFile.unlink(probe)
    }
}
