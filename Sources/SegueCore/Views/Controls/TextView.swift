import Foundation

/// Scrollable, wrapped text (`UITextView`), drawn as UIKit lays it out: the text wraps at the
/// view's width less `textContainerInset` (8 points above and below, none at the sides) and
/// `lineFragmentPadding` (5 points each side); `contentSize` is the text's height plus the
/// insets, so text longer than the view scrolls, with the wheel or a drag, as any `ScrollView`.
/// With `isScrollEnabled` off it sizes itself to its text (its intrinsic content size), as a
/// self-sizing `UITextView` does.
///
/// `isEditable` and `isSelectable` are stored for parity; SegueKit's text views take no
/// typing and no selection.
open class TextView: ScrollView {
    /// The default font when none is set: the system font at 12 points, as UIKit's text view's.
    public nonisolated static let defaultFont = Font.systemFont(ofSize: 12)

    /// The text (`text`); setting it styles it with `font`, `textColor` and `textAlignment`.
    public var text: String {
        get { label.text }
        set { label.text = newValue; textChanged() }
    }
    /// The text with its runs' attributes (`attributedText`), as a label's.
    public var attributedText: AttributedText {
        get { label.attributedText }
        set { label.attributedText = newValue; textChanged() }
    }
    /// The font (12-point system unless set).
    public var font: Font {
        get { label.font }
        set { label.font = newValue; textChanged() }
    }
    /// The text colour (black unless set).
    public var textColor: Color {
        get { label.textColor }
        set { label.textColor = newValue }
    }
    /// Where lines sit horizontally (`natural` unless set).
    public var textAlignment: TextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }
    /// The space round the text container (`textContainerInset`): 8 points above and below.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// The space at each end of a line inside the container (`textContainer.lineFragmentPadding`): 5.
    public var lineFragmentPadding = 5.0 { didSet { textChanged() } }
    /// Whether the user could edit the text in UIKit (stored; SegueKit takes no typing).
    public var isEditable = true
    /// Whether the user could select the text in UIKit (stored; SegueKit selects nothing).
    public var isSelectable = true
    /// Whether the user can scroll; off, the view sizes itself to its text.
    public override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }

    private let label = Label()

    /// A text view at `frame` showing `text`.
    public init(frame: Rect = .zero, text: String = "") {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.font = TextView.defaultFont
        label.isUserInteractionEnabled = false
        label.text = text
        addSubview(label)
        placeText()
    }

    /// The width lines wrap at in a view `width` wide.
    private func wrapWidth(_ width: Double) -> Double {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    /// The text's height wrapped at `width`. Empty, it is one line of the font: TextKit's
    /// extra line fragment, where the caret stands (an empty 14-point text view that sizes
    /// itself is 33 points high in Xcode's stored frames: the insets and 16.7).
    private func textHeight(wrappedAt width: Double) -> Double {
        TextSystem.measurer.layout(TextSpec(measuredText, maxWidth: width, numberOfLines: 0)).size.height.rounded(.up)
    }

    /// The text, or for an empty one a space in its font, which measures one line.
    private var measuredText: AttributedText {
        label.attributedText.isEmpty ? AttributedText(" ", attributes: TextAttributes(font: label.font)) : label.attributedText
    }

    private func textChanged() {
        placeText()
        invalidateIntrinsicContentSize()
    }

    /// The label where the text container puts it, and the content size from it.
    private func placeText() {
        let w = wrapWidth(bounds.width)
        let h = textHeight(wrappedAt: w)
        label.frame = Rect(textContainerInset.left + lineFragmentPadding, textContainerInset.top, w, h)
        contentSize = Size(bounds.width, h + textContainerInset.top + textContainerInset.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeText()
        // Sized by its text, it wraps at its width: a new width is a new intrinsic height.
        if !isScrollEnabled, let was = measuredWidth, was != bounds.width { invalidateIntrinsicContentSize() }
    }

    /// The first line's baseline, below the top inset (a text view is a text-based view for
    /// Auto Layout's baselines, as UIKit's non-scrolling one is); none without text.
    open override var firstBaselineOffsetFromTop: Double? {
        label.firstBaselineOffsetFromTop.map { label.frame.minY + $0 }
    }

    /// The last line's baseline, from the bottom (the bottom inset below the text).
    open override var lastBaselineOffsetFromBottom: Double? {
        label.lastBaselineOffsetFromBottom.map { bounds.height - label.frame.maxY + $0 }
    }

    /// The width the intrinsic size was last measured at.
    private var measuredWidth: Double?

    /// Not scrollable: the text's size at the view's width (or on one line per paragraph while
    /// it has none) plus the insets, an empty text one line of the font high; scrollable: none,
    /// as UIKit's.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(View.noIntrinsicMetric, View.noIntrinsicMetric) }
        let pad = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let vertical = textContainerInset.top + textContainerInset.bottom
        measuredWidth = bounds.width
        if bounds.width > 0 {
            return Size(View.noIntrinsicMetric, textHeight(wrappedAt: wrapWidth(bounds.width)) + vertical)
        }
        let one = TextSystem.measurer.layout(TextSpec(measuredText, numberOfLines: 0)).size
        let width = label.attributedText.isEmpty ? 0 : one.width.rounded(.up)
        return Size(width + pad, one.height.rounded(.up) + vertical)
    }
}
