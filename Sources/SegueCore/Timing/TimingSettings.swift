import Foundation

/// App-wide animation preferences, passed down as a value (never a global): the iOS
/// Simulator's "Slow Animations" factor and the accessibility setting Reduce Motion.
public struct TimingSettings: Hashable, Sendable {
    /// Every duration is multiplied by this (1 normal, 10 for slow motion). `init` keeps it at
    /// least 0.01; a value set directly is not checked.
    public var slowMotionFactor: Double
    /// When true, 3D and scaling transitions are replaced by a cross-dissolve.
    public var reduceMotion: Bool

    /// Creates settings. A slow-motion factor below 0.01 is raised to 0.01, and one that is not
    /// finite becomes 1.
    public init(slowMotionFactor: Double = 1, reduceMotion: Bool = false) {
        self.slowMotionFactor = slowMotionFactor.isFinite ? max(slowMotionFactor, 0.01) : 1
        self.reduceMotion = reduceMotion
    }

    /// Normal speed, full motion.
    public static let standard = TimingSettings()

    /// A duration in seconds as it plays with these settings.
    public func scaled(_ duration: Double) -> Double { duration * slowMotionFactor }

    /// The transition to play: with Reduce Motion a 3D or scaling transition becomes a
    /// cross-dissolve of the same duration and curve; otherwise `transition` itself.
    public func adjusted(_ transition: any Transition) -> any Transition {
        guard reduceMotion, transition.isThreeDOrScaling else { return transition }
        return CrossDissolve(duration: transition.duration, curve: transition.curve)
    }
}
