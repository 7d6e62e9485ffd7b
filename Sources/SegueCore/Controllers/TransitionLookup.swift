import Foundation

/// A transition asked for by name could not be made.
public struct TransitionLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var reason: String
    public var description: String { "transition '\(name)': \(reason)" }
}

/// Makes the built-in transitions by name from string parameters for controllers, segues and
/// storyboards, and applies Reduce Motion (3D and scaling transitions become a
/// cross-dissolve of the same duration).
enum TransitionLookup {
    /// The names controllers and storyboards accept.
    static let names = ["crossDissolve", "cube", "explode", "flip", "pageCurl", "push", "coverVertical",
                        "imageFlight"]

    static func make(_ name: String, parameters: [String: String] = [:], duration: Double? = nil) throws -> Transition {
        func number(_ key: String) throws -> Double? {
            guard let s = parameters[key] else { return nil }
            guard let v = Double(s.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                throw TransitionLookupError(name: name, reason: "parameter '\(key)' must be a number, not '\(s)'")
            }
            return v
        }
        func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws -> E?
            where E.RawValue == String {
            guard let s = parameters[key] else { return nil }
            guard let v = E(rawValue: s) else {
                let all = E.allCases.map(\.rawValue).joined(separator: ", ")
                throw TransitionLookupError(name: name, reason: "parameter '\(key)' must be one of \(all), not '\(s)'")
            }
            return v
        }
        let d = try duration ?? number("duration")
        switch name {
        case "crossDissolve", "dissolve":
            return CrossDissolve(duration: d ?? 0.3)
        case "cube":
            var dir = try choice("direction", Cube.Direction.self) ?? .forward
            if parameters["direction"] == "left" { dir = .forward }
            return Cube(direction: dir, faces: Int(try number("faces") ?? 4), duration: d ?? 0.5)
        case "explode":
            return Explode(scale: try number("scale") ?? 2, duration: d ?? 0.75)
        case "flip":
            return Flip(from: try choice("direction", Flip.Edge.self) ?? .left, duration: d ?? 0.5)
        case "pageCurl", "curl":
            return PageCurl(direction: try choice("direction", PageCurl.Direction.self) ?? .up, duration: d ?? 0.7)
        case "push":
            return Push(from: try choice("direction", Push.Edge.self) ?? .right, duration: d ?? 0.35)
        case "coverVertical":
            return CoverVertical(duration: d ?? 0.5)
        case "imageFlight":
            return ImageFlight(duration: d ?? 0.4)
        default:
            throw TransitionLookupError(name: name, reason: "no such transition (known: \(names.joined(separator: ", ")))")
        }
    }

    /// `t`, or a cross-dissolve of the same duration when Reduce Motion is on and `t` moves
    /// things in 3D or scales them.
    static func applyingReduceMotion(_ t: Transition, settings: TimingSettings) -> Transition {
        guard settings.reduceMotion, t.isThreeDOrScaling else { return t }
        return CrossDissolve(duration: t.duration)
    }
}
