import Foundation

extension View {
    /// Changes `view` inside `animations` and shows the change with the built-in transition
    /// the options name (`.transitionFlipFromLeft` … `.transitionCurlUp`/`Down`,
    /// `.transitionCrossDissolve`), as `UIView.transition(with:duration:options:animations:completion:)`:
    /// the view as it was before the block turns (or curls, or fades) into the view as it is
    /// after it. The block's property changes are not animated themselves. The transition is
    /// the same pure transition a segue of that style plays, drawn over the view's frame in
    /// its superview. Without a transition option, a superview, a window or a duration, the
    /// changes are made at once and `completion(true)` runs on the next turn.
    public static func transition(with view: View, duration: Double, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = view.superview.map { _ in FrozenView(copying: view) }
        performWithoutAnimation { animations?() }
        guard let before, duration > 0, let request = options.transitionRequest,
              let window = view.window, let container = view.superview,
              let made = try? TransitionLookup.make(request.name, parameters: request.parameters,
                                                    duration: duration, in: window.transitions) else {
            ViewAnimationEngine.deferUntilNextTurn { completion?(true) }
            return
        }
        let transition = TransitionLookup.applyingReduceMotion(made, settings: window.timingSettings)
        let curve: TimingCurve? = options.isDisjoint(with: [.curveEaseIn, .curveEaseOut, .curveLinear]) ? nil : options.curve
        let running = RunningTransition(transition: transition, duration: duration, curve: curve,
                                        settings: window.timingSettings, container: container, frame: view.frame,
                                        from: before, to: view)
        running.onEnd = { completion?($0) }
        running.start(in: window, animated: true)
    }
}

/// A view drawn as another view looked when it was copied: the "before" side of
/// `View.transition(with:…)`.
final class FrozenView: View {
    private let contents: DrawList

    init(copying view: View) {
        contents = view.snapshotContents()
        super.init(frame: view.frame)
    }

    override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        FrozenView.append(contents, to: &list, transform: m, opacity: opacity, clip: clip)
    }

    /// Appends what `contents` drew in its own space to `list`, mapped by `m`, at `opacity`
    /// times its own, within `clip`: a drawing kept from earlier, drawn again.
    static func append(_ contents: DrawList, to list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        for item in contents.items {
            switch item {
            case .quad(var q):
                q.transform = q.transform.concatenating(m)
                q.opacity *= opacity
                q.clip = RunningTransition.combine(q.clip.map { m.boundingBox(of: $0) }, clip)
                list.append(q)
            case .shader(var s):
                s.frame = m.boundingBox(of: s.frame)
                s.clip = RunningTransition.combine(s.clip.map { m.boundingBox(of: $0) }, clip)
                list.items.append(.shader(s))
            }
        }
        for s in contents.snapshots where !list.snapshots.contains(where: { $0.id == s.id }) { list.snapshots.append(s) }
    }
}
