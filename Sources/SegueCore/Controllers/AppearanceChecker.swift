import Foundation

/// Checks a callback log for unbalanced appearance calls (docs/controllers.md, "The appearance
/// rule"): a did- without its will-, two will- calls in a row for one controller without a
/// did- or a cancellation between, and, at rest, controllers left half-way (a will- never
/// followed by its did-). Tests and the robustness suite feed it the trace.
///
/// Controllers are told apart by their trace name (storyboard identifier), as in the JSON
/// trace, and also by their instance number when events carry one (an in-process log), so two
/// live controllers of the same scene do not mix.
public struct AppearanceChecker {
    /// One broken rule: the event that broke it and why.
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// The event that broke the rule; nil for a controller found half-way at rest (`unfinished`).
        public var event: TraceEvent?
        /// The controller's trace name (storyboard identifier or class name), without its instance number.
        public var controller: String
        /// What went wrong, in words ("viewDidAppear without viewWillAppear (state: disappeared)" …).
        public var message: String
        public var description: String {
            (event.map { String(format: "t=%.4f ", $0.time) } ?? "") + "\(controller): \(message)"
        }
    }

    /// Each controller's appearance state as the log has told it so far, keyed by trace name, or
    /// `name#instance` when the events carry instance numbers. A controller never seen counts as
    /// `disappeared`; a released one is removed.
    public private(set) var states: [String: AppearanceState] = [:]
    /// Every violation found so far, in the order of the events that caused them.
    public private(set) var violations: [Violation] = []

    /// An empty checker: no controller seen, no violation; feed it events with `consume(_:)`.
    public init() {}

    /// Feeds one event; returns the violation it caused, if any.
    @discardableResult
    public mutating func consume(_ e: TraceEvent) -> Violation? {
        guard let name = e.vc else { return nil }
        let vc = e.instance.map { "\(name)#\($0)" } ?? name
        let state = states[vc] ?? .disappeared
        var next = state
        var problem: String?
        switch e.event {
        case .viewWillAppear:
            switch state {
            case .disappeared, .disappearing: next = .appearing
            case .appearing: problem = "viewWillAppear twice in a row (no viewDidAppear or cancel between)"
            case .appeared: problem = "viewWillAppear while already on screen (no viewWillDisappear before)"
            }
        case .viewDidAppear:
            if state == .appearing { next = .appeared } else { problem = "viewDidAppear without viewWillAppear (state: \(state.rawValue))" }
        case .viewWillDisappear:
            switch state {
            case .appeared, .appearing: next = .disappearing
            case .disappearing: problem = "viewWillDisappear twice in a row (no viewDidDisappear or cancel between)"
            case .disappeared: problem = "viewWillDisappear while not on screen"
            }
        case .viewDidDisappear:
            if state == .disappearing { next = .disappeared } else { problem = "viewDidDisappear without viewWillDisappear (state: \(state.rawValue))" }
        case .`deinit`:
            // Without instance numbers (a trace file) another live controller of the same
            // scene may own this name's state: a release says nothing about it then.
            guard e.instance != nil else {
                if state == .disappeared { states[vc] = nil }
                return nil
            }
            if state == .appearing || state == .disappearing {
                problem = "released half-way through an appearance change (\(state.rawValue))"
            }
            states[vc] = nil
            if let problem { return record(e, vc, problem) }
            return nil
        default:
            return nil
        }
        states[vc] = next
        if let problem { return record(e, vc, problem) }
        return nil
    }

    private mutating func record(_ e: TraceEvent, _ vc: String, _ message: String) -> Violation {
        let v = Violation(event: e, controller: e.vc ?? vc, message: message)
        violations.append(v)
        return v
    }

    /// Controllers left between a will- and its did- (call when nothing is animating).
    public var unfinished: [Violation] {
        states.filter { $0.value == .appearing || $0.value == .disappearing }.sorted { $0.key < $1.key }
            .map { Violation(event: nil, controller: String($0.key.split(separator: "#").first ?? ""), message: "left \($0.value.rawValue) at rest (a will- without its did-)") }
    }

    /// Every problem in `events`; with `atRest`, also controllers left half-way at the end.
    public static func check(_ events: [TraceEvent], atRest: Bool = true) -> [Violation] {
        var c = AppearanceChecker()
        for e in events { c.consume(e) }
        return c.violations + (atRest ? c.unfinished : [])
    }

    /// Every problem in a trace file's text (one JSON object a line, as `--trace` writes).
    public static func check(traceText: String, atRest: Bool = true) -> [Violation] {
        check(traceText.split(whereSeparator: \.isNewline).compactMap { TraceEvent(jsonLine: String($0)) }, atRest: atRest)
    }

    /// The names of controllers on screen now (appeared) according to the log.
    public var appeared: [String] {
        states.filter { $0.value == .appeared }.map { String($0.key.split(separator: "#").first ?? "") }.sorted()
    }
}
