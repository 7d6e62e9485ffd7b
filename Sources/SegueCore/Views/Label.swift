import Foundation

/// Horizontal alignment of a label's text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush against the left edge, centred, or flush against the right edge of the label's
    /// bounds, like `NSTextAlignment`; the text is always centred vertically.
    case left, center, right

    var contentMode: ContentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }
}

/// A single line of text (UILabel), rasterised by the renderer with the font in Assets/.
open class Label: View {
    /// The text, on one line; text wider than the label is cut at its bounds (no truncation
    /// ellipsis). An empty string draws nothing.
    public var text: String { didSet { invalidate() } }
    /// The font size in points; 17 by default, UIKit's body size.
    public var fontSize: Double = 17 { didSet { invalidate() } }
    /// Whether the bundled font's bold face is used.
    public var bold = false { didSet { invalidate() } }
    /// The text colour; black by default.
    public var textColor: Color = .black { didSet { invalidate() } }
    /// Where the text sits horizontally in the bounds; left by default.
    public var textAlignment: TextAlignment = .left { didSet { invalidate() } }

    /// Creates a label with `frame` and `text`: 17-point regular black text, left-aligned.
    public init(frame: Rect = .zero, text: String = "") {
        self.text = text
        super.init(frame: frame)
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard !text.isEmpty else { return }
        list.append(Quad(content: .text(TextSpec(text, fontSize: fontSize, color: textColor, bold: bold)),
                         size: bounds.size, transform: m, opacity: opacity, clip: clip,
                         contentMode: textAlignment.contentMode))
    }
}
