import Foundation

extension Font {
    /// A Dynamic Type text style, like `UIFont.TextStyle`; the raw value is UIKit's
    /// (`UICTFontTextStyleBody`), as Interface Builder writes it.
    public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// UIKit's name of the style (`UICTFontTextStyleHeadline`).
        public var rawValue: String
        /// Creates a style from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title (34 pt regular).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title (28 pt regular).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title (22 pt regular).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title (20 pt regular).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17 pt semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text (17 pt regular).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16 pt regular).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadings (15 pt regular).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes (13 pt regular).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12 pt regular).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11 pt regular).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style, largest first.
        public static let allCases: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
            .footnote, .caption1, .caption2,
        ]

        /// The style's size and weight at the default content size category (Large), as
        /// UIKit's `preferredFont(forTextStyle:)` gives them.
        public var defaultFace: (size: Double, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }

        /// The distance from one line's baseline to the next in the style at the default
        /// content size category (Large), as Apple's Dynamic Type table calls its "leading"
        /// (not `UIFont.leading`, the gap: `Font.lineGap`): 22 points for body text, 1.7 more
        /// than SF's line height at 17 points (0.4 more for the large title; the second
        /// caption's 13 is less than SF's 13.1, which is kept). Interface Builder stores a label
        /// of several lines in a text style that much taller for each line after the first
        /// (body: 42⅓ points for two lines, 64⅓ for three, in 20 labels of 12 apps; the system
        /// font at 17 points, 40⅔ and 61).
        public var baselineDistance: Double {
            switch self {
            case .largeTitle: return 41
            case .title1: return 34
            case .title2: return 28
            case .title3: return 25
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption1: return 16
            case .caption2: return 13
            default: return 22
            }
        }

        /// The style's short name, as the Swift constant (`body`, `headline`, `largeTitle` …).
        public var name: String {
            switch self {
            case .largeTitle: return "largeTitle"
            case .title1: return "title1"
            case .title2: return "title2"
            case .title3: return "title3"
            case .headline: return "headline"
            case .callout: return "callout"
            case .subheadline: return "subheadline"
            case .footnote: return "footnote"
            case .caption1: return "caption1"
            case .caption2: return "caption2"
            default: return "body"
            }
        }

        /// The style with the short name `name` (`body`, `title1` …; `title` and `caption`
        /// also name `title1` and `caption1`, as SwiftUI calls them), or nil.
        public init?(name: String) {
            let aliases = ["title": "title1", "caption": "caption1"]
            let wanted = aliases[name] ?? name
            guard let style = TextStyle.allCases.first(where: { $0.name == wanted }) else { return nil }
            self = style
        }
    }

    /// The system font for `style` at the default content size, like
    /// `UIFont.preferredFont(forTextStyle:)`: body 17 pt, headline 17 pt semibold, and so on
    /// (Dynamic Type's other content sizes are not modelled).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let face = style.defaultFace
        return Font(name: nil, pointSize: face.size, weight: face.weight, textStyle: style)
    }

    /// The points UIKit's text adds between two lines of this font beyond `lineHeight`, the
    /// font's own line height: for a system font made for a text style, its style's
    /// `baselineDistance` (scaled with the font's size) less the line height, never negative;
    /// none for any other font, and for one resized with `withSize(_:)`, which drops the style
    /// (a label shrinking its text to fit loses the gap with it). A paragraph style's
    /// `lineSpacing` adds to it.
    public func lineGap(lineHeight: Double) -> Double {
        guard let textStyle, isSystemFont else { return 0 }
        return max(0, textStyle.baselineDistance * pointSize / textStyle.defaultFace.size - lineHeight)
    }
}
