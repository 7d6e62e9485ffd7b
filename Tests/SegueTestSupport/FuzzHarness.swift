import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Shared with SegueRenderTests through a symbolic link, like FuzzMutator.swift.

/// What one fuzz case found: nothing (`nil`), or a failure in words.
package typealias FuzzCheck = (_ seed: UInt64) -> String?

/// The result of a fuzz run over many seeds.
package struct FuzzReport: CustomStringConvertible {
    package var loader: String
    package var cases = 0
    /// What went wrong, for each failing case.
    package var failures: [(seed: UInt64, message: String)] = []
    package var slowestSeconds = 0.0
    package var slowestSeed: UInt64 = 0
    package var totalSeconds = 0.0

    package var description: String {
        "\(loader): \(cases) cases in \(String(format: "%.2f", totalSeconds)) s, slowest \(String(format: "%.3f", slowestSeconds)) s of CPU (seed \(slowestSeed))"
    }

    /// The failures, each with the command that replays it.
    package var problems: [String] {
        failures.map {
            "\(loader) seed \($0.seed): \($0.message)\n    replay: SEGUE_FUZZ_REPLAY=\($0.seed) swift test --filter Fuzz"
        }
    }
}

/// Runs fuzz cases on the calling thread (where the app loads files and where a GL context is
/// current), timing each one: a case that takes more than `perCaseLimit` seconds of the
/// thread's CPU time is a failure (CPU time, not wall time: a machine busy with other work does
/// not make a case slow, and a case that waits is the watchdog's). A
/// watchdog thread ends the whole process with the case's seed on stderr when a case is still
/// running after `hangLimit` seconds (a hang cannot be cut short from outside), and if a case
/// crashes the process, the crash handler prints its seed first: either way the case replays.
package enum FuzzHarness {
    package static func run(_ loader: String, seeds: [UInt64], perCaseLimit: Double = 1.0, hangLimit: Double = 20,
                            _ check: FuzzCheck) -> FuzzReport {
        FuzzCrashNote.install()
        let shared = FuzzShared(loader: loader)
        let watchdog = Thread {
            while !shared.isFinished {
                if let (seed, running) = shared.current(), running > hangLimit {
                    let note = "fuzz: \(loader) case with seed \(seed) still running after \(Int(hangLimit)) s (a hang); "
                        + "replay: SEGUE_FUZZ_REPLAY=\(seed) swift test --filter Fuzz\n"
                    FileHandle.standardError.write(Data(note.utf8))
                    exit(1)
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        watchdog.start()
        defer { shared.finish() }
        let start = DispatchTime.now().uptimeNanoseconds
        for seed in seeds {
            shared.begin(seed)
            FuzzCrashNote.set("fuzz: crashed in \(loader) case with seed \(seed) (replay: SEGUE_FUZZ_REPLAY=\(seed))\n")
            let t0 = threadCPUSeconds()
            let failure = check(seed)
            shared.end(seed, seconds: threadCPUSeconds() - t0, failure: failure, limit: perCaseLimit)
        }
        FuzzCrashNote.set("")
        var report = shared.report
        report.totalSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }

    /// The CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

/// The state the fuzz loop and its watchdog share, behind a lock.
private final class FuzzShared: @unchecked Sendable {
    private let lock = NSLock()
    private var _report: FuzzReport
    private var running: (UInt64, UInt64)?
    private var finished = false

    package init(loader: String) { _report = FuzzReport(loader: loader) }

    package var report: FuzzReport { lock.lock(); defer { lock.unlock() }; return _report }
    package var isFinished: Bool { lock.lock(); defer { lock.unlock() }; return finished }

    package func finish() {
        lock.lock(); defer { lock.unlock() }
        finished = true
    }

    package func begin(_ seed: UInt64) {
        lock.lock(); defer { lock.unlock() }
        running = (seed, DispatchTime.now().uptimeNanoseconds)
    }

    package func end(_ seed: UInt64, seconds: Double, failure: String?, limit: Double) {
        lock.lock(); defer { lock.unlock() }
        running = nil
        _report.cases += 1
        if let failure { _report.failures.append((seed, failure)) }
        if seconds > limit {
            _report.failures.append((seed, "took \(String(format: "%.2f", seconds)) s of CPU, over the \(limit) s limit"))
        }
        if seconds > _report.slowestSeconds { _report.slowestSeconds = seconds; _report.slowestSeed = seed }
    }

    package func current() -> (UInt64, Double)? {
        lock.lock(); defer { lock.unlock() }
        return running.map { ($0.0, Double(DispatchTime.now().uptimeNanoseconds - $0.1) / 1e9) }
    }
}

/// A note written to stderr if the process dies of a signal (a Swift trap or a C crash) while
/// a fuzz case runs; the previous handler then runs as before.
package enum FuzzCrashNote {
    private static let capacity = 512
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) static var previous: [Int32: sighandler_t?] = [:]
    private static let lock = NSLock()

    package static func set(_ note: String) {
        var bytes = Array(note.utf8.prefix(capacity - 1))
        bytes.append(0)
        bytes.withUnsafeBufferPointer { src in
            src.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { buffer.update(from: $0, count: bytes.count) }
        }
    }

    package static func install() {
        lock.lock(); defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            previous[sig] = signal(sig, { sig in
                _ = write(2, FuzzCrashNote.buffer, strlen(FuzzCrashNote.buffer))
                signal(sig, FuzzCrashNote.previous[sig] ?? SIG_DFL)
                raise(sig)
            })
        }
    }
}
