import Foundation

/// What `interruptibleAnimator(using:)` returns when an animator does not implement it (UIKit's
/// optional method, here a requirement with a default): it stands for "none", so an interaction
/// controller gathers the animations `animateTransition(using:)` starts instead. It animates
/// nothing; every call does nothing.
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: ViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: Double { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: Double) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: ViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {}
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {}
}
