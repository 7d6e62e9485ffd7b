import Foundation

/// One row of a `TableView` (UITableViewCell): a `contentView` holding the style's labels and
/// image, an accessory at the trailing edge, a selection highlight and a separator, drawn as
/// iOS draws them in light mode.
///
/// A table keeps only the cells it shows; one that scrolls away goes back to the table's
/// reuse pool under its `reuseIdentifier`, and `prepareForReuse()` is called before
/// `TableView.dequeueReusableCell(withIdentifier:for:)` hands it out again.
open class TableViewCell: View {
    /// The standard layouts of a cell's labels (UITableViewCell.CellStyle).
    public enum CellStyle: String, Hashable, Sendable, CaseIterable {
        /// An optional image, then `textLabel` (17 pt) filling the row; no detail label.
        case `default`
        /// `textLabel` (17 pt) on `detailTextLabel` (12 pt, grey), stacked and left-aligned.
        case subtitle
        /// `textLabel` (17 pt) on the left, `detailTextLabel` (17 pt, grey) right-aligned on the right.
        case value1
        /// `textLabel` (15 pt, tinted) right-aligned in a fixed-width left column, then
        /// `detailTextLabel` (15 pt, black) left-aligned beside it, as the Contacts app shows fields.
        case value2
    }

    /// The standard accessories at a cell's trailing edge (UITableViewCell.AccessoryType).
    public enum AccessoryType: String, Hashable, Sendable, CaseIterable {
        /// No accessory.
        case none
        /// A grey chevron: the row leads to another screen.
        case disclosureIndicator
        /// An info button followed by a chevron.
        case detailDisclosureButton
        /// A tinted checkmark: the row is chosen.
        case checkmark
        /// An info button (a tinted circled "i").
        case detailButton
    }

    /// How a selected or pressed cell looks (UITableViewCell.SelectionStyle).
    public enum SelectionStyle: String, Hashable, Sendable, CaseIterable {
        /// No highlight.
        case none
        /// Kept for UIKit's names; drawn as `.default` (grey), as on iOS 7 and later.
        case blue
        /// A grey fill.
        case gray
        /// The system's highlight, a light grey fill.
        case `default`
    }

    /// Where a cell sits in its section, which decides its separators and (inset grouped)
    /// its rounded corners. Set by the table.
    enum SectionPosition: Hashable, Sendable {
        case alone, first, middle, last
    }

    /// The layout of the labels, fixed at creation.
    public let style: CellStyle
    /// The name of the reuse pool the cell returns to when it scrolls away, as given to
    /// `init(style:reuseIdentifier:)` or by `register(_:forCellReuseIdentifier:)`.
    public let reuseIdentifier: String?
    /// The view the style's labels and image live in, and where custom content goes, like
    /// `UITableViewCell.contentView`. It spans the cell but for the accessory.
    public let contentView = View()
    /// The main label (optional as in UIKit, always present here).
    public private(set) var textLabel: Label?
    /// The secondary label of the subtitle, value1 and value2 styles; nil in the default style,
    /// as in UIKit.
    public private(set) var detailTextLabel: Label?
    /// The image at the leading edge (default, subtitle and value1 styles, as in Settings'
    /// rows; hidden while it has no image). Optional as in UIKit; nil in the value2 style.
    public private(set) var imageView: ImageView?

    /// The accessory drawn at the trailing edge.
    public var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); invalidate() } }
    /// How the cell looks while selected or pressed.
    public var selectionStyle: SelectionStyle = .default { didSet { invalidate() } }
    /// Whether the row is selected; the table sets it, or call `setSelected(_:animated:)`.
    public var isSelected = false { didSet { if oldValue != isSelected { invalidate() } } }
    /// Whether the row is pressed (shown like a selection, without being one).
    public var isHighlighted = false { didSet { if oldValue != isHighlighted { invalidate() } } }
    /// How many steps the style's image and labels stand in from the leading margin
    /// (`UITableViewCell.indentationLevel`; 0 by default). Custom content in the content view
    /// does not move, as in UIKit.
    public var indentationLevel = 0 { didSet { if oldValue != indentationLevel { setNeedsLayout(); invalidate() } } }
    /// The width of one indentation step, in points (`indentationWidth`; 10 by default).
    public var indentationWidth = 10.0 { didSet { if oldValue != indentationWidth { setNeedsLayout(); invalidate() } } }
    /// The inset of the separator under the cell. Nil (the default) follows the table: the
    /// text's leading edge (the layout margin, or past the image), reaching the trailing edge.
    public var separatorInset: EdgeInsets? { didSet { invalidate() } }
    /// What selecting the cell's row does after the delegate's `didSelectRowAt`: a storyboard
    /// cell's segue or unwind (UIKit triggers a cell's segues on selection this way).
    var selectionAction: (() -> Void)?
    /// Checkmarks, info buttons and the value2 title are drawn in the cell's `tintColor`
    /// (inherited from the table, as any view's).
    open override func tintColorDidChange() { tintChanged() }

    /// Set by the table: its style, separators and where the cell sits in its section.
    var tableStyle: TableView.Style = .plain { didSet { if oldValue != tableStyle { invalidate() } } }
    /// The system minimum side margin of the table the cell is in, at the table's width (set
    /// by the table; nil out of one).
    var tableSideMargin: Double? { didSet { if oldValue != tableSideMargin { invalidate() } } }
    /// Whether its table insets content views to the safe area (`insetsContentViewsToSafeArea`).
    var insetsContentToSafeArea = true
    var sectionPosition: SectionPosition = .middle { didSet { if oldValue != sectionPosition { invalidate() } } }
    /// The separators the table draws through the cell (its `separatorStyle`); none for a cell
    /// outside a table (a collection view's, a cell shown alone), as UIKit's table draws them.
    var separatorStyle: TableView.SeparatorStyle = .none { didSet { if oldValue != separatorStyle { invalidate() } } }
    var separatorColor: Color? { didSet { if oldValue != separatorColor { invalidate() } } }
    /// The fill a cell gets where its `backgroundColor` is not set, as UIKit's default cell
    /// background: a plain table's `systemBackground`, a grouped one's
    /// `secondarySystemGroupedBackground` (both white in the light appearance; black and dark
    /// grey in the dark). It is drawn with rounded corners where an inset grouped section rounds
    /// them; `backgroundColor`, when set, is drawn square over it.
    var styleFill: Color { controlPalette.cellBackground(grouped: tableStyle != .plain) }

    /// Creates a cell of `style` that returns to the pool `reuseIdentifier`. Subclasses the
    /// table makes from `register(_:forCellReuseIdentifier:)` are created with this initialiser.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(0, 0, 320, 44))
        let text = Label()
        textLabel = text
        if style != .value2 {
            let image = ImageView()
            image.contentMode = .aspectFit
            imageView = image
            contentView.addSubview(image)
        }
        contentView.addSubview(text)
        if style != .default {
            let detail = Label()
            detailTextLabel = detail
            contentView.addSubview(detail)
        }
        applyStyleFonts()
        // The cell's margins are its text's inset, safe area or not (as its style's labels are).
        insetsLayoutMarginsFromSafeArea = false
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
        layoutSubviews()
    }

    /// A cell's default top and bottom layout margin on `device`'s screen: 11 pt, and 15 pt on
    /// one drawing iOS 26 (`DeviceProfile.drawsIOS26`), as Xcode 26 stores a cell's content
    /// pinned to its margins (14 of 16 such constraints in two apps' files; Xcode 16 and earlier
    /// store 11).
    public nonisolated static func verticalMargin(on device: DeviceProfile?) -> Double {
        device?.drawsIOS26 == true ? 15 : 11
    }

    /// UIKit's cell margins, wherever the cell stands (in a table, or shown on its own as a
    /// xib's scene, whose root view it then is): 11 pt above and below (15 on a screen drawing
    /// iOS 26), the text's inset at the sides. Before iOS 11 a cell kept a view's 8 pt on every
    /// side, as Xcode 8 stores cells' content pinned to their margins.
    open override var defaultLayoutMargins: EdgeInsets {
        if systemVersion <= 10 { return ViewLayoutState.viewMargins }
        let side = layoutMarginWidth, vertical = TableViewCell.verticalMargin(on: window?.device)
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
    }

    /// Creates a default-style cell with no reuse identifier.
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The content view preserves the cell's margins, so content constrained to its
        // margins lines up with the text. Layout reads them when it builds its constraints: a
        // new default (a new width, a new screen) builds them again. Margins the app or the
        // storyboard set are kept.
        let defaults = defaultLayoutMargins
        if !layoutState.layoutMarginsSet, layoutState.layoutMargins != defaults {
            layoutState.layoutMargins = defaults
            setNeedsEngineUpdate()
        }
        layoutStyle()
    }

    /// A cell's background colour fills the shape of its place in its section: an inset
    /// grouped section's first and last cells have its rounded corners, as UIKit's cells are
    /// cut to their section.
    open override func drawBackground(_ color: Color, cornerRadius: Double, size: Size, into list: inout DrawList,
                                      transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard tableStyle == .insetGrouped else {
            super.drawBackground(color, cornerRadius: cornerRadius, size: size, into: &list, transform: m, opacity: opacity, clip: clip)
            return
        }
        let cellClip = m.boundingBox(of: Rect(size: size))
        appendFill(color, into: &list, m, opacity, clip.map { $0.intersection(cellClip) } ?? cellClip)
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        drawCell(into: &list, transform: m, opacity: opacity, clip: clip)
    }

    /// Selects or deselects the cell (UIKit's `setSelected(_:animated:)`). The highlight
    /// shows or goes at once; `animated` is accepted for UIKit's signature.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Presses or releases the cell (UIKit's `setHighlighted(_:animated:)`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Called before the table hands this cell out again from its reuse pool, like
    /// `UITableViewCell.prepareForReuse()`: resets selection and highlight. Subclasses reset
    /// their own content here (call super).
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        alpha = 1
        transform = .identity
    }

    /// The fonts and colours of the style's labels, as iOS gives them.
    private func applyStyleFonts() {
        guard let text = textLabel else { return }
        switch style {
        case .default:
            text.font = .systemFont(ofSize: 17)
        case .subtitle:
            text.font = .systemFont(ofSize: 17)
            detailTextLabel?.font = .systemFont(ofSize: 12)
            detailTextLabel?.textColor = TableViewCell.secondaryTextColor
        case .value1:
            text.font = .systemFont(ofSize: 17)
            detailTextLabel?.font = .systemFont(ofSize: 17)
            detailTextLabel?.textColor = TableViewCell.secondaryTextColor
            detailTextLabel?.textAlignment = .right
        case .value2:
            text.font = .systemFont(ofSize: 15, weight: .medium)
            text.textColor = tintColor
            text.textAlignment = .right
            detailTextLabel?.font = .systemFont(ofSize: 15)
        }
    }

    private func tintChanged() {
        if style == .value2 { textLabel?.textColor = tintColor }
        invalidate()
    }

    /// iOS's secondary label colour on white (#3C3C43 at 60%, flattened).
    static let secondaryTextColor = Color(red: 0.54, green: 0.54, blue: 0.556)
}
