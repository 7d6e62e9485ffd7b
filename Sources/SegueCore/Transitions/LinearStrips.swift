import Foundation

/// Cuts a frame into strips across a linear field s(x, y) = ax·x + ay·y + c (points, y down)
/// and splits each strip where s crosses given thresholds, so that a transition can run its
/// shader only where the picture needs it and draw plain quads elsewhere.
///
/// Kinds are listed from low s to high s, one more than the thresholds. A *flexible* kind (the
/// shader, exact everywhere) may spill over its thresholds; every other kind's rectangle holds
/// only points on its side of its thresholds. Strips run along the coordinate s changes least
/// with, so that each band is narrow.
enum LinearStrips {
    static func cut<Kind>(size: Size, ax: Double, ay: Double, c: Double, thresholds: [Double], kinds: [Kind],
                          isFlexible: (Kind) -> Bool, strips: Int) -> [(rect: Rect, kind: Kind)] {
        precondition(kinds.count == thresholds.count + 1)
        let columns = abs(ay) >= abs(ax)
        let (au, av) = columns ? (ax, ay) : (ay, ax)
        let uMax = columns ? size.width : size.height, vMax = columns ? size.height : size.width
        let count = max(1, strips)
        var out: [(rect: Rect, kind: Kind)] = []
        func add(_ u0: Double, _ u1: Double, _ v0: Double, _ v1: Double, _ kind: Kind) {
            guard v1 > v0, u1 > u0 else { return }
            out.append((columns ? Rect(u0, v0, u1 - u0, v1 - v0) : Rect(v0, u0, v1 - v0, u1 - u0), kind))
        }
        for i in 0..<count {
            let u0 = uMax * Double(i) / Double(count), u1 = uMax * Double(i + 1) / Double(count)
            // Where s crosses t along v, over the strip: the nearest and farthest v (clamped).
            func crossing(_ t: Double) -> (lo: Double, hi: Double) {
                guard av != 0 else {
                    // s does not change along v: the whole strip is on one side.
                    let s = au * (u0 + u1) / 2 + c
                    return s < t ? (vMax, vMax) : (0, 0)
                }
                let a = (t - au * u0 - c) / av, b = (t - au * u1 - c) / av
                return (min(max(min(a, b), 0), vMax), min(max(max(a, b), 0), vMax))
            }
            if av >= 0 {
                // s grows with v: kinds in order. A boundary moves towards the flexible side.
                var cuts: [Double] = []
                for (k, t) in thresholds.enumerated() {
                    let x = crossing(t)
                    cuts.append(max(isFlexible(kinds[k + 1]) ? x.lo : x.hi, cuts.last ?? 0))
                }
                let edges = [0] + cuts + [vMax]
                for k in kinds.indices { add(u0, u1, edges[k], edges[k + 1], kinds[k]) }
            } else {
                // s falls as v grows: kinds in reverse order.
                var cuts: [Double] = []
                for (k, t) in thresholds.enumerated().reversed() {
                    let x = crossing(t)
                    cuts.append(max(isFlexible(kinds[k + 1]) ? x.hi : x.lo, cuts.last ?? 0))
                }
                let edges = [0] + cuts + [vMax]
                for (j, k) in kinds.indices.reversed().enumerated() { add(u0, u1, edges[j], edges[j + 1], kinds[k]) }
            }
        }
        return out
    }
}
