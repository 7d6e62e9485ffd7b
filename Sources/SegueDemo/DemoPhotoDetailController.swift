import Foundation
import SegueCore
import SegueKit

/// The photo grid's full-screen photo (`photoDetail`): shows the photo aspect-fit; a click (or
/// Escape, through the storyboard's `escape:`) unwinds to the grid, which flies the photo back
/// into its thumbnail. A drag down unwinds interactively: the flight back follows the
/// pointer, and on release it finishes or cancels by distance and speed.
public final class DemoPhotoDetailController: ViewController {
    /// The unwind action a click runs.
    public var unwindAction = "backToPhotos"

    /// The full-screen image view (the storyboard's `photo`).
    public var photoView: ImageView? { view.viewWithIdentifier("photo") as? ImageView }

    // The flight draws the photo while it moves; this screen's own copy shows only at rest,
    // so the photo is never seen twice.
    public override func viewWillAppear(_ animated: Bool) { photoView?.isHidden = animated }
    public override func viewDidAppear(_ animated: Bool) { photoView?.isHidden = false }
    public override func viewWillDisappear(_ animated: Bool) { photoView?.isHidden = animated }
    public override func viewDidDisappear(_ animated: Bool) { photoView?.isHidden = false }

    private var press: DragTracker?
    private var drag: InteractiveDrag?

    public override func pointerDown(at p: Point) -> Bool {
        guard activeTransition == nil else { return false }
        press = window.map { DragTracker(start: p, at: $0.eventTimestamp) }
        drag = nil
        return true
    }

    public override func pointerDragged(to p: Point) {
        let now = window?.eventTimestamp ?? 0
        if let drag { drag.move(to: p, at: now); return }
        guard var tracker = press else { return }
        tracker.add(p, at: now)
        press = tracker
        guard tracker.translation.y > 8, isVisible, presentingViewController?.activeTransition == nil,
              let unwind = ViewController.beginInteractive({ performUnwind(action: unwindAction, sender: self) })
        else { return }
        drag = InteractiveDrag(unwind, tracker: tracker, direction: Point(0, 1),
                               distance: max(view.bounds.height / 2, 1))
    }

    /// A drag lets go (finishing or cancelling the flight back); a click unwinds.
    public override func pointerUp(at p: Point) {
        defer { drag = nil; press = nil }
        if let drag {
            drag.end(at: p, at: window?.eventTimestamp ?? 0)
            return
        }
        guard isVisible, presentingViewController?.activeTransition == nil else { return }
        performUnwind(action: unwindAction, sender: self)
    }
}
