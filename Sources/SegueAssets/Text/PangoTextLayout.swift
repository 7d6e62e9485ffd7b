import CPango
import Foundation
import SegueCore

/// One `TextSpec` laid out by Pango: the layout object that both measures the text (its
/// `result`, what Core is told) and draws it (`draw(into:scale:)`), so the two cannot
/// disagree. Made by `TextEngine`, which keeps recent ones.
///
/// How `TextSpec` maps onto Pango (docs/text.md):
/// - Positions are in points, unhinted and unrounded (hinted metrics would make a text's
///   width depend on the scale it is drawn at); drawing at a scale scales the same layout.
/// - Word wrapping is Pango's word-or-character wrap (UAX #14 opportunities; a word longer
///   than the line breaks between graphemes, as UIKit does); char wrapping breaks anywhere.
/// - Truncation is Pango's ellipsizing of the last line that shows; with several lines, the
///   height of the lines that show is given so that the ellipsis lands on the last of them.
/// - Clipping on one line lays the text out unwrapped and cuts it to the box.
/// - `natural` alignment follows each paragraph's direction (Pango's automatic direction);
///   `left` and `right` are physical, whatever the direction.
final class PangoTextLayout {
    /// The Pango layout (owned).
    let layout: OpaquePointer
    /// What measuring gives: the size of the lines that show, and so on.
    let result: TextLayout
    /// The box the block is drawn in, in points: `maxWidth` wide when finite (the lines
    /// aligned in it), else as wide as the widest line; as tall as the lines that show.
    let box: Size
    /// Where the layout's origin sits in the box (a clipped line's alignment offset, and the
    /// logical rectangle's own offset when the lines do not start at the left).
    let origin: Point

    init(spec: TextSpec, fonts: FontLibrary, context: OpaquePointer) {
        layout = pango_layout_new(context)
        let text = spec.attributedText
        let style = text.paragraphStyle
        let mode = style.lineBreakMode
        let limitLines = spec.numberOfLines > 0 ? spec.numberOfLines : Int.max
        let width = spec.maxWidth.isFinite ? max(spec.maxWidth, 0) : nil
        let height = spec.maxHeight.isFinite ? max(spec.maxHeight, 0) : nil
        let firstFont = text.runs.first?.attributes.font ?? TextAttributes().font

        let (utf8, endSpacing) = PangoTextLayout.setText(text, style: style, on: layout, fonts: fonts)
        pango_layout_set_font_description(layout, fonts.description(of: firstFont))
        PangoTextLayout.applySpacing(text, firstFont: firstFont, to: layout, fonts: fonts, length: utf8)

        // One line per paragraph, cut at the box: laid out unwrapped.
        let unwrappedClip = mode == .byClipping && limitLines == 1
        if let width, !unwrappedClip {
            // Pango decides whether a line fits with the letter spacing at both its ends, then
            // drops that spacing from the line it lays out: the width it breaks at is moved by
            // it, so that a line fits exactly when it is as wide as it measures.
            pango_layout_set_width(layout, PangoTextLayout.units(width + endSpacing))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        if style.alignment == .justified { pango_layout_set_justify(layout, 1) }
        PangoTextLayout.align(layout, style.alignment)

        // Truncation: one line per paragraph, or the lines that fit, the last one ellipsized.
        var truncated = false
        if mode.truncates, width != nil {
            let ellipsis: PangoEllipsizeMode = switch mode {
            case .byTruncatingHead: PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            default: PANGO_ELLIPSIZE_END
            }
            if limitLines == 1 {
                pango_layout_set_ellipsize(layout, ellipsis)
            } else {
                // Wrapped first; when more lines than allowed result, the height of those that
                // may show is the limit Pango ellipsizes within.
                let shown = PangoTextLayout.visibleLines(layout, limit: limitLines, height: height)
                if shown.count < pango_layout_get_line_count(layout) {
                    pango_layout_set_ellipsize(layout, ellipsis)
                    pango_layout_set_height(layout, PangoTextLayout.units(shown.bottom))
                }
            }
            truncated = pango_layout_is_ellipsized(layout) != 0
        }

        let shown = PangoTextLayout.visibleLines(layout, limit: limitLines, height: height)
        let lineCount = Int(pango_layout_get_line_count(layout))
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let layoutWidth = Double(logical.width) / Double(PANGO_SCALE)
        let layoutX = Double(logical.x) / Double(PANGO_SCALE)
        let blockHeight = utf8 == 0 ? 0 : shown.bottom
        var clippedWidth = false
        let boxWidth: Double
        var originX = 0.0
        if unwrappedClip, let width {
            boxWidth = width
            // The unwrapped lines are aligned in the box here, as Pango does not align them.
            let rtl = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
            let slack = width - layoutWidth
            switch style.alignment.resolved(rightToLeft: rtl) {
            case .center: originX = slack / 2
            case .right: originX = slack
            default: originX = 0
            }
            originX -= layoutX
            clippedWidth = layoutWidth > width + 0.001
        } else if let width {
            boxWidth = width
            // Lines are aligned in Pango's width, which the end spacing moved: put them back.
            let rtl = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
            switch style.alignment.resolved(rightToLeft: rtl) {
            case .center: originX = -endSpacing / 2
            case .right: originX = -endSpacing
            default: originX = 0
            }
        } else {
            boxWidth = layoutWidth
            originX = -layoutX
        }
        box = Size(boxWidth, blockHeight)
        origin = Point(originX, 0)
        let measuredWidth = utf8 == 0 ? 0 : min(layoutWidth, width ?? layoutWidth)
        let baselines = PangoTextLayout.baselines(layout, lines: shown.count)
        result = TextLayout(size: Size(measuredWidth, blockHeight),
                            lineCount: utf8 == 0 ? 0 : shown.count,
                            isTruncated: truncated || clippedWidth || shown.count < lineCount,
                            firstBaseline: baselines.first, lastBaseline: baselines.last)
    }

    deinit { TextEngine.textStackLock.withLock { segue_unref(UnsafeMutableRawPointer(layout)) } }

    /// Points as Pango units.
    static func units(_ points: Double) -> Int32 {
        Int32(min(max((points * Double(PANGO_SCALE)).rounded(), 0), Double(Int32.max / 2)))
    }

    /// Sets the layout's text and one attribute list for the runs' fonts, colours, lines,
    /// spacing (an explicit kern plus the face's tracking) and line heights (the paragraph's
    /// multiple, times SF's over its stand-in's where the stand-in draws SF); returns the
    /// text's length in UTF-8 bytes, and half the spacing of the first run plus half that of
    /// the last, which Pango counts at a line's two ends while breaking.
    private static func setText(_ text: AttributedText, style: ParagraphStyle, on layout: OpaquePointer,
                                fonts: FontLibrary) -> (length: Int, endSpacing: Double) {
        // A minimum or maximum line height makes every line one absolute height (`applySpacing`).
        let absoluteLines = style.minimumLineHeight > 0 || style.maximumLineHeight > 0
        let multiple = !absoluteLines && style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1
        var firstSpacing: Double?, lastSpacing = 0.0
        var utf8 = ""
        let attributes = pango_attr_list_new()!
        defer { pango_attr_list_unref(attributes) }
        var start = 0
        for run in text.runs {
            // NUL would end the C string early; it draws nothing anyway.
            let piece = run.text.contains("\0") ? run.text.replacingOccurrences(of: "\0", with: "") : run.text
            utf8 += piece
            let end = start + piece.utf8.count
            let a = run.attributes
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(attributes, attribute)
            }
            add(pango_attr_font_desc_new(fonts.description(of: a.font)))
            let c = channels(a.foregroundColor)
            add(pango_attr_foreground_new(c.r, c.g, c.b))
            add(pango_attr_foreground_alpha_new(c.a))
            if let back = a.backgroundColor {
                let b = channels(back)
                add(pango_attr_background_new(b.r, b.g, b.b))
                add(pango_attr_background_alpha_new(b.a))
            }
            if a.underlineStyle != .none {
                add(pango_attr_underline_new(a.underlineStyle == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let u = a.underlineColor.map(channels) { add(pango_attr_underline_color_new(u.r, u.g, u.b)) }
            }
            if a.strikethroughStyle != .none {
                add(pango_attr_strikethrough_new(1))
                if let s = a.strikethroughColor.map(channels) { add(pango_attr_strikethrough_color_new(s.r, s.g, s.b)) }
            }
            // An explicit kern adds to the face's own tracking, as NSKern adds to SF's.
            // The face's tracking covers the characters the face draws; an explicit kern, all.
            let kern = a.kern.isFinite ? a.kern : 0
            let tracking = fonts.tracking(of: a.font)
            let standInLines = absoluteLines ? 1 : fonts.lineHeightFactor(of: a.font)
            var segmentStart = start
            let whole = tracking == 0 && standInLines == 1
            for segment in whole ? [(piece.utf8.count, true)] : PangoTextLayout.segments(of: piece, fonts: fonts) {
                // In whole Pango units, so that the width it moves lines by is exactly this.
                let units = Int32((max(min(kern + (segment.1 ? tracking : 0), 1000), -1000) * Double(PANGO_SCALE)).rounded())
                let lines = multiple * (segment.1 ? standInLines : 1)
                for attribute in [units != 0 ? pango_attr_letter_spacing_new(units) : nil,
                                  lines != 1 ? pango_attr_line_height_new(lines) : nil] {
                    guard let attribute else { continue }
                    attribute.pointee.start_index = UInt32(segmentStart)
                    attribute.pointee.end_index = UInt32(segmentStart + segment.0)
                    pango_attr_list_insert(attributes, attribute)
                }
                if segment.0 > 0 {
                    firstSpacing = firstSpacing ?? Double(units) / Double(PANGO_SCALE)
                    lastSpacing = Double(units) / Double(PANGO_SCALE)
                }
                segmentStart += segment.0
            }
            start = end
        }
        // UIKit never hyphenates a word it breaks (Pango would, since 1.44).
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32(utf8.utf8.count)
            pango_attr_list_insert(attributes, noHyphens)
        }
        pango_layout_set_text(layout, utf8, Int32(utf8.utf8.count))
        pango_layout_set_attributes(layout, attributes)
        return (utf8.utf8.count, ((firstSpacing ?? 0) + lastSpacing) / 2)
    }

    /// `text` cut where the stand-in for SF starts or stops drawing its characters: each
    /// part's length in UTF-8 bytes, and whether the stand-in draws it. A combining mark goes
    /// with the character before it, and white space with the part it is in (so that the
    /// spaces between Hindi words stay in the Devanagari face's run, as Pango would put them).
    private static func segments(of text: String, fonts: FontLibrary) -> [(Int, Bool)] {
        var parts: [(Int, Bool)] = []
        for character in text {
            let length = character.utf8.count
            let drawn = character.isWhitespace ? parts.last?.1 : character.unicodeScalars.first.map(fonts.standInDraws)
            if let last = parts.last, last.1 == drawn ?? true {
                parts[parts.count - 1].0 += length
            } else {
                parts.append((length, drawn ?? true))
            }
        }
        return parts
    }

    /// Line spacing (the paragraph style's and a text style's, `AttributedText.lineSpacing`),
    /// and line heights held between the paragraph style's minimum and maximum (a multiple
    /// alone is set with the runs, `setText`).
    private static func applySpacing(_ text: AttributedText, firstFont: Font, to layout: OpaquePointer,
                                     fonts: FontLibrary, length: Int) {
        let style = text.paragraphStyle
        let spacing = text.lineSpacing { fonts.metrics(of: $0).lineHeight }
        if spacing > 0 { pango_layout_set_spacing(layout, units(spacing)) }
        guard length > 0, style.minimumLineHeight > 0 || style.maximumLineHeight > 0 else { return }
        // Held between the minimum and maximum: an absolute height for every line.
        let natural = fonts.metrics(of: firstFont).lineHeight
        guard let attribute = pango_attr_line_height_new_absolute(units(style.lineHeight(natural: natural))),
              let list = pango_layout_get_attributes(layout) else { return }
        attribute.pointee.start_index = 0
        attribute.pointee.end_index = UInt32(length)
        pango_attr_list_insert(list, attribute)
        pango_layout_context_changed(layout)
    }

    /// Sets the alignment: natural follows each paragraph's direction (Pango mirrors its
    /// alignment for right-to-left paragraphs); left and right are mirrored back for a
    /// right-to-left text so that they stay physical.
    /// (The direction is asked only for left and right: asking lays the text out, and a new
    /// alignment lays it out again.)
    private static func align(_ layout: OpaquePointer, _ alignment: TextAlignment) {
        func rtl() -> Bool { pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .left: pango_layout_set_alignment(layout, rtl() ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, rtl() ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .natural, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }

    /// How many of the layout's lines show (at most `limit`, and those wholly within
    /// `height`, the first always), and the bottom of the last of them in points.
    private static func visibleLines(_ layout: OpaquePointer, limit: Int, height: Double?) -> (count: Int, bottom: Double) {
        guard let iter = pango_layout_get_iter(layout) else { return (0, 0) }
        defer { pango_layout_iter_free(iter) }
        var count = 0, bottom = 0.0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let lineBottom = Double(logical.y + logical.height) / Double(PANGO_SCALE)
            if count >= limit { break }
            if count > 0, let height, lineBottom > height + 0.001 { break }
            count += 1
            bottom = lineBottom
        } while pango_layout_iter_next_line(iter) != 0
        return (count, bottom)
    }

    /// The first line's baseline and the baseline of line `lines` (1-based), in points.
    private static func baselines(_ layout: OpaquePointer, lines: Int) -> (first: Double, last: Double) {
        guard lines > 0, let iter = pango_layout_get_iter(layout) else { return (0, 0) }
        defer { pango_layout_iter_free(iter) }
        let first = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
        var last = first
        for _ in 1..<lines {
            guard pango_layout_iter_next_line(iter) != 0 else { break }
            last = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
        }
        return (first, last)
    }

    /// A colour's channels as Pango's 16-bit values.
    private static func channels(_ color: Color) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16) {
        func c(_ v: Double) -> UInt16 { UInt16((max(0, min(1, v.isFinite ? v : 0)) * 65535).rounded()) }
        return (c(color.red), c(color.green), c(color.blue), c(color.alpha))
    }
}
