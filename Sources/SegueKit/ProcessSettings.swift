import Foundation
import SegueAssets
import SegueCore
#if canImport(Glibc)
import Glibc
#endif

/// The process-wide settings an app runs with, made once and explicitly by whoever owns the
/// process — the command line's entry and `AppRunner` — never as a side effect of a library
/// type opening a file, a pipe or a window.
///
/// An app that makes its own `GraphicsStack` without the command line calls `apply()` before
/// it (the allocator setting must come before the GL driver's first texture).
public enum ProcessSettings {
    /// Applies every setting: a broken pipe is an error, not the end of the process
    /// (`ignoreBrokenPipes()`), and the C allocator is set up for full-window frames
    /// (`AllocatorTuning`). Calling it again changes nothing.
    public static func apply() {
        ignoreBrokenPipes()
        AllocatorTuning.apply()
    }

    /// Makes the text engine (`TextEngine.shared()`, the renderer's) Core's measurer
    /// (`TextSystem.measurer`), so that views are measured exactly as they are drawn: the
    /// command line's entry does it before any command runs; an app that runs an `AppRunner`
    /// without it calls this before building its views. Until then Core measures with its
    /// fixed stand-in, as tests do (a test process never switches, so its results do not
    /// depend on which tests ran first); when fontconfig cannot load, that stays.
    public static func measureTextWithEngine() {
        if let engine = try? TextEngine.shared() { TextSystem.measurer = engine }
    }

    /// Makes a write to a pipe nobody reads any more (a FIFO output whose reader went away)
    /// fail with EPIPE instead of killing the process: SIGPIPE is ignored, unless a handler is
    /// installed (the command line's, which tells the kernel's SIGPIPE from one another process
    /// sends).
    public static func ignoreBrokenPipes() {
        var current = sigaction()
        sigaction(SIGPIPE, nil, &current)
        if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self) {
            signal(SIGPIPE, SIG_IGN)
        }
    }
}
