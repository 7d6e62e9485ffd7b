import Foundation
import SegueCore
import SegueKit
import SegueRender

/// The photo grid (`photos`): each storyboard image whose id starts with `thumb` becomes
/// a focusable, clickable thumbnail (aspect-fill). A click, or Enter on the focused one, runs
/// the `showPhoto` image-flight segue: the photo flies from the thumbnail to full screen
/// (aspect-fit) in `photoDetail`, the thumbnail hidden while it is away. Unwinding
/// (`backToPhotos`: Escape or a click there) flies it back into the thumbnail's *current*
/// rect, wherever layout has put it since.
public final class DemoPhotosController: DemoScreenController {
    /// The segue a thumbnail runs.
    public var photoSegueIdentifier = "showPhoto"
    /// The thumbnails, in view order.
    public private(set) var thumbnails: [DemoPhotoThumbnail] = []
    /// The thumbnail whose photo is (or was last) shown full screen.
    public private(set) weak var selectedThumbnail: DemoPhotoThumbnail?

    public override func viewDidLoad() {
        super.viewDidLoad()
        for case let placeholder as ImageView in view.descendants where placeholder.identifier?.hasPrefix("thumb") == true {
            let thumb = DemoPhotoThumbnail(image: placeholder.image)
            placeholder.replace(with: thumb)
            thumb.addAction(for: .primaryActionTriggered) { [weak self] c in
                guard let self, let t = c as? DemoPhotoThumbnail else { return }
                self.open(t)
            }
            thumbnails.append(thumb)
        }
    }

    /// Flies `thumbnail`'s photo to full screen (ignored while a presentation runs).
    public func open(_ thumbnail: DemoPhotoThumbnail) {
        guard isInFront, activeTransition == nil, thumbnail.image != nil else { return }
        performSegue(withIdentifier: photoSegueIdentifier, sender: thumbnail)
    }

    public override func prepare(for segue: Segue, sender: Any?) {
        guard let flight = segue as? ImageFlightSegue, !segue.isUnwinding,
              let thumb = sender as? DemoPhotoThumbnail, let image = thumb.image else { return }
        configure(flight, thumbnail: thumb, image: image)
        (segue.destination as? DemoPhotoDetailController)?.photoView?.image = image
        selectedThumbnail = thumb
        // Focus comes back to it when the grid is in front again.
        preferredFocusView = thumb
        // Hidden while the photo is away (the flight draws it); shown again on return.
        thumb.isHidden = true
    }

    private func configure(_ flight: ImageFlightSegue, thumbnail: DemoPhotoThumbnail, image: String) {
        flight.sourceRect = thumbnail.rectInWindow
        flight.transitionImage = image
        flight.sourceContentMode = .aspectFill
        flight.destRect = nil
        flight.cornerRadius = thumbnail.cornerRadius
    }

    public override func viewDidAppear(_ animated: Bool) {
        guard let thumb = selectedThumbnail, thumb.isHidden else { return }
        thumb.isHidden = false
    }

    /// The unwind from the full-screen photo flies back into the thumbnail's current rect.
    public override func segueForUnwinding(to destination: ViewController, from source: ViewController,
                                           identifier: String?) -> Segue? {
        guard destination === self, let thumb = selectedThumbnail, let image = thumb.image else { return nil }
        // Catch up with window resizes made while the grid was off screen.
        if let w = source.window, view.frame.size != w.size { view.frame = Rect(size: w.size) }
        let segue = ImageFlightSegue(identifier: identifier, source: source, destination: self)
        configure(segue, thumbnail: thumb, image: image)
        segue.options.duration = 0.45
        return segue
    }
}

/// A photo thumbnail (`photos`): the image aspect-fill with rounded corners, darkened while
/// pressed; focusable, and activated by a click or Enter/Space.
public final class DemoPhotoThumbnail: Control {
    /// The image file.
    public var image: String? { didSet { invalidate() } }

    public init(frame: Rect = .zero, image: String?) {
        self.image = image
        super.init(frame: frame)
        backgroundColor = Color(white: 0.2, alpha: 1)
        cornerRadius = 10
    }

    public override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let corners = [Point(0, 0), Point(bounds.width, bounds.height)].map { m.project($0) }
        let box = Rect(min(corners[0].x, corners[1].x), min(corners[0].y, corners[1].y),
                       abs(corners[1].x - corners[0].x), abs(corners[1].y - corners[0].y))
        let c = clip.map { $0.intersection(box) } ?? box
        if let image {
            list.append(Quad(content: .image(image), size: bounds.size, transform: m, opacity: opacity,
                             clip: c, cornerRadius: cornerRadius, contentMode: .aspectFill))
        }
        if isHighlighted {
            list.append(Quad(content: .color(Color(white: 0, alpha: 0.35)), size: bounds.size, transform: m,
                             opacity: opacity, clip: c, cornerRadius: cornerRadius))
        }
    }
}
