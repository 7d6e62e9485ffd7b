import Foundation

extension TransitionRegistry {
    /// Every built-in transition (`segue transitions` lists them) plus every shader in
    /// `library` (its builtins and any files loaded into it); `pageCurl` is the Swift
    /// `PageCurl`, which drives the builtin shader of that name.
    public static func makeStandard(library: GLTransitionLibrary = GLTransitionLibrary()) -> TransitionRegistry {
        var r = TransitionRegistry()
        let positive: @Sendable (Double) -> Bool = { $0 > 0 }
        let unit: @Sendable (Double) -> Bool = { (0...1).contains($0) }
        @Sendable func duration(_ a: TransitionArguments) throws -> Double {
            try a.number("duration", where: { $0 >= 0 }, "0 or more")
        }

        r.register("cube", summary: "the views are faces of an N-sided prism turning about its vertical axis",
                   duration: 0.5, curve: "linear", parameters: [
                    TransitionParameter("direction", .choice(["forward", "backward"]), default: "forward",
                                        "forward turns towards the left, backward towards the right")
                        .answering(to: [], choices: ["left": "forward", "right": "backward"]),
                    TransitionParameter("faces", .integer, default: "4", range: 3...100, "sides of the prism, 3 to 100"),
                    TransitionParameter("dim", .number, default: "0.4", range: 0...1, "black overlay on both faces while turning, 0…1"),
                    TransitionParameter("eyeDistance", .number, default: "1000", range: 1...1_000_000, "perspective: m34 = -1/eyeDistance"),
                    TransitionParameter("steps", .integer, default: "1", range: 1...99, "how many faces round the destination is, 1…faces-1"),
                   ]) { a in
            let faces = try a.integer("faces")
            let steps = try a.integer("steps")
            guard faces >= 3 else {
                throw TransitionError(kind: .invalidValue, transition: "cube", parameter: "faces", value: String(faces),
                                      message: "cube: parameter 'faces' must be 3 or more, got \(faces)")
            }
            guard (1..<faces).contains(steps) else {
                throw TransitionError(kind: .invalidValue, transition: "cube", parameter: "steps", value: String(steps),
                                      message: "cube: parameter 'steps' must be from 1 to \(faces - 1), got \(steps)")
            }
            return Cube(direction: Cube.Direction(rawValue: try a.choice("direction")) ?? .forward, faces: faces,
                        duration: try duration(a), curve: try a.curve(),
                        dim: try a.number("dim", where: unit, "between 0 and 1"),
                        eyeDistance: try a.number("eyeDistance", where: positive, "positive"), steps: steps)
        }

        r.register("explode", summary: "the source grows about its centre while fading out, over the destination",
                   duration: 0.75, curve: "easeOut", parameters: [
                    TransitionParameter("scale", .number, default: "2", range: 0.01...100, "the source's scale at the end"),
                   ]) { a in
            Explode(scale: try a.number("scale", where: positive, "positive"), duration: try duration(a), curve: try a.curve())
        }

        r.register("crossDissolve", summary: "a linear blend from the source to the destination",
                   duration: 0.3, curve: "linear") { a in
            CrossDissolve(duration: try duration(a), curve: try a.curve())
        }

        r.register("imageFlight", summary: "an image flies from a thumbnail to full screen while the destination fades in",
                   duration: 0.4, curve: "easeInOut") { a in
            ImageFlight(duration: try duration(a), curve: try a.curve())
        }

        r.register("flip", summary: "the container turns 180° about its centre axis; the back is the destination",
                   duration: 0.5, curve: "easeInOut", parameters: [
                    TransitionParameter("from", .choice(Flip.Edge.allCases.map(\.rawValue)), default: "left",
                                        "the edge that comes towards the viewer").answering(to: ["direction"]),
                    TransitionParameter("eyeDistance", .number, default: "2000", range: 1...1_000_000, "perspective: m34 = -1/eyeDistance"),
                   ]) { a in
            Flip(from: Flip.Edge(rawValue: try a.choice("from")) ?? .left, duration: try duration(a), curve: try a.curve(),
                 eyeDistance: try a.number("eyeDistance", where: positive, "positive"))
        }

        let curlUniforms = BuiltinShaders.pageCurlTransition.uniforms.map {
            TransitionParameter($0.name, .uniform($0.type), default: $0.defaultValue.description, Self.pageCurlDocs[$0.name] ?? "shader uniform")
        }
        r.register("pageCurl", summary: "the page rolls away along a cylinder, showing its back, uncovering the destination",
                   duration: 0.7, curve: "easeInOut", parameters: [
                    TransitionParameter("direction", .choice(["up", "down"]), default: "up",
                                        "up rolls the source away; down rolls the destination down over it"),
                   ] + curlUniforms) { a in
            PageCurl(direction: PageCurl.Direction(rawValue: try a.choice("direction")) ?? .up,
                     duration: try duration(a), curve: try a.curve(), parameters: a.uniforms)
        }

        r.register("push", summary: "navigation push: the destination slides in, the source moves a third and dims",
                   duration: 0.35, curve: "easeInOut", parameters: [
                    TransitionParameter("from", .choice(["right", "left"]), default: "right", "the edge the destination comes from")
                        .answering(to: ["direction"]),
                    TransitionParameter("dim", .number, default: "0.2", range: 0...1, "black overlay on the source at the end, 0…1"),
                    TransitionParameter("parallax", .number, default: "0.3333333333333333", range: 0...1, "how far the source moves, as a fraction of the width"),
                   ]) { a in
            Push(from: Push.Edge(rawValue: try a.choice("from")) ?? .right, duration: try duration(a), curve: try a.curve(),
                 dim: try a.number("dim", where: unit, "between 0 and 1"),
                 parallax: try a.number("parallax", where: unit, "between 0 and 1"))
        }

        r.register("coverVertical", summary: "modal presentation: the destination slides up from the bottom",
                   duration: 0.5, curve: "easeInOut") { a in
            CoverVertical(duration: try duration(a), curve: try a.curve())
        }

        r.register("animations", summary: "view properties interpolated between two states, as in an animations block",
                   duration: 1, curve: "easeInOut", parameters: [
                    TransitionParameter("fromEndCenter", .point, default: "0,0", "where the source's centre goes (points, or center)"),
                    TransitionParameter("fromEndOpacity", .number, default: "0", range: 0...1, "the source's opacity at the end"),
                    TransitionParameter("fromEndScale", .number, default: "1", range: 0...100, "the source's scale at the end"),
                    TransitionParameter("fromEndRotation", .number, default: "0", range: -36_000...36_000, "the source's rotation at the end, degrees clockwise"),
                    TransitionParameter("toStartCenter", .point, default: "center", "where the destination's centre starts"),
                    TransitionParameter("toStartOpacity", .number, default: "0", range: 0...1, "the destination's opacity at the start"),
                    TransitionParameter("toStartScale", .number, default: "1", range: 0...100, "the destination's scale at the start"),
                   ]) { a in
            let degrees = Double.pi / 180
            return PropertyAnimations(
                fromEnd: ViewAnimationState(center: try a.point("fromEndCenter"),
                                            opacity: try a.number("fromEndOpacity", where: unit, "between 0 and 1"),
                                            scale: try a.number("fromEndScale", where: { $0 >= 0 }, "0 or more"),
                                            rotation: try a.number("fromEndRotation") * degrees),
                toStart: ViewAnimationState(center: try a.point("toStartCenter"),
                                            opacity: try a.number("toStartOpacity", where: unit, "between 0 and 1"),
                                            scale: try a.number("toStartScale", where: { $0 >= 0 }, "0 or more")),
                duration: try duration(a), curve: try a.curve())
        }

        for shader in library.all where shader.name != PageCurlShader.name {
            r.register(shader: shader, builtin: library.builtin(named: shader.name))
        }
        return r
    }

    /// The standard registry with only the builtin shaders.
    public static let standard = makeStandard()

    static let pageCurlDocs: [String: String] = [
        "radius": "the cylinder's radius, as a fraction of the height",
        "angle": "how far the curl leans from vertical travel (0: the bottom edge lifts straight up)",
        "backTint": "how washed out the page's back is, 0…1",
        "shadow": "darkness of the shadow the curl casts on the next page, 0…1",
    ]
}
