import Foundation

/// UIKit's page curl (transitionCurlUp / transitionCurlDown): the source page rolls away
/// along a cylinder from its bottom right corner, showing its back lightly, uncovering the
/// destination. The deformation is the builtin `pageCurl` gl-transitions shader
/// (`PageCurlShader`); curling down is curling up played backwards with the pages
/// swapped, so the destination rolls down over the source.
public struct PageCurl: Transition {
    /// `up` rolls the source page away (`transitionCurlUp`); `down` rolls the destination page down
    /// over the source (`transitionCurlDown`).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Which way the page rolls: `up` away, `down` over the source.
        case up, down
    }

    public var name: String { "pageCurl" }
    public var duration: Double
    public var curve: TimingCurve
    /// Whether the page curls up or down.
    public var direction: Direction
    /// Uniforms of the shader (`radius`, `angle`, `backTint`, `shadow`): defaults unless set.
    public var parameters: [String: ShaderValue]
    public var isThreeDOrScaling: Bool { true }

    /// A page curl in `direction` (up) over `duration` seconds (0.7) along `curve` (ease-in-out);
    /// `parameters` override the shader's uniform defaults by name.
    public init(direction: Direction = .up, duration: Double = 0.7, curve: TimingCurve = .easeInEaseOut,
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
