import CGL
import Foundation

/// A shader that failed to compile or link. `line` is in the caller's source numbering
/// (the prelude the renderer adds is subtracted), when the driver's log names one.
public struct ShaderError: Error, CustomStringConvertible, Equatable {
    public var name: String
    public var line: Int?
    /// The column the driver gave with the line (Mesa does), 1-based.
    public var column: Int?
    public var message: String
    public init(name: String, line: Int?, column: Int? = nil, message: String) {
        self.name = name; self.line = line; self.column = column; self.message = message
    }
    public var description: String {
        "shader \(name)" + (line.map { ", line \($0)" } ?? "") + ": " + message
    }
}

/// A linked GL program with its uniform locations looked up once.
final class GLProgram {
    let id: GLuint
    private var locations: [String: GLint] = [:]

    /// Compiles and links. `preludeLines` is subtracted from the line numbers the driver reports
    /// in fragment-shader errors, so they point into the user's file.
    init(name: String, vertex: String, fragment: String, preludeLines: Int = 0) throws {
        let vs = try GLProgram.compile(name: name, GLenum(GL_VERTEX_SHADER), vertex, preludeLines: 0)
        defer { glDeleteShader(vs) }
        let fs = try GLProgram.compile(name: name, GLenum(GL_FRAGMENT_SHADER), fragment, preludeLines: preludeLines)
        defer { glDeleteShader(fs) }
        let p = glCreateProgram()
        glAttachShader(p, vs)
        glAttachShader(p, fs)
        glBindAttribLocation(p, 0, "a_pos")
        glLinkProgram(p)
        var ok: GLint = 0
        glGetProgramiv(p, GLenum(GL_LINK_STATUS), &ok)
        if ok == 0 {
            let log = GLProgram.infoLog(p, program: true)
            glDeleteProgram(p)
            // The driver's log starts "error: …" itself; the message is said once.
            let reason = log.trimmingCharacters(in: .whitespacesAndNewlines)
                .replacingOccurrences(of: #"^(error|ERROR):\s*"#, with: "", options: .regularExpression)
            throw ShaderError(name: name, line: nil, message: "cannot link the shader: " + reason)
        }
        id = p
    }

    deinit { glDeleteProgram(id) }

    func location(_ uniform: String) -> GLint {
        if let l = locations[uniform] { return l }
        let l = glGetUniformLocation(id, uniform)
        locations[uniform] = l
        return l
    }

    private static func compile(name: String, _ kind: GLenum, _ source: String, preludeLines: Int) throws -> GLuint {
        let s = glCreateShader(kind)
        source.withCString { ptr in
            var p: UnsafePointer<GLchar>? = ptr
            glShaderSource(s, 1, &p, nil)
        }
        glCompileShader(s)
        var ok: GLint = 0
        glGetShaderiv(s, GLenum(GL_COMPILE_STATUS), &ok)
        if ok == 0 {
            let log = infoLog(s, program: false)
            glDeleteShader(s)
            throw parseLog(name: name, log, preludeLines: preludeLines)
        }
        return s
    }

    /// Mesa reports "0:LINE(COL): error: message" (or "preprocessor error:"); other drivers
    /// "ERROR: 0:LINE: message". The line is moved into the caller's numbering by subtracting
    /// `preludeLines`; a place inside the prelude has no line in the caller's file.
    static func parseLog(name: String, _ log: String, preludeLines: Int) -> ShaderError {
        let first = log.split(separator: "\n").first(where: { $0.contains("error") || $0.contains("ERROR") })
            .map(String.init) ?? log.trimmingCharacters(in: .whitespacesAndNewlines)
        var line: Int?, column: Int?
        var message = first
        let patterns = [#"^\s*\d+:(\d+)\((\d+)\):\s*(?:preprocessor\s+)?error:\s*(.*)$"#,
                        #"^\s*ERROR:\s*\d+:(\d+)():\s*(.*)$"#]
        for pattern in patterns {
            if let re = try? NSRegularExpression(pattern: pattern),
               let m = re.firstMatch(in: first, range: NSRange(first.startIndex..., in: first)),
               let r1 = Range(m.range(at: 1), in: first), let r3 = Range(m.range(at: 3), in: first),
               let n = Int(first[r1]) {
                line = n - preludeLines
                if let r2 = Range(m.range(at: 2), in: first) { column = Int(first[r2]) }
                message = String(first[r3])
                break
            }
        }
        if let l = line, l < 1 { line = nil; column = nil }
        return ShaderError(name: name, line: line, column: column, message: message)
    }

    private static func infoLog(_ object: GLuint, program: Bool) -> String {
        var len: GLint = 0
        if program { glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &len) } else { glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &len) }
        guard len > 1 else { return "(no log)" }
        var buf = [GLchar](repeating: 0, count: Int(len))
        if program { glGetProgramInfoLog(object, len, nil, &buf) } else { glGetShaderInfoLog(object, len, nil, &buf) }
        return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
