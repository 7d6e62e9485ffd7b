import Foundation
import SegueTestSupport
import SegueKit
import Testing

extension GLTests {
    /// gl-transitions shader files under mutation, through the GL renderer (issue 7, item 4):
    /// every mutant is parsed (SegueCoreTests fuzzes parsing alone too), one in ten is compiled
    /// by the driver, and those that compile draw a frame with their defaults. Never a crash; a
    /// compile error names a line inside the shader's own file, or none.
    @MainActor
    @Suite("Shader fuzzing")
    struct ShaderFuzzTests {
        static var seeds: [String] {
            get throws {
                let folder = try #require(BuiltinShaders.resourceFolder).path
                return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".glsl") }.sorted()
                    .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
            }
        }

        @Test("1,000 mutated shader files parsed, 100 compiled and drawn")
        func mutatedShaders() throws {
            let seeds = try Self.seeds
            #expect(seeds.count >= 5)
            try withGL(size: Size(32, 24)) { stack in
                let from = stack.renderer.registerTexture(quadrantImage(width: 32, height: 24))
                let to = stack.renderer.registerTexture(quadrantImage(width: 32, height: 24, seed: 1))
                let count = FuzzConfig.iterations(1_000)
                var compiled = 0
                let report = FuzzHarness.run("shader compile", seeds: FuzzConfig.seeds("shader compile", count: count),
                                                 perCaseLimit: 2) { seed in
                    var rng = SplitMix64(seed: seed)
                    let text = FuzzMutator.mutateText(rng.pick(seeds), donors: seeds, rng: &rng)
                    FuzzConfig.show(text)
                    let parsed = try? GLTransition(name: "fuzz\(seed)", source: text)
                    guard rng.below(10) == 0 else { return nil }
                    compiled += 1
                    return Self.compileAndDraw(text, parsed: parsed, seed: seed, stack: stack, from: from, to: to)
                }
                print(report, "(\(compiled) compiled)")
                #expect(compiled > 0)
                for p in report.problems { Issue.record(Comment(rawValue: p)) }
            }
        }

        @Test("Regression: a file that ends early or lacks transition() is not blamed on a line past its end")
        func errorsPastTheEnd() throws {
            let cases = [
                ("unclosed", "uniform float a; // = 1\nvec4 transition(vec2 uv) {\n  return vec4(a);\n", "at the end of the file"),
                ("nofunction", "float f(float x) { return x; }", "does not define 'vec4 transition(vec2 uv)'"),
            ]
            try withGL { stack in
                stack.renderer.shaderSources = { name in
                    cases.first { $0.0 == name }.map { ShaderTransitionSource(name: $0.0, glsl: $0.1, defaults: [:]) }
                }
                for (name, _, expected) in cases {
                    do {
                        try stack.renderer.shaderProgramCheck(name)
                        Issue.record("\(name) compiled")
                    } catch RenderError.shader(let e) {
                        #expect(e.line == nil, "\(e)")
                        #expect(e.message.contains(expected), "\(e)")
                    }
                }
            }
        }

        @Test("Regression: integer parameters beyond 32 bits are clamped, not a crash")
        func hugeIntParameters() throws {
            try withGL(size: Size(32, 24)) { stack in
                let glsl = PixelateShader.source
                stack.renderer.shaderSources = { _ in ShaderTransitionSource(name: "pixelate", glsl: glsl, defaults: [:]) }
                let a = stack.renderer.registerTexture(quadrantImage(width: 32, height: 24))
                var list = DrawList(size: Size(32, 24))
                list.append(ShaderPass(name: "pixelate", from: .texture(a), to: .texture(a), progress: 0.5,
                                       parameters: ["levels": .int(.max), "coarsest": .ivec2(.min, 99_999_999_999)],
                                       frame: Rect(0, 0, 32, 24)))
                try stack.renderer.draw(list, to: .screen)
                #expect(try stack.renderer.readScreen().width == 32)
            }
        }

        /// Compiles `text` as the shader `fuzz<seed>`; if it compiles, draws it once at 0.5
        /// with its parsed defaults.
        static func compileAndDraw(_ text: String, parsed: GLTransition?, seed: UInt64, stack: GraphicsStack,
                                   from: Int, to: Int) -> String? {
            let name = "fuzz\(seed)"
            let lines = GLTransition.lines(text).count
            stack.renderer.shaderSources = { n in
                n == name ? ShaderTransitionSource(name: n, glsl: text, defaults: parsed?.defaultValues ?? [:]) : nil
            }
            do {
                try stack.renderer.shaderProgramCheck(name)
            } catch RenderError.shader(let e) {
                if e.message.trimmingCharacters(in: .whitespaces).isEmpty { return "a compile error without a message" }
                if let l = e.line, l < 1 || l > lines { return "compile error on line \(l) of a \(lines)-line file: \(e)" }
                return nil
            } catch {
                return "threw \(error), not a shader error"
            }
            guard parsed != nil else { return nil }
            var list = DrawList(size: Size(32, 24))
            list.append(ShaderPass(name: name, from: .texture(from), to: .texture(to), progress: 0.5, frame: Rect(0, 0, 32, 24)))
            do { try stack.renderer.draw(list, to: .screen) } catch { return "drawing failed: \(error)" }
            return nil
        }
    }
}
