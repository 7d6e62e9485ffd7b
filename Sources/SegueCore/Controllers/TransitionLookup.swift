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
/// cross-dissolve of the same duration). Controllers and storyboards say `direction` for every
/// directional transition; the transitions that call it otherwise declare it as an alias.
enum TransitionLookup {
    /// The registry used (see `ViewController.transitionRegistry`).
    nonisolated(unsafe) static var registry = TransitionRegistry.standard

    /// The names controllers and storyboards accept.
    static var names: [String] { registry.names }

    static func make(_ name: String, parameters: [String: String] = [:], duration: Double? = nil) throws -> Transition {
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
