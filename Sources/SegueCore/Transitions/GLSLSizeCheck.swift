import Foundation

/// Limits checked on a shader's source before any GL driver sees it: how many tokens its
/// `#define` macros expand it to, and how many elements its arrays declare. A 436-byte file
/// whose macros double at each of eighteen levels expands to 2¹⁹ tokens and crashes a driver's
/// compiler; `vec4 big[2147483647]` takes a compile past gigabytes. Both are refused here with
/// the line and column of the cause.
///
/// This is a counting preprocessor, not a GLSL compiler: it reads `#define` and `#undef`
/// (object-like and function-like, line continuations, comments), and counts what each use of
/// a macro expands to. Each macro's size is worked out once, as a linear function of its
/// arguments' sizes (a parameter used twice doubles its argument), so a bomb is measured
/// without being expanded. Every argument is counted as expanded too, used or not (a driver
/// expands them all). Conditionals (`#if`) are not evaluated: every branch counts, which can
/// only over-count.
public enum GLSLSizeCheck {
    /// The most tokens a shader may expand to (the source's own tokens, with every macro use
    /// replaced by its expansion). The largest of the 125 public gl-transitions files has
    /// about 1,700; a sum of 2¹⁸ terms made by eighteen doubling macros (524,287 tokens, a
    /// 406-byte file) overflows Mesa's compiler stack.
    public static let maxExpandedTokens = 100_000
    /// The most elements one array declaration may have (all its dimensions multiplied).
    public static let maxArrayElements = 65_536
    /// How deep macros may be used within each other's expansions.
    public static let maxMacroDepth = 200

    /// Throws a `GLTransitionError` at the cause when `source` expands past
    /// `maxExpandedTokens`, declares an array of more than `maxArrayElements` elements, or
    /// nests macros more than `maxMacroDepth` deep. `file` names the file in the error.
    public static func check(_ source: String, file: String) throws {
        var counter = Counter(file: file)
        try counter.run(Lexer.logicalLines(source))
    }

    // MARK: Tokens

    struct Token {
        enum Kind { case identifier, number, punctuation }
        var kind: Kind
        var text: String
        var line: Int
        var column: Int
    }

    /// Splits source into logical lines of tokens: comments removed, `\` line ends joined.
    enum Lexer {
        static func logicalLines(_ source: String) -> [[Token]] {
            var result: [[Token]] = []
            var current: [Token] = []
            var inBlockComment = false
            let physical = GLTransition.lines(source)
            for (index, raw) in physical.enumerated() {
                let chars = Array(raw.unicodeScalars)
                var i = 0
                var continued = false
                func column() -> Int { i + 1 }
                while i < chars.count {
                    let c = chars[i]
                    if inBlockComment {
                        if c == "*", i + 1 < chars.count, chars[i + 1] == "/" { inBlockComment = false; i += 2 } else { i += 1 }
                        continue
                    }
                    if c == "\\", chars[(i + 1)...].allSatisfy({ $0 == " " || $0 == "\t" }) { continued = true; break }
                    if c == "/", i + 1 < chars.count, chars[i + 1] == "*" { inBlockComment = true; i += 2; continue }
                    if c == "/", i + 1 < chars.count, chars[i + 1] == "/" { break }
                    if c == " " || c == "\t" || c == "\u{0C}" || c == "\u{0B}" { i += 1; continue }
                    let start = i
                    let kind: Token.Kind
                    if isIdentifierStart(c) {
                        while i < chars.count, isIdentifierStart(chars[i]) || isDigit(chars[i]) { i += 1 }
                        kind = .identifier
                    } else if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
                        while i < chars.count, isIdentifierStart(chars[i]) || isDigit(chars[i]) || chars[i] == "." { i += 1 }
                        kind = .number
                    } else {
                        i += 1
                        kind = .punctuation
                    }
                    var text = ""
                    text.unicodeScalars.append(contentsOf: chars[start..<i])
                    current.append(Token(kind: kind, text: text, line: index + 1, column: start + 1))
                }
                if !continued {
                    result.append(current)
                    current = []
                }
            }
            if !current.isEmpty { result.append(current) }
            return result
        }

        static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
        }
        static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    }

    // MARK: Counting

    /// A size that is linear in a macro's arguments' sizes: `constant + Σ perArgument[i] × size(i)`.
    /// Values saturate at `cap`, far past any limit, so that a bomb never overflows.
    struct LinearSize {
        var constant: Double = 0
        var perArgument: [Double]

        static let cap = 1e18

        init(arguments: Int) { perArgument = Array(repeating: 0, count: arguments) }

        mutating func add(_ other: LinearSize, times k: Double = 1) {
            constant = min(LinearSize.cap, constant + k * other.constant)
            for i in perArgument.indices where i < other.perArgument.count {
                perArgument[i] = min(LinearSize.cap, perArgument[i] + k * other.perArgument[i])
            }
        }
    }

    struct Macro {
        var parameters: [String]?
        var body: [Token]
    }

    struct Counter {
        let file: String
        var macros: [String: Macro] = [:]
        /// Each macro's size as a function of its arguments', worked out on first use.
        var sizes: [String: LinearSize] = [:]
        var inProgress: Set<String> = []
        var depth = 0
        var total = 0.0

        init(file: String) { self.file = file }

        func fail(_ token: Token, _ message: String) -> GLTransitionError {
            GLTransitionError(file: file, line: token.line, column: token.column, message: message)
        }

        mutating func run(_ lines: [[Token]]) throws {
            // Code between two directives is one stream: a macro's arguments may span lines.
            var code: [Token] = []
            for line in lines {
                guard let first = line.first else { continue }
                if first.text == "#" {
                    try count(code)
                    code = []
                    try directive(line)
                } else {
                    code += line
                }
            }
            try count(code)
        }

        mutating func count(_ code: [Token]) throws {
            try arrays(in: code)
            var i = 0
            while i < code.count {
                let before = total
                let (size, next) = try size(of: code, at: i, parameters: [:])
                total = min(LinearSize.cap, total + size.constant)
                if total > Double(maxExpandedTokens) {
                    let token = code[i]
                    let alone = size.constant >= LinearSize.cap ? "more than \(maxExpandedTokens)" : String(Int(size.constant))
                    throw fail(token, token.kind == .identifier && macros[token.text] != nil
                               ? "macro '\(token.text)' expands to \(alone) tokens here, taking the shader past the limit of \(maxExpandedTokens) tokens after macro expansion"
                               : "the shader is longer than the limit of \(maxExpandedTokens) tokens after macro expansion (\(Int(before)) before this token)")
                }
                i = next
            }
        }

        mutating func directive(_ line: [Token]) throws {
            guard line.count >= 2 else { return }
            switch line[1].text {
            case "define":
                guard line.count >= 3, line[2].kind == .identifier else { return }
                let name = line[2].text
                var bodyStart = 3
                var parameters: [String]?
                // A function-like macro has its '(' right after the name, with no space.
                if line.count > 3, line[3].text == "(", line[3].line == line[2].line,
                   line[3].column == line[2].column + line[2].text.unicodeScalars.count {
                    var names: [String] = []
                    var j = 4
                    while j < line.count, line[j].text != ")" {
                        if line[j].kind == .identifier { names.append(line[j].text) }
                        j += 1
                    }
                    parameters = names
                    bodyStart = min(j + 1, line.count)
                }
                let body = Array(line[bodyStart...])
                try arrays(in: body)
                macros[name] = Macro(parameters: parameters, body: body)
                sizes.removeAll()
            case "undef":
                if line.count >= 3 { macros[line[2].text] = nil; sizes.removeAll() }
            default:
                return
            }
        }

        /// The size of the token at `i` of `tokens` (a macro use with its arguments, or one
        /// token), and the index after it. `parameters` maps the enclosing macro's parameter
        /// names to their positions.
        mutating func size(of tokens: [Token], at i: Int, parameters: [String: Int]) throws -> (LinearSize, Int) {
            var result = LinearSize(arguments: parameters.count)
            let token = tokens[i]
            guard token.kind == .identifier else { result.constant = 1; return (result, i + 1) }
            if let p = parameters[token.text] {
                result.perArgument[p] = 1
                return (result, i + 1)
            }
            guard let macro = macros[token.text], !inProgress.contains(token.text) else {
                result.constant = 1
                return (result, i + 1)
            }
            guard let parameterNames = macro.parameters else {
                result.constant = try form(of: token).constant
                return (result, i + 1)
            }
            // A function-like macro is used only when '(' follows; its arguments are split at
            // top-level commas.
            guard i + 1 < tokens.count, tokens[i + 1].text == "(" else { result.constant = 1; return (result, i + 1) }
            var arguments: [[Token]] = [[]]
            var level = 0
            var j = i + 2
            while j < tokens.count {
                let t = tokens[j]
                if t.text == "(" { level += 1 } else if t.text == ")" {
                    if level == 0 { break }
                    level -= 1
                } else if t.text == ",", level == 0 { arguments.append([]); j += 1; continue }
                arguments[arguments.count - 1].append(t)
                j += 1
            }
            guard j < tokens.count else { result.constant = 1; return (result, i + 1) }
            let f = try form(of: token)
            for (k, argument) in arguments.enumerated() {
                let a = try sequenceSize(argument, parameters: parameters)
                // Expanded once as an argument, then copied wherever the body names it.
                result.add(a, times: 1 + (k < parameterNames.count ? f.perArgument[k] : 0))
            }
            result.constant = min(LinearSize.cap, result.constant + f.constant)
            return (result, j + 1)
        }

        mutating func sequenceSize(_ tokens: [Token], parameters: [String: Int]) throws -> LinearSize {
            var sum = LinearSize(arguments: parameters.count)
            var i = 0
            while i < tokens.count {
                let (s, next) = try size(of: tokens, at: i, parameters: parameters)
                sum.add(s)
                i = next
            }
            return sum
        }

        /// The macro `use` names, as a size linear in its parameters' (worked out once).
        mutating func form(of use: Token) throws -> LinearSize {
            if let known = sizes[use.text] { return known }
            guard let macro = macros[use.text] else { return LinearSize(arguments: 0) }
            guard depth < maxMacroDepth else {
                throw fail(use, "macros are used within each other more than \(maxMacroDepth) deep here")
            }
            depth += 1
            inProgress.insert(use.text)
            defer { depth -= 1; inProgress.remove(use.text) }
            let names = macro.parameters ?? []
            let positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            let form = try sequenceSize(macro.body, parameters: positions)
            sizes[use.text] = form
            return form
        }

        // MARK: Arrays

        /// Array declarations (`TYPE NAME[N]…` or `TYPE[N] NAME`) with more than
        /// `maxArrayElements` elements, where the size is a constant this can work out
        /// (literals, macros, earlier `const int`s, + - * / % << >> and parentheses).
        mutating func arrays(in tokens: [Token]) throws {
            var i = 0
            while i < tokens.count {
                defer { i += 1 }
                // `const int N = …;` gives N a value later sizes may use.
                if tokens[i].text == "const", i + 4 < tokens.count, ["int", "uint"].contains(tokens[i + 1].text),
                   tokens[i + 2].kind == .identifier, tokens[i + 3].text == "=" {
                    let end = tokens[(i + 4)...].firstIndex { $0.text == ";" } ?? tokens.count
                    if let v = constantValue(Array(tokens[(i + 4)..<end]), depth: 0) { constants[tokens[i + 2].text] = v }
                    continue
                }
                guard tokens[i].text == "[", i >= 1, tokens[i - 1].kind == .identifier else { continue }
                // A declaration: a name after a type (`vec4 big[…]`), or a type itself (`float[…] a`).
                let afterType = i >= 2 && tokens[i - 2].kind == .identifier && !Counter.statementWords.contains(tokens[i - 2].text)
                guard afterType || Counter.typeNames.contains(tokens[i - 1].text) else { continue }
                var elements = 1.0
                var j = i
                while j < tokens.count, tokens[j].text == "[" {
                    var level = 0
                    var k = j + 1
                    var inner: [Token] = []
                    while k < tokens.count {
                        if tokens[k].text == "[" { level += 1 } else if tokens[k].text == "]" {
                            if level == 0 { break }
                            level -= 1
                        }
                        inner.append(tokens[k])
                        k += 1
                    }
                    if let n = constantValue(inner, depth: 0) { elements = min(LinearSize.cap, elements * max(1, n)) }
                    j = k + 1
                }
                if elements > Double(maxArrayElements) {
                    let count = elements >= LinearSize.cap ? "more than \(maxArrayElements)" : String(Int(elements))
                    throw fail(tokens[i], "array of \(count) elements: the most an array may have is \(maxArrayElements)")
                }
            }
        }

        var constants: [String: Double] = [:]

        static let typeNames: Set<String> = [
            "float", "int", "uint", "bool", "vec2", "vec3", "vec4", "ivec2", "ivec3", "ivec4", "uvec2", "uvec3", "uvec4",
            "bvec2", "bvec3", "bvec4", "mat2", "mat3", "mat4", "mat2x2", "mat2x3", "mat2x4", "mat3x2", "mat3x3", "mat3x4",
            "mat4x2", "mat4x3", "mat4x4", "double", "dvec2", "dvec3", "dvec4", "dmat2", "dmat3", "dmat4",
        ]
        /// Words before `NAME[` that make it an expression, not a declaration.
        static let statementWords: Set<String> = ["return", "else", "case", "do"]

        /// The most tokens one array size may take to work out, macros expanded: a size that
        /// needs more (macros doubling each other) cannot be told here, and the count of
        /// expanded tokens refuses such a file anyway.
        static let evaluationBudget = 100_000

        /// The value of a constant integer expression, or nil when it cannot be told.
        func constantValue(_ tokens: [Token], depth: Int) -> Double? {
            var budget = Self.evaluationBudget
            return constantValue(tokens, depth: depth, budget: &budget)
        }

        private func constantValue(_ tokens: [Token], depth: Int, budget: inout Int) -> Double? {
            budget -= tokens.count
            guard budget > 0, depth < 32, !tokens.isEmpty else { return nil }
            // Macros (object-like, and function-like with their arguments put in) and
            // constants replaced first.
            var expanded: [Token] = []
            func number(_ v: Double, at t: Token) -> Token {
                Token(kind: .number, text: String(Int(min(max(v, -9e15), 9e15))), line: t.line, column: t.column)
            }
            var i = 0
            while i < tokens.count {
                let t = tokens[i]
                i += 1
                if t.kind == .identifier, let m = macros[t.text] {
                    guard let parameters = m.parameters else {
                        guard let v = constantValue(m.body, depth: depth + 1, budget: &budget) else { return nil }
                        expanded.append(number(v, at: t))
                        continue
                    }
                    guard i < tokens.count, tokens[i].text == "(" else { return nil }
                    var arguments: [[Token]] = [[]]
                    var level = 0
                    i += 1
                    while i < tokens.count {
                        let a = tokens[i]
                        i += 1
                        if a.text == "(" { level += 1 } else if a.text == ")" {
                            if level == 0 { break }
                            level -= 1
                        } else if a.text == ",", level == 0 { arguments.append([]); continue }
                        arguments[arguments.count - 1].append(a)
                    }
                    guard arguments.count == parameters.count else { return nil }
                    var body: [Token] = []
                    for b in m.body {
                        if let p = parameters.firstIndex(of: b.text), b.kind == .identifier {
                            body.append(Token(kind: .punctuation, text: "(", line: b.line, column: b.column))
                            body += arguments[p]
                            body.append(Token(kind: .punctuation, text: ")", line: b.line, column: b.column))
                        } else {
                            body.append(b)
                        }
                    }
                    guard let v = constantValue(body, depth: depth + 1, budget: &budget) else { return nil }
                    expanded.append(number(v, at: t))
                } else if t.kind == .identifier, let v = constants[t.text] {
                    expanded.append(number(v, at: t))
                } else {
                    expanded.append(t)
                }
            }
            var parser = ConstantParser(tokens: expanded)
            guard let v = parser.expression(), parser.position == expanded.count else { return nil }
            return v
        }
    }

    /// Evaluates `+ - * / % << >>` and parentheses over integer literals (decimal, hex, octal,
    /// with an optional `u`), in doubles saturating far past any limit.
    struct ConstantParser {
        var tokens: [Token]
        var position = 0

        mutating func peek() -> String? { position < tokens.count ? tokens[position].text : nil }

        mutating func expression() -> Double? { shift() }

        mutating func shift() -> Double? {
            guard var v = additive() else { return nil }
            while position + 1 < tokens.count, ["<", ">"].contains(tokens[position].text), tokens[position + 1].text == tokens[position].text {
                let left = tokens[position].text == "<"
                position += 2
                guard let r = additive(), r >= 0 else { return nil }
                v = left ? min(LinearSize.cap, v * pow(2, min(r, 64))) : (v / pow(2, min(r, 64))).rounded(.down)
            }
            return v
        }

        mutating func additive() -> Double? {
            guard var v = multiplicative() else { return nil }
            while let op = peek(), op == "+" || op == "-" {
                position += 1
                guard let r = multiplicative() else { return nil }
                v = op == "+" ? min(LinearSize.cap, v + r) : v - r
            }
            return v
        }

        mutating func multiplicative() -> Double? {
            guard var v = unary() else { return nil }
            while let op = peek(), op == "*" || op == "/" || op == "%" {
                position += 1
                guard let r = unary() else { return nil }
                switch op {
                case "*": v = min(LinearSize.cap, v * r)
                case "/": guard r != 0 else { return nil }; v = (v / r).rounded(.towardZero)
                default: guard r != 0 else { return nil }; v = v.truncatingRemainder(dividingBy: r)
                }
            }
            return v
        }

        mutating func unary() -> Double? {
            guard let t = peek() else { return nil }
            if t == "-" { position += 1; return unary().map { -$0 } }
            if t == "+" { position += 1; return unary() }
            if t == "(" {
                position += 1
                guard let v = expression(), peek() == ")" else { return nil }
                position += 1
                return v
            }
            guard tokens[position].kind == .number else { return nil }
            position += 1
            var text = t.lowercased()
            if text.hasSuffix("u") { text.removeLast() }
            if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } }
            if text.count > 1, text.hasPrefix("0") { return UInt64(text.dropFirst(), radix: 8).map { Double($0) } }
            if let whole = UInt64(text) { return Double(whole) }
            return text.allSatisfy({ $0.isNumber }) ? LinearSize.cap : nil
        }
    }
}
