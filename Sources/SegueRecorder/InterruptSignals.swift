import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Every signal whose default action would end the process without a word — what a terminal,
/// a shell's `kill`, a closed terminal, Ctrl+\\, a timer or a CPU limit sends (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPIPE from another
/// process, SIGIO, SIGPWR) — turned from "die now" into a flag that the frame loops check once
/// a frame, so that a command can clean up on the main thread before it exits: `record` removes
/// its partial output and stops ffmpeg; the live app saves a Ctrl+R recording. The command
/// line installs it for every command, so no command is ended half-way by a signal and leaves
/// a partial file; a command without a frame loop ends as interrupted when its work is done.
///
/// A signal ignored when the process started stays ignored (as `nohup` ignores SIGHUP). A
/// second signal while the first is still being handled ends the process at once, by the
/// signal's default action: the way out of a command that is stuck in a blocking write.
/// A SIGPIPE the kernel raises for a write to a closed pipe is not an interruption: the write
/// fails with EPIPE and the writer reports it (as when SIGPIPE is ignored).
///
/// The handler only stores the signal's number (an async-signal-safe store into memory
/// allocated before the handler is installed) or, the second time, restores the default action
/// and raises the signal again; everything else happens in the loops.
///
/// SIGXFSZ (a file grown past `ulimit -f`) is ignored while installed, so the write fails with
/// EFBIG and is reported with its path, the partial output removed, rather than killing the process.
public final class InterruptSignals {
    /// The signals handled: every one whose default action ends the process and that another
    /// process (or a limit) sends, as opposed to a fault of the process's own (SIGSEGV, SIGILL…).
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
                                          SIGPROF, SIGXCPU, SIGPIPE, SIGIO, SIGPWR]

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
            action.__sigaction_handler.sa_sigaction = { sig, info, _ in
                // The kernel's own SIGPIPE, for this process's write to a closed pipe, carries
                // this process's id: the write fails with EPIPE, which the writer reports.
                if sig == SIGPIPE, let info, info.pointee._sifields._kill.si_pid == getpid() { return }
                if InterruptSignals.flag.pointee == 0 {
                    InterruptSignals.flag.pointee = sig
                } else {
                    signal(sig, SIG_DFL)
                    raise(sig)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART | SA_SIGINFO
            var old = sigaction()
            sigaction(sig, &action, &old)
            token.previous.append((sig, old))
        }
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var old = sigaction()
        sigaction(SIGXFSZ, &ignore, &old)
        token.previous.append((SIGXFSZ, old))
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
        case SIGUSR1: return "SIGUSR1"
        case SIGUSR2: return "SIGUSR2"
        case SIGALRM: return "SIGALRM"
        case SIGVTALRM: return "SIGVTALRM"
        case SIGPROF: return "SIGPROF"
        case SIGXCPU: return "SIGXCPU (the limit on CPU time, ulimit -t)"
        case SIGPIPE: return "SIGPIPE"
        case SIGIO: return "SIGIO"
        case SIGPWR: return "SIGPWR"
        default: return "signal \(signal)"
        }
    }

    /// The same interruption with what became of the output.
    public func with(outcome: String) -> InterruptedBySignal { InterruptedBySignal(signal: signal, outcome: outcome) }

    public var description: String {
        "interrupted by \(signalName)" + (outcome.isEmpty ? "" : "; " + outcome)
    }
}
