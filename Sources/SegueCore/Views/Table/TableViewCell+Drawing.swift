import Foundation

/// A cell's own drawing, under its content: the fill (rounded where an inset grouped section
/// rounds it), the selection highlight, the separators and the accessory glyph, all made of
/// quads (a line is a thin rotated quad with round ends).
extension TableViewCell {
    /// The fill of a selected or pressed cell in the light appearance (iOS's systemGray4,
    /// #D1D1D6); the dark appearance's systemGray4 is #3A3A3C.
    public static let selectedFill = ControlPalette(isDark: false).selectedCell
    /// The grey of the disclosure chevron in the light appearance (iOS's tertiary label on
    /// white); it is drawn as the appearance's tertiary label over the colour under it.
    public static let chevronColor = ControlPalette(isDark: false).disabledLabel.over(.white)
    /// The corner radius of an inset grouped section.
    public static let insetGroupedCornerRadius = 10.0

    /// Whether the cell is drawn highlighted now.
    var showsSelection: Bool { (isSelected || isHighlighted) && selectionStyle != .none }

    /// The fill, selection, separators and accessory, under the content view.
    func drawCell(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let size = bounds.size
        let cellClip = m.boundingBox(of: Rect(size: size))
        let clipped = clip.map { $0.intersection(cellClip) } ?? cellClip
        let fill = showsSelection ? controlPalette.selectedCell : (backgroundColor == nil ? styleFill : nil)
        if let fill, fill.alpha > 0 { appendFill(fill, into: &list, m, opacity, clipped) }
        drawSeparators(into: &list, m, opacity, clipped)
        drawAccessory(into: &list, m, opacity, clip, behind: fill ?? backgroundColor ?? styleFill)
    }

    /// Fills the cell, rounding the corners its place in an inset grouped section rounds: a
    /// first cell is drawn as a rounded quad reaching one radius below it, cut to the cell.
    func appendFill(_ color: Color, into list: inout DrawList, _ m: Transform3D, _ o: Double, _ clip: Rect) {
        let w = bounds.width, h = bounds.height
        guard tableStyle == .insetGrouped else {
            list.append(Quad(content: .color(color), size: bounds.size, transform: m, opacity: o, clip: clip))
            return
        }
        let r = TableViewCell.insetGroupedCornerRadius
        // A first cell reaches one radius below itself, a last one above: only its outer
        // corners show rounded once cut to the cell.
        let y = sectionPosition == .last ? -r : 0
        let height = sectionPosition == .first || sectionPosition == .last ? h + r : h
        list.append(Quad(content: .color(color), size: Size(w, height),
                         transform: Transform3D.translation(0, y).concatenating(m), opacity: o, clip: clip,
                         cornerRadius: sectionPosition == .middle ? 0 : r))
    }

    /// The hairlines: under every row but a grouped section's last (which gets a full-width
    /// one), and over a grouped section's first row. Inset grouped sections have none outside.
    /// Each lies inside the cell, as UIKit's separator views do, so a neighbour drawn later
    /// never covers it.
    private func drawSeparators(into list: inout DrawList, _ m: Transform3D, _ o: Double, _ clip: Rect?) {
        guard separatorStyle == .singleLine else { return }
        let w = bounds.width, h = bounds.height, t = TableView.hairline
        let inset = effectiveSeparatorInset, color = separatorColor ?? controlPalette.opaqueSeparator
        func line(_ x0: Double, _ x1: Double, _ y: Double) {
            guard x1 > x0 else { return }
            list.append(Quad(content: .color(color), size: Size(x1 - x0, t),
                             transform: Transform3D.translation(x0, y).concatenating(m), opacity: o, clip: clip))
        }
        let isLast = sectionPosition == .last || sectionPosition == .alone
        let isFirst = sectionPosition == .first || sectionPosition == .alone
        switch tableStyle {
        case .plain:
            line(inset.left, w - inset.right, h - t)
        case .grouped:
            if isFirst { line(0, w, 0) }
            if isLast { line(0, w, h - t) } else { line(inset.left, w - inset.right, h - t) }
        case .insetGrouped:
            if !isLast { line(inset.left, w - inset.right, h - t) }
        }
    }

    /// The accessory glyph at `accessoryFrame`; `behind` is the colour under it (the hole of
    /// the info button's ring).
    private func drawAccessory(into list: inout DrawList, _ m: Transform3D, _ o: Double, _ clip: Rect?, behind: Color) {
        let f = accessoryFrame
        switch accessoryType {
        case .none:
            return
        case .disclosureIndicator:
            appendChevron(at: Point(f.minX, f.minY), into: &list, m, o, clip, behind: behind)
        case .checkmark:
            let a = Point(f.minX, f.minY + 6), b = Point(f.minX + 4.5, f.minY + 10.5), c = Point(f.maxX, f.minY)
            TableViewCell.appendLine(a, b, width: 2, color: tintColor, into: &list, m, o, clip)
            TableViewCell.appendLine(b, c, width: 2, color: tintColor, into: &list, m, o, clip)
        case .detailButton:
            appendInfoButton(at: Point(f.minX, f.minY), into: &list, m, o, clip, behind: behind)
        case .detailDisclosureButton:
            appendInfoButton(at: Point(f.minX, f.minY), into: &list, m, o, clip, behind: behind)
            appendChevron(at: Point(f.maxX - 8, f.midY - 6.5), into: &list, m, o, clip, behind: behind)
        }
    }

    /// A chevron pointing right in an 8 × 13 box whose top left is `p`.
    private func appendChevron(at p: Point, into list: inout DrawList, _ m: Transform3D, _ o: Double, _ clip: Rect?, behind: Color) {
        let top = Point(p.x + 1, p.y + 1), tip = Point(p.x + 7, p.y + 6.5), bottom = Point(p.x + 1, p.y + 12)
        // The tertiary label over the colour under it (the default fill where that is not
        // opaque), made opaque so that the strokes do not darken where they meet.
        let color = controlPalette.disabledLabel.over(behind.alpha >= 1 ? behind : styleFill)
        TableViewCell.appendLine(top, tip, width: 2, color: color, into: &list, m, o, clip)
        TableViewCell.appendLine(tip, bottom, width: 2, color: color, into: &list, m, o, clip)
    }

    /// The info button: a tinted ring 22 pt across with an "i" (a dot over a bar) inside.
    private func appendInfoButton(at p: Point, into list: inout DrawList, _ m: Transform3D, _ o: Double, _ clip: Rect?,
                                  behind: Color) {
        let d = 22.0, ring = 1.5
        func disc(_ x: Double, _ y: Double, _ side: Double, _ color: Color) {
            list.append(Quad(content: .color(color), size: Size(side, side),
                             transform: Transform3D.translation(x, y).concatenating(m), opacity: o, clip: clip,
                             cornerRadius: side / 2))
        }
        disc(p.x, p.y, d, tintColor)
        disc(p.x + ring, p.y + ring, d - 2 * ring, behind)
        let cx = p.x + d / 2
        disc(cx - 1.25, p.y + 5.5, 2.5, tintColor)
        list.append(Quad(content: .color(tintColor), size: Size(2, 7.5),
                         transform: Transform3D.translation(cx - 1, p.y + 9.5).concatenating(m), opacity: o, clip: clip,
                         cornerRadius: 0.5))
    }

    /// A straight stroke from `a` to `b` (cell coordinates) `width` thick with round ends: a
    /// quad as long as the segment plus the ends, rotated onto it.
    static func appendLine(_ a: Point, _ b: Point, width: Double, color: Color, into list: inout DrawList,
                           _ m: Transform3D, _ o: Double, _ clip: Rect?) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        // Quad space: x along the stroke from half a width before `a`, y across it, centred.
        let placed = Transform3D.translation(-width / 2, -width / 2)
            .concatenating(.rotation(atan2(dy, dx), 0, 0, 1))
            .concatenating(.translation(a.x, a.y))
            .concatenating(m)
        list.append(Quad(content: .color(color), size: Size(length + width, width), transform: placed,
                         opacity: o, clip: clip, cornerRadius: width / 2))
    }
}
