import Foundation

/// The bar along the bottom of a `TabBarController` (UITabBar): a translucent bar (light, or
/// dark in a dark appearance or a black `barStyle`, as `BarPalette` says; its `barTintColor`,
/// else its `backgroundColor`, beats it)
/// `TabBar.height` points tall (and as much again as a device's home indicator takes, below)
/// with a hairline on top and one item per tab, in equal-width cells: its icon (image or
/// SF Symbol, 25 points) over its 10-point title, and a badge — a red capsule with white
/// text — at the icon's top right; the selected item is drawn in the tint colour, the others
/// grey. When no item has an icon, the titles are centred in their cells.
///
/// While the window's height is compact (a phone on its side) the bar is
/// `TabBar.compactHeight` points tall and each item is laid out compactly, as UIKit's
/// compact-inline layout: a 20-point icon beside its 13-point title, the pair centred in the
/// cell. An iPad keeps the stacked layout.
///
/// Clicking an item, or pressing Left/Right while the bar is focused, selects it and sends
/// `valueChanged`; Enter/Space selects the next item, wrapping round.
open class TabBar: CellRowControl {
    /// The bar's height in points, as UIKit's tab bar (no home-indicator inset).
    public static let height: Double = 49
    /// The bar's height while the window's height is compact (a phone on its side), as UIKit's
    /// landscape tab bar (no home-indicator inset).
    public static let compactHeight: Double = 32

    /// The bar's height in `window` without a home-indicator inset: `compactHeight` when its
    /// height is compact, else `height`.
    public static func height(in window: Window?) -> Double { Bars.isCompactHeight(window) ? compactHeight : height }

    /// The items, left to right. Shortening the list moves the selection onto the last item
    /// (-1 when empty).
    public var items: [TabBarItem] { didSet { selectedIndex = min(selectedIndex, items.count - 1); invalidate() } }
    /// The selected item, or -1 for none.
    public var selectedIndex: Int { didSet { invalidate() } }
    /// The colour of the items that are not selected; nil draws UIKit's grey of the bar's
    /// appearance (a little lighter on a dark device).
    public var unselectedItemTintColor: Color? { didSet { invalidate() } }
    /// The bar's background colour (UIKit's `barTintColor`); nil draws UIKit's grey, light or
    /// dark as the bar's `barStyle` and its window's device are. Until it is set, a
    /// `backgroundColor` takes the grey's place.
    public var barTintColor: Color? { didSet { invalidate() } }
    /// Whether the bar is see-through (its default background at 94%).
    public var isTranslucent = true { didSet { invalidate() } }
    /// Light or dark.
    public var barStyle: BarStyle = .default { didSet { invalidate() } }

    /// How the bar is drawn at rest (UIKit's `standardAppearance`; the bar keeps a copy). Until
    /// one is given or this one's background is changed, the bar draws its default translucent
    /// grey, or its `backgroundColor`.
    public var standardAppearance: TabBarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue.copy(); appearances.standardGiven = true; invalidate() }
    }
    /// How the bar is drawn while the content above it is scrolled to its bottom edge (nil: as
    /// at rest).
    public var scrollEdgeAppearance: TabBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); _ = scrollEdge.update(applies: newValue != nil); invalidate() }
    }
    private var appearances = BarAppearances<TabBarAppearance>()

    /// How far the selected tab's content is at its bottom edge (0 to 1): its source is what
    /// the bar's tab bar controller says; a bar no tab bar controller manages is never at the edge.
    var scrollEdge = ScrollEdgeReading()

    /// The selected tab's content scrolled, or another tab or screen is shown: the bar is drawn
    /// again if its scroll-edge appearance depends on it.
    func scrollEdgeMayHaveChanged() {
        if scrollEdge.update(applies: appearances.scrollEdge != nil) { invalidate() }
    }

    /// The appearances the bar draws now.
    private var currentLook: BarLook<TabBarAppearance> {
        let edge = appearances.scrollEdge
        return appearances.look(rest: nil, edge: edge, edgeFraction: edge == nil ? 0 : scrollEdge.shown,
                                legacy: BarLegacyLook(barTint: barTintColor ?? backgroundColor, isTranslucent: isTranslucent))
    }

    /// Creates a tab bar; the selection is clamped to the items there are, or -1 when there
    /// are none.
    public init(frame: Rect = .zero, items: [TabBarItem] = [], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = items.isEmpty ? -1 : min(max(selectedIndex, 0), items.count - 1)
        super.init(frame: frame)
    }

    /// `TabBar.height(in:)` high, any width (UIKit's tab bar's intrinsic height).
    open override var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, TabBar.height(in: window)) }

    /// The item under `p` (bar coordinates), if any.
    public func item(at p: Point) -> Int? { cell(at: p) }

    /// The number of items.
    open override var cellCount: Int { items.count }
    /// `selectedIndex`.
    open override var selectedCell: Int {
        get { selectedIndex }
        set { selectedIndex = newValue }
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        // The appearance's background (by default the translucent grey, which a background
        // colour, drawn as every view's, replaces) and the hairline along the top edge.
        let palette = Bars.palette(barStyle, in: self)
        let look = currentLook
        if look.legacy == nil || backgroundColor == nil || barTintColor != nil || look.edgeFraction > 0 {
            look.drawBackground(palette, into: &list, size: bounds.size, transform: m, opacity: opacity, clip: clip)
        }
        let shadow = look.shadow(palette)
        if shadow.alpha > 0 {
            list.append(Quad(content: .color(shadow), size: Size(bounds.width, 0.5), transform: m, opacity: opacity, clip: clip))
        }
        guard !items.isEmpty, bounds.width > 0 else { return }
        // The items take the bar's standard height; below it is the home indicator's room.
        let compact = Bars.isCompactHeight(window)
        let layout = compact ? look.shown.compactInlineLayoutAppearance : look.shown.stackedLayoutAppearance
        let w = bounds.width / Double(items.count), h = min(bounds.height, TabBar.height(in: window))
        let icons = items.contains { $0.hasIcon }
        for (i, item) in items.enumerated() {
            let cell = Transform3D.translation(Double(i) * w, 1).concatenating(m)
            let state = layout.state(selected: i == selectedIndex, enabled: isEnabled)
            let base: Color = state.iconColor ?? (i == selectedIndex ? tintColor! : (unselectedItemTintColor ?? palette.unselectedItem))
            let color = base.withAlpha(isEnabled ? 1 : 0.4)
            guard icons else {
                let title = item.title ?? ""
                // Titles shrink a little in narrow cells so that several tabs still fit a small window.
                let fontSize = min(13, max(9, w / 7))
                let attributes = TextAttributes(font: .systemFont(ofSize: fontSize), foregroundColor: color)
                    .applying(state.titleTextAttributes)
                list.append(Quad(content: .text(TextSpec(AttributedText(title, attributes: attributes), numberOfLines: 1)),
                                 size: Size(w, max(0, h - 1)), transform: cell, opacity: opacity, clip: clip,
                                 contentMode: .center))
                // Without icons the badge sits at the title's top right.
                if let badge = item.badgeValue {
                    drawBadge(badge, state, at: Point(w / 2 + 12, max(0, h / 2 - 20)), into: &list, transform: cell, opacity: opacity, clip: clip)
                }
                continue
            }
            let title = item.title ?? ""
            let layout = TabBar.itemLayout(title: title, cellWidth: w, rowHeight: h, compact: compact)
            let side = layout.icon.width
            let iconOrigin = layout.icon.origin
            let iconRect = layout.icon
            if let symbol = item.symbol(selected: i == selectedIndex) {
                SystemSymbol.draw(symbol, in: iconRect, color: color, into: &list, transform: cell, opacity: opacity, clip: clip)
            } else if let image = (i == selectedIndex ? item.selectedImage : nil) ?? item.image {
                list.append(Quad(content: .image(image), size: Size(side, side),
                                 transform: Transform3D.translation(iconOrigin.x, iconOrigin.y).concatenating(cell),
                                 opacity: opacity, clip: clip, contentMode: .aspectFit, tint: color))
            } else if item.drawsPlaceholder {
                SystemSymbol.drawMissingImage(in: iconRect, color: color, into: &list, transform: cell, opacity: opacity, clip: clip)
            }
            let style = ParagraphStyle(alignment: compact ? .left : .center, lineBreakMode: .byTruncatingTail)
            let text = AttributedText(title, attributes: TextAttributes(font: TabBar.titleFont(compact: compact),
                                                                       foregroundColor: color, paragraphStyle: style)
                                        .applying(state.titleTextAttributes))
            let t = layout.title
            list.append(Quad(content: .text(TextSpec(text, maxWidth: t.width, maxHeight: t.height, numberOfLines: 1)),
                             size: t.size, transform: Transform3D.translation(t.minX, t.minY).concatenating(cell),
                             opacity: opacity, clip: clip, contentMode: compact ? .left : .center))
            if let badge = item.badgeValue {
                drawBadge(badge, state, at: Point(iconRect.midX + 6, compact ? max(0, iconRect.minY - 6) : 2), into: &list,
                          transform: cell, opacity: opacity, clip: clip)
            }
        }
    }

    /// An item's title font: 10 points medium under its icon, 13 beside it (compact).
    static func titleFont(compact: Bool) -> Font { .systemFont(ofSize: compact ? 13 : 10, weight: .medium) }

    /// Where an item with an icon draws its icon and its title, in its cell (`cellWidth` wide,
    /// its row `rowHeight` high): stacked, a 25-point icon 5 points from the top over the title
    /// 32 points down; compact, a 20-point icon beside the title 6 points after it, the pair
    /// centred in the cell and in the row.
    static func itemLayout(title: String, cellWidth w: Double, rowHeight h: Double, compact: Bool) -> (icon: Rect, title: Rect) {
        guard compact else { return (Rect((w - 25) / 2, 5, 25, 25), Rect(2, 32, max(w - 4, 0), 14)) }
        let side = 20.0, gap = 6.0
        let measured = title.isEmpty ? 0 : TextSystem.measurer.layout(TextSpec(
            AttributedText(title, attributes: TextAttributes(font: titleFont(compact: true))), numberOfLines: 1)).size.width.rounded(.up)
        let textWidth = min(measured, max(w - side - gap - 4, 0))
        let x = max((w - side - gap - textWidth) / 2, 2), mid = (h - 1) / 2
        return (Rect(x, mid - side / 2, side, side), Rect(x + side + gap, mid - 8, textWidth, 16))
    }

    /// A badge: white 13-point text in a red capsule 18 points high, its left edge at `p.x`,
    /// or as the item's state appearance draws it.
    private func drawBadge(_ value: String, _ state: TabBarItemStateAppearance, at p: Point, into list: inout DrawList,
                           transform m: Transform3D, opacity: Double, clip: Rect?) {
        let text = AttributedText(value, attributes: TextAttributes(font: .systemFont(ofSize: 13), foregroundColor: .white)
                                    .applying(state.badgeTextAttributes))
        let textWidth = value.isEmpty ? 0 : TextSystem.measurer.layout(TextSpec(text, numberOfLines: 1)).size.width
        let size = Size(max(18, textWidth + 10), 18)
        let t = Transform3D.translation(p.x, p.y).concatenating(m)
        list.append(Quad(content: .color(state.badgeBackgroundColor ?? Color(red: 1, green: 0.231, blue: 0.188)), size: size, transform: t, opacity: opacity,
                         clip: clip, cornerRadius: 9))
        if !value.isEmpty {
            list.append(Quad(content: .text(TextSpec(text, maxWidth: size.width, maxHeight: size.height, numberOfLines: 1)),
                             size: size, transform: t, opacity: opacity, clip: clip, contentMode: .center))
        }
    }
}
