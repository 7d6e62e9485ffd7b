import Foundation

/// The builtin `wipe`: a straight edge sweeps across along `direction`, with a soft edge. Only
/// the soft edge runs the shader; the pages on either side are plain quads.
public enum WipeShader: BuiltinShaderTransition {
    public static let name = "wipe"
    public static let shader = BuiltinShaders.load(name)

    /// `wipe.glsl`: along = (dot(uv − ½, d) + e) / 2e with e = (|dx| + |dy|) / 2; the destination
    /// where along ≤ edge, the source where along ≥ edge + soft.
    public static func renderPlan(parameters: [String: ShaderValue], size: Size, progress: Double) -> ShaderRenderPlan? {
        guard size.width > 0, size.height > 0 else { return nil }
        let margin = ShaderRegions.margin
        var d = (x: 1.0, y: 0.0)
        if case .vec2(let x, let y)? = parameters["direction"], (x * x + y * y).squareRoot() > 0.0001 {
            let n = (x * x + y * y).squareRoot()
            d = (x / n, y / n)
        }
        let e = 0.5 * (abs(d.x) + abs(d.y))
        // uv = (x / W, 1 − y / H) for a point (x, y) of the frame, y down.
        let ax = d.x / (size.width * 2 * e), ay = -d.y / (size.height * 2 * e)
        let c = (-0.5 * d.x + 0.5 * d.y + e) / (2 * e)
        let soft = max(ShaderRegions.number(parameters["smoothness"], 0.1), 0.0001)
        let edge = -soft + (1 + soft) * progress
        let m = margin * 1.5 * max(abs(ax), abs(ay))
        let strips = LinearStrips.cut(size: size, ax: ax, ay: ay, c: c, thresholds: [edge - m, edge + soft + m],
                                      kinds: [ShaderRegion.Kind.to, .shader, .from], isFlexible: { $0 == .shader },
                                      strips: 12)
        return .regions(strips.map { ShaderRegion($0.rect, $0.kind) })
    }
}
