import Foundation

extension ViewController {
    /// The transitions this controller finds by name (a segue's `transition:`, a child swap's
    /// `.transition(...)` option, a presentation's default): its storyboard's, else its
    /// window's, else its parent's or presenter's, else the standard ones. Never a global: an
    /// app's registries travel with the storyboards and windows it makes.
    public var transitionRegistry: TransitionRegistry {
        if let storyboard { return storyboard.transitions }
        if let window { return window.transitions }
        if let parent { return parent.transitionRegistry }
        if let presentingViewController { return presentingViewController.transitionRegistry }
        return .standard
    }
}

/// Makes transitions by name for controllers, segues and storyboards, from the registry they
/// were given (see `ViewController.transitionRegistry`), and applies Reduce Motion (3D and scaling transitions become a
/// cross-dissolve of the same duration).
///
/// Controllers and storyboards say `direction` for every directional transition; the
/// registry's flip and push call it `from`, so it is renamed for them here.
enum TransitionLookup {
    static func make(_ name: String, parameters: [String: String] = [:], duration: Double? = nil,
                     in registry: TransitionRegistry) throws -> Transition {
        var p = parameters
        if ["flip", "push"].contains(name), let d = p["direction"], p["from"] == nil {
            p["from"] = d
            p["direction"] = nil
        }
        if name == "cube", let d = p["direction"] {
            // The rotating-cube recipe's goesForward reads naturally as left/right too.
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
