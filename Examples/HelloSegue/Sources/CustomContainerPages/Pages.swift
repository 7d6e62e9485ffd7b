import SegueKit

// A custom container and an interactive dismiss, built in code with SegueKit's public API, laid
// out with Auto Layout: every page fills the container at any window size. The app
// (`swift run CustomContainer`) shows it; the tests (`swift test`) check it. See docs/controllers.md.

/// One page of the container: a coloured screen with a title and a hint, placed by anchors.
public final class PageController: ViewController {
    let name: String, color: Color

    init(name: String, color: Color) {
        self.name = name; self.color = color
        super.init()
        storyboardIdentifier = name
    }

    public override func viewDidLoad() {
        view.backgroundColor = color
        let title = Label(text: name)
        title.font = .systemFont(ofSize: 40, weight: .bold); title.textColor = .white
        let hint = Label(text: "Left/Right or 1–3: change page (quickly, too). Enter: a card.")
        hint.font = .systemFont(ofSize: 18); hint.textColor = Color(white: 1, alpha: 0.85)
        hint.numberOfLines = 0
        placeTitle(title, hint: hint, in: view)
    }
}

/// Puts `title` 60 points below the top of `view`'s safe area and `hint` under it, both 40
/// points in from the leading edge and no closer than that to the trailing one.
@MainActor
func placeTitle(_ title: Label, hint: Label, in view: View) {
    for label in [title, hint] {
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 40),
        title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 60),
        title.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -40),
        hint.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        hint.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
        hint.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -40),
    ])
}

/// A custom container, the seeds' pattern: every child added up front, one on screen, and
/// `transition(from:to:…)` to swap them. It keeps no queue of its own: the container's
/// transition queue makes quick requests wait their turn, or turn a running swap round when
/// they ask for the page being left, so the container always ends on the last page asked for.
///
/// A page's view is pinned to the container's edges with constraints whenever it goes on
/// screen (UIKit's way: constraints between views are made once both are in one view tree), so
/// it fills the container at whatever size the window has, then or later. Sizing a page's
/// frame in `viewDidLoad` instead would fix it at the size the container had then.
public final class PagesController: ViewController {
    /// The pages, in order.
    public private(set) var pages: [PageController] = []
    /// The page last asked for (the one the container will end on).
    private var selected = 0
    /// The constraints that pin each page's view to the container, by page.
    private var pins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    public override func viewDidLoad() {
        view.backgroundColor = .black
        let specs = [("One", "#3A5BD9"), ("Two", "#2A9D8F"), ("Three", "#D9543A")]
        for (i, spec) in specs.enumerated() {
            let page = PageController(name: spec.0, color: Color(string: spec.1)!)
            addChild(page)
            if i == 0 {
                view.addSubview(page.view)
                pin(page)
            }
            page.didMove(toParent: self)
            pages.append(page)
        }
    }

    /// Pins `page`'s view (in the container's view now) to the container's four edges.
    private func pin(_ page: ViewController) {
        let v: View = page.view
        NSLayoutConstraint.deactivate(pins[ObjectIdentifier(page)] ?? [])
        v.translatesAutoresizingMaskIntoConstraints = false
        let edges = [
            v.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            v.topAnchor.constraint(equalTo: view.topAnchor),
            v.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        NSLayoutConstraint.activate(edges)
        pins[ObjectIdentifier(page)] = edges
    }

    /// Swaps to page `i` with a flip; the incoming page is pinned as the swap puts it in the
    /// container (in the animations block, where its view has been added).
    public func show(_ i: Int) {
        guard pages.indices.contains(i), i != selected else { return }
        let from = pages[selected], to = pages[i]
        let forward = i > selected
        selected = i
        transition(from: from, to: to, duration: 0.5,
                   options: [forward ? .transitionFlipFromRight : .transitionFlipFromLeft],
                   animations: { [weak self] in self?.pin(to) })
    }

    public override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
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
public final class CardController: ViewController {
    private var press: DragTracker?
    private var drag: InteractiveDrag?

    public override func viewDidLoad() {
        view.backgroundColor = Color(string: "#F3A712")!
        let title = Label(text: "Drag me down")
        title.font = .systemFont(ofSize: 40, weight: .bold); title.textColor = Color(string: "#1E2A38")!
        let hint = Label(text: "Let go early and the card stays; flick it and it goes.")
        hint.font = .systemFont(ofSize: 18); hint.textColor = Color(string: "#1E2A38")!
        hint.numberOfLines = 0
        placeTitle(title, hint: hint, in: view)
    }

    public override func pointerDown(at p: Point) -> Bool {
        guard let now = window?.eventTimestamp else { return false }
        press = DragTracker(start: p, at: now)
        drag = nil
        return true
    }

    public override func pointerDragged(to p: Point) {
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

    public override func pointerUp(at p: Point) {
        drag?.end(at: p, at: window?.eventTimestamp ?? 0)
        drag = nil
        press = nil
    }
}
