import Foundation

/// Where a builtin shader transition shows simply one page, drawn as plain quads, and where it
/// needs its shader: the wipe's picture is the source on one side of a soft edge and the
/// destination on the other; the iris's is one page inside a soft circle and the other outside
/// it. These plans mirror the builtin files' geometry exactly (margins allow for rounding), so
/// they are used only when the transition runs the builtin source itself, never a file of the
/// same name.
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
        default:
            return nil
        }
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
        var centre = (x: 0.5, y: 0.5)
        if case .vec2(let x, let y)? = parameters["center"] { centre = (x, y) }
        let opening: Bool
        switch parameters["opening"] {
        case .bool(let b)?: opening = b
        case .int(let i)?: opening = i != 0
        default: opening = true
        }
        let ratio = size.width / size.height
        func distance(_ u: Double, _ v: Double) -> Double {
            (((u - centre.x) * ratio) * ((u - centre.x) * ratio) + (v - centre.y) * (v - centre.y)).squareRoot()
        }
        let far = max(max(distance(0, 0), distance(1, 0)), max(distance(0, 1), distance(1, 1)))
        let soft = max(number(parameters["smoothness"], 0.05), 0.0001)
        let r = (far + soft) * (opening ? progress : 1 - progress)
        let inside: Kind = opening ? .to : .from, outside: Kind = opening ? .from : .to
        // In points: the circle's centre and radii (a height is size.height points).
        let h = size.height, cx = centre.x * size.width, cy = (1 - centre.y) * h
        let m = margin * 1.5
        let outer = r * h + m, inner = (r - soft) * h - m
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
