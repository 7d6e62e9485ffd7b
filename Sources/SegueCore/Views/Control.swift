import Foundation

/// The events a control sends (UIControl.Event, the ones SegueKit's controls use).
public enum ControlEvent: String, Hashable, Sendable, CaseIterable {
    /// A press released inside the control (a button's tap), or Enter/Space while focused.
    case primaryActionTriggered
    /// The value changed (a segmented control's selection, a page control's page).
    case valueChanged

    /// UIKit's name for a tap released inside a button: `primaryActionTriggered` here, which a
    /// button sends for a click released inside and for Enter or Space.
    public static var touchUpInside: ControlEvent { .primaryActionTriggered }
}

/// A view that reacts to the pointer and the keyboard (UIControl): highlighted while pressed,
/// acts on release inside, takes keyboard focus, and is activated by Enter/Space. Actions
/// are closures registered per event (the storyboard registers its segues here).
open class Control: View {
    /// Whether the control responds to the pointer and the keyboard, like `UIControl.isEnabled`.
    /// A disabled control refuses presses, cannot take focus and ignores Enter/Space; buttons and
    /// segmented controls draw their titles at 40% alpha.
    public var isEnabled = true { didSet { if oldValue != isEnabled { stateChanged() } else { invalidate() } } }
    /// True while the pointer is pressed on the control and still inside it.
    public internal(set) var isHighlighted = false { didSet { if oldValue != isHighlighted { stateChanged() } } }
    /// Whether the control is selected (UIKit's `isSelected`): a button then shows its
    /// `selected` state's title and colour. Set by the app; clicking does not toggle it.
    public var isSelected = false { didSet { if oldValue != isSelected { stateChanged() } } }

    /// The control's state (UIKit's `state`): `normal`, or the flags that hold now.
    public var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if window?.focus.peekFocusedView === self { s.insert(.focused) }
        return s
    }

    /// The state changed; a control drawing per-state values lays out again. The default
    /// redraws.
    open func stateChanged() {
        invalidate()
    }

    /// A control's state (UIKit's `UIControl.State`), with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's flags.
        public let rawValue: UInt
        /// A state from its flags.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag: enabled, not pressed, not selected.
        public static let normal = State([])
        /// Pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Holding the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    private var actions: [(event: ControlEvent, handler: (Control) -> Void)] = []

    /// Whether the control can take keyboard focus now.
    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

    /// Adds a handler for `event` (UIKit's `addAction(_:for:)`).
    public func addAction(for event: ControlEvent, _ handler: @escaping (Control) -> Void) {
        actions.append((event, handler))
    }

    /// Removes every handler for `event`.
    public func removeActions(for event: ControlEvent) {
        actions.removeAll { $0.event == event }
    }

    /// Calls the handlers registered for `event`, in the order they were added.
    public func sendActions(for event: ControlEvent) {
        for a in actions where a.event == event { a.handler(self) }
    }

    // MARK: Pointer (points in the control's own coordinates)

    /// The pointer went down at `p`; return false to refuse the press.
    open func pointerDown(at p: Point) -> Bool {
        guard isEnabled else { return false }
        isHighlighted = true
        return true
    }

    /// The pressed pointer moved: highlighted only while inside (UIKit's tracking).
    open func pointerMoved(at p: Point, inside: Bool) {
        isHighlighted = inside
    }

    /// The pointer was released: acts only when released inside.
    open func pointerUp(at p: Point, inside: Bool) {
        isHighlighted = false
        if inside && isEnabled { tapped(at: p) }
    }

    /// A gesture recognizer took the press (`touchesCancelled`): unhighlighted, no action.
    open func pointerCancelled() {
        isHighlighted = false
    }

    /// A completed press at `p` (released inside). Buttons send their primary action;
    /// segmented and page controls pick what is under the point.
    open func tapped(at p: Point) {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Keyboard

    /// Enter or Space while focused.
    open override func activate() {
        guard isEnabled else { return }
        sendActions(for: .primaryActionTriggered)
    }


    /// Draws the highlight over the content of a pressed control.
    func drawHighlight(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard isHighlighted else { return }
        list.append(Quad(content: .color(Color(white: 0, alpha: 0.25)), size: bounds.size, transform: m,
                         opacity: opacity, clip: clip, cornerRadius: cornerRadius))
    }
}
