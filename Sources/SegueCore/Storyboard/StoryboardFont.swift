import Foundation

/// A font as a storyboard writes it: the system font (of a weight, italic or not), a text
/// style, or a font by name, with or without a size.
///
/// The written form is `FACE [SIZE]`: `system 17`, `system-bold 15`, `system-semibold-italic 12`,
/// `body`, `headline`, `title1 30` (a text style at another size), `Helvetica-Bold 14`,
/// `Helvetica Neue 14` (a name may have spaces; the size is the last word). Without a size, a
/// text style has its own and the system font the view's default (17 for a label, 15 for a
/// button); a named font needs one, so that a misspelt text style is not taken for a name.
public struct StoryboardFont: Hashable, Sendable {
    /// Which face.
    public enum Face: Hashable, Sendable {
        /// The system font of a weight, italic or upright.
        case system(Font.Weight, italic: Bool)
        /// A Dynamic Type text style (the system font at the style's size and weight).
        case textStyle(Font.TextStyle)
        /// A font by PostScript or family name.
        case named(String)
    }

    /// The face.
    public var face: Face
    /// The size in points; nil: the text style's, or the view's default.
    public var size: Double?

    /// Creates a storyboard font from its face and size.
    public init(_ face: Face, size: Double? = nil) {
        self.face = face
        self.size = size
    }

    /// The sizes a storyboard font may have, in points.
    public static let sizes: ClosedRange<Double> = 1...500

    /// The font, with `defaultSize` when none is given.
    public func font(defaultSize: Double) -> Font {
        switch face {
        case .system(let weight, let italic):
            return Font(name: nil, pointSize: size ?? defaultSize, weight: weight, isItalic: italic)
        case .textStyle(let style):
            let f = Font.preferredFont(forTextStyle: style)
            return size.map { f.withSize($0) } ?? f
        case .named(let name):
            return Font(name: name, size: size ?? defaultSize)
        }
    }

    /// The storyboard font that writes `font` (its text style when it has one).
    public init(_ font: Font) {
        if let style = font.textStyle {
            self.init(.textStyle(style), size: font.pointSize == style.defaultFace.size ? nil : font.pointSize)
        } else if let name = font.name {
            self.init(.named(name), size: font.pointSize)
        } else {
            self.init(.system(font.weight.nearestNamed, italic: font.isItalic), size: font.pointSize)
        }
    }

    /// The written form (see the type's notes).
    public var written: String {
        let faceText: String
        switch face {
        case .system(let weight, let italic):
            faceText = "system" + (weight == .regular ? "" : "-" + weight.name.lowercased()) + (italic ? "-italic" : "")
        case .textStyle(let style): faceText = style.name
        case .named(let name): faceText = name
        }
        guard let size else { return faceText }
        return faceText + " " + YAMLReader.format(size)
    }

    /// What a written font must look like, for error messages and the docs.
    public static let expected = "`system 17`, `system-bold 15` (any weight, `-italic`), a text style such as `body` or `headline`, or a font name and size such as `Helvetica-Bold 14`"

    /// Reads the written form; nil with the reason when it is not one.
    public static func parse(_ text: String) -> Result<StoryboardFont, StoryboardFontError> {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return .failure(StoryboardFontError("an empty font")) }
        var size: Double?
        if words.count > 1, let last = words.last, let n = Double(last) {
            guard n.isFinite, sizes.contains(n) else {
                return .failure(StoryboardFontError("a font size of \(last) is out of range; expected 1…500 points"))
            }
            size = n
            words.removeLast()
        }
        let name = words.joined(separator: " ")
        if let n = Double(name) {
            return .failure(StoryboardFontError("a font needs a face before its size \(YAMLReader.format(n))"))
        }
        let lower = name.lowercased()
        if lower == "system" || lower.hasPrefix("system-") {
            var parts = lower.split(separator: "-").dropFirst().map(String.init)
            let italic = parts.last == "italic"
            if italic { parts.removeLast() }
            guard parts.count <= 1 else { return .failure(StoryboardFontError("unknown system font '\(name)'")) }
            guard let weight = parts.first.map({ Font.Weight(name: $0) }) ?? .regular else {
                let weights = Font.Weight.named.map { $0.name.lowercased() }.joined(separator: ", ")
                return .failure(StoryboardFontError("unknown weight '\(parts[0])' in '\(name)'; expected one of \(weights)"))
            }
            return .success(StoryboardFont(.system(weight, italic: italic), size: size))
        }
        if let style = Font.TextStyle(name: name) { return .success(StoryboardFont(.textStyle(style), size: size)) }
        guard size != nil else {
            return .failure(StoryboardFontError("font '\(name)' needs a size (as in '\(name) 17'), or is not a text style"))
        }
        return .success(StoryboardFont(.named(name), size: size))
    }
}

/// Why a written font could not be read.
public struct StoryboardFontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String
    /// Creates the error with its message.
    public init(_ description: String) { self.description = description }
}
