import Foundation

extension View {
    /// Animates the changes `animations` makes to animatable properties (`frame`, `bounds`,
    /// `center`, `alpha`, `transform`, `backgroundColor`, `cornerRadius`, and the frames a
    /// `layoutIfNeeded()` inside the block sets) over `duration` seconds after `delay`, as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The model values change at once; the views are drawn with their `presentation` values,
    /// which move along the options' curve on the window's clock. A property already
    /// animating is animated additively from where it is drawn (UIKit's behaviour since iOS 8);
    /// `.beginFromCurrentState` replaces the animation in flight instead. `completion` runs on
    /// the main actor after the animation, with `true`, or `false` when it was interrupted
    /// (replaced, or its views left the window). Views not in a window take the new values
    /// without animating, and `completion(true)` runs on the next turn.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        play(duration: duration, delay: delay, curve: options.curve, options: options,
             animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a spring of `dampingRatio` (1: no
    /// overshoot, lower: bouncier) that settles in `duration` seconds, starting at
    /// `velocity` (whole distances per second), as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    /// The options' curve is ignored; the rest is as `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        play(duration: duration, delay: delay,
             curve: SpringTimingParameters.fitted(dampingRatio: dampingRatio, velocity: velocity, duration: duration),
             options: options, animations: animations, completion: completion)
    }

    /// Animates along keyframes added in `animations` with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`,
    /// over `duration` seconds after `delay` (`UIView.animateKeyframes`). Changes made
    /// directly in `animations` animate over the whole duration. Time runs linearly through
    /// the keyframes; each keyframe interpolates linearly (or jumps, with `.calculationModeDiscrete`).
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let collector = KeyframeCollector()
        KeyframeCollector.stack.append(collector)
        let changes = AnimationRecorder.recording(layingOut: options.contains(.layoutSubviews), animations)
        KeyframeCollector.stack.removeLast()
        let run = AnimationRun(timing: .own(delay: max(0, delay), duration: max(0, duration), curve: .linear,
                                            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse)),
                               allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        run.addTracks(changes: changes, keyframes: collector.keyframes,
                      discrete: options.contains(.calculationModeDiscrete),
                      replacing: options.contains(.beginFromCurrentState))
        ViewPropertyAnimator.begin(run)
    }

    /// Adds a keyframe to the enclosing `animateKeyframes`: the changes `animations` makes
    /// happen from `frameStartTime` for `frameDuration` (fractions of the whole duration).
    /// Outside `animateKeyframes` the changes are simply made.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let collector = KeyframeCollector.stack.last else { return performWithoutAnimation(animations) }
        let start = min(max(frameStartTime, 0), 1)
        let end = min(max(start + frameDuration, start), 1)
        for (c, new) in AnimationRecorder.recording(animations) {
            collector.keyframes.append(.init(view: c.view, property: c.property,
                                             segment: .init(start: start, end: end, from: c.old, to: new)))
        }
    }

    /// Runs `actions` without animating its changes, even inside an animations block
    /// (`UIView.performWithoutAnimation`). Animations in flight keep running.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationRecorder.withoutRecording(actions)
    }

    /// Records and plays one animations block.
    private static func play(duration: Double, delay: Double, curve: TimingCurve, options: AnimationOptions,
                             animations: () -> Void, completion: ((Bool) -> Void)?) {
        let changes = AnimationRecorder.recording(layingOut: options.contains(.layoutSubviews), animations)
        let run = AnimationRun(timing: .own(delay: max(0, delay), duration: max(0, duration), curve: curve,
                                            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse)),
                               allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        if duration > 0 || delay > 0 {
            run.addTracks(changes: changes, replacing: options.contains(.beginFromCurrentState))
        }
        ViewPropertyAnimator.begin(run)
    }
}
