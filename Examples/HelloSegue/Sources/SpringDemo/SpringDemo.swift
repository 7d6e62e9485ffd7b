import SegueCommands
import SegueKit

/// The app: cards that spring in with `View.animate`, and a click that fans them out or
/// gathers them with a `ViewPropertyAnimator` — a click while they move turns them round.
/// `SpringDemo record --script spring.script --out spring.mp4` records it.
@main
enum SpringDemo: SegueApp {
    static var title: String { "Springs" }
    static func makeRootViewController() -> ViewController? { SpringCardsController() }
}

/// Four cards in a stack. They spring up into place when the screen appears; each click
/// starts a property animator that fans them out (or gathers them back), and a click while
/// it runs reverses it mid-flight, from wherever the cards are.
final class SpringCardsController: ViewController {
    private var cards: [View] = []
    private let hint = Label(text: "Click to fan the cards out; click again mid-flight to turn them round")
    /// Whether the cards are fanned out (the model state the last finished animator left).
    private var fannedOut = false
    private var animator: ViewPropertyAnimator?

    private static let colors = ["#E4572E", "#F3A712", "#29335C", "#669BBC"]

    override func viewDidLoad() {
        view.backgroundColor = Color(string: "#F4F1EA")!
        hint.font = .systemFont(ofSize: 18)
        hint.textColor = Color(string: "#29335C")!
        hint.textAlignment = .center
        view.addSubview(hint)
        for (i, hex) in Self.colors.enumerated() {
            let card = View()
            card.backgroundColor = Color(string: hex)!
            card.cornerRadius = 18
            card.identifier = "card\(i)"
            view.addSubview(card)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        hint.frame = Rect(20, b.height - 70, b.width - 40, 30)
        // Cards keep their place while an animator owns them.
        guard animator == nil else { return }
        View.performWithoutAnimation { place(fannedOut: fannedOut) }
    }

    /// The cards' frames and turns, gathered in a stack or fanned out in a row.
    private func place(fannedOut: Bool) {
        let b = view.bounds
        let w = min(180, b.width / 5.5), h = w * 1.4
        for (i, card) in cards.enumerated() {
            let k = Double(i) - Double(cards.count - 1) / 2
            card.bounds = Rect(0, 0, w, h)
            if fannedOut {
                card.center = Point(b.width / 2 + k * (w + 24), b.height / 2 - 20)
                card.transform = .rotation(k * 0.12, 0, 0, 1)
                card.cornerRadius = 8
            } else {
                card.center = Point(b.width / 2 + k * 6, b.height / 2 - 20 - k * 6)
                card.transform = .rotation(k * 0.05, 0, 0, 1)
                card.cornerRadius = 18
            }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The cards start below the screen and spring up one after another.
        let drop = view.bounds.height
        for (i, card) in cards.enumerated() {
            View.performWithoutAnimation {
                card.transform = card.transform.concatenating(.translation(0, drop))
                card.alpha = 0
            }
            let resting = card.transform.concatenating(.translation(0, -drop))
            View.animate(withDuration: 0.9, delay: 0.12 * Double(i), usingSpringWithDamping: 0.55,
                         initialSpringVelocity: 0, options: [], animations: {
                card.transform = resting
                card.alpha = 1
            })
        }
    }

    override func pointerDown(at p: Point) -> Bool {
        // A click while the cards move turns the running animator round, from where they are.
        if let animator, animator.isRunning {
            animator.isReversed.toggle()
            return true
        }
        let target = !fannedOut
        let a = ViewPropertyAnimator(duration: 0.8, dampingRatio: 0.65) { [unowned self] in
            self.place(fannedOut: target)
        }
        a.addCompletion { [unowned self] position in
            if position == .end { self.fannedOut = target }
            self.animator = nil
        }
        animator = a
        a.startAnimation()
        return true
    }
}
