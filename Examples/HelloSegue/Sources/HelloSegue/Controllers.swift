import SegueKit

/// The first screen. Handles the storyboard's `backToHome` unwind in code: it counts the
/// visits to the second screen and says so.
final class HomeController: ViewController {
    private var visits = 0

    override init() {
        super.init()
        unwindActions["backToHome"] = { [weak self] _ in
            guard let self else { return }
            visits += 1
            (view.viewWithIdentifier("visits") as? Label)?.text =
                "Back from the second screen \(visits) time\(visits == 1 ? "" : "s")."
        }
    }
}

/// The second screen: its card follows a drag; let go more than `threshold` points below where
/// it started and the screen unwinds home, otherwise the card goes back.
final class DetailController: ViewController {
    /// How far down the card must be dragged to go back.
    static let threshold = 120.0
    private var drag: (start: Point, origin: Point)?

    private var card: View? { view.viewWithIdentifier("card") }

    override func pointerDown(at p: Point) -> Bool {
        guard let card, card.frame.contains(p) else { return false }
        drag = (p, card.frame.origin)
        return true
    }

    override func pointerDragged(to p: Point) {
        guard let drag, let card else { return }
        card.frame.origin = Point(drag.origin.x + p.x - drag.start.x, drag.origin.y + p.y - drag.start.y)
    }

    override func pointerUp(at p: Point) {
        guard let start = drag, let card else { return }
        drag = nil
        if p.y - start.start.y > Self.threshold {
            performUnwind(action: "backToHome", sender: card)
        } else {
            card.frame.origin = start.origin
        }
    }
}
