import Foundation

extension TransitionModifier: CustomStringConvertible {
    /// The modifier as a modifier string writes it; `parse` reads it back to the same value
    /// (a spring timing curve is written as Hero's `spring(stiffness, damping)`).
    public var description: String {
        func n(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        }
        func call(_ name: String, _ values: [Double]) -> String {
            "\(name)(\(values.map(n).joined(separator: ", ")))"
        }
        switch self {
        case .fade: return "fade"
        case let .scale(x, y, z): return x == y && z == 1 ? call("scale", [x]) : call("scale", [x, y, z])
        case let .translate(x, y, z): return z == 0 ? call("translate", [x, y]) : call("translate", [x, y, z])
        case let .rotate(x, y, z): return x == 0 && y == 0 ? call("rotate", [z]) : call("rotate", [x, y, z])
        case let .position(x, y): return call("position", [x, y])
        case let .size(w, h): return call("size", [w, h])
        case let .opacity(a): return call("opacity", [a])
        case let .zPosition(z): return call("zPosition", [z])
        case let .duration(d): return call("duration", [d])
        case let .delay(d): return call("delay", [d])
        case let .spring(k, c): return call("spring", [k, c])
        case let .timingCurve(curve):
            if let name = TransitionModifier.curveNames.first(where: { $0.1 == curve })?.0 { return "curve(\(name))" }
            switch curve {
            case .linear: return "curve(linear)"
            case .cubicBezier(let b): return call("timingFunction", [b.x1, b.y1, b.x2, b.y2])
            case .spring(let s):
                let k = s.angularFrequency * s.angularFrequency
                return call("spring", [k, 2 * s.dampingRatio * k.squareRoot()])
            }
        case let .arc(i): return i == 1 ? "arc" : call("arc", [i])
        case let .cascade(delta, direction): return "cascade(\(n(delta)), \(direction.rawValue))"
        case let .source(id): return "source(\(id))"
        case .useGlobalCoordinateSpace: return "useGlobalCoordinateSpace"
        case .useNoSnapshot: return "useNoSnapshot"
        case let .ignoreSubviewModifiers(recursive): return recursive ? "ignoreSubviewModifiers(true)" : "ignoreSubviewModifiers"
        case .forceAnimate: return "forceAnimate"
        case let .beginWith(list): return "beginWith(\(TransitionModifier.string(list, separator: ", ")))"
        case let .whenPresenting(list): return "whenPresenting(\(TransitionModifier.string(list, separator: ", ")))"
        case let .whenDismissing(list): return "whenDismissing(\(TransitionModifier.string(list, separator: ", ")))"
        }
    }

    /// A list written as a modifier string (space-separated, as Hero's examples write it).
    public static func string(_ modifiers: [TransitionModifier], separator: String = " ") -> String {
        modifiers.map(\.description).joined(separator: separator)
    }
}
