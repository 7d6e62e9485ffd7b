import Foundation

/// An input event with the time it happened at (seconds on the window's clock), like
/// `UIEvent.timestamp`: a script's events between two frames keep their own times.
public struct TimedInputEvent: Hashable, Sendable {
    /// The event.
    public var event: InputEvent
    /// When it happened; at or before the time of the frame that delivers it.
    public var time: Double

    /// An event that happened at `time`.
    public init(_ event: InputEvent, at time: Double) {
        self.event = event; self.time = time
    }
}
