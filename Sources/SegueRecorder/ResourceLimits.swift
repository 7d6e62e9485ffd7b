import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's resource limits (`ulimit`) where they decide whether a command can work, read
/// once and said plainly: a limit too low to work with is one clear line naming the limit, never
/// a crash inside a library that could not get what it needed.
///
/// - Open files (`ulimit -n`): the soft limit is raised to the hard one, as a program that needs
///   descriptors may; running out is an error of the call that needed one (EMFILE, in words).
/// - Address space (`ulimit -v`): the soft limit is raised to the hard one; an OpenGL context
///   (Mesa maps its driver, its threads' stacks and the frame targets) needs
///   `addressSpace(forPixels:)`, checked before one is made.
/// - File size (`ulimit -f`): SIGXFSZ is ignored while a command runs (`InterruptSignals`), so a
///   write past the limit fails with EFBIG, reported with the output's path.
public enum ResourceLimits {
    /// Raises the soft limits on open files and on address space to the hard limits when they
    /// are lower, as a program that needs them may. Best effort.
    public static func raiseSoftLimits() {
        for resource in [RLIMIT_NOFILE, RLIMIT_AS] {
            var limit = rlimit()
            guard getrlimit(Int32(resource.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { continue }
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(resource.rawValue), &limit)
        }
    }

    /// The soft limit on the size of a file this process (or a child) writes, in bytes
    /// (`ulimit -f`), or nil when there is none.
    public static var fileSize: Int? { soft(RLIMIT_FSIZE) }

    /// The soft limit on address space in bytes, or nil when there is none.
    public static var addressSpace: Int? { soft(RLIMIT_AS) }

    private static func soft(_ resource: __rlimit_resource) -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// The address space an OpenGL context drawing `pixels` pixels needs: 1 GiB for Mesa's
    /// driver and its threads, and 128 bytes a pixel for the frame targets and snapshots.
    /// Measured with llvmpipe: a 160×90 recording fails below about 700 MB and works at
    /// 980 MB; a 1920×1080 one fails at 980 MB and works at 1,170 MB.
    public static func addressSpace(forPixels pixels: Double) -> Int {
        (1 << 30) + Int(min(pixels * 128, Double(Int.max / 4)))
    }

    /// Throws, before an OpenGL context drawing `width`×`height` pixels is made, when the
    /// address-space limit (`ulimit -v`) is lower than `addressSpace(forPixels:)`: Mesa would
    /// fail deep inside, or crash.
    public static func checkAddressSpace(width: Double, height: Double) throws {
        let need = addressSpace(forPixels: width * height)
        if let limit = addressSpace, limit < need {
            throw ResourceLimitError("the limit on memory (ulimit -v) is \(limit >> 20) MB; drawing \(Int(width))x\(Int(height)) "
                                     + "pixels with OpenGL needs at least \(need >> 20) MB")
        }
    }
}

/// A resource limit too low for what a command must do, in words.
public struct ResourceLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence the user sees after `PROGRAM: error:`.
    public var description: String

    /// The error saying `description`.
    public init(_ description: String) { self.description = description }
}
