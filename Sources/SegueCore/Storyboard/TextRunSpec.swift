import Foundation

/// One run of a storyboard's attributed text (the YAML's `attributedText` or
/// `attributedTitle` list, an Interface Builder `<fragment>`): its characters and the
/// attributes it sets; what it leaves unset is the view's.
public struct TextRunSpec: Hashable, Sendable {
    /// The run's characters.
    public var text: String
    /// The run's font; nil: the view's.
    public var font: StoryboardFont?
    /// The run's text colour; nil: the view's.
    public var color: Color?
    /// The run's underline; nil: none.
    public var underline: UnderlineStyle?
    /// The run's strikethrough; nil: none.
    public var strikethrough: UnderlineStyle?
    /// Points added after each character; nil: 0.
    public var kern: Double?

    /// Creates a run of `text` with the attributes given (nil: the view's).
    public init(text: String, font: StoryboardFont? = nil, color: Color? = nil, underline: UnderlineStyle? = nil,
                strikethrough: UnderlineStyle? = nil, kern: Double? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
    }

    /// The underline names a storyboard writes (`single`, `thick`, `double`, `none`).
    static let underlineNames: [(String, UnderlineStyle)] = [("none", .none), ("single", .single), ("thick", .thick), ("double", .double)]

    /// The run's attributes: `base` (the view's) with what the run sets.
    func attributes(over base: TextAttributes, defaultSize: Double) -> TextAttributes {
        var a = base
        if let font { a.font = font.font(defaultSize: base.font.pointSize > 0 ? base.font.pointSize : defaultSize) }
        if let color { a.foregroundColor = color }
        if let underline { a.underlineStyle = underline }
        if let strikethrough { a.strikethroughStyle = strikethrough }
        if let kern { a.kern = kern }
        return a
    }
}

extension ViewSpec {
    /// The font a label or button of this spec draws with: `font` (or the system font), at
    /// `fontSize` when given, bold when `bold` is true; `defaultSize` when nothing gives a size.
    func resolvedFont(defaultSize: Double) -> Font {
        var f = font?.font(defaultSize: fontSize ?? defaultSize) ?? .systemFont(ofSize: fontSize ?? defaultSize)
        if let fontSize, f.pointSize != fontSize { f = f.withSize(fontSize) }
        if bold == true, !f.isBold { f = f.withWeight(.bold) }
        return f
    }

    /// The attributed text of this spec's runs over `base` (nil when it has none); the
    /// paragraph style gets `lineSpacing` and the line heights when given.
    func attributedText(over base: TextAttributes) -> AttributedText? {
        var base = base
        if let lineSpacing { base.paragraphStyle.lineSpacing = lineSpacing }
        if let lineHeightMultiple { base.paragraphStyle.lineHeightMultiple = lineHeightMultiple }
        if let minimumLineHeight { base.paragraphStyle.minimumLineHeight = minimumLineHeight }
        if let maximumLineHeight { base.paragraphStyle.maximumLineHeight = maximumLineHeight }
        let styled = lineSpacing != nil || lineHeightMultiple != nil || minimumLineHeight != nil || maximumLineHeight != nil
        guard let runs else { return styled ? AttributedText(text ?? "", attributes: base) : nil }
        return AttributedText(runs: runs.map { TextRun($0.text, attributes: $0.attributes(over: base, defaultSize: base.font.pointSize)) })
    }
}
