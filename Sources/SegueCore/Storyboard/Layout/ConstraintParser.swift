import Foundation

/// Reads a storyboard's constraint string (docs/storyboard.md, "Layout"):
///
///     [ITEM.]ATTR RELATION ITEM.ATTR [* M] [+|- C] [@ P]
///     [ITEM.]ATTR RELATION C [@ P]
///
/// ITEM is a view id of the scene, `superview`, `safeArea` or `margins` (the superview's
/// guides); the left item defaults to the view that declares the constraint. ATTR is one of
/// `LayoutAttribute`; RELATION `==`, `>=` or `<=`; P 1…1000 or `required`, `high`,
/// `low`. Blanks between the parts are optional. UIKit's rules on what may be related are
/// kept (a position is never related to a size or to the other axis, leading/trailing never to
/// left/right), with the message UIKit's exception would give. A position may equal a constant,
/// measured in the superview's coordinates (`top == 10`), where UIKit's API would need the
/// superview named.
enum ConstraintParser {
    /// What is wrong and where: `offset` counts characters from the start of the string.
    struct Failure: Error, Equatable {
        /// The character the problem starts at, from 0.
        var offset: Int
        /// What is wrong and what was expected instead.
        var message: String
    }

    /// The priority names a storyboard may write instead of a number.
    static let priorityNames: [(String, LayoutPriority)] = [("required", .required), ("high", .defaultHigh), ("low", .defaultLow)]
    /// The largest multiplier and constant magnitudes accepted.
    static let maxMultiplier = 1000.0
    /// The largest constant magnitude accepted, in points.
    static let maxConstant = StoryboardLimits.maxCoordinate

    /// The constraint `text` says, or why it says none.
    static func parse(_ text: String) -> Result<ConstraintSpec, Failure> {
        var s = Cursor(text)
        do { return .success(try constraint(&s)) } catch let f as Failure { return .failure(f) } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }

    private static func constraint(_ s: inout Cursor) throws -> ConstraintSpec {
        s.skipBlanks()
        guard !s.atEnd else { throw Failure(offset: 0, message: "an empty constraint; expected '[ITEM.]ATTR RELATION ITEM.ATTR [* M] [+|- C] [@ P]'") }
        let (firstItem, firstAttr, firstAt) = try itemAttribute(&s, left: true)
        s.skipBlanks()
        let relAt = s.offset
        guard let rel = s.relation() else {
            throw Failure(offset: relAt, message: "expected a relation (==, >= or <=) after '\(s.slice(firstAt, relAt))', found \(s.found())")
        }
        var c = ConstraintSpec(firstItem, firstAttr, rel)
        s.skipBlanks()
        if s.startsNumber, !s.startsItemAttribute {
            // A position against a constant is measured in the superview's coordinates
            // (`top == 10` is 10 pt below the superview's top), as SPEC's syntax allows.
            c.constant = try number(&s, "the constant", signed: true, limit: maxConstant)
        } else {
            let (item, attr, at) = try itemAttribute(&s, left: false)
            try checkPair(firstAttr, attr, at: at)
            c.secondItem = item
            c.secondAttribute = attr
            s.skipBlanks()
            if s.take("*") {
                s.skipBlanks()
                let mAt = s.offset
                c.multiplier = try number(&s, "the multiplier", signed: true, limit: maxMultiplier)
                if c.multiplier == 0, firstAttr.kind != .size {
                    throw Failure(offset: mAt, message: "a multiplier of 0 on a position makes an illegal constraint (UIKit refuses it)")
                }
                s.skipBlanks()
            }
            if let sign = s.peek, sign == "+" || sign == "-" {
                s.advance()
                s.skipBlanks()
                let value = try number(&s, "the constant after '\(sign)'", signed: false, limit: maxConstant)
                c.constant = sign == "-" ? -value : value
                s.skipBlanks()
            }
        }
        s.skipBlanks()
        if s.take("@") {
            s.skipBlanks()
            c.priority = try priority(&s)
        }
        s.skipBlanks()
        guard s.atEnd else {
            throw Failure(offset: s.offset, message: "unexpected \(s.found()) at the end of the constraint; expected [* M] [+|- C] [@ P]")
        }
        return c
    }

    /// `ITEM.ATTR` (or a bare `ATTR` on the left: the declaring view).
    private static func itemAttribute(_ s: inout Cursor, left: Bool) throws -> (ConstraintSpec.Item, LayoutAttribute, Int) {
        let at = s.offset
        let word = s.word()
        guard !word.isEmpty else {
            let what = left ? "an attribute ([ITEM.]ATTR)" : "ITEM.ATTR or a number"
            throw Failure(offset: at, message: "expected \(what), found \(s.found())")
        }
        guard let dot = word.lastIndex(of: ".") else {
            if let attr = LayoutAttribute(named: word) {
                if left { return (.this, attr, at) }
                throw Failure(offset: at, message: "expected ITEM.ATTR: say whose '\(word)' it is (superview.\(word), safeArea.\(word), "
                              + "margins.\(word) or ID.\(word) for a view of the scene)")
            }
            throw Failure(offset: at, message: left ? unknownAttribute(word) : "expected ITEM.ATTR or a number, found '\(YAMLReader.excerpt(word))'")
        }
        let name = String(word[..<dot]), attrName = String(word[word.index(after: dot)...])
        let attrAt = at + word.distance(from: word.startIndex, to: dot) + 1
        guard !name.isEmpty else { throw Failure(offset: at, message: "expected an item before '.\(attrName)'") }
        guard let attr = LayoutAttribute(named: attrName) else {
            throw Failure(offset: attrAt, message: unknownAttribute(attrName))
        }
        let item: ConstraintSpec.Item
        switch name {
        case "superview": item = .superview
        case "safeArea": item = .safeArea
        case "margins": item = .margins
        default: item = .view(name)
        }
        if left, item == .safeArea || item == .margins {
            throw Failure(offset: at, message: "'\(name)' is a guide its superview sets, it cannot be constrained: "
                          + "constrain a view (this view, superview or a view's id) to it")
        }
        return (item, attr, at)
    }

    private static func unknownAttribute(_ name: String) -> String {
        let all = LayoutAttribute.named.map(\.rawValue)
        let hint = YAMLReader.nearest(name, in: Set(all)).map { " (did you mean '\($0)'?)" } ?? ""
        return "unknown attribute '\(YAMLReader.excerpt(name))'\(hint); expected one of: \(all.joined(separator: ", "))"
    }

    /// UIKit's rules on which attributes may be related.
    private static func checkPair(_ a: LayoutAttribute, _ b: LayoutAttribute, at: Int) throws {
        if a.kind != b.kind {
            let say: (LayoutAttribute) -> String = { $0.kind == .size ? "a size" : "a \($0.kind.rawValue) position" }
            throw Failure(offset: at, message: "cannot relate '\(a.rawValue)' (\(say(a))) to '\(b.rawValue)' (\(say(b))): "
                          + "only positions on the same axis, or sizes, may be related")
        }
        if let x = a.isDirectional, let y = b.isDirectional, x != y {
            throw Failure(offset: at, message: "cannot relate '\(a.rawValue)' to '\(b.rawValue)': leading and trailing follow the writing "
                          + "direction, left and right do not (UIKit refuses to mix them)")
        }
    }

    /// A number, with a sign when `signed`; its magnitude at most `limit`.
    static func number(_ s: inout Cursor, _ what: String, signed: Bool, limit: Double) throws -> Double {
        let at = s.offset
        guard let v = s.number(signed: signed) else {
            throw Failure(offset: at, message: "expected \(what) (a number), found \(s.found())")
        }
        guard abs(v) <= limit else {
            throw Failure(offset: at, message: "expected \(what) within ±\(YAMLReader.format(limit)), found \(YAMLReader.format(v))")
        }
        return v
    }

    /// A priority: 1…1000, `required`, `high` or `low`.
    static func priority(_ s: inout Cursor) throws -> LayoutPriority {
        let at = s.offset
        if let v = s.number(signed: true) {
            guard v >= 1, v <= 1000 else {
                throw Failure(offset: at, message: "expected a priority from 1 to 1000, found \(YAMLReader.format(v))")
            }
            return LayoutPriority(Float(v))
        }
        let word = s.word()
        if let p = priorityNames.first(where: { $0.0 == word }) { return p.1 }
        s.offset = at
        throw Failure(offset: at, message: "expected a priority after '@' (1…1000, required, high or low), found \(s.found())")
    }
}

extension LayoutAttribute {
    /// The attributes a storyboard constraint may name: all but `notAnAttribute`.
    static let named = allCases.filter { $0 != .notAnAttribute }

    /// The attribute written `name`, or nil (`notAnAttribute` is not written).
    init?(named name: String) {
        guard let a = LayoutAttribute(rawValue: name), a != .notAnAttribute else { return nil }
        self = a
    }

    /// The three kinds of attribute: only attributes of the same kind may be related.
    enum Kind: String { case horizontal, vertical, size }

    /// Whether the attribute is a horizontal or vertical position, or a size.
    var kind: Kind { isDimension ? .size : axis == .horizontal ? .horizontal : .vertical }

    /// Whether the attribute is named by writing direction (leading, trailing and their
    /// margins) rather than by side (left, right): UIKit refuses to relate the two.
    var isDirectional: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        case .left, .right, .leftMargin, .rightMargin: return false
        default: return nil
        }
    }
}

/// A position in a string being read, by character, with the small reads both layout
/// parsers need.
struct Cursor {
    let chars: [Character]
    /// The next character's index, from 0.
    var offset = 0

    init(_ text: String) { chars = Array(text) }

    var atEnd: Bool { offset >= chars.count }
    var peek: Character? { atEnd ? nil : chars[offset] }

    mutating func advance() { offset += 1 }

    mutating func skipBlanks() { while let c = peek, c == " " || c == "\t" { offset += 1 } }

    /// Takes `c` when it is next.
    mutating func take(_ c: Character) -> Bool {
        guard peek == c else { return false }
        offset += 1
        return true
    }

    /// `==`, `>=` or `<=` when next.
    mutating func relation() -> LayoutRelation? {
        guard offset + 1 < chars.count, chars[offset + 1] == "=" else { return nil }
        let r: LayoutRelation?
        switch chars[offset] {
        case "=": r = .equal
        case ">": r = .greaterThanOrEqual
        case "<": r = .lessThanOrEqual
        default: r = nil
        }
        if r != nil { offset += 2 }
        return r
    }

    /// Whether a number (with its sign) starts here.
    var startsNumber: Bool {
        var i = offset
        if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count else { return false }
        return chars[i].isASCII && (chars[i].isNumber || chars[i] == ".")
    }

    /// Whether `ITEM.ATTR` starts here (an id may start with a digit: `8bC-Xf-vQO.bottom`).
    var startsItemAttribute: Bool {
        var probe = self
        let word = probe.word()
        guard let dot = word.lastIndex(of: ".") else { return false }
        return LayoutAttribute(named: String(word[word.index(after: dot)...])) != nil
    }

    /// A decimal number (`12`, `0.5`, `.5`, `1e3`), with a sign (and blanks after it) when
    /// `signed`; nil, reading nothing, when none is here.
    mutating func number(signed: Bool) -> Double? {
        let start = offset
        var text = ""
        if signed, let c = peek, c == "-" || c == "+" {
            text.append(c)
            offset += 1
            skipBlanks()
        }
        let digitsStart = offset
        while let c = peek, c.isASCII, c.isNumber || c == "." { text.append(c); offset += 1 }
        if offset > digitsStart, let e = peek, e == "e" || e == "E" {
            var j = offset + 1
            if j < chars.count, chars[j] == "-" || chars[j] == "+" { j += 1 }
            if j < chars.count, chars[j].isASCII, chars[j].isNumber {
                text += String(chars[offset..<j])
                offset = j
                while let c = peek, c.isASCII, c.isNumber { text.append(c); offset += 1 }
            }
        }
        guard offset > digitsStart, let v = Double(text), v.isFinite else { offset = start; return nil }
        return v
    }

    /// A name (an item, `ITEM.ATTR`, a priority name): the characters up to a blank or an
    /// operator. A `-` belongs to the name (ids such as `BYZ-38-t0r`) except right after
    /// `.ATTR`, where it is the constant's sign.
    mutating func word() -> String {
        var out = ""
        while let c = peek, !c.isWhitespace, !"=<>*+@()[],|".contains(c) {
            if c == "-", let dot = out.lastIndex(of: "."),
               LayoutAttribute(named: String(out[out.index(after: dot)...])) != nil { break }
            out.append(c)
            offset += 1
        }
        return out
    }

    /// A VFL name: a letter or `_`, then letters, digits and `_` (Apple's `viewName`).
    mutating func identifier() -> String? {
        guard let c = peek, c.isASCII, c.isLetter || c == "_" else { return nil }
        var out = ""
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { out.append(c); offset += 1 }
        return out
    }

    func slice(_ from: Int, _ to: Int) -> String { String(chars[from..<min(max(from, to), chars.count)]).trimmingCharacters(in: .whitespaces) }

    /// What is next, for "found …" messages.
    func found() -> String {
        guard !atEnd else { return "the end" }
        return "'" + YAMLReader.excerpt(String(chars[offset...]), limit: 12) + "'"
    }
}
