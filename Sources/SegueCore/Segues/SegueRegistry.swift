import Foundation

/// Segue classes by name, so a storyboard's `class: ExplodeSegue` finds the class (Swift has
/// no `NSClassFromString` for pure Swift classes). The built-in classes are always there;
/// apps register their own with `register(_:as:)`.
public final class SegueRegistry: @unchecked Sendable {
    /// The registry storyboards use unless given another.
    public static let shared = SegueRegistry()

    private let lock = NSLock()
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

    public init() {}

    /// Registers `type` under `name` (default: the class's own name), replacing any other.
    public func register(_ type: Segue.Type, as name: String? = nil) {
        lock.lock(); defer { lock.unlock() }
        classes[name ?? String(describing: type)] = type
    }

    /// The class registered under `name`.
    public func segueClass(named name: String) -> Segue.Type? {
        lock.lock(); defer { lock.unlock() }
        return classes[name]
    }

    /// Every registered name, sorted.
    public var names: [String] {
        lock.lock(); defer { lock.unlock() }
        return classes.keys.sorted()
    }
}

/// Controller classes by name, for storyboard scenes' `class:` (built-ins: `ViewController`,
/// `NavigationController`; apps register their subclasses).
public final class ControllerRegistry: @unchecked Sendable {
    /// The registry storyboards use unless given another.
    public static let shared = ControllerRegistry()

    private let lock = NSLock()
    private var factories: [String: () -> ViewController] = [
        "ViewController": { ViewController() },
        "NavigationController": { NavigationController() },
    ]

    public init() {}

    /// Registers a factory for the class `name`.
    public func register(_ name: String, factory: @escaping () -> ViewController) {
        lock.lock(); defer { lock.unlock() }
        factories[name] = factory
    }

    /// Registers a controller class with a no-argument initialiser under its own name.
    public func register<T: ViewController>(_ type: T.Type, as name: String? = nil, factory: @escaping () -> T) {
        register(name ?? String(describing: type)) { factory() }
    }

    /// A new instance of the class registered as `name`.
    public func make(_ name: String) -> ViewController? {
        lock.lock()
        let f = factories[name]
        lock.unlock()
        return f?()
    }

    /// Whether `name` is registered.
    public func contains(_ name: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return factories[name] != nil
    }

    public var names: [String] {
        lock.lock(); defer { lock.unlock() }
        return factories.keys.sorted()
    }
}
