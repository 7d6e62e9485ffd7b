import Foundation

/// Decides, for one gesture recognizer, whether it may begin, receive a press, or recognize
/// alongside another (`UIGestureRecognizerDelegate`). Every method is optional: the defaults
/// say yes, yes and no.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `gestureRecognizer` is about to leave `.possible` (to begin, or to recognize
    /// at once for a discrete gesture); false makes it fail instead.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Asked when one of the two is about to begin while the other also follows the press;
    /// true lets both recognize together. Either recognizer's delegate saying yes is enough.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Asked when a press starts at `point` (window points) inside the recognizer's view or a
    /// subview of it; false keeps the recognizer out of this press (UIKit's
    /// `gestureRecognizer(_:shouldReceive:)` for a touch).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceivePressAt point: Point) -> Bool
}

extension GestureRecognizerDelegate {
    /// Begins: yes.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Together with another: no.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Receives the press: yes.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceivePressAt point: Point) -> Bool { true }
}

/// Turns the pointer's presses, drags and the wheel into a gesture on a view
/// (`UIGestureRecognizer`), with UIKit's state machine: a recognizer waits in `.possible`; a
/// *discrete* gesture (tap, swipe) goes to `.ended` (`.recognized`) or `.failed`; a *continuous*
/// one (pan, long press, pinch) goes `.began`, `.changed`…, then `.ended` or `.cancelled` — or
/// `.failed` before it began. Its handler is called on every state but `.possible` and `.failed`.
///
/// Attach it with `View.addGestureRecognizer(_:)`. The window offers each press to the
/// recognizers of the view under the pointer and of every view above it, alongside the view's
/// own handling (see the Gestures article for the arbitration rules: failure requirements,
/// simultaneous recognition, `cancelsTouchesInView`). Times are the window clock's, so a
/// recognizer behaves the same live, replayed and recorded.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in its state machine (`UIGestureRecognizer.State`).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not recognized yet (the resting state).
        case possible
        /// A continuous gesture was recognized and started.
        case began
        /// A continuous gesture moved on.
        case changed
        /// A continuous gesture finished, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled (the recognizer was disabled, its view left the window).
        case cancelled
        /// The gesture cannot be this recognizer's.
        case failed
        /// A discrete gesture was recognized: the same state as `.ended`, as in UIKit.
        public static let recognized = State.ended

        /// The state's name, as written in Swift (`ended` for `.recognized`).
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer is done with this gesture (it resets after the press ends).
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The view the recognizer is attached to (`addGestureRecognizer(_:)`), held weakly.
    public internal(set) weak var view: View?
    /// Where the recognizer is in its state machine.
    public internal(set) var state = State.possible
    /// Whether the recognizer takes part in presses. Turning it off during a gesture cancels a
    /// gesture that began and fails one still possible, as UIKit does.
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { arena?.disable(self) } }
    }
    /// Whether the view under the pointer loses the press once this recognizer recognizes
    /// (began for a continuous gesture, ended for a discrete one): a pressed control is
    /// unhighlighted and sends no action, a controller's drag is cancelled. True by default.
    public var cancelsTouchesInView = true
    /// The delegate asked whether the recognizer may begin, take a press, or work alongside others.
    public weak var delegate: GestureRecognizerDelegate?
    /// A name for debugging and storyboards (`UIGestureRecognizer.name`).
    public var name: String?

    private var handlers: [(GestureRecognizer) -> Void] = []
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
    var failureRequirements: [WeakGestureRecognizer] = []
    /// A recognition held back until the recognizers in `failureRequirements` fail.
    var pendingState: State?
    /// When (window clock) `timeElapsed(at:)` is due, if set.
    var deadline: Double?
    /// The pointer's latest position (window points) this recognizer saw.
    var lastLocation = Point.zero
    /// Whether the recognizer follows the pointer's presses (false for pinch, which follows
    /// Ctrl+wheel).
    var followsPointer: Bool { true }

    /// A recognizer with no handler (add one with `addHandler(_:)`).
    public required init() {}

    /// A recognizer that calls `handler` with itself on each state change but `.failed`
    /// (UIKit's `init(target:action:)`).
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        handlers.append { handler($0 as! Self) }
    }

    /// Adds a handler called with the recognizer on each state change but `.failed`
    /// (`addTarget(_:action:)`).
    public func addHandler(_ handler: @escaping (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler (`removeTarget(_:action:)` with nil).
    public func removeHandlers() { handlers.removeAll() }

    /// The gesture's location in `view`'s bounds coordinates (nil: window points): the
    /// pointer's, or for a multi-tap the first tap's. As in UIKit, a scrolled view's location
    /// includes its scroll offset, so `tableView.indexPathForRow(at: tap.location(in: tableView))`
    /// finds the row under the pointer.
    public func location(in view: View?) -> Point {
        guard let view else { return gestureLocation }
        guard let p = view.convertFromWindow(gestureLocation) else { return gestureLocation }
        return Point(p.x + view.bounds.minX, p.y + view.bounds.minY)
    }

    /// The point `location(in:)` reports, in window points.
    var gestureLocation: Point { lastLocation }

    /// Makes this recognizer wait until `other` fails before it recognizes; when `other`
    /// recognizes, this one fails (a single tap waiting for a double tap). A recognizer
    /// `other` that does not follow the current press counts as failed.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    /// The arbiter of the window this recognizer's view is in.
    var arena: GestureArena? { view?.window?.gestureArena }

    // MARK: Subclass hooks (window points, window clock seconds)

    /// A press began at `p` inside the view (or a subview).
    open func pointerBegan(at p: Point, time: Double) {}
    /// The pressed pointer moved to `p`.
    open func pointerMoved(to p: Point, time: Double) {}
    /// The pointer was released at `p`.
    open func pointerEnded(at p: Point, time: Double) {}
    /// The time the recognizer asked for (`deadline`) came with no event.
    func timeElapsed(at time: Double) {}
    /// Back to the resting state after a gesture ended, failed or was cancelled: subclasses
    /// forget the gesture's data here (call super).
    open func reset() {}

    /// Asks for the state `new`: a recognition may be held back by failure requirements, or
    /// refused by the delegate or by a recognizer that began first (then it fails).
    func setState(_ new: State) {
        if let arena { arena.request(self, new) } else { apply(new) }
    }

    /// Sets the state and calls the handlers (all but `.failed` and `.possible`).
    func apply(_ new: State) {
        state = new
        if new != .failed && new != .possible { for h in handlers { h(self) } }
    }

    /// Back to `.possible`, forgetting the gesture.
    func resetToPossible() {
        state = .possible
        pendingState = nil
        deadline = nil
        reset()
    }

    /// Whether this recognizer and `other` may recognize together (either delegate says yes).
    func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }
}

/// A weak reference to a recognizer (failure requirements do not keep their targets alive).
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}
