import Foundation

/// A transition written to the public gl-transitions interface: GLSL defining
/// `vec4 transition(vec2 uv)` with `getFromColor`, `getToColor`, `progress` and `ratio`, and
/// its parameters as typed uniforms with `// = default` comments.
///
/// This is pure parsing: the renderer compiles `source` after its own prelude (which declares
/// `progress`, `ratio`, the two color getters and the output) and sets `uniforms` by name.
public struct GLTransition: Hashable, Sendable {
    /// The name it is used by (the file name without `.glsl`).
    public var name: String
    /// The shader as written, without any prelude.
    public var source: String
    /// Its parameters, in declaration order.
    public var uniforms: [GLUniform]
    /// Where it was loaded from (for error messages); nil for builtins.
    public var path: String?

    /// Names the renderer declares itself; a shader must not declare them.
    public static let reservedNames: Set<String> = ["progress", "ratio", "from", "to", "getFromColor", "getToColor"]

    /// Parses `source`. Throws a `GLTransitionError` with the line of a malformed uniform
    /// declaration or default, an unsupported type, a reserved name, a duplicate, a missing
    /// `transition` function, or a source past `GLSLSizeCheck`'s limits.
    public init(name: String, source: String, path: String? = nil) throws {
        self.name = name
        self.source = source
        self.path = path
        for (i, line) in GLTransition.stripComments(source).enumerated()
        where line.range(of: #"^\s*#\s*version\b"#, options: .regularExpression) != nil {
            throw GLTransitionError(file: path ?? name, line: i + 1,
                                    message: "a gl-transitions file has no '#version' line: the renderer supplies '#version 330 core' before it; remove this line")
        }
        // Before anything else reads it: no driver is given what expands past its limits.
        try GLSLSizeCheck.check(source, file: path ?? name)
        self.uniforms = try GLTransition.parseUniforms(source, file: path ?? name)
        guard GLTransition.hasEntryPoint(source) else {
            throw GLTransitionError(file: path ?? name, line: nil,
                                    message: "no 'vec4 transition(vec2 uv)' function: a gl-transitions shader must define one")
        }
    }

    /// The largest shader file read, in bytes.
    public static let maxFileBytes = 1 << 20

    /// Every uniform's default, by name.
    public var defaultValues: [String: ShaderValue] {
        Dictionary(uniforms.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { a, _ in a })
    }

    /// The uniform declared as `name`, or nil when the shader has none of that name.
    public func uniform(named name: String) -> GLUniform? { uniforms.first { $0.name == name } }

    // MARK: Parsing

    private static func hasEntryPoint(_ source: String) -> Bool {
        let code = stripComments(source).joined(separator: "\n")
        return code.range(of: #"vec4\s+transition\s*\(\s*vec2\b"#, options: .regularExpression) != nil
    }

    /// The source's lines, split at each line feed, without a carriage return before it: a
    /// file with CR LF line ends has the same lines (Swift's `split(separator: "\n")` would
    /// not split at all there, since CR LF is one `Character`).
    public static func lines(_ source: String) -> [Substring] {
        source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Substring($0.last == "\r" ? $0.dropLast() : $0) }
    }

    /// The source's lines with comments blanked out (block comments may span lines); a line's
    /// trailing `//` comment is removed too.
    static func stripComments(_ source: String) -> [String] {
        var inBlock = false
        return lines(source).map { raw in
            var out = ""
            var chars = Array(raw)
            var i = 0
            while i < chars.count {
                if inBlock {
                    if chars[i] == "*", i + 1 < chars.count, chars[i + 1] == "/" { inBlock = false; i += 2 } else { i += 1 }
                    continue
                }
                if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" { inBlock = true; i += 2; continue }
                if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" { break }
                out.append(chars[i]); i += 1
            }
            chars.removeAll()
            return out
        }
    }

    /// `uniform [precision] TYPE NAME[, NAME …];`: a declaration may name several uniforms of
    /// one type, as GLSL allows.
    private static let declaration = try! NSRegularExpression(
        pattern: #"^\s*uniform\s+(?:(?:lowp|mediump|highp)\s+)?([A-Za-z_]\w*)\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*;\s*$"#)

    /// The most `sampler2D` uniforms a shader may declare: each takes a texture unit of its own
    /// after the two pages' (GL 3.3 guarantees 16 per fragment shader).
    public static let maxImageUniforms = 8

    /// A uniform's default as the file writes it: the text after `// =` (ending at a `;` or at a
    /// second comment, so `// = 0.4; // if 0.0, …` reads `0.4`) or inside `/* = … */` (before
    /// the `;` or after it), trimmed, with its 1-based column; nil when the line has neither.
    /// Plain string scanning, not a regular expression: a pattern like `//\s*=\s*(.*?)\s*;?\s*$`
    /// backtracks for seconds on a line with long runs of spaces and then gives up without a match.
    static func defaultText(in line: String) -> (text: String, column: Int)? {
        let chars = Array(line)
        func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\r" }
        var i = 0
        while i + 1 < chars.count {
            guard chars[i] == "/", chars[i + 1] == "/" || chars[i + 1] == "*" else { i += 1; continue }
            let block = chars[i + 1] == "*"
            var j = i + 2
            while j < chars.count, isBlank(chars[j]) { j += 1 }
            guard j < chars.count, chars[j] == "=" else {
                // Not a default: look further (`// note // = 1.0`, `///= 3`); a block comment is
                // skipped whole.
                if !block { i += 1; continue }
                j = i + 2
                while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == "/") { j += 1 }
                i = j + 2
                continue
            }
            j += 1
            while j < chars.count, isBlank(chars[j]) { j += 1 }
            var k = j
            while k < chars.count {
                if block, chars[k] == "*", k + 1 < chars.count, chars[k + 1] == "/" { break }
                if !block, chars[k] == ";" { break }
                if !block, chars[k] == "/", k + 1 < chars.count, chars[k + 1] == "/" || chars[k + 1] == "*" { break }
                k += 1
            }
            var value = String(chars[j..<k]).trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            return (value, j + 1)
        }
        return nil
    }

    /// The 1-based column of a line's first character that is not a blank.
    static func firstColumn(_ line: String) -> Int {
        (line.firstIndex { $0 != " " && $0 != "\t" }.map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
    }

    static func parseUniforms(_ source: String, file: String) throws -> [GLUniform] {
        let raw = lines(source).map(String.init)
        let code = stripComments(source)
        var uniforms: [GLUniform] = []
        for (index, line) in code.enumerated() {
            let lineNumber = index + 1
            let column = firstColumn(line)
            func fail(_ message: String, column: Int = column) -> GLTransitionError {
                GLTransitionError(file: file, line: lineNumber, column: column, message: message)
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("uniform ") || trimmed.hasPrefix("uniform\t") || trimmed == "uniform" else {
                if trimmed.range(of: #"(^|;)\s*uniform\s"#, options: .regularExpression) != nil {
                    throw fail("put each uniform declaration on its own line")
                }
                continue
            }
            let ns = line as NSString
            guard let m = declaration.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else {
                throw fail("malformed uniform declaration '\(trimmed)': expected 'uniform <type> <name>;' (or several names: 'uniform <type> <a>, <b>;'), one declaration a line")
            }
            let typeName = ns.substring(with: m.range(at: 1))
            let names = ns.substring(with: m.range(at: 2)).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let type = GLUniformType(rawValue: typeName) else {
                throw fail("uniform '\(names[0])' has type '\(typeName)', which cannot be a parameter (supported: \(GLUniformType.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            // One default comment serves every name of its declaration:
            // `uniform vec2 a, b; // = vec2(1.0)` gives both a and b vec2(1.0).
            var value = type.zero
            let given = defaultText(in: raw[index])
            if let given {
                let what = names.count == 1 ? "uniform '\(names[0])'" : "uniforms \(names.map { "'\($0)'" }.joined(separator: ", "))"
                guard !type.isImage else {
                    throw fail("\(what) is a sampler2D: it takes an image file as a parameter (--param \(names[0])=FILE.png), not a default in the file", column: given.column)
                }
                do { value = try type.parse(given.text) } catch let e as GLValueError {
                    throw fail("bad default for \(what): \(e.message)", column: given.column)
                }
                // The default must be a value the parameter could be given (what GLSL can hold).
                let range = type.componentRange
                if let bad = value.components.first(where: { !range.contains($0) }) {
                    throw fail("bad default for \(what): must be from \(TransitionParameter.format(range.lowerBound)) to \(TransitionParameter.format(range.upperBound)), got \(bad)", column: given.column)
                }
            }
            for name in names {
                let nameColumn = (line.range(of: #"\b\#(name)\b"#, options: .regularExpression)
                    .map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? column - 1) + 1
                guard !reservedNames.contains(name) else {
                    throw fail("'\(name)' is provided by the renderer and must not be declared", column: nameColumn)
                }
                guard !uniforms.contains(where: { $0.name == name }) else {
                    throw fail("uniform '\(name)' is declared twice", column: nameColumn)
                }
                uniforms.append(GLUniform(name: name, type: type, defaultValue: value, line: lineNumber, hasDefault: given != nil))
            }
            if uniforms.filter({ $0.type.isImage }).count > maxImageUniforms {
                throw fail("more than \(maxImageUniforms) sampler2D uniforms: a shader may take at most \(maxImageUniforms) images")
            }
        }
        return uniforms
    }
}

/// A shader file that cannot be used, with where and why.
public struct GLTransitionError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file's path, or the transition's name for a source given in code.
    public var file: String
    /// 1-based line, when the problem is on one line.
    public var line: Int?
    /// 1-based column on that line (1 when not known more closely).
    public var column: Int
    /// What is wrong, in words.
    public var message: String
    /// An error in `file` (a path, or a transition's name) at 1-based `line` (nil: the whole file)
    /// and `column`, saying `message`.
    public init(file: String, line: Int?, column: Int = 1, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }
    /// `FILE:LINE:COLUMN: error: MESSAGE` (or `FILE: error: MESSAGE` without a line), the form
    /// compilers use.
    public var description: String { text(severity: "error") }

    /// The same with another severity (`warning` for a file left out of a folder).
    public func text(severity: String) -> String {
        if let line { return "\(file):\(line):\(column): \(severity): \(message)" }
        return "\(file): \(severity): \(message)"
    }
    public var errorDescription: String? { description }
}
