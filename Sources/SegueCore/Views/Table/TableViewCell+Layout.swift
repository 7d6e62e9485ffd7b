import Foundation

/// Where a cell's parts go, per style, as iOS lays them out: the layout margin (16 pt, 20 pt
/// wider than 390 pt) at both edges, the accessory right-aligned at the trailing margin, the
/// labels in `contentView` beside it. The default style's label spans the content; the other
/// styles' labels are as wide as their text and one line high, centred in the row, as Xcode
/// stores them.
extension TableViewCell {
    /// The side of an image file in the default, subtitle and value1 styles where its size is
    /// not known: the 29-pt square of iOS's Settings icons, at the margin (UIKit sizes the image
    /// view to its image; Core does not read image files, so an image without a recorded size
    /// is fitted in this square).
    public static let imageSide = 29.0
    /// The side of a system symbol's square in those styles: 26 pt, centred 12 pt past the
    /// margin, as Xcode stores a cell's symbol image view (19 pt in from a 20-pt margin's edge,
    /// the text 15 pt past it at 60).
    public static let symbolSide = 26.0
    static let symbolCentreFromMargin = 12.0
    /// The gap between the image and the text, and so where the text and the separator start
    /// past the image (16 + 29 + 15 = 60, as in Settings).
    static let imageTextGap = 15.0
    /// The value2 style's left column: its width and the gap to the detail text.
    static let value2ColumnWidth = 67.0
    static let value2ColumnGap = 6.0
    /// How far before the cell's trailing margin the content view ends for each accessory:
    /// UIKit's accessory view is wider than its glyph. Read from Xcode's stored cells (iOS 13
    /// and later): a disclosure cell's content view ends 26.5 pt before a 16-pt margin cell's
    /// edge and 30.5 before a 20-pt one's, a checkmark's and a detail button's 44 before a
    /// 20-pt one's. A detail disclosure button's ends 62⅓ pt before the edge with either
    /// margin (OwnTracks' nine, Xcode 16, in cells 375, 390 and 440 wide), and before its
    /// glyphs with a wider one.
    var accessoryWidthBeforeMargin: Double {
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 10.5
        case .checkmark, .detailButton: return 24
        case .detailDisclosureButton: return max(62 + 1.0 / 3 - sideMargins.trailing, accessorySize.width)
        }
    }
    /// The content view's trailing margin beside an accessory (UIKit's 8, a view's default):
    /// the style's labels end there.
    static let accessoryContentMargin = 8.0

    /// The cell's margin (`UITableViewCell.layoutMargins`' leading and trailing values on
    /// iPhone): its table's side margin (`tableSideMargin`), so an inset grouped cell's is the
    /// margin its row is inset by: 16 on a 375-point table, 20 on a 414-point one, as Xcode
    /// stores such cells' content. Out of a table (a xib's cell on Xcode's canvas), from
    /// iOS 13 the system minimum for the screen's width where the cell is wider than 320
    /// points, else 16: Xcode 11 to 26 store 20-point margins in cells 331 to 462 points wide
    /// on a 414-point phone, 16 in cells 320 wide there and in cells 370 to 600 wide on a
    /// 375-point one (78 cells in six apps pinned to a 16- or 20-point margin, none other).
    /// Before, the minimum for the cell's own width: Xcode 10 stores 20 in 600-point cells on
    /// a 375-point phone (14 cells), 16 in cells 320 to 343 wide.
    var layoutMarginWidth: Double {
        if let tableSideMargin { return tableSideMargin }
        guard systemVersion >= 13, bounds.width > 320, let device = window?.device else { return View.systemSideMargin(forWidth: bounds.width) }
        return View.systemSideMargin(forWidth: device.wholeScreenWidth)
    }

    /// The leading and trailing margins the style's parts keep to: the cell's own
    /// `layoutMargins` where the app or the storyboard set them (AltStore's 30-pt rows), else
    /// `layoutMarginWidth` on both sides; before iOS 11, whose cells' margins were a view's
    /// 8 points, iOS 7's fixed 15 (`classicStyleInset`).
    var sideMargins: (leading: Double, trailing: Double) {
        if layoutState.layoutMarginsSet { return (layoutMargins.left, layoutMargins.right) }
        if systemVersion <= 10 { return (TableViewCell.classicStyleInset, TableViewCell.classicStyleInset) }
        return (layoutMarginWidth, layoutMarginWidth)
    }

    /// How far in from the cell's sides a style's labels and image stood before iOS 11: Xcode 8
    /// (tools 11542 to 12120) stores the labels of 20 cells in five apps 15 points from the
    /// content view's edges and a value1 detail 15 from the end (an image 15 in in Hero's
    /// file, 16 in IBAnimatable's); Xcode 9 and later, 16 (20 on wider screens).
    static let classicStyleInset = 15.0

    /// Where the content view ends before a disclosure indicator before iOS 13, from the cell's
    /// trailing edge: 33 points to iOS 11, 34 in iOS 12, whatever the margins (of 31 such
    /// cells, 320 to 600 points wide, that Xcode 8 to 10 store in seven apps, 26 end so); and
    /// where the style's labels end, 35 points from that edge. Nil from iOS 13, where both
    /// follow the margin.
    var classicDisclosureExtent: (content: Double, labels: Double)? {
        guard accessoryType == .disclosureIndicator, systemVersion <= 12 else { return nil }
        return (systemVersion <= 11 ? 33 : 34, 35)
    }

    /// How far the content view stays in from the cell's sides: the part of the cell under the
    /// safe area's left and right insets (a notch in landscape) when the table insets its
    /// content views, as UIKit's `insetsContentViewsToSafeArea` does by default.
    var contentSideInsets: (left: Double, right: Double) {
        guard insetsContentToSafeArea else { return (0, 0) }
        let safe = safeAreaInsets
        return (safe.left, safe.right)
    }

    /// Where the style's image and labels start: the leading margin, indented by
    /// `indentationLevel` steps of `indentationWidth`.
    var styleLeading: Double { sideMargins.leading + Double(max(0, indentationLevel)) * indentationWidth }

    /// The accessory glyph's size (zero for none).
    var accessorySize: Size {
        switch accessoryType {
        case .none: return Size(0, 0)
        case .disclosureIndicator: return Size(8, 13)
        case .checkmark: return Size(14, 11)
        case .detailButton: return Size(22, 22)
        case .detailDisclosureButton: return Size(22 + 12 + 8, 22)
        }
    }

    /// Where the accessory glyph sits, in the cell's coordinates.
    var accessoryFrame: Rect {
        let s = accessorySize
        return Rect(bounds.width - contentSideInsets.right - sideMargins.trailing - s.width, (bounds.height - s.height) / 2,
                    s.width, s.height)
    }

    /// Whether the image view has an image to show.
    var showsImage: Bool { imageView.map { $0.systemImageName != nil || !($0.image ?? "").isEmpty } ?? false }

    /// Where the image goes in a row `height` high, in the content view: a symbol's square
    /// centred 12 pt past the margin and vertically; an image file at the margin, at its size
    /// where its image view has one (the size an Interface Builder document records for the
    /// image, as UIKit sizes the style's image view to its image), scaled down to the row's
    /// height, its top the whole point above the centre (Xcode stores a 22-point image 10
    /// points down a 43.5-point content view, a 19-point one 12); else `imageSide`'s square,
    /// centred.
    func imageFrame(height h: Double) -> Rect {
        let m = styleLeading
        if imageView?.systemImageName != nil {
            let side = min(TableViewCell.symbolSide, h)
            return Rect(m + TableViewCell.symbolCentreFromMargin - side / 2, (h - side) / 2, side, side)
        }
        if let own = imageView?.layoutIntrinsicSize, own.width > 0, own.height > 0 {
            let k = min(1, h / own.height)
            let size = Size(own.width * k, own.height * k)
            return Rect(m, ((h - size.height) / 2).rounded(.down), size.width, size.height)
        }
        let side = min(TableViewCell.imageSide, h)
        return Rect(m, (h - side) / 2, side, side)
    }

    /// Where the text starts, in the cell's coordinates: the margin, or 15 pt past the image.
    var textLeading: Double {
        showsImage ? imageFrame(height: contentViewFrame.height).maxX + TableViewCell.imageTextGap : styleLeading
    }

    /// The separator's inset when `separatorInset` is nil: from the text's leading edge.
    var effectiveSeparatorInset: EdgeInsets {
        separatorInset ?? EdgeInsets(left: contentSideInsets.left + (style == .value2 ? styleLeading : textLeading))
    }

    /// Where the content view goes: inside the safe area's sides, before the accessory's view,
    /// above the separator's line where the release takes it out of the content
    /// (`separatorLineInContent`).
    var contentViewFrame: Rect {
        let sides = contentSideInsets
        let extent = classicDisclosureExtent?.content ?? sideMargins.trailing + accessoryWidthBeforeMargin
        let end = accessoryType == .none ? bounds.width - sides.right : max(0, bounds.width - sides.right - extent)
        return Rect(sides.left, 0, max(0, end - sides.left), max(0, bounds.height - separatorLineInContent))
    }

    /// The height of the separator's line that iOS 12 and earlier took out of the bottom of the
    /// content view: one pixel (0.5 pt on a 2× screen) where the cell has a separator; a cell
    /// outside a table counts as having one, as Xcode stores xib cells, though none is drawn.
    /// Xcode 10 and earlier store a 44-point cell's content view 43.5 high on a 2× phone (74
    /// cells in four apps, saved by tools 12118 to 14490; 38 saved by Xcode 8, mostly tools
    /// 11xxx, store it a whole point shorter); Xcode 11 and later, drawing iOS 13, store it as
    /// high as the cell (647 cells in fourteen apps, one exception).
    var separatorLineInContent: Double {
        let inTable = tableSideMargin != nil
        guard systemVersion <= 12, !inTable || separatorStyle != .none else { return 0 }
        return 1 / (window?.device?.scale ?? 1)
    }

    /// Sets the frames of the content view, image and labels for the style.
    func layoutStyle() {
        contentView.frame = contentViewFrame
        let contentWidth = contentView.frame.width, h = contentView.frame.height
        let m = styleLeading, trailingMargin = sideMargins.trailing
        let classic = classicDisclosureExtent.map { $0.labels - $0.content }
        let trailing = contentWidth - (accessoryType == .none ? trailingMargin : classic ?? TableViewCell.accessoryContentMargin)
        let lead = textLeading
        if let image = imageView {
            image.isHidden = !showsImage
            image.frame = imageFrame(height: h)
        }
        guard let text = textLabel else { return }
        switch style {
        case .default:
            text.frame = Rect(lead, 0, max(0, trailing - lead), h)
        case .subtitle:
            guard let detail = detailTextLabel else { return }
            let th = lineHeight(text), dh = detail.layoutIntrinsicSize.height > 0 ? lineHeight(detail) : 0
            let gap = dh > 0 ? 1.0 : 0
            let top = (h - th - gap - dh) / 2, available = max(0, trailing - lead)
            text.frame = Rect(lead, top, min(text.layoutIntrinsicSize.width, available), th)
            detail.frame = Rect(lead, top + th + gap, min(detail.layoutIntrinsicSize.width, available), dh)
        case .value1:
            guard let detail = detailTextLabel else { return }
            let available = max(0, trailing - lead)
            let dw = min(detail.layoutIntrinsicSize.width, available)
            let tw = min(text.layoutIntrinsicSize.width, available - dw - (dw > 0 ? 8 : 0))
            detail.frame = Rect(trailing - dw, 0, dw, h).centredLine(lineHeight(detail))
            text.frame = Rect(lead, 0, max(0, tw), h).centredLine(lineHeight(text))
        case .value2:
            guard let detail = detailTextLabel else { return }
            let column = TableViewCell.value2ColumnWidth
            text.frame = Rect(m, 0, column, h).centredLine(lineHeight(text))
            let dx = m + column + TableViewCell.value2ColumnGap
            detail.frame = Rect(dx, 0, max(0, trailing - dx), h).centredLine(lineHeight(detail))
        }
    }

    /// The height of one line of a label's font (its measured text, or the font's size
    /// scaled by iOS's usual line spacing when the label is empty). A label's intrinsic sizes
    /// here are the layout's: the text Interface Builder lays an empty style label out with
    /// stands for its own until it has text (`IBConverter.placeholderText`).
    private func lineHeight(_ label: Label) -> Double {
        let measured = label.layoutIntrinsicSize.height
        return measured > 0 ? measured : (label.font.pointSize * 1.2).rounded()
    }
}

private extension Rect {
    /// This rectangle's band of height `line`, centred in it (a one-line label in a row).
    func centredLine(_ line: Double) -> Rect {
        let h = min(line, height)
        return Rect(minX, minY + (height - h) / 2, width, h)
    }
}
