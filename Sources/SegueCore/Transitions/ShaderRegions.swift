import Foundation

/// Where a builtin shader transition shows simply one page, drawn as plain quads, and where it
/// needs its shader: the wipe's picture is the source on one side of a soft edge and the
/// destination on the other; the iris's is one page inside a soft circle and the other outside
/// it; the ripple's is the destination inside its ring of waves and the source outside. These
/// plans mirror the builtin files' geometry exactly (margins allow for rounding), so they are
/// used only when the transition runs the builtin source itself, never a file of the same name.
enum ShaderRegions {
    enum Kind: Hashable, Sendable { case from, to, shader }

    /// The plan for `shader` at `progress` over `size`, or nil when it has none (run the
    /// shader over the whole frame).
    static func plan(for shader: GLTransition, parameters: [String: ShaderValue], size: Size, progress: Double,
                     margin: Double = 2) -> [(rect: Rect, kind: Kind)]? {
        guard size.width > 0, size.height > 0 else { return nil }
        switch shader.name {
        case "wipe" where shader.source == BuiltinShaders.wipeSource:
            return wipe(parameters, size: size, progress: progress, margin: margin)
        case "iris" where shader.source == BuiltinShaders.irisSource:
            return iris(parameters, size: size, progress: progress, margin: margin)
        case "ripple" where shader.source == BuiltinShaders.rippleSource:
            return ripple(parameters, size: size, progress: progress, margin: margin)
        default:
            return nil
        }
    }

    /// `pixelate.glsl` as mosaics: the cell grid and how far the destination has faded in
    /// (0: the source alone, 1: the destination alone), or nil for any other shader. Computed in
    /// single precision as the shader computes it, so that the level steps at the same progress.
    static func mosaic(for shader: GLTransition, parameters: [String: ShaderValue],
                       progress: Double) -> (cells: Size, blend: Double)? {
        guard shader.name == "pixelate", shader.source == BuiltinShaders.pixelateSource else { return nil }
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
        return (cells, Double(t * t * (3 - 2 * t)))
    }

    static func number(_ v: ShaderValue?, _ fallback: Double) -> Double {
        switch v {
        case .float(let x)?: return x
        case .int(let x)?: return Double(x)
        default: return fallback
        }
    }

    /// `wipe.glsl`: along = (dot(uv − ½, d) + e) / 2e with e = (|dx| + |dy|) / 2; the destination
    /// where along ≤ edge, the source where along ≥ edge + soft.
    static func wipe(_ parameters: [String: ShaderValue], size: Size, progress: Double, margin: Double) -> [(rect: Rect, kind: Kind)] {
        var d = (x: 1.0, y: 0.0)
        if case .vec2(let x, let y)? = parameters["direction"], (x * x + y * y).squareRoot() > 0.0001 {
            let n = (x * x + y * y).squareRoot()
            d = (x / n, y / n)
        }
        let e = 0.5 * (abs(d.x) + abs(d.y))
        // uv = (x / W, 1 − y / H) for a point (x, y) of the frame, y down.
        let ax = d.x / (size.width * 2 * e), ay = -d.y / (size.height * 2 * e)
        let c = (-0.5 * d.x + 0.5 * d.y + e) / (2 * e)
        let soft = max(number(parameters["smoothness"], 0.1), 0.0001)
        let edge = -soft + (1 + soft) * progress
        let m = margin * 1.5 * max(abs(ax), abs(ay))
        return LinearStrips.cut(size: size, ax: ax, ay: ay, c: c, thresholds: [edge - m, edge + soft + m],
                                kinds: [Kind.to, .shader, .from], isFlexible: { $0 == .shader }, strips: 12)
    }

    /// `iris.glsl`: distance d from the centre in heights; opening, the destination inside the
    /// circle d ≤ r − soft and the source outside d ≥ r (closing: the other way round).
    static func iris(_ parameters: [String: ShaderValue], size: Size, progress: Double, margin: Double,
                     columns: Int = 16) -> [(rect: Rect, kind: Kind)] {
        let centre = point(parameters["center"])
        let opening: Bool
        switch parameters["opening"] {
        case .bool(let b)?: opening = b
        case .int(let i)?: opening = i != 0
        default: opening = true
        }
        let soft = max(number(parameters["smoothness"], 0.05), 0.0001)
        let r = (farthestCorner(from: centre, size: size) + soft) * (opening ? progress : 1 - progress)
        return ring(centre: centre, inner: r - soft, outer: r, inside: opening ? .to : .from, outside: opening ? .from : .to,
                    size: size, margin: margin, columns: columns)
    }

    /// `ripple.glsl`: distance d from the centre in heights; the ring of waves of width w has
    /// its middle at r = mix(−w/2, far + w/2, progress); the destination where d ≤ r − w/2, the
    /// source where d ≥ r + w/2 (both exactly: the wave's envelope is zero there).
    static func ripple(_ parameters: [String: ShaderValue], size: Size, progress: Double, margin: Double,
                       columns: Int = 16) -> [(rect: Rect, kind: Kind)] {
        let centre = point(parameters["center"])
        let w = max(number(parameters["width"], 0.25), 0.001)
        let far = farthestCorner(from: centre, size: size)
        let r = -0.5 * w + (far + w) * progress
        return ring(centre: centre, inner: r - 0.5 * w, outer: r + 0.5 * w, inside: .to, outside: .from,
                    size: size, margin: margin, columns: columns)
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
                     inside: Kind, outside: Kind, size: Size, margin: Double, columns: Int) -> [(rect: Rect, kind: Kind)] {
        // In points: the circle's centre and radii (a height is size.height points).
        let h = size.height, cx = centre.x * size.width, cy = (1 - centre.y) * h
        let m = margin * 1.5
        let outer = outerHeights * h + m, inner = innerHeights * h - m
        var out: [(rect: Rect, kind: Kind)] = []
        func add(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ k: Kind) {
            let a = min(max(y0, 0), h), b = min(max(y1, 0), h)
            if b > a { out.append((Rect(x0, a, x1 - x0, b - a), k)) }
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
