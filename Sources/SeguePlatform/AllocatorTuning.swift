import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The C allocator's setting for an app that draws full-window frames, so that resident
/// memory stays flat over many transitions.
///
/// glibc's malloc serves blocks of 128 KiB and more with pages of their own (mmap) and gives
/// them back to the system when they are freed, but its threshold is dynamic: freeing such a
/// block raises the threshold to the block's size, so from then on blocks of that size come
/// from the heap. The GL driver allocates every texture and framebuffer with malloc — a
/// full-window snapshot at 720p is 3.5 MiB — and snapshots are made and freed for every
/// transition, so after the first one they are carved out of the heap between small blocks
/// that live on, and the heap fragments: over the demo's round trips resident memory moved by
/// up to 12 MB between samples (mostly in the heap) while the live data stayed the same.
/// A fixed threshold (which also turns the dynamic one off) keeps every large block in pages
/// of its own, freed as soon as the driver frees it: resident memory then stays flat. The
/// price is that a new snapshot's pages are faulted in afresh instead of reusing heap pages
/// (measured: a few percent more time over the soak, well under a millisecond per transition).
///
/// Applied once per process, before the first window opens, by whoever owns the process (the
/// command line's entry and the app runner, through SegueKit's `ProcessSettings`); set
/// `SEGUE_ALLOCATOR_DEFAULTS=1` in the environment to keep the allocator's defaults (to
/// compare). `mallopt` is looked up at run time, so C libraries without it (not glibc) are
/// simply left as they are.
public enum AllocatorTuning {
    /// Blocks this large or larger get pages of their own: below a 720p snapshot (3.5 MiB) and
    /// the demo's smallest view snapshots (about 2 MiB), above the renderer's text textures,
    /// which are small and cached.
    public static let mmapThreshold = 1 << 20

    /// The environment variable that keeps the allocator's defaults.
    public static let defaultsVariable = "SEGUE_ALLOCATOR_DEFAULTS"

    /// Applies the setting, once per process (later calls only return the first one's answer),
    /// before the first GL context is created. Returns whether the setting is
    /// in effect: false where `defaultsVariable` is set or the C library has no `mallopt`.
    @discardableResult
    public static func apply() -> Bool { applied }

    /// Whether `apply()` has run in this process and the setting is in effect (reading this
    /// applies nothing).
    public static var isApplied: Bool { appliedFlag.withLock { $0 } }

    /// A line for reports: what the allocator runs with.
    public static var summary: String {
        isApplied ? "malloc mmap threshold fixed at \(mmapThreshold / 1024) KiB" : "malloc defaults"
    }

    private static let applied: Bool = {
        guard ProcessInfo.processInfo.environment[defaultsVariable] == nil,
              mallopt(mmapThresholdParameter, Int32(mmapThreshold)) else { return false }
        appliedFlag.withLock { $0 = true }
        return true
    }()
    private static let appliedFlag = LockedFlag()

    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// `mallopt`'s parameter number for the mmap threshold (glibc's malloc.h, M_MMAP_THRESHOLD).
    static let mmapThresholdParameter: Int32 = -3

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        // A null handle is RTLD_DEFAULT: the symbol as the process resolves it.
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }

    /// Sets one `mallopt` parameter; false where the allocator has no `mallopt` or refuses.
    static func mallopt(_ parameter: Int32, _ value: Int32) -> Bool {
        guard let f = function("mallopt", as: Mallopt.self) else { return false }
        return f(parameter, value) == 1
    }
}

/// A Boolean behind a lock, for state written once and read from any thread.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func withLock<T>(_ body: (inout Bool) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
