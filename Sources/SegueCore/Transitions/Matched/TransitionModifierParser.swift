import Foundation

/// A problem in a modifier string, at its place: the modifier or argument is left out (or, for
/// an extra argument, ignored) and the rest of the string still counts.
public struct TransitionModifierWarning: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based column in the modifier string (characters, not bytes) where the problem starts.
    public var column: Int
    /// What is wrong and what was expected.
    public var message: String
    /// A warning at `column` saying `message`.
    public init(column: Int, message: String) { self.column = column; self.message = message }
    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}

extension TransitionModifier {
    /// Reads a modifier string as Hero writes it (`fade translate(0, -150)`, `arc(0.5)`,
    /// `whenPresenting(scale(0.8), fade)`): names separated by spaces (or commas), each with
    /// an optional argument list in parentheses. Arguments are numbers, names (`source(menu)`,
    /// `curve(easeOut)`) or, for `beginWith`, `whenPresenting` and `whenDismissing`, modifiers.
    /// Never fails: unknown modifiers, wrong arguments and stray characters are warnings at
    /// their column, and what could be read is returned.
    public static func parse(_ text: String) -> (modifiers: [TransitionModifier], warnings: [TransitionModifierWarning]) {
        let read = parseNodes(text)
        var warnings = read.warnings
        let modifiers = read.nodes.compactMap { node in ModifierNode.convert(node, warnings: &warnings) }
        return (modifiers, warnings)
    }

    /// The modifiers of `text`, dropping the warnings (for code that built the string itself).
    public static func list(_ text: String) -> [TransitionModifier] { parse(text).modifiers }

    /// The names and arguments of `text`, as read, with the syntax warnings.
    static func parseNodes(_ text: String) -> (nodes: [ModifierNode], warnings: [TransitionModifierWarning]) {
        var parser = ModifierStringParser(text)
        let nodes = parser.parseList(closing: false)
        return (nodes, parser.warnings)
    }
}

/// One token of a modifier string, with its 1-based column.
private enum ModifierToken: Equatable {
    case name(String)
    case number(Double)
    case open, close, comma
    case other(Character)
    /// Something already reported (a malformed number): it spoils its modifier silently.
    case invalid
}

/// A name with its arguments (nil: written without parentheses), as read.
struct ModifierNode: Equatable {
    /// An argument: a number or a nested name (with arguments of its own).
    enum Argument: Equatable {
        case number(Double, column: Int)
        case node(ModifierNode)
        var column: Int {
            switch self {
            case .number(_, let c): return c
            case .node(let n): return n.column
            }
        }
    }
    var name: String
    var column: Int
    var arguments: [Argument]?
    /// Whether an argument was already reported as malformed: the node stands for nothing.
    var isBroken = false
}

/// A recursive-descent reader of modifier strings that records warnings and resynchronises
/// at the next name after a mistake.
private struct ModifierStringParser {
    private var tokens: [(ModifierToken, Int)] = []
    private var index = 0
    private let endColumn: Int
    var warnings: [TransitionModifierWarning] = []

    init(_ text: String) {
        let chars = Array(text)
        endColumn = chars.count + 1
        var i = 0
        while i < chars.count {
            let c = chars[i], column = i + 1
            if c.isWhitespace { i += 1; continue }
            if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append((.name(String(chars[i..<j])), column)); i = j; continue
            }
            if c.isNumber || c == "." || ((c == "-" || c == "+") && i + 1 < chars.count && (chars[i + 1].isNumber || chars[i + 1] == ".")) {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                let literal = String(chars[i..<j])
                if let v = Double(literal), v.isFinite {
                    tokens.append((.number(v), column))
                } else {
                    warnings.append(.init(column: column, message: "'\(literal)' is not a number"))
                    tokens.append((.invalid, column))
                }
                i = j; continue
            }
            switch c {
            case "(": tokens.append((.open, column))
            case ")": tokens.append((.close, column))
            case ",": tokens.append((.comma, column))
            default: tokens.append((.other(c), column))
            }
            i += 1
        }
    }

    private var current: (ModifierToken, Int)? { index < tokens.count ? tokens[index] : nil }

    /// Names separated by spaces or commas, up to the end (or, when `closing`, up to and
    /// without the closing parenthesis).
    mutating func parseList(closing: Bool) -> [ModifierNode] {
        var nodes: [ModifierNode] = []
        while let (token, column) = current {
            switch token {
            case .close where closing: return nodes
            case .comma: index += 1
            case .name:
                if let n = parseNode() { nodes.append(n) }
            case .close:
                warnings.append(.init(column: column, message: "unbalanced ')'")); index += 1
            case .number:
                warnings.append(.init(column: column, message: "a number outside an argument list; expected a modifier name"))
                index += 1
            case .open:
                warnings.append(.init(column: column, message: "'(' without a modifier name before it"))
                skipGroup()
            case .other(let c):
                warnings.append(.init(column: column, message: "unexpected '\(c)'")); index += 1
            case .invalid:
                index += 1
            }
        }
        return nodes
    }

    /// A name and, when a '(' follows, its argument list.
    private mutating func parseNode() -> ModifierNode? {
        guard case let (.name(name), column)? = current else { return nil }
        index += 1
        guard case (.open, let openColumn)? = current else { return ModifierNode(name: name, column: column, arguments: nil) }
        index += 1
        var arguments: [ModifierNode.Argument] = []
        var expectsArgument = true
        var isBroken = false
        while true {
            guard let (token, c) = current else {
                warnings.append(.init(column: openColumn, message: "'(' of '\(name)' is never closed"))
                return nil
            }
            switch token {
            case .close:
                index += 1
                if expectsArgument, !arguments.isEmpty {
                    warnings.append(.init(column: c, message: "an argument of '\(name)' is missing before ')'"))
                }
                return ModifierNode(name: name, column: column, arguments: arguments, isBroken: isBroken)
            case .comma:
                if expectsArgument {
                    warnings.append(.init(column: c, message: "an argument of '\(name)' is missing before ','"))
                }
                expectsArgument = true; index += 1
            case .number(let v):
                if !expectsArgument { warnings.append(.init(column: c, message: "expected ',' between the arguments of '\(name)'")) }
                arguments.append(.number(v, column: c)); index += 1; expectsArgument = false
            case .name:
                if !expectsArgument, !Self.takesModifiers(name) {
                    warnings.append(.init(column: c, message: "expected ',' between the arguments of '\(name)'"))
                }
                guard let n = parseNode() else { return nil }
                arguments.append(.node(n)); expectsArgument = false
            case .open:
                warnings.append(.init(column: c, message: "unexpected '(' in the arguments of '\(name)'"))
                skipGroup()
            case .other(let ch):
                warnings.append(.init(column: c, message: "unexpected '\(ch)' in the arguments of '\(name)'")); index += 1
            case .invalid:
                isBroken = true; expectsArgument = false; index += 1
            }
        }
    }

    /// Skips a parenthesised group (the '(' is current) and what it holds.
    private mutating func skipGroup() {
        var depth = 0
        while let (t, _) = current {
            index += 1
            if t == .open { depth += 1 }
            if t == .close { depth -= 1; if depth <= 0 { return } }
        }
    }

    /// The modifiers whose arguments are modifiers, which may be separated by spaces.
    static func takesModifiers(_ name: String) -> Bool {
        ["beginWith", "whenPresenting", "whenDismissing"].contains(name)
    }
}
