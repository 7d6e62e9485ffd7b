import Foundation

/// Options a storyboard (or code) gives a segue: the transition and its timing.
public struct SegueOptions: Hashable, Sendable {
    /// Seconds (nil: the transition's default).
    public var duration: Double?
    /// `forward`/`backward`, `left`/`right`/`up`/`down` … as the transition understands it.
    public var direction: String?
    /// A transition's registry name (for present and custom segues that take one).
    public var transition: String?
    /// Further transition parameters, as strings (`scale: "2"`).
    public var parameters: [String: String]
    /// Present segues: how the destination covers the source.
    public var presentationStyle: ModalPresentationStyle
    /// Whether to animate at all.
    public var animated: Bool
    /// Popover presentations: the identifier of the view in the source's screen the popover
    /// points at (nil: the sender — a view or a bar button item — else the source's view).
    public var popoverAnchor: String?
    /// Popover presentations: the sides its arrow may point to (nil: any).
    public var popoverArrowDirections: PopoverArrowDirection?
    /// Sheet presentations: the heights the card may rest at (nil: the large one only).
    public var sheetDetents: [SheetDetent]?
    /// Sheet presentations: the tallest detent at which the presenter stays undimmed.
    public var sheetUndimmedDetent: SheetDetent?
    /// Sheet presentations: whether the card draws a grabber.
    public var sheetGrabber = false

    /// A sheet's detent as a storyboard names it.
    public enum SheetDetent: Hashable, Sendable, CustomStringConvertible {
        /// `.medium()`.
        case medium
        /// `.large()`.
        case large
        /// A custom detent of this height (points above the bottom of the safe area).
        case height(Double)

        /// The detent's identifier (a custom one's: its height, "240").
        public var description: String {
            switch self {
            case .medium: return "medium"
            case .large: return "large"
            case .height(let h): return YAMLReader.format(h)
            }
        }
    }

    /// Options with every field given or defaulted: no duration, direction or transition name
    /// (each transition's default), no extra parameters, a full-screen presentation, animated.
    public init(duration: Double? = nil, direction: String? = nil, transition: String? = nil,
                parameters: [String: String] = [:], presentationStyle: ModalPresentationStyle = .fullScreen,
                animated: Bool = true) {
        self.duration = duration; self.direction = direction; self.transition = transition
        self.parameters = parameters; self.presentationStyle = presentationStyle; self.animated = animated
    }

    /// The parameters with `direction` and `duration` folded in, for the transition registry.
    public var transitionParameters: [String: String] {
        var p = parameters
        if let direction, p["direction"] == nil { p["direction"] = direction }
        if let duration, p["duration"] == nil { p["duration"] = String(duration) }
        return p
    }
}

/// A change of screen between two controllers (UIStoryboardSegue), with UIKit's life cycle
/// (docs/controllers.md, "Segues"): the source's `shouldPerformSegue` may veto before anything
/// is created (storyboard-triggered only), then the destination is created, then the segue
/// with `(identifier, source, destination)`, the source's `prepare(for:sender:)` configures
/// it, `perform()` runs it, and the framework keeps the segue alive until the transition it
/// started ends — built-in, user and unwind segues alike; a `perform()` need not capture
/// `self`.
///
/// Subclass and override `perform()` for a custom segue; register the class with
/// `SegueRegistry` to use it from a storyboard by name.
@MainActor
open class Segue {
    /// The segue's storyboard identifier (UIStoryboardSegue's `identifier`), as
    /// `prepare(for:sender:)` sees it; nil for a segue made in code without one.
    public let identifier: String?
    /// The controller the segue starts from (UIStoryboardSegue's `source`).
    public let source: ViewController
    /// The controller the segue leads to (UIStoryboardSegue's `destination`), already created
    /// when `prepare(for:sender:)` runs.
    public let destination: ViewController
    /// Transition options from the storyboard (or set in code before `perform`).
    public var options = SegueOptions()
    /// Set on segues run to unwind (the reverse of a forward segue).
    public var isUnwinding = false
    /// The unwind action, for unwind segues.
    public internal(set) var unwindAction: String?
    /// The trace the segue reports to (kept so its release is recorded).
    private let trace: TraceLog?
    private let sourceName: String
    private let sourceInstance: Int

    /// Creates a segue (UIStoryboardSegue's `init(identifier:source:destination:)`). Call
    /// `super.init` from a subclass's initialiser.
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        trace = source.traceLog
        sourceName = source.traceName
        sourceInstance = source.instanceNumber
        destination.adoptTrace(trace)
        source.trace(.segueInit, [.init("segue", identifier.map { .string($0) } ?? .null),
                                   .init("class", .string(String(describing: type(of: self)))),
                                   .init("destination", .string(destination.traceName))])
    }

    /// The segue whose `perform()` is running (or whose queued request is starting): the
    /// transitions begun meanwhile keep it alive until they end.
    static var performing: Segue?

    /// Runs `body` with `segue` as the one being performed.
    static func whilePerforming(_ segue: Segue?, _ body: () -> Void) {
        let outer = performing
        performing = segue ?? outer
        defer { performing = outer }
        body()
    }

    isolated deinit {
        trace?.record(.segueReleased, vc: sourceName, [.init("segue", identifier.map { .string($0) } ?? .null)],
                      instance: sourceInstance)
    }

    /// Runs the transition. The base class presents the destination (a modal segue); the
    /// built-in kinds and custom segues override it.
    open func perform() {
        Segue.whilePerforming(self) {
            source.present(destination, animated: options.animated)
        }
    }

    /// Performs this segue the way a storyboard or `performSegue` does: (veto when
    /// `askSource`), `prepare(for:sender:)`, then `perform()`, keeping the segue alive until
    /// the transition it starts ends. Returns false if vetoed. (A storyboard asks
    /// `shouldPerformSegue` itself, before it creates the destination.)
    @discardableResult
    public func run(sender: Any?, askSource: Bool) -> Bool {
        let idField = TraceEvent.Field("segue", identifier.map { .string($0) } ?? .null)
        if askSource, let id = identifier {
            source.trace(.shouldPerformSegue, [idField])
            guard source.shouldPerformSegue(withIdentifier: id, sender: sender) else { return false }
        }
        // Focus comes back to the control that triggered the segue when its unwind lands.
        if let control = sender as? Control, let window = source.window ?? control.window {
            window.focus.rememberTrigger(control)
        }
        willPrepare(sender: sender)
        source.trace(.prepareForSegue, [idField, .init("destination", .string(destination.traceName))])
        source.prepare(for: self, sender: sender)
        source.trace(.performSegue, [idField, .init("class", .string(String(describing: type(of: self))))])
        Segue.whilePerforming(self) { perform() }
        return true
    }

    /// Sets up the destination as the storyboard says before `prepare(for:sender:)` sees it
    /// (a presentation's style and a popover's source).
    func willPrepare(sender: Any?) {}

    /// The transition this class runs when its options name none: what a storyboard checks a
    /// segue's `params` against. Nil for a class whose transition the storyboard cannot know
    /// (the base class, an embed, an app's class that does not say).
    nonisolated open class var defaultTransition: TransitionDescription? { nil }

    /// Whether the class runs `defaultTransition` whatever its options name (a
    /// `RotatingSegue` always turns the cube).
    nonisolated open class var runsOnlyDefaultTransition: Bool { false }

    /// The parameters the class gives its transition from `options` (by default the options'
    /// own, `direction` and `duration` folded in).
    nonisolated open class func transitionParameters(_ options: SegueOptions) -> [String: String] {
        options.transitionParameters
    }

    /// The transition named in the options (or the class's `defaultTransition`, else a
    /// cross-dissolve), with the options' parameters, made from the source's registry.
    public func makeTransition() -> Transition {
        let type = Swift.type(of: self)
        let fallback = type.defaultTransition ?? CrossDissolve.description
        let name = type.runsOnlyDefaultTransition ? fallback.name : (options.transition ?? fallback.name)
        return ViewController.defaultTransition(name, duration: options.duration,
                                                parameters: type.transitionParameters(options), in: source.transitionRegistry)
    }

    /// The transition named in the options (or `fallback`, by its description's name), with the
    /// options' parameters.
    public func makeTransition(fallback: TransitionDescription) -> Transition {
        ViewController.defaultTransition(options.transition ?? fallback.name, duration: options.duration,
                                         parameters: Swift.type(of: self).transitionParameters(options),
                                         in: source.transitionRegistry)
    }
}
