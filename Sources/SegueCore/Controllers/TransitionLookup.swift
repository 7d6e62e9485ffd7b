import Foundation

extension ViewController {
    /// The transitions controllers, segues and storyboards find by name (the standard ones
    /// unless replaced, e.g. by a registry with a folder of shader transitions loaded). Set it
    /// before loading storyboards that name those transitions.
    public static var transitionRegistry: TransitionRegistry {
        get { TransitionLookup.registry }
        set { TransitionLookup.registry = newValue }
    }
}

/// Makes transitions by name for controllers, segues and storyboards, through the shared
/// `TransitionRegistry`, and applies Reduce Motion (3D and scaling transitions become a
/// cross-dissolve of the same duration).
///
/// Controllers and storyboards say `direction` for every directional transition; the
/// registry's flip and push call it `from`, so it is renamed for them here.
enum TransitionLookup {
    /// The registry used (see `ViewController.transitionRegistry`).
    nonisolated(unsafe) static var registry = TransitionRegistry.standard

    /// The names controllers and storyboards accept.
    static var names: [String] { registry.names }

    static func make(_ name: String, parameters: [String: String] = [:], duration: Double? = nil) throws -> Transition {
        var p = parameters
        if ["flip", "push"].contains(name), let d = p["direction"], p["from"] == nil {
            p["from"] = d
            p["direction"] = nil
        }
        if name == "cube", let d = p["direction"] {
            // Seed 000's goesForward reads naturally as left/right too.
            if d == "left" { p["direction"] = "forward" } else if d == "right" { p["direction"] = "backward" }
        }
        if let duration { p["duration"] = String(duration) }
        return try registry.make(name, parameters: p)
    }

    /// `t`, or a cross-dissolve of the same duration when Reduce Motion is on and `t` moves
    /// things in 3D or scales them.
    static func applyingReduceMotion(_ t: Transition, settings: TimingSettings) -> Transition {
        settings.adjusted(t)
    }
}
