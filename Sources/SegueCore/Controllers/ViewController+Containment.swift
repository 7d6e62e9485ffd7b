import Foundation

/// A transition request waiting for the running one in the same container to end, with
/// what it keeps alive until then (the segue that asked for it).
struct PendingTransition {
    weak var target: ViewController?
    var start: () -> Void
    var keepsAlive: [AnyObject]
    /// Called when the request is dropped before its turn (replaced or cancelled).
    var dropped: (() -> Void)?
    /// Whether a newer request may replace it (`TransitionQueuePolicy.replacesWaiting`).
    var replaceable: Bool
}

extension ViewController {
    // MARK: Children

    /// Adds `child` (UIKit's `addChild`): calls `child.willMove(toParent: self)`. Add its view
    /// where it belongs, then call `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, !child.contains(self) else { return }
        if child.parent === self { return }
        child.removeFromParentSilently()
        child.adoptTrace(traceLog)
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (UIKit's `removeFromParent`): calls
    /// `didMove(toParent: nil)`. Call `willMove(toParent: nil)` first and remove the view.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Makes `controllers` (without repeats or this controller) the children, in that order:
    /// the old children not among them leave (their views removed), the new ones are added.
    /// What a container's `viewControllers` setter does.
    func replaceChildren(with controllers: [ViewController]) {
        var unique: [ViewController] = []
        for c in controllers where c !== self && !unique.contains(where: { $0 === c }) { unique.append(c) }
        for old in children where !unique.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for c in unique where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        children = unique
    }

    private func removeFromParentSilently() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: The transition queue (docs/controllers.md, "The transition queue")

    /// The transition animating this controller's children or presentation, if any.
    public var activeTransition: RunningTransition? { runningTransition }

    /// The screens the requests waiting behind the running transition lead to, in the order
    /// they will play.
    public var queuedTransitionTargets: [ViewController] { pendingTransitions.compactMap(\.target) }

    /// The screen this container will show once the running and queued transitions are done
    /// (nil: no transition is running or queued).
    public var plannedTransitionTarget: ViewController? {
        if let last = pendingTransitions.last { return last.target }
        guard let r = runningTransition, !r.hasEnded else { return nil }
        return r.isHeadingToEnd ? runningDestination : runningSource
    }

    /// Asks this container to change to the screen `target` (one of its children, or for a
    /// presentation queue the screen presented or uncovered), with `start` making the change
    /// by calling `transition(from:to:…)` (or any other call that runs a transition here).
    ///
    /// Every container's transitions run one at a time, by one rule: with nothing running,
    /// `start` runs now; a request for the screen the running transition is leaving (nothing
    /// else waiting) reverses it from where it is; a request for the screen the container
    /// will end on anyway is already met; any other waits (traced `queued`) and runs when the
    /// running one has ended (a transition played by a delegate's animator is never turned
    /// round: requests wait for it). By default (`transitionQueuePolicy` `.replacesWaiting`) it
    /// replaces the requests already waiting, so at most one waits; with `.queuesAll` every
    /// request waits its turn and nothing is dropped. Inside `beginInteractive` a busy
    /// container refuses instead (a drag cannot start during another transition).
    public func enqueueTransition(to target: ViewController?, _ start: @escaping () -> Void) {
        scheduleTransition(target: target, start)
    }

    /// Drops the requests waiting behind the running transition (it plays on to its end):
    /// they never start, and a `transition(from:to:…)` request's completion is called with
    /// false.
    public func cancelQueuedTransitions() {
        let dropped = pendingTransitions
        pendingTransitions.removeAll()
        for request in dropped { request.dropped?() }
    }

    /// `enqueueTransition`, with `whenMet` run when a reversal or the running transition
    /// does the request's work (the request's own completion) and `whenDropped` when it is
    /// dropped before its turn. `queuesAll` makes the request wait behind every other whatever
    /// the container's policy (a stack's pushes, pops and presentations).
    func scheduleTransition(target: ViewController?, whenMet: (() -> Void)? = nil, whenDropped: (() -> Void)? = nil,
                            queuesAll: Bool = false, _ start: @escaping () -> Void) {
        guard let running = runningTransition, !running.hasEnded else {
            start()
            return
        }
        if InteractiveRequest.current != nil { return }
        let segue = Segue.performing
        // An animator's transition (live views) is not turned round: the request waits for it.
        if pendingTransitions.isEmpty, !running.isInteractive, running.context == nil {
            let leaving = running.isHeadingToEnd ? runningSource : runningDestination
            if let target, ViewController.same(target, leaving) {
                running.keepsAlive += segue.map { [$0] } ?? []
                if let whenMet { running.onEnd = ViewController.chain(running.onEnd, whenMet) }
                trace(.reverse, [.init("transition", .string(running.name)),
                                  .init("to", .string(target.traceName))])
                running.reverse()
                return
            }
        }
        if let target, ViewController.same(target, plannedTransitionTarget) {
            if pendingTransitions.isEmpty, let whenMet { running.onEnd = ViewController.chain(running.onEnd, whenMet) }
            else { whenMet?() }
            return
        }
        if !queuesAll, transitionQueuePolicy == .replacesWaiting {
            let replaced = pendingTransitions.filter(\.replaceable)
            pendingTransitions.removeAll { $0.replaceable }
            for request in replaced { request.dropped?() }
        }
        trace(.queued, [.init("to", target.map { .string($0.traceName) } ?? .null),
                         .init("position", .number(Double(pendingTransitions.count + 1)))])
        pendingTransitions.append(PendingTransition(target: target, start: start, keepsAlive: segue.map { [$0] } ?? [],
                                                    dropped: whenDropped, replaceable: !queuesAll))
    }

    private static func chain(_ first: ((Bool) -> Void)?, _ then: @escaping () -> Void) -> (Bool) -> Void {
        { completed in first?(completed); then() }
    }

    /// Whether two controllers stand for the same screen: the same object, or two instances of
    /// the same storyboard scene (storyboard segues make a new destination each time).
    static func same(_ a: ViewController?, _ b: ViewController?) -> Bool {
        guard let a, let b else { return false }
        if a === b { return true }
        guard let ia = a.storyboardIdentifier, let ib = b.storyboardIdentifier else { return false }
        return ia == ib && type(of: a) == type(of: b)
    }

    /// Whether a storyboard request for the scene `sceneID` is met by a running transition
    /// alone: the screen it is leaving is that scene (the request reverses it), or the queue
    /// ends on that scene anyway. Then nothing is created or prepared for the request
    /// (docs/controllers.md, "The transition queue").
    func runningTransitionMeetsRequest(forScene sceneID: String) -> Bool {
        guard InteractiveRequest.current == nil else { return false }
        for queue in [self, navigationController, presentationQueueOwner].compactMap({ $0 }) {
            guard let running = queue.runningTransition, !running.hasEnded else { continue }
            if queue.pendingTransitions.isEmpty, !running.isInteractive, running.context == nil,
               let leaving = running.isHeadingToEnd ? queue.runningSource : queue.runningDestination,
               leaving.storyboardIdentifier == sceneID {
                queue.trace(.reverse, [.init("transition", .string(running.name)), .init("to", .string(sceneID))])
                running.reverse()
                return true
            }
            if let planned = queue.plannedTransitionTarget, planned.storyboardIdentifier == sceneID { return true }
        }
        return false
    }

    /// Called when this container's running transition ended: starts the next request. A
    /// request that turns out to have nothing left to do (its presenter went away meanwhile)
    /// starts nothing, so the one after it runs at once: the queue never stalls, and the
    /// requests it holds (with their segues and controllers) are never kept alive for nothing.
    func runPendingTransitions() {
        while runningTransition == nil, !pendingTransitions.isEmpty {
            let next = pendingTransitions.removeFirst()
            Segue.whilePerforming(next.keepsAlive.first as? Segue, next.start)
        }
    }

    /// Registers `r` as this container's running transition and starts it. The segue being
    /// performed (if any) stays alive until `r` ends; inside `beginInteractive` the first
    /// transition begun starts paused, under the caller's control.
    func begin(_ r: RunningTransition, source: ViewController?, destination: ViewController?, animated: Bool) {
        r.owner = self
        if let segue = Segue.performing { r.keepsAlive.append(segue) }
        if !r.coordinator.hasControllers { r.coordinator.involve(from: source, to: destination) }
        if let request = InteractiveRequest.current, request.transition == nil, animated, r.context == nil {
            r.startsInteractive = true
            request.transition = r
        }
        runningTransition = r
        runningSource = source
        runningDestination = destination
        let inner = r.onEnd
        r.onEnd = { [weak self] completed in
            if let self {
                self.runningTransition = nil
                self.runningSource = nil
                self.runningDestination = nil
            }
            inner?(completed)
            self?.runPendingTransitions()
        }
        // The transition animates where it is drawn: the container's window (the controller
        // owning the request may be off screen, e.g. the root under a presented screen that
        // presents another).
        let w = r.container?.window ?? viewIfLoaded?.window
        r.start(in: w, animated: animated && w != nil)
    }

    // MARK: Child swap

    /// Swaps two children with an animation (UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`).
    ///
    /// Both must be children of this controller and `from`'s view must be in a superview.
    /// Adds `to`'s view beside `from`'s, sends old `viewWillDisappear`, new `viewWillAppear`,
    /// animates (the transition from `options`, or the property changes made in `animations`
    /// when no transition option is given), removes the old view, sends old
    /// `viewDidDisappear`, new `viewDidAppear`, then calls `completion(true)`. Containment
    /// calls (`removeFromParent`, `didMove`) remain the caller's, in `completion`.
    ///
    /// While another transition runs in this container, the request waits in the container's
    /// queue (or reverses the running one, if `to` is the child it is leaving) and nil is
    /// returned; `completion` still runs when the request has been met (docs/controllers.md).
    ///
    /// If the transition is cancelled (interactive, or reversed by a new request) everything
    /// returns to the start: the new view is removed, properties restored, the new controller
    /// gets `viewWillDisappear`/`viewDidDisappear`, the old `viewWillAppear`/`viewDidAppear`,
    /// and `completion(false)` runs. Misuse (not children, no superview, unknown transition)
    /// calls `completion(false)` and returns nil; it never crashes.
    @discardableResult
    public func transition(from: ViewController, to: ViewController, duration: Double,
                           options: AnimationOptions = [], animations: (() -> Void)? = nil,
                           completion: ((Bool) -> Void)? = nil) -> RunningTransition? {
        var transition: Transition?
        if let request = options.transitionRequest {
            do {
                transition = try TransitionLookup.make(request.name, parameters: request.parameters, duration: duration,
                                                     in: transitionRegistry)
            } catch {
                trace(.error, [.init("message", .string("\(error)"))])
                completion?(false)
                return nil
            }
        }
        return self.transition(from: from, to: to, using: transition, duration: duration, options: options,
                               animations: animations, completion: completion)
    }

    /// The same child swap with a transition object chosen by the caller (a custom segue's
    /// cube, explode …); nil animates the `animations` block's property changes.
    @discardableResult
    public func transition(from: ViewController, to: ViewController, using chosen: Transition?, duration: Double,
                           options: AnimationOptions = [], animations: (() -> Void)? = nil,
                           completion: ((Bool) -> Void)? = nil) -> RunningTransition? {
        // One transition at a time per container: while one runs, this request takes its
        // place in the queue (docs/controllers.md); when its turn comes it swaps from the child
        // then on screen where `from` was.
        if let running = runningTransition, !running.hasEnded, from.parent === self, to.parent === self {
            // Where the swap happens: `from`'s superview, or (a `from` not shown yet, whose own
            // request was replaced) where the running swap happens.
            let host = from.viewIfLoaded?.superview ?? running.container
            if InteractiveRequest.current != nil { return nil }
            scheduleTransition(target: to, whenMet: { completion?(true) },
                               whenDropped: { completion?(false) }) { [weak self, weak from, weak to] in
                guard let self, let from, let to else { completion?(false); return }
                let shown = from.viewIfLoaded?.superview != nil ? from
                    : self.children.first { $0.viewIfLoaded.map { $0.superview != nil && $0.superview === host } ?? false } ?? from
                if shown === to { completion?(true); return }
                self.transition(from: shown, to: to, using: chosen, duration: duration, options: options,
                                animations: animations, completion: completion)
            }
            return nil
        }
        guard from !== to, from.parent === self, to.parent === self,
              let fromView = from.viewIfLoaded, let container = fromView.superview else {
            completion?(false)
            return nil
        }
        var transition: Transition = chosen ?? CrossDissolve(duration: duration)
        let settings = viewIfLoaded?.window?.timingSettings ?? .standard
        let toView = to.view!
        // Each view animates in its own frame (UIKit's rule); one never placed gets the
        // outgoing view's.
        if toView.bounds.size == .zero { toView.frame = fromView.frame }
        let frame = fromView.frame
        let origin = frame.origin
        let animated = duration > 0
        // The one appearance rule: `from` on screen before, `to` after (a container that does
        // not forward appearance calls makes its own).
        let change = shouldAutomaticallyForwardAppearanceMethods
            ? AppearanceChange(before: [from], after: [to], animated: animated) { [weak self] in self?.isVisible ?? false }
            : nil
        change?.begin()
        if let i = container.subviews.firstIndex(where: { $0 === fromView }) {
            container.insertSubview(toView, at: i + 1)
        } else {
            container.addSubview(toView)
        }
        // The animations block: capture the states before and after, keep "before" on the
        // live views while the transition draws the interpolation.
        var endStates: (ViewLayerState, ViewLayerState)?
        let startStates = (ViewLayerState(fromView, origin: origin), ViewLayerState(toView, origin: origin))
        if chosen == nil, let animations {
            animations()
            let ends = (ViewLayerState(fromView, origin: origin), ViewLayerState(toView, origin: origin))
            endStates = ends
            startStates.0.apply(to: fromView, origin: origin)
            startStates.1.apply(to: toView, origin: origin)
            transition = PropertyAnimations(duration: duration, from: (startStates.0, ends.0),
                                            to: (startStates.1, ends.1))
        } else {
            animations?()
            transition = TransitionLookup.applyingReduceMotion(transition, settings: settings)
        }
        let curve: TimingCurve? = options.isDisjoint(with: [.curveEaseIn, .curveEaseOut, .curveLinear]) && chosen != nil
            ? nil : options.curve
        let r = RunningTransition(transition: transition, duration: duration, curve: curve,
                                  settings: settings, container: container, frame: frame,
                                  from: fromView, to: toView, interactive: options.contains(.interactive),
                                  destinationInOwnFrame: !(transition is PropertyAnimations))
        r.onDirectionChange = { change?.directionChanged(toEnd: $0) }
        r.onEnd = { completed in
            if completed {
                if let ends = endStates {
                    ends.0.apply(to: fromView, origin: origin)
                    ends.1.apply(to: toView, origin: origin)
                }
                fromView.removeFromSuperview()
            } else {
                startStates.0.apply(to: fromView, origin: origin)
                startStates.1.apply(to: toView, origin: origin)
                toView.removeFromSuperview()
            }
            change?.end(completed: completed)
            completion?(completed)
        }
        begin(r, source: from, destination: to, animated: animated)
        return r
    }
}
