import Foundation

extension View {
    /// The gesture recognizers attached to this view, in the order they were added
    /// (`UIView.gestureRecognizers`). Setting it detaches the old ones and attaches the new.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for r in attachedGestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `recognizer` to this view (`UIView.addGestureRecognizer(_:)`): it follows the
    /// presses that start on the view or its subviews. A recognizer attached elsewhere moves here.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedGestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer` (`UIView.removeGestureRecognizer(_:)`): a gesture it began is
    /// cancelled first.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.arena?.disable(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        recognizer.resetToPossible()
    }
}
