import Foundation
#if canImport(Glibc)
import Glibc
import SegueAssets
#endif

/// What is kept of a child process's output stream: its first or its last `limit` bytes, and
/// how many bytes it printed in all. However much a child prints, the memory held is bounded:
/// a tool's answer is at its start (keep the head), an error message at its end (the tail).
package struct BoundedOutput: Sendable {
    /// Which end of the stream is kept.
    package enum Keep: Sendable {
        /// The first `limit` bytes (a tool's answer on stdout).
        case head
        /// The last `limit` bytes (the end of stderr, where the error is).
        case tail
    }
    /// Which end is kept.
    package let keep: Keep
    /// The most bytes kept.
    package let limit: Int
    /// Every byte read, kept or not.
    package private(set) var total = 0
    private var bytes: [UInt8] = []

    /// An empty stream keeping `limit` bytes of its `keep` end.
    package init(keep: Keep, limit: Int) {
        self.keep = keep
        self.limit = max(0, limit)
    }

    /// Takes `chunk` in, dropping what falls outside the kept end.
    package mutating func append(_ chunk: UnsafeRawBufferPointer) {
        total += chunk.count
        switch keep {
        case .head:
            let room = limit - bytes.count
            if room > 0 { bytes += chunk.prefix(room) }
        case .tail:
            bytes += chunk.suffix(limit)
            // Trimmed in halves, so that each byte is moved a bounded number of times.
            if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
        }
    }

    /// The kept bytes.
    package var data: Data { Data(keep == .tail ? bytes.suffix(limit) : bytes[...]) }

    /// The kept bytes as text (invalid UTF-8 replaced), marked where bytes were dropped; a
    /// tail cut inside a line starts at the next whole line.
    package var text: String {
        var kept = data
        if keep == .tail, total > limit, let newline = kept.firstIndex(of: UInt8(ascii: "\n")) {
            kept = kept[(newline + 1)...]
        }
        let s = String(decoding: kept, as: UTF8.self)
        guard total > limit else { return s }
        let note = "[\(total - limit) more bytes not kept]"
        return keep == .tail ? note + "\n" + s : s + "\n" + note
    }

    /// Whether more was printed than kept.
    package var truncated: Bool { total > limit }
}

/// Reads one pipe of a child process on its own thread into a `BoundedOutput`, so that a
/// child printing without end neither blocks on a full pipe nor fills our memory. Past
/// `floodLimit` bytes `onFlood` runs once (the owner kills the child there); reading goes on
/// to end of file, keeping nothing more than the bounded output does.
package final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var output: BoundedOutput
    private var floodHandled = false
    private let done = DispatchSemaphore(value: 0)
    private let floodLimit: Int
    private let onFlood: @Sendable () -> Void

    /// Starts reading `fd` until end of file on a thread of its own, and closes it there;
    /// nil (and `fd` closed) when no thread can be made (a process at its memory or thread
    /// limit).
    package init?(_ fd: Int32, keep: BoundedOutput.Keep, limit: Int, floodLimit: Int,
                  onFlood: @escaping @Sendable () -> Void) {
        output = BoundedOutput(keep: keep, limit: limit)
        self.floodLimit = floodLimit
        self.onFlood = onFlood
        let started = WorkerThread.start(stackSize: 256 << 10) { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                take(buffer, n)
            }
            close(fd)
            done.signal()
        }
        if !started {
            close(fd)
            return nil
        }
    }

    private func take(_ buffer: [UInt8], _ n: Int) {
        lock.lock()
        buffer.withUnsafeBytes { output.append(UnsafeRawBufferPointer(rebasing: $0.prefix(n))) }
        let flood = output.total > floodLimit && !floodHandled
        if flood { floodHandled = true }
        lock.unlock()
        if flood { onFlood() }
    }

    /// Waits up to `timeout` seconds for end of file; false when it has not come.
    package func wait(timeout: Double) -> Bool {
        done.wait(timeout: .now() + timeout) == .success
    }

    /// What was kept so far.
    package var result: BoundedOutput {
        lock.lock(); defer { lock.unlock() }
        return output
    }

    /// Whether more than `floodLimit` bytes came.
    package var flooded: Bool {
        lock.lock(); defer { lock.unlock() }
        return floodHandled
    }
}

/// Runs a short-lived tool (`ffprobe`, a version query) to its end with every output bounded:
/// stdout's head and stderr's tail are kept, a child printing past `floodLimit` on either is
/// killed, and so is one running past `timeout` or when an interrupting signal arrives. The
/// one place the recorder reads a finished child's output, so that no caller can read it
/// without bounds.
package enum ChildProcess {
    /// How a run ended.
    package enum Ending: Equatable, Sendable {
        /// The tool exited by itself with this status.
        case exited(Int32)
        /// The tool was killed by this signal (not by us).
        case signalled(Int32)
        /// It ran past the timeout and was killed.
        case timedOut(Double)
        /// It printed more than the flood limit and was killed.
        case flooded(Int)
        /// An interrupting signal arrived (SIGINT…), and it was killed.
        case interrupted(Int32)
        /// It could not be started.
        case notStarted(String)
    }

    /// What came back from a run.
    package struct Outcome: Sendable {
        /// How it ended.
        package var ending: Ending
        /// The start of what it printed on stdout.
        package var stdout: BoundedOutput
        /// The end of what it printed on stderr.
        package var stderr: BoundedOutput
        /// Whether it exited by itself with status 0.
        package var succeeded: Bool { ending == .exited(0) }
        /// Why it failed, in words, for an error message (nil when it succeeded).
        package var failure: String? {
            switch ending {
            case .exited(0): return nil
            case .exited(let s): return "it exited with status \(s)"
            case .signalled(let s): return "it was killed by signal \(s)"
            case .timedOut(let t): return "it ran for more than \(RecordingSummary.rate(t)) s and was stopped"
            case .flooded(let n): return "it printed more than \(n) bytes and was stopped"
            case .interrupted(let s): return "interrupted by signal \(s)"
            case .notStarted(let why): return "it could not be started (\(why))"
            }
        }
    }

    /// The bounds of one run.
    package struct Limits: Sendable {
        /// Seconds before the tool is killed.
        package var timeout: Double
        /// Bytes of stdout kept (its head).
        package var stdoutBytes: Int
        /// Bytes of stderr kept (its tail).
        package var stderrBytes: Int
        /// Bytes on either stream past which the tool is killed.
        package var floodLimit: Int
        /// Whether `timeout` counts from the last output rather than from the start (a tool
        /// that reports as it goes is stopped only when it stops reporting).
        package var idle: Bool
        /// Limits: `timeout` seconds, 64 KiB of stdout and 16 KiB of stderr kept, killed past
        /// 1 MiB on either: a probing tool answers in a few lines.
        package init(timeout: Double, stdoutBytes: Int = 64 << 10, stderrBytes: Int = 16 << 10, floodLimit: Int = 1 << 20,
                     idle: Bool = false) {
            self.timeout = timeout; self.stdoutBytes = stdoutBytes; self.stderrBytes = stderrBytes; self.floodLimit = floodLimit
            self.idle = idle
        }
    }

    /// Runs `executable` with `arguments` (stdin empty) within `limits`. Never throws: a tool
    /// that cannot be started is an outcome like the others.
    package static func run(_ executable: String, _ arguments: [String], limits: Limits) -> Outcome {
        var stdout = BoundedOutput(keep: .head, limit: limits.stdoutBytes)
        var stderr = BoundedOutput(keep: .tail, limit: limits.stderrBytes)
        func notStarted(_ error: Error) -> Outcome { Outcome(ending: .notStarted("\(error)"), stdout: stdout, stderr: stderr) }
        let out: (read: Int32, write: Int32), err: (read: Int32, write: Int32)
        do { out = try SpawnedProcess.pipe() } catch { return notStarted(error) }
        do { err = try SpawnedProcess.pipe() } catch {
            close(out.read); close(out.write)
            return notStarted(error)
        }
        let process: SpawnedProcess
        do {
            process = try SpawnedProcess(executable: executable, arguments: arguments, stdin: nil, stdout: out.write, stderr: err.write)
        } catch {
            for fd in [out.read, out.write, err.read, err.write] { close(fd) }
            return notStarted(error)
        }
        // The child has its own copies: ours would keep the pipes from reaching end of file.
        close(out.write); close(err.write)
        defer { close(out.read); close(err.read) }
        func killGroup() { process.killGroup() }
        // Both pipes are read here, on this thread, with poll(): no thread to create, and
        // nothing read beyond the bounds.
        var fds = [pollfd(fd: out.read, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: err.read, events: Int16(POLLIN), revents: 0)]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let allowed = UInt64(max(0, min(limits.timeout, 1e6)) * 1e9)
        var deadline = DispatchTime.now().uptimeNanoseconds + allowed
        var ending: Ending?
        while open.contains(true) && ending == nil {
            if let sig = InterruptSignals.received { ending = .interrupted(sig); break }
            if DispatchTime.now().uptimeNanoseconds > deadline { ending = .timedOut(limits.timeout); break }
            for i in fds.indices { fds[i].events = open[i] ? Int16(POLLIN) : 0; fds[i].revents = 0 }
            let ready = poll(&fds, nfds_t(fds.count), 50)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            for i in fds.indices where open[i] && fds[i].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if n <= 0 { open[i] = false; continue }
                buffer.withUnsafeBytes { chunk in
                    let part = UnsafeRawBufferPointer(rebasing: chunk.prefix(n))
                    if i == 0 { stdout.append(part) } else { stderr.append(part) }
                }
                if max(stdout.total, stderr.total) > limits.floodLimit { ending = .flooded(limits.floodLimit) }
                if limits.idle { deadline = DispatchTime.now().uptimeNanoseconds + allowed }
            }
        }
        if ending != nil { killGroup() }
        // The pipes are at end of file (or the child is killed): it exits at once, or it
        // closed its output and goes on running, which the same deadline covers.
        while process.isRunning && ending == nil {
            if let sig = InterruptSignals.received { ending = .interrupted(sig); killGroup(); break }
            if DispatchTime.now().uptimeNanoseconds > deadline { ending = .timedOut(limits.timeout); killGroup(); break }
            usleep(5_000)
        }
        process.waitUntilExit()
        if ending == nil {
            ending = process.exitStatus.map { .exited($0) } ?? .signalled(process.terminationSignal ?? 0)
        }
        return Outcome(ending: ending!, stdout: stdout, stderr: stderr)
    }
}
