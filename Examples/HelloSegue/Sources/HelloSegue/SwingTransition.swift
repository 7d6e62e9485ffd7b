import SegueKit

/// A transition of our own: the destination swings in about its top-left corner while the
/// source shrinks away. A pure function of progress, like every SegueKit transition.
struct SwingTransition: DescribedTransition {
    /// Everything about the transition, said once: the registry, the listing and the segue read it.
    static let description = TransitionDescription(
        name: "swing", summary: "the destination swings in about its top-left corner",
        duration: 0.6, curve: .easeInEaseOut, reduceMotion: .replaced) { arguments in
        SwingTransition(duration: try arguments.duration(), curve: try arguments.curve())
    }

    var duration: Double
    var curve: TimingCurve

    init(duration: Double = description.duration, curve: TimingCurve = description.curve) {
        self.duration = duration; self.curve = curve
    }

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

/// A segue class of our own, named in the storyboard (`class: SwingSegue`): it presents the
/// destination with the transition its options name (`swing`, found in the app's registry).
/// Unwinding plays the same transition backwards.
final class SwingSegue: Segue {
    nonisolated override class var defaultTransition: TransitionDescription? { SwingTransition.description }

    override func perform() {
        destination.modalTransition = makeTransition()
        source.present(destination, animated: true)
    }
}
