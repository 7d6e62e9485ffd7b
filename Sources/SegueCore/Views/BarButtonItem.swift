import Foundation

/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title, an image or
/// one of UIKit's system items, and a `handler` called when it is clicked (UIKit's
/// target/action, as a closure). The bar that shows the item makes the control that draws it;
/// changing a property redraws that bar at once.
///
/// System items with a word (`done`, `cancel`, `edit`, `save`, `undo`, `redo`) are drawn as
/// their English title, `done` and `save` in the bold `done` style as UIKit draws them; the
/// others are drawn as the SF Symbols UIKit shows for them since iOS 13 (`symbolName`), in
/// SegueKit's own drawing (`SystemSymbol`). `flexibleSpace` and `fixedSpace` draw nothing and
/// only space a toolbar's items.
///
/// An item with a `customView` (`UIBarButtonItem(customView:)`) shows that view instead of a
/// title or image: at its own size (its frame's), centred vertically in the bar's row, taking
/// its width in the bar; the view handles its own clicks, and the item's `handler` is not
/// called, as in UIKit.
@MainActor
open class BarButtonItem {
    /// UIKit's system items (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: String, Sendable, CaseIterable {
        /// "Done", bold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", bold.
        case save
        /// A plus sign.
        case add
        /// Room that grows to fill a toolbar, shared with the other flexible spaces.
        case flexibleSpace
        /// Room of `width` points (8 when it is 0).
        case fixedSpace
        /// A square with a pencil.
        case compose
        /// An arrow turning back.
        case reply
        /// A box with an arrow leaving it upwards (share).
        case action
        /// A folder.
        case organize
        /// An open book.
        case bookmarks
        /// A magnifying glass.
        case search
        /// A circular arrow.
        case refresh
        /// A cross.
        case stop
        /// A camera.
        case camera
        /// A waste bin.
        case trash
        /// A triangle pointing right.
        case play
        /// Two bars.
        case pause
        /// Two triangles pointing left.
        case rewind
        /// Two triangles pointing right.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo

        /// The word UIKit shows for a system item drawn as text (nil for glyphs and spaces).
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol UIKit draws for the item since iOS 13 (nil for words and spaces).
        public var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            default: nil
            }
        }
    }

    /// How a titled item is drawn (`UIBarButtonItem.Style`).
    public enum Style: Sendable {
        /// The regular 17-point system font.
        case plain
        /// The semibold 17-point system font, for the item that finishes a task.
        case done
    }

    /// The title (a system item's word when it has one).
    public var title: String? { didSet { changed() } }
    /// The path of an image drawn in the tint colour (its alpha is kept, as UIKit's template
    /// images), fitted into 24 × 24 points; used when there is no title.
    public var image: String? { didSet { changed() } }
    /// An SF Symbol drawn instead of an image file (`UIImage(systemName:)`), in the tint colour
    /// on 24 × 24 points (see `SystemSymbol`); used when there is no title.
    public var systemImageName: String? { didSet { changed() } }
    /// The system item the item was made as, if any.
    public let systemItem: SystemItem?
    /// Plain or done (bold).
    public var style: Style { didSet { changed() } }
    /// Whether the item can be clicked; a disabled item is drawn faded.
    public var isEnabled = true { didSet { changed() } }
    /// The item's colour; nil uses its bar's `tintColor`.
    public var tintColor: Color? { didSet { changed() } }
    /// A fixed space's width, or the least width of another item; 0 leaves it to the content.
    public var width: Double = 0 { didSet { changed() } }
    /// Called when the item is clicked (UIKit's target/action, or `primaryAction`).
    public var handler: ((BarButtonItem) -> Void)?
    /// A view shown instead of the title or image (UIKit's `customView`), at its frame's size,
    /// centred vertically in the bar; nil draws the title, image or system item.
    public var customView: View? { didSet { changed() } }
    /// A string that names the item in tests and traces (UIKit's `accessibilityIdentifier`).
    public var accessibilityIdentifier: String?
    /// The id a storyboard gives the item (a popover segue's anchor names it).
    var storyboardIdentifier: String?

    /// Draws a placeholder square instead of an image that could not be found.
    var drawsPlaceholder = false { didSet { changed() } }

    /// The bar showing the item, redrawn when it changes.
    weak var host: BarItemHost?

    /// An item titled `title`.
    public init(title: String?, style: Style = .plain, handler: ((BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.systemItem = nil
        self.handler = handler
    }

    /// An item showing the image at `image` (a file path).
    public init(image: String?, style: Style = .plain, handler: ((BarButtonItem) -> Void)? = nil) {
        self.image = image
        self.style = style
        self.systemItem = nil
        self.handler = handler
    }

    /// A system item (`UIBarButtonItem(barButtonSystemItem:primaryAction:)`): `done` and `save`
    /// come in the done style.
    public init(barButtonSystemItem systemItem: SystemItem, handler: ((BarButtonItem) -> Void)? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.handler = handler
    }

    /// An item showing `customView` (`UIBarButtonItem(customView:)`) at its frame's size.
    public init(customView: View) {
        self.customView = customView
        self.style = .plain
        self.systemItem = nil
    }

    /// A flexible space (`UIBarButtonItem.flexibleSpace()`).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space `width` points wide (`UIBarButtonItem.fixedSpace(_:)`).
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item only makes room (a flexible or fixed space).
    public var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    private func changed() { host?.barItemChanged() }
}

/// A bar that shows bar items and redraws when one changes.
@MainActor
protocol BarItemHost: AnyObject {
    /// One of the bar's items (or the navigation item holding them) changed.
    func barItemChanged()
}

/// The control a bar draws for one `BarButtonItem`: its word, image or glyph in the tint
/// colour, faded while pressed (as UIKit's bar buttons) or disabled; a click calls the item's
/// handler.
final class BarItemButton: Control {
    /// The item drawn.
    let item: BarButtonItem
    /// The bar's tint, used when the item has none.
    var barTint: Color = .systemBlue { didSet { invalidate() } }

    /// The glyph's and image's side in points.
    static let iconSide = 24.0
    /// How the bar's appearance draws items of this one's style (nil: the default look).
    var appearance: BarButtonItemAppearance? {
        didSet { if appearance !== oldValue { invalidate() } }
    }

    init(item: BarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isEnabled = item.isEnabled
        if let custom = item.customView { addSubview(custom) }
        addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            self.item.handler?(self.item)
        }
    }

    /// The font of a titled item: 17 points, semibold in the done style, unless the bar's
    /// appearance gives one.
    var font: Font { titleAttributes.font }

    /// The title's attributes: the style's font in the item's colour, with what the bar's
    /// appearance sets for the item's state over them.
    private var titleAttributes: TextAttributes {
        let base = TextAttributes(font: .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular),
                                  foregroundColor: color)
        return base.applying(appearance?.titleTextAttributes(enabled: isEnabled, highlighted: isHighlighted) ?? [:])
    }

    /// The title drawn (nil for images, glyphs, spaces and custom views).
    var drawnTitle: String? {
        guard !item.isSpace, item.customView == nil else { return nil }
        if let t = item.title, !t.isEmpty { return t }
        if item.image == nil, symbol == nil, !item.drawsPlaceholder { return "" }
        return nil
    }

    /// The SF Symbol drawn: the system item's, or the item's `systemImageName`.
    private var symbol: String? { item.systemItem?.symbolName ?? item.systemImageName }

    private var color: Color {
        let c = item.tintColor ?? barTint
        return c.withAlpha(c.alpha * (isEnabled ? (isHighlighted ? 0.25 : 1) : 0.35))
    }

    /// The width the item takes in its bar.
    var preferredWidth: Double {
        if item.systemItem == .fixedSpace { return item.width > 0 ? item.width : 8 }
        if item.systemItem == .flexibleSpace { return 0 }
        if let custom = item.customView { return custom.bounds.width }
        var w = BarItemButton.iconSide
        if let t = drawnTitle {
            w = TextSystem.measurer.layout(TextSpec(AttributedText(t, attributes: TextAttributes(font: font)), numberOfLines: 1)).size.width
        }
        return max(w.rounded(.up), item.width)
    }

    /// Puts a custom view at its own size, at the left of the item, centred vertically.
    override func layoutSubviews() {
        guard let custom = item.customView, custom.superview === self else { return }
        let size = custom.bounds.size
        custom.frame = Rect(0, (bounds.height - size.height) / 2, size.width, size.height)
    }

    override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard item.customView == nil else { return }
        let side = BarItemButton.iconSide
        let origin = Point((bounds.width - side) / 2, (bounds.height - side) / 2)
        if let t = drawnTitle {
            let style = ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail)
            var attributes = titleAttributes
            attributes.paragraphStyle = style
            let text = AttributedText(t, attributes: attributes)
            list.append(Quad(content: .text(TextSpec(text, maxWidth: bounds.width, maxHeight: bounds.height, numberOfLines: 1)),
                             size: bounds.size, transform: m, opacity: opacity, clip: clip, contentMode: .center))
        } else if let symbol {
            SystemSymbol.draw(symbol, in: Rect(origin.x, origin.y, side, side), color: color, into: &list, transform: m,
                              opacity: opacity, clip: clip)
        } else if item.drawsPlaceholder {
            SystemSymbol.drawMissingImage(in: Rect(origin.x, origin.y, side, side), color: color, into: &list, transform: m,
                                          opacity: opacity, clip: clip)
        } else if let image = item.image {
            list.append(Quad(content: .image(image), size: Size(side, side),
                             transform: Transform3D.translation(origin.x, origin.y).concatenating(m), opacity: opacity,
                             clip: clip, contentMode: .aspectFit, tint: color))
        }
    }
}
