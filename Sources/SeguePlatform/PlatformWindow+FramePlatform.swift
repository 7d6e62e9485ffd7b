import Foundation
import SegueCore

/// The window is the frame loop's platform: its events, its drawable's size, the wall clock
/// and the buffer swap.
extension PlatformWindow: FramePlatform {
    /// The wall clock (`SystemClock.shared`), the only real time the platform reads.
    public var clock: Clock { SystemClock.shared }
}

extension SystemClock {
    /// One system clock for the process, counting from its first use.
    public static let shared = SystemClock()
}
