import Foundation

/// What a container does with a child-swap request that comes while a transition runs and
/// another request already waits (`ViewController.transitionQueuePolicy`). UIKit leaves this
/// unspecified (it warns about overlapping transitions); SegueKit lets the newest request win
/// by default, so that a burst of key presses ends on the screen the user asked for last, right
/// after the running transition, instead of playing every step in turn.
public enum TransitionQueuePolicy: Sendable, Equatable {
    /// A new request replaces the ones waiting: at most one waits behind the running
    /// transition. The replaced requests never start (a `transition(from:to:…)` completion is
    /// called with false). The default.
    case replacesWaiting
    /// Every request waits its turn and plays in order; nothing is dropped.
    case queuesAll
}
