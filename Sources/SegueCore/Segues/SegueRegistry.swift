import Foundation

/// Segue classes by name, so a storyboard's `class: ExplodeSegue` finds the class (Swift has
/// no `NSClassFromString` for pure Swift classes). The built-in classes are always there;
/// apps register their own with `register(_:as:)`.
///
/// A value, not a global: an app builds one (see `SegueRegistries`) and hands it to the
/// storyboards it loads, so loading a storyboard never changes what another one finds.
public struct SegueRegistry: Sendable {
    private var classes: [String: Segue.Type] = [
        "ExplodeSegue": ExplodeSegue.self,
        "RotatingSegue": RotatingSegue.self,
        "TransitionSegue": TransitionSegue.self,
        "ImageFlightSegue": ImageFlightSegue.self,
        "ShowSegue": ShowSegue.self,
        "PresentSegue": PresentSegue.self,
        "EmbedSegue": EmbedSegue.self,
        "UnwindSegue": UnwindSegue.self,
        "Segue": Segue.self,
    ]

    /// A registry holding only the built-in segue classes (`ShowSegue`, `PresentSegue`,
    /// `EmbedSegue`, `UnwindSegue`, `ExplodeSegue`, `RotatingSegue`, `TransitionSegue`,
    /// `ImageFlightSegue` and `Segue` itself).
    public init() {}

    /// Registers `type` under `name` (default: the class's own name), replacing any other.
    public mutating func register(_ type: Segue.Type, as name: String? = nil) {
        classes[name ?? String(describing: type)] = type
    }

    /// The class registered under `name`.
    public func segueClass(named name: String) -> Segue.Type? { classes[name] }

    /// The class a segue of `kind` runs: the one registered as `className`, else the kind's
    /// own (`ShowSegue` for show and push, `PresentSegue`, `EmbedSegue`; `Segue` for a custom
    /// segue whose class is unknown).
    public func segueClass(named className: String?, kind: SegueKind) -> Segue.Type {
        if let className, let t = classes[className] { return t }
        switch kind {
        case .show, .push: return ShowSegue.self
        case .present: return PresentSegue.self
        case .embed: return EmbedSegue.self
        case .custom: return Segue.self
        }
    }

    /// Every registered name, sorted.
    public var names: [String] { classes.keys.sorted() }
}

/// Controller classes by name, for storyboard scenes' `class:` (built-ins: `ViewController`,
/// `NavigationController`, `ChildContainerController`, `TabBarController`, `SplitViewController`, `TableViewController`,
/// `CollectionViewController`; apps register their subclasses). A value, like `SegueRegistry`.
public struct ControllerRegistry: Sendable {
    private var factories: [String: @MainActor @Sendable () -> ViewController] = [
        "ViewController": { ViewController() },
        "NavigationController": { NavigationController() },
        "ChildContainerController": { ChildContainerController() },
        "TabBarController": { TabBarController() },
        "SplitViewController": { SplitViewController() },
        "TableViewController": { TableViewController() },
        "CollectionViewController": { CollectionViewController() },
    ]

    /// A registry holding only the built-in controllers, `ViewController` and `NavigationController`.
    public init() {}

    /// Registers a factory for the class `name`.
    public mutating func register(_ name: String, factory: @escaping @MainActor @Sendable () -> ViewController) {
        factories[name] = factory
    }

    /// Registers a controller class with a no-argument initialiser under its own name.
    public mutating func register<T: ViewController>(_ type: T.Type, as name: String? = nil,
                                                  factory: @escaping @MainActor @Sendable () -> T) {
        register(name ?? String(describing: type)) { factory() }
    }

    /// A new instance of the class registered as `name`.
    @MainActor public func make(_ name: String) -> ViewController? { factories[name]?() }

    /// Whether `name` is registered.
    public func contains(_ name: String) -> Bool { factories[name] != nil }

    /// Every registered name, sorted.
    public var names: [String] { factories.keys.sorted() }
}
