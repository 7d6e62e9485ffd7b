import Foundation

/// Everything a storyboard finds by name: controller classes (`class:` of a scene), segue
/// classes (`class:` of a segue) and transitions (`transition:`).
///
/// An app builds one value with its own classes registered and hands it to what loads its
/// storyboards (`Storyboard.load(path:registries:)`, the app runner, the app's commands). There
/// is no process-wide registry: a storyboard keeps the registries it was loaded with, and the
/// controllers it makes find transitions through it, so loading one storyboard never changes
/// what another finds.
public struct SegueRegistries: Sendable {
    /// Controller classes: `ViewController`, `NavigationController` and the app's own.
    public var controllers: ControllerRegistry
    /// Segue classes: the built-in ones and the app's own.
    public var segues: SegueRegistry
    /// Transitions: the standard ones (`TransitionRegistry.standard`) and the app's own.
    public var transitions: TransitionRegistry

    /// The built-in classes and the standard transitions, plus whatever is passed.
    public init(controllers: ControllerRegistry = ControllerRegistry(), segues: SegueRegistry = SegueRegistry(),
                transitions: TransitionRegistry = .standard) {
        self.controllers = controllers
        self.segues = segues
        self.transitions = transitions
    }

    /// The built-in classes and the standard transitions only.
    public static var standard: SegueRegistries { SegueRegistries() }
}
