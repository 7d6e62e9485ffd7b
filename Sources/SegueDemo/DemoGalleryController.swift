import Foundation
import SegueCore
import SegueKit

/// The gallery (`gallery`, the second half of the cube-container recipe): two children, `red` and `blue`, swapped in the `stage`
/// view with UIKit's `transition(from:to:duration:options:animations:completion:)`: a page
/// curl, a flip, a cross-dissolve, or the "animations block" variant (the old view slides to
/// the corner and fades while the new one fades in). A horizontal drag on the stage flips the
/// card by hand, finishing or cancelling by distance and velocity on release.
///
/// Every swap goes through the container's transition queue: a button pressed during a swap
/// asks for the child being left, so it reverses the swap from where it is; presses after
/// that wait and play in order (docs/controllers.md).
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
    /// How many swaps have completed.
    public private(set) var completedSwaps = 0

    /// A drag over the stage: it flips to the other child, following the pointer.
    private let pan = InteractivePan()
    private var curlsUp = true

    public override func viewDidLoad() {
        super.viewDidLoad()
        for style in Style.allCases {
            (view.viewWithIdentifier(style.buttonIdentifier) as? Control)?.addAction(for: .primaryActionTriggered) { [weak self] _ in
                self?.swap(style)
            }
        }
    }

    /// Asks for the other child with `style` (the queue decides when it plays).
    public func swap(_ style: Style) {
        // Only a gallery on screen and in front swaps.
        guard isVisible, presentedViewController == nil,
              let planned = plannedTransitionTarget ?? currentChild,
              let target = children.first(where: { $0 !== planned }) else { return }
        enqueueTransition(to: target) { [weak self] in self?.begin(style, to: target) }
    }

    private func begin(_ style: Style, to: ViewController, flipsFromLeft: Bool = true) {
        guard let from = currentChild, from !== to else { return }
        var options: AnimationOptions
        var duration = 0.8
        switch style {
        case .curl:
            options = curlsUp ? [.transitionCurlUp] : [.transitionCurlDown]
            curlsUp.toggle()
            duration = 1.0
        case .flip: options = flipsFromLeft ? [.transitionFlipFromLeft] : [.transitionFlipFromRight]
        case .dissolve: options = [.transitionCrossDissolve]; duration = 0.6
        case .animations: options = []
        }
        let home = from.view.frame
        to.view.frame = home
        to.view.autoresizingMask = .flexibleSize
        to.view.alpha = 1
        var block: (() -> Void)?
        if style == .animations {
            // The recipe: "recenters and fades out the red controller while fading in the blue".
            to.view.alpha = 0
            block = { from.view.center = Point(0, 0); from.view.alpha = 0; to.view.alpha = 1 }
        }
        transition(from: from, to: to, duration: duration, options: options, animations: block) { [weak self, weak from, weak to] finished in
            // The view that left is put back in shape for its next turn (where the one on
            // stage is now, should the window have been resized meanwhile).
            if let v = from?.viewIfLoaded, finished { v.frame = to?.viewIfLoaded?.frame ?? home; v.alpha = 1 }
            if finished { self?.completedSwaps += 1 }
        }
    }

    // MARK: Keys

    /// Number keys pick a child (1: red, 2: blue) with a cross-dissolve; Left and Right flip to
    /// the other child from that side.
    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        switch key {
        case .left, .right:
            guard modifiers.isEmpty else { return false }
            guard isVisible, presentedViewController == nil,
                  let planned = plannedTransitionTarget ?? currentChild,
                  let target = children.first(where: { $0 !== planned }) else { return true }
            let fromLeft = key == .left
            enqueueTransition(to: target) { [weak self] in self?.begin(.flip, to: target, flipsFromLeft: fromLeft) }
            return true
        default:
            guard modifiers.isEmpty, let digit = Int(key.name), digit >= 1, digit <= children.count else { return false }
            show(child: digit - 1)
            return true
        }
    }

    /// Asks for child `index` (0: red, 1: blue) with a cross-dissolve, when it is not already
    /// where the gallery is heading.
    public func show(child index: Int, style: Style = .dissolve) {
        guard children.indices.contains(index), isVisible, presentedViewController == nil else { return }
        let target = children[index]
        guard (plannedTransitionTarget ?? currentChild) !== target else { return }
        enqueueTransition(to: target) { [weak self] in self?.begin(style, to: target) }
    }

    // MARK: Drag to flip

    public override func pointerDown(at p: Point) -> Bool {
        guard activeTransition == nil, isVisible, presentedViewController == nil, stage.rectInWindow.contains(p),
              let now = window?.eventTimestamp else { return false }
        pan.press(at: p, time: now)
        return true
    }

    public override func pointerDragged(to p: Point) {
        pan.move(to: p, time: window?.eventTimestamp ?? 0) { tracker in
            let dx = tracker.translation.x
            guard abs(dx) > 6, let from = currentChild, let to = children.first(where: { $0 !== from }),
                  let flip = ViewController.beginInteractive({ begin(.flip, to: to, flipsFromLeft: dx > 0) }) else { return nil }
            return InteractiveDrag(flip, tracker: tracker, direction: Point(dx > 0 ? 1 : -1, 0),
                                   distance: max(stage.bounds.width, 1))
        }
    }

    public override func pointerUp(at p: Point) {
        pan.release(at: p, time: window?.eventTimestamp ?? 0)
    }
}
