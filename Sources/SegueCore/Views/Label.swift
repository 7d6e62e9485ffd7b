import Foundation

/// Horizontal alignment of a label's text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
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
    public var text: String { didSet { invalidate() } }
    public var fontSize: Double = 17 { didSet { invalidate() } }
    public var bold = false { didSet { invalidate() } }
    public var textColor: Color = .black { didSet { invalidate() } }
    public var textAlignment: TextAlignment = .left { didSet { invalidate() } }

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
