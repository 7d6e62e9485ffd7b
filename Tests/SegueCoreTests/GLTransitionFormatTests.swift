import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// The whole gl-transitions file format, with shader files written here for each variant.
@MainActor
@Suite("gl-transitions format")
struct GLTransitionFormatTests {
    static let body = "\nvec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"

    func parse(_ declarations: String) throws -> GLTransition {
        try GLTransition(name: "t", source: declarations + Self.body, path: "t.glsl")
    }

    func error(_ declarations: String) -> GLTransitionError? {
        do { _ = try parse(declarations); return nil } catch let e as GLTransitionError { return e } catch { return nil }
    }

    @Test("'// = value' ends at the ';' or at a second comment, which the format allows")
    func lineCommentDefaults() throws {
        let t = try parse("""
            uniform float colorPhase; // = 0.4 ; // if 0.0, there is no black phase
            uniform float intensity; // = 0.3; // if 0.0, the image turns grayscale at once
            uniform vec3 color;// = vec3(0.0, 0.1, 0.2)
            uniform float plain; // = 2.5
            uniform float noted; // = 1.5 /* a block note */
            uniform float none; // just a comment
            """)
        #expect(t.uniforms.map(\.defaultValue) == [.float(0.4), .float(0.3), .vec3(0, 0.1, 0.2), .float(2.5), .float(1.5), .float(0)])
        #expect(t.uniforms.map(\.hasDefault) == [true, true, true, true, true, false])
    }

    @Test("'/* = value */' inside the declaration or after it")
    func blockCommentDefaults() throws {
        let t = try parse("""
            uniform vec3 color /* = vec3(0.9, 0.4, 0.2) */;
            uniform float amount; /* = 0.75 */
            uniform int count /* a note */; // = 3
            uniform bool on /*=true*/ ;
            """)
        #expect(t.uniforms.map(\.name) == ["color", "amount", "count", "on"])
        #expect(t.uniforms.map(\.defaultValue) == [.vec3(0.9, 0.4, 0.2), .float(0.75), .int(3), .bool(true)])
    }

    @Test("Several names in one declaration: each gets the declaration's default")
    func severalNames() throws {
        let t = try parse("""
            uniform vec2 a, b; // = vec2(1.0, 2.0)
            uniform float x,y ,z;
            uniform highp ivec2 grid, cells /* = ivec2(4, 3) */;
            """)
        #expect(t.uniforms.map(\.name) == ["a", "b", "x", "y", "z", "grid", "cells"])
        #expect(t.defaultValues["a"] == .vec2(1, 2) && t.defaultValues["b"] == .vec2(1, 2))
        #expect(t.defaultValues["y"] == .float(0))
        #expect(t.defaultValues["grid"] == .ivec2(4, 3) && t.defaultValues["cells"] == .ivec2(4, 3))
        #expect(t.uniforms.map(\.line) == [1, 1, 2, 2, 2, 3, 3])
    }

    @Test("Every uniform type the public collection uses, sampler2D included")
    func everyType() throws {
        let t = try parse("""
            uniform float f; // = 0.5
            uniform int i; // = 7
            uniform bool b; // = true
            uniform vec2 v2; // = vec2(0.5)
            uniform vec3 v3; // = vec3(1.0, 0.5, 0.25)
            uniform vec4 v4; // = vec4(0.,0.,0.,.6)
            uniform ivec2 iv; // = ivec2(10,10)
            uniform sampler2D luma;
            """)
        #expect(t.uniforms.map(\.type) == [.float, .int, .bool, .vec2, .vec3, .vec4, .ivec2, .sampler2D])
        #expect(t.defaultValues["v4"] == .vec4(0, 0, 0, 0.6))
        #expect(t.defaultValues["luma"] == .image(nil))
        #expect(t.uniform(named: "luma")?.hasDefault == false)
    }

    @Test("Problems name their line and column")
    func locatedErrors() throws {
        let cases: [(String, Int, Int, String)] = [
            ("uniform float a, progress;", 1, 18, "provided by the renderer"),
            ("uniform float a;\n  uniform float b, a;", 2, 20, "declared twice"),
            ("uniform mat4 m;", 1, 1, "cannot be a parameter"),
            ("uniform float a,;", 1, 1, "malformed uniform declaration"),
            ("uniform float f; // = abc; // note", 1, 23, "expected a number"),
            ("uniform vec3 c /* = vec2(1.0, 2.0) */;", 1, 21, "expected a vec3"),
            ("uniform sampler2D mask; // = mask.png", 1, 30, "takes an image file"),
        ]
        for (decls, line, column, words) in cases {
            guard let e = error(decls) else { Issue.record("accepted: \(decls)"); continue }
            #expect(e.line == line && e.column == column, "\(decls): \(e)")
            #expect(e.message.contains(words), "\(decls): \(e)")
            #expect(e.description.hasPrefix("t.glsl:\(line):\(column): error: "), "\(e)")
            #expect(e.text(severity: "warning").hasPrefix("t.glsl:\(line):\(column): warning: "))
        }
        let nine = (0...8).map { "uniform sampler2D s\($0);" }.joined(separator: "\n")
        #expect(error(nine)?.message.contains("at most 8") == true)
    }

    @Test("A sampler2D parameter takes an image file, or 'gradient' for the default image")
    func imageParameters() throws {
        let shader = try parse("uniform sampler2D luma;\nuniform float amount; // = 0.5")
        var registry = TransitionRegistry()
        registry.register(shader: shader)
        // The image file is checked where the registry may ask the file system.
        registry.files = LocalFiles()
        #expect(registry.listing().contains("luma (sampler2D) = gradient  shader uniform (sampler2D): an image file"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let mask = dir.appendingPathComponent("mask.png").path
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: mask))
        let given = try #require(registry.make("t", parameters: ["luma": mask]) as? ShaderTransition)
        #expect(given.parameters["luma"] == .image(mask))
        let byDefault = try #require(registry.make("t") as? ShaderTransition)
        #expect(byDefault.parameters["luma"] == .image(nil))
        do {
            _ = try registry.make("t", parameters: ["luma": dir.appendingPathComponent("nope.png").path])
            Issue.record("a missing image was accepted")
        } catch let e as TransitionError {
            #expect(e.parameter == "luma" && e.message.contains("nope.png") && e.message.contains("no such file"), "\(e.message)")
        }
        #expect(throws: TransitionError.self) { try registry.make("t", parameters: ["luma": dir.path]) }
    }

    @Test("A folder loads every file it can; a bad file is a problem at its line; a builtin's name becomes NAME.glsl")
    func folderLoadsWhatItCan() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("a.glsl", "uniform float amount; // = 0.5" + Self.body)
        try write("m-bad.glsl", "// a note\n\nuniform vec2 broken; // = vec2(1.0" + Self.body)
        try write("wipe.glsl", "uniform float edge; // = 0.1" + Self.body)
        try write("cube.glsl", "uniform float persp; /* = 0.7 */" + Self.body)
        try write("z.glsl", Self.body)
        var lib = GLTransitionLibrary()
        let load = try lib.loadFolder(dir, reserved: ["cube"])
        #expect(load.loaded.map(\.name) == ["a", "cube.glsl", "wipe.glsl", "z"])
        #expect(load.problems.count == 1)
        #expect(load.problems.first?.file == dir.appendingPathComponent("m-bad.glsl").path)
        #expect(load.problems.first?.line == 3 && load.problems.first?.column == 27)
        // The builtin keeps its name and its source; the file is reachable under its own.
        #expect(lib.source(named: "wipe") == WipeShader.source)
        #expect(lib.transition(named: "wipe.glsl")?.defaultValues == ["edge": .float(0.1)])
        #expect(lib.transition(named: "cube.glsl")?.defaultValues == ["persp": .float(0.7)])
        #expect(lib.transition(named: "cube") == nil)
        // readFolder still stops at the first bad file (for folders that must be whole).
        #expect(throws: GLTransitionError.self) { try GLTransitionLibrary.readFolder(dir) }
        #expect(throws: GLTransitionError.self) { try GLTransitionLibrary.readEach(dir.appendingPathComponent("nope")) }
    }
}
