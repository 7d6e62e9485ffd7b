import Foundation

/// Drives one transition's progress through time with UIViewPropertyAnimator's semantics:
/// start, pause, scrub (`fractionComplete` while paused), continue, reverse from where it is,
/// finish or cancel with a release velocity handed to a spring.
///
/// The driver never reads a clock: every call takes the current time `t` in seconds (from the
/// app's `Clock`), so tests and recordings are reproducible. Call `update(at:)` once a frame and
/// draw the transition at `progress`. Calls with a time that is not finite are ignored.
///
/// Each motion is a *run* from the current progress to 0 or 1. A run with a Bézier or linear
/// curve lasts `duration × distance` (times the slow-motion factor) and follows the curve; a run
/// with a spring (the curve's, or `releaseSpring` when a velocity is given to a non-spring curve)
/// moves physically and lasts the spring's settling duration. A run ends exactly at its target,
/// and the driver then calls `completion` once: `true` when it ended at the end (1), `false`
/// when it went back to the start (0).
public final class TransitionDriver {
    /// Where the driver is in its life (UIViewAnimatingState, plus `ended`).
    public enum State: String, Hashable, Sendable {
        /// Created, not yet started or paused: progress 0.
        case inactive
        /// Running towards 0 or 1.
        case active
        /// Holding still; `fractionComplete` may be set (scrubbing).
        case paused
        /// Finished at 0 or 1; the completion has been called. Calls are then ignored.
        case ended
    }

    /// Seconds for the whole change with a Bézier or linear curve, before the slow-motion factor.
    public let duration: Double
    /// The timing curve of every run that is not carried by `releaseSpring`.
    public let curve: TimingCurve
    /// The app-wide preferences in effect; their slow-motion factor stretches every run.
    public let settings: TimingSettings
    /// The spring that carries a release velocity when the curve itself is not a spring
    /// (critically damped, so a flick never overshoots unless it is very fast).
    public var releaseSpring = Spring(dampingRatio: 1, response: 0.3)
    /// Called once when the driver ends: true at the end (1), false back at the start (0).
    public var completion: ((Bool) -> Void)?

    /// Where the driver is in its life, like `UIViewPropertyAnimator.state`: inactive until started
    /// or paused, then active or paused, and ended once its completion has been called.
    public private(set) var state: State = .inactive
    /// Whether the current (or last) run heads back to the start.
    public private(set) var isReversed = false
    /// The visual progress after the timing curve: exactly 0 at the start, exactly 1 at the
    /// end. A bouncy spring may carry it briefly outside 0…1.
    public private(set) var progress: Double = 0

    private var run: Run?
    private var lastTime: Double = 0

    /// One motion from `from` to `to`, starting at `start` seconds.
    private struct Run {
        enum Motion { case curve(TimingCurve), spring(Spring) }
        var start: Double
        var from: Double
        var to: Double
        /// Seconds of real (slowed) time the run lasts.
        var length: Double
        var motion: Motion
        /// Real seconds per second of spring time (the slow-motion factor).
        var timeScale: Double

        /// The fraction of the run's time elapsed at `t`, 0…1.
        func timeFraction(at t: Double) -> Double {
            guard length > 0 else { return 1 }
            return min(max((t - start) / length, 0), 1)
        }

        func progress(at t: Double) -> Double {
            let s = timeFraction(at: t)
            if s >= 1 { return to }
            switch motion {
            case .curve(let c): return from + (to - from) * c.value(at: s)
            case .spring(let sp): return from + (to - from) * sp.position(at: (t - start) / timeScale)
            }
        }
    }

    /// A driver for a change of `duration` seconds along `curve`. With a spring curve the
    /// spring's own settling duration is used instead of `duration`.
    public init(duration: Double, curve: TimingCurve = .default, settings: TimingSettings = .standard) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
        self.settings = settings
    }

    /// Whether a run is under way.
    public var isRunning: Bool { state == .active }

    /// How far along the transition is, 0…1. While paused it equals `progress`, and setting it
    /// scrubs linearly (UIKit's `scrubsLinearly`); setting it on an inactive driver pauses it
    /// there first. While running it is the run's fraction of *time* mapped onto its path (for
    /// a first run from 0, the elapsed fraction of the duration); setting it then is ignored.
    public var fractionComplete: Double {
        get {
            guard state == .active, let run else { return progress }
            return run.from + (run.to - run.from) * run.timeFraction(at: lastTime)
        }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { state = .paused }
            guard state == .paused else { return }
            progress = min(max(newValue, 0), 1)
        }
    }

    /// The current speed of `progress` in fractions per second (0 unless running).
    public var velocity: Double {
        guard state == .active, let run else { return 0 }
        let h = 1e-4
        let a = max(lastTime - h, run.start), b = lastTime + h
        guard b > a else { return 0 }
        return (run.progress(at: b) - run.progress(at: a)) / (b - a)
    }

    /// Starts from the beginning (inactive) or resumes in the current direction (paused).
    public func startAnimation(at t: Double) {
        guard t.isFinite else { return }
        switch state {
        case .inactive:
            lastTime = t
            isReversed = false
            beginRun(at: t, to: 1, velocity: nil)
            update(at: t)
        case .paused:
            continueAnimation(at: t, reversed: isReversed)
        case .active, .ended:
            break
        }
    }

    /// Holds the progress where it is at `t`. An inactive driver becomes paused at 0, ready for
    /// an interactive transition to scrub it.
    public func pauseAnimation(at t: Double) {
        guard t.isFinite else { return }
        switch state {
        case .inactive:
            lastTime = t
            state = .paused
        case .active:
            update(at: t)
            guard state == .active else { return }
            run = nil
            state = .paused
        case .paused, .ended:
            break
        }
    }

    /// Runs from the current progress to the end (or to the start when `reversed`).
    /// `velocity` (fractions per second, positive towards 1) is the speed at release: when it
    /// is not zero the run is a spring (the curve's, or `releaseSpring`) started at that speed.
    /// A curve's run takes `durationFactor` times its usual time (an interaction controller's
    /// `1 / completionSpeed`).
    public func continueAnimation(at t: Double, reversed: Bool, velocity: Double = 0, durationFactor: Double = 1) {
        guard t.isFinite else { return }
        switch state {
        case .ended:
            return
        case .active:
            update(at: t)
            guard state == .active else { return }
        case .inactive, .paused:
            break
        }
        lastTime = max(lastTime, t)
        isReversed = reversed
        beginRun(at: t, to: reversed ? 0 : 1, velocity: velocity.isFinite && velocity != 0 ? velocity : nil,
                 durationFactor: durationFactor)
        update(at: t)
    }

    /// Turns round from where it is: a running driver heads back the other way from its current
    /// progress (a spring keeps its momentum); a paused one starts running the other way.
    public func reverse(at t: Double) {
        guard t.isFinite else { return }
        switch state {
        case .active:
            update(at: t)
            guard state == .active, let run else { return }
            var v: Double? = nil
            if case .spring = run.motion { v = velocity }
            isReversed.toggle()
            beginRun(at: t, to: isReversed ? 0 : 1, velocity: v)
            update(at: t)
        case .paused:
            continueAnimation(at: t, reversed: !isReversed)
        case .inactive, .ended:
            break
        }
    }

    /// Runs to the end (UIKit's `finish` of an interactive transition).
    public func finish(at t: Double, velocity: Double = 0) {
        continueAnimation(at: t, reversed: false, velocity: velocity)
    }

    /// Runs back to the start (an interactive transition's `cancel`).
    public func cancel(at t: Double, velocity: Double = 0) {
        continueAnimation(at: t, reversed: true, velocity: velocity)
    }

    /// Ends at once at the end (or the start), calling the completion: for transitions that are
    /// not animated.
    public func finishImmediately(atEnd: Bool = true) {
        guard state != .ended else { return }
        run = nil
        isReversed = !atEnd
        end(at: atEnd ? 1 : 0)
    }

    /// Advances to time `t`: sets `progress` and ends the run when its time is up.
    public func update(at t: Double) {
        guard t.isFinite else { return }
        guard state == .active, let run else { return }
        if t > lastTime { lastTime = t }
        if run.timeFraction(at: lastTime) >= 1 {
            end(at: run.to)
        } else {
            progress = run.progress(at: lastTime)
        }
    }

    // MARK: Private

    private func beginRun(at t: Double, to target: Double, velocity: Double?, durationFactor: Double = 1) {
        let from = progress
        let distance = target - from
        let scale = settings.slowMotionFactor
        var motion: Run.Motion
        var length: Double
        // The spring's velocity is in distances per second of spring time.
        func springMotion(_ s: Spring, _ v: Double?) -> (Run.Motion, Double) {
            var sp = s
            if let v { sp = s.withInitialVelocity(distance == 0 ? 0 : v * scale / distance) }
            return (.spring(sp), sp.settlingDuration * scale)
        }
        switch curve {
        case .spring(let s):
            // A first run keeps the spring's own initial velocity; later ones start from rest
            // unless given a speed.
            let isFirst = state == .inactive
            (motion, length) = springMotion(isFirst ? s : s.withInitialVelocity(0), velocity)
        case .linear, .cubicBezier:
            if let velocity {
                (motion, length) = springMotion(releaseSpring, velocity)
            } else {
                motion = .curve(curve)
                let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
                length = settings.scaled(duration) * abs(distance) * factor
            }
        }
        if distance == 0 { length = 0 }
        run = Run(start: t, from: from, to: target, length: length, motion: motion, timeScale: scale)
        state = .active
    }

    private func end(at value: Double) {
        progress = value
        run = nil
        state = .ended
        let done = completion
        completion = nil
        done?(value == 1)
    }
}
