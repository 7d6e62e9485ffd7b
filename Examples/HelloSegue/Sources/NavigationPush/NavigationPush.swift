import SegueCommands

// A navigation controller whose delegate supplies its push and pop animator, as a UIKit
// tutorial would write one with the `UI` prefixes dropped: the new screen swings in from the
// right edge, turning about that edge in perspective, while the old one sinks back and dims.
// `swift run NavigationPush record --script navigationpush.script --out navigationpush.mp4` records it.

/// The app: a stack of coloured screens, with the command line every SegueKit app gets.
@main
enum NavigationPush: SegueApp {
    static var title: String { "Navigation delegate push" }
    static func makeRootViewController() -> ViewController? { StackController() }
}

/// The navigation controller, its own delegate: the swing animator for every push and pop.
final class StackController: NavigationController, NavigationControllerDelegate {
    init() {
        super.init(rootViewController: LevelController(level: 1))
        delegate = self
    }

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        operation == .none ? nil : SwingAnimator(operation: operation)
    }
}

/// One level of the stack: a colour, its number, and a hint; Enter or a click pushes the next.
final class LevelController: ViewController {
    let level: Int

    init(level: Int) {
        self.level = level
        super.init()
        title = "Level \(level)"
    }

    override func viewDidLoad() {
        let hues = ["#3A5BD9", "#2A9D8F", "#D9543A", "#8E44AD", "#E9A23B"]
        view.backgroundColor = Color(string: hues[(level - 1) % hues.count])
        let label = Label(text: "Level \(level)")
        label.font = .systemFont(ofSize: 44, weight: .bold)
        label.textColor = .white
        let hint = Label(text: "Click or Enter: push · Escape or Backspace: pop")
        hint.font = .systemFont(ofSize: 17)
        hint.textColor = Color(white: 1, alpha: 0.85)
        for l in [label, hint] {
            l.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(l)
        }
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            hint.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            hint.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
        ])
    }

    override func pointerDown(at p: Point) -> Bool {
        pushNext()
        return true
    }

    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard key == .enter else { return false }
        pushNext()
        return true
    }

    private func pushNext() {
        navigationController?.pushViewController(LevelController(level: level + 1), animated: true)
    }
}

/// Push: the new view turns in about its right edge (from 80° away, in perspective) while the
/// old view shrinks to 92% and dims; pop plays the same motion backwards. Live views, animated
/// with `View.animate`; the views are put back to rest when it ends.
final class SwingAnimator: ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation

    init(operation: NavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.6 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let pushing = operation == .push
        toView.frame = transitionContext.finalFrame(for: toVC)
        // The moving screen is the new one on a push, the old one on a pop; it goes on top.
        let swinging = pushing ? toView : fromView
        let sinking = pushing ? fromView : toView
        if pushing { container.addSubview(toView) } else { container.insertSubview(toView, at: 0) }
        let width = container.bounds.width
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 800
        // Turned away about the right edge: move the edge to the origin, rotate, move back.
        let away = Transform3D.translation(-width / 2, 0)
            .concatenating(.rotation(-80 * .pi / 180, 0, 1, 0))
            .concatenating(perspective)
            .concatenating(.translation(width / 2, 0))
        let sunk = Transform3D.scale(0.92, 0.92)
        if pushing {
            swinging.transform = away
        } else {
            sinking.transform = sunk
            sinking.alpha = 0.5
        }
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                     usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [], animations: {
            swinging.transform = pushing ? .identity : away
            sinking.transform = pushing ? sunk : .identity
            sinking.alpha = pushing ? 0.5 : 1
        }, completion: { _ in
            swinging.transform = .identity
            sinking.transform = .identity
            sinking.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
