import Foundation

/// UIKit's page curl (transitionCurlUp / transitionCurlDown): the source page rolls away
/// along a cylinder from its bottom right corner, showing its back lightly, uncovering the
/// destination. The deformation is the builtin `pageCurl` gl-transitions shader
/// (`BuiltinShaders.pageCurl`); curling down is curling up played backwards with the pages
/// swapped, so the destination rolls down over the source.
public struct PageCurl: Transition {
    public enum Direction: String, Hashable, Sendable, CaseIterable { case up, down }

    public var name: String { "pageCurl" }
    public var duration: Double
    public var curve: TimingCurve
    public var direction: Direction
    /// Uniforms of the shader (`radius`, `angle`, `backTint`, `shadow`): defaults unless set.
    public var parameters: [String: ShaderValue]
    public var isThreeDOrScaling: Bool { true }

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
        let frame = Rect(size: input.size)
        switch direction {
        case .up:
            return [.shader(ShaderPass(name: "pageCurl", from: input.from, to: input.to, progress: p,
                                       parameters: parameters, frame: frame))]
        case .down:
            return [.shader(ShaderPass(name: "pageCurl", from: input.to, to: input.from, progress: 1 - p,
                                       parameters: parameters, frame: frame))]
        }
    }
}
