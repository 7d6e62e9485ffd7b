import Foundation

/// An on/off switch (`UISwitch`), drawn as iOS draws it: a 51 × 31 pt capsule (63 × 28 on a
/// device drawing iOS 26, `DeviceProfile.drawsIOS26`), green with the thumb at the right when
/// on, the appearance's secondary system fill (light grey, or dark grey in the dark) with the
/// thumb at the left when off, the thumb a white circle 4 pt less than the height; while the
/// thumb slides, the track's colour passes from one to the other with it. A click (or Enter/Space while focused) flips it, the thumb sliding over 0.25 s,
/// and sends `valueChanged` then `primaryActionTriggered`; setting `isOn` from code sends
/// nothing, as in UIKit.
open class Switch: Control {
    /// The size iOS gives a switch's frame, whatever it is set to, before iOS 26 (its intrinsic
    /// content size is `alignmentOverhang` narrower).
    public nonisolated static let size = Size(51, 31)
    /// The size iOS 26 gives a switch.
    public nonisolated static let size26 = Size(63, 28)

    /// The size of a switch on `device`'s screen: iOS 26's from that release, else the classic one.
    public nonisolated static func size(on device: DeviceProfile?) -> Size {
        device?.drawsIOS26 == true ? size26 : size
    }
    /// The track's colour when on in the light appearance: the system green (the dark
    /// appearance's is its dark value, `ControlPalette.onTrack`).
    public nonisolated static let defaultOnTint = ControlPalette(isDark: false).onTrack
    /// How long the thumb takes to slide across.
    public nonisolated static let toggleDuration = 0.25

    /// Whether the switch is on. Setting it moves the thumb at once and sends no action.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (nil: the system green).
    public var onTintColor: Color? { didSet { placeThumb() } }
    /// The thumb's colour (nil: white).
    public var thumbTintColor: Color? { didSet { thumb.backgroundColor = thumbTintColor ?? .white } }

    private var on: Bool
    private let thumb = View()

    /// A switch at `frame`'s origin, on or off. Its size is always `Switch.size`, as UIKit's.
    public init(frame: Rect = .zero, isOn: Bool = false) {
        on = isOn
        super.init(frame: Rect(frame.minX, frame.minY, Switch.size.width, Switch.size.height))
        cornerRadius = Switch.size.height / 2
        thumb.backgroundColor = .white
        thumb.cornerRadius = (Switch.size.height - 4) / 2
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        placeThumb()
    }

    /// Turns the switch on or off, the thumb sliding when `animated` (`setOn(_:animated:)`).
    public func setOn(_ isOn: Bool, animated: Bool) {
        guard isOn != on else { return }
        on = isOn
        if animated {
            View.animate(withDuration: Switch.toggleDuration, animations: { self.placeThumb() })
        } else {
            placeThumb()
        }
    }

    /// The switch's frame is 2 points wider on the right than what Auto Layout aligns, as
    /// UIKit's: Xcode stores switches pinned by their trailing edge 2 points past it, and
    /// switches given a width of 49 at 51 (59 switches in the files of nine shipping apps,
    /// Xcode 9 to 26).
    public nonisolated static let alignmentOverhang = 2.0

    /// Its size less `alignmentOverhang`: the frame it gets is `Switch.size(on:)`.
    open override var intrinsicContentSize: Size {
        let s = Switch.size(on: window?.device)
        return Size(s.width - Switch.alignmentOverhang, s.height)
    }

    /// `alignmentOverhang` on the right.
    open override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: Switch.alignmentOverhang) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeThumb()
    }

    /// The thumb at the end `isOn` names.
    private func placeThumb() {
        let d = max(0, bounds.height - 4)
        thumb.frame = Rect(on ? bounds.width - d - 2 : 2, 2, d, d)
        thumb.cornerRadius = d / 2
        cornerRadius = bounds.height / 2
        invalidate()
    }

    /// The track's colour as drawn now: the off fill of the appearance shown with the thumb at
    /// the left, the on tint with it at the right, mixed in between as the thumb slides.
    var trackColor: Color {
        let palette = controlPalette
        let off = palette.offTrack, onTint = onTintColor ?? palette.onTrack
        let d = max(0, bounds.height - 4), travel = bounds.width - d - 4
        let t = travel > 0 ? min(max((thumb.presentation.center.x - d / 2 - 2) / travel, 0), 1) : (on ? 1 : 0)
        if t == 0 { return off }
        if t == 1 { return onTint }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Color(red: mix(off.red, onTint.red), green: mix(off.green, onTint.green), blue: mix(off.blue, onTint.blue),
                     alpha: mix(off.alpha, onTint.alpha))
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        fill(Rect(size: bounds.size), trackColor, radius: bounds.height / 2, into: &list, transform: m, opacity: opacity, clip: clip)
    }

    /// A click flips the switch.
    open override func tapped(at p: Point) { toggle() }

    /// Enter or Space flips the switch.
    open override func activate() {
        guard isEnabled else { return }
        toggle()
    }

    private func toggle() {
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }
}
