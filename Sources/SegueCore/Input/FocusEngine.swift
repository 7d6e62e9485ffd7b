import Foundation

/// Keyboard focus, like tvOS and iPadOS keyboard focus: which control Enter/Space activate. When a screen appears, focus
/// goes to its preferred control (`preferredFocusView`, which a storyboard can name), else
/// its first focusable control; Tab and Shift-Tab move through the front screen's controls in
/// view-tree order. The focused control gets a visible ring once the keyboard has been used
/// (a click hides it again, as `:focus-visible` does on the web). When a control triggers a
/// segue, focus comes back to it when the screen it is on is in front again (an unwind lands).
@MainActor
public final class FocusEngine {
    weak var window: Window?
    /// The control with focus, if any. A focused control that leaves the window loses focus,
    /// which moves as when the screen changes (`screenDidChange()`): to the front screen's
    /// preferred or first focusable control, or to none.
    public var focusedControl: Control? {
        if focusLeftWindow {
            focusLeftWindow = false
            screenDidChange()
        }
        return current
    }
    private weak var current: Control?
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

    /// The focusable controls of the front screen, in view-tree order.
    public var focusableControls: [Control] {
        guard let screen = window?.frontmostViewController?.viewIfLoaded, screen.window != nil else { return [] }
        return ([screen] + screen.descendants).compactMap { $0 as? Control }
            .filter { $0.canBecomeFocused && $0.isEffectivelyVisible }
    }

    /// Gives focus to `control` (nil clears it). Returns false if it cannot take focus.
    @discardableResult
    public func focus(_ control: Control?) -> Bool {
        focusLeftWindow = false
        guard let control else { current = nil; return true }
        guard focusableControls.contains(where: { $0 === control }) else { return false }
        current = control
        return true
    }

    /// Moves focus to the next control (the previous one with `backward`), wrapping round.
    public func moveFocus(backward: Bool = false) {
        focusLeftWindow = false
        let all = focusableControls
        guard !all.isEmpty else { current = nil; return }
        guard let cur = current, let i = all.firstIndex(where: { $0 === cur }) else {
            current = backward ? all.last : all.first
            return
        }
        current = all[(i + (backward ? all.count - 1 : 1)) % all.count]
    }

    /// Called when `view` left the window: the focus leaves a control inside it.
    func viewLeftWindow(_ view: View) {
        guard let c = current, c.isDescendant(of: view) else { return }
        current = nil
        focusLeftWindow = true
    }

    /// Called when the front screen may have changed: keeps focus if the focused control is
    /// still reachable, else moves it to the new screen's preferred or first control.
    public func screenDidChange() {
        let all = focusableControls
        if let cur = current, all.contains(where: { $0 === cur }) { return }
        triggers.removeAll { $0.control == nil }
        if let i = triggers.lastIndex(where: { t in all.contains { $0 === t.control } }) {
            current = triggers[i].control
            triggers.remove(at: i)
            return
        }
        if let preferred = preferredControl(), all.contains(where: { $0 === preferred }) {
            current = preferred
        } else {
            current = all.first
        }
    }

    private func preferredControl() -> Control? {
        guard let front = window?.frontmostViewController else { return nil }
        var queue = [front]
        while !queue.isEmpty {
            let vc = queue.removeFirst()
            if let p = vc.preferredFocusView as? Control { return p }
            queue += vc.children.filter { $0.viewIfLoaded?.window != nil }
        }
        return nil
    }

    /// Appends the focus ring around the focused control (four thin quads around its
    /// on-screen bounding box).
    func drawRing(into list: inout DrawList) {
        guard showsRing, let c = focusedControl, c.window != nil, c.isEffectivelyVisible else { return }
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
