import SegueCommands

// A custom container and an interactive dismiss, built in code with SegueKit's public API.
// Run it from this folder with `swift run CustomContainer`. See docs/controllers.md.

/// One page of the container: a coloured screen with a title.
final class PageController: ViewController {
    let name: String, color: Color

    init(name: String, color: Color) {
        self.name = name; self.color = color
        super.init()
        storyboardIdentifier = name
    }

    override func viewDidLoad() {
        view.backgroundColor = color
        let title = Label(frame: Rect(40, 60, 900, 50), text: name)
        title.fontSize = 40; title.bold = true; title.textColor = .white
        let hint = Label(frame: Rect(40, 120, 900, 30),
                         text: "Left/Right or 1–3: change page (quickly, too). Enter: a card.")
        hint.fontSize = 18; hint.textColor = Color(white: 1, alpha: 0.85)
        for v in [title, hint] { view.addSubview(v) }
    }
}

/// A custom container, the seeds' pattern: every child added up front, one on screen, and
/// `transition(from:to:…)` to swap them. It keeps no queue of its own: the container's
/// transition queue makes quick requests wait their turn, or turn a running swap round when
/// they ask for the page being left, so the container always ends on the last page asked for.
final class PagesController: ViewController {
    private var pages: [PageController] = []
    /// The page last asked for (the one the container will end on).
    private var selected = 0

    override func viewDidLoad() {
        view.backgroundColor = .black
        let specs = [("One", "#3A5BD9"), ("Two", "#2A9D8F"), ("Three", "#D9543A")]
        for (i, spec) in specs.enumerated() {
            let page = PageController(name: spec.0, color: Color(string: spec.1)!)
            addChild(page)
            page.view.frame = view.bounds
            page.view.autoresizingMask = .flexibleSize
            if i == 0 { view.addSubview(page.view) }
            page.didMove(toParent: self)
            pages.append(page)
        }
    }

    func show(_ i: Int) {
        guard pages.indices.contains(i), i != selected else { return }
        let from = pages[selected], to = pages[i]
        let forward = i > selected
        selected = i
        transition(from: from, to: to, duration: 0.5,
                   options: [forward ? .transitionFlipFromRight : .transitionFlipFromLeft])
    }

    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        switch key {
        case .right: show(min(selected + 1, pages.count - 1)); return true
        case .left: show(max(selected - 1, 0)); return true
        case .enter:
            present(CardController(), animated: true)
            return true
        default:
            if let n = Int(key.name), (1...pages.count).contains(n) { show(n - 1); return true }
            return false
        }
    }
}

/// A presented card that a drag down dismisses interactively: the dismissal follows the
/// pointer, and on release it finishes or cancels by distance and speed (the same decision
/// at any frame rate). Escape dismisses it too.
final class CardController: ViewController {
    private var press: DragTracker?
    private var drag: InteractiveDrag?

    override func viewDidLoad() {
        view.backgroundColor = Color(string: "#F3A712")!
        let title = Label(frame: Rect(40, 60, 900, 50), text: "Drag me down")
        title.fontSize = 40; title.bold = true; title.textColor = Color(string: "#1E2A38")!
        let hint = Label(frame: Rect(40, 120, 900, 30), text: "Let go early and the card stays; flick it and it goes.")
        hint.fontSize = 18; hint.textColor = Color(string: "#1E2A38")!
        for v in [title, hint] { view.addSubview(v) }
    }

    override func pointerDown(at p: Point) -> Bool {
        guard let now = window?.eventTimestamp else { return false }
        press = DragTracker(start: p, at: now)
        drag = nil
        return true
    }

    override func pointerDragged(to p: Point) {
        let now = window?.eventTimestamp ?? 0
        if let drag { drag.move(to: p, at: now); return }
        guard var tracker = press else { return }
        tracker.add(p, at: now)
        press = tracker
        // A few points down starts the dismissal, paused under the pointer.
        guard tracker.translation.y > 6,
              let dismissal = ViewController.beginInteractive({ dismiss(animated: true) }) else { return }
        drag = InteractiveDrag(dismissal, tracker: tracker, direction: Point(0, 1),
                               distance: max(view.bounds.height, 1))
    }

    override func pointerUp(at p: Point) {
        drag?.end(at: p, at: window?.eventTimestamp ?? 0)
        drag = nil
        press = nil
    }
}

/// The app: a window showing the pages container, with the command line every SegueKit app
/// gets (`CustomContainer run|record|render|transitions`).
@main
enum CustomContainer: SegueApp {
    static var title: String { "A custom container" }
    static func makeRootViewController() -> ViewController? { PagesController() }
}
