import Foundation

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits: shift 1, control 2, alt 4, command 8.
    public let rawValue: Int
    /// Creates a set of modifiers from their bits (see `rawValue`).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Either Shift key (`UIKeyModifierFlags.shift`).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key (`UIKeyModifierFlags.control`).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key, Option on a Mac keyboard (`UIKeyModifierFlags.alternate`).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either GUI key — Super/Windows, or Command on a Mac keyboard (`UIKeyModifierFlags.command`).
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key, named as in input scripts: letters and digits as themselves ("A", "1"), and the
/// names below for the rest. Names compare case-insensitively for letters.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's name: one upper-case character for letters, digits and other printable keys
    /// ("A", "7", "/"), or a name such as "Left", "Enter" or "F1".
    public let name: String
    /// Creates a key from its name. A one-character name is upper-cased, so `Key("a") == Key("A")`;
    /// longer names are kept as written and compared exactly ("Left", not "left").
    public init(_ name: String) {
        self.name = name.count == 1 ? name.uppercased() : name
    }
    /// The arrow keys.
    public static let left = Key("Left"), right = Key("Right"), up = Key("Up"), down = Key("Down")
    /// Return (main or keypad), the space bar and Escape.
    public static let enter = Key("Enter"), space = Key("Space"), escape = Key("Escape")
    /// Page Up, Page Down, Home and End.
    public static let pageUp = Key("PageUp"), pageDown = Key("PageDown"), home = Key("Home"), end = Key("End")
    /// Backspace, Tab and the F1 function key.
    public static let backspace = Key("Backspace"), tab = Key("Tab"), f1 = Key("F1")
    /// The "?" key, whatever the keyboard layout produces it with (Shift-/ on a US layout).
    public static let questionMark = Key("?")
    public var description: String { name }
}

/// A mouse button.
public enum MouseButton: Int, Hashable, Sendable {
    /// The primary, middle (wheel) and secondary buttons, numbered 1, 2 and 3 as SDL numbers them.
    case left = 1, middle = 2, right = 3
}

/// Input as Core sees it, whatever produced it: the platform layer translates SDL events into
/// these, an input script produces them at its times. Positions are in window points.
public enum InputEvent: Hashable, Sendable {
    /// A key went down, with the modifiers held at that moment. Held keys repeat as further
    /// `keyDown`s.
    case keyDown(Key, KeyModifiers)
    /// A key was released, named as it was when it went down.
    case keyUp(Key, KeyModifiers)
    /// Text typed, as UTF-8 characters after the keyboard layout and input method are applied;
    /// what a text field inserts (`UIKeyInput.insertText(_:)`).
    case text(String)
    /// A mouse button went down at a window point (the start of a touch, in UIKit terms).
    case mouseDown(Point, MouseButton)
    /// A mouse button was released at a window point.
    case mouseUp(Point, MouseButton)
    /// The pointer moved to a window point (with or without a button held).
    case mouseMove(Point)
    /// A wheel or trackpad scroll by `dx` (positive to the right) and `dy` (positive away from the
    /// user, i.e. scrolling up), whatever the system's "natural scrolling" setting, with the pointer
    /// at `at`.
    case scroll(dx: Double, dy: Double, at: Point)
    /// The window's drawable area changed, in points.
    case resize(Size)
    /// The user asked to quit: the last window was closed, or the process got an interrupt.
    case quit
    /// A segue performed as the segue palette does and a script's `segue` line asks: a segue
    /// leaving the screen, an unwind or a scene (`SegueTarget`).
    case segue(SegueTarget)
}
