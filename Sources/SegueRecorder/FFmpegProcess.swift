import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running `ffmpeg` with a pipe to its stdin and its stderr collected, for the encoders.
///
/// Writes go straight to the pipe's file descriptor, so an `ffmpeg` that exits early shows up
/// as an error (EPIPE), never as a crash: SIGPIPE is ignored for the process.
final class FFmpegProcess {
    private let process = Process()
    private let stdinPipe = Pipe()
    private let stderrPipe = Pipe()
    private let stderrDone = DispatchSemaphore(value: 0)
    private let stderrLock = NSLock()
    private var stderrData = Data()
    private var inputClosed = false

    /// Starts `executable` with `arguments`.
    init(executable: String, arguments: [String]) throws {
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = stdinPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderrPipe
        do {
            try process.run()
        } catch {
            throw RecorderError.ffmpegLaunchFailed(executable: executable, reason: OutputFiles.reason(error))
        }
        // The child has its own copies now; keeping ours open would hide ffmpeg's exit
        // (writes would block instead of failing) and keep stderr from reaching end of file.
        try? stdinPipe.fileHandleForReading.close()
        try? stderrPipe.fileHandleForWriting.close()
        let handle = stderrPipe.fileHandleForReading
        DispatchQueue.global().async { [self] in
            let data = handle.readDataToEndOfFile()
            stderrLock.lock()
            stderrData = data
            stderrLock.unlock()
            stderrDone.signal()
        }
    }

    /// Writes all of `bytes` to ffmpeg's stdin. Fails with the errno of the failed write
    /// (EPIPE when ffmpeg has exited).
    func write(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var pointer = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        let fd = stdinPipe.fileHandleForWriting.fileDescriptor
        while remaining > 0 {
            #if canImport(Glibc)
            let written = Glibc.write(fd, pointer, remaining)
            #else
            let written = Darwin.write(fd, pointer, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            pointer += written
            remaining -= written
        }
        return nil
    }

    /// Closes stdin (end of the frames) and waits for ffmpeg to exit; returns its exit status
    /// (or 128 + signal) and the tail of what it printed on stderr.
    func finish() -> (status: Int32, stderrTail: String) {
        closeInput()
        process.waitUntilExit()
        stderrDone.wait()
        stderrLock.lock()
        let text = String(decoding: stderrData, as: UTF8.self)
        stderrLock.unlock()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return (status, FFmpegProcess.tail(of: text))
    }

    /// Stops ffmpeg without waiting for it to finish encoding.
    func terminate() {
        closeInput()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        stderrDone.wait()
    }

    private func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        try? stdinPipe.fileHandleForWriting.close()
    }

    /// The last few lines of `text`, trimmed, for error messages.
    static func tail(of text: String, lines: Int = 12) -> String {
        let all = text.split(separator: "\n", omittingEmptySubsequences: true)
        return all.suffix(lines).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
