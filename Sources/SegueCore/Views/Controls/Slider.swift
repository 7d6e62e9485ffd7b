import Foundation

/// A slider (`UISlider`), drawn as iOS 13+ draws it: a 4-point track with rounded ends, filled
/// in the tint from the leading end to the thumb, and a white 28-point thumb with a soft edge.
///
/// Dragging the thumb moves the value with the pointer (the grab point kept under it); a click
/// on the track away from the thumb moves the thumb there first — UIKit only takes touches on
/// the thumb, a desktop slider jumps, and SegueKit does the latter. While dragging it sends
/// `valueChanged` (and `primaryActionTriggered`) at each move when `isContinuous`, else once
/// when the pointer is released. Focused, Left/Down and Right/Up move it by a twentieth of its
/// range, Home and End to its ends. Setting `value` from code sends nothing, as in UIKit.
open class Slider: Control {
    /// The thumb's diameter.
    public nonisolated static let thumbDiameter = 28.0
    /// The track's height.
    public nonisolated static let trackHeight = 4.0
    /// The slider's intrinsic height (its width has none): its alignment rectangle's, the
    /// frame being `alignmentInsets` larger.
    public nonisolated static let height = 30.0
    /// The frame's margin around what Auto Layout aligns, as UIKit's slider has: 2 points at
    /// each end and 1 below. Xcode stores sliders pinned 20 points in at 18, given a width of
    /// 150 at 154, and 31 tall for 30 (every one with such constraints in the files of five
    /// shipping apps, Xcode 8 to 26, one with a clear thumb tint). NetNewsWire's custom slider
    /// class is stored without them, pinned 16 points in at 16; SegueKit draws it as a slider
    /// and outsets it as any (an accepted 2-point difference). The track and thumb stay within
    /// the aligned rectangle.
    public nonisolated static let alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    /// The share of the range one arrow key moves the value (UIKit has no keys; chosen here).
    public nonisolated static let keyStep = 1.0 / 20

    /// The value, kept within `minimumValue…maximumValue`. Setting it sends no action.
    public var value: Double {
        get { current }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the leading end (0 by default). Raising it above `maximumValue` raises that too.
    public var minimumValue: Double = 0 { didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; clampValue() } }
    /// The value at the trailing end (1 by default). Lowering it below `minimumValue` lowers that too.
    public var maximumValue: Double = 1 { didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; clampValue() } }
    /// Whether a drag sends `valueChanged` at every move (true, the default) or once at its end.
    public var isContinuous = true
    /// The filled track's colour (`minimumTrackTintColor`); nil: the tint.
    public var minimumTrackTintColor: Color? { didSet { invalidate() } }
    /// The unfilled track's colour (`maximumTrackTintColor`); nil: iOS's light grey fill.
    public var maximumTrackTintColor: Color? { didSet { invalidate() } }
    /// The thumb's colour (`thumbTintColor`); nil: white.
    public var thumbTintColor: Color? { didSet { invalidate() } }

    private var current = 0.0
    /// While dragging: the distance from the thumb's centre to where the pointer holds it, and
    /// the value the drag started at.
    private var grab: (offset: Double, startValue: Double)?

    /// A slider at `frame` with the value 0 in 0…1.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Sets `value` (clamped to the range); `animated` is taken for parity with UIKit, the
    /// thumb moving at once.
    public func setValue(_ value: Double, animated: Bool) {
        guard value.isFinite else { return }
        let v = min(max(value, minimumValue), maximumValue)
        guard v != current else { return }
        current = v
        invalidate()
    }

    private func clampValue() { setValue(current, animated: false); invalidate() }

    open override var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, Slider.height) }

    /// `alignmentInsets`.
    open override var alignmentRectInsets: EdgeInsets { Slider.alignmentInsets }

    /// The bounds less `alignmentRectInsets`: where the track and thumb go.
    private var alignedBounds: Rect { Rect(size: bounds.size).inset(by: alignmentRectInsets) }

    /// The thumb's rectangle in the bounds (`thumbRect(forBounds:trackRect:value:)`): it travels
    /// so that its edges stay inside the aligned rectangle.
    public var thumbRect: Rect {
        let d = Slider.thumbDiameter, a = alignedBounds
        let travel = max(0, a.width - d)
        let span = maximumValue - minimumValue
        let share = span > 0 ? (current - minimumValue) / span : 0
        return Rect(a.minX + travel * share, a.midY - d / 2, d, d)
    }

    /// The track's rectangle in the bounds (`trackRect(forBounds:)`).
    public var trackRect: Rect {
        let a = alignedBounds
        return Rect(a.minX, a.midY - Slider.trackHeight / 2, a.width, Slider.trackHeight)
    }

    /// The value whose thumb centre is at `x`.
    private func value(atThumbCentre x: Double) -> Double {
        let d = Slider.thumbDiameter, a = alignedBounds
        let travel = max(1e-9, a.width - d)
        let share = min(max((x - a.minX - d / 2) / travel, 0), 1)
        return minimumValue + share * (maximumValue - minimumValue)
    }

    // MARK: Pointer

    open override func pointerDown(at p: Point) -> Bool {
        guard super.pointerDown(at: p) else { return false }
        let thumb = thumbRect
        let start = current
        if thumb.insetBy(dx: -4, dy: -4).contains(p) {
            grab = (p.x - thumb.midX, start)
        } else {
            grab = (0, start)
            move(to: value(atThumbCentre: p.x))
        }
        return true
    }

    open override func pointerMoved(at p: Point, inside: Bool) {
        // A slider keeps tracking wherever the pointer goes, as UIKit's does.
        isHighlighted = true
        guard let g = grab else { return }
        move(to: value(atThumbCentre: p.x - g.offset))
    }

    open override func pointerUp(at p: Point, inside: Bool) {
        isHighlighted = false
        guard let g = grab else { return }
        grab = nil
        if !isContinuous, current != g.startValue { sendValueChanged() }
    }

    open override func pointerCancelled() {
        super.pointerCancelled()
        grab = nil
    }

    /// The user moved the value: sent at once when continuous.
    private func move(to v: Double) {
        let was = current
        setValue(v, animated: false)
        if isContinuous, current != was { sendValueChanged() }
    }

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Keyboard

    /// Enter or Space do nothing to a slider (its value is moved with the arrows).
    open override func activate() {}

    open override func keyDown(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        let step = (maximumValue - minimumValue) * Slider.keyStep
        let target: Double
        switch key {
        case .left, .down: target = current - step
        case .right, .up: target = current + step
        case .home: target = minimumValue
        case .end: target = maximumValue
        default: return false
        }
        let was = current
        setValue(target, animated: false)
        if current != was { sendValueChanged() }
        return true
    }

    // MARK: Drawing

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let o = opacity * (isEnabled ? 1 : 0.5)
        let track = trackRect, thumb = thumbRect
        let r = Slider.trackHeight / 2
        fill(track, maximumTrackTintColor ?? controlPalette.track, radius: r, into: &list, transform: m, opacity: o, clip: clip)
        fill(Rect(track.minX, track.minY, max(0, thumb.midX - track.minX), track.height), minimumTrackTintColor ?? tintColor,
             radius: r, into: &list, transform: m, opacity: o, clip: clip)
        // The thumb's soft edge: two faint rings below it, then the thumb.
        fill(thumb.insetBy(dx: -1, dy: -1).offsetBy(dx: 0, dy: 1.5), Color(white: 0, alpha: 0.08), radius: thumb.width / 2 + 1,
             into: &list, transform: m, opacity: o, clip: clip)
        fill(thumb.insetBy(dx: -0.5, dy: -0.5), Color(white: 0, alpha: 0.1), radius: thumb.width / 2 + 0.5,
             into: &list, transform: m, opacity: o, clip: clip)
        fill(thumb, thumbTintColor ?? .white, radius: thumb.width / 2, into: &list, transform: m, opacity: o, clip: clip)
    }
}
