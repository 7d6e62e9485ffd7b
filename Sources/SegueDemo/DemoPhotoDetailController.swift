import Foundation
import SegueCore
import SegueKit

/// Seed 004's full-screen photo (`photoDetail`): shows the photo aspect-fit; a click (or
/// Escape, through the storyboard's `escape:`) unwinds to the grid, which flies the photo back
/// into its thumbnail.
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

    public override func pointerDown(at p: Point) -> Bool { activeTransition == nil }

    public override func pointerUp(at p: Point) {
        guard isVisible, presentingViewController?.activeTransition == nil else { return }
        performUnwind(action: unwindAction, sender: self)
    }
}
