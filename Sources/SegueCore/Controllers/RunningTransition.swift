import Foundation

/// One transition on screen: a `Transition` (a pure function of progress) driven through time
/// by a `TransitionDriver`, drawn over a rectangle of a container view in place of the two
/// views it animates between.
///
/// The live views are never moved or re-parented (SPEC §3): while the transition runs, the
/// compositor draws the transition's quads, textured with snapshots of the two views, where
/// the views would have been drawn. When the driver ends, the owner's `onEnd` puts the view
/// tree in its final state (or back in its initial state when the transition was cancelled).
public final class RunningTransition {
    /// The transition's name (`crossDissolve`, `cube` …), for traces.
    public var name: String { transition.name }
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
    /// The source and destination views of the *forward* transition.
    public let fromView: View?
    public let toView: View?
    /// Plays the transition from 1 to 0 (a dismissal or an unwind playing the forward
    /// animation backwards).
    public let playsBackwards: Bool
    /// Whether the transition is under the user's finger (paused and scrubbed until
    /// `finish` or `cancel`).
    public private(set) var isInteractive: Bool
    /// Whether it has ended.
    public private(set) var hasEnded = false

    /// The controller whose children (or presentation) this transition changes.
    weak var owner: ViewController?
    /// Called when the direction changes: true when heading for the end again, false when
    /// heading back to the start (cancel or reverse).
    var onDirectionChange: ((Bool) -> Void)?
    /// Called once at the end: true when the change completed, false when it was undone.
    var onEnd: ((Bool) -> Void)?
    weak var window: Window?
    private var headingToEnd = true

    /// What an image flight flies (its rects in the transition's space), if anything.
    public var flight: ImageFlightInput?

    init(transition: Transition, duration: Double? = nil, curve: TimingCurve? = nil,
         settings: TimingSettings = .standard, container: View, frame: Rect,
         from: View?, to: View?, playsBackwards: Bool = false, interactive: Bool = false) {
        self.transition = transition
        self.driver = TransitionDriver(duration: duration ?? transition.duration, curve: curve ?? transition.curve,
                                       settings: settings)
        self.container = container
        self.initialFrame = frame
        self.fromView = from
        self.toView = to
        self.playsBackwards = playsBackwards
        self.isInteractive = interactive
    }

    /// The progress handed to the transition: 0 shows the source, 1 the destination.
    public var visualProgress: Double { playsBackwards ? 1 - driver.progress : driver.progress }

    /// Whether the transition is heading for its end (false: being cancelled or reversed).
    public var isHeadingToEnd: Bool { headingToEnd }

    // MARK: Control

    /// Sets the progress while interactive (0…1 of the change).
    public var fractionComplete: Double {
        get { driver.fractionComplete }
        set {
            guard isInteractive, !hasEnded else { return }
            driver.fractionComplete = newValue
        }
    }

    /// Hands an interactive transition back to the clock, towards the end.
    public func finish(velocity: Double = 0) {
        guard !hasEnded else { return }
        isInteractive = false
        setHeading(true)
        driver.finish(at: now, velocity: velocity)
    }

    /// Sends the transition back to its start; at its end everything is as before it began.
    public func cancel(velocity: Double = 0) {
        guard !hasEnded else { return }
        isInteractive = false
        setHeading(false)
        driver.cancel(at: now, velocity: velocity)
    }

    /// Turns round from where it is (SPEC §6: a new request mid-flight reverses smoothly).
    public func reverse() {
        guard !hasEnded else { return }
        if isInteractive || driver.state == .paused {
            headingToEnd ? cancel() : finish()
            return
        }
        setHeading(!headingToEnd)
        driver.reverse(at: now)
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
        driver.finishImmediately(atEnd: isInteractive ? false : headingToEnd)
    }

    /// Ends at once where it is heading (used when the window goes away or for tests).
    public func finishImmediately() {
        guard !hasEnded else { return }
        driver.finishImmediately(atEnd: headingToEnd)
    }

    private func setHeading(_ toEnd: Bool) {
        guard toEnd != headingToEnd else { return }
        headingToEnd = toEnd
        onDirectionChange?(toEnd)
    }

    private var now: Double { window?.clock.now ?? 0 }

    // MARK: Life

    /// Starts the transition in `window` (nil: not on screen, so it ends at once).
    func start(in window: Window?, animated: Bool) {
        hadOwner = owner != nil
        owner?.trace("transitionBegin", [.init("transition", .string(name))])
        driver.completion = { [weak self] completed in self?.ended(completed) }
        guard let window, animated else {
            driver.finishImmediately(atEnd: true)
            return
        }
        self.window = window
        installOverrides()
        window.add(self)
        if isInteractive { driver.pauseAnimation(at: window.clock.now) } else { driver.startAnimation(at: window.clock.now) }
    }

    private func ended(_ completed: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        removeOverrides()
        window?.remove(self)
        owner?.trace("transitionEnd", [.init("transition", .string(name)), .init("completed", .bool(completed))])
        let done = onEnd
        onEnd = nil
        onDirectionChange = nil
        done?(completed)
    }

    // MARK: Drawing

    private func installOverrides() {
        let views = [fromView, toView].compactMap { $0 }
        guard let drawer = drawingView else { return }
        for v in views where v !== drawer { v.compositorOverride = { _, _, _, _ in } }
        drawer.compositorOverride = { [weak self] list, m, opacity, clip in
            self?.appendItems(to: &list, viewTransform: m, drawer: drawer, opacity: opacity, clip: clip)
        }
    }

    private func removeOverrides() {
        fromView?.compositorOverride = nil
        toView?.compositorOverride = nil
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
        let input = TransitionInput(size: frame.size, from: from, to: to, flight: flight)
        let items = transition.items(progress: visualProgress, input: input)
        let ordered = items.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
        for item in ordered {
            switch item {
            case .quad(var q):
                q.transform = q.transform.concatenating(place)
                q.opacity *= opacity
                q.clip = RunningTransition.combine(q.clip.map { RunningTransition.bounds(of: $0, through: place) }, clip)
                q.zIndex = 0
                list.append(q)
            case .shader(var s):
                s.frame = RunningTransition.bounds(of: s.frame, through: place)
                s.clip = RunningTransition.combine(s.clip.map { RunningTransition.bounds(of: $0, through: place) }, clip)
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

    static func bounds(of r: Rect, through m: Transform3D) -> Rect {
        let ps = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
            .map { m.project($0) }
        let xs = ps.map(\.x), ys = ps.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
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
