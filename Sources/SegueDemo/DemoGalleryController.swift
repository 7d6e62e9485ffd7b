import Foundation
import SegueCore
import SegueKit

/// Seed 000's second half (`gallery`): two children, `red` and `blue`, swapped in the `stage`
/// view with UIKit's `transition(from:to:duration:options:animations:completion:)`: a page
/// curl, a flip, a cross-dissolve, or the "animations block" variant (the old view slides to
/// the corner and fades while the new one fades in). A horizontal drag on the stage flips the
/// card by hand, finishing or cancelling by distance and velocity on release.
/// A button pressed during a swap is played after it (the latest one wins).
public final class DemoGalleryController: ViewController {
    /// The ways the buttons swap the children.
    public enum Style: String, CaseIterable, Sendable {
        case curl, flip, dissolve, animations

        /// The storyboard id of the button that asks for it.
        public var buttonIdentifier: String { rawValue == "animations" ? "animateButton" : rawValue + "Button" }
    }

    /// The view the children are shown in.
    public var stage: View { view.viewWithIdentifier("stage") ?? view }
    /// The child on screen (the source of a running swap).
    public var currentChild: ViewController? { children.first { $0.viewIfLoaded?.superview === stage } }
    /// A swap asked for while another ran; played when it ends.
    public private(set) var pendingStyle: Style?
    /// How many swaps have completed.
    public private(set) var completedSwaps = 0

    private var running: RunningTransition?
    private var drag: DragTracker?
    private var dragFlipsFromLeft = true
    private var curlsUp = true

    public override func viewDidLoad() {
        super.viewDidLoad()
        for style in Style.allCases {
            (view.viewWithIdentifier(style.buttonIdentifier) as? Control)?.addAction(for: .primaryActionTriggered) { [weak self] _ in
                self?.swap(style)
            }
        }
    }

    /// Swaps the children with `style` (queued if a swap is running).
    public func swap(_ style: Style) {
        // Only a gallery on screen and in front swaps.
        guard isVisible, presentedViewController == nil else { return }
        if let r = running, !r.hasEnded {
            pendingStyle = style
            return
        }
        var options: AnimationOptions
        var duration = 0.8
        switch style {
        case .curl:
            options = curlsUp ? [.transitionCurlUp] : [.transitionCurlDown]
            curlsUp.toggle()
            duration = 1.0
        case .flip: options = [.transitionFlipFromLeft]
        case .dissolve: options = [.transitionCrossDissolve]; duration = 0.6
        case .animations: options = []
        }
        begin(options, duration: duration, animated: style == .animations)
    }

    @discardableResult
    private func begin(_ options: AnimationOptions, duration: Double, animated: Bool) -> RunningTransition? {
        guard let from = currentChild, let to = children.first(where: { $0 !== from }) else { return nil }
        let home = from.view.frame
        to.view.frame = home
        to.view.autoresizingMask = .flexibleSize
        to.view.alpha = 1
        var block: (() -> Void)?
        if animated {
            // Seed 000: "recenters and fades out the red controller while fading in the blue".
            to.view.alpha = 0
            block = { from.view.center = Point(0, 0); from.view.alpha = 0; to.view.alpha = 1 }
        }
        running = transition(from: from, to: to, duration: duration, options: options, animations: block) { [weak self, weak from, weak to] finished in
            // The view that left is put back in shape for its next turn (where the one on
            // stage is now, should the window have been resized meanwhile).
            if let v = from?.viewIfLoaded, finished { v.frame = to?.viewIfLoaded?.frame ?? home; v.alpha = 1 }
            guard let self else { return }
            self.running = nil
            if finished { self.completedSwaps += 1 }
            if let next = self.pendingStyle {
                self.pendingStyle = nil
                self.swap(next)
            }
        }
        return running
    }

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        // About to leave: settle first (the unwind follows), so no child swap is in flight
        // while the gallery itself goes away.
        if key == .escape || key == .backspace { settle() }
        return false
    }

    /// Brings the gallery to rest at once: a drag is let go (its flip undone), a running swap
    /// jumps to where it is heading, and a pending one is dropped.
    public func settle() {
        pendingStyle = nil
        cancelDrag()
        running?.finishImmediately()
    }

    /// Leaving the screen (by whatever path): come to rest first, so that no child swap is in
    /// flight while the gallery itself goes.
    public override func viewWillDisappear(_ animated: Bool) { settle() }

    /// Lets go of a drag in progress: its flip goes back to where it started.
    public func cancelDrag() {
        drag = nil
        if let r = running, r.isInteractive { r.cancel() }
    }

    // MARK: Drag to flip

    public override func pointerDown(at p: Point) -> Bool {
        guard running == nil, isVisible, presentedViewController == nil, stage.rectInWindow.contains(p),
              let now = window?.clock.now else { return false }
        drag = DragTracker(start: p, at: now)
        return true
    }

    public override func pointerDragged(to p: Point) {
        guard var d = drag, let now = window?.clock.now else { return }
        d.add(p, at: now)
        drag = d
        if running == nil, abs(d.dx) > 6 {
            dragFlipsFromLeft = d.dx > 0
            begin([dragFlipsFromLeft ? .transitionFlipFromLeft : .transitionFlipFromRight, .interactive],
                  duration: 0.8, animated: false)
        }
        guard let r = running, r.isInteractive else { return }
        r.fractionComplete = fraction(d)
    }

    public override func pointerUp(at p: Point) {
        defer { drag = nil }
        guard var d = drag, let r = running, r.isInteractive else { return }
        if let now = window?.clock.now { d.add(p, at: now) }
        r.fractionComplete = fraction(d)
        let velocity = (dragFlipsFromLeft ? d.velocityX : -d.velocityX) / max(stage.bounds.width, 1)
        if DragTracker.shouldFinish(fraction: r.fractionComplete, velocity: velocity) {
            r.finish(velocity: velocity)
        } else {
            r.cancel(velocity: velocity)
        }
    }

    private func fraction(_ d: DragTracker) -> Double {
        let along = dragFlipsFromLeft ? d.dx : -d.dx
        return min(max(along / max(stage.bounds.width, 1), 0), 1)
    }
}
