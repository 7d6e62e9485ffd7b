import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT (those not ignored when the process started, as
/// `nohup` ignores SIGHUP) turned from "die now" into a flag that the frame loops
/// check once a frame, so that a command can clean up on the main thread before it exits:
/// `record` removes its partial output and stops ffmpeg; the live app saves a Ctrl+R
/// recording. The handler only stores the signal's number (an async-signal-safe store into
/// memory allocated before the handler is installed); everything else happens in the loops.
///
/// ```swift
/// let signals = InterruptSignals.install()
/// defer { signals.restore() }
/// for frame in … {
///     try InterruptSignals.check()   // throws InterruptedBySignal
///     …
/// }
/// ```
public final class InterruptSignals {
    /// The signals handled: what a terminal, a shell's `kill`, a closed terminal and Ctrl+\ send.
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The first signal received since `install()`, 0 when none. Written by the handler only.
    nonisolated(unsafe) private static let flag: UnsafeMutablePointer<sig_atomic_t> = {
        let p = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    private var previous: [(Int32, sigaction)] = []
    private var previousMask = sigset_t()

    private init() {}

    /// Catches the handled signals until `restore()`; a signal received before stays pending in
    /// `received`.
    public static func install() -> InterruptSignals {
        _ = flag  // allocate before any handler can run
        let token = InterruptSignals()
        // A parent may have started us with these signals blocked (a test runner, a job
        // control shell): unblock them on this thread, so that they reach the handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in handled { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, &token.previousMask)
        for sig in handled {
            // A signal ignored when we started stays ignored: `nohup` ignores SIGHUP so that the
            // command outlives its terminal, and a shell's background job ignores SIGINT and SIGQUIT.
            var current = sigaction()
            sigaction(sig, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                if InterruptSignals.flag.pointee == 0 { InterruptSignals.flag.pointee = sig }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            sigaction(sig, &action, &old)
            token.previous.append((sig, old))
        }
        return token
    }

    /// Puts back the handlers that were there before `install()`.
    public func restore() {
        for (sig, old) in previous {
            var action = old
            sigaction(sig, &action, nil)
        }
        if !previous.isEmpty { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        previous = []
    }

    /// The signal received, if any.
    public static var received: Int32? {
        let value = flag.pointee
        return value == 0 ? nil : value
    }

    /// Throws `InterruptedBySignal` once a handled signal has arrived.
    public static func check(_ outcome: String = "") throws {
        if let sig = received { throw InterruptedBySignal(signal: sig, outcome: outcome) }
    }

    /// Forgets a received signal (for tests that raise one themselves).
    public static func reset() { flag.pointee = 0 }
}

/// The command was interrupted by a signal; `outcome` says what became of its output
/// ("removed the partial output", "saved the recording to x.mp4").
public struct InterruptedBySignal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The signal's number (`SIGINT` is 2, `SIGTERM` 15 …).
    public var signal: Int32
    /// What became of the command's output, in words; empty when there is nothing to say.
    public var outcome: String

    /// The interruption by `signal`, with what became of the output (`outcome`).
    public init(signal: Int32, outcome: String = "") {
        self.signal = signal
        self.outcome = outcome
    }

    /// The exit status a shell expects of a process ended by this signal: 128 + its number
    /// (130 for SIGINT, 143 for SIGTERM).
    public var exitStatus: Int32 { 128 + signal }

    /// `SIGINT`, `SIGTERM` …
    public var signalName: String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGQUIT: return "SIGQUIT"
        default: return "signal \(signal)"
        }
    }

    /// The same interruption with what became of the output.
    public func with(outcome: String) -> InterruptedBySignal { InterruptedBySignal(signal: signal, outcome: outcome) }

    public var description: String {
        "interrupted by \(signalName)" + (outcome.isEmpty ? "" : "; " + outcome)
    }
}
