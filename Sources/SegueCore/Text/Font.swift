import Foundation

/// A font as UIKit's `UIFont` describes one, without drawing anything: the system font or a
/// font by name, a point size, a weight and a slant.
///
/// Core only describes fonts; the text engine behind `TextMeasuring` picks the installed face
/// that draws one (the system font maps to a face of close widths, Helvetica to a
/// metric-compatible face, and so on). Two equal fonts always draw alike.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The font's name as written in `Font(name:size:)`: a PostScript name (`Helvetica-Bold`)
    /// or a family name (`Helvetica`); nil for the system font.
    public let name: String?
    /// The size in points (UIKit's `pointSize`).
    public let pointSize: Double
    /// The weight: the system font's own, or the one a named font's style suffix says
    /// (`-Bold`, `-Light` …; regular when it says none).
    public let weight: Weight
    /// Whether the face is italic (or oblique).
    public let isItalic: Bool
    /// The text style the font was made for by `preferredFont(forTextStyle:)`, if any.
    public let textStyle: TextStyle?

    /// The display name of the system font's family, as UIKit reports it.
    public static let systemFamilyName = "System Font"

    /// Creates the system font (or a named font when `name` is given) with every property.
    public init(name: String?, pointSize: Double, weight: Weight = .regular, isItalic: Bool = false,
                textStyle: TextStyle? = nil) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// The font named `name` (a PostScript name such as `Helvetica-BoldOblique`, or a family
    /// name) at `size` points, like `UIFont(name:size:)`. Its weight and slant are read from the
    /// name's style suffix, so that a face the engine cannot find is still drawn bold or italic.
    /// Unlike UIKit this never fails: an unknown font is drawn by the nearest installed face.
    public init(name: String, size: Double) {
        let style = Font.style(ofPostScriptName: name)
        self.init(name: name, pointSize: size, weight: style.weight, isItalic: style.isItalic)
    }

    /// The system font at `size` points and `weight`, like `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(name: nil, pointSize: size, weight: weight)
    }

    /// The bold system font at `size` points, like `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font at `size` points, like `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(name: nil, pointSize: size, weight: .regular, isItalic: true)
    }

    /// UIKit's default font for labels: the system font at 17 points (the body size).
    public static let labelDefault = systemFont(ofSize: 17)
    /// UIKit's default font for button titles: the system font at 15 points, regular.
    public static let buttonDefault = systemFont(ofSize: 15)

    /// Whether this is the system font (of any weight and slant).
    public var isSystemFont: Bool { name == nil }

    /// The family's name, like `UIFont.familyName`: the system family, or the part of the
    /// name before a style suffix (`Helvetica-Bold` → `Helvetica`).
    public var familyName: String {
        guard let name else { return Font.systemFamilyName }
        if let dash = name.lastIndex(of: "-"), dash != name.startIndex { return String(name[..<dash]) }
        return name
    }

    /// The face's name, like `UIFont.fontName`: the given name, or a name for the system
    /// font's face (`.SFUI-Semibold`, `.SFUI-Italic`).
    public var fontName: String {
        if let name { return name }
        let w = weight == .regular && isItalic ? "" : weight.styleName
        return ".SFUI-" + w + (isItalic ? "Italic" : "")
    }

    /// The same face at another size, like `UIFont.withSize(_:)` (the text style is dropped
    /// when the size changes, as a scaled font is no longer the style's).
    public func withSize(_ size: Double) -> Font {
        Font(name: name, pointSize: size, weight: weight, isItalic: isItalic,
             textStyle: size == pointSize ? textStyle : nil)
    }

    /// The same family and size in another weight.
    public func withWeight(_ weight: Weight) -> Font {
        Font(name: name, pointSize: pointSize, weight: weight, isItalic: isItalic, textStyle: textStyle)
    }

    /// The same family, size and weight, italic or upright.
    public func withItalic(_ italic: Bool) -> Font {
        Font(name: name, pointSize: pointSize, weight: weight, isItalic: italic, textStyle: textStyle)
    }

    /// Whether the weight is bold or heavier (UIKit's `.traitBold`).
    public var isBold: Bool { weight >= .semibold }

    public var description: String {
        let face = name ?? "system"
        let size = pointSize == pointSize.rounded() && abs(pointSize) < 1e9 ? String(Int(pointSize)) : String(pointSize)
        return "\(face) \(size) pt, \(weight.styleName)\(isItalic ? " italic" : "")"
    }

    /// The weight and slant a PostScript name's style suffix gives (`Helvetica-BoldOblique`:
    /// bold, italic; `Avenir-Light`: light; `Georgia`: regular, upright). Exposed so the text
    /// engine reads a name exactly as Core does.
    public static func style(ofPostScriptName name: String) -> (weight: Weight, isItalic: Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (.regular, false) }
        let suffix = name[name.index(after: dash)...].lowercased()
        let italic = suffix.contains("italic") || suffix.contains("oblique")
        // Longest names first: "semibold" before "bold", "ultralight" before "light".
        let words: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
            ("thin", .thin), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
            ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black), ("light", .light),
            ("medium", .medium), ("bold", .bold),
        ]
        let weight = words.first { suffix.contains($0.0) }?.1 ?? .regular
        return (weight, italic)
    }
}

extension Font {
    /// A font weight, like `UIFont.Weight`: a number from −1 (thinnest) to 1 (heaviest), 0 being
    /// regular, with UIKit's named values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// UIKit's number for the weight (−1…1, regular 0).
        public var rawValue: Double
        /// Creates a weight from UIKit's number.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// UIKit's `ultraLight` (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `thin` (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `light` (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `regular` (0).
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `medium` (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `semibold` (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `bold` (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `heavy` (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `black` (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// The named weights, thinnest first, with the names UIKit and Interface Builder give them.
        public static let named: [(name: String, weight: Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
            ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]

        /// The named weight nearest to this one.
        public var nearestNamed: Weight {
            Weight.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!.weight
        }

        /// The nearest named weight's name (`regular`, `semibold` …).
        public var name: String {
            let near = nearestNamed
            return Weight.named.first { $0.weight == near }!.name
        }

        /// The nearest named weight's name as a face's style (`Regular`, `Semibold` …).
        public var styleName: String { name.prefix(1).uppercased() + name.dropFirst() }

        /// The weight as OpenType's `usWeightClass` (and CSS, fontconfig's and Pango's scales):
        /// ultraLight 100, thin 200, light 300, regular 400, medium 500, semibold 600,
        /// bold 700, heavy 800, black 900 — the nearest named weight's class.
        public var openTypeWeight: Int {
            (Weight.named.firstIndex { $0.weight == nearestNamed }! + 1) * 100
        }

        /// The named weight called `name` (case-insensitive), or nil.
        public init?(name: String) {
            guard let w = Weight.named.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
            self = w.weight
        }

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }
}
