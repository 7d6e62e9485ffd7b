import Foundation

/// The builtin `ripple`: a ring of waves runs out from a drop, the next picture calm behind
/// it. Only the ring runs the shader; inside and outside it are plain quads.
public enum RippleShader: BuiltinShaderTransition {
    public static let name = "ripple"
    public static let shader = BuiltinShaders.load(name)

    /// `ripple.glsl`: distance d from the centre in heights; the ring of waves of width w has
    /// its middle at r = mix(−w/2, far + w/2, progress); the destination where d ≤ r − w/2, the
    /// source where d ≥ r + w/2 (both exactly: the wave's envelope is zero there).
    public static func renderPlan(parameters: [String: ShaderValue], size: Size, progress: Double) -> ShaderRenderPlan? {
        guard size.width > 0, size.height > 0 else { return nil }
        let centre = ShaderRegions.point(parameters["center"])
        let w = max(ShaderRegions.number(parameters["width"], 0.25), 0.001)
        let far = ShaderRegions.farthestCorner(from: centre, size: size)
        let r = -0.5 * w + (far + w) * progress
        return .regions(ShaderRegions.ring(centre: centre, inner: r - 0.5 * w, outer: r + 0.5 * w, inside: .to,
                                           outside: .from, size: size))
    }
}
