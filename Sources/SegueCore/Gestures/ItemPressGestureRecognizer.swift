import Foundation

/// Follows a press on an item of a list (a table's row, a collection view's item) as UIKit's
/// table and collection views follow a touch: the item under the press is highlighted as the
/// button goes down, a release within `TapGestureRecognizer.allowableMovement` of the press
/// selects it, and a press that wanders off, or that another recognizer takes (the scroll
/// view's pan, once the drag scrolls), is cancelled: the highlight goes and nothing is
/// selected. Unlike a tap, it has no time limit: holding a row down and letting go selects it.
///
/// It is a single tap as far as arbitration goes, so a control inside a cell (a switch, a
/// button) keeps its own press, as in UIKit.
final class ItemPressGestureRecognizer: TapGestureRecognizer {
    /// A press went down (at `location(in:)`): returns whether it pressed an item (and
    /// highlighted it). A press on no item fails at once.
    var pressBegan: (ItemPressGestureRecognizer) -> Bool = { _ in false }
    /// The press is over: released in place (true; `location(in:)` is where) or cancelled.
    /// Called once per press that `pressBegan` accepted.
    var pressEnded: (ItemPressGestureRecognizer, Bool) -> Void = { _, _ in }

    /// Where the press went down (window points).
    private var origin: Point?
    /// Whether an accepted press is in progress.
    private var pressing = false

    required init() {
        super.init()
        // The view's own handling (a cell's control) goes on beside it.
        cancelsTouchesInView = false
    }

    override func pointerBegan(at p: Point, time: Double) {
        origin = p
        pressing = pressBegan(self)
        if !pressing { setState(.failed) }
    }

    override func pointerMoved(to p: Point, time: Double) {
        if let o = origin, o.distance(to: p) > Self.allowableMovement { setState(.failed) }
    }

    override func pointerEnded(at p: Point, time: Double) {
        setState(.ended)
    }

    override func apply(_ new: State) {
        super.apply(new)
        switch new {
        case .ended: finish(released: true)
        case .failed, .cancelled: finish(released: false)
        default: break
        }
    }

    override func reset() {
        super.reset()
        finish(released: false)
        origin = nil
    }

    /// Ends an accepted press once.
    private func finish(released: Bool) {
        guard pressing else { return }
        pressing = false
        pressEnded(self, released)
    }
}
