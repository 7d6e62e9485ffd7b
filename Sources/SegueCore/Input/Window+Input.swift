import Foundation

/// What the pointer is doing: the control it pressed, or the controller that took a drag.
struct PointerState {
    weak var pressedControl: Control?
    weak var dragController: ViewController?
    var location = Point.zero
}

extension Window {
    /// Routes one input event, as UIKit's `UIApplication.sendEvent(_:)` and the responder chain
    /// do: Tab moves focus, Enter/Space activate the focused control, other keys go to the
    /// focused control and then up the controllers (Escape and Backspace finally unwind the front
    /// screen, 1…9 pick a segment), the left mouse button goes to gesture recognizers and, beside
    /// them, presses controls or starts interactive drags, Ctrl+wheel pinches, other scrolling
    /// goes to the views under the pointer (`View.scrollWheel(dx:dy:)`), and `resize` resizes the
    /// window. Returns whether something handled it; the rest (other mouse buttons, text, unused
    /// scrolling, `quit` …) go to `unhandledEventHandler` (the app's global keys: slow motion,
    /// help, quit …).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        handle(event, at: clock.now)
    }

    /// Routes `event`, which happened at `timestamp` (at or before the clock's time): while it
    /// is handled, `eventTimestamp` says when, so that drags measure their speed by the times
    /// the pointer was really there, not by the frames that delivered it.
    @discardableResult
    public func handle(_ event: InputEvent, at timestamp: Double) -> Bool {
        let outer = currentEventTimestamp
        currentEventTimestamp = timestamp.isFinite ? min(timestamp, clock.now) : nil
        defer { currentEventTimestamp = outer }
        return route(event)
    }

    /// The time of the event being handled (`UIEvent.timestamp`), the clock's time otherwise.
    /// Drags give it to their `DragTracker`.
    public var eventTimestamp: Double { currentEventTimestamp ?? clock.now }

    private func route(_ event: InputEvent) -> Bool {
        update()
        // Events meet the views where the next frame will draw them.
        rootView.layoutIfNeeded()
        let handled: Bool
        switch event {
        case .keyDown(let key, let mods):
            trackControl(key, mods, down: true)
            // Control on its own only changes what the wheel does.
            handled = key == Key.control || keyDown(key, mods)
        case .keyUp(let key, let mods):
            trackControl(key, mods, down: false)
            handled = key == Key.control
        case .mouseDown(let p, .left): handled = mouseDown(p)
        case .mouseMove(let p): handled = mouseMove(p)
        case .mouseUp(let p, .left): handled = mouseUp(p)
        case .scroll(let dx, let dy, let p): handled = scroll(dx: dx, dy: dy, at: p)
        case .resize(let s): resize(to: s); handled = true
        case .segue(let target): handled = performSegueChoice(target)
        default: handled = false
        }
        if handled { return true }
        return unhandledEventHandler?(event) ?? false
    }

    private func keyDown(_ key: Key, _ mods: KeyModifiers) -> Bool {
        focus.showsRing = true
        if key == .tab {
            focus.moveFocus(backward: mods.contains(.shift))
            return true
        }
        if focus.focusedView == nil || focus.focusedView?.window !== self { focus.screenDidChange() }
        let focused = focus.focusedView
        if key == .enter || key == .space, let focused {
            focused.activate()
            return true
        }
        if let focused, focused.keyDown(key) { return true }
        for vc in responderChain(from: focused) where vc.keyDown(key, modifiers: mods) { return true }
        if key == .escape || key == .backspace { return unwindFrontScreen() }
        if mods.isEmpty, let digit = Int(key.name), digit >= 1, digit <= 9, selectSegment(digit - 1) { return true }
        return false
    }

    /// Number keys pick a segment of the front screen's segmented control, when it
    /// has exactly one and nothing else took the key.
    private func selectSegment(_ index: Int) -> Bool {
        guard let screen = frontmostViewController?.viewIfLoaded else { return false }
        let controls = screen.descendants.compactMap { $0 as? SegmentedControl }
            .filter { $0.isEnabled && $0.isEffectivelyVisible }
        guard controls.count == 1, let seg = controls.first, seg.segments.indices.contains(index) else { return false }
        seg.select(index)
        return true
    }

    /// Controllers that may take a key: from the focused view's controller up through its
    /// parents, then the front screen and its visible children (depth first).
    func responderChain(from focused: View?) -> [ViewController] {
        var chain: [ViewController] = []
        var c = focused?.enclosingController
        while let cur = c { chain.append(cur); c = cur.parent }
        if let front = frontmostViewController {
            var stack = [front]
            while let vc = stack.popLast() {
                if !chain.contains(where: { $0 === vc }) { chain.append(vc) }
                stack += vc.children.filter { $0.viewIfLoaded?.window === self }.reversed()
            }
        }
        return chain
    }

    /// Escape/Backspace: the front screen's unwind action, else dismiss it, else pop its
    /// navigation stack. Returns false when there is nothing to go back to.
    @discardableResult
    public func unwindFrontScreen() -> Bool {
        guard let front = frontmostViewController else { return false }
        // The deepest visible controller with an escape action wins (a pushed screen first).
        var candidates: [ViewController] = []
        var stack = [front]
        while let vc = stack.popLast() {
            candidates.append(vc)
            stack += vc.children.filter { $0.viewIfLoaded?.window === self }
        }
        for vc in candidates.reversed() {
            if let action = vc.escapeUnwindAction, vc.performUnwind(action: action, sender: nil) { return true }
        }
        for vc in candidates.reversed() {
            if let nav = vc as? NavigationController, nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
                return true
            }
        }
        if front.presentingViewController != nil {
            // Dismissed as the user dismisses it (a sheet's pull, a click outside a popover):
            // unless it is modal in presentation or its presentation's delegate refuses.
            if let pc = front.rootAncestor.ownPresentationController, pc.style != nil {
                pc.dismissAsTheUser()
            } else {
                front.dismiss(animated: true)
            }
            return true
        }
        return false
    }

    /// Follows the Control key (scroll events carry no modifiers): held from a keyDown with
    /// Control among its modifiers (or of Control itself) until Control's keyUp or a keyUp
    /// without it; a pinch in progress ends when it is released.
    private func trackControl(_ key: Key, _ mods: KeyModifiers, down: Bool) {
        let isControlKey = key == Key.control
        if down {
            if isControlKey || mods.contains(.control) { gestureArena.controlHeld = true }
        } else if isControlKey || !mods.contains(.control) {
            if gestureArena.controlHeld { gestureArena.controlReleased(time: eventTimestamp) }
        }
    }

    /// A press: the gesture recognizers of the view under the pointer and of its ancestors get
    /// it first, then the view's own handling (a control's press, a controller's drag) goes on
    /// in parallel, as UIKit's `UIWindow.sendEvent(_:)` does — until a recognizer that
    /// `cancelsTouchesInView` recognizes and takes the press away (`cancelPress()`).
    private func mouseDown(_ p: Point) -> Bool {
        pointer.location = p
        focus.showsRing = false
        guard let hit = rootView.hitTest(windowPoint: p) else { return false }
        gestureArena.cancelViewPress = { [unowned self] in cancelPress() }
        let recognized = gestureArena.pointerDown(hit: hit, at: p, time: eventTimestamp)
        return pressView(hit, at: p) || recognized
    }

    /// The view's own handling of a press at `p` on `hit`.
    private func pressView(_ hit: View, at p: Point) -> Bool {
        if let control = hit.enclosingControl, control.isEnabled,
           let local = control.convertFromWindow(p), control.pointerDown(at: local) {
            pointer.pressedControl = control
            focus.focus(control)
            return true
        }
        var c = hit.enclosingController
        while let vc = c {
            if vc.pointerDown(at: p) {
                pointer.dragController = vc
                return true
            }
            c = vc.parent
        }
        return false
    }

    /// The view under the pointer loses the press to a gesture recognizer (UIKit's
    /// `touchesCancelled`): a pressed control is unhighlighted and sends no action, a
    /// controller's drag is cancelled.
    func cancelPress() {
        if let control = pointer.pressedControl {
            pointer.pressedControl = nil
            control.pointerCancelled()
        }
        if let vc = pointer.dragController {
            pointer.dragController = nil
            vc.pointerCancelled(at: pointer.location)
        }
    }

    private func mouseMove(_ p: Point) -> Bool {
        pointer.location = p
        let recognized = gestureArena.pointerMoved(to: p, time: eventTimestamp)
        if let control = pointer.pressedControl {
            control.pointerMoved(at: control.convertFromWindow(p) ?? Point(-1, -1), inside: isInside(control, p))
            return true
        }
        if let vc = pointer.dragController {
            vc.pointerDragged(to: p)
            return true
        }
        return recognized
    }

    private func mouseUp(_ p: Point) -> Bool {
        pointer.location = p
        // Recognizers first: one recognizing on release takes the press from the view.
        let recognized = gestureArena.pointerUp(at: p, time: eventTimestamp)
        if let control = pointer.pressedControl {
            pointer.pressedControl = nil
            control.pointerUp(at: control.convertFromWindow(p) ?? Point(-1, -1), inside: isInside(control, p))
            return true
        }
        if let vc = pointer.dragController {
            pointer.dragController = nil
            vc.pointerUp(at: p)
            return true
        }
        return recognized
    }

    /// A wheel or touchpad scroll goes to the deepest view under the pointer that takes it,
    /// then up its superviews (the innermost scroll view scrolls first).
    private func scroll(dx: Double, dy: Double, at p: Point) -> Bool {
        pointer.location = p
        var v = rootView.hitTest(windowPoint: p)
        // Ctrl+wheel pinches (the pinch recognizers under the pointer), as browsers zoom.
        if gestureArena.controlHeld, gestureArena.pinch(notches: dy, hit: v, at: p, time: eventTimestamp) { return true }
        while let cur = v {
            if cur.scrollWheel(dx: dx, dy: dy) { return true }
            v = cur.superview
        }
        return false
    }

    /// Whether `p` is over `control` on screen now (and nothing else is on top of it).
    private func isInside(_ control: Control, _ p: Point) -> Bool {
        guard control.window === self, let hit = rootView.hitTest(windowPoint: p) else { return false }
        return hit.isDescendant(of: control)
    }
}
