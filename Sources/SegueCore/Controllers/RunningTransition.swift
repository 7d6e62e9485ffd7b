import Foundation

/// One transition on screen: a `Transition` (a pure function of progress) driven through time
/// by a `TransitionDriver`, drawn over a rectangle of a container view in place of the two
/// views it animates between.
///
/// The live views are never moved or re-parented: while the transition runs, the
/// compositor draws the transition's quads, textured with snapshots of the two views, where
/// the views would have been drawn. When the driver ends, the owner's `onEnd` puts the view
/// tree in its final state (or back in its initial state when the transition was cancelled).
@MainActor
public final class RunningTransition {
    /// The transition's name (`crossDissolve`, `cube` …), for traces.
    public var name: String { transition.name }
    /// The transition being played: a pure function from progress (0…1) to draw items.
    public let transition: Transition
    /// Runs the progress; scrub it (`fractionComplete`) for interactive transitions.
    public let driver: TransitionDriver
    /// The view whose coordinates `frame` is in.
    public private(set) weak var container: View?
    /// Where the transition draws, in the container's coordinates (its items run over
    /// 0…frame.size): the source view's current frame (or the destination's), so that a
    /// window resized mid-transition redraws it at the new geometry.
    public var frame: Rect {
        for v in [fromView, toView] {
            if let v, let c = container, v.superview === c, v.transform.isIdentity { return v.frame }
        }
        return initialFrame
    }
    private let initialFrame: Rect
    /// The source view of the *forward* transition (nil when it has none).
    public let fromView: View?
    /// The destination view of the *forward* transition (nil when it has none).
    public let toView: View?
    /// Plays the transition from 1 to 0 (a dismissal or an unwind playing the forward
    /// animation backwards).
    public let playsBackwards: Bool
    /// Whether the transition starts paused, under the user's control (`interactive` when it
    /// was made, or begun inside `ViewController.beginInteractive`).
    public internal(set) var startsInteractive: Bool

    /// Where the transition is in its life, read from its driver (never mirrored in flags), or
    /// for an animator's transition from its context.
    public var state: State {
        if let context {
            if context.isComplete { return .ended }
            if context.isInteractive { return .interactive }
            return context.transitionWasCancelled ? .cancelling : .animating
        }
        switch driver.state {
        case .inactive: return .pending
        case .paused: return .interactive
        case .active: return driver.isReversed ? .cancelling : .animating
        case .ended: return .ended
        }
    }

    /// Whether the transition is under the user's finger (paused and scrubbed until
    /// `finish` or `cancel`).
    public var isInteractive: Bool { state == .interactive || (state == .pending && startsInteractive) }
    /// Whether it has ended.
    public var hasEnded: Bool { state == .ended }

    /// The controller whose children (or presentation) this transition changes.
    weak var owner: ViewController?
    /// Called when the direction changes: true when heading for the end again, false when
    /// heading back to the start (cancel or reverse).
    var onDirectionChange: ((Bool) -> Void)?
    /// Called once at the end: true when the change completed, false when it was undone.
    var onEnd: ((Bool) -> Void)?
    weak var window: Window?
    /// What stays alive while the transition runs and is let go when it ends: the segue that
    /// started it (a segue lives exactly as long as its transition).
    var keepsAlive: [AnyObject] = []
    /// The controller the transition's begin and end are traced under (nil: the owner); a
    /// presentation's is its presenter.
    weak var tracedUnder: ViewController?

    /// The context of a transition played by an animator on the live views (a
    /// `transitioningDelegate`'s or a navigation delegate's); nil for a transition drawn from
    /// snapshots.
    public internal(set) var context: TransitionContext?
    /// The coordinator controllers see as `transitionCoordinator` while this transition runs.
    public private(set) lazy var coordinator = TransitionCoordinator(transition: self)

    /// What an image flight flies (its rects in the transition's space), if anything.
    public var flight: ImageFlightInput?
    /// Views passed on the way from the source to the destination, drawn from snapshots (the
    /// faces between them on a cube's turn of several faces); they stay out of the view tree.
    public var betweenViews: [View] = []
    /// The matched and modified views drawn above the transition (nil until it starts drawn).
    private(set) var matchedViews: MatchedViewSet?

    init(transition: Transition, duration: Double? = nil, curve: TimingCurve? = nil,
         settings: TimingSettings = .standard, container: View, frame: Rect,
         from: View?, to: View?, playsBackwards: Bool = false, interactive: Bool = false,
         destinationInOwnFrame: Bool = false) {
        self.transition = transition
        self.driver = TransitionDriver(duration: duration ?? transition.duration, curve: curve ?? transition.curve,
                                       settings: settings)
        self.container = container
        self.initialFrame = frame
        self.fromView = from
        self.toView = to
        self.playsBackwards = playsBackwards
        self.startsInteractive = interactive
        self.destinationInOwnFrame = destinationInOwnFrame
    }

    /// Whether the destination's quads are drawn in the destination view's own frame rather
    /// than the source's (a child swap between views of different frames, as UIKit animates
    /// each view in its own frame).
    let destinationInOwnFrame: Bool

    /// The progress handed to the transition: 0 shows the source, 1 the destination.
    public var visualProgress: Double { playsBackwards ? 1 - driver.progress : driver.progress }

    /// How far the change has come for what goes along with it (a navigation bar's change of
    /// items): a built-in transition's progress (a pop's counts the pop, though it plays a push
    /// backwards), else its context's `alongsideProgress` (an animator's duration, or the user's finger).
    var alongsideProgress: Double { context?.alongsideProgress ?? driver.progress }

    /// Whether the transition is heading for its end (false: being cancelled or reversed).
    public var isHeadingToEnd: Bool { context.map { !$0.transitionWasCancelled } ?? !driver.isReversed }

    // MARK: Control

    /// Sets the progress while interactive (0…1 of the change).
    public var fractionComplete: Double {
        get { driver.fractionComplete }
        set {
            guard isInteractive, !hasEnded, context == nil else { return }
            driver.fractionComplete = newValue
        }
    }

    /// Hands an interactive transition back to the clock, towards the end.
    public func finish(velocity: Double = 0) {
        steer(toEnd: true) { driver.finish(at: now, velocity: velocity) }
    }

    /// Sends the transition back to its start; at its end everything is as before it began.
    public func cancel(velocity: Double = 0) {
        steer(toEnd: false) { driver.cancel(at: now, velocity: velocity) }
    }

    /// Turns round from where it is (a request for the screen being left reverses smoothly).
    public func reverse() {
        guard !hasEnded, context == nil else { return }
        if isInteractive {
            isHeadingToEnd ? cancel() : finish()
            return
        }
        steer(toEnd: !isHeadingToEnd) { driver.reverse(at: now) }
    }

    /// Whether nothing can steer this transition any more: the controller that owns it was
    /// released (its screen was dismissed in the middle of a drag, say). The window then ends
    /// it, so an interactive transition never stays paused on screen for ever.
    var isOrphaned: Bool { hadOwner && owner == nil }
    private var hadOwner = false

    /// Ends an orphaned transition at once: an interactive one back at its start (no one will
    /// finish it), any other where it is heading.
    func abandon() {
        guard !hasEnded else { return }
        finishImmediately(atEnd: isInteractive ? false : isHeadingToEnd)
    }

    /// Ends at once where it is heading (used when the window goes away or for tests).
    public func finishImmediately() {
        guard !hasEnded else { return }
        finishImmediately(atEnd: isHeadingToEnd)
    }

    /// Ends at once at the end (or back at the start).
    func finishImmediately(atEnd: Bool) {
        guard !hasEnded else { return }
        if let context {
            context.endNow(atEnd: atEnd)
            return
        }
        steer(toEnd: atEnd) { driver.finishImmediately(atEnd: atEnd) }
    }

    /// Advances the transition to clock time `t` (the window calls it once a frame).
    func update(at t: Double) {
        if let context { context.check(now: t) } else { driver.update(at: t) }
    }

    /// The animator completed the transition (`completeTransition`), or the framework did.
    func liveEnded(_ completed: Bool) { ended(completed) }

    /// Brings the transition to rest at once (its container is leaving the screen): one under
    /// the user's finger goes back to its start, any other ends where it is heading.
    func bringToRest() {
        guard !hasEnded else { return }
        abandon()
    }

    /// Reports a change of direction (before it happens, so that appearance calls turn round
    /// before any end), then runs the driver call that makes it.
    private func steer(toEnd: Bool, _ body: () -> Void) {
        guard !hasEnded else { return }
        if toEnd != isHeadingToEnd { onDirectionChange?(toEnd) }
        body()
    }

    private var now: Double { window?.clock.now ?? 0 }

    // MARK: Life

    /// Starts the transition in `window` (nil: not on screen, so it ends at once).
    func start(in window: Window?, animated: Bool) {
        hadOwner = owner != nil
        if context == nil, animated, window != nil {
            let set = MatchedViewSet(from: fromView, to: toView, presenting: !playsBackwards)
            matchedViews = set.isEmpty ? nil : set
        }
        var begin: [TraceEvent.Field] = [.init("transition", .string(name))]
        if let ids = matchedViews?.ids, !ids.isEmpty { begin.append(.init("matched", .strings(ids))) }
        (tracedUnder ?? owner)?.trace(.transitionBegin, begin)
        if let context {
            // An animator's transition: the animator moves the live views and completes it.
            self.window = window
            context.tracedUnder = tracedUnder ?? owner
            window?.add(self)
            context.start(now: window?.clock.now ?? 0)
            return
        }
        coordinator.runAlongside()
        driver.completion = { [weak self] completed in self?.ended(completed) }
        guard let window, animated else {
            driver.finishImmediately(atEnd: true)
            return
        }
        self.window = window
        installOverrides()
        window.add(self)
        if startsInteractive { driver.pauseAnimation(at: window.clock.now) } else { driver.startAnimation(at: window.clock.now) }
    }

    private func ended(_ completed: Bool) {
        if context == nil { removeOverrides() }
        window?.remove(self)
        (tracedUnder ?? owner)?.trace(.transitionEnd, [.init("transition", .string(name)), .init("completed", .bool(completed))])
        let done = onEnd
        onEnd = nil
        onDirectionChange = nil
        done?(completed)
        coordinator.runCompletions()
        keepsAlive.removeAll()
    }

    // MARK: Drawing

    private func installOverrides() {
        let views = [fromView, toView].compactMap { $0 }
        guard let drawer = drawingView else { return }
        matchedViews?.hideViews()
        for v in views where v !== drawer { v.compositorOverride = { _, _, _, _ in } }
        drawer.compositorOverride = { [weak self] list, m, opacity, clip in
            self?.appendItems(to: &list, viewTransform: m, drawer: drawer, opacity: opacity, clip: clip)
        }
    }

    private func removeOverrides() {
        fromView?.compositorOverride = nil
        toView?.compositorOverride = nil
        matchedViews?.showViews()
        matchedViews = nil
    }

    /// The view in whose place the transition's quads are drawn: the later of the two in
    /// drawing order when they are siblings, else the destination.
    private var drawingView: View? {
        guard let f = fromView else { return toView }
        guard let t = toView else { return f }
        if let s = f.superview, s === t.superview,
           let fi = s.subviews.firstIndex(where: { $0 === f }), let ti = s.subviews.firstIndex(where: { $0 === t }) {
            return fi > ti ? f : t
        }
        return t
    }

    /// Appends the transition's items, mapped from the transition's space (0…frame.size) to
    /// the list's space. `m` maps `drawer`'s coordinates to the list's, so the container's
    /// matrix is recovered as (drawer → container)⁻¹ · m.
    private func appendItems(to list: inout DrawList, viewTransform m: Transform3D, drawer: View,
                             opacity: Double, clip: Rect?) {
        guard let container, let window else { return }
        // Flattened matrices drop z (m33 = 0) and so have no inverse; for points in the z = 0
        // plane, restoring m33 = 1 changes nothing and makes the matrix invertible.
        var drawerToContainer = drawer.transform(to: container)
        if drawerToContainer.m33 == 0 { drawerToContainer.m33 = 1 }
        guard let inv = drawerToContainer.inverted else { return }
        let containerToList = inv.concatenating(m)
        let place = Transform3D.translation(frame.minX, frame.minY).concatenating(containerToList)
        let from = content(for: fromView, window: window, list: &list)
        let to = content(for: toView, window: window, list: &list)
        let between = betweenViews.map { content(for: $0, window: window, list: &list) }
        let input = TransitionInput(size: frame.size, from: from, to: to, flight: flight, between: between)
        let items = transition.items(progress: visualProgress, input: input)
        let ordered = items.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
        // The destination's own frame, mapped from the transition's space (0…frame.size).
        var toPlace = place
        if destinationInOwnFrame, let tv = toView, tv.superview === container, frame.width > 0, frame.height > 0 {
            let tf = tv.frame
            toPlace = Transform3D.scale(tf.width / frame.width, tf.height / frame.height)
                .concatenating(.translation(tf.minX - frame.minX, tf.minY - frame.minY)).concatenating(place)
        }
        // Matched and modified views fly above the screens, in the transition's space.
        var above: [DrawItem] = []
        if let matchedViews {
            func offset(_ v: View?) -> Point {
                guard let v, v.superview === container else { return Point(0, 0) }
                return Point(v.frame.minX - frame.minX, v.frame.minY - frame.minY)
            }
            // An element with a curve of its own follows it over the transition's time.
            let time = playsBackwards ? 1 - driver.fractionComplete : driver.fractionComplete
            above = matchedViews.elements(fromOffset: offset(fromView), toOffset: offset(toView), duration: transition.duration)
                .items(progress: visualProgress, time: time)
        }
        for item in ordered + above {
            switch item {
            case .quad(var q):
                q.transform = q.transform.concatenating(q.content == to ? toPlace : place)
                q.opacity *= opacity
                q.clip = RunningTransition.combine(q.clip.map { place.boundingBox(of: $0) }, clip)
                q.zIndex = 0
                list.append(q)
            case .shader(var s):
                s.frame = place.boundingBox(of: s.frame)
                s.clip = RunningTransition.combine(s.clip.map { place.boundingBox(of: $0) }, clip)
                s.zIndex = 0
                list.append(s)
            }
        }
    }

    private func content(for view: View?, window: Window, list: inout DrawList) -> QuadContent {
        guard let view else { return .color(.clear) }
        let request = window.snapshotRequest(for: view, excluding: self)
        if !list.snapshots.contains(where: { $0.id == request.id }) { list.snapshots.append(request) }
        return .snapshot(request.id)
    }

    static func combine(_ a: Rect?, _ b: Rect?) -> Rect? {
        switch (a, b) {
        case let (x?, y?): return x.intersection(y)
        case let (x?, nil): return x
        case let (nil, y?): return y
        default: return nil
        }
    }
}
