import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts a detached thread, saying whether it could: a process at its limits (a low
/// `ulimit -v`, `ulimit -u`) cannot make one, and then the caller does the work itself or
/// says so. libdispatch and Foundation's `Thread` cannot tell their caller this: libdispatch
/// retries thread creation for ever on the calling thread, which then spins deaf to signals.
package enum WorkerThread {
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread with a `stackSize`-byte stack; false (and `body`
    /// never runs) when no thread can be made.
    package static func start(stackSize: Int = 512 << 10, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        _ = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        _ = pthread_attr_setstacksize(&attributes, max(Int(PTHREAD_STACK_MIN), stackSize))
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if result != 0 {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        return true
    }
}
