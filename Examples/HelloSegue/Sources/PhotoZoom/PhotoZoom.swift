import SegueCommands

// A photo grid whose thumbnails zoom to full screen, and a drag down that shrinks the photo
// back into its cell: a UIKit custom transition (a transitioning delegate, an animator that
// animates the live views with `View.animate`, and a percent-driven interaction) written as an
// iOS tutorial would, with the `UI` prefixes dropped.
// `swift run PhotoZoom record --script photozoom.script --out photozoom.mp4` records it.

/// The app: the grid, with the command line every SegueKit app gets.
@main
enum PhotoZoom: SegueApp {
    static var title: String { "Photo zoom" }
    static func makeRootViewController() -> ViewController? { PhotoGridController() }
}

/// The photos of SegueKit's assets folder.
@MainActor
let photoPaths: [String] = {
    let folder = AssetLocator.assetsFolder().map { $0 + "/images/photos/" } ?? ""
    return ["alps", "city", "desert", "ocean", "panorama", "sunset"].map { folder + $0 + ".png" }
}()

/// A grid of thumbnails; a click on one presents it full screen with the zoom animator.
final class PhotoGridController: ViewController {
    private var cells: [ImageView] = []
    /// The transitioning delegate: held here, since `transitioningDelegate` is weak (as in UIKit).
    private let zoom = ZoomTransitions()

    override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.1, alpha: 1)
        for path in photoPaths {
            let cell = ImageView(image: path, contentMode: .aspectFill)
            cell.clipsToBounds = true
            cell.cornerRadius = 6
            view.addSubview(cell)
            cells.append(cell)
        }
    }

    /// Three columns (two in a portrait window), square cells 8 points apart, as large as lets
    /// every row fit, the grid centred across.
    override func viewDidLayoutSubviews() {
        let size = view.bounds.size
        let columns = size.width < size.height ? 2 : 3
        let rows = (cells.count + columns - 1) / columns
        let gap = 8.0
        let side = max(0, min((size.width - gap * Double(columns + 1)) / Double(columns),
                              (size.height - gap * Double(rows + 1)) / Double(rows)))
        let left = (size.width - Double(columns) * side - Double(columns - 1) * gap) / 2
        for (i, cell) in cells.enumerated() {
            let row = i / columns, column = i % columns
            cell.frame = Rect(left + Double(column) * (side + gap), gap + Double(row) * (side + gap), side, side)
        }
    }

    override func pointerDown(at p: Point) -> Bool {
        guard let local = view.convertFromWindow(p),
              let index = cells.firstIndex(where: { $0.frame.contains(local) }) else { return false }
        open(index)
        return true
    }

    override func keyDown(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard let n = Int(key.name), (1...cells.count).contains(n) else { return false }
        open(n - 1)
        return true
    }

    private func open(_ index: Int) {
        let detail = PhotoDetailController(photo: photoPaths[index], transitions: zoom)
        zoom.thumbnail = cells[index]
        detail.transitioningDelegate = zoom
        present(detail, animated: true)
    }
}

/// The photo, aspect-fit on black; a drag down dismisses it interactively.
final class PhotoDetailController: ViewController {
    let photo: String
    let imageView: ImageView
    let backdrop = View()
    private let transitions: ZoomTransitions
    private var dragStart: Point?
    private var lastDrag: (y: Double, t: Double, speed: Double) = (0, 0, 0)

    init(photo: String, transitions: ZoomTransitions) {
        self.photo = photo
        self.transitions = transitions
        imageView = ImageView(image: photo, contentMode: .aspectFit)
        super.init()
    }

    override func viewDidLoad() {
        view.backgroundColor = nil
        backdrop.backgroundColor = .black
        backdrop.autoresizingMask = .flexibleSize
        backdrop.frame = view.bounds
        view.addSubview(backdrop)
        imageView.frame = view.bounds
        imageView.autoresizingMask = .flexibleSize
        view.addSubview(imageView)
    }

    // MARK: Drag down to dismiss

    override func pointerDown(at p: Point) -> Bool {
        dragStart = p
        lastDrag = (p.y, window?.eventTimestamp ?? 0, 0)
        return true
    }

    override func pointerDragged(to p: Point) {
        guard let start = dragStart else { return }
        let t = window?.eventTimestamp ?? 0
        if t > lastDrag.t { lastDrag = (p.y, t, (p.y - lastDrag.y) / (t - lastDrag.t)) }
        let dy = p.y - start.y
        if transitions.interaction == nil {
            guard dy > 8 else { return }
            transitions.interaction = PercentDrivenInteractiveTransition()
            dismiss(animated: true)
        }
        transitions.interaction?.update(min(max(dy / max(view.bounds.height * 0.6, 1), 0), 1))
    }

    override func pointerUp(at p: Point) {
        defer { dragStart = nil; transitions.interaction = nil }
        guard let interaction = transitions.interaction else {
            if dragStart != nil { dismiss(animated: true) }   // a click: zoom back
            return
        }
        if interaction.percentComplete > 0.35 || lastDrag.speed > 600 {
            interaction.finish()
        } else {
            interaction.cancel()
        }
    }
}

/// The transitioning delegate: the zoom animator both ways, and the drag's interaction for
/// the dismissal while a drag is under way.
final class ZoomTransitions: ViewControllerTransitioningDelegate {
    /// The cell the photo zooms from and back into.
    weak var thumbnail: ImageView?
    /// The drag driving the dismissal, while there is one.
    var interaction: PercentDrivenInteractiveTransition?

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        ZoomAnimator(presenting: true, thumbnail: thumbnail)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        ZoomAnimator(presenting: false, thumbnail: thumbnail)
    }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Grows the detail's image view from the thumbnail's rect to full screen (or shrinks it back),
/// fading the black backdrop in (or out), on the live views in the container.
final class ZoomAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    weak var thumbnail: ImageView?

    init(presenting: Bool, thumbnail: ImageView?) {
        self.presenting = presenting
        self.thumbnail = thumbnail
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        presenting ? 0.5 : 0.4
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: TransitionContextViewControllerKey = presenting ? .to : .from
        guard let detail = transitionContext.viewController(forKey: key) as? PhotoDetailController,
              let detailView = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if presenting {
            detailView.frame = transitionContext.finalFrame(for: detail)
            container.addSubview(detailView)
        }
        let full = Rect(size: detailView.bounds.size)
        // Where the photo shows at rest: aspect-fit in the full screen. Zooming to (or from)
        // that rect with aspect-fill keeps the photo's shape all the way.
        var fitted = full
        if let size = container.window?.imageSize(detail.photo), size.width > 0, size.height > 0 {
            let scale = min(full.width / size.width, full.height / size.height)
            let w = size.width * scale, h = size.height * scale
            fitted = Rect((full.width - w) / 2, (full.height - h) / 2, w, h)
        }
        // The thumbnail's rect in the detail view (which covers the container from its origin).
        let cellRect = thumbnail.map { $0.transform(to: container).boundingBox(of: Rect(size: $0.bounds.size)) } ?? full
        thumbnail?.isHidden = true
        detail.imageView.contentMode = .aspectFill
        if presenting {
            detail.imageView.frame = cellRect
            detail.backdrop.alpha = 0
        } else {
            detail.imageView.frame = fitted
        }
        let duration = transitionDuration(using: transitionContext)
        let presenting = self.presenting
        View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: presenting ? 0.82 : 1,
                     initialSpringVelocity: 0, options: [], animations: {
            detail.imageView.frame = presenting ? fitted : cellRect
            detail.backdrop.alpha = presenting ? 1 : 0
        }, completion: { [weak self] _ in
            let cancelled = transitionContext.transitionWasCancelled
            // At rest the photo is aspect-fit full screen, or back in its cell.
            if presenting != cancelled { detail.imageView.frame = full; detail.imageView.contentMode = .aspectFit }
            self?.thumbnail?.isHidden = false
            transitionContext.completeTransition(!cancelled)
        })
    }
}
