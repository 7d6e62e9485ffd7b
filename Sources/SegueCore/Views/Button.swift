import Foundation

/// A push button (UIButton): a title on the background, darkened while pressed, sending
/// `primaryActionTriggered` when released inside or activated with Enter/Space.
open class Button: Control {
    /// The title, drawn bold and centred; an empty title draws nothing, like
    /// `UIButton.setTitle(_:for:)`.
    public var title: String { didSet { invalidate() } }
    /// The title colour. Nil, the default, uses `tintColor` on a button with no background, and
    /// white on one with a `backgroundColor`. A disabled button draws it at 40% of its alpha.
    public var titleColor: Color? { didSet { invalidate() } }
    /// The title's font size in points; 17 by default.
    public var fontSize: Double = 17 { didSet { invalidate() } }
    /// Whether the title shrinks to fit the button (with 8 points either side), like a
    /// `UIButton` whose `titleLabel.adjustsFontSizeToFitWidth` is on; off by default.
    public var adjustsFontSizeToFitWidth = false { didSet { invalidate() } }

    /// The font size the title is drawn at: `fontSize`, or less when it shrinks to fit.
    public var effectiveFontSize: Double {
        guard adjustsFontSizeToFitWidth, !title.isEmpty else { return fontSize }
        let width = TextMetrics.width(of: title, fontSize: fontSize, bold: true)
        let room = max(bounds.width - 16, 1)
        let byWidth = width > room ? fontSize * room / width : fontSize
        let byHeight = TextMetrics.lineHeight(fontSize: fontSize) > bounds.height
            ? bounds.height / TextMetrics.lineHeightInEms : fontSize
        // Whole points, as the renderer opens fonts at whole pixel sizes.
        return max(4, min(byWidth, byHeight).rounded(.down))
    }

    /// Creates a button with `frame` and `title`, and 8-point rounded corners.
    public init(frame: Rect = .zero, title: String = "") {
        self.title = title
        super.init(frame: frame)
        cornerRadius = 8
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        if !title.isEmpty {
            let base = titleColor ?? (backgroundColor == nil ? tintColor : .white)
            let color = base.withAlpha(base.alpha * (isEnabled ? 1 : 0.4))
            list.append(Quad(content: .text(TextSpec(title, fontSize: effectiveFontSize, color: color, bold: true)),
                             size: bounds.size, transform: m, opacity: opacity, clip: clip, contentMode: .center))
        }
        drawHighlight(into: &list, transform: m, opacity: opacity, clip: clip)
    }
}
