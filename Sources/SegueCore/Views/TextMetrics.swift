import Foundation

/// Text measurement for the font shipped in Assets/ (DejaVu Sans and DejaVu Sans Bold), so that
/// Core can wrap and fit labels without a renderer: the advance width of each printable ASCII
/// character in ems, read from the fonts' horizontal metrics. Other characters count as the
/// width of "n" (DejaVu's average lower-case advance); each advance is rounded up to whole
/// points, as hinting widens them; kerning is ignored (it only narrows a line, slightly).
public enum TextMetrics {
    /// Advance widths (ems) of U+0020…U+007E, regular face.
    static let regular: [Double] = [
        0.3179, 0.4009, 0.4600, 0.8379, 0.6362, 0.9502, 0.7798, 0.2749, 0.3901, 0.3901, 0.5000, 0.8379,
        0.3179, 0.3608, 0.3179, 0.3369, 0.6362, 0.6362, 0.6362, 0.6362, 0.6362, 0.6362, 0.6362, 0.6362,
        0.6362, 0.6362, 0.3369, 0.3369, 0.8379, 0.8379, 0.8379, 0.5308, 1.0000, 0.6841, 0.6860, 0.6982,
        0.7700, 0.6318, 0.5752, 0.7749, 0.7520, 0.2949, 0.2949, 0.6558, 0.5571, 0.8628, 0.7480, 0.7871,
        0.6030, 0.7871, 0.6948, 0.6348, 0.6108, 0.7319, 0.6841, 0.9888, 0.6851, 0.6108, 0.6851, 0.3901,
        0.3369, 0.3901, 0.8379, 0.5000, 0.5000, 0.6128, 0.6348, 0.5498, 0.6348, 0.6152, 0.3521, 0.6348,
        0.6338, 0.2778, 0.2778, 0.5791, 0.2778, 0.9741, 0.6338, 0.6118, 0.6348, 0.6348, 0.4111, 0.5210,
        0.3921, 0.6338, 0.5918, 0.8179, 0.5918, 0.5918, 0.5249, 0.6362, 0.3369, 0.6362, 0.8379,
    ]
    /// Advance widths (ems) of U+0020…U+007E, bold face.
    static let bold: [Double] = [
        0.3481, 0.4561, 0.5210, 0.8379, 0.6958, 1.0020, 0.8721, 0.3062, 0.4570, 0.4570, 0.5229, 0.8379,
        0.3799, 0.4150, 0.3799, 0.3652, 0.6958, 0.6958, 0.6958, 0.6958, 0.6958, 0.6958, 0.6958, 0.6958,
        0.6958, 0.6958, 0.3999, 0.3999, 0.8379, 0.8379, 0.8379, 0.5801, 1.0000, 0.7739, 0.7622, 0.7339,
        0.8301, 0.6831, 0.6831, 0.8208, 0.8369, 0.3721, 0.3721, 0.7749, 0.6372, 0.9951, 0.8369, 0.8501,
        0.7329, 0.8501, 0.7700, 0.7202, 0.6821, 0.8120, 0.7739, 1.1030, 0.7710, 0.7241, 0.7251, 0.4570,
        0.3652, 0.4570, 0.8379, 0.5000, 0.5000, 0.6748, 0.7158, 0.5928, 0.7158, 0.6782, 0.4351, 0.7158,
        0.7119, 0.3428, 0.3428, 0.6650, 0.3428, 1.0420, 0.7119, 0.6870, 0.7158, 0.7158, 0.4932, 0.5952,
        0.4780, 0.7119, 0.6519, 0.9238, 0.6450, 0.6519, 0.5820, 0.7119, 0.3652, 0.7119, 0.8379,
    ]

    /// The height of one line in ems (the fonts' ascent plus descent).
    public static let lineHeightInEms = (1901.0 + 483.0) / 2048.0

    /// The width of `text` on one line at `fontSize` points.
    public static func width(of text: String, fontSize: Double, bold isBold: Bool = false) -> Double {
        width(of: text.unicodeScalars, fontSize: fontSize, bold: isBold)
    }

    /// The width of a run of scalars: the sum of their advances (so the width of two runs
    /// side by side is the sum of their widths).
    static func width<S: Sequence<Unicode.Scalar>>(of scalars: S, fontSize: Double, bold isBold: Bool) -> Double {
        let table = isBold ? bold : regular
        let fallback = table[Int(UInt8(ascii: "n")) - 32]
        // Hinted glyphs advance by whole pixels, and the fonts' hinting widens some glyphs at
        // small sizes: each advance is rounded up, so that measured text is never narrower
        // than drawn text.
        var width = 0.0
        for scalar in scalars {
            let v = Int(scalar.value)
            if v >= 127, isZeroWidth(scalar) { continue }
            let ems = (32...126).contains(v) ? table[v - 32] : fallback
            width += (ems * fontSize).rounded(.up)
        }
        return width
    }

    /// The most Unicode scalars one text may have (a label's text, a button's, a segment's or
    /// a tab's title). A storyboard with a longer one is refused by `check` and before a run,
    /// at the text's line; the renderer draws text set in code cut at the limit. Ten thousand
    /// is pages of prose, while a line of it at the largest font size still fits a texture
    /// once scaled down, and wrapping it stays quick.
    public static let maxCharacters = 10_000

    /// Why `text` cannot be drawn, or nil: over `maxCharacters`. Text that measures to zero
    /// width (empty, or only format characters such as U+200B) is fine: it draws nothing.
    public static func problem(with text: String) -> String? {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > maxCharacters {
                return "a text of \(text.unicodeScalars.count) characters is over the limit of \(maxCharacters) characters a text may have"
            }
        }
        return nil
    }

    /// Whether `scalar` advances the pen by nothing in the shipped fonts: controls, format
    /// characters (U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE, U+2060 WORD
    /// JOINER) and combining marks, which sit on the character before.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The least a scalar can advance when drawn, in ems: most of its measured advance for
    /// printable ASCII (kerning and hinting take off less), a fifth of an em for other
    /// characters that show, and nothing for marks, format characters and other spaces.
    static func leastAdvance(_ scalar: Unicode.Scalar, bold isBold: Bool) -> Double {
        let v = Int(scalar.value)
        if (32...126).contains(v) { return 0.7 * (isBold ? bold : regular)[v - 32] }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .spaceSeparator,
             .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: return 0
        default: return 0.2
        }
    }

    /// The part of the one-line `text` that can show in a box `width` points wide when the
    /// text is aligned as `alignment` says and cut at the box's edges: the whole text unless
    /// it is far wider than the box. What is left out could not be seen, so a label of a
    /// million characters rasterises about as many pixels as its box holds, not a line
    /// millions of pixels long. Left-aligned text keeps its start and right-aligned its end,
    /// exactly as drawn (the cut is placed by the least each character can advance);
    /// centred text keeps its middle, at least twice the box's width and 2048 points more.
    public static func visiblePart(of text: String, width: Double, fontSize: Double, bold isBold: Bool = false,
                                   alignment: TextAlignment) -> String {
        let box = max(width.isFinite ? width : 0, 0)
        let size = fontSize.isFinite ? max(fontSize, 0) : 0
        let margin = 2048.0
        // Cheap first: text shorter than the box and margin in any font is kept whole.
        let scalars = text.unicodeScalars
        guard size > 0, Double(scalars.count) * size * 0.2 > box + margin || scalars.count > 4096 else { return text }
        // Scalars from `start` in `direction` until the least they advance passes `limit`.
        func cut(from order: some Sequence<(Int, Unicode.Scalar)>, limit: Double) -> Int? {
            var least = 0.0
            for (i, s) in order {
                if least >= limit { return i }
                least += leastAdvance(s, bold: isBold) * size
            }
            return nil
        }
        switch alignment {
        case .left, .justified, .natural:
            guard let n = cut(from: scalars.enumerated().lazy.map { ($0.offset, $0.element) }, limit: box + margin) else { return text }
            return String(String.UnicodeScalarView(scalars.prefix(n)))
        case .right:
            let count = scalars.count
            guard let n = cut(from: scalars.reversed().enumerated().lazy.map { ($0.offset, $0.element) }, limit: box + margin)
            else { return text }
            return String(String.UnicodeScalarView(scalars.suffix(min(n, count))))
        case .center:
            let total = self.width(of: scalars, fontSize: size, bold: isBold)
            let keep = 2 * box + margin
            guard total > keep else { return text }
            // Drop the same measured width from each end.
            let drop = (total - keep) / 2
            var dropped = 0.0, head = 0
            for s in scalars {
                let w = self.width(of: CollectionOfOne(s), fontSize: size, bold: isBold)
                if dropped + w > drop { break }
                dropped += w
                head += 1
            }
            dropped = 0
            var tail = 0
            for s in scalars.reversed() {
                let w = self.width(of: CollectionOfOne(s), fontSize: size, bold: isBold)
                if dropped + w > drop { break }
                dropped += w
                tail += 1
            }
            guard head + tail < scalars.count else { return text }
            return String(String.UnicodeScalarView(scalars.dropFirst(head).dropLast(tail)))
        }
    }

    /// The height of one line at `fontSize` points.
    public static func lineHeight(fontSize: Double) -> Double { lineHeightInEms * fontSize }

    /// `text` broken into lines no wider than `width` at `fontSize`: at spaces (a word longer
    /// than the width is broken between characters), and at every newline. Widths add up
    /// (see `width(of:fontSize:bold:)`), so each character is measured a bounded number of
    /// times: the time is linear in the text, whatever its words.
    public static func wrap(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> [String] {
        func measure(_ s: Substring) -> Double { Self.width(of: s.unicodeScalars, fontSize: fontSize, bold: bold) }
        func measure(_ c: Character) -> Double { Self.width(of: c.unicodeScalars, fontSize: fontSize, bold: bold) }
        let spaceWidth = Self.width(of: " ", fontSize: fontSize, bold: bold)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = measure(word)
                if line.isEmpty {
                    line = String(word)
                    lineWidth = wordWidth
                } else if lineWidth + spaceWidth + wordWidth <= width {
                    line += " "
                    line += word
                    lineWidth += spaceWidth + wordWidth
                } else {
                    lines.append(line)
                    line = String(word)
                    lineWidth = wordWidth
                }
                // A single word wider than the line is broken between characters.
                guard lineWidth > width else { continue }
                var rest = line[...], restWidth = lineWidth
                while restWidth > width, !rest.isEmpty, rest.index(after: rest.startIndex) != rest.endIndex {
                    var i = rest.startIndex, headWidth = 0.0
                    while i < rest.endIndex {
                        let w = measure(rest[i])
                        if i != rest.startIndex, headWidth + w > width { break }
                        headWidth += w
                        i = rest.index(after: i)
                    }
                    lines.append(String(rest[..<i]))
                    rest = rest[i...]
                    restWidth -= headWidth
                }
                line = String(rest)
                lineWidth = restWidth
            }
            lines.append(line)
        }
        return lines
    }
}
