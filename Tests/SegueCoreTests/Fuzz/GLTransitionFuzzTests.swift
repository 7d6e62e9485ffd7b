import Foundation
import SegueTestSupport
import Testing
@testable import SegueCore
import SegueIO

/// gl-transitions shader parsing under mutated input (issue 7, item 4): never a crash or a
/// hang; a bad file throws a `GLTransitionError` with a message and, when it names a line, a
/// line inside the file. (SegueRenderTests compiles mutants through GL too.)
@MainActor
@Suite struct GLTransitionFuzzTests {
    static var shaderFolder: URL { BuiltinShaders.resourceFolder! }

    /// The builtin .glsl files.
    static func seeds() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: shaderFolder.path).filter { $0.hasSuffix(".glsl") }.sorted()
        return try files.map { try String(contentsOf: shaderFolder.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test("The seeds parse")
    func seedsParse() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 5)
        for s in seeds { _ = try GLTransition(name: "seed", source: s) }
    }

    @Test("1,000 mutated shader files: no crash, no hang, errors on a line of the file")
    func mutatedShaders() throws {
        let seeds = try Self.seeds()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fuzz-glsl-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = FuzzHarness.run("shader file", seeds: FuzzConfig.seeds("shader file", count: FuzzConfig.iterations(1_000))) { seed in
            Self.check(seed: seed, seeds: seeds, folder: folder)
        }
        print(report)
        #expect(report.cases > 0)
        for p in report.problems { Issue.record(Comment(rawValue: p)) }
    }

    @Test("Regression: an int default beyond GLSL's 32 bits is an error on its line")
    func hugeIntDefault() throws {
        for value in ["99999999999", "-2147483649", "ivec2(1, 4294967296)"] {
            let type = value.hasPrefix("ivec2") ? "ivec2" : "int"
            let source = "// test\nuniform \(type) levels; // = \(value)\nvec4 transition(vec2 uv) { return getFromColor(uv); }\n"
            #expect { try GLTransition(name: "t", source: source) } throws: { error in
                guard let e = error as? GLTransitionError else { return false }
                return e.line == 2 && e.message.contains("does not fit a GLSL int")
            }
        }
        let ok = try GLTransition(name: "t", source: "uniform int n; // = -2147483648\nvec4 transition(vec2 uv) { return vec4(0.0); }")
        #expect(ok.uniforms.first?.defaultValue == .int(-2_147_483_648))
    }

    @Test("Regression: a default comment with long runs of blanks is read at once, and right")
    func longBlankRuns() throws {
        let blanks = String(repeating: " ", count: 3_000)
        let source = "uniform float a; //\(blanks)=\(blanks)0.25;\(blanks)\nuniform int b; ///= 3\n"
            + "uniform vec2 c; // note // = vec2(1.0, 2.0) ;\r\nvec4 transition(vec2 uv) { return vec4(a); }\n"
        let start = Date()
        let t = try GLTransition(name: "t", source: source)
        #expect(Date().timeIntervalSince(start) < 0.5)
        #expect(t.uniforms.map(\.defaultValue) == [.float(0.25), .int(3), .vec2(1, 2)])
        #expect(t.uniforms.map(\.line) == [1, 2, 3])
        #expect(GLTransition.defaultText(in: "uniform float a; // a comment") == nil)
    }

    @Test("Regression: a file with CR LF line ends reads as the same file with LF")
    func crlfLineEnds() throws {
        for seed in try Self.seeds() {
            let lf = try GLTransition(name: "t", source: seed)
            let crlf = try GLTransition(name: "t", source: seed.replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(crlf.uniforms == lf.uniforms)
        }
        #expect(throws: GLTransitionError.self) {
            try GLTransition(name: "t", source: "// a\r\nuniform float x; // = no\r\nvec4 transition(vec2 uv) { return vec4(0.0); }")
        }
        do {
            _ = try GLTransition(name: "t", source: "// a\r\nuniform float x; // = no\r\nvec4 transition(vec2 uv) { return vec4(0.0); }")
        } catch let e as GLTransitionError {
            #expect(e.line == 2)
        }
    }

    /// One case: a mutant parsed from text, or (one in four) damaged at byte level and loaded
    /// from a file.
    static func check(seed: UInt64, seeds: [String], folder: URL) -> String? {
        var rng = SplitMix64(seed: seed)
        let original = rng.pick(seeds)
        var lines = 0
        do {
            let t: GLTransition
            if rng.below(4) == 0 {
                let bytes = FuzzMutator.mutateBytes(Array(original.utf8), donors: seeds.map { Array($0.utf8) }, rng: &rng)
                let url = folder.appendingPathComponent("f\(seed).glsl")
                try Data(bytes).write(to: url)
                defer { try? FileManager.default.removeItem(at: url) }
                FuzzConfig.show(String(decoding: bytes, as: UTF8.self))
                lines = GLTransition.lines(String(decoding: bytes, as: UTF8.self)).count
                t = try GLTransition.load(contentsOf: url)
            } else {
                let text = FuzzMutator.mutateText(original, donors: seeds, rng: &rng)
                FuzzConfig.show(text)
                lines = GLTransition.lines(text).count
                t = try GLTransition(name: "fuzz", source: text)
            }
            for u in t.uniforms where u.line < 1 || u.line > lines { return "uniform \(u.name) on line \(u.line) of \(lines)" }
            return nil
        } catch let e as GLTransitionError {
            if e.message.isEmpty { return "an empty message" }
            if let l = e.line, l < 1 || l > lines { return "line \(l) is outside the file (\(lines) lines): \(e)" }
            return nil
        } catch {
            return "threw \(type(of: error)), not a GLTransitionError: \(error)"
        }
    }
}
