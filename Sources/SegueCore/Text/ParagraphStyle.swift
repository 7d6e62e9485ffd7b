import Foundation

/// How the lines of a paragraph are laid out, like `NSParagraphStyle`: alignment, how lines
/// break, and the space between them. A run's paragraph style applies to the paragraph the run
/// starts (the first run of each paragraph decides, as in TextKit).
public struct ParagraphStyle: Hashable, Sendable {
    /// The horizontal alignment; `natural` by default.
    public var alignment: TextAlignment
    /// How lines break or are cut; `byWordWrapping` by default (NSParagraphStyle's default;
    /// a label's own `lineBreakMode` applies when text is set as a plain string).
    public var lineBreakMode: LineBreakMode
    /// Extra points between one line's bottom and the next line's top; 0 by default.
    public var lineSpacing: Double
    /// Extra points after the paragraph's last line; 0 by default.
    public var paragraphSpacing: Double
    /// A factor on the font's natural line height (0 or 1: none), like `lineHeightMultiple`.
    public var lineHeightMultiple: Double
    /// The least height of a line in points (0: none).
    public var minimumLineHeight: Double
    /// The most height of a line in points (0: none).
    public var maximumLineHeight: Double

    /// Creates a paragraph style; every argument defaults to `NSParagraphStyle.default`'s value.
    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
                lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
                minimumLineHeight: Double = 0, maximumLineHeight: Double = 0) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }

    /// The default style, like `NSParagraphStyle.default`.
    public static let `default` = ParagraphStyle()

    /// The height of a line whose font gives it `natural` points: scaled by
    /// `lineHeightMultiple`, then held between the minimum and maximum (TextKit's order).
    public func lineHeight(natural: Double) -> Double {
        var h = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { h = max(h, minimumLineHeight) }
        if maximumLineHeight > 0 { h = min(h, maximumLineHeight) }
        return h
    }
}
