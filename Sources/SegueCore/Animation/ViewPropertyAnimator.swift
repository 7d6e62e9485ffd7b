import Foundation

/// The states of an animator (`UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started (the initial state), or finished.
    case inactive
    /// Started or paused: its animations are on the views.
    case active
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animator ended (`UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    /// At the end values.
    case end
    /// At the start values (a reversed animator).
    case start
    /// Where it was stopped.
    case current
}

/// Flow control of an animation (`UIViewAnimating`). Calls UIKit calls a programmer error
/// (raising an exception) are ignored here and reported on standard error; see the
/// "Animations" article for the table of which calls are legal in which state.
@MainActor
public protocol ViewAnimating: AnyObject {
    /// Where the animator is in its life.
    var state: ViewAnimatingState { get }
    /// Whether it is running (active and not paused).
    var isRunning: Bool { get }
    /// Whether it plays towards the start.
    var isReversed: Bool { get set }
    /// The fraction of its duration played (scrub it while paused).
    var fractionComplete: Double { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: Double)
    /// Pauses the animations (an inactive animator becomes active, paused at the start).
    func pauseAnimation()
    /// Stops the animations where they are: the views keep the values they are drawn with.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that takes animation blocks (`UIViewImplicitlyAnimating`).
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations that start with the others (or now, if running).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    /// Adds a block run when the animations end.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with other timing and a factor on the remaining duration.
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double)
}

/// An interruptible, scrubbable, reversible view animation (`UIViewPropertyAnimator`).
///
/// Its animations blocks run when it becomes active (`startAnimation()`, `pauseAnimation()`
/// or setting `fractionComplete`): the model values change then, and the views are drawn
/// along the animator's timeline. The timeline advances on the window's clock in
/// `Window.update()`.
@MainActor
public final class ViewPropertyAnimator: ViewImplicitlyAnimating {
    /// The duration in seconds (for a spring given by mass and stiffness, its settling time).
    public private(set) var duration: Double
    /// The timing given at creation (nil for a named curve or a block-only animator).
    public let timingParameters: TimingCurveProvider?
    /// The delay given to `startAnimation(afterDelay:)`.
    public private(set) var delay: Double = 0
    /// Where the animator is in its life.
    public private(set) var state: ViewAnimatingState = .inactive
    /// Whether it can be paused, reversed and scrubbed once started (settable while inactive).
    public var isInterruptible = true {
        didSet { if state != .inactive { isInterruptible = oldValue; Self.misuse("isInterruptible can only be set while inactive") } }
    }
    /// Whether scrubbing a paused animator moves the views linearly with `fractionComplete`
    /// (true, the default) rather than along the timing curve.
    public var scrubsLinearly = true
    /// Whether it stays active and paused at its end instead of finishing (so it can be reversed).
    public var pausesOnCompletion = false
    /// Whether the views it animates take pointer input while it runs (default true).
    public var isUserInteractionEnabled = true

    /// The animator's own timing curve (its animations blocks follow it).
    var curve: TimingCurve
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    /// The animations on the views.
    var runs: [AnimationRun] = []
    /// Animators started inside `capturingAnimations` whose runs this one drives.
    private var capturedAnimators: [ViewPropertyAnimator] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    /// Made by `View.animate`: ends when its run ends, its run's completion says `finished`.
    private var isStandalone = false
    /// Start and end values kept through `stopAnimation(false)` for `finishAnimation(at:)`.
    private var stoppedEndpoints: [(view: View, property: AnimatableProperty, start: AnimatableValue, end: AnimatableValue)] = []

    /// Seconds played on the timeline.
    private var time = 0.0
    /// Timeline seconds per clock second (`continueAnimation`'s duration factor).
    private var rate = 1.0
    private var running = false
    /// Clock time and timeline time when it last started running (time moves from then on).
    private var anchor = (clock: 0.0, time: 0.0)
    /// The visual progress of the own animations over the timeline: from (t0, v0) to (t1, v1).
    private var segment = (t0: 0.0, v0: 0.0, t1: 0.0, v1: 1.0)
    private var segmentCurve: TimingCurve
    /// The window engine playing it (nil while inactive or outside any window).
    weak var engine: ViewAnimationEngine?
    /// Set when it was started inside another animator's `capturingAnimations`.
    private weak var capturer: ViewPropertyAnimator?

    // MARK: Creation

    /// An animator of `duration` seconds along a named curve.
    public convenience init(duration: Double, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: curve.timingCurve, parameters: nil)
        if let animations { pending.append((animations, 0)) }
    }

    /// An animator of `duration` seconds along a spring of `ratio` fitted into the duration.
    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timing: SpringTimingParameters.fitted(dampingRatio: ratio, velocity: 0, duration: duration),
                  parameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { pending.append((animations, 0)) }
    }

    /// An animator of `duration` seconds with `parameters`' timing (a spring given by mass
    /// and stiffness lasts until it settles instead); add animations with `addAnimations`.
    public convenience init(duration: Double, timingParameters parameters: TimingCurveProvider) {
        let r = parameters.resolved(duration: duration)
        self.init(duration: r.duration, timing: r.curve, parameters: parameters)
    }

    /// An animator of `duration` seconds along a cubic Bézier through the two control points.
    public convenience init(duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { pending.append((animations, 0)) }
    }

    /// An animator already running: `animations` over `duration` seconds after `delay`, along
    /// the options' curve, with `completion` added (`UIViewPropertyAnimator.runningPropertyAnimator`).
    /// `.allowUserInteraction` in the options sets `isUserInteractionEnabled`; other options
    /// than the curves are not used.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double, options: View.AnimationOptions = [],
                                               animations: @escaping () -> Void,
                                               completion: ((ViewAnimatingPosition) -> Void)? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, timing: options.curve, parameters: nil)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    init(duration: Double, timing: TimingCurve, parameters: TimingCurveProvider?) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.curve = timing
        self.segmentCurve = timing
        self.timingParameters = parameters
        segment = (0, 0, self.duration, 1)
    }

    /// The animator `View.animate` makes for one run: its timeline is the run's.
    init(standalone run: AnimationRun) {
        duration = run.end
        curve = .linear
        segmentCurve = .linear
        timingParameters = nil
        isStandalone = true
        runs = [run]
        segment = (0, 0, 1, 1)
    }

    // MARK: ViewAnimating

    /// Whether it is running: active, not paused.
    public var isRunning: Bool { state == .active && running }

    /// Whether it plays towards the start: set it to turn a running animator round (it plays
    /// back along the same curve) or before resuming a paused one.
    public var isReversed = false {
        didSet {
            guard oldValue != isReversed else { return }
            if state == .stopped || (running && !isInterruptible) {
                isReversed = oldValue
                return Self.misuse("isReversed cannot change while \(state == .stopped ? "stopped" : "running uninterruptibly")")
            }
            if running, let now = engine?.now {
                anchor = (now, currentTime(at: now, reversed: oldValue))
                time = anchor.time
                aimSegment()
            }
        }
    }

    /// The fraction of the duration played, 0…1. Setting it scrubs a paused animator (an
    /// inactive one becomes active and paused first); with `scrubsLinearly` the views move
    /// linearly with it. Ignored (and reported) while running or stopped.
    public var fractionComplete: Double {
        get { duration > 0 ? min(max(time / duration, 0), 1) : (state == .inactive ? 0 : 1) }
        set {
            guard state != .stopped else { return Self.misuse("fractionComplete cannot be set while stopped") }
            guard !running else { return Self.misuse("fractionComplete cannot be set while running; pause first") }
            if state == .inactive { activate() }
            let f = min(max(newValue.isFinite ? newValue : 0, 0), 1)
            time = f * duration
            if scrubsLinearly {
                segment = isReversed ? (0, 0, time, f) : (time, f, duration, 1)
            } else {
                segment = (0, 0, duration, 1)
                segmentCurve = curve
            }
            evaluate()
        }
    }

    /// Starts the animations now (resumes a paused animator). Ignored while stopped.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds of the window's clock.
    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else { return Self.misuse("startAnimation() cannot be called while stopped") }
        if running { return }
        if state == .inactive {
            self.delay = max(0, delay)
            if let capturer = Self.capturing.last, capturer !== self {
                activate()
                handOver(to: capturer)
                return
            }
            activate()
        }
        resume(after: max(0, delay))
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused at
    /// the start). Ignored while stopped, or while an uninterruptible animator runs.
    public func pauseAnimation() {
        guard state != .stopped else { return Self.misuse("pauseAnimation() cannot be called while stopped") }
        if state == .inactive { activate(); evaluate(); return }
        guard running else { return }
        guard isInterruptible else { return Self.misuse("an uninterruptible animator cannot be paused") }
        if let now = engine?.now { time = currentTime(at: now) }
        running = false
        evaluate()
    }

    /// Stops the animations: the views keep the values they are drawn with now (their model
    /// values are set to them). `true` ends here (inactive, no completion); `false` leaves the
    /// animator stopped until `finishAnimation(at:)`. Ignored while inactive or stopped.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            if state == .stopped { Self.misuse("stopAnimation(_:) cannot be called while stopped") }
            return
        }
        if running, let now = engine?.now { time = currentTime(at: now); evaluate() }
        running = false
        stoppedEndpoints = runs.flatMap { r in r.tracks.compactMap { t in t.view.map { ($0, t.property, t.initial, t.final) } } }
        for r in runs { r.freezeAtPresentation() }
        engine?.remove(self)
        if withoutFinishing {
            state = .inactive
            let done = runs
            runs = []
            stoppedEndpoints = []
            for r in done { r.completion?(false) }
            for a in capturedAnimators { a.endCapture(.current, runCompletions: false) }
            capturedAnimators = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: `.end` and `.start` set the views' model values to the
    /// animations' end or start values, `.current` leaves them; then the completions run.
    /// Ignored (and reported) unless stopped.
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return Self.misuse("finishAnimation(at:) is only legal while stopped") }
        for e in stoppedEndpoints {
            switch finalPosition {
            case .end: e.view.setModelValue(e.end, for: e.property)
            case .start: e.view.setModelValue(e.start, for: e.property)
            case .current: break
            }
        }
        stoppedEndpoints = []
        complete(at: finalPosition, finished: finalPosition != .current)
    }

    // MARK: ViewImplicitlyAnimating

    /// Adds animations that start with the others; on an active animator they start now
    /// and end with it.
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        guard state != .stopped else { return Self.misuse("addAnimations cannot be called while stopped") }
        let factor = min(max(delayFactor, 0), 1)
        if state == .inactive { pending.append((animation, factor)); return }
        let v = visual(at: time)
        makeRun(animation, start: v + factor * (1 - v))
        attachEngine()
        evaluate()
    }

    /// Adds a block run with the final position when the animator finishes.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with `parameters`' timing (nil: its own) over
    /// `durationFactor` times the remaining duration. Ignored while stopped.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        guard state != .stopped else { return Self.misuse("continueAnimation cannot be called while stopped") }
        if state == .inactive { activate() }
        if running, let now = engine?.now { time = currentTime(at: now) }
        running = false
        rate = durationFactor > 0 && durationFactor.isFinite ? 1 / durationFactor : 1
        let v = visual(at: time)
        if let parameters { segmentCurve = parameters.resolved(duration: duration).curve }
        segment = isReversed ? (0, 0, time, v) : (time, v, duration, 1)
        resume(after: 0)
    }

    // MARK: Capture

    /// The animators collecting animations (`capturingAnimations`), innermost last.
    private static var capturing: [ViewPropertyAnimator] = []

    /// Runs `body`; every animation begun synchronously inside it (`View.animate`, keyframes,
    /// a property animator's start) is owned by the returned animator, inactive and not
    /// started, on one timeline of `duration` seconds where each keeps its own delay, duration
    /// and curve. The returned animator's own curve is linear over that timeline, so
    /// `fractionComplete = f` shows every captured animation at time f × duration; pausing,
    /// scrubbing, continuing and reversing it drives them all, and their completions run
    /// when it ends (`finished` true when it reaches either end; a reversed animator ending
    /// at `.start` sets the model values back to the start values).
    static func capturingAnimations(duration: Double, _ body: () -> Void) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, timing: .linear, parameters: nil)
        capturing.append(animator)
        body()
        capturing.removeLast()
        return animator
    }

    /// Where `View.animate` puts its run: the innermost capturing animator, if any.
    static func adopt(_ run: AnimationRun) -> Bool {
        guard let capturer = capturing.last else { return false }
        capturer.runs.append(run)
        capturer.attachEngine()
        return true
    }

    /// Gives this (just activated) animator's runs to `capturer`, each on its timeline with
    /// this animator's delay, duration and curve; this one follows it to its end.
    private func handOver(to capturer: ViewPropertyAnimator) {
        for r in runs {
            if case .animator(let start) = r.timing {
                r.timing = .own(delay: delay + start * duration, duration: duration * (1 - start), curve: curve,
                                repeats: false, autoreverses: false)
            }
            capturer.runs.append(r)
        }
        runs = []
        engine?.remove(self)
        capturer.capturedAnimators.append(self)
        self.capturer = capturer
        running = true
        capturer.attachEngine()
    }

    private func endCapture(_ position: ViewAnimatingPosition, runCompletions: Bool) {
        state = .inactive
        running = false
        if runCompletions { runCompletionBlocks(position) }
    }

    // MARK: Timeline

    /// Runs the pending animations blocks (the model values change now) and becomes active.
    private func activate() {
        state = .active
        let blocks = pending
        pending = []
        for b in blocks { makeRun(b.block, start: b.delayFactor) }
        attachEngine()
        evaluate()
    }

    private func makeRun(_ block: () -> Void, start: Double) {
        let run = AnimationRun(timing: .animator(start: start), allowsUserInteraction: isUserInteractionEnabled, completion: nil)
        run.addTracks(changes: AnimationRecorder.recording(block), replacing: false)
        runs.append(run)
    }

    /// Joins the engine of the window its views are in (the first found).
    func attachEngine() {
        guard engine == nil else { return }
        for r in runs { for t in r.tracks { if let w = t.view?.window { w.viewAnimations.add(self); return } } }
    }

    private func resume(after delay: Double) {
        aimSegment()
        running = true
        if let engine {
            anchor = (engine.now + delay, time)
        } else {
            // Not in a window: nothing to draw; it ends on the next turn, as UIKit does.
            ViewAnimationEngine.deferUntilNextTurn { [weak self] in
                guard let self, self.running, self.engine == nil else { return }
                self.time = self.isReversed ? 0 : self.timelineEnd
                self.evaluate()
                self.reachedEnd()
            }
        }
    }

    /// Points the visual segment at the end it heads for, from where it is, unless the
    /// current one already leads there.
    private func aimSegment() {
        let v = visual(at: time)
        if isReversed {
            if !(segment.t0 == 0 && segment.v0 == 0 && time <= segment.t1) { segment = (0, 0, time, v) }
        } else {
            if !(segment.t1 == duration && segment.v1 == 1 && time >= segment.t0) { segment = (time, v, duration, 1) }
        }
    }

    private var timelineEnd: Double { isStandalone ? runs.map(\.end).max() ?? 0 : duration }

    private func currentTime(at now: Double, reversed: Bool? = nil) -> Double {
        let t = anchor.time + max(0, now - anchor.clock) * rate * ((reversed ?? isReversed) ? -1 : 1)
        return min(max(t, 0), timelineEnd)
    }

    /// The own animations' progress at timeline time `t`.
    private func visual(at t: Double) -> Double {
        let s = segment
        if s.t1 <= s.t0 { return t >= s.t1 ? s.v1 : s.v0 }
        return s.v0 + (s.v1 - s.v0) * segmentCurve.value(at: (t - s.t0) / (s.t1 - s.t0))
    }

    /// Puts every run's progress on its tracks for time `time`.
    func evaluate() {
        let v = visual(at: time)
        for r in runs {
            let p = r.progress(time: time, visual: v)
            for t in r.tracks where t.progress != p { t.progress = p; t.view?.invalidate() }
        }
    }

    /// Advances to the clock's `now` (called by the window's engine).
    func tick(at now: Double, in window: Window) {
        // Views that left the window lose their animations (their runs are interrupted).
        for r in runs {
            for t in r.tracks where t.view?.window !== window {
                t.view?.detach(t)
                r.tracks.removeAll { $0 === t }
                if r.tracks.isEmpty { r.wasInterrupted = true }
            }
        }
        if isStandalone, runs.allSatisfy(\.wasInterrupted) {
            engine?.remove(self)
            state = .inactive
            running = false
            for r in runs { r.detachTracks(); r.completion?(false) }
            runs = []
            return
        }
        guard running, now >= anchor.clock else { return }
        time = currentTime(at: now)
        evaluate()
        if isReversed ? time <= 0 : time >= timelineEnd { reachedEnd() }
    }

    private func reachedEnd() {
        if pausesOnCompletion && !isStandalone { running = false; return }
        if isReversed {
            for r in runs { r.resetToStart() }
        }
        complete(at: isReversed ? .start : .end, finished: true)
    }

    /// Ends the animator: tracks off, inactive, then the runs' and its own completions.
    private func complete(at position: ViewAnimatingPosition, finished: Bool) {
        engine?.remove(self)
        for r in runs { r.detachTracks() }
        state = .inactive
        running = false
        let done = runs
        let captured = capturedAnimators
        runs = []
        capturedAnimators = []
        time = 0; rate = 1; segment = (0, 0, duration, 1); segmentCurve = curve
        for r in done { r.completion?(finished && !r.wasInterrupted) }
        for a in captured { a.endCapture(position, runCompletions: true) }
        runCompletionBlocks(position)
    }

    private func runCompletionBlocks(_ position: ViewAnimatingPosition) {
        let blocks = completions
        completions = []
        for c in blocks { c(position) }
    }

    /// Starts a `View.animate` run: captured by an enclosing `capturingAnimations`, played in
    /// the window of its views, or — without tracks or a window — its values are simply set
    /// and its completion runs with `true` on the next turn.
    static func begin(_ run: AnimationRun) {
        if adopt(run) { return }
        let window = run.tracks.lazy.compactMap { $0.view?.window }.first
        guard let window else {
            run.detachTracks()
            let completion = run.completion
            ViewAnimationEngine.deferUntilNextTurn { completion?(true) }
            return
        }
        let animator = ViewPropertyAnimator(standalone: run)
        animator.state = .active
        window.viewAnimations.add(animator)
        animator.resume(after: 0)
    }

    static func misuse(_ message: String) {
        FileHandle.standardError.write(Data("ViewPropertyAnimator: \(message) (ignored)\n".utf8))
    }
}

/// Plays a window's view animations on its clock: `Window.update()` advances it.
@MainActor
public final class ViewAnimationEngine {
    private weak var window: Window?
    private(set) var animators: [ViewPropertyAnimator] = []

    init(window: Window) { self.window = window }

    /// The window's clock time.
    var now: Double { window?.clock.now ?? 0 }

    /// Whether an animation is running (or a deferred completion waits), so the window keeps drawing.
    public var isAnimating: Bool { animators.contains { $0.isRunning } || !Self.deferred.isEmpty }

    func add(_ a: ViewPropertyAnimator) {
        guard !animators.contains(where: { $0 === a }) else { return }
        animators.append(a)
        a.engine = self
    }

    func remove(_ a: ViewPropertyAnimator) {
        animators.removeAll { $0 === a }
        if a.engine === self { a.engine = nil }
    }

    /// Advances every animator to the clock's time; runs deferred completions first.
    func update() {
        Self.runDeferred()
        guard let window else { return }
        let t = window.clock.now
        for a in animators { a.tick(at: t, in: window) }
    }

    // MARK: The next turn

    private static var deferred: [() -> Void] = []

    /// Runs `body` on the next turn: the next window update or main-queue turn, whichever
    /// comes first.
    static func deferUntilNextTurn(_ body: @escaping () -> Void) {
        deferred.append(body)
        if deferred.count == 1 {
            DispatchQueue.main.async { MainActor.assumeIsolated { ViewAnimationEngine.runDeferred() } }
        }
    }

    static func runDeferred() {
        while !deferred.isEmpty {
            let blocks = deferred
            deferred = []
            for b in blocks { b() }
        }
    }
}
