import Foundation

extension ViewController {
    /// Presents `controller` modally over this controller's screen (UIKit's
    /// `present(_:animated:completion:)`).
    ///
    /// The presenter is the top of this controller's containment tree (or the controller it
    /// already presents, top-most). Where the presented view stands is its presentation
    /// controller's (`presentationController`: full screen, a sheet, the delegate's). Order:
    /// presenter `viewWillDisappear` (full screen only), presented `viewWillAppear`, the
    /// animation (the animator of `controller`'s `transitioningDelegate` when it gives one; else,
    /// for a sheet or a view not filling the container, the view rising to its frame, or fading
    /// in for a cross-dissolve `modalTransition`; else `controller.modalTransition`, else a
    /// cover from the bottom), presenter `viewDidDisappear`, presented `viewDidAppear`, then
    /// `completion`. A controller that is already presented or is a child is refused (nothing
    /// happens and `completion` is not called), as UIKit refuses it.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard canPresent(controller) else {
            trace(.error, [.init("message", .string("cannot present \(controller.traceName)"))])
            return
        }
        // Presentations and dismissals in one chain run one at a time (one queue); the presenter
        // is chosen when this request's turn comes, so it is never one being dismissed.
        let owner = presentationQueueOwner
        owner.scheduleTransition(target: controller, whenMet: completion, queuesAll: true) { [weak self, weak owner] in
            guard let self, let owner, self.presentationQueueOwner === owner, self.canPresent(controller) else { return }
            var presenter = self.rootAncestor
            while let p = presenter.presentedViewController { presenter = p }
            presenter.performPresentation(controller, source: self, animated: animated, completion: completion)
        }
    }

    private func canPresent(_ controller: ViewController) -> Bool {
        var presenter = rootAncestor
        while let p = presenter.presentedViewController { presenter = p }
        return controller !== presenter && controller.parent == nil && controller.presentingViewController == nil
            && !controller.contains(presenter)
    }

    /// The controller at the bottom of this controller's presentation chain (usually the
    /// window's root): the presentations and dismissals of one chain queue on it.
    var presentationQueueOwner: ViewController {
        var c = rootAncestor
        while let p = c.presentingViewController { c = p.rootAncestor }
        return c
    }

    private func performPresentation(_ vc: ViewController, source: ViewController, animated: Bool,
                                     completion: (() -> Void)?) {
        let owner = presentationQueueOwner
        presentedViewController = vc
        vc.presentingViewController = self
        vc.adoptTrace(traceLog)
        let pc = vc.presentationControllerForPresenting(over: self, source: source)
        let fullScreen = pc.shouldRemovePresentersView
        guard let presenterView = viewIfLoaded, let container = presenterView.superview else {
            completion?()
            return
        }
        pc.containerView = container
        let win = window
        let v = vc.view!
        let finalFrame = pc.frameOfPresentedViewInContainerView
        v.frame = finalFrame
        v.autoresizingMask = .flexibleSize
        // On screen before: this screen and those over-full-screen presentations show beneath
        // it; after: the new screen, over them unless it covers the window.
        let shownBefore = [self] + screensShownBeneath.reversed().filter { $0.viewIfLoaded?.superview === container }
        let onScreen = isVisible
        let change = AppearanceChange(before: shownBefore, after: fullScreen ? [vc] : shownBefore + [vc],
                                      animated: animated) { onScreen }
        let settings = window?.timingSettings ?? .standard
        let delegateAnimator = animated && win != nil
            ? vc.transitioningDelegate?.animationController(forPresented: vc, presenting: self, source: source) : nil
        let r: RunningTransition
        if let animator = delegateAnimator ?? pc.defaultAnimator(presenting: true) {
            let interaction = delegateAnimator.flatMap { vc.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
            let ctx = TransitionContext(container: container, from: self, to: vc,
                                        fromView: fullScreen ? presenterView : nil, toView: v,
                                        fromStart: presenterView.frame, toEnd: finalFrame, animated: animated && win != nil,
                                        style: vc.modalPresentationStyle, animator: animator, interaction: interaction)
            r = RunningTransition(context: ctx, name: RunningTransition.traceName(of: animator), settings: settings)
        } else {
            let base = vc.modalTransition ?? ViewController.defaultTransition(CoverVertical.description.name, in: transitionRegistry)
            let transition = TransitionLookup.applyingReduceMotion(base, settings: settings)
            r = RunningTransition(transition: transition, settings: settings,
                                  container: container, frame: presenterView.frame, from: presenterView, to: v)
            r.flight = vc.modalFlight
        }
        r.tracedUnder = self
        r.coordinator.involve(from: self, to: vc)
        change.begin()
        container.addSubview(v)
        pc.presentationTransitionWillBegin()
        r.onDirectionChange = { change.directionChanged(toEnd: $0) }
        r.onEnd = { [weak self, weak vc] completed in
            if completed {
                if fullScreen { for s in shownBefore { s.viewIfLoaded?.removeFromSuperview() } }
            } else {
                v.removeFromSuperview()
                self?.presentedViewController = nil
                vc?.presentingViewController = nil
            }
            pc.presentationTransitionDidEnd(completed)
            if !completed {
                pc.adaptedFrom = nil
                vc?.ownPresentationController = nil
            }
            change.end(completed: completed)
            win?.updateStatusBarContent()
            win?.focus.screenDidChange()
            completion?()
        }
        owner.begin(r, source: self, destination: vc, animated: animated)
        if r.hasEnded { win?.focus.screenDidChange() }
    }

    /// Dismisses the controller this one presented, or (when it presents nothing) the
    /// presentation this controller is part of (UIKit's `dismiss(animated:completion:)`).
    /// Every controller presented above is dismissed with it; the top one's presentation
    /// transition plays backwards. Order: presented `viewWillDisappear`, presenter
    /// `viewWillAppear`, animation, presented `viewDidDisappear`, presenter `viewDidAppear`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let base = rootAncestor
        let presenter: ViewController
        if base.presentedViewController != nil { presenter = base } else if let p = base.presentingViewController { presenter = p } else {
            completion?()
            return
        }
        guard let first = presenter.presentedViewController else { completion?(); return }
        presenter.presentationQueueOwner.scheduleTransition(target: presenter, whenMet: completion, queuesAll: true) { [weak presenter] in
            guard let presenter, presenter.presentedViewController === first else { completion?(); return }
            presenter.performDismissal(animated: animated, completion: completion)
        }
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let owner = presentationQueueOwner
        var chain: [ViewController] = []
        var c = presentedViewController
        while let cur = c { chain.append(cur); c = cur.presentedViewController }
        guard let top = chain.last else { completion?(); return }
        let topView = top.viewIfLoaded
        let container = topView?.superview
        let win = topView?.window ?? window
        let presenterView = view!
        let onScreen = top.isVisible
        // The presenter (and the screens shown beneath it) come back beneath the presented ones.
        let needsPresenterView = container != nil && presenterView.superview !== container
        let beneath = needsPresenterView ? screensShownBeneath.filter { $0.viewIfLoaded?.superview !== container } : []
        // On screen before: whatever of the chain, the presenter and the screens beneath it is
        // shown now, top first; after: the presenter and the screens beneath it.
        let shownBefore = (chain.reversed() + [self] + screensShownBeneath.reversed()).filter(\.isVisible)
        let change = AppearanceChange(before: shownBefore, after: [self] + screensShownBeneath.reversed(), animated: animated) { onScreen }
        let settings = window?.timingSettings ?? .standard
        let pc = top.ownPresentationController
        let delegateAnimator = animated && win != nil && container != nil ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
        var running: RunningTransition?
        if let animator = delegateAnimator ?? pc?.defaultAnimator(presenting: false), let container, let topView {
            let interaction = delegateAnimator.flatMap { top.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
                ?? pc?.dismissalInteraction
            let ctx = TransitionContext(container: container, from: top, to: self, fromView: topView,
                                        toView: top.removesPresenterView ? presenterView : nil,
                                        fromStart: topView.frame, toEnd: topView.frame, animated: animated && win != nil,
                                        style: top.modalPresentationStyle, animator: animator, interaction: interaction)
            running = RunningTransition(context: ctx, name: RunningTransition.traceName(of: animator), settings: settings)
        } else if let container, let topView {
            let base = top.modalTransition ?? ViewController.defaultTransition(CoverVertical.description.name, in: transitionRegistry)
            let transition = TransitionLookup.applyingReduceMotion(base, settings: settings)
            let r = RunningTransition(transition: transition, settings: settings,
                                      container: container, frame: topView.frame, from: presenterView, to: topView,
                                      playsBackwards: true)
            r.flight = top.modalFlight
            running = r
        }
        running?.coordinator.involve(from: top, to: self)
        change.begin()
        // Every presentation of the chain ends: the top one's chrome moves with the transition.
        let controllers = chain.reversed().compactMap(\.ownPresentationController)
        for c in controllers { c.dismissalTransitionWillBegin() }
        if let container, needsPresenterView {
            var index = chain.compactMap { $0.viewIfLoaded }.compactMap { v in
                container.subviews.firstIndex { $0 === v }
            }.min() ?? container.subviews.count
            for vc in beneath + [self] {
                let v = vc.view!
                // A screen comes back where its own presentation puts it (a sheet's card).
                v.frame = vc.presentedFrame ?? Rect(size: container.bounds.size)
                v.autoresizingMask = .flexibleSize
                container.insertSubview(v, at: index)
                index += 1
            }
            // Their presentations put their chrome back around them.
            for vc in beneath + [self] where vc.presentedFrame != nil { vc.ownPresentationController?.containerViewWillLayoutSubviews() }
        }
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            for c in controllers {
                c.dismissalTransitionDidEnd(completed)
                c.dismissalEnded(completed)
            }
            if completed {
                for vc in chain.reversed() { vc.viewIfLoaded?.removeFromSuperview() }
                for vc in chain { vc.ownPresentationController = nil }
                for vc in chain { vc.presentingViewController = nil }
                for vc in chain.dropLast() { vc.presentedViewController = nil }
                self.presentedViewController = nil
            } else {
                if needsPresenterView { presenterView.removeFromSuperview() }
                for b in beneath { b.viewIfLoaded?.removeFromSuperview() }
            }
            change.end(completed: completed)
            win?.updateStatusBarContent()
            win?.focus.screenDidChange()
            completion?()
        }
        guard let r = running else {
            finish(true)
            return
        }
        r.tracedUnder = self
        r.onDirectionChange = { change.directionChanged(toEnd: $0) }
        r.onEnd = finish
        owner.begin(r, source: top, destination: self, animated: animated)
    }

    /// The screens that over-full-screen (and custom) presentations leave on screen beneath this
    /// controller's screen, bottom first (empty when its screen is full screen or the root).
    var screensShownBeneath: [ViewController] {
        var out: [ViewController] = []
        var c = rootAncestor
        while !c.removesPresenterView, let p = c.presentingViewController?.rootAncestor {
            out.insert(p, at: 0)
            c = p
        }
        return out
    }

    /// Where this controller's presentation puts its view, while it is presented (nil for a
    /// controller not presented).
    var presentedFrame: Rect? {
        guard let pc = ownPresentationController, pc.style != nil, pc.containerView != nil else { return nil }
        return pc.frameOfPresentedViewInContainerView
    }

    /// Whether this controller's presentation takes the presenter's view off the screen (a
    /// full-screen presentation's does).
    var removesPresenterView: Bool {
        if let pc = ownPresentationController, pc.style != nil { return pc.shouldRemovePresentersView }
        return modalPresentationStyle == .fullScreen
    }

    /// A transition by name from `registry` (with the registry's default duration when
    /// `duration` is nil), falling back to a cross-dissolve of that duration when the name is
    /// not registered or its parameters do not read (so a missing transition never stops a
    /// presentation).
    static func defaultTransition(_ name: String, duration: Double? = nil, parameters: [String: String] = [:],
                                  in registry: TransitionRegistry) -> Transition {
        if let made = try? TransitionLookup.make(name, parameters: parameters, duration: duration, in: registry) { return made }
        let d = duration ?? registry.info(name)?.duration ?? CrossDissolve.description.duration
        return CrossDissolve(duration: d)
    }
}
