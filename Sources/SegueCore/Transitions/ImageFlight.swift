import Foundation

/// What an image flight flies: the image, where it starts (the thumbnail's rect in the
/// container) and where it lands.
public struct ImageFlightInput: Hashable, Sendable {
    /// The image that flies (usually the full-size photo).
    public var image: QuadContent
    /// The image's natural size, for the aspect-fit landing rect and the thumbnail's crop.
    public var imageSize: Size
    /// The thumbnail's rect in container points, at the moment the flight starts (or, for an
    /// unwind, where the thumbnail is now).
    public var sourceRect: Rect
    /// How the thumbnail shows the image (aspect-fill crops it); the flying image starts with
    /// the same crop and opens up to the whole image.
    public var sourceContentMode: ContentMode
    /// Where it lands; nil: aspect-fit in the whole container, as a full-screen photo view shows it.
    public var destinationRect: Rect?
    /// Drawn over the thumbnail's rect in the source while the image is away (the background
    /// behind the thumbnail), so that the thumbnail looks hidden; nil when the source texture
    /// was captured with the thumbnail already hidden.
    public var thumbnailCover: QuadContent?
    /// The thumbnail's corner radius: the flying image starts with it and loses it as it
    /// reaches the landing rect.
    public var cornerRadius: Double

    /// A flight of `image` (natural size `imageSize`) from the thumbnail at `sourceRect` (container
    /// points), shown with `sourceContentMode`, to `destinationRect` (nil: aspect-fit in the
    /// container), with the optional `thumbnailCover` and starting `cornerRadius` described on
    /// their properties.
    public init(image: QuadContent, imageSize: Size, sourceRect: Rect, sourceContentMode: ContentMode = .aspectFill,
                destinationRect: Rect? = nil, thumbnailCover: QuadContent? = nil, cornerRadius: Double = 0) {
        self.image = image; self.imageSize = imageSize; self.sourceRect = sourceRect
        self.sourceContentMode = sourceContentMode; self.destinationRect = destinationRect
        self.thumbnailCover = thumbnailCover; self.cornerRadius = cornerRadius
    }

    /// The landing rect in a container of `size`.
    public func landingRect(in size: Size) -> Rect {
        destinationRect ?? ContentMode.aspectFit.rect(forContent: imageSize, in: Rect(size: size))
    }

    /// The part of the image (unit texture coordinates) the thumbnail shows.
    public var sourceContentsRect: Rect {
        guard sourceContentMode == .aspectFill, sourceRect.width > 0, sourceRect.height > 0,
              let part = ContentMode.aspectFill.visiblePart(ofContent: imageSize, in: Rect(size: sourceRect.size))
        else { return Rect(0, 0, 1, 1) }
        return part.contentsRect
    }

    /// The flight as one matched element in a container of `size`: the image, cropped as the
    /// thumbnail shows it and with its corner radius, morphing to the whole image, square, at
    /// the landing rect.
    public func pair(in size: Size) -> MatchedPair {
        MatchedPair(id: "image",
                    source: ElementState(frame: sourceRect, cornerRadius: cornerRadius,
                                         image: ElementImage(content: image, contentsRect: sourceContentsRect)),
                    destination: ElementState(frame: landingRect(in: size), image: ElementImage(content: image)))
    }
}

/// The image segue's transition (`ImageFlightSegue`): an image flies from a thumbnail's rect
/// to its full-screen, aspect-fit rect above everything, while the destination fades in
/// beneath. The flying image is one matched element (`ImageFlightInput.pair(in:)`), drawn as
/// views with equal `transitionID`s are. The thumbnail is
/// hidden while the image is away (`thumbnailCover`); at the end the destination, which shows
/// the same image at the same rect, takes over. Played backwards (`ReversedTransition`, with
/// the rect where the thumbnail is now) it is the unwind: the image flies back into the grid.
///
/// Without `TransitionInput.flight` it flies the destination's texture from a rect a quarter of
/// the container's size in its centre, so the transition can still be previewed.
public struct ImageFlight: DescribedTransition {
    /// `imageFlight`: 0.4 s, ease-in-out; Reduce Motion replaces it.
    public static let description = TransitionDescription(
        name: "imageFlight", summary: "an image flies from a thumbnail to full screen while the destination fades in",
        duration: 0.4, curve: .easeInEaseOut, reduceMotion: .replaced) { a in
        ImageFlight(duration: try a.duration(), curve: try a.curve())
    }

    public var duration: Double
    public var curve: TimingCurve

    /// An image flight lasting `duration` seconds along `curve` (the description's defaults).
    public init(duration: Double = description.duration, curve: TimingCurve = description.curve) {
        self.duration = duration; self.curve = curve
    }

    /// The flight used when the input has none.
    public static func defaultFlight(_ input: TransitionInput) -> ImageFlightInput {
        let s = input.size
        return ImageFlightInput(image: input.to, imageSize: s,
                                sourceRect: Rect(s.width * 3 / 8, s.height * 3 / 8, s.width / 4, s.height / 4),
                                sourceContentMode: .scaleToFill, destinationRect: Rect(size: s))
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        let flight = input.flight ?? Self.defaultFlight(input)
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let source = fullQuad(input.from, size: input.size)
        if p <= 0 {
            // With a cover the source texture still shows the thumbnail: it alone is the source.
            // Without, the thumbnail was hidden in the texture: put the image back in its place.
            if flight.thumbnailCover != nil || input.flight == nil { return [.quad(source)] }
            return [.quad(source)] + flyingImage(flight, progress: 0, size: input.size)
        }
        var items: [DrawItem] = [.quad(source)]
        if let cover = flight.thumbnailCover {
            var q = Quad(content: cover, frame: flight.sourceRect, zIndex: 0.5)
            q.cornerRadius = flight.cornerRadius
            items.append(.quad(q))
        }
        items.append(.quad(fullQuad(input.to, size: input.size, opacity: TransitionGeometry.clamp01(p), zIndex: 1)))
        items += flyingImage(flight, progress: p, size: input.size)
        return items
    }

    /// The flying image at progress p, above everything else.
    public func flyingImage(_ flight: ImageFlightInput, progress p: Double, size: Size) -> [DrawItem] {
        flight.pair(in: size).items(progress: p).map { item in
            guard case .quad(var q) = item else { return item }
            q.zIndex = 2
            return .quad(q)
        }
    }
}
