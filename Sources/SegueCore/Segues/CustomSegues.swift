import Foundation

/// An explode: the source scales up about its centre while fading out, revealing the
/// destination, which is then presented modally. Options: `scale`, `duration` (defaults in `Explode.description`).
/// The live source view is never changed (the transition draws its texture), so its
/// transform and opacity are exactly as before when an unwind comes back; the dismissal
/// plays the explode backwards.
open class ExplodeSegue: Segue {
    /// The explode (`Explode`).
    nonisolated open override class var defaultTransition: TransitionDescription? { Explode.description }

    open override func perform() {
        Segue.whilePerforming(self) {
            destination.modalPresentationStyle = .fullScreen
            destination.modalTransition = makeTransition()
            let sourceView = source.viewIfLoaded
            let transform = sourceView?.transform ?? .identity, alpha = sourceView?.alpha ?? 1
            source.present(destination, animated: options.animated) {
                // Leave the source view as it was, for a later unwind coming back to it.
                sourceView?.transform = transform
                sourceView?.alpha = alpha
            }
        }
    }
}

/// Receives a `RotatingSegue`'s `segueDidComplete` call when its cube turn ends.
@MainActor
public protocol RotatingSegueDelegate: AnyObject {
    /// Called when the segue's cube turn ends. It is also called when the turn was cancelled
    /// (an interactive turn given up), and does not say which: check the container's children.
    func segueDidComplete(_ segue: RotatingSegue)
}

/// A rotating cube between two children of the same container: the source's view
/// turns away as one face of a cube and the destination's turns in as the next face.
/// `goesForward` picks the direction; the delegate hears `segueDidComplete` at the end (the
/// page control follows then). Options: `faces`, `duration`, `direction` (defaults in `Cube.description`).
open class RotatingSegue: Segue {
    /// Whether the cube turns forward (the next face comes in from the right) or backward. A
    /// `direction` option overrides it when the segue performs: `backward` and `right` turn
    /// backward, any other value forward.
    public var goesForward = true
    /// Hears `segueDidComplete(_:)` when the turn ends (held weakly; a page control typically
    /// updates itself then).
    public weak var delegate: RotatingSegueDelegate?
    /// The turn while it runs.
    public private(set) var runningTransition: RunningTransition?

    /// The cube (`Cube`), whatever the options name.
    nonisolated open override class var defaultTransition: TransitionDescription? { Cube.description }
    /// Always the cube.
    nonisolated open override class var runsOnlyDefaultTransition: Bool { true }

    /// The options' parameters with `direction` as the cube takes it: `backward` and `right`
    /// turn backward, any other value forward.
    nonisolated open override class func transitionParameters(_ options: SegueOptions) -> [String: String] {
        var p = options.transitionParameters
        if let d = options.direction { p["direction"] = (d == "backward" || d == "right") ? "backward" : "forward" }
        return p
    }

    open override func perform() {
        Segue.whilePerforming(self) {
            start()
        }
    }

    /// Starts the turn paused, for a drag (`ViewController.beginInteractive` around
    /// `perform()`): `update` the result, then `finish` or `cancel` it (a cancel restores the
    /// source). Nil while the container is busy.
    @discardableResult
    public func performInteractive() -> InteractiveTransition? {
        ViewController.beginInteractive { perform() }
    }

    /// The children passed on the way from `from` to `to` when the faces go by in `children`'s
    /// order (forward) or the other way round, wrapping round the end.
    static func facesBetween(_ from: ViewController, _ to: ViewController, in children: [ViewController],
                             forward: Bool) -> [ViewController] {
        guard let i = children.firstIndex(where: { $0 === from }),
              let j = children.firstIndex(where: { $0 === to }) else { return [] }
        let n = children.count
        var result: [ViewController] = []
        var k = i
        while true {
            k = (k + (forward ? 1 : n - 1)) % n
            if k == j || result.count >= n { break }
            result.append(children[k])
        }
        return result
    }

    private func start() {
        guard let container = source.parent else { return }
        if options.direction != nil { goesForward = RotatingSegue.transitionParameters(options)["direction"] == "forward" }
        var turn = options
        turn.direction = goesForward ? "forward" : "backward"
        let cube = ViewController.defaultTransition(Cube.description.name, duration: options.duration,
                                                    parameters: RotatingSegue.transitionParameters(turn), in: source.transitionRegistry)
        let segue = self
        container.scheduleTransition(target: destination) { [weak container] in
            guard let container else { return }
            // The source may have changed while waiting: turn from the child on screen.
            let from = container.children.first { $0.viewIfLoaded?.superview != nil && $0 !== segue.destination } ?? segue.source
            if let fv = from.viewIfLoaded {
                // Faces off screen missed any resize: give the incoming one the current frame.
                segue.destination.view.frame = fv.frame
                segue.destination.view.autoresizingMask = fv.autoresizingMask
            }
            segue.runningTransition = container.transition(
                from: from, to: segue.destination, using: cube, duration: cube.duration,
                completion: { _ in
                    segue.runningTransition = nil
                    segue.delegate?.segueDidComplete(segue)
                })
            // A turn of several faces shows the faces passed on the way (a rigid prism).
            if let running = segue.runningTransition, let fv = from.viewIfLoaded {
                let between = RotatingSegue.facesBetween(from, segue.destination, in: container.children,
                                                         forward: segue.goesForward)
                running.betweenViews = between.map { vc in
                    vc.view.frame = fv.frame
                    return vc.view
                }
            }
        }
    }
}

/// A transition segue: swaps the child of a container controller (the source) for
/// the destination with a cross-dissolve (`CrossDissolve.description`), or adds it without animation when the
/// container has no child yet. Requests during a swap go through the container's transition
/// queue (docs/controllers.md): asking for the screen being left reverses the swap; anything
/// else waits and plays after it, in order.
open class TransitionSegue: Segue {
    /// A cross-dissolve (`CrossDissolve`).
    nonisolated open override class var defaultTransition: TransitionDescription? { CrossDissolve.description }

    open override func perform() {
        Segue.whilePerforming(self) {
            let container = source
            let dest = destination
            let transition = makeTransition()
            let segue = self
            container.scheduleTransition(target: dest) { [weak container] in
                guard let container else { return }
                guard let current = container.children.first(where: { $0 !== dest }) else {
                    // First child: no animation.
                    container.addChild(dest)
                    let host = container.childContainerView
                    dest.view.frame = Rect(size: host.bounds.size)
                    dest.view.autoresizingMask = .flexibleSize
                    host.addSubview(dest.view)
                    dest.didMove(toParent: container)
                    return
                }
                if ViewController.same(current, dest) { return }
                current.willMove(toParent: nil)
                container.addChild(dest)
                dest.view.frame = current.view.frame
                dest.view.autoresizingMask = .flexibleSize
                container.transition(from: current, to: dest, using: transition,
                                     duration: segue.options.animated ? transition.duration : 0,
                                     completion: { finished in
                    if finished {
                        current.removeFromParent()
                        dest.didMove(toParent: container)
                    } else {
                        dest.willMove(toParent: nil)
                        dest.removeFromParent()
                        current.didMove(toParent: container)
                    }
                })
            }
        }
    }
}

extension ViewController {
    /// Where a transition segue puts children: the first `ContainerView` in this
    /// controller's view, else the view itself.
    public var childContainerView: View {
        if let c = view.descendants.first(where: { $0 is ContainerView }) { return c }
        return view
    }
}

/// An image segue: an image flies from a thumbnail's rect to full screen above
/// everything while the destination is presented beneath. Set `sourceRect`, `destRect`
/// (nil: aspect-fit full screen) and `transitionImage` in `prepare(for:sender:)`. Unwinding
/// flies it back: by default the presentation plays backwards; a destination's
/// `segueForUnwinding` can return an `ImageFlightSegue` with the thumbnail's current rect.
open class ImageFlightSegue: Segue {
    /// The image flight (`ImageFlight`).
    nonisolated open override class var defaultTransition: TransitionDescription? { ImageFlight.description }

    /// The thumbnail's rect in window points.
    public var sourceRect = Rect.zero
    /// Where the image lands (nil: aspect-fit in the window).
    public var destRect: Rect?
    /// The image file that flies.
    public var transitionImage: String?
    /// The image's natural size, for aspect-fit; nil: what its file's header says (the
    /// window's `imageSize`), else the source rect's size.
    public var imageSize: Size?
    /// How the thumbnail shows the image.
    public var sourceContentMode = ContentMode.aspectFill
    /// The thumbnail's corner radius (points): the flying image starts with it and squares its
    /// corners as it grows (and the other way on the way back).
    public var cornerRadius = 0.0
    /// The thumbnail on screen: hidden while the image is away (so only one copy is seen), shown again when
    /// the segue (or the unwind flying back) ends.
    public weak var thumbnailView: View?

    /// Takes the rect (in window points), image and content mode from a thumbnail image view.
    public func flyFrom(_ thumbnail: ImageView) {
        thumbnailView = thumbnail
        sourceRect = thumbnail.transform(to: nil).boundingBox(of: Rect(size: thumbnail.bounds.size))
        transitionImage = thumbnail.image
        sourceContentMode = thumbnail.contentMode
        cornerRadius = thumbnail.cornerRadius
    }

    var flightInput: ImageFlightInput? {
        guard let image = transitionImage else { return nil }
        let natural = imageSize ?? source.window?.imageSize(image) ?? sourceRect.size
        return ImageFlightInput(image: .image(image), imageSize: natural, sourceRect: sourceRect,
                                sourceContentMode: sourceContentMode, destinationRect: destRect,
                                cornerRadius: cornerRadius)
    }

    open override func perform() {
        Segue.whilePerforming(self) {
            if isUnwinding {
                // Fly back into the thumbnail's current rect, then dismiss.
                let presented = source.rootAncestor
                if let f = flightInput { presented.modalFlight = f }
                let thumb = thumbnailView
                thumb?.isHidden = true
                presented.dismiss(animated: options.animated) {
                    thumb?.isHidden = false
                }
                return
            }
            destination.modalPresentationStyle = .fullScreen
            destination.modalTransition = makeTransition()
            destination.modalFlight = flightInput
            let thumb = thumbnailView
            thumb?.isHidden = true
            source.present(destination, animated: options.animated) {
                // The source is off screen now; the thumbnail is back for when it returns.
                thumb?.isHidden = false
            }
        }
    }
}
