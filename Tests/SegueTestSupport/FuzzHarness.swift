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
    /// A case still running after the hang limit (the run stops there).
    package var hang: (seed: UInt64, message: String)?
    package var slowestSeconds = 0.0
    package var slowestSeed: UInt64 = 0
    package var totalSeconds = 0.0

    package var description: String {
        "\(loader): \(cases) cases in \(String(format: "%.2f", totalSeconds)) s, slowest \(String(format: "%.3f", slowestSeconds)) s (seed \(slowestSeed))"
    }

    /// The failures (and hang), each with the command that replays it.
    package var problems: [String] {
        (failures + (hang.map { [$0] } ?? [])).map {
            "\(loader) seed \($0.seed): \($0.message)\n    replay: SEGUE_FUZZ_REPLAY=\($0.seed) swift test --filter Fuzz"
        }
    }
}

/// Runs fuzz cases on a worker thread with an 8 MiB stack (the main thread's, where the app
/// loads files), timing each one: a case slower than `perCaseLimit` seconds is a failure, and
/// a case still running after `hangLimit` seconds is reported as a hang (the worker is left
/// behind, the test goes on). If a case crashes the process, the crash handler prints its seed
/// to stderr first, so a crash replays too.
package enum FuzzHarness {
    package static func run(_ loader: String, seeds: [UInt64], perCaseLimit: Double = 1.0, hangLimit: Double = 20,
                    _ check: @escaping FuzzCheck) -> FuzzReport {
        FuzzCrashNote.install()
        let shared = FuzzShared(loader: loader)
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            for seed in seeds {
                shared.begin(seed)
                FuzzCrashNote.set("fuzz: crashed in \(loader) case with seed \(seed) (replay: SEGUE_FUZZ_REPLAY=\(seed))\n")
                let start = DispatchTime.now().uptimeNanoseconds
                let failure = check(seed)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                shared.end(seed, seconds: seconds, failure: failure, limit: perCaseLimit)
                if shared.isAbandoned { return }
            }
            FuzzCrashNote.set("")
            done.signal()
        }
        worker.stackSize = 8 << 20
        let start = DispatchTime.now().uptimeNanoseconds
        worker.start()
        while done.wait(timeout: .now() + 0.1) == .timedOut {
            if let (seed, running) = shared.current(), running > hangLimit {
                shared.abandon(seed, "still running after \(Int(hangLimit)) s (a hang)")
                break
            }
        }
        var report = shared.report
        report.totalSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }
}

extension FuzzHarness {
    /// Runs the cases on the calling thread (for work bound to it, like a current GL context):
    /// each is timed against `perCaseLimit`, but a hang cannot be cut short here.
    package static func runHere(_ loader: String, seeds: [UInt64], perCaseLimit: Double = 1.0,
                        _ check: FuzzCheck) -> FuzzReport {
        FuzzCrashNote.install()
        let shared = FuzzShared(loader: loader)
        let start = DispatchTime.now().uptimeNanoseconds
        for seed in seeds {
            FuzzCrashNote.set("fuzz: crashed in \(loader) case with seed \(seed) (replay: SEGUE_FUZZ_REPLAY=\(seed))\n")
            let t0 = DispatchTime.now().uptimeNanoseconds
            let failure = check(seed)
            shared.end(seed, seconds: Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9, failure: failure, limit: perCaseLimit)
        }
        FuzzCrashNote.set("")
        var report = shared.report
        report.totalSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return report
    }
}

/// The state a fuzz worker and its watcher share, behind a lock.
private final class FuzzShared: @unchecked Sendable {
    private let lock = NSLock()
    private var _report: FuzzReport
    private var running: (UInt64, UInt64)?
    private var abandoned = false

    package init(loader: String) { _report = FuzzReport(loader: loader) }

    package var report: FuzzReport { lock.lock(); defer { lock.unlock() }; return _report }
    package var isAbandoned: Bool { lock.lock(); defer { lock.unlock() }; return abandoned }

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
            _report.failures.append((seed, "took \(String(format: "%.2f", seconds)) s, over the \(limit) s limit"))
        }
        if seconds > _report.slowestSeconds { _report.slowestSeconds = seconds; _report.slowestSeed = seed }
    }

    package func current() -> (UInt64, Double)? {
        lock.lock(); defer { lock.unlock() }
        return running.map { ($0.0, Double(DispatchTime.now().uptimeNanoseconds - $0.1) / 1e9) }
    }

    package func abandon(_ seed: UInt64, _ why: String) {
        lock.lock(); defer { lock.unlock() }
        abandoned = true
        _report.hang = (seed, why)
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
