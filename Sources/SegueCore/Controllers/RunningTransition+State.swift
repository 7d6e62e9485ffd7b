import Foundation

extension RunningTransition {
    /// Where a running transition is in its life (possible → animating → ended, as in Hero),
    /// read from its `TransitionDriver`: the transition keeps no flags of its own.
    public enum State: String, Hashable, Sendable {
        /// Made, not started yet (its container's queue has not reached it, or it has no window).
        case pending
        /// Paused under the user's control: `fractionComplete` follows the pointer until
        /// `finish` or `cancel`.
        case interactive
        /// Running on the clock towards its end.
        case animating
        /// Running on the clock back to its start (cancelled or reversed by a new request).
        case cancelling
        /// Over: the view tree is in its final state (or back in its initial one).
        case ended
    }
}
