import Foundation

/// The vertical metrics of a font, like `UIFont`'s `ascender`, `descender`, `leading`,
/// `lineHeight`, `capHeight` and `xHeight`, in points.
public struct FontMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the tallest glyphs (positive).
    public var ascender: Double
    /// From the baseline down to the bottom of the lowest glyphs (negative, as UIKit gives it).
    public var descender: Double
    /// Extra space the font asks for between lines.
    public var leading: Double
    /// The height of capital letters above the baseline.
    public var capHeight: Double
    /// The height of lower-case "x" above the baseline.
    public var xHeight: Double

    /// Creates metrics from their values in points.
    public init(ascender: Double, descender: Double, leading: Double = 0, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The height of one line: ascender − descender + leading, like `UIFont.lineHeight`.
    public var lineHeight: Double { ascender - descender + leading }
}

/// What laying out a `TextSpec` gives: its size, its lines, whether text was cut, and where
/// its baselines are. Distances are in points from the top left of the laid-out block.
public struct TextLayout: Hashable, Sendable {
    /// The block's size: the widest line's width (at most `maxWidth`; exactly `maxWidth`
    /// when a clipped line runs past it) by the lines' height (line spacing between lines,
    /// not after the last). An empty text measures zero by zero.
    public var size: Size
    /// How many lines show.
    public var lineCount: Int
    /// Whether some of the text does not show: cut with an ellipsis, clipped, or on lines
    /// past `numberOfLines` or the height.
    public var isTruncated: Bool
    /// The first line's baseline, from the block's top (Auto Layout's `firstBaseline`).
    public var firstBaseline: Double
    /// The last line's baseline, from the block's top (Auto Layout's `lastBaseline`).
    public var lastBaseline: Double

    /// Creates a layout result from its values.
    public init(size: Size, lineCount: Int, isTruncated: Bool, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The layout of empty text.
    public static let empty = TextLayout(size: Size(0, 0), lineCount: 0, isTruncated: false, firstBaseline: 0, lastBaseline: 0)
}

/// The text engine Core asks to measure text, so Core stays free of font libraries: the
/// renderer's engine (the desktop's text stack) is the real one, and it draws exactly what it
/// measures; `FixedTextMeasurer` is a deterministic stand-in for tests. The one in use is
/// `TextSystem.measurer`.
///
/// Implementations must be safe to call from any thread and give equal results for equal
/// arguments.
public protocol TextMeasuring: Sendable {
    /// Lays out `spec` as it would be drawn: its size, line count, truncation and baselines.
    func layout(_ spec: TextSpec) -> TextLayout
    /// The vertical metrics of `font`.
    func metrics(of font: Font) -> FontMetrics
}

extension TextMeasuring {
    /// The size `text` takes on one line per paragraph, with no limit: its natural size.
    public func size(of text: AttributedText) -> Size { layout(TextSpec(text)).size }
}
