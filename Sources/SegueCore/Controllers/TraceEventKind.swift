import Foundation

/// What a trace event records (the `"event"` of a trace line, docs/controllers.md "Traces"):
/// the life-cycle callbacks, the segue steps and the transitions. The one list of event names:
/// the code that records an event names its case, and `TraceEvent(jsonLine:)` reads a line's
/// name back into one (a line whose name is not here is not a trace event).
public enum TraceEventKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A scene's controller created from the storyboard.
    case instantiate
    /// `viewDidLoad()`.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
    /// `willMove(toParent:)`.
    case willMoveToParent
    /// `didMove(toParent:)`.
    case didMoveToParent
    /// `shouldPerformSegue(withIdentifier:sender:)` asked.
    case shouldPerformSegue
    /// A segue object created.
    case segueInit
    /// `prepare(for:sender:)`.
    case prepareForSegue
    /// A segue's `perform()`.
    case performSegue
    /// A segue released, once the transitions it started ended.
    case segueReleased
    /// An unwind found its destination.
    case unwind
    /// A transition started.
    case transitionBegin
    /// A transition ended (`completed` says whether it finished or was cancelled).
    case transitionEnd
    /// A running transition turned back.
    case reverse
    /// A request waiting for the running transition.
    case queued
    /// Something asked for could not be done (`message` says what).
    case error
    /// A controller released.
    case `deinit`

    /// The name as a trace line writes it.
    public var description: String { rawValue }

    /// The event's `"event"` value as JSON text (`"transitionBegin"`, quotes included): what a
    /// reader may look for in a line before decoding it.
    public var json: String { TraceLog.jsonString(rawValue) }
}
