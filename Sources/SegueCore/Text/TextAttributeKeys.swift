import Foundation

/// UIKit's attribute names, for the attribute dictionaries UIKit's APIs take
/// (`titleTextAttributes` and the bar appearances'): `[.foregroundColor: Color.white,
/// .font: Font.boldSystemFont(ofSize: 20)]` reads as it does in UIKit. Foundation on Linux has
/// the key type but not these names.
extension NSAttributedString.Key {
    /// The font: a `Font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour: a `Color`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A colour behind the glyphs: a `Color`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after each character: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline: an `UnderlineStyle` or its raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour: a `Color`.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The line through the text: an `UnderlineStyle` or its raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour: a `Color`.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The paragraph's style: a `ParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension TextAttributes {
    /// These attributes with those `dictionary` sets (UIKit's attribute dictionary) in their
    /// place. A key SegueKit does not draw, or a value of the wrong type, is left out.
    public func applying(_ dictionary: [NSAttributedString.Key: Any]) -> TextAttributes {
        var a = self
        for (key, value) in dictionary {
            switch key {
            case .font: if let f = value as? Font { a.font = f }
            case .foregroundColor: if let c = value as? Color { a.foregroundColor = c }
            case .backgroundColor: if let c = value as? Color { a.backgroundColor = c }
            case .kern: if let k = TextAttributes.number(value) { a.kern = k }
            case .underlineStyle: if let s = TextAttributes.lineStyle(value) { a.underlineStyle = s }
            case .underlineColor: if let c = value as? Color { a.underlineColor = c }
            case .strikethroughStyle: if let s = TextAttributes.lineStyle(value) { a.strikethroughStyle = s }
            case .strikethroughColor: if let c = value as? Color { a.strikethroughColor = c }
            case .paragraphStyle: if let p = value as? ParagraphStyle { a.paragraphStyle = p }
            default: break
            }
        }
        return a
    }

    /// A number given as any of Swift's numeric types.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    /// A line style given as the enum or as UIKit's raw value.
    private static func lineStyle(_ value: Any) -> UnderlineStyle? {
        if let s = value as? UnderlineStyle { return s }
        return (value as? Int).flatMap { UnderlineStyle(rawValue: $0) }
    }
}
