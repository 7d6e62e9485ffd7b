import Foundation

/// Text (UILabel): plain or attributed text, laid out and measured by the text engine
/// (`TextSystem.measurer`) and drawn by the renderer's engine from the same `TextSpec`, so the
/// ink it draws is what it measures.
///
/// As in UIKit, `text` and `attributedText` are two views of one text: setting `text` styles
/// it with `font`, `textColor`, `textAlignment` and `lineBreakMode`; setting one of those
/// restyles the whole text, attributed or not; setting `attributedText` keeps its runs and
/// reads those properties back from its first run. The text is centred vertically in the
/// bounds; lines that do not fit the bounds or `numberOfLines` are left out, the last one
/// that shows cut as `lineBreakMode` says.
open class Label: View {
    /// The text and its runs' attributes (see the class's notes).
    private var storage = AttributedText.empty
    /// Set while `attributedText` reads its properties back, so they do not restyle it.
    private var adopting = false

    /// The text; a newline starts a new paragraph. Setting it styles it with the label's
    /// font, colour, alignment and line break mode. An empty string draws nothing.
    public var text: String {
        get { storage.string }
        set {
            storage = AttributedText(newValue, attributes: plainAttributes)
            textChanged()
        }
    }

    /// The text with its runs' attributes, like `UILabel.attributedText`. Setting it keeps
    /// the runs and reads `font` and `textColor` from the first, and `textAlignment` and
    /// `lineBreakMode` from its paragraph style, unless that is `ParagraphStyle.default` (a
    /// text that set none, as an attributed string without `.paragraphStyle`): then the
    /// label's own alignment and line break mode are applied to it.
    public var attributedText: AttributedText {
        get { storage }
        set {
            storage = newValue
            if let first = newValue.runs.first?.attributes {
                adopting = true
                font = first.font
                textColor = first.foregroundColor
                if first.paragraphStyle != .default {
                    textAlignment = first.paragraphStyle.alignment
                    lineBreakMode = first.paragraphStyle.lineBreakMode
                }
                adopting = false
                if first.paragraphStyle == .default {
                    storage = storage.updatingAttributes { [textAlignment, lineBreakMode] in
                        $0.paragraphStyle.alignment = textAlignment
                        $0.paragraphStyle.lineBreakMode = lineBreakMode
                    }
                }
            }
            textChanged()
        }
    }

    /// The font; the system font at 17 points (UIKit's default) unless set. Setting it
    /// applies to the whole text.
    public var font: Font = .labelDefault { didSet { restyle { [font] in $0.font = font } } }
    /// The text colour; black by default. Setting it applies to the whole text.
    public var textColor: Color = .black { didSet { restyle { [textColor] in $0.foregroundColor = textColor } } }
    /// Where lines sit horizontally; `natural` (the leading edge of the text's direction) by
    /// default, as in UIKit. Setting it applies to the whole text.
    public var textAlignment: TextAlignment = .natural {
        didSet { restyle { [textAlignment] in $0.paragraphStyle.alignment = textAlignment } }
    }
    /// How text that does not fit is wrapped or cut; `byTruncatingTail` by default, as in
    /// UIKit. On a label of several lines, words wrap and the mode cuts the last line that shows.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { restyle { [lineBreakMode] in $0.paragraphStyle.lineBreakMode = lineBreakMode } }
    }
    /// The most lines the text may take, like `UILabel.numberOfLines`: 1 by default; 0 for as
    /// many as it needs.
    public var numberOfLines = 1 { didSet { textChanged() } }
    /// Whether the font shrinks (down to `minimumScaleFactor` of its size) until the text fits
    /// the bounds, like `UILabel.adjustsFontSizeToFitWidth`: their width, and their height too,
    /// so that a label squeezed by a small window stays whole.
    public var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    /// The smallest fraction of the font size that `adjustsFontSizeToFitWidth` may shrink to;
    /// 0 (the default, as in UIKit) lets it shrink as far as it must, to a 4-point floor.
    public var minimumScaleFactor = 0.0 { didSet { textChanged() } }
    /// The width a label of several lines wraps at when Auto Layout asks its intrinsic size,
    /// like `UILabel.preferredMaxLayoutWidth`; 0 (the default): the label's current width, or
    /// no limit while it has none.
    public var preferredMaxLayoutWidth = 0.0 { didSet { textChanged() } }

    /// Creates a label with `frame` and `text`: 17-point system font, black, natural alignment.
    public init(frame: Rect = .zero, text: String = "") {
        super.init(frame: frame)
        self.text = text
    }

    /// The attributes plain text is given.
    private var plainAttributes: TextAttributes {
        TextAttributes(font: font, foregroundColor: textColor,
                       paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode))
    }

    private func restyle(_ change: (inout TextAttributes) -> Void) {
        guard !adopting else { return }
        storage = storage.updatingAttributes(change)
        textChanged()
    }

    private func textChanged() {
        layoutCache = nil
        invalidate()
        // The size Interface Builder assumed for a label without text stands until it has one.
        if !storage.isEmpty { layoutState.placeholderIntrinsicSize = nil }
        invalidateIntrinsicContentSize()
    }

    // MARK: Measuring

    /// The last layouts asked of the engine (drawn, and intrinsic), kept while their specs are
    /// the same: every frame draws, and every layout pass asks the intrinsic size.
    private var layoutCache: [TextSpec: TextLayout]?

    private func measure(_ spec: TextSpec) -> TextLayout {
        if let known = layoutCache?[spec] { return known }
        let l = TextSystem.measurer.layout(spec)
        if layoutCache == nil || layoutCache!.count >= 4 { layoutCache = [:] }
        layoutCache?[spec] = l
        return l
    }

    /// The text with every run's font scaled by `factor`.
    private func scaled(_ factor: Double) -> AttributedText {
        factor == 1 ? storage : storage.updatingAttributes { $0.font = $0.font.withSize($0.font.pointSize * factor) }
    }

    private func spec(scale factor: Double) -> TextSpec {
        TextSpec(scaled(factor), maxWidth: max(bounds.width, 0), maxHeight: max(bounds.height, 0), numberOfLines: numberOfLines)
    }

    private func fits(_ factor: Double) -> Bool {
        let l = TextSystem.measurer.layout(spec(scale: factor))
        return !l.isTruncated && l.size.height <= bounds.height + 1e-9
    }

    /// The first run's font size the text is drawn at: `font.pointSize`, or less when
    /// `adjustsFontSizeToFitWidth` shrinks the text to fit (every run by the same factor).
    public var effectiveFontSize: Double { font.pointSize * fontScale }

    /// The factor every run's font is drawn at.
    private var fontScale: Double {
        let size = font.pointSize
        guard adjustsFontSizeToFitWidth, !storage.isEmpty, size > 0, !fits(1) else { return 1 }
        let floor = max(4, size * minimumScaleFactor)
        guard floor < size else { return 1 }
        // The largest size that fits (fitting is monotonic in size).
        var lo = floor, hi = size
        if !fits(lo / size) { return lo / size }
        while hi - lo > 0.1 {
            let mid = (lo + hi) / 2
            if fits(mid / size) { lo = mid } else { hi = mid }
        }
        // Whole points, so a renderer that rasterises whole pixel sizes draws what was measured.
        return max(lo.rounded(.down), 4) / size
    }

    /// What the label draws in its bounds: the text (shrunk when it must), its bounds as the
    /// box, and `numberOfLines`.
    public var textSpec: TextSpec { spec(scale: fontScale) }

    /// The layout of `textSpec`: the size the text takes in the bounds, its lines, whether it
    /// was cut, and its baselines.
    public var textLayout: TextLayout { storage.isEmpty ? .empty : measure(textSpec) }

    /// Whether some of the text does not show in the bounds (cut, or lines left out).
    public var isTruncated: Bool { textLayout.isTruncated }

    /// The width lines wrap at for the intrinsic size (see `preferredMaxLayoutWidth`).
    private var intrinsicWidthLimit: Double {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return numberOfLines != 1 && bounds.width > 0 ? bounds.width : .infinity
    }

    /// The size `text` takes on at most `numberOfLines` lines (0: any) wrapped at `width`: a
    /// label's intrinsic size, for the label and for importers that size views before any exists.
    public nonisolated static func intrinsicSize(of text: AttributedText, numberOfLines: Int = 1, width: Double = .infinity) -> Size {
        text.isEmpty ? Size(0, 0) : TextSystem.measurer.layout(TextSpec(text, maxWidth: width, numberOfLines: numberOfLines)).size
    }

    /// The width the intrinsic size was last worked out at, to ask again when it changes.
    private var measuredWidthLimit: Double?

    /// The size of the whole text, unshrunk, on its lines (one line per paragraph unless
    /// `numberOfLines` allows more and a width limits them): what Auto Layout keeps the label at.
    /// Empty text has no size.
    ///
    /// A label of several lines without a `preferredMaxLayoutWidth` is as UIKit's automatic
    /// preferred width makes it: as wide as its text unwrapped (so it wraps only where its
    /// constraints keep it narrower), and as high as its text wrapped at the width layout gave
    /// it. Its width is never the width of its text wrapped at its old width, which would keep
    /// a label that was once too narrow (a stored frame of a wider font) narrow for ever.
    open override var intrinsicContentSize: Size {
        guard !storage.isEmpty else { return Size(0, 0) }
        let limit = intrinsicWidthLimit
        measuredWidthLimit = limit
        let wrapped = measure(TextSpec(storage, maxWidth: limit, numberOfLines: numberOfLines)).size
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, limit.isFinite else { return ceiledToScreenPixels(wrapped) }
        let unwrapped = measure(TextSpec(storage, maxWidth: .infinity, numberOfLines: numberOfLines)).size
        return ceiledToScreenPixels(Size(max(unwrapped.width, wrapped.width), wrapped.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A label of several lines wraps at its width: a new width is a new intrinsic height.
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, let was = measuredWidthLimit, was != intrinsicWidthLimit {
            invalidateIntrinsicContentSize()
        }
    }

    /// The top of the text block in the bounds (the block is centred vertically); at the
    /// intrinsic height, 0.
    private func blockTop(_ l: TextLayout) -> Double {
        bounds.height > 0 ? (bounds.height - l.size.height) / 2 : 0
    }

    /// The layout baselines are read from: the one drawn, or the intrinsic one before the
    /// label has a size.
    private var baselineLayout: TextLayout {
        bounds.height > 0 && bounds.width > 0 ? textLayout
            : measure(TextSpec(storage, maxWidth: intrinsicWidthLimit, numberOfLines: numberOfLines))
    }

    open override var firstBaselineOffsetFromTop: Double? {
        guard !storage.isEmpty else { return nil }
        let l = baselineLayout
        return blockTop(l) + l.firstBaseline
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        guard !storage.isEmpty else { return nil }
        let l = baselineLayout
        let height = bounds.height > 0 ? bounds.height : l.size.height
        return height - (blockTop(l) + l.lastBaseline)
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard !storage.isEmpty else { return }
        list.append(Quad(content: .text(textSpec), size: bounds.size, transform: m, opacity: opacity, clip: clip,
                         contentMode: textAlignment.contentMode))
    }
}
