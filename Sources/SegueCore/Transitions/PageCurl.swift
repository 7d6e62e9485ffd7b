import Foundation

/// UIKit's page curl (transitionCurlUp / transitionCurlDown): the source page rolls away
/// along a cylinder from its bottom right corner, showing its back lightly, uncovering the
/// destination. The deformation is the builtin `pageCurl` gl-transitions shader
/// (`PageCurlShader`); curling down is curling up played backwards with the pages
/// swapped, so the destination rolls down over the source.
public struct PageCurl: DescribedTransition {
    /// `pageCurl`: 0.7 s, ease-in-out, curling up; the builtin shader's uniforms are its further
    /// parameters. Reduce Motion replaces it.
    public static let description = TransitionDescription(
        name: "pageCurl", summary: "the page rolls away along a cylinder, showing its back, uncovering the destination",
        duration: 0.7, curve: .easeInEaseOut, reduceMotion: .replaced, parameters: [
            TransitionParameter("direction", .choice(["up", "down"]), default: "up",
                                "up rolls the source away; down rolls the destination down over it"),
        ] + PageCurlShader.shader.uniforms.map {
            TransitionParameter($0.name, .uniform($0.type), default: $0.defaultValue.description, uniformDocs[$0.name] ?? "shader uniform")
        }) { a in
        PageCurl(direction: Direction(rawValue: try a.choice("direction")) ?? .up,
                 duration: try a.duration(), curve: try a.curve(), parameters: a.uniforms)
    }

    /// What the listing says of each of the shader's uniforms.
    static let uniformDocs: [String: String] = [
        "radius": "the cylinder's radius, as a fraction of the height",
        "angle": "how far the curl leans from vertical travel (0: the bottom edge lifts straight up)",
        "backTint": "how washed out the page's back is, 0…1",
        "shadow": "darkness of the shadow the curl casts on the next page, 0…1",
    ]

    /// `up` rolls the source page away (`transitionCurlUp`); `down` rolls the destination page down
    /// over the source (`transitionCurlDown`).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Which way the page rolls: `up` away, `down` over the source.
        case up, down
    }

    public var duration: Double
    public var curve: TimingCurve
    /// Whether the page curls up or down.
    public var direction: Direction
    /// Uniforms of the shader (`radius`, `angle`, `backTint`, `shadow`): defaults unless set.
    public var parameters: [String: ShaderValue]

    /// A page curl in `direction` (up) over `duration` seconds along `curve` (the description's defaults);
    /// `parameters` override the shader's uniform defaults by name.
    public init(direction: Direction = .up, duration: Double = description.duration, curve: TimingCurve = description.curve,
                parameters: [String: ShaderValue] = [:]) {
        self.direction = direction; self.duration = duration; self.curve = curve
        var values = BuiltinShaders.pageCurlTransition.defaultValues
        for (k, v) in parameters { values[k] = v }
        self.parameters = values
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        // Curling down is curling up backwards with the pages swapped.
        let (page, next, q) = direction == .up ? (input.from, input.to, p) : (input.to, input.from, 1 - p)
        let frame = Rect(size: input.size)
        // The shader runs only over the band of the cylinder and its shadow; the rest is quads.
        let curl = PageCurlRegions(size: input.size, progress: q, parameters: parameters)
        let backTint: Double
        switch parameters["backTint"] {
        case .float(let v)?: backTint = min(max(v, 0), 1)
        case .int(let v)?: backTint = min(max(Double(v), 0), 1)
        default: backTint = 0.75
        }
        return curl.regions().flatMap { region -> [DrawItem] in
            switch region.kind {
            case .curl:
                return [.shader(ShaderPass(name: "pageCurl", from: page, to: next, progress: q,
                                           parameters: parameters, frame: frame, clip: region.rect))]
            case .from:
                return [.quad(Quad(content: page, size: input.size, clip: region.rect))]
            case .back:
                return [.quad(Quad(content: page, size: input.size, clip: region.rect)),
                        .quad(Quad(content: page, size: input.size, transform: curl.backTransform, clip: region.rect,
                                   tint: Color(red: 1, green: 1, blue: 1, alpha: backTint)))]
            case .to:
                return [.quad(Quad(content: next, size: input.size, clip: region.rect))]
            }
        }
    }
}
