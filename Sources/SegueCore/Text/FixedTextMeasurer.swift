import Foundation

/// A deterministic text measurer for tests, and Core's measurer until the platform layer sets
/// the real engine (`TextSystem.measurer`). It knows no font files: every font has the same
/// made-up shapes, so results are simple to work out by hand and never change.
///
/// Its rules, in ems of each run's font size:
/// - a character (grapheme cluster) advances 0.5, a space 0.25, a wide character (CJK,
///   Hangul, full-width forms, emoji) 1; controls, format characters and marks advance nothing;
///   fonts of semibold weight or heavier are 10% wider; a run's `kern` is added after each
///   character that advances;
/// - ascender 0.95, descender −0.25 (a line is 1.2 tall), cap height 0.7, x-height 0.5; lines
///   of a text-style font are its style's distance apart where that is more
///   (`AttributedText.lineSpacing`: two body lines are 20.4 + 22 tall);
/// - lines break after spaces, hyphens and wide characters (`byWordWrapping`; a word longer
///   than a line breaks between characters) or between any characters (`byCharWrapping`);
///   spaces at the end of a line hang (they count for no width);
/// - the truncating modes end (or start, or split) the last line that shows with "…".
public struct FixedTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// A laid-out line: what it shows (an ellipsis included) and its width in points.
    public struct Line: Hashable, Sendable {
        /// The characters drawn on the line, with "…" where text was cut.
        public var text: String
        /// The line's width in points (trailing spaces not counted).
        public var width: Double
    }

    /// The advance of `c`, in ems, before weight and kerning.
    static func advance(ems c: Character) -> Double {
        if c == " " || c == "\t" { return 0.25 }
        var shows = false
        for s in c.unicodeScalars {
            switch s.properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark: continue
            case .spaceSeparator: return 0.25
            default: shows = true
            }
            if isWide(s) { return 1 }
        }
        return shows ? 0.5 : 0
    }

    /// Whether `s` is drawn an em wide: CJK ideographs and punctuation, kana, Hangul,
    /// full-width forms and emoji shown as pictures.
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return s.properties.isEmojiPresentation
        }
    }

    /// The metrics every font has here, scaled to its size.
    public func metrics(of font: Font) -> FontMetrics {
        let size = font.pointSize
        return FontMetrics(ascender: 0.95 * size, descender: -0.25 * size, capHeight: 0.7 * size, xHeight: 0.5 * size)
    }

    /// One character of the text with its measures.
    private struct Glyph {
        var character: Character
        var advance: Double
        /// The index of its run in the text.
        var run: Int
        /// A line may break after it (space, hyphen, wide character).
        var breakAfter: Bool
        var isSpace: Bool
    }

    private func glyphs(of paragraph: [(Character, Int)], runs: [TextRun]) -> [Glyph] {
        paragraph.map { c, run in
            let a = runs[run].attributes
            let bold = a.font.weight >= .semibold ? 1.1 : 1
            let ems = Self.advance(ems: c)
            let advance = ems * a.font.pointSize * bold + (ems > 0 ? a.kern : 0)
            let space = c.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
            let wide = c.unicodeScalars.contains { Self.isWide($0) }
            return Glyph(character: c, advance: advance, run: run, breakAfter: space || wide || c == "-", isSpace: space)
        }
    }

    /// The paragraphs of `text`: its characters with their attributes, split at line breaks.
    private func paragraphs(of text: AttributedText) -> [[(Character, Int)]] {
        var result: [[(Character, Int)]] = [[]]
        for (i, run) in text.runs.enumerated() {
            for c in run.text {
                if c == "\n" || c == "\r\n" || c == "\r" || c == "\u{2029}" { result.append([]) } else {
                    result[result.count - 1].append((c, i))
                }
            }
        }
        return result
    }

    /// A line in the making: a range of a paragraph's glyphs.
    private struct Span {
        var paragraph: Int
        var start: Int
        var end: Int
    }

    /// The width of glyphs `g[r]`, spaces at the end left out.
    private static func width(_ g: ArraySlice<Glyph>) -> Double {
        var end = g.endIndex
        while end > g.startIndex, g[end - 1].isSpace { end -= 1 }
        return g[g.startIndex..<end].reduce(0) { $0 + $1.advance }
    }

    /// Breaks one paragraph's glyphs into lines no wider than `width`.
    private func breakLines(_ g: [Glyph], width: Double, byWord: Bool) -> [Range<Int>] {
        guard !g.isEmpty else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0, lineWidth = 0.0, lastBreak: Int? = nil, widthAtBreak = 0.0
        var i = 0
        while i < g.count {
            let a = g[i].advance
            if g[i].isSpace || lineWidth + a <= width || i == start {
                lineWidth += a
                if byWord ? g[i].breakAfter : true { lastBreak = i + 1; widthAtBreak = lineWidth }
                i += 1
                continue
            }
            // g[i] does not fit: break at the last opportunity, or before g[i].
            let cut = (byWord ? lastBreak : nil).flatMap { $0 > start ? $0 : nil } ?? i
            lines.append(start..<cut)
            start = cut
            lineWidth = cut == i ? 0 : lineWidth - widthAtBreak
            lastBreak = nil
        }
        lines.append(start..<g.count)
        return lines
    }

    /// The lines `spec` shows, and whether text was cut.
    public func lines(_ spec: TextSpec) -> (lines: [Line], isTruncated: Bool, heights: [(height: Double, ascent: Double, descent: Double, after: Double)]) {
        let style = spec.attributedText.paragraphStyle
        let mode = style.lineBreakMode
        let width = spec.maxWidth.isNaN ? .infinity : max(spec.maxWidth, 0)
        let wraps = width.isFinite && (mode.wraps || spec.numberOfLines != 1)
        let runs = spec.attributedText.runs
        let paras = paragraphs(of: spec.attributedText).map { glyphs(of: $0, runs: runs) }
        // Every line of every paragraph, as spans.
        var spans: [Span] = []
        for (p, g) in paras.enumerated() {
            let ranges = wraps ? breakLines(g, width: width, byWord: mode != .byCharWrapping) : [0..<g.count]
            spans += ranges.map { Span(paragraph: p, start: $0.lowerBound, end: $0.upperBound) }
        }
        let lineSpacing = spec.attributedText.lineSpacing { metrics(of: $0).lineHeight }
        // Line heights, to find how many lines the height allows.
        func measures(_ s: Span) -> (height: Double, ascent: Double, descent: Double, after: Double) {
            let g = paras[s.paragraph]
            // The fonts of the runs the line draws (an empty line: the run it is in).
            var used = Set<Int>()
            if s.start < s.end { for glyph in g[s.start..<s.end] { used.insert(glyph.run) } } else {
                used.insert(g.isEmpty ? 0 : g[min(s.start, g.count - 1)].run)
            }
            let fonts = used.map { runs[min($0, runs.count - 1)].attributes.font }
            let ascent = fonts.map { metrics(of: $0).ascender }.max() ?? 0
            let descent = fonts.map { -metrics(of: $0).descender }.max() ?? 0
            let h = style.lineHeight(natural: ascent + descent)
            let lastOfParagraph = s.end == g.count
            return (h, ascent, descent, lineSpacing + (lastOfParagraph ? style.paragraphSpacing : 0))
        }
        var shown = spans.count
        if spec.numberOfLines > 0 { shown = min(shown, spec.numberOfLines) }
        if spec.maxHeight.isFinite {
            var y = 0.0, fit = 0
            for s in spans.prefix(shown) {
                let m = measures(s)
                if fit > 0, y + m.height > spec.maxHeight + 1e-9 { break }
                y += m.height + m.after
                fit += 1
            }
            shown = max(1, fit)
        }
        var truncated = shown < spans.count
        var lines: [Line] = []
        for (k, s) in spans.prefix(shown).enumerated() {
            let g = paras[s.paragraph]
            let isLast = k == shown - 1
            // The last line that shows carries the rest of its paragraph when text is cut.
            let end = isLast && truncated && !mode.wraps ? g.count : s.end
            let slice = g[s.start..<end]
            let full = Self.width(slice)
            let text = String(slice.map(\.character))
            let more = isLast && truncated
            if full <= width + 1e-9 && !(more && mode.truncates) {
                lines.append(Line(text: text, width: full))
                continue
            }
            if full > width + 1e-9 { truncated = true }
            switch mode {
            case .byWordWrapping, .byCharWrapping:
                lines.append(Line(text: text, width: min(full, width)))
            case .byClipping:
                lines.append(Line(text: text, width: width))
            case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
                lines.append(Self.truncate(slice, font: runs[slice.first?.run ?? 0].attributes, width: width, mode: mode))
            }
        }
        let heights = spans.prefix(shown).map(measures)
        return (lines, truncated, heights)
    }

    /// The line `g` cut to `width` with an ellipsis where `mode` says.
    private static func truncate(_ g: ArraySlice<Glyph>, font a: TextAttributes, width: Double, mode: LineBreakMode) -> Line {
        let ellipsis = 0.5 * a.font.pointSize * (a.font.weight >= .semibold ? 1.1 : 1) + a.kern
        var room = width - ellipsis
        var head: [Glyph] = [], tail: [Glyph] = []
        var i = g.startIndex, j = g.endIndex - 1
        // Characters are taken from the ends the mode keeps until the room is spent.
        var takeStart = mode != .byTruncatingHead
        while i <= j {
            let glyph = takeStart ? g[i] : g[j]
            if glyph.advance > room + 1e-9 { break }
            room -= glyph.advance
            if takeStart { head.append(glyph); i += 1 } else { tail.insert(glyph, at: 0); j -= 1 }
            if mode == .byTruncatingMiddle { takeStart.toggle() }
        }
        // Spaces next to the ellipsis are dropped, as UIKit does.
        while head.last?.isSpace == true { room += head.removeLast().advance }
        while tail.first?.isSpace == true { room += tail.removeFirst().advance }
        let text = String(head.map(\.character)) + "…" + String(tail.map(\.character))
        let w = head.reduce(0) { $0 + $1.advance } + ellipsis + tail.reduce(0) { $0 + $1.advance }
        return Line(text: text, width: w)
    }

    /// Lays out `spec` by the rules above.
    public func layout(_ spec: TextSpec) -> TextLayout {
        guard !spec.attributedText.isEmpty else { return .empty }
        let (lines, truncated, heights) = lines(spec)
        var y = 0.0, first = 0.0, last = 0.0
        for (k, m) in heights.enumerated() {
            let baseline = y + m.height - m.descent
            if k == 0 { first = baseline }
            last = baseline
            y += m.height + (k < heights.count - 1 ? m.after : 0)
        }
        let widest = lines.map(\.width).max() ?? 0
        return TextLayout(size: Size(widest, y), lineCount: lines.count, isTruncated: truncated,
                          firstBaseline: first, lastBaseline: last)
    }
}
