import Foundation

/// Geometry the builtin shader transitions' render plans share (`WipeShader`, `IrisShader`,
/// `RippleShader`): reading uniform values as the shaders read them, and cutting a frame into
/// the pieces inside, on and outside a soft ring. The plans mirror the shaders' geometry
/// exactly, with `margin` points to spare for rounding.
enum ShaderRegions {
    /// Points of shader kept beyond the exact edge of a region, for rounding.
    static let margin = 2.0

    static func number(_ v: ShaderValue?, _ fallback: Double) -> Double {
        switch v {
        case .float(let x)?: return x
        case .int(let x)?: return Double(x)
        default: return fallback
        }
    }

    /// A `vec2` uniform as a point of uv space (the middle when unset).
    static func point(_ v: ShaderValue?) -> (x: Double, y: Double) {
        if case .vec2(let x, let y)? = v { return (x, y) }
        return (0.5, 0.5)
    }

    /// The distance in heights from `centre` (uv) to the farthest corner of the frame: the
    /// shaders' `length(max(center, 1 − center) * vec2(ratio, 1))`.
    static func farthestCorner(from centre: (x: Double, y: Double), size: Size) -> Double {
        let dx = max(centre.x, 1 - centre.x) * size.width / size.height, dy = max(centre.y, 1 - centre.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Covers the frame with column pieces: `inside` where every point is within `inner` of
    /// `centre` (distances in heights, centre in uv), `outside` where every point is beyond
    /// `outer`, and the shader in between.
    static func ring(centre: (x: Double, y: Double), inner innerHeights: Double, outer outerHeights: Double,
                     inside: ShaderRegion.Kind, outside: ShaderRegion.Kind, size: Size,
                     margin: Double = ShaderRegions.margin, columns: Int = 16) -> [ShaderRegion] {
        // In points: the circle's centre and radii (a height is size.height points).
        let h = size.height, cx = centre.x * size.width, cy = (1 - centre.y) * h
        let m = margin * 1.5
        let outer = outerHeights * h + m, inner = innerHeights * h - m
        var out: [ShaderRegion] = []
        func add(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ k: ShaderRegion.Kind) {
            let a = min(max(y0, 0), h), b = min(max(y1, 0), h)
            if b > a { out.append(ShaderRegion(Rect(x0, a, x1 - x0, b - a), k)) }
        }
        for i in 0..<max(1, columns) {
            let x0 = size.width * Double(i) / Double(columns), x1 = size.width * Double(i + 1) / Double(columns)
            let near = cx < x0 ? x0 - cx : cx > x1 ? cx - x1 : 0
            let farX = max(abs(x0 - cx), abs(x1 - cx))
            // Rows some point of the column has within the outer circle; rows every point has
            // within the inner one.
            guard outer > near else { add(x0, x1, 0, h, outside); continue }
            let ho = (outer * outer - near * near).squareRoot()
            add(x0, x1, 0, cy - ho, outside)
            if inner > farX {
                let hi = (inner * inner - farX * farX).squareRoot()
                add(x0, x1, cy - ho, cy - hi, .shader)
                add(x0, x1, cy - hi, cy + hi, inside)
                add(x0, x1, cy + hi, cy + ho, .shader)
            } else {
                add(x0, x1, cy - ho, cy + ho, .shader)
            }
            add(x0, x1, cy + ho, h, outside)
        }
        return out
    }
}
