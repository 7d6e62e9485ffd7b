import Foundation

extension ScrollView: GestureRecognizerDelegate {
    /// Attaches the pan that drags the content and the pinch that zooms it, with the scroll
    /// view as their delegate (as UIKit's scroll view is).
    func installGestureRecognizers() {
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addHandler { [weak self] g in
            guard let self, let pan = g as? PanGestureRecognizer else { return }
            self.panChanged(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
        pinchGestureRecognizer.delegate = self
        pinchGestureRecognizer.addHandler { [weak self] g in
            guard let self, let pinch = g as? PinchGestureRecognizer else { return }
            self.pinchChanged(pinch)
        }
        addGestureRecognizer(pinchGestureRecognizer)
    }

    /// The pan begins only when the content can move (or bounce) and scrolling is on, and not
    /// for a pull down with the content at its top in a sheet (the sheet's pull takes it, as
    /// UIKit's does); the pinch only when there is a view to zoom and room to zoom it.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer {
            let axes = draggableAxes
            guard isScrollEnabled && (axes.x || axes.y) else { return false }
            let t = panGestureRecognizer.translation(in: nil)
            // A drag the sheet around takes (down at the top; up below its highest detent).
            let atTop = contentOffset.y <= -adjustedContentInset.top + 0.5
            return enclosingSheet?.takesDrag(fromScrollViewAtTop: atTop, translation: t) != true
        }
        if gestureRecognizer === pinchGestureRecognizer {
            return maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
        }
        return true
    }

    /// The drag: it moves the content from where the pan began (the 10 points the pan waits
    /// for are not added, so the content starts moving smoothly), and the release velocity
    /// starts the deceleration.
    func panChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            pan.setTranslation(.zero, in: self)
            beginTracking()
            beginDragging()
        case .changed:
            drag(translation: pan.translation(in: self))
        case .ended:
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// Ctrl+wheel: zooms by the pinch's scale from the scale it began at, keeping the content
    /// under the pointer still.
    func pinchChanged(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            pinchStartScale = zoomScale
            fallthrough
        case .changed:
            zoom(to: pinchStartScale * pinch.scale, keeping: pinch.location(in: self))
        default:
            break
        }
    }
}
