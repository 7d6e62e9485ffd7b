import Foundation

/// Horizontal alignment of text in its box, like `NSTextAlignment`.
///
/// Text is always centred vertically in a label's bounds, as UILabel draws it.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush against the left edge.
    case left
    /// Centred.
    case center
    /// Flush against the right edge.
    case right
    /// Both edges flush (spaces widened), except the last line of each paragraph, which is
    /// aligned naturally.
    case justified
    /// Flush against the leading edge of the paragraph's writing direction: left for
    /// left-to-right text, right for Arabic or Hebrew; UIKit's default.
    case natural

    /// The alignment for a paragraph whose direction is right-to-left or not: `natural` (and
    /// justified text's last line) resolved to `left` or `right`.
    public func resolved(rightToLeft: Bool) -> TextAlignment {
        switch self {
        case .natural, .justified: return rightToLeft ? .right : .left
        default: return self
        }
    }

    /// Where a quad holding the laid-out text sits in the view (vertically centred), for
    /// left-to-right text.
    var contentMode: ContentMode {
        switch self {
        case .center: return .center
        case .right: return .right
        case .left, .justified, .natural: return .left
        }
    }
}
