import Foundation

/// The builtin `pixelate`: the picture breaks into ever coarser blocks, changes, and sharpens
/// again. Drawn as mosaics of the pages (`Quad.mosaic`) rather than by its shader, which gives
/// the same picture with far fewer texture lookups.
public enum PixelateShader: BuiltinShaderTransition {
    public static let name = "pixelate"
    public static let shader = BuiltinShaders.load(name)

    /// The cell grid and how far the destination has faded in. Computed in single precision
    /// as the shader computes it, so that the level steps at the same progress.
    public static func renderPlan(parameters: [String: ShaderValue], size: Size, progress: Double) -> ShaderRenderPlan? {
        // Integers reach the shader clamped to 32 bits (the renderer's setUniform).
        var coarsest: (x: Int32, y: Int32) = (16, 9)
        if case .ivec2(let x, let y)? = parameters["coarsest"] { coarsest = (Int32(clamping: x), Int32(clamping: y)) }
        var levels: Int32 = 8
        if case .int(let l)? = parameters["levels"] { levels = Int32(clamping: l) }
        let p = Float(progress)
        let amount = 1 - abs(2 * p - 1)
        let n = Float(max(levels, 1))
        let level = (amount * n).rounded(.up) / n
        guard level > 0 else { return nil }
        let scale = exp2((1 - level) * 6)
        let cells = Size(Double(max(Float(coarsest.x), 1) * scale), Double(max(Float(coarsest.y), 1) * scale))
        // smoothstep(0.4, 0.6, progress)
        let t = min(max((p - 0.4) / (0.6 - 0.4), 0), 1)
        return .mosaic(cells: cells, blend: Double(t * t * (3 - 2 * t)))
    }
}
