import Foundation

/// Key and modifier names as input scripts write them: `Right`, `A`, `7`, `?`, `Ctrl+R`,
/// `Shift+Tab`. Names are matched without regard to case and written back in their canonical
/// spelling, so `ctrl+r` reads as `Ctrl+R`.
public enum InputScriptKeys {
    /// Keys with names longer than one character, in their canonical spelling. Letters,
    /// digits and punctuation characters name themselves; `Hash` and `Plus` stand for `#`
    /// (which would start a comment) and `+` (which joins modifiers).
    public static let named: [String] = [
        "Left", "Right", "Up", "Down", "Enter", "Space", "Escape", "Backspace", "Tab",
        "Delete", "Insert", "Home", "End", "PageUp", "PageDown",
        "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
        "Hash", "Plus",
    ]

    /// Other spellings accepted when reading.
    static let aliases: [String: String] = [
        "return": "Enter", "esc": "Escape", "del": "Delete", "pgup": "PageUp", "pgdn": "PageDown",
    ]

    /// Modifier names in the order they are written, with the spellings accepted when reading.
    static let modifierNames: [(KeyModifiers, String, [String])] = [
        (.control, "Ctrl", ["ctrl", "control"]),
        (.shift, "Shift", ["shift"]),
        (.alt, "Alt", ["alt", "option", "opt"]),
        (.command, "Cmd", ["cmd", "command", "super", "meta", "gui"]),
    ]

    /// The key a script word names, or nil when no key has that name.
    public static func key(named word: String) -> Key? {
        let lower = word.lowercased()
        if lower == "hash" { return Key("#") }
        if lower == "plus" { return Key("+") }
        if let alias = aliases[lower] { return Key(alias) }
        if let name = named.first(where: { $0.lowercased() == lower }) { return Key(name) }
        if word.count == 1, let scalar = word.unicodeScalars.first,
           scalar.isASCII, scalar.value > 32, scalar.value < 127 {
            return Key(word)
        }
        return nil
    }

    /// The modifier a script word names, or nil.
    public static func modifier(named word: String) -> KeyModifiers? {
        let lower = word.lowercased()
        return modifierNames.first(where: { $0.2.contains(lower) })?.0
    }

    /// Reads `Ctrl+Shift+R`-style chords: modifiers joined by `+`, the key last.
    /// `Ctrl++` is Ctrl with the plus key (also written `Ctrl+Plus`); a lone `+` is not a
    /// key (write `Plus`), and `Ctrl+`, `Ctrl+Ctrl+R` and unknown names are errors.
    public static func chord(_ word: String) -> Result<(Key, KeyModifiers), InputScriptError.Problem> {
        chordLocated(word).mapError(\.problem)
    }

    /// A chord that does not read: the problem and the character offset in the word of the
    /// name it is about.
    public struct ChordFailure: Error, Hashable, Sendable {
        /// What is wrong with the chord.
        public var problem: InputScriptError.Problem
        /// The 0-based character offset in the word of the name the problem is about (0 for an empty
        /// word), so an error can point at its column.
        public var offset: Int
    }

    /// `chord(_:)`, saying where in the word a problem is.
    public static func chordLocated(_ word: String) -> Result<(Key, KeyModifiers), ChordFailure> {
        // Split at '+', remembering where each part starts.
        var parts: [(name: String, offset: Int)] = []
        var current = "", start = 0
        for (i, c) in word.enumerated() {
            if c == "+" { parts.append((current, start)); current = ""; start = i + 1 } else { current.append(c) }
        }
        parts.append((current, start))
        // "Ctrl++" splits into ["Ctrl", "", ""]: the last '+' is the plus key.
        if parts.count >= 3, parts[parts.count - 1].name.isEmpty, parts[parts.count - 2].name.isEmpty {
            let plus = parts[parts.count - 2].offset
            parts.removeLast(2)
            parts.append(("+", plus))
        }
        if word.isEmpty || parts.contains(where: { $0.name.isEmpty }) {
            let at = parts.first(where: { $0.name.isEmpty })?.offset ?? 0
            return .failure(ChordFailure(problem: .emptyKeyName(word), offset: at))
        }
        let keyPart = parts.removeLast()
        var modifiers: KeyModifiers = []
        for part in parts {
            guard let modifier = modifier(named: part.name) else {
                return .failure(ChordFailure(problem: .unknownModifier(part.name), offset: part.offset))
            }
            guard !modifiers.contains(modifier) else {
                return .failure(ChordFailure(problem: .duplicateModifier(part.name), offset: part.offset))
            }
            modifiers.insert(modifier)
        }
        let key: Key?
        if keyPart.name == "+" { key = parts.isEmpty ? nil : Key("+") } else { key = Self.key(named: keyPart.name) }
        guard let key else {
            if modifier(named: keyPart.name) != nil {
                return .failure(ChordFailure(problem: .unknownKey(keyPart.name), offset: keyPart.offset))
            }
            return .failure(ChordFailure(problem: keyPart.name == "+" ? .emptyKeyName(word) : .unknownKey(keyPart.name),
                                         offset: keyPart.offset))
        }
        return .success((key, modifiers))
    }

    /// The script word for a key and modifiers (`Ctrl+Shift+R`), or nil when the key has no
    /// script name (a key the platform reports but scripts cannot express).
    public static func format(_ key: Key, _ modifiers: KeyModifiers) -> String? {
        let name: String
        switch key.name {
        case "#": name = "Hash"
        case "+": name = "Plus"
        default:
            guard let canonical = Self.key(named: key.name) else { return nil }
            name = canonical.name
        }
        let prefix = modifierNames.filter { modifiers.contains($0.0) }.map { $0.1 + "+" }.joined()
        return prefix + name
    }
}
