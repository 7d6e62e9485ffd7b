import Foundation
import Yams

/// Reads typed values out of a composed YAML tree, collecting a diagnostic (with the node's
/// line and column) for every value that is missing, of the wrong type or unknown, instead of
/// stopping at the first one.
struct YAMLReader {
    let file: String
    private(set) var diagnostics: [StoryboardDiagnostic] = []

    /// The end of the text: its last line and the column after that line's last character.
    /// An empty value at the very end of a file without a final line break is marked on the
    /// line after the last; such places are moved here, so every location is inside the file.
    private var end: (line: Int, column: Int)?

    init(file: String) { self.file = file }

    init(file: String, text: String) {
        self.file = file
        let lines = StoryboardDecoder.yamlLines(text)
        end = (max(1, lines.count), (lines.last?.count ?? 0) + 1)
    }

    func location(_ node: Node?) -> SourceLocation {
        guard let m = node?.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        if let end, m.line > end.line { return SourceLocation(file: file, line: end.line, column: end.column) }
        return SourceLocation(file: file, line: m.line, column: m.column)
    }

    mutating func error(_ node: Node?, _ message: String) {
        diagnostics.append(StoryboardDiagnostic(location(node), message))
    }

    mutating func error(at loc: SourceLocation, _ message: String) {
        diagnostics.append(StoryboardDiagnostic(loc, message))
    }

    /// A warning about the character at `column` (1-based) of the scalar `node`'s text: the
    /// file still loads.
    mutating func warning(_ node: Node, column: Int, _ message: String) {
        var loc = location(node)
        if case .scalar(let s) = node, s.style == .singleQuoted || s.style == .doubleQuoted { loc.column += 1 }
        loc.column += max(0, column - 1)
        diagnostics.append(StoryboardDiagnostic(loc, message, severity: .warning))
    }

    /// A short description of what a node is, for "expected X, found Y" messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let s):
            if s.string.isEmpty || YAMLReader.isNull(s) { return "nothing" }
            return "'" + excerpt(s.string) + "'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// At most `limit` characters of a value from the user's own file, on one line: control
    /// characters, line separators and direction overrides are escaped (`PathName`'s rule), so
    /// a quoted value can neither break a message's line nor disguise it.
    static func excerpt(_ text: String, limit: Int = 30) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return out + "…" }
            out += PathName.shown(scalar)
            count += 1
        }
        return out
    }

    /// `text` on one line: every scalar `excerpt` escapes is escaped, nothing is cut.
    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars { out += PathName.shown(scalar) }
        return out
    }

    /// The pairs of a mapping whose keys are strings, checking them against `allowed`.
    mutating func mapping(_ node: Node, _ what: String, allowed: Set<String>? = nil) -> [(key: String, keyNode: Node, value: Node)]? {
        guard let map = node.mapping else {
            error(node, "expected \(what) (a mapping of keys to values), found \(YAMLReader.describe(node))")
            return nil
        }
        var out: [(String, Node, Node)] = []
        for (k, v) in map {
            guard let key = k.scalar?.string else { error(k, "expected a plain key in \(what)"); continue }
            if let allowed, !allowed.contains(key) {
                let hint = YAMLReader.nearest(key, in: allowed).map { " (did you mean '\($0)'?)" } ?? ""
                error(k, "unknown key '\(YAMLReader.excerpt(key))' in \(what)\(hint); expected one of: \(allowed.sorted().joined(separator: ", "))")
                continue
            }
            out.append((key, k, v))
        }
        return out
    }

    mutating func string(_ node: Node, _ what: String) -> String? {
        guard let s = node.scalar, !YAMLReader.isNull(s) else {
            error(node, "expected \(what) (text), found \(YAMLReader.describe(node))")
            return nil
        }
        return s.string
    }

    /// A non-empty identifier without spaces.
    mutating func identifier(_ node: Node, _ what: String) -> String? {
        guard let s = string(node, what) else { return nil }
        guard !s.isEmpty, !s.contains(where: { $0.isWhitespace }) else {
            error(node, "expected \(what): a name without spaces, found '\(YAMLReader.excerpt(s))'")
            return nil
        }
        return s
    }

    mutating func number(_ node: Node, _ what: String, min lower: Double? = nil, max upper: Double? = nil) -> Double? {
        guard let s = node.scalar, s.style == .plain || s.style == .any, let v = Double(s.string), v.isFinite else {
            error(node, "expected \(what) (a number), found \(YAMLReader.describe(node))")
            return nil
        }
        if let lower, v < lower { error(node, "expected \(what) of at least \(YAMLReader.format(lower)), found \(s.string)"); return nil }
        if let upper, v > upper { error(node, "expected \(what) of at most \(YAMLReader.format(upper)), found \(s.string)"); return nil }
        return v
    }

    mutating func integer(_ node: Node, _ what: String, min lower: Int? = nil, max upper: Int? = nil) -> Int? {
        guard let s = node.scalar, s.style == .plain || s.style == .any, let v = Int(s.string) else {
            error(node, "expected \(what) (a whole number), found \(YAMLReader.describe(node))")
            return nil
        }
        if let lower, v < lower { error(node, "expected \(what) of at least \(lower), found \(v)"); return nil }
        if let upper, v > upper { error(node, "expected \(what) of at most \(upper), found \(v)"); return nil }
        return v
    }

    mutating func bool(_ node: Node, _ what: String) -> Bool? {
        guard let s = node.scalar, s.style == .plain || s.style == .any else {
            error(node, "expected \(what) (true or false), found \(YAMLReader.describe(node))")
            return nil
        }
        switch s.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            error(node, "expected \(what) (true or false), found '\(YAMLReader.excerpt(s.string))'")
            return nil
        }
    }

    mutating func color(_ node: Node, _ what: String) -> Color? {
        guard let s = string(node, what) else { return nil }
        guard let c = Color(string: s) else {
            error(node, "bad colour '\(s)' for \(what): expected #RGB, #RRGGBB, #RRGGBBAA or a name (\(Color.named.keys.sorted().joined(separator: ", ")))")
            return nil
        }
        return c
    }

    /// The largest magnitude of a frame's x or y, in points.
    static let maxCoordinate = StoryboardLimits.maxCoordinate
    /// The largest width or height of a view, in points (the GL texture limit of common drivers).
    static let maxSide = Double(PixelLimits.standard.maxSide)

    /// `[x, y, width, height]` with x and y within ±`maxCoordinate` and a width and height
    /// from 0 to `maxSide`.
    mutating func rect(_ node: Node, _ what: String) -> Rect? {
        guard let seq = node.sequence, seq.count == 4 else {
            error(node, "expected \(what) as [x, y, width, height], found \(YAMLReader.describe(node))")
            return nil
        }
        var v: [Double] = []
        for (i, n) in seq.enumerated() {
            let d: Double?
            if i < 2 {
                d = number(n, "\(i == 0 ? "x" : "y") of \(what)", min: -YAMLReader.maxCoordinate, max: YAMLReader.maxCoordinate)
            } else {
                let side = i == 2 ? "width" : "height"
                if let s = n.scalar, let x = Double(s.string), x < 0 {
                    error(n, "expected a non-negative \(side) in \(what), found \(s.string)")
                    return nil
                }
                d = number(n, "the \(side) in \(what)", min: 0, max: YAMLReader.maxSide)
            }
            guard let d else { return nil }
            v.append(d)
        }
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// A list of strings; a single string counts as a list of one.
    mutating func stringList(_ node: Node, _ what: String) -> [String]? {
        if node.scalar != nil, let s = string(node, what) { return [s] }
        guard let seq = node.sequence else {
            error(node, "expected \(what) (a list of names), found \(YAMLReader.describe(node))")
            return nil
        }
        var out: [String] = []
        for n in seq { if let s = identifier(n, "an entry of \(what)") { out.append(s) } }
        return out
    }

    mutating func choice<E: RawRepresentable & CaseIterable>(_ node: Node, _ what: String, _ type: E.Type) -> E?
        where E.RawValue == String {
        guard let s = string(node, what) else { return nil }
        guard let v = E(rawValue: s) else {
            error(node, "unknown \(what) '\(s)'; expected one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return v
    }

    /// A plain `~`, `null` or empty scalar.
    static func isNull(_ s: Node.Scalar) -> Bool {
        guard s.style == .plain || s.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    /// The allowed word closest to a misspelt one (edit distance ≤ 2).
    static func nearest(_ word: String, in options: Set<String>) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var prev = row[0]; row[0] = i
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    let cur = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                    prev = cur
                }
            }
            return row[b.count]
        }
        // The distance is at least the difference in length: a word far longer or shorter than
        // every option (a pasted paragraph) is skipped without filling a table for it.
        let count = word.count
        let close = options.filter { abs($0.count - count) <= 2 }
        guard !close.isEmpty else { return nil }
        let w = Array(word.lowercased())
        // Ties go to the alphabetically first word, so the hint does not depend on set order.
        return close.map { ($0, distance(w, Array($0.lowercased()))) }.filter { $0.1 <= 2 }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }
}
