import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Builtin shader transitions are types: their plans follow the type, never a name or the
/// source text; transitions declare the other names of their parameters themselves.
@MainActor
@Suite("Builtin shader types and parameter aliases")
struct BuiltinShaderTypeTests {
    let input = TransitionInput(size: Size(320, 180), from: .color(.white), to: .color(.black))

    @Test("The registry's wipe is drawn by its plan; a file with the very same text and name runs whole")
    func planFollowsTheType() throws {
        let builtin = try #require(try TransitionRegistry.makeStandard().make("wipe") as? ShaderTransition)
        #expect(builtin.builtin == WipeShader.self)
        #expect(builtin.items(progress: 0.5, input: input).count > 1)

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("builtin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try WipeShader.source.write(to: dir.appendingPathComponent("wipe.glsl"), atomically: true, encoding: .utf8)
        var library = GLTransitionLibrary()
        let loaded = try library.loadFolder(dir).loaded
        #expect(loaded.map(\.name) == ["wipe.glsl"])
        #expect(library.builtin(named: "wipe.glsl") == nil)
        #expect(library.builtin(named: "wipe") == WipeShader.self)
        let registry = TransitionRegistry.makeStandard(library: library)
        let file = try #require(try registry.make("wipe.glsl") as? ShaderTransition)
        #expect(file.builtin == nil)
        #expect(file.items(progress: 0.5, input: input).count == 1)
        // Replacing a builtin's entry by a file of the same name drops the builtin's plan.
        var replaced = GLTransitionLibrary()
        replaced.add(try GLTransition(name: "wipe", source: WipeShader.source))
        #expect(replaced.builtin(named: "wipe") == nil)
    }

    @Test("Every builtin's resource parses and is listed once, in order")
    func everyBuiltinHasItsResource() {
        #expect(BuiltinShaders.types.map { $0.name } == ["pageCurl", "wipe", "iris", "ripple", "pixelate"])
        for type in BuiltinShaders.types {
            #expect(type.shader.name == type.name)
            #expect(!type.source.isEmpty && !type.source.hasSuffix("\n"))
        }
    }

    @Test("Flip and push take `direction` for `from`; the cube takes left and right for its directions")
    func parameterAliases() throws {
        let registry = TransitionRegistry.makeStandard()
        #expect(try #require(try registry.make("flip", parameters: ["direction": "top"]) as? Flip).edge == .top)
        #expect(try #require(try registry.make("push", parameters: ["direction": "left"]) as? Push).edge == .left)
        // The parameter's own name wins when both are given.
        #expect(try #require(try registry.make("flip", parameters: ["direction": "top", "from": "bottom"]) as? Flip).edge == .bottom)
        #expect(try #require(try registry.make("cube", parameters: ["direction": "right"]) as? Cube).direction == .backward)
        #expect(try #require(try registry.make("cube", parameters: ["direction": "left"]) as? Cube).direction == .forward)
        #expect(throws: TransitionError.self) { try registry.make("cube", parameters: ["direction": "up"]) }
    }

    @Test("Reduce Motion eligibility is the transition's own: the listing reads it from the type")
    func reduceMotionFromTheType() throws {
        let registry = TransitionRegistry.makeStandard()
        for info in registry.all {
            let made = try registry.make(info.name)
            #expect(info.reducedByReduceMotion == made.isThreeDOrScaling, "\(info.name)")
        }
        #expect(registry.info("cube")?.reducedByReduceMotion == true)
        #expect(registry.info("push")?.reducedByReduceMotion == false)
    }
}
