import Foundation

/// What Reduce Motion does to a transition (the setting replaces 3D and scaling transitions
/// with a cross-dissolve of the same duration and curve).
public enum ReduceMotionClass: String, Hashable, Sendable, CaseIterable {
    /// Flat movement or a blend: played as it is.
    case kept
    /// It moves things in 3D or scales them: replaced by a cross-dissolve.
    case replaced
    /// It depends on the values it is made with (an animations block that scales a view is
    /// replaced, one that only moves or fades is not): each transition says
    /// (`Transition.isThreeDOrScaling`).
    case byValues
}

/// Everything known about one kind of transition, said once: its name, what it does, its
/// parameters (with their types, ranges and defaults), its default duration and curve, what
/// Reduce Motion does to it, and how to make one from checked arguments.
///
/// A transition type carries its description (`DescribedTransition.description`); the registry
/// takes the type (`register(Explode.self)`), its instances take their name from it, segue
/// classes and the storyboard name it by the description, and `segue transitions` lists it.
public struct TransitionDescription: Sendable {
    /// Builds a transition from checked arguments.
    public typealias Factory = @Sendable (TransitionArguments) throws -> any Transition

    /// The name storyboards, `--param` and `segue transitions` use (`crossDissolve`, `cube` …).
    public var name: String
    /// What it does, in a sentence.
    public var summary: String
    /// Every parameter, `duration` and `curve` included (added from `duration` and `curve`
    /// when not declared).
    public var parameters: [TransitionParameter]
    /// Seconds, before the slow-motion factor, when none is given.
    public var duration: Double
    /// The timing curve when none is given.
    public var curve: TimingCurve
    /// What Reduce Motion does to it.
    public var reduceMotion: ReduceMotionClass
    /// Whether it is a gl-transitions shader (built in or loaded from a file).
    public var isShader: Bool
    /// Makes the transition from checked arguments (every parameter present, defaults filled in).
    public var make: Factory

    /// A description of the transition `name` that does what `summary` says, taking
    /// `parameters` (a `duration` and a `curve` parameter with the defaults `duration` and
    /// `curve` are added unless declared), replaced or not under Reduce Motion as
    /// `reduceMotion` says, made by `make`.
    public init(name: String, summary: String, duration: Double, curve: TimingCurve,
                reduceMotion: ReduceMotionClass = .kept, parameters: [TransitionParameter] = [],
                isShader: Bool = false, make: @escaping Factory) {
        self.name = name; self.summary = summary; self.duration = duration; self.curve = curve
        self.reduceMotion = reduceMotion; self.isShader = isShader; self.make = make
        var all = parameters
        if !all.contains(where: { $0.name == "duration" }) {
            all.append(TransitionParameter("duration", .number, default: TransitionRegistry.format(duration),
                                           range: 0...TransitionRegistry.maxDuration, "seconds, before the slow-motion factor"))
        }
        if !all.contains(where: { $0.name == "curve" }) {
            all.append(TransitionParameter("curve", .curve, default: TransitionDescription.curveName(curve),
                                           "linear, easeIn, easeOut, easeInOut, default, cubicBezier(x1,y1,x2,y2) or spring(damping,response)"))
        }
        self.parameters = all
    }

    /// Whether Reduce Motion always replaces it (what `segue transitions` marks).
    public var reducedByReduceMotion: Bool { reduceMotion == .replaced }

    /// The parameter called `name`, or nil.
    public func parameter(_ name: String) -> TransitionParameter? { parameters.first { $0.name == name } }

    /// A curve as the listing writes it: `easeInOut` for Core Animation's ease-in-ease-out (the
    /// name the listing has always shown), otherwise the curve's own text.
    static func curveName(_ curve: TimingCurve) -> String {
        curve == .easeInEaseOut ? "easeInOut" : curve.description
    }
}

/// A transition type that describes itself once (`description`): its instances' name and Reduce
/// Motion class come from it, and `TransitionRegistry.register(_:)` takes the type.
public protocol DescribedTransition: Transition {
    /// The one description of this kind of transition.
    static var description: TransitionDescription { get }
}

extension DescribedTransition {
    /// The description's name.
    public var name: String { Self.description.name }
    /// True when the description says Reduce Motion replaces it.
    public var isThreeDOrScaling: Bool { Self.description.reduceMotion == .replaced }
}

extension TransitionArguments {
    /// The `duration` parameter (0 or more seconds).
    public func duration() throws -> Double {
        try number("duration", where: { $0 >= 0 }, "0 or more")
    }
}
