import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Transition registry")
struct TransitionRegistryTests {
    let registry = TransitionRegistry.makeStandard()

    @Test func listsEveryTransitionWithTypedParameters() {
        let names = registry.all.map(\.name)
        for n in ["cube", "explode", "crossDissolve", "imageFlight", "flip", "pageCurl", "push", "coverVertical",
                  "animations", "wipe", "iris", "ripple", "pixelate"] {
            #expect(names.contains(n), "\(n)")
        }
        let cube = registry.info("cube")!
        #expect(cube.parameters.map(\.name) == ["direction", "faces", "dim", "eyeDistance", "steps", "duration", "curve"])
        #expect(cube.parameters.first { $0.name == "duration" }?.defaultValue == "0.5")
        #expect(registry.info("wipe")?.isShader == true)
        #expect(registry.info("wipe")?.parameters.first { $0.name == "direction" }?.type == .uniform(.vec2))
        // Every default reads back as its own type.
        for info in registry.all {
            for p in info.parameters { #expect((try? p.read(p.defaultValue)) != nil, "\(info.name).\(p.name)") }
        }
    }

    @Test func makesTransitionsFromTextParameters() throws {
        let cube = try registry.make("cube", parameters: ["direction": "backward", "faces": "6", "duration": "1.5", "curve": "easeIn"])
        let c = try #require(cube as? Cube)
        #expect(c.direction == .backward && c.faces == 6 && c.duration == 1.5 && c.curve == .easeIn)
        let explode = try #require(try registry.make("explode", parameters: ["scale": "3"]) as? Explode)
        #expect(explode.scale == 3 && explode.curve == .easeOut && explode.duration == 0.75)
        let wipe = try #require(try registry.make("wipe", parameters: ["direction": "0,1"]) as? ShaderTransition)
        #expect(wipe.parameters["direction"] == .vec2(0, 1) && wipe.parameters["smoothness"] == .float(0.1))
        let curl = try #require(try registry.make("pageCurl", parameters: ["radius": "0.2", "direction": "down"]) as? PageCurl)
        #expect(curl.parameters["radius"] == .float(0.2) && curl.direction == .down)
        let anim = try #require(try registry.make("animations", parameters: ["fromEndCenter": "10,20"]) as? PropertyAnimations)
        #expect(anim.fromEnd.center == Point(10, 20))
    }

    func failure(_ name: String, _ params: [String: String]) -> TransitionError? {
        do { _ = try registry.make(name, parameters: params); return nil } catch let e as TransitionError { return e } catch { return nil }
    }

    @Test func clearErrors() {
        let unknown = failure("spin", [:])
        #expect(unknown?.kind == .unknownTransition && unknown?.message.contains("known: cube") == true)
        let param = failure("cube", ["size": "3"])
        #expect(param?.kind == .unknownParameter && param?.parameter == "size")
        #expect(param?.message == "cube has no parameter 'size'; it takes: direction, faces, dim, eyeDistance, steps, duration, curve")
        let type = failure("cube", ["faces": "four"])
        #expect(type?.kind == .wrongType && type?.message.contains("expected a whole number, got 'four'") == true)
        #expect(failure("cube", ["direction": "sideways"])?.message.contains("forward, backward") == true)
        #expect(failure("wipe", ["direction": "1"]) == nil)  // one number fills a vec2
        #expect(failure("wipe", ["direction": "1,2,3"])?.kind == .wrongType)
        #expect(failure("explode", ["curve": "wobbly"])?.kind == .wrongType)
        #expect(failure("cube", ["faces": "2"])?.kind == .invalidValue)
        #expect(failure("cube", ["steps": "4"])?.message == "cube: parameter 'steps' must be from 1 to 3, got 4")
        #expect(failure("explode", ["scale": "-1"])?.message == "explode: parameter 'scale' must be from 0.01 to 100, got -1")
        #expect(failure("crossDissolve", ["duration": "nan"])?.kind == .wrongType)
    }

    @Test func reduceMotionTurnsThreeDAndScalingIntoADissolve() throws {
        let reduced = TimingSettings(reduceMotion: true)
        for name in ["cube", "explode", "flip", "pageCurl", "imageFlight"] {
            let t = try registry.make(name, settings: reduced)
            #expect(t is CrossDissolve, "\(name)")
            #expect(t.duration == registry.info(name)!.parameters.first { $0.name == "duration" }.flatMap { Double($0.defaultValue) })
            #expect(registry.info(name)?.reducedByReduceMotion == true)
        }
        for name in ["push", "coverVertical", "crossDissolve", "wipe", "animations"] {
            #expect(!(try registry.make(name, settings: reduced) is CrossDissolve) || name == "crossDissolve", "\(name)")
        }
        #expect(try registry.make("animations", parameters: ["fromEndScale": "2"], settings: reduced) is CrossDissolve)
    }

    @Test func loadedShadersJoinTheRegistry() throws {
        var lib = GLTransitionLibrary()
        lib.add(try GLTransition(name: "mine", source: "uniform float k; // = 2.0\nvec4 transition(vec2 uv) { return getToColor(uv); }\n"))
        let r = TransitionRegistry.makeStandard(library: lib)
        let t = try #require(try r.make("mine", parameters: ["k": "3"]) as? ShaderTransition)
        #expect(t.parameters == ["k": .float(3)])
    }

    @Test func listingShowsParametersWithTypesAndDefaults() {
        let text = registry.listing()
        #expect(text.contains("cube — "))
        #expect(text.contains("    direction (forward|backward) = forward  "))
        #expect(text.contains("    direction (vec2) = vec2(1.0, 0.0)"))
        #expect(text.contains("    faces (integer 3…100) = 4  "))
        #expect(text.contains("    curve (curve) = linear"))
    }

    @Test func settingsAdjustTransitionsMadeInCode() {
        let reduced = TimingSettings(reduceMotion: true)
        #expect(reduced.adjusted(Cube(duration: 0.8)) is CrossDissolve)
        #expect(reduced.adjusted(Cube(duration: 0.8)).duration == 0.8)
        #expect(reduced.adjusted(Push()) is Push)
        #expect(TimingSettings.standard.adjusted(Cube()) is Cube)
    }

    @Test func parsesAssignments() throws {
        #expect(try TransitionRegistry.parseAssignments(["a=1", "b=x=y", "a=2"]) == ["a": "2", "b": "x=y"])
        #expect(throws: TransitionError.self) { try TransitionRegistry.parseAssignments(["novalue"]) }
    }
}
