import Foundation

/// A push button (UIButton): a title on the background, darkened while pressed, sending
/// `primaryActionTriggered` when released inside or activated with Enter/Space.
open class Button: Control {
    /// The normal state's title (`setTitle(_:for: .normal)`), centred on one line; an empty
    /// title draws nothing.
    public var title: String {
        get { titles[State.normal.rawValue] ?? "" }
        set { titles[State.normal.rawValue] = newValue; titleChanged() }
    }
    /// The normal state's title with its own runs' attributes (`setAttributedTitle(_:for:
    /// .normal)`); when set it is drawn instead of the plain title (its runs' fonts and colours,
    /// not `font` and the title colour). Nil by default.
    public var attributedTitle: AttributedText? {
        get { attributedTitles[State.normal.rawValue] }
        set { attributedTitles[State.normal.rawValue] = newValue; titleChanged() }
    }
    /// The normal state's title colour (`setTitleColor(_:for: .normal)`). Nil, the default,
    /// uses `tintColor` on a button with no background, and white on one with a
    /// `backgroundColor`. A disabled button draws it at 40% of its alpha unless a colour is
    /// set for the disabled state.
    public var titleColor: Color? {
        get { titleColors[State.normal.rawValue] }
        set { titleColors[State.normal.rawValue] = newValue; titleChanged() }
    }

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: AttributedText] = [:]
    private var titleColors: [UInt: Color] = [:]

    /// Sets the title shown in `state` (UIKit's `setTitle(_:for:)`); nil removes it, and the
    /// state shows the normal title.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleChanged()
    }

    /// The title shown in `state`: the one set for it, else the normal state's (UIKit's rule:
    /// a state without a title of its own, a combined one included, shows the normal title).
    public func title(for state: State) -> String? { Button.value(titles, for: state)?.value }

    /// Sets the attributed title shown in `state` (UIKit's `setAttributedTitle(_:for:)`).
    public func setAttributedTitle(_ title: AttributedText?, for state: State) {
        attributedTitles[state.rawValue] = title
        titleChanged()
    }

    /// The attributed title shown in `state`, as `title(for:)` finds it.
    public func attributedTitle(for state: State) -> AttributedText? { Button.value(attributedTitles, for: state)?.value }

    /// Sets the title colour in `state` (UIKit's `setTitleColor(_:for:)`).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        titleChanged()
    }

    /// The title colour set for `state`, as `title(for:)` finds it; nil: the default colour.
    public func titleColor(for state: State) -> Color? { Button.value(titleColors, for: state)?.value }

    /// The title shown now (UIKit's `currentTitle`).
    public var currentTitle: String? { title(for: state) }
    /// The attributed title shown now (UIKit's `currentAttributedTitle`).
    public var currentAttributedTitle: AttributedText? { attributedTitle(for: state) }

    /// The value `values` holds for `state` and the state it was set for: `state`'s own, the
    /// same without the focus, else the normal state's.
    private static func value<T>(_ values: [UInt: T], for state: State) -> (value: T, state: State)? {
        for s in [state, state.subtracting(.focused), .normal] {
            if let v = values[s.rawValue] { return (v, s) }
        }
        return nil
    }

    /// Whether the button shows something else in another state than the normal one.
    private var variesByState: Bool {
        (titles.keys.contains { $0 != 0 }) || (attributedTitles.keys.contains { $0 != 0 }) || (titleColors.keys.contains { $0 != 0 })
    }

    /// A state change lays the title out again where the state has its own title.
    open override func stateChanged() {
        if variesByState { titleChanged() } else { invalidate() }
    }
    /// The title's font (UIKit's `titleLabel.font`): the system font at 15 points, regular,
    /// UIKit's default for a button.
    public var font: Font = .buttonDefault { didSet { titleChanged() } }
    /// How a title too wide for the button is cut: `byTruncatingMiddle`, as UIKit's title label.
    public var lineBreakMode: LineBreakMode = .byTruncatingMiddle { didSet { titleChanged() } }
    /// Whether the title shrinks to fit the button, like a `UIButton` whose
    /// `titleLabel.adjustsFontSizeToFitWidth` is on; off by default.
    public var adjustsFontSizeToFitWidth = false { didSet { titleChanged() } }

    /// The space between the button's edges and its title (UIKit's `contentEdgeInsets`): the
    /// title is centred in the bounds less these insets, and the intrinsic size is the title's
    /// plus them. Zero, the default, leaves `titleVerticalPadding` above and below instead, as
    /// UIKit's system button has. A configured button uses its configuration's insets.
    public var contentEdgeInsets = EdgeInsets() { didSet { titleChanged() } }

    /// The iOS 15 look (`UIButton.configuration`): when set, the button draws its style's
    /// background, image, title and subtitle instead of the plain title (see `Configuration`).
    public var configuration: Configuration? { didSet { titleChanged() } }

    /// What the button is for (`UIButton.Role`).
    public enum Role: String, CaseIterable, Sendable {
        /// A button like any other (the default).
        case normal
        /// The screen's primary action: a configured button draws its title semibold when its
        /// configuration gives no font (Xcode 14 and 15 store seven primary buttons of
        /// OnionBrowser a semibold title wider than a regular one, 5 to 7 %).
        case primary
        /// The cancel action.
        case cancel
        /// A destructive action.
        case destructive
    }

    /// The button's role (`UIButton.role`): `normal` by default; a `primary` configured
    /// button's default title is semibold (`Configuration.resolvedTitleFont(for:)`).
    public var role: Role = .normal { didSet { if role != oldValue { titleChanged() } } }

    /// The space above and below the title in the intrinsic size: 6 points each, which makes
    /// a 15-point system button 30 points high as in UIKit.
    public nonisolated static let titleVerticalPadding = 6.0

    /// The narrowest a titled button is without `contentEdgeInsets` (30 points), as UIKit's
    /// system button: Xcode stores buttons titled "OK", "yes" and "no" 30 points wide in the
    /// files of three shipping apps, where the title alone is 17 to 25.
    public nonisolated static let minimumTitledWidth = 30.0

    /// Creates a button with `frame` and `title`, and 8-point rounded corners.
    public init(frame: Rect = .zero, title: String = "") {
        super.init(frame: frame)
        titles[State.normal.rawValue] = title
        cornerRadius = 8
    }

    private func titleChanged() {
        invalidate()
        invalidateIntrinsicContentSize()
    }

    /// The colour a plain title is drawn in, as the state and background say.
    private var drawnTitleColor: Color {
        let set = Button.value(titleColors, for: state)
        let base: Color = set?.value ?? (backgroundColor == nil ? tintColor! : .white)
        let dims = !isEnabled && set?.state.contains(.disabled) != true
        return base.withAlpha(base.alpha * (dims ? 0.4 : 1))
    }

    /// The title as drawn (before shrinking): the attributed title, or `title` in `font` and
    /// the title colour; `lineBreakMode` and centring apply to both.
    public var titleText: AttributedText {
        let style = ParagraphStyle(alignment: .center, lineBreakMode: lineBreakMode)
        if let set = Button.value(attributedTitles, for: state) {
            let attributedTitle = set.value
            let dim = isEnabled || set.state.contains(.disabled) ? 1.0 : 0.4
            return attributedTitle.updatingAttributes {
                $0.paragraphStyle = style
                $0.foregroundColor = $0.foregroundColor.withAlpha($0.foregroundColor.alpha * dim)
            }
        }
        return AttributedText(currentTitle ?? "", attributes: TextAttributes(font: font, foregroundColor: drawnTitleColor, paragraphStyle: style))
    }

    /// Where the title is laid out: the bounds less `contentEdgeInsets`.
    var titleRect: Rect {
        let i = contentEdgeInsets
        return Rect(i.left, i.top, max(bounds.width - i.left - i.right, 0), max(bounds.height - i.top - i.bottom, 0))
    }

    private func spec(_ text: AttributedText) -> TextSpec {
        let r = titleRect
        return TextSpec(text, maxWidth: r.width, maxHeight: r.height, numberOfLines: 1)
    }

    /// The first run's font size the title is drawn at: the font's, or less when it shrinks
    /// to fit (every run by the same factor, to whole points).
    public var effectiveFontSize: Double {
        let text = titleText
        let size = text.runs.first?.attributes.font.pointSize ?? font.pointSize
        guard adjustsFontSizeToFitWidth, !text.isEmpty, size > 0 else { return size }
        let whole = TextSystem.measurer.layout(TextSpec(text, numberOfLines: 1)).size
        let room = titleRect.size
        let byWidth = whole.width > room.width ? size * room.width / max(whole.width, 1e-9) : size
        let byHeight = whole.height > room.height ? size * room.height / max(whole.height, 1e-9) : size
        return max(4, min(byWidth, byHeight, size).rounded(.down))
    }

    /// What the button draws: its title (shrunk when it must) on one line in the bounds.
    public var titleSpec: TextSpec {
        let text = titleText
        let size = text.runs.first?.attributes.font.pointSize ?? font.pointSize
        let factor = size > 0 ? effectiveFontSize / size : 1
        return spec(factor == 1 ? text : text.updatingAttributes { $0.font = $0.font.withSize($0.font.pointSize * factor) })
    }

    /// The title's size on one line, with `titleVerticalPadding` above and below and
    /// `minimumTitledWidth` wide at least; an empty title has none (`View.noIntrinsicMetric`
    /// both ways).
    open override var intrinsicContentSize: Size {
        if let configuration { return ceiledToScreenPixels(configuredIntrinsicSize(configuration)) }
        return ceiledToScreenPixels(Button.intrinsicSize(ofTitle: titleText, contentEdgeInsets: contentEdgeInsets))
    }

    /// A button's intrinsic size for `title` and `contentEdgeInsets` (see
    /// `intrinsicContentSize`), for the button and for importers that size views before any
    /// exists; `minimumWidth` is the least width without insets (none for a title beside an image).
    public nonisolated static func intrinsicSize(ofTitle title: AttributedText, contentEdgeInsets i: EdgeInsets = EdgeInsets(),
                                                 minimumWidth: Double = minimumTitledWidth) -> Size {
        guard !title.isEmpty else { return Size(View.noIntrinsicMetric, View.noIntrinsicMetric) }
        let s = TextSystem.measurer.layout(TextSpec(title, numberOfLines: 1)).size
        if i == EdgeInsets() { return Size(max(s.width, minimumWidth), s.height + 2 * titleVerticalPadding) }
        return Size(max(0, s.width + i.left + i.right), max(0, s.height + i.top + i.bottom))
    }

    open override var firstBaselineOffsetFromTop: Double? {
        guard !titleText.isEmpty else { return nil }
        let l = TextSystem.measurer.layout(bounds.height > 0 ? titleSpec : TextSpec(titleText, numberOfLines: 1))
        let padding = contentEdgeInsets == EdgeInsets() ? Button.titleVerticalPadding : contentEdgeInsets.top
        let top = bounds.height > 0 ? titleRect.minY + (titleRect.height - l.size.height) / 2 : padding
        return top + l.firstBaseline
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        guard let first = firstBaselineOffsetFromTop else { return nil }
        let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
        return height - first
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        if let configuration { drawConfigured(configuration, into: &list, transform: m, opacity: opacity, clip: clip); return }
        if !titleText.isEmpty {
            let r = titleRect
            list.append(Quad(content: .text(titleSpec), size: r.size, transform: m.translatedBy(r.minX, r.minY), opacity: opacity,
                             clip: clip, contentMode: .center))
        }
        drawHighlight(into: &list, transform: m, opacity: opacity, clip: clip)
    }
}
