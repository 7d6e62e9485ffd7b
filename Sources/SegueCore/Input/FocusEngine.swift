import Foundation

/// Keyboard focus, like tvOS and iPadOS keyboard focus: which view the keys go to — a control
/// that Enter/Space activate, or a table or collection view whose selection the arrows move
/// (any view whose `canBecomeFocused` is true). When a screen appears, focus
/// goes to its preferred view (`preferredFocusView`, which a storyboard can name), else
/// its first focusable view; Tab and Shift-Tab move through the front screen's focusable views in
/// view-tree order. The focused control gets a visible ring once the keyboard has been used
/// (a click hides it again, as `:focus-visible` does on the web). When a control triggers a
/// segue, focus comes back to it when the screen it is on is in front again (an unwind lands).
@MainActor
public final class FocusEngine {
    weak var window: Window?
    /// The view with focus, if any. A focused view that leaves the window loses focus,
    /// which moves as when the screen changes (`screenDidChange()`): to the front screen's
    /// preferred or first focusable view, or to none.
    public var focusedView: View? {
        if focusLeftWindow {
            focusLeftWindow = false
            screenDidChange()
        }
        return current
    }
    /// The focused view as last recorded, without catching up with a screen swapped since
    /// (what a control's `state` reads while drawing).
    var peekFocusedView: View? { current }
    /// The focused view when it is a control.
    public var focusedControl: Control? { focusedView as? Control }
    private weak var current: View?
    /// Set when the focused control left the window; focus moves when next asked for, once the
    /// change that removed it (a child swap, a new root) has put the new screen in place.
    private var focusLeftWindow = false
    /// The colour of the focus ring; iOS's default tint blue.
    public var ringColor: Color = .systemBlue
    /// The ring's width in points, drawn just outside the control's on-screen bounding box.
    public var ringWidth = 3.0

    /// Whether the ring is drawn: after a key press, until the next click.
    public internal(set) var showsRing = false

    /// Controls that triggered segues, most recent last: each takes focus back when its screen
    /// is in front again.
    private var triggers: [WeakControl] = []
    private struct WeakControl { weak var control: Control? }

    init() {}

    /// Remembers that `control` triggered a segue, so that focus comes back to it when the
    /// unwind lands.
    public func rememberTrigger(_ control: Control) {
        triggers.removeAll { $0.control == nil || $0.control === control }
        triggers.append(WeakControl(control: control))
    }

    /// The focusable views of the front screen, in view-tree order.
    public var focusableViews: [View] {
        guard let screen = window?.frontmostViewController?.viewIfLoaded, screen.window != nil else { return [] }
        return ([screen] + screen.descendants).filter { $0.canBecomeFocused && $0.isEffectivelyVisible }
    }

    /// Gives focus to `view` (nil clears it). Returns false if it cannot take focus.
    @discardableResult
    public func focus(_ view: View?) -> Bool {
        focusLeftWindow = false
        guard let view else { current = nil; return true }
        guard focusableViews.contains(where: { $0 === view }) else { return false }
        current = view
        return true
    }

    /// Moves focus to the next focusable view (the previous one with `backward`), wrapping round.
    public func moveFocus(backward: Bool = false) {
        focusLeftWindow = false
        let all = focusableViews
        guard !all.isEmpty else { current = nil; return }
        guard let cur = current, let i = all.firstIndex(where: { $0 === cur }) else {
            current = backward ? all.last : all.first
            return
        }
        current = all[(i + (backward ? all.count - 1 : 1)) % all.count]
    }

    /// Called when `view` left the window: the focus leaves a view inside it.
    func viewLeftWindow(_ view: View) {
        guard let c = current, c.isDescendant(of: view) else { return }
        current = nil
        focusLeftWindow = true
    }

    /// Called when the front screen may have changed: keeps focus if the focused control is
    /// still reachable, else moves it to the new screen's preferred or first focusable view.
    public func screenDidChange() {
        let all = focusableViews
        if let cur = current, all.contains(where: { $0 === cur }) { return }
        triggers.removeAll { $0.control == nil }
        if let i = triggers.lastIndex(where: { t in all.contains { $0 === t.control } }) {
            current = triggers[i].control
            triggers.remove(at: i)
            return
        }
        if let preferred = preferredView(), all.contains(where: { $0 === preferred }) {
            current = preferred
        } else {
            current = all.first
        }
    }

    private func preferredView() -> View? {
        guard let front = window?.frontmostViewController else { return nil }
        var queue = [front]
        while !queue.isEmpty {
            let vc = queue.removeFirst()
            if let p = vc.preferredFocusView, p.canBecomeFocused { return p }
            queue += vc.children.filter { $0.viewIfLoaded?.window != nil }
        }
        return nil
    }

    /// Appends the focus ring around the focused view (four thin quads around its
    /// on-screen bounding box).
    func drawRing(into list: inout DrawList) {
        guard showsRing, let c = focusedView, c.window != nil, c.isEffectivelyVisible else { return }
        let m = c.transform(to: nil)
        let r = m.boundingBox(of: Rect(size: c.bounds.size))
            .insetBy(dx: -ringWidth, dy: -ringWidth)
        let w = ringWidth
        for side in [Rect(r.minX, r.minY, r.width, w), Rect(r.minX, r.maxY - w, r.width, w),
                     Rect(r.minX, r.minY + w, w, r.height - 2 * w), Rect(r.maxX - w, r.minY + w, w, r.height - 2 * w)] {
            list.append(Quad(content: .color(ringColor), frame: side))
        }
    }
}
