import Foundation

/// The bar along the bottom of a `TabBarController` (UITabBar): a light translucent bar
/// `TabBar.height` points tall (and as much again as a device's home indicator takes, below)
/// with a hairline on top and one item per tab, in equal-width cells: its icon (image or
/// SF Symbol, 25 points) over its 10-point title, and a badge — a red capsule with white
/// text — at the icon's top right; the selected item is drawn in the tint colour, the others
/// grey. When no item has an icon, the titles are centred in their cells.
///
/// Clicking an item, or pressing Left/Right while the bar is focused, selects it and sends
/// `valueChanged`; Enter/Space selects the next item, wrapping round.
open class TabBar: CellRowControl {
    /// The bar's height in points, as UIKit's compact tab bar (no home-indicator inset).
    public static let height: Double = 49

    /// The items, left to right. Shortening the list moves the selection onto the last item
    /// (-1 when empty).
    public var items: [TabBarItem] { didSet { selectedIndex = min(selectedIndex, items.count - 1); invalidate() } }
    /// The selected item, or -1 for none.
    public var selectedIndex: Int { didSet { invalidate() } }
    /// The colour of the items that are not selected.
    public var unselectedItemTintColor = Color(white: 0.56) { didSet { invalidate() } }

    /// Creates a tab bar; the selection is clamped to the items there are, or -1 when there
    /// are none.
    public init(frame: Rect = .zero, items: [TabBarItem] = [], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = items.isEmpty ? -1 : min(max(selectedIndex, 0), items.count - 1)
        super.init(frame: frame)
        backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }

    /// `TabBar.height` high, any width (UIKit's tab bar's intrinsic height).
    open override var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, TabBar.height) }

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
        // The hairline along the top edge.
        list.append(Quad(content: .color(Color(white: 0, alpha: 0.3)), size: Size(bounds.width, 1), transform: m,
                         opacity: opacity, clip: clip))
        guard !items.isEmpty, bounds.width > 0 else { return }
        // The items take the bar's standard height; below it is the home indicator's room.
        let w = bounds.width / Double(items.count), h = min(bounds.height, TabBar.height)
        let icons = items.contains { $0.hasIcon }
        for (i, item) in items.enumerated() {
            let cell = Transform3D.translation(Double(i) * w, 1).concatenating(m)
            let base = i == selectedIndex ? tintColor : unselectedItemTintColor
            let color = base.withAlpha(isEnabled ? 1 : 0.4)
            let title = item.title ?? ""
            guard icons else {
                // Titles shrink a little in narrow cells so that several tabs still fit a small window.
                let fontSize = min(13, max(9, w / 7))
                list.append(Quad(content: .text(TextSpec(title, fontSize: fontSize, color: color)),
                                 size: Size(w, max(0, h - 1)), transform: cell, opacity: opacity, clip: clip,
                                 contentMode: .center))
                // Without icons the badge sits at the title's top right.
                if let badge = item.badgeValue {
                    drawBadge(badge, at: Point(w / 2 + 12, max(0, h / 2 - 20)), into: &list, transform: cell, opacity: opacity, clip: clip)
                }
                continue
            }
            let side = 25.0
            let iconOrigin = Point((w - side) / 2, 5)
            let iconRect = Rect(iconOrigin.x, iconOrigin.y, side, side)
            if let symbol = item.symbol(selected: i == selectedIndex) {
                SystemSymbol.draw(symbol, in: iconRect, color: color, into: &list, transform: cell, opacity: opacity, clip: clip)
            } else if let image = (i == selectedIndex ? item.selectedImage : nil) ?? item.image {
                list.append(Quad(content: .image(image), size: Size(side, side),
                                 transform: Transform3D.translation(iconOrigin.x, iconOrigin.y).concatenating(cell),
                                 opacity: opacity, clip: clip, contentMode: .aspectFit, tint: color))
            } else if item.drawsPlaceholder {
                SystemSymbol.drawMissingImage(in: iconRect, color: color, into: &list, transform: cell, opacity: opacity, clip: clip)
            }
            let style = ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail)
            let text = AttributedText(title, attributes: TextAttributes(font: .systemFont(ofSize: 10, weight: .medium),
                                                                       foregroundColor: color, paragraphStyle: style))
            list.append(Quad(content: .text(TextSpec(text, maxWidth: w - 4, maxHeight: 14, numberOfLines: 1)),
                             size: Size(w - 4, 14), transform: Transform3D.translation(2, 32).concatenating(cell),
                             opacity: opacity, clip: clip, contentMode: .center))
            if let badge = item.badgeValue {
                drawBadge(badge, at: Point(w / 2 + 6, 2), into: &list, transform: cell, opacity: opacity, clip: clip)
            }
        }
    }

    /// A badge: white 13-point text in a red capsule 18 points high, its left edge at `p.x`.
    private func drawBadge(_ value: String, at p: Point, into list: inout DrawList, transform m: Transform3D,
                           opacity: Double, clip: Rect?) {
        let text = AttributedText(value, attributes: TextAttributes(font: .systemFont(ofSize: 13), foregroundColor: .white))
        let textWidth = value.isEmpty ? 0 : TextSystem.measurer.layout(TextSpec(text, numberOfLines: 1)).size.width
        let size = Size(max(18, textWidth + 10), 18)
        let t = Transform3D.translation(p.x, p.y).concatenating(m)
        list.append(Quad(content: .color(Color(red: 1, green: 0.231, blue: 0.188)), size: size, transform: t, opacity: opacity,
                         clip: clip, cornerRadius: 9))
        if !value.isEmpty {
            list.append(Quad(content: .text(TextSpec(text, maxWidth: size.width, maxHeight: size.height, numberOfLines: 1)),
                             size: size, transform: t, opacity: opacity, clip: clip, contentMode: .center))
        }
    }
}
