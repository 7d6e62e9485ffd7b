import Foundation

/// Shows an image file (UIImageView). `image` is a file path, resolved by whoever built the
/// view (the storyboard loader resolves names against its assets folder).
open class ImageView: View {
    /// The path of the image file (PNG or JPEG) to show, or nil to show nothing. A file that
    /// cannot be found or read shows nothing, as a nil `UIImage(named:)` does (the app warns
    /// once); a storyboard's images are checked when it loads.
    public var image: String? { didSet { invalidate() } }
    /// How the image is placed in the bounds, like `UIView.contentMode`. With `.aspectFill` the
    /// overflow is clipped to the view, as if `clipsToBounds` were on.
    public var contentMode: ContentMode = .scaleToFill { didSet { invalidate() } }
    /// An SF Symbol shown instead of an image file (`UIImage(systemName:)`), drawn in
    /// `tintColor` in the square fitted to the bounds (see `SystemSymbol`).
    public var systemImageName: String? { didSet { invalidate() } }
    /// Whether the image file is drawn as a template: its shape in `tintColor`, as an image
    /// with `.alwaysTemplate` rendering (an asset catalogue's template images).
    public var rendersAsTemplate = false { didSet { invalidate() } }

    /// Creates an image view with `frame`, an optional image path and a content mode
    /// (`.scaleToFill` by default, as in UIKit).
    public init(frame: Rect = .zero, image: String? = nil, contentMode: ContentMode = .scaleToFill) {
        self.image = image
        self.contentMode = contentMode
        super.init(frame: frame)
    }

    /// An image view's baselines are its bottom edge (its image's baseline offset, 0): a view
    /// aligned to its first baseline stands on it, as Xcode lays such rows out.
    open override var baselineOffsetFromBottom: Double? { 0 }

    /// A plain image file is the layer's image; a symbol or a tinted template image is drawn
    /// as content (a matched element then stretches it with its frame, tinted).
    override var layerImage: (name: String, mode: ContentMode)? {
        guard systemImageName == nil, !rendersAsTemplate else { return nil }
        return image.map { ($0, contentMode) }
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        if let symbol = systemImageName {
            SystemSymbol.draw(symbol, in: Rect(size: bounds.size), color: tintColor, into: &list,
                              transform: m, opacity: opacity, clip: clip)
            return
        }
        guard let image else { return }
        // Drawn at the presentation size, so a bounds animation (a zoom) grows the image.
        let size = presentation.bounds.size
        var c = clip
        if contentMode == .aspectFill {
            // Aspect-fill overflows the view; keep it inside like a clipped UIImageView.
            let corners = [Point(0, 0), Point(size.width, size.height)].map { m.project($0) }
            let r = Rect(min(corners[0].x, corners[1].x), min(corners[0].y, corners[1].y),
                         abs(corners[1].x - corners[0].x), abs(corners[1].y - corners[0].y))
            c = clip.map { $0.intersection(r) } ?? r
        }
        list.append(Quad(content: .image(image), size: size, transform: m, opacity: opacity,
                         clip: c, cornerRadius: cornerRadius, contentMode: contentMode,
                         tint: rendersAsTemplate ? tintColor : .clear))
    }
}
