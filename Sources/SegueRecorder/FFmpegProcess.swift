import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
import SegueIO
import SegueAssets
#endif

/// A running `ffmpeg` with a pipe to its stdin and its stderr collected, for the encoders.
///
/// Writes go straight to the pipe's file descriptor, so an `ffmpeg` that exits early shows up
/// as an error (EPIPE), never as a crash: the writer thread blocks SIGPIPE for itself alone (the
/// signal a write raises is the writing thread's), so no process-wide setting is changed.
///
/// ffmpeg is watched: every wait (for room in the frame queue, for ffmpeg to exit) is a short
/// timed wait that checks for an interrupting signal (`InterruptSignals`) and for progress. A
/// frame written into the pipe, or the output file growing, is progress; none for
/// `stallTimeout` seconds means ffmpeg hangs, and it is killed. ffmpeg runs in its own process
/// group (`SpawnedProcess` makes one), so killing the group leaves no child of it behind.
///
/// Sendable by its own locking: the frame queue and the progress time are guarded by `queue`,
/// ffmpeg's stderr by its `PipeDrain`; the writer and stderr threads touch nothing else.
package final class FFmpegProcess: @unchecked Sendable {
    /// Why ffmpeg was given up on, besides its own exit status.
    enum Failure: Error {
        /// No progress for this many seconds.
        case stalled(Double)
        /// An interrupting signal arrived.
        case interrupted(Int32)
    }
    private let process: SpawnedProcess
    /// The write end of ffmpeg's stdin.
    private let stdinFD: Int32
    /// ffmpeg's stderr, read to its end with only the tail kept.
    private var stderrDrain: PipeDrain?
    private var inputClosed = false

    /// A conversion applied to each frame on the writer thread before it goes to ffmpeg
    /// (RGBA to yuv420p), writing `outputBytes` bytes.
    package struct Conversion {
        var outputBytes: Int
        var apply: (UnsafeRawBufferPointer, UnsafeMutableRawBufferPointer) -> Void
    }
    private let conversion: Conversion?

    /// Seconds without progress before ffmpeg is taken to hang.
    private let stallTimeout: Double
    /// The file ffmpeg writes, whose growth counts as progress.
    private let watchedOutput: String?
    /// When progress was last seen (monotonic nanoseconds); guarded by `queue`.
    private var lastProgress = DispatchTime.now().uptimeNanoseconds

    /// Starts `executable` with `arguments`; frames are converted by `convert` (if any) on the
    /// writer thread. `watchedOutput` is the file ffmpeg writes (its growth is progress).
    package init(executable: String, arguments: [String], convert: Conversion? = nil, stallTimeout: Double = 30,
         watchedOutput: String? = nil) throws {
        conversion = convert
        self.stallTimeout = stallTimeout
        self.watchedOutput = watchedOutput
        func failed(_ error: Error) -> RecorderError {
            .ffmpegLaunchFailed(executable: executable, reason: "\(error)")
        }
        let input: (read: Int32, write: Int32), errors: (read: Int32, write: Int32)
        do { input = try SpawnedProcess.pipe() } catch { throw failed(error) }
        do { errors = try SpawnedProcess.pipe() } catch {
            close(input.read); close(input.write)
            throw failed(error)
        }
        do {
            process = try SpawnedProcess(executable: executable, arguments: arguments, stdin: input.read, stdout: nil, stderr: errors.write)
        } catch {
            for fd in [input.read, input.write, errors.read, errors.write] { close(fd) }
            throw failed(error)
        }
        // The child has its own copies now; keeping ours open would hide ffmpeg's exit
        // (writes would block instead of failing) and keep stderr from reaching end of file.
        close(input.read)
        close(errors.write)
        stdinFD = input.write
        FFmpegProcess.enlargePipe(stdinFD)
        // Only stderr's end is kept (ffmpeg runs with `-loglevel error`: the error is last);
        // one printing past `stderrFloodLimit` is killed rather than read for ever.
        let child = process
        stderrDrain = PipeDrain(errors.read, keep: .tail, limit: FFmpegProcess.stderrKeptBytes,
                                floodLimit: FFmpegProcess.stderrFloodLimit) { child.killGroup() }
        if stderrDrain == nil {
            kill()
            throw RecorderError.ffmpegLaunchFailed(executable: executable, reason: FFmpegProcess.noThread)
        }
    }

    /// Why ffmpeg cannot be worked with when no thread can be made.
    static let noThread = "no thread could be started to talk to it (the process is at its memory or thread limit)"

    /// The bytes of ffmpeg's stderr kept for an error message (its end).
    static let stderrKeptBytes = 16 << 10
    /// The most ffmpeg may print on stderr before it is taken to be broken and killed.
    static let stderrFloodLimit = 16 << 20

    /// Asks for a 1 MiB pipe buffer instead of Linux's 64 KiB, so that a frame crosses in a
    /// few writes rather than dozens of context switches between us and ffmpeg. Best effort:
    /// the kernel may refuse (its limit is /proc/sys/fs/pipe-max-size) and nothing depends on it.
    private static func enlargePipe(_ fd: Int32) {
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ
        _ = fcntl(fd, setPipeSize, 1 << 20)
        #endif
    }

    // Frames are handed to a writer thread through a short queue, so that rendering the
    // next frame overlaps with ffmpeg reading (and encoding) this one; the queue is bounded
    // so memory stays at a few frames however slow the encoder is.
    private let queue = NSCondition()
    private var pending: [[UInt8]] = []
    /// Frame buffers the writer is done with, reused for the next frames.
    private var spare: [[UInt8]] = []
    private var writeError: Int32?
    private var closing = false
    /// Whether the writer thread was started (and not yet drained).
    private var writerStarted = false
    /// Whether the writer thread waits for a frame (guarded by `queue`).
    private var writerIdle = true
    private let writerDone = DispatchSemaphore(value: 0)
    private static let maxPendingFrames = 3

    /// Queues a copy of `bytes` for ffmpeg's stdin. Returns the errno of an earlier failed
    /// write (EPIPE when ffmpeg has exited); waits while the queue is full, and throws
    /// `Failure` when ffmpeg stops taking frames for `stallTimeout` or a signal arrives.
    func write(_ bytes: UnsafeRawBufferPointer) throws -> Int32? {
        guard bytes.count > 0 else { return nil }
        startWriterIfNeeded()
        queue.lock()
        defer { queue.unlock() }
        while pending.count >= FFmpegProcess.maxPendingFrames && writeError == nil {
            _ = queue.wait(until: Date(timeIntervalSinceNow: 0.05))
            if let sig = InterruptSignals.received { throw Failure.interrupted(sig) }
            if secondsSinceProgress() > stallTimeout { throw Failure.stalled(stallTimeout) }
        }
        if let e = writeError { return e }
        // The stall clock runs only while ffmpeg has frames to take.
        if pending.isEmpty && writerIdle { lastProgress = DispatchTime.now().uptimeNanoseconds }
        var frame = spare.popLast() ?? []
        if frame.count != bytes.count { frame = [UInt8](repeating: 0, count: bytes.count) }
        frame.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
        pending.append(frame)
        queue.broadcast()
        return nil
    }

    /// Blocks SIGPIPE for the calling thread: a write to a pipe whose reader exited then fails
    /// with EPIPE, and the signal stays pending on this thread, which never unblocks it (a
    /// thread's pending signals go with it). Other threads keep the process's handling.
    private static func blockBrokenPipeSignal() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    private func startWriterIfNeeded() {
        guard !writerStarted else { return }
        let fd = stdinFD
        writerStarted = true
        let started = WorkerThread.start { [self] in
            FFmpegProcess.blockBrokenPipeSignal()
            while true {
                queue.lock()
                while pending.isEmpty && !closing { writerIdle = true; queue.wait() }
                writerIdle = false
                if pending.isEmpty { queue.unlock(); break }
                let frame = pending.removeFirst()
                let failed = writeError != nil
                queue.broadcast()
                queue.unlock()
                guard !failed else { continue }
                let result: Int32?
                if let conversion {
                    if converted.count != conversion.outputBytes { converted = [UInt8](repeating: 0, count: conversion.outputBytes) }
                    frame.withUnsafeBytes { source in converted.withUnsafeMutableBytes { conversion.apply(source, $0) } }
                    result = FFmpegProcess.writeAll(converted, to: fd)
                } else {
                    result = FFmpegProcess.writeAll(frame, to: fd)
                }
                queue.lock()
                if spare.count < FFmpegProcess.maxPendingFrames { spare.append(frame) }
                if result == nil { lastProgress = DispatchTime.now().uptimeNanoseconds }
                queue.unlock()
                if let e = result {
                    queue.lock()
                    writeError = e
                    pending.removeAll()
                    queue.broadcast()
                    queue.unlock()
                }
            }
            writerDone.signal()
        }
        if !started {
            // No writer: every frame fails at once, with the reason, instead of waiting.
            queue.lock()
            writeError = EAGAIN
            writerStarted = false
            queue.unlock()
        }
    }

    /// Waits until every queued frame is written (or a write failed); returns that failure.
    /// While `watching`, a stall or a signal kills ffmpeg and throws.
    private func drainWriter(watching: Bool = true) throws -> Int32? {
        guard writerStarted else { return nil }
        queue.lock()
        closing = true
        queue.broadcast()
        queue.unlock()
        while writerDone.wait(timeout: .now() + 0.05) == .timedOut {
            guard watching else { continue }
            if let sig = InterruptSignals.received { kill(); throw Failure.interrupted(sig) }
            queue.lock()
            let stalled = !writerIdle && secondsSinceProgress() > stallTimeout
            queue.unlock()
            if stalled { kill(); throw Failure.stalled(stallTimeout) }
        }
        writerStarted = false
        queue.lock(); defer { queue.unlock() }
        return writeError
    }

    /// The writer thread's output buffer for converted frames.
    private var converted: [UInt8] = []

    private static func writeAll(_ data: [UInt8], to fd: Int32) -> Int32? {
        data.withUnsafeBytes { raw -> Int32? in
            guard var pointer = raw.baseAddress else { return nil }
            var remaining = raw.count
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
    }

    /// Seconds since the last progress; call with `queue` locked.
    private func secondsSinceProgress() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds &- lastProgress) / 1e9
    }

    /// Closes stdin (end of the frames) and waits for ffmpeg to exit; returns its exit status
    /// (or 128 + signal) and the tail of what it printed on stderr. Throws `Failure` (after
    /// killing ffmpeg) when it makes no progress for `stallTimeout` or a signal arrives.
    package func finish() throws -> (status: Int32, stderrTail: String) {
        let writeFailure = try drainWriter()
        closeInput()
        try waitForExit()
        _ = stderrDrain?.wait(timeout: 5)
        let text = stderrDrain?.result.text ?? ""
        var status = process.exitStatus ?? 128 + (process.terminationSignal ?? 0)
        var tail = FFmpegProcess.tail(of: text)
        if stderrDrain?.flooded == true {
            status = status == 0 ? 1 : status
            tail += (tail.isEmpty ? "" : "\n") + "ffmpeg printed more than \(FFmpegProcess.stderrFloodLimit >> 20) MiB of messages and was stopped"
        }
        if let e = writeFailure, status == 0 {
            // ffmpeg exited cleanly but stopped reading before the last frame.
            status = 1
            tail += (tail.isEmpty ? "" : "\n") + "writing a frame to ffmpeg failed: " + OutputFileError.text(e)
        }
        return (status, tail)
    }

    /// Waits for ffmpeg to exit, watching the output file change (its size or modification
    /// time: MP4's `+faststart` rewrites the file in place); kills it on a stall or a signal.
    private func waitForExit() throws {
        var last: [Int64] = []
        var lastChange = DispatchTime.now().uptimeNanoseconds
        while process.isRunning {
            if let sig = InterruptSignals.received { kill(); throw Failure.interrupted(sig) }
            let state = watchedOutput.map(FFmpegProcess.fileState) ?? []
            let now = DispatchTime.now().uptimeNanoseconds
            if state != last { last = state; lastChange = now }
            if Double(now &- lastChange) / 1e9 > stallTimeout { kill(); throw Failure.stalled(stallTimeout) }
            usleep(20_000)
        }
        process.waitUntilExit()
    }

    /// A file's size and modification time, to see whether it is being written.
    private static func fileState(_ path: String) -> [Int64] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [-1] }
        return [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
    }

    /// Stops ffmpeg without waiting for it to finish encoding.
    func terminate() {
        queue.lock(); pending.removeAll(); queue.unlock()
        kill()
        _ = try? drainWriter(watching: false)
        closeInput()
    }

    /// Kills ffmpeg and its process group at once and reaps it; the writer thread's blocked
    /// write then fails with EPIPE (stdin is closed only after the writer is done, so its file
    /// descriptor is never reused under it). Safe to call more than once.
    private func kill() {
        process.killGroup()
        process.waitUntilExit()
        _ = stderrDrain?.wait(timeout: 5)
    }

    private func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        close(stdinFD)
    }

    /// The last few lines of `text`, trimmed, for error messages.
    static func tail(of text: String, lines: Int = 12) -> String {
        let all = text.split(separator: "\n", omittingEmptySubsequences: true)
        return all.suffix(lines).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
