import Foundation

/// A transition request waiting for the running one in the same container to end.
struct PendingTransition {
    weak var target: ViewController?
    var start: () -> Void
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

    private func removeFromParentSilently() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Scheduling (SPEC §6)

    /// The transition animating this controller's children or presentation, if any.
    public var activeTransition: RunningTransition? { runningTransition }

    /// Runs `start` now if no transition is running in this container; otherwise: a request
    /// for the screen the running transition started from reverses it from where it is; a
    /// request for the screen it is going to just lets it finish; anything else waits and
    /// runs after it (when `coalesce`, only the latest such request is kept, so the
    /// container ends on the last one asked for).
    /// `whenReversed` runs when a reversal this request caused ends (the request's own
    /// completion, as the running transition now does its work).
    func scheduleTransition(target: ViewController?, coalesce: Bool = true, whenReversed: (() -> Void)? = nil,
                            _ start: @escaping () -> Void) {
        guard let running = runningTransition, !running.hasEnded else {
            start()
            return
        }
        let runningFrom = running.isHeadingToEnd ? runningSource : runningDestination
        let runningTo = running.isHeadingToEnd ? runningDestination : runningSource
        if let target, ViewController.same(target, runningFrom), !running.isInteractive {
            if coalesce { pendingTransitions.removeAll() }
            if let whenReversed {
                let previous = running.onEnd
                running.onEnd = { completed in
                    previous?(completed)
                    whenReversed()
                }
            }
            running.reverse()
            return
        }
        if let target, ViewController.same(target, runningTo) {
            if coalesce { pendingTransitions.removeAll() }
            return
        }
        if coalesce { pendingTransitions.removeAll() }
        pendingTransitions.append(PendingTransition(target: target, start: start))
    }

    /// Ends the appearance cycle of a child whose view left its container while the
    /// container itself was not on screen (or arrived meanwhile): it ends disappeared.
    static func settleLeaving(_ child: ViewController, animated: Bool) {
        if child.isVisible { child.beginAppearanceTransition(false, animated: animated) }
        child.endAppearanceTransition()
    }

    /// Whether two controllers stand for the same screen: the same object, or two instances of
    /// the same storyboard scene (storyboard segues make a new destination each time).
    static func same(_ a: ViewController?, _ b: ViewController?) -> Bool {
        guard let a, let b else { return false }
        if a === b { return true }
        guard let ia = a.storyboardIdentifier, let ib = b.storyboardIdentifier else { return false }
        return ia == ib && type(of: a) == type(of: b)
    }

    /// Called when this container's running transition ended: starts the next request. A
    /// request that turns out to have nothing left to do (its presenter went away meanwhile)
    /// starts nothing, so the one after it runs at once: the queue never stalls, and the
    /// requests it holds (with their segues and controllers) are never kept alive for nothing.
    func runPendingTransitions() {
        while runningTransition == nil, !pendingTransitions.isEmpty {
            let next = pendingTransitions.removeFirst()
            next.start()
        }
    }

    /// Registers `r` as this container's running transition and starts it.
    func begin(_ r: RunningTransition, source: ViewController?, destination: ViewController?, animated: Bool) {
        r.owner = self
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
                traceLog?.record("error", vc: traceName, [.init("message", .string("\(error)"))])
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
        guard from !== to, from.parent === self, to.parent === self,
              let fromView = from.viewIfLoaded, let container = fromView.superview else {
            completion?(false)
            return nil
        }
        var transition: Transition = chosen ?? CrossDissolve(duration: duration)
        let settings = viewIfLoaded?.window?.timingSettings ?? .standard
        let toView = to.view!
        if toView.bounds.size == .zero { toView.frame = fromView.frame }
        let frame = fromView.frame
        let origin = frame.origin
        let visible = isVisible && shouldAutomaticallyForwardAppearanceMethods
        let animated = duration > 0
        from.appearanceManagedExplicitly += 1
        to.appearanceManagedExplicitly += 1
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
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
            transition = ViewPropertyTransition(duration: duration, from: (startStates.0, ends.0),
                                                to: (startStates.1, ends.1))
        } else {
            animations?()
            transition = TransitionLookup.applyingReduceMotion(transition, settings: settings)
        }
        let curve: TimingCurve? = options.isDisjoint(with: [.curveEaseIn, .curveEaseOut, .curveLinear]) && chosen != nil
            ? nil : options.curve
        let r = RunningTransition(transition: transition, duration: duration, curve: curve,
                                  settings: settings, container: container, frame: frame,
                                  from: fromView, to: toView, interactive: options.contains(.interactive))
        r.onDirectionChange = { [weak self, weak from, weak to] toEnd in
            // A container that is leaving the screen meanwhile took its children with it
            // (they follow its own appearance change): turning round must not bring one back.
            guard visible, let self, self.isVisible, let from, let to else { return }
            if toEnd {
                from.beginAppearanceTransition(false, animated: true)
                to.beginAppearanceTransition(true, animated: true)
            } else {
                to.beginAppearanceTransition(false, animated: true)
                from.beginAppearanceTransition(true, animated: true)
            }
        }
        r.onEnd = { [weak self, weak from, weak to] completed in
            guard let from, let to else { completion?(completed); return }
            // Whether the container is still on screen: if it left (or arrived) meanwhile, its
            // own appearance change drives the child that stays; the child whose view leaves
            // settles here, since forwarding will not reach it any more.
            let shown = self?.isVisible ?? false
            if completed {
                if let ends = endStates {
                    ends.0.apply(to: fromView, origin: origin)
                    ends.1.apply(to: toView, origin: origin)
                }
                fromView.removeFromSuperview()
                if visible && shown { from.endAppearanceTransition(); to.endAppearanceTransition() } else { ViewController.settleLeaving(from, animated: animated) }
            } else {
                startStates.0.apply(to: fromView, origin: origin)
                startStates.1.apply(to: toView, origin: origin)
                toView.removeFromSuperview()
                if visible && shown { to.endAppearanceTransition(); from.endAppearanceTransition() } else { ViewController.settleLeaving(to, animated: animated) }
            }
            from.appearanceManagedExplicitly -= 1
            to.appearanceManagedExplicitly -= 1
            completion?(completed)
        }
        begin(r, source: from, destination: to, animated: animated)
        return r
    }
}
