import Foundation

/// A straight (not premultiplied) sRGB colour with alpha, components 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1 (straight, not multiplied by `alpha`).
    public var red: Double
    /// The green component, 0…1 (straight, not multiplied by `alpha`).
    public var green: Double
    /// The blue component, 0…1 (straight, not multiplied by `alpha`).
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from straight sRGB components and alpha, each 0…1, like
    /// `UIColor(red:green:blue:alpha:)`. Values are stored as given, not clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a grey with the same `white` value (0 black … 1 white) in all three components, like
    /// `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Fully transparent black, like `UIColor.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque pure red (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Opaque 50% grey, like `UIColor.gray`.
    public static let gray = Color(white: 0.5)
    /// Opaque two-thirds white, like `UIColor.lightGray`.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque one-third white, like `UIColor.darkGray`.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// iOS's default tint blue, #007AFF, like `UIColor.systemBlue` in light mode.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)

    /// Named colours accepted in storyboards.
    public static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "red": .red, "green": .green,
        "blue": .blue, "gray": .gray, "grey": .gray, "lightGray": .lightGray, "darkGray": .darkGray,
        "systemBlue": .systemBlue,
        "orange": Color(red: 1, green: 0.58, blue: 0), "yellow": Color(red: 1, green: 0.8, blue: 0),
        "purple": Color(red: 0.69, green: 0.32, blue: 0.87), "teal": Color(red: 0.19, green: 0.69, blue: 0.78),
    ]

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a colour name. Returns nil for anything else.
    public init?(string: String) {
        let s = string.trimmingCharacters(in: .whitespaces)
        if let c = Color.named[s] { self = c; return }
        guard s.hasPrefix("#") else { return nil }
        var hex = String(s.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let v = UInt64(hex, radix: 16) else { return nil }
        if hex.count == 6 {
            self.init(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
                      blue: Double(v & 0xFF) / 255)
        } else {
            self.init(red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
                      blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
        }
    }

    /// The same colour with its alpha replaced by `a` (not multiplied), like
    /// `UIColor.withAlphaComponent(_:)`.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// This colour drawn over the opaque `background` (source over), as one opaque colour.
    public func over(_ background: Color) -> Color {
        func mix(_ f: Double, _ b: Double) -> Double { f * alpha + b * (1 - alpha) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1, in upper-case hex; each
    /// component is clamped to 0…1 and rounded to 8 bits. `Color(string:)` reads it back.
    public var hexString: String {
        func h(_ v: Double) -> String { String(format: "%02X", Int((max(0, min(1, v)) * 255).rounded())) }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }

    public var description: String { hexString }
}
