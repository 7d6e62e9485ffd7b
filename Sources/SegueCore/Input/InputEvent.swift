import Foundation

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key, named as in input scripts: letters and digits as themselves ("A", "1"), and the
/// names below for the rest. Names compare case-insensitively for letters.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) {
        self.name = name.count == 1 ? name.uppercased() : name
    }
    public static let left = Key("Left"), right = Key("Right"), up = Key("Up"), down = Key("Down")
    public static let enter = Key("Enter"), space = Key("Space"), escape = Key("Escape")
    public static let backspace = Key("Backspace"), tab = Key("Tab"), f1 = Key("F1")
    public static let questionMark = Key("?")
    public var description: String { name }
}

/// A mouse button.
public enum MouseButton: Int, Hashable, Sendable {
    case left = 1, middle = 2, right = 3
}

/// Input as Core sees it, whatever produced it: the platform layer translates SDL events into
/// these, an input script produces them at its times. Positions are in window points.
public enum InputEvent: Hashable, Sendable {
    case keyDown(Key, KeyModifiers)
    case keyUp(Key, KeyModifiers)
    case text(String)
    case mouseDown(Point, MouseButton)
    case mouseUp(Point, MouseButton)
    case mouseMove(Point)
    case scroll(dx: Double, dy: Double, at: Point)
    /// The window's drawable area changed, in points.
    case resize(Size)
    case quit
}
