import Foundation

/// The bar along the bottom of a `TabBarController` (UITabBar): a light translucent bar
/// `TabBar.height` points tall with a hairline on top and one item per tab, in equal-width
/// cells, titled; the selected item is drawn in the tint colour, the others grey.
///
/// Clicking an item, or pressing Left/Right while the bar is focused, selects it and sends
/// `valueChanged`; Enter/Space selects the next item, wrapping round.
open class TabBar: CellRowControl {
    /// The bar's height in points, as UIKit's compact tab bar (no home-indicator inset).
    public static let height: Double = 49

    /// The items' titles, left to right. Shortening the list moves the selection onto the last
    /// item (-1 when empty).
    public var items: [String] { didSet { selectedIndex = min(selectedIndex, items.count - 1); invalidate() } }
    /// The selected item, or -1 for none.
    public var selectedIndex: Int { didSet { invalidate() } }
    /// The colour of the items that are not selected.
    public var unselectedItemTintColor = Color(white: 0.56) { didSet { invalidate() } }

    /// Creates a tab bar; the selection is clamped to the items there are, or -1 when there
    /// are none.
    public init(frame: Rect = .zero, items: [String] = [], selectedIndex: Int = 0) {
        self.items = items
        self.selectedIndex = items.isEmpty ? -1 : min(max(selectedIndex, 0), items.count - 1)
        super.init(frame: frame)
        backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }

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
        let w = bounds.width / Double(items.count), h = bounds.height
        // Titles shrink a little in narrow cells so that several tabs still fit a small window.
        let fontSize = min(13, max(9, w / 7))
        for (i, title) in items.enumerated() {
            let cell = Transform3D.translation(Double(i) * w, 1).concatenating(m)
            let color = i == selectedIndex ? tintColor : unselectedItemTintColor
            list.append(Quad(content: .text(TextSpec(title, fontSize: fontSize, color: color.withAlpha(isEnabled ? 1 : 0.4))),
                             size: Size(w, max(0, h - 1)), transform: cell, opacity: opacity, clip: clip,
                             contentMode: .center))
        }
    }
}
