import SegueKit

/// A transition of our own: the destination swings in about its top-left corner while the
/// source shrinks away. A pure function of progress, like every SegueKit transition.
struct SwingTransition: Transition {
    var name: String { "swing" }
    var duration: Double { 0.6 }
    var curve: TimingCurve { .easeInEaseOut }
    var isThreeDOrScaling: Bool { true }

    func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let s = input.size
        var from = fullQuad(input.from, size: s)
        let shrink = 1 - 0.15 * p
        from.transform = Transform3D.layerToParent(size: s, position: Point(s.width / 2, s.height / 2),
                                                   transform: .scale(shrink, shrink))
        from.dim = 0.5 * p
        var to = fullQuad(input.to, size: s, zIndex: 1)
        // Hinged at the top-left corner, turning in from -90°.
        to.transform = Transform3D.layerToParent(size: s, position: .zero, anchorPoint: .zero,
                                                 transform: .rotation((1 - p) * -.pi / 2, 0, 0, 1))
        return [.quad(from), .quad(to)]
    }
}

/// A custom segue built in code (seed 001's way: construct it and call `perform()`).
final class SwingSegue: Segue {
    override func perform() {
        destination.modalTransition = SwingTransition()
        source.present(destination, animated: true)
    }
}

/// A screen with a title, a line of text and one button.
final class CardController: ViewController {
    let titleText: String, detail: String, buttonTitle: String, color: Color
    var onButton: ((CardController) -> Void)?

    init(title: String, detail: String, button: String, color: Color) {
        titleText = title; self.detail = detail; buttonTitle = button; self.color = color
        super.init()
    }

    override func viewDidLoad() {
        view.backgroundColor = color
        let title = Label(frame: Rect(40, 60, 600, 50), text: titleText)
        title.fontSize = 36; title.bold = true; title.textColor = .white
        let body = Label(frame: Rect(40, 120, 900, 30), text: detail)
        body.fontSize = 18; body.textColor = Color(white: 1, alpha: 0.85)
        let button = Button(frame: Rect(40, 180, 220, 48), title: buttonTitle)
        button.backgroundColor = .white
        button.titleColor = color
        button.cornerRadius = 10
        button.addAction(for: .primaryActionTriggered) { [unowned self] _ in onButton?(self) }
        for v in [title, body, button] { view.addSubview(v) }
    }
}

try SegueApplication.run(title: "Hello, SegueKit") {
    let home = CardController(title: "Hello, SegueKit", detail: "A screen built in code. Press Enter to swing to the next one.",
                              button: "Next", color: Color(string: "#3A5BD9")!)
    home.onButton = { source in
        let next = CardController(title: "The second screen", detail: "Arrived by a custom segue. Enter or Escape goes back.",
                                  button: "Back", color: Color(string: "#D9543A")!)
        next.onButton = { $0.dismiss(animated: true) }
        SwingSegue(identifier: "swing", source: source, destination: next).run(sender: nil, askSource: false)
    }
    return home
}
