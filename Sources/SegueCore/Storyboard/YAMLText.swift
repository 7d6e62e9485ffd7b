import Foundation

/// How the YAML writers (`StoryboardYAMLWriter`, the sidecar's `yaml(header:)`) put text they
/// did not make — ids, selectors, titles, warnings quoting them — into a file: every value as a
/// scalar that reads back as exactly that text, every comment on exactly one line. A value
/// from an Interface Builder file may hold any character (`&#xA;` is a line feed), and YAML
/// ends a line at LF, CR, NEL (U+0085), LS (U+2028) and PS (U+2029): written raw, one would
/// start a live line of YAML (`initial: …`) or break a `# …` comment so that the file no
/// longer loads.
public enum YAMLText {
    /// `text` as a double-quoted YAML scalar: `\`, `"`, line breaks, control characters and
    /// everything YAML does not allow raw are escapes (`\n`, `\r`, `\N`, `\L`, `\P`, `\xHH`,
    /// `\uHHHH`), so the scalar is one line and reads back as `text`.
    public static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quote: true) + "\""
    }

    /// A `# …` comment of one line saying `text`: its line breaks and control characters are
    /// shown as escapes, never written raw.
    public static func comment(_ text: String) -> String {
        text.isEmpty ? "#" : "# " + escaped(text, quote: false)
    }

    /// Whether `text` can be written as a plain (unquoted) scalar that reads back as the same
    /// text: no leading or trailing blank, no character YAML gives a meaning, nothing a reader
    /// would take for another type (`null`, `true`, a number).
    public static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first == " " || last == " " || "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return false }
        let lower = text.lowercased()
        if ["~", "null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(lower) { return false }
        if Double(text) != nil || lower.hasPrefix("0x") || lower.hasPrefix("0o") || lower.hasPrefix(".") { return false }
        return text.unicodeScalars.allSatisfy { escape($0, quote: true) == nil }
    }

    /// The escape for `scalar` inside a double-quoted scalar (or a comment), nil when it may
    /// be written as it is.
    static func escape(_ scalar: Unicode.Scalar, quote: Bool) -> String? {
        switch scalar.value {
        case 0x5C where quote: return "\\\\"
        case 0x22 where quote: return "\\\""
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00: return "\\0"
        case 0x85: return "\\N"
        case 0xA0: return nil
        case 0x2028: return "\\L"
        case 0x2029: return "\\P"
        case 0x00..<0x20, 0x7F, 0x80..<0xA0: return "\\x" + hex(scalar.value, 2)
        case 0xD800...0xDFFF, 0xFFFE, 0xFFFF, 0xFEFF: return "\\u" + hex(scalar.value, 4)
        // Direction overrides and isolates: legal, but they disguise what a line says.
        case 0x202A...0x202E, 0x2066...0x2069: return "\\u" + hex(scalar.value, 4)
        default: return nil
        }
    }

    private static func escaped(_ text: String, quote: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let e = escape(scalar, quote: quote) { out += e } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func hex(_ v: UInt32, _ digits: Int) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }
}
