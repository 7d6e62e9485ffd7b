import Foundation

extension ModifierNode {
    /// The modifier a read node stands for, or nil (with a warning) when the name is unknown or
    /// its arguments cannot be used. Extra arguments are ignored with a warning.
    static func convert(_ node: ModifierNode, warnings: inout [TransitionModifierWarning]) -> TransitionModifier? {
        if node.isBroken { return nil }
        var reader = ArgumentReader(node: node)
        let modifier = reader.modifier()
        warnings += reader.warnings
        return modifier
    }
}

/// Reads one node's arguments against what its modifier expects.
private struct ArgumentReader {
    let node: ModifierNode
    var warnings: [TransitionModifierWarning] = []
    private var arguments: [ModifierNode.Argument] { node.arguments ?? [] }

    init(node: ModifierNode) { self.node = node }

    private mutating func warn(_ column: Int, _ message: String) {
        warnings.append(.init(column: column, message: message))
    }

    /// The number at `i`, `fallback` when there is none, nil (with a warning) when it is not
    /// a number.
    private mutating func number(_ i: Int, _ fallback: Double?) -> Double?? {
        guard i < arguments.count else { return .some(fallback) }
        switch arguments[i] {
        case .number(let v, _): return .some(v)
        case .node(let n):
            warn(n.column, "argument \(i + 1) of '\(node.name)' must be a number, not '\(n.name)'")
            return nil
        }
    }

    /// Up to `max` numbers (those missing take `defaults`); nil when one is not a number or
    /// fewer than `min` are given.
    private mutating func numbers(min: Int, max: Int, defaults: [Double], what: String) -> [Double]? {
        if arguments.count < min {
            warn(node.column, "'\(node.name)' needs \(what)")
            return nil
        }
        var out: [Double] = []
        for i in 0..<max {
            guard let v = number(i, i < defaults.count ? defaults[i] : 0) else { return nil }
            out.append(v ?? 0)
        }
        extra(after: max)
        return out
    }

    /// Warns about arguments past the first `count` (ignored).
    private mutating func extra(after count: Int) {
        for a in arguments.dropFirst(count) {
            warn(a.column, "'\(node.name)' takes \(count == 0 ? "no arguments" : "at most \(count) argument\(count == 1 ? "" : "s")"); this one is ignored")
        }
    }

    /// A name argument (`source(menu)`, `curve(easeOut)`).
    private mutating func name(_ i: Int, what: String) -> String? {
        guard i < arguments.count else { warn(node.column, "'\(node.name)' needs \(what)"); return nil }
        guard case .node(let n) = arguments[i], n.arguments == nil else {
            warn(arguments[i].column, "argument \(i + 1) of '\(node.name)' must be \(what)")
            return nil
        }
        return n.name
    }

    mutating func modifier() -> TransitionModifier? {
        switch node.name {
        case "fade":
            extra(after: 0); return .fade
        case "opacity":
            guard let a = numbers(min: 1, max: 1, defaults: [1], what: "an opacity, 0…1") else { return nil }
            if !(0...1).contains(a[0]) { warn(arguments[0].column, "an opacity lies in 0…1; \(a[0]) is clamped") }
            return .opacity(min(max(a[0], 0), 1))
        case "position":
            guard let a = numbers(min: 2, max: 2, defaults: [], what: "x and y") else { return nil }
            return .position(x: a[0], y: a[1])
        case "size":
            guard let a = numbers(min: 2, max: 2, defaults: [], what: "a width and a height") else { return nil }
            if a[0] < 0 || a[1] < 0 { warn(node.column, "a size cannot be negative"); return nil }
            return .size(width: a[0], height: a[1])
        case "scale":
            guard let a = numbers(min: 1, max: 3, defaults: [1, 1, 1], what: "a factor, or x, y[, z] factors") else { return nil }
            return arguments.count == 1 ? .scale(a[0]) : .scale(x: a[0], y: a[1], z: a[2])
        case "translate":
            guard let a = numbers(min: 1, max: 3, defaults: [0, 0, 0], what: "x, y[, z] in points") else { return nil }
            return .translate(x: a[0], y: a[1], z: a[2])
        case "rotate":
            guard let a = numbers(min: 1, max: 3, defaults: [0, 0, 0], what: "an angle z, or x, y, z angles in radians") else { return nil }
            return arguments.count == 1 ? .rotate(a[0]) : .rotate(x: a[0], y: a[1], z: a[2])
        case "zPosition":
            guard let a = numbers(min: 1, max: 1, defaults: [], what: "a z position") else { return nil }
            return .zPosition(a[0])
        case "duration", "delay":
            guard let a = numbers(min: 1, max: 1, defaults: [], what: "a time in seconds") else { return nil }
            guard a[0] >= 0 else { warn(arguments[0].column, "a time cannot be negative"); return nil }
            return node.name == "duration" ? .duration(a[0]) : .delay(a[0])
        case "spring":
            guard let a = numbers(min: 0, max: 2, defaults: [250, 30], what: "stiffness, damping") else { return nil }
            guard a[0] > 0, a[1] > 0 else { warn(node.column, "a spring's stiffness and damping must be positive"); return nil }
            return .spring(stiffness: a[0], damping: a[1])
        case "curve", "timingFunction":
            return timingCurve()
        case "arc":
            guard let a = numbers(min: 0, max: 1, defaults: [1], what: "an intensity") else { return nil }
            return .arc(intensity: a[0])
        case "cascade":
            return cascade()
        case "source":
            guard let id = name(0, what: "a transition id") else { return nil }
            extra(after: 1)
            return .source(id: id)
        case "useGlobalCoordinateSpace":
            extra(after: 0); return .useGlobalCoordinateSpace
        case "useNoSnapshot":
            extra(after: 0); return .useNoSnapshot
        case "forceAnimate":
            extra(after: 0); return .forceAnimate
        case "ignoreSubviewModifiers":
            guard let recursive = bool(0, fallback: false) else { return nil }
            extra(after: 1)
            return .ignoreSubviewModifiers(recursive: recursive)
        case "beginWith", "whenPresenting", "whenDismissing":
            var inner: [TransitionModifier] = []
            for a in arguments {
                guard case .node(let n) = a else { warn(a.column, "'\(node.name)' takes modifiers, not numbers"); continue }
                if let m = ModifierNode.convert(n, warnings: &warnings) { inner.append(m) }
            }
            switch node.name {
            case "beginWith": return .beginWith(inner)
            case "whenPresenting": return .whenPresenting(inner)
            default: return .whenDismissing(inner)
            }
        case "useOptimizedSnapshot", "useNormalSnapshot", "useLayerRenderSnapshot", "durationMatchLongest", "overlay":
            warn(node.column, "Hero's '\(node.name)' is not supported here; it is ignored")
            return nil
        default:
            warn(node.column, "unknown modifier '\(node.name)'")
            return nil
        }
    }

    /// `true`/`false` (or 1/0) at `i`.
    private mutating func bool(_ i: Int, fallback: Bool) -> Bool? {
        guard i < arguments.count else { return fallback }
        switch arguments[i] {
        case .number(let v, _): return v != 0
        case .node(let n) where n.arguments == nil && (n.name == "true" || n.name == "false"): return n.name == "true"
        case let a: warn(a.column, "argument \(i + 1) of '\(node.name)' must be true or false"); return nil
        }
    }

    private mutating func timingCurve() -> TransitionModifier? {
        if arguments.count == 4 || (arguments.first.map { if case .number = $0 { return true }; return false } ?? false) {
            guard let a = numbers(min: 4, max: 4, defaults: [], what: "a curve name or four control-point numbers x1, y1, x2, y2") else { return nil }
            guard (0...1).contains(a[0]), (0...1).contains(a[2]) else {
                warn(arguments[0].column, "the control points' x values must lie in 0…1"); return nil
            }
            return .timingCurve(.bezier(a[0], a[1], a[2], a[3]))
        }
        guard let n = name(0, what: "a curve name (\(TransitionModifier.curveNames.map(\.0).joined(separator: ", ")))") else { return nil }
        guard let curve = TransitionModifier.curveNames.first(where: { $0.0 == n })?.1 else {
            warn(arguments[0].column, "unknown curve '\(n)'; expected one of \(TransitionModifier.curveNames.map(\.0).joined(separator: ", "))")
            return nil
        }
        extra(after: 1)
        return .timingCurve(curve)
    }

    private mutating func cascade() -> TransitionModifier? {
        guard let delta = number(0, 0.02) else { return nil }
        var direction = CascadeDirection.topToBottom
        if arguments.count > 1 {
            guard let n = name(1, what: "a direction (\(CascadeDirection.allCases.map(\.rawValue).joined(separator: ", ")))") else { return nil }
            guard let d = CascadeDirection(rawValue: n) else {
                warn(arguments[1].column, "unknown cascade direction '\(n)'"); return nil
            }
            direction = d
        }
        extra(after: 2)
        return .cascade(delta: delta ?? 0.02, direction: direction)
    }
}

extension TransitionModifier {
    /// The curve names `curve(…)` and `timingFunction(…)` take: Core Animation's and Hero's
    /// Material curves.
    public static let curveNames: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInEaseOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
        ("standard", .bezier(0.4, 0, 0.2, 1)), ("deceleration", .bezier(0, 0, 0.2, 1)),
        ("acceleration", .bezier(0.4, 0, 1, 1)), ("sharp", .bezier(0.4, 0, 0.6, 1)),
    ]
}
