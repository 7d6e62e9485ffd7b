import Foundation

/// The builtin `iris`: a soft circle opens (or closes) about `center`. Only the soft ring runs
/// the shader; inside and outside it are plain quads.
public enum IrisShader: BuiltinShaderTransition {
    public static let name = "iris"
    public static let shader = BuiltinShaders.load(name)

    /// `iris.glsl`: distance d from the centre in heights; opening, the destination inside the
    /// circle d ≤ r − soft and the source outside d ≥ r (closing: the other way round).
    public static func renderPlan(parameters: [String: ShaderValue], size: Size, progress: Double) -> ShaderRenderPlan? {
        guard size.width > 0, size.height > 0 else { return nil }
        let centre = ShaderRegions.point(parameters["center"])
        let opening: Bool
        switch parameters["opening"] {
        case .bool(let b)?: opening = b
        case .int(let i)?: opening = i != 0
        default: opening = true
        }
        let soft = max(ShaderRegions.number(parameters["smoothness"], 0.05), 0.0001)
        let r = (ShaderRegions.farthestCorner(from: centre, size: size) + soft) * (opening ? progress : 1 - progress)
        return .regions(ShaderRegions.ring(centre: centre, inner: r - soft, outer: r, inside: opening ? .to : .from,
                                           outside: opening ? .from : .to, size: size))
    }
}
