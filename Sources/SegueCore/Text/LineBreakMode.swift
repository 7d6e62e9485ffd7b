import Foundation

/// How text that does not fit is broken or cut, like `NSLineBreakMode` (UIKit's raw values).
///
/// The wrapping modes break lines where the width runs out; the truncating and clipping modes
/// keep each paragraph on one line and cut it there, except that on a label with several lines
/// they wrap words and apply only to the last line that shows, as UIKit does.
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable {
    /// Lines break between words (at the break opportunities of Unicode's line breaking rules);
    /// a word wider than the line is broken between characters.
    case byWordWrapping = 0
    /// Lines break between any two characters (grapheme clusters).
    case byCharWrapping = 1
    /// What does not fit is cut at the edge, without an ellipsis.
    case byClipping = 2
    /// The start of the line is replaced by an ellipsis ("…end").
    case byTruncatingHead = 3
    /// The end of the line is replaced by an ellipsis ("start…"); UILabel's default.
    case byTruncatingTail = 4
    /// The middle of the line is replaced by an ellipsis ("sta…end").
    case byTruncatingMiddle = 5

    /// The name, as the Swift case (`byTruncatingTail`); what YAML storyboards write.
    public var name: String {
        switch self {
        case .byWordWrapping: return "byWordWrapping"
        case .byCharWrapping: return "byCharWrapping"
        case .byClipping: return "byClipping"
        case .byTruncatingHead: return "byTruncatingHead"
        case .byTruncatingTail: return "byTruncatingTail"
        case .byTruncatingMiddle: return "byTruncatingMiddle"
        }
    }

    /// The name Interface Builder writes in `lineBreakMode="…"`.
    public var interfaceBuilderName: String {
        switch self {
        case .byWordWrapping: return "wordWrap"
        case .byCharWrapping: return "characterWrap"
        case .byClipping: return "clip"
        case .byTruncatingHead: return "headTruncation"
        case .byTruncatingTail: return "tailTruncation"
        case .byTruncatingMiddle: return "middleTruncation"
        }
    }

    /// The mode called `name`: the Swift case's name or Interface Builder's.
    public init?(name: String) {
        guard let mode = LineBreakMode.allCases.first(where: { $0.name == name || $0.interfaceBuilderName == name })
        else { return nil }
        self = mode
    }

    /// Whether the mode cuts a line with an ellipsis.
    public var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }

    /// Whether the mode wraps long paragraphs onto further lines.
    public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}
