import Foundation

/// A bar of bar button items (UIKit's `UIToolbar`): 44 points high — 49 on a device with a
/// home indicator, whose room it covers below as UIKit's does, and 32 while the window's height
/// is compact (a phone on its side) — with a hairline on top. The
/// items run from the left edge, 16 points inside the safe area, 8 points apart; flexible
/// spaces share what room is left (8 points each at least), and fixed spaces take their
/// `width`. A flexible space takes the place of the margin or gap beside it: Xcode stores a
/// toolbar of seven 34-point custom views between eight flexible spaces in 320 points with the
/// eight spaces equal, 10.25 each (the first item at 10.5, its pixel; Kodi's remote).
open class Toolbar: View, BarItemHost {
    /// The bar's height without a home indicator.
    public nonisolated static let defaultHeight = 44.0
    /// The bar's height on a device with a home indicator (below it, the indicator's room).
    public nonisolated static let homeIndicatorHeight = 49.0

    /// The items, left to right.
    public var items: [BarButtonItem] = [] { didSet { rebuild() } }
    /// The items are drawn in the bar's `tintColor` (inherited, as any view's): they are made
    /// again when it changes.
    open override func tintColorDidChange() { rebuild() }
    /// The background colour; nil draws UIKit's grey, light or dark as the bar's appearance
    /// (its `barStyle`, its window's device) is.
    public var barTintColor: Color? { didSet { invalidate() } }
    /// Whether the bar is see-through (its default background at 94%); an opaque toolbar's
    /// navigation controller ends its controllers' views above it, as UIKit does.
    public var isTranslucent = true { didSet { invalidate(); superview?.setNeedsLayout() } }
    /// Light or dark.
    public var barStyle: BarStyle = .default { didSet { invalidate() } }
    /// How far the background reaches down beyond the bar's bottom (the home indicator's room).
    public var backgroundExtension = 0.0 { didSet { invalidate() } }

    /// How the bar is drawn at rest (UIKit's `standardAppearance`; the bar keeps a copy). Until
    /// one is given or this one's background is changed, the legacy properties (`barTintColor`,
    /// `isTranslucent`, `barStyle`) draw the background.
    public var standardAppearance: ToolbarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue.copy(); appearances.standardGiven = true; appearanceChanged() }
    }
    /// How the bar is drawn while the window's height is compact (nil: `standardAppearance`).
    public var compactAppearance: ToolbarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); appearanceChanged() }
    }
    /// How the bar is drawn while the content above it is scrolled to its bottom edge (nil: as
    /// at rest).
    public var scrollEdgeAppearance: ToolbarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); appearanceChanged() }
    }
    /// How the bar is drawn at the scroll edge while the window's height is compact (nil:
    /// `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: ToolbarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy(); appearanceChanged() }
    }
    private var appearances = BarAppearances<ToolbarAppearance>()

    /// How far the content above the bar is at its bottom edge (0 to 1): its source is what
    /// the bar's navigation controller says of its top controller; a toolbar no navigation
    /// controller manages is never at the edge.
    var scrollEdge = ScrollEdgeReading()

    /// The controls drawing the items (spaces included, as empty controls).
    private(set) var itemButtons: [BarItemButton] = []

    /// Creates a toolbar.
    public override init(frame: Rect = Rect(0, 0, 320, Toolbar.defaultHeight)) {
        super.init(frame: frame)
    }

    /// The bar's height in `window`: 32 points when its height is compact, else 49 above a home
    /// indicator (a safe-area bottom), else 44.
    static func height(in window: Window?, homeIndicator: Bool) -> Double {
        Bars.isCompactHeight(window) ? NavigationBar.compactHeight : homeIndicator ? homeIndicatorHeight : defaultHeight
    }

    /// `Toolbar.height(in:homeIndicator:)` high, any width: what Auto Layout gives a toolbar
    /// standing among a scene's views, as UIKit's.
    open override var intrinsicContentSize: Size {
        Size(View.noIntrinsicMetric, Toolbar.height(in: window, homeIndicator: (window?.safeAreaInsets.bottom ?? 0) > 0))
    }

    func barItemChanged() { rebuild() }

    private func appearanceChanged() {
        setNeedsLayout()
        invalidate()
    }

    /// The appearances the bar draws now (see `NavigationBar`'s, without items of its own).
    private var currentLook: BarLook<ToolbarAppearance> {
        let compact = Bars.isCompactHeight(window)
        let rest = compact ? appearances.compact : nil
        let edge = compact ? appearances.compactScrollEdge ?? appearances.scrollEdge : appearances.scrollEdge
        return appearances.look(rest: rest, edge: edge, edgeFraction: edge == nil ? 0 : scrollEdge.shown,
                                legacy: BarLegacyLook(barTint: barTintColor, isTranslucent: isTranslucent))
    }

    /// The content above the bar scrolled: the bar is laid out and drawn again if an
    /// appearance depends on it.
    func scrollEdgeMayHaveChanged() {
        if scrollEdge.update(applies: hasScrollEdgeAppearance) { appearanceChanged() }
    }

    /// Whether the bar has a scroll-edge appearance.
    private var hasScrollEdgeAppearance: Bool { appearances.scrollEdge != nil || appearances.compactScrollEdge != nil }

    private func rebuild() {
        for b in itemButtons { b.removeFromSuperview() }
        itemButtons = items.map { item in
            item.host = self
            let b = BarItemButton(item: item)
            b.barTint = tintColor
            b.isHidden = item.isSpace
            addSubview(b)
            return b
        }
        layoutSubviews()
    }

    open override func layoutSubviews() {
        let inset = safeAreaInsets
        let margin = 16.0, gap = 8.0
        let h = min(bounds.height, Toolbar.defaultHeight)
        // The items' appearances first: their fonts decide their widths.
        _ = scrollEdge.update(applies: hasScrollEdgeAppearance)
        let shown = currentLook.shown
        for b in itemButtons { b.appearance = b.item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance }
        let isFlexible = itemButtons.map { $0.item.systemItem == .flexibleSpace }
        let widths = zip(itemButtons, isFlexible).map { b, flexible in
            flexible ? 0 : max(b.preferredWidth, b.item.isSpace || b.item.customView != nil ? 0 : 24)
        }
        // The space before item i (and after the last): a margin at the ends, a gap between,
        // none beside a flexible space.
        let spacing = (0...itemButtons.count).map { i -> Double in
            let before = i > 0 ? isFlexible[i - 1] : nil, after = i < itemButtons.count ? isFlexible[i] : nil
            if before == true || after == true { return 0 }
            return before == nil || after == nil ? margin : gap
        }
        let room = bounds.width - inset.left - inset.right - spacing.reduce(0, +)
        let flexible = isFlexible.filter { $0 }.count
        // Items that do not fit still keep a gap's room between them.
        let share = flexible > 0 ? max((room - widths.reduce(0, +)) / Double(flexible), gap) : 0
        var x = inset.left
        for (i, (b, w)) in zip(itemButtons, widths).enumerated() {
            x += spacing[i]
            let width = isFlexible[i] ? share : w
            b.frame = Rect(x, 0, width, h)
            x += width
        }
    }

    /// The background (reaching `backgroundExtension` points below) and the top hairline, as
    /// the appearance in effect draws them.
    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let palette = Bars.palette(barStyle, in: self)
        let look = currentLook
        look.drawBackground(palette, into: &list, size: Size(bounds.width, bounds.height + max(backgroundExtension, 0)),
                            transform: m, opacity: opacity, clip: clip)
        let shadow = look.shadow(palette)
        if shadow.alpha > 0 {
            list.append(Quad(content: .color(shadow), size: Size(bounds.width, 0.5), transform: m, opacity: opacity, clip: clip))
        }
    }
}
