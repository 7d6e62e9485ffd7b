import Foundation

/// A stepper (`UIStepper`), drawn as iOS 13+ draws it: a 94 × 32 grey rounded face split in
/// two, − on the left and + on the right, a thin divider between them; a side that cannot
/// step any more (at its end, without `wraps`) is greyed.
///
/// Pressing a side steps the value at once and sends `valueChanged` (and
/// `primaryActionTriggered`); held down with `autorepeat`, it steps again after
/// `Stepper.repeatDelay` and then every `Stepper.repeatInterval` (UIKit does not give its
/// timings; these are chosen), on the **scene clock**, so a recorded hold steps the same every
/// time. Focused, Up/Right and Enter/Space step up, Down/Left step down.
open class Stepper: Control {
    /// The size iOS gives a stepper, whatever its frame (its intrinsic content size).
    public nonisolated static let size = Size(94, 32)
    /// How long a side must be held before it repeats.
    public nonisolated static let repeatDelay = 0.5
    /// The time between two repeated steps once repeating.
    public nonisolated static let repeatInterval = 0.1

    /// The value, within `minimumValue…maximumValue` (0 by default). Setting it sends nothing.
    public var value: Double {
        get { current }
        set { if newValue.isFinite { current = min(max(newValue, minimumValue), maximumValue); invalidate() } }
    }
    /// The lowest value (0 by default).
    public var minimumValue: Double = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = current } }
    /// The highest value (100 by default).
    public var maximumValue: Double = 100 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = current } }
    /// How much one step changes the value (1 by default; values of 0 or less are ignored).
    public var stepValue: Double = 1 { didSet { if !(stepValue > 0) { stepValue = oldValue } } }
    /// Whether stepping past one end goes round to the other (false by default).
    public var wraps = false { didSet { invalidate() } }
    /// Whether a held press repeats (true by default).
    public var autorepeat = true
    /// Whether each step sends `valueChanged` (true), or only the release of a press does.
    public var isContinuous = true

    /// The side being held: -1 (−), +1 (+) or nil.
    public private(set) var heldSide: Int? { didSet { invalidate() } }

    private var current = 0.0
    private var link: DisplayLink?
    /// When the held press began and how many repeats it has made.
    private var hold: (start: Double, repeats: Int)?
    private var valueAtPress = 0.0

    /// A stepper at `frame`'s origin; its size is always `Stepper.size`, as UIKit's.
    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(frame.minX, frame.minY, Stepper.size.width, Stepper.size.height))
        cornerRadius = 8
    }

    open override var intrinsicContentSize: Size { Stepper.size }

    /// Whether the side `direction` (-1 or +1) can step now.
    public func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? current > minimumValue : current < maximumValue)
    }

    /// Steps once towards `direction`; returns whether the value changed.
    @discardableResult
    private func step(_ direction: Int) -> Bool {
        let was = current
        var next = current + Double(direction) * stepValue
        if next > maximumValue + 1e-12 { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue - 1e-12 { next = wraps ? maximumValue : minimumValue }
        current = next
        guard current != was else { return false }
        invalidate()
        if isContinuous { sendValueChanged() }
        return true
    }

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Pointer

    open override func pointerDown(at p: Point) -> Bool {
        guard super.pointerDown(at: p) else { return false }
        let side = p.x < bounds.width / 2 ? -1 : 1
        heldSide = side
        valueAtPress = current
        step(side)
        if autorepeat {
            hold = (window?.eventTimestamp ?? SceneRunLoop.main.now ?? 0, 0)
            let l = DisplayLink { [weak self] l in
                guard let self else { l.invalidate(); return }
                self.repeatHeld(at: l.targetTimestamp)
            }
            link = l
            l.add(to: .main, forMode: .common)
        }
        return true
    }

    /// Steps as many times as the held press has earned by scene time `now`.
    func repeatHeld(at now: Double) {
        guard let side = heldSide, let h = hold else { return }
        guard isHighlighted else {
            // Off its side the press earns nothing: back on, it goes on one interval later
            // (or, before its first repeat, after the whole delay), never in a burst.
            let earned = h.repeats > 0 ? Stepper.repeatDelay + Double(h.repeats - 1) * Stepper.repeatInterval : 0
            hold = (now - earned, h.repeats)
            return
        }
        let elapsed = now - h.start - Stepper.repeatDelay
        guard elapsed >= -1e-9 else { return }
        let due = Int((elapsed / Stepper.repeatInterval + 1e-9).rounded(.down)) + 1
        var made = h.repeats
        while made < due {
            made += 1
            step(side)
        }
        hold = (h.start, made)
    }

    open override func pointerMoved(at p: Point, inside: Bool) {
        // Held only while the pointer stays on its side.
        let side = p.x < bounds.width / 2 ? -1 : 1
        isHighlighted = inside && side == heldSide
    }

    open override func pointerUp(at p: Point, inside: Bool) {
        endHold()
        if !isContinuous, current != valueAtPress { sendValueChanged() }
    }

    open override func pointerCancelled() {
        endHold()
    }

    private func endHold() {
        isHighlighted = false
        heldSide = nil
        hold = nil
        link?.invalidate()
        link = nil
    }

    // MARK: Keyboard

    /// Enter or Space step up.
    open override func activate() {
        guard isEnabled else { return }
        step(1)
    }

    open override func keyDown(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .up, .right: step(1)
        case .down, .left: step(-1)
        default: return false
        }
        return true
    }

    // MARK: Drawing

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let w = bounds.width, h = bounds.height
        let half = w / 2
        let palette = controlPalette
        fill(Rect(size: bounds.size), palette.face, radius: cornerRadius, into: &list, transform: m, opacity: opacity, clip: clip)
        if let side = heldSide, isHighlighted {
            let r = side < 0 ? Rect(0, 0, half, h) : Rect(half, 0, w - half, h)
            fill(r, palette.pressed, radius: cornerRadius, into: &list, transform: m, opacity: opacity, clip: clip)
        }
        fill(Rect(half - 0.5, (h - 18) / 2, 1, 18), palette.separator,
             into: &list, transform: m, opacity: opacity, clip: clip)
        // The glyphs: 14-point strokes 2 points thick, centred in their halves.
        let g = 7.0, t = 2.0
        let minus = Point(half / 2, h / 2), plus = Point(half + (w - half) / 2, h / 2)
        let minusColor = isEnabled && canStep(-1) ? palette.label : palette.disabledLabel
        let plusColor = isEnabled && canStep(1) ? palette.label : palette.disabledLabel
        fill(Rect(minus.x - g, minus.y - t / 2, 2 * g, t), minusColor, radius: t / 2, into: &list, transform: m, opacity: opacity, clip: clip)
        fill(Rect(plus.x - g, plus.y - t / 2, 2 * g, t), plusColor, radius: t / 2, into: &list, transform: m, opacity: opacity, clip: clip)
        fill(Rect(plus.x - t / 2, plus.y - g, t, 2 * g), plusColor, radius: t / 2, into: &list, transform: m, opacity: opacity, clip: clip)
    }
}
