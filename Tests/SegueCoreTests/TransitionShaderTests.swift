import Foundation
import Testing
@testable import SegueCore
import SegueIO

@MainActor
@Suite("gl-transitions shaders")
struct TransitionShaderTests {
    static let good = """
    // A test shader.
    uniform float amount; // = 0.5
    uniform int count; // = 7
    uniform bool inverted; // = true
    uniform vec2 direction; // = vec2(1.0, -1.0)
    uniform vec3 tint; // = vec3(0.5)
    uniform highp vec4 edge; // = vec4(0.1, 0.2, 0.3, 0.4)
    uniform ivec2 grid; // = ivec2(20)
    uniform float bare;
    /* uniform float commentedOut; // = 3.0 */
    // uniform float alsoCommented; // = 2.0

    vec4 transition (vec2 uv) {
      return mix(getFromColor(uv), getToColor(uv), progress * amount);
    }
    """

    @Test func parsesTypedUniformsAndDefaults() throws {
        let t = try GLTransition(name: "test", source: Self.good)
        #expect(t.name == "test" && t.source == Self.good)
        #expect(t.uniforms.map(\.name) == ["amount", "count", "inverted", "direction", "tint", "edge", "grid", "bare"])
        #expect(t.uniforms.map(\.type) == [.float, .int, .bool, .vec2, .vec3, .vec4, .ivec2, .float])
        #expect(t.defaultValues == ["amount": .float(0.5), "count": .int(7), "inverted": .bool(true),
                                    "direction": .vec2(1, -1), "tint": .vec3(0.5, 0.5, 0.5),
                                    "edge": .vec4(0.1, 0.2, 0.3, 0.4), "grid": .ivec2(20, 20), "bare": .float(0)])
        #expect(t.uniform(named: "grid")?.line == 8)
    }

    func error(_ source: String) -> GLTransitionError? {
        do { _ = try GLTransition(name: "bad", source: source, path: "bad.glsl"); return nil } catch let e as GLTransitionError {
            return e
        } catch { return nil }
    }

    static let body = "\nvec4 transition(vec2 uv) { return getToColor(uv); }\n"

    @Test func malformedDeclarationsGiveTheirLine() {
        let cases: [(String, Int, String)] = [
            ("uniform float a; // = 1.0\nuniform float b // = 2.0", 2, "malformed uniform declaration"),
            ("\n\nuniform float a b;", 3, "malformed"),
            ("uniform mat3 m;", 1, "cannot be a parameter"),
            ("uniform float progress;", 1, "provided by the renderer"),
            ("uniform float a; // = 1.0\nuniform float a; // = 2.0", 2, "declared twice"),
            ("uniform int n; // = 2.5", 1, "bad default for uniform 'n'"),
            ("uniform vec2 d; // = vec2(1.0, 2.0, 3.0)", 1, "needs 2 components"),
            ("uniform vec3 c; // = vec2(1.0, 2.0)", 1, "expected a vec3"),
            ("uniform bool b; // = maybe", 1, "expected true or false"),
            ("uniform float f; // = abc", 1, "expected a number"),
            ("float x = 1.0; uniform float y;", 1, "own line"),
        ]
        for (decls, line, words) in cases {
            guard let e = error(decls + Self.body) else { Issue.record("accepted: \(decls)"); continue }
            #expect(e.line == line, "\(decls)")
            // The column is the offending name's or default's (GLTransitionFormatTests checks them).
            #expect(e.description.hasPrefix("bad.glsl:\(line):\(e.column): error: ") && e.column >= 1, "\(e)")
            #expect(e.message.contains(words), "\(e.message)")
        }
    }

    @Test func missingEntryPointIsAnError() {
        let e = error("uniform float a; // = 1.0\nvec4 other(vec2 uv) { return vec4(1.0); }\n")
        #expect(e?.line == nil && e?.message.contains("transition(vec2 uv)") == true)
        // A transition function that is only mentioned in a comment does not count.
        #expect(error("// vec4 transition(vec2 uv) {}\n") != nil)
    }

    @Test func parametersReadAsGLSLOrPlainText() throws {
        #expect(try GLUniformType.vec2.parse("1,0") == .vec2(1, 0))
        #expect(try GLUniformType.vec2.parse(" vec2( 0.25 , 1.0 ) ") == .vec2(0.25, 1))
        #expect(try GLUniformType.float.parse("2") == .float(2))
        #expect(try GLUniformType.float.parse("1.5f") == .float(1.5))
        #expect(try GLUniformType.int.parse("-3") == .int(-3))
        #expect(try GLUniformType.bool.parse("false") == .bool(false))
        #expect(try GLUniformType.ivec2.parse("4,5") == .ivec2(4, 5))
        #expect(throws: GLValueError.self) { try GLUniformType.int.parse("1.0") }
        #expect(throws: GLValueError.self) { try GLUniformType.vec4.parse("1,2,3") }
        #expect(throws: GLValueError.self) { try GLUniformType.float.parse("") }
    }

    @Test func builtinsParseAndMatchTheShippedFiles() throws {
        #expect(BuiltinShaders.all.map(\.name) == ["pageCurl", "wipe", "iris", "ripple", "pixelate"])
        #expect(BuiltinShaders.pageCurlTransition.uniforms.map(\.name) == ["radius", "angle", "backTint", "shadow"])
        #expect(BuiltinShaders.all.first { $0.name == "iris" }?.defaultValues["opening"] == .bool(true))
        #expect(BuiltinShaders.all.first { $0.name == "wipe" }?.defaultValues["direction"] == .vec2(1, 0))
        // The package's resource folder holds each builtin as a file, read as any shader file is.
        let folder = try #require(BuiltinShaders.resourceFolder)
        let files = try GLTransitionLibrary.readFolder(folder)
        #expect(files.map(\.name).sorted() == BuiltinShaders.all.map(\.name).sorted())
        #expect(BuiltinShaders.all.first { $0.name == "pixelate" }?.defaultValues == ["coarsest": .ivec2(16, 9), "levels": .int(8)])
        for builtin in BuiltinShaders.all {
            let file = files.first { $0.name == builtin.name }
            let trimmed = file?.source.trimmingCharacters(in: .newlines)
            #expect(trimmed == builtin.source.trimmingCharacters(in: .newlines), "\(builtin.name).glsl differs from the builtin")
            #expect(file?.uniforms.map(\.name) == builtin.uniforms.map(\.name))
        }
    }

    @Test func libraryLoadsAFolderAndLooksUpByName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.good.write(to: dir.appendingPathComponent("mine.glsl"), atomically: true, encoding: .utf8)
        try "not a shader".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        var lib = GLTransitionLibrary()
        #expect(lib.source(named: "pageCurl") == PageCurlShader.source)
        let loaded = try lib.loadFolder(dir).loaded
        #expect(loaded.map(\.name) == ["mine"])
        #expect(lib.transition(named: "mine")?.path == dir.appendingPathComponent("mine.glsl").path)
        #expect(lib.names.contains("mine") && lib.names.contains("wipe"))
        // A bad file names itself and its line; the good ones of the folder still load.
        try "uniform vec2 broken; // = vec2(1.0\n".write(to: dir.appendingPathComponent("zbad.glsl"), atomically: true, encoding: .utf8)
        var fresh = GLTransitionLibrary(includeBuiltins: false)
        let load = try fresh.loadFolder(dir)
        #expect(load.problems.count == 1)
        #expect(load.problems.first.map { $0.file.hasSuffix("zbad.glsl") && $0.line == 1 } == true)
        #expect(fresh.names == ["mine"])
        #expect(throws: GLTransitionError.self) { try GLTransitionLibrary.readFolder(dir.appendingPathComponent("nope")) }
    }

    @Test func shaderTransitionEmitsOnePassWithEveryUniform() throws {
        let shader = try GLTransition(name: "mine", source: Self.good)
        let t = ShaderTransition(shader: shader, overrides: ["amount": .float(0.9)])
        let input = TransitionInput(size: Size(100, 50), from: .color(.red), to: .color(.blue))
        let items = t.items(progress: 0.4, input: input)
        guard items.count == 1, case .shader(let pass) = items[0] else { Issue.record("not one pass"); return }
        #expect(pass.name == "mine" && pass.progress == 0.4 && pass.frame == Rect(0, 0, 100, 50))
        #expect(pass.parameters.count == 8 && pass.parameters["amount"] == .float(0.9) && pass.parameters["count"] == .int(7))
    }
}
