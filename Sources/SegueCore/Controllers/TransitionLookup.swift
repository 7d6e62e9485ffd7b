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
/// were given (see `ViewController.transitionRegistry`), and applies Reduce Motion (3D and
/// scaling transitions become a cross-dissolve of the same duration). Controllers and
/// storyboards say `direction` for every directional transition; the transitions that call it
/// otherwise declare it as an alias.
enum TransitionLookup {
    static func make(_ name: String, parameters: [String: String] = [:], duration: Double? = nil,
                     in registry: TransitionRegistry) throws -> Transition {
        var p = parameters
        if let duration { p["duration"] = String(duration) }
        return try registry.make(name, parameters: p)
    }

    /// `t`, or a cross-dissolve of the same duration when Reduce Motion is on and `t` moves
    /// things in 3D or scales them.
    static func applyingReduceMotion(_ t: Transition, settings: TimingSettings) -> Transition {
        settings.adjusted(t)
    }
}
