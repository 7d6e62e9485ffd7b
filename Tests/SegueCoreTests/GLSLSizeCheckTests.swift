import Foundation
import Testing
@testable import SegueCore

/// The counting preprocessor that refuses a shader whose macros or arrays are too large before
/// any driver sees it: each case is a file a user could write, with the place it is refused.
@Suite("GLSL size check")
struct GLSLSizeCheckTests {
    static let entry = "vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"

    /// The error for `source`, or nil when it passes.
    func error(_ source: String) -> GLTransitionError? {
        do { try GLSLSizeCheck.check(source, file: "t.glsl"); return nil } catch let e as GLTransitionError { return e } catch { return nil }
    }

    /// `levels` object-like macros each naming the one before twice: 2^levels tokens.
    static func objectBomb(levels: Int) -> String {
        var s = "#define M0 x\n"
        for i in 1...levels { s += "#define M\(i) M\(i - 1) M\(i - 1)\n" }
        return s + "float f() { return M\(levels); }\n"
    }

    /// The same with function-like macros passing their argument on twice.
    static func functionBomb(levels: Int) -> String {
        var s = "#define F0(a) a a\n"
        for i in 1...levels { s += "#define F\(i)(a) F\(i - 1)(F\(i - 1)(a))\n" }
        return s + "float f() { return F\(levels)(1.0); }\n"
    }

    @Test("An array sized by macros that double at each level is worked out within a budget, then refused by the token count",
          arguments: [12, 30, 60])
    func doublingArraySize(levels: Int) throws {
        var s = "#define A0 1\n"
        for i in 1...levels { s += "#define A\(i) (A\(i - 1) + A\(i - 1))\n" }
        s += "vec4 b[A\(levels)];\n" + Self.entry
        // 2^12 = 4096 elements: worked out and allowed; 2^30 or 2^60 terms: never evaluated
        // term by term (which would not end), refused by the expansion count at the array.
        if levels == 12 {
            #expect(error(s) == nil)
        } else {
            let e = try #require(error(s))
            #expect(e.line == levels + 2, "\(e)")
        }
    }

    @Test("Object-like macros that double at each level: refused at the use, past 100,000 tokens")
    func objectLikeBomb() throws {
        #expect(error(Self.objectBomb(levels: 16)) == nil, "2^16 tokens are within the limit")
        let e = try #require(error(Self.objectBomb(levels: 17)))
        #expect(e.line == 19)
        #expect(e.column == 20)
        #expect(e.message.contains("macro 'M17' expands to 131072 tokens"))
        // 150 levels (2^150 tokens): counted without expanding, in no time, saturating rather
        // than overflowing.
        let huge = try #require(error(Self.objectBomb(levels: 150)))
        #expect(huge.message.contains("more than 100000"))
    }

    @Test("Function-like macros whose arguments are copied: measured through every level")
    func functionLikeBomb() throws {
        // F_n(a) copies `a` 3^(2^n) times (its argument counted once more as expanded): 3
        // levels are 6,561 copies, 4 are 43 million.
        #expect(error(Self.functionBomb(levels: 3)) == nil)
        #expect(error(Self.functionBomb(levels: 4)) != nil)
        let e = try #require(error(Self.functionBomb(levels: 20)))
        #expect(e.line == 22)
        #expect(e.message.contains("'F20'"))
    }

    @Test("Arguments spanning lines, continuation lines and comments are read as a preprocessor does")
    func lexing() throws {
        let spread = Self.objectBomb(levels: 20).replacingOccurrences(of: "return M20;", with: "return /* M20 */ // M20\n M20;")
        #expect(try #require(error(spread)).line == 23)
        // A `\` line end continues a definition: its body is on the next line.
        var continued = "#define M0 x\n"
        for i in 1...20 { continued += "#define M\(i) \\\n  M\(i - 1) M\(i - 1)\n" }
        #expect(error(continued + "float f() { return M20; }") != nil)
        // Commented out, nothing expands.
        #expect(error(Self.objectBomb(levels: 20).replacingOccurrences(of: "return M20;", with: "return 1.0; // M20")) == nil)
        // A function-like macro without '(' after its name is not expanded.
        #expect(error(Self.functionBomb(levels: 20).replacingOccurrences(of: "F20(1.0)", with: "F20")) == nil)
        // `#undef` forgets a macro.
        #expect(error(Self.objectBomb(levels: 20).replacingOccurrences(of: "float f()", with: "#undef M20\nfloat f()")) == nil)
    }

    @Test("A macro naming itself is not expanded again (as a preprocessor does)")
    func selfReference() {
        #expect(error("#define A A A\n#define B C B\n#define C B C\nfloat f() { return A + B; }\n") == nil)
    }

    @Test("Macros nested more deeply than the stated depth are refused at the use")
    func depth() throws {
        var s = "#define M0 x\n"
        for i in 1...300 { s += "#define M\(i) M\(i - 1)\n" }
        let e = try #require(error(s + "float f() { return M300; }\n"))
        #expect(e.message.contains("more than \(GLSLSizeCheck.maxMacroDepth) deep"))
    }

    @Test("Array declarations over 65,536 elements, sized by literals, macros, constants or products", arguments: [
        ("vec4 big[2147483647];", 1, 9),
        ("uniform float w[70000];", 1, 16),
        ("#define N 100000\nfloat a[N];", 2, 8),
        ("#define N (1 << 20)\nfloat a[N];", 2, 8),
        ("const int N = 300;\nfloat a[N][N];", 2, 8),
        ("float[0x20000] a;", 1, 6),
        ("void f() { vec3 local[99999999999999999999]; }", 1, 22),
        ("#define DECL vec4 big[1000000];\nDECL", 1, 22),
        ("#define SQ(x) ((x)*(x))\nvec4 big[SQ(40000)];", 2, 9),
    ])
    func bigArrays(source: String, line: Int, column: Int) throws {
        let e = try #require(error(source + "\n" + Self.entry), "\(source)")
        #expect(e.line == line)
        #expect(e.column == column)
        #expect(e.message.contains("the most an array may have is 65536"))
    }

    @Test("Arrays within the limit, indexing and sizes it cannot tell pass", arguments: [
        "float a[65536];",
        "const int N = 256;\nfloat a[N][N];",
        "float f(float x[4]) { return x[3]; }",
        "void g() { float a[3]; a[2] = a[100000]; }",
        "float h(int n) { return n > 0 ? 1.0 : 0.0; }\nuniform float u[4];",
        "vec4 k[] = vec4[](vec4(1.0));",
    ])
    func fineArrays(source: String) {
        #expect(error(source + "\n" + Self.entry) == nil)
    }

    @Test("A 406-byte sum of 2^18 terms, which overflows Mesa's compiler, is refused before it")
    func shortBomb() throws {
        var s = "#define A0 x\n"
        for i in 1...18 { s += "#define A\(i) A\(i - 1)+A\(i - 1)\n" }
        s += "vec4 transition(vec2 uv) { float x = 1.0; return vec4(A18); }\n"
        #expect(s.utf8.count == 406)
        let e = try #require(error(s))
        #expect(e.line == 20)
        #expect(e.message.contains("macro 'A18' expands to 524287 tokens"))
    }

    @Test("Every builtin shader file passes")
    func shippedFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SegueCore/Transitions/Shaders")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".glsl") }
        #expect(!files.isEmpty)
        for f in files {
            let source = try String(contentsOf: folder.appendingPathComponent(f), encoding: .utf8)
            #expect(error(source) == nil, "\(f)")
        }
    }

    @Test("Loading a file runs the check: the error names the file, line and column")
    func throughLoad() throws {
        do {
            _ = try GLTransition(name: "bomb", source: Self.objectBomb(levels: 24) + Self.entry, path: "shaders/bomb.glsl")
            Issue.record("a macro bomb loaded")
        } catch let e as GLTransitionError {
            #expect(e.description.hasPrefix("shaders/bomb.glsl:26:20: error: macro 'M24' expands to 16777216 tokens"))
        }
    }
}
