import Foundation

/// How one view looks at one end of a transition, in the transition's space (0…size, y down):
/// what a matched element morphs from or to, or what a modified view animates from.
public struct ElementState: Hashable, Sendable {
    /// The view's untransformed frame.
    public var frame: Rect
    /// The view's own transform, about the frame's centre.
    public var transform: Transform3D
    /// The corner radius of its background.
    public var cornerRadius: Double
    /// Its background colour (nil: none).
    public var backgroundColor: Color?
    /// Its alpha.
    public var alpha: Double
    /// What the view draws above its background (its content and subviews), in its own
    /// coordinates (0…`contentSize`): stretched with the frame as it morphs.
    public var content: [DrawItem]
    /// The size `content` was drawn at (the view's bounds size).
    public var contentSize: Size
    /// The image its layer shows (an image view's image), drawn above the background and
    /// below `content`: morphed with the frame (its place and crop interpolated), never stretched.
    public var image: ElementImage?

    /// A state with these values; `contentSize` defaults to the frame's size.
    public init(frame: Rect, transform: Transform3D = .identity, cornerRadius: Double = 0, backgroundColor: Color? = nil,
                alpha: Double = 1, content: [DrawItem] = [], contentSize: Size? = nil, image: ElementImage? = nil) {
        self.frame = frame; self.transform = transform; self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor; self.alpha = alpha; self.content = content
        self.contentSize = contentSize ?? frame.size
        self.image = image
    }

    /// The state between `a` (t = 0) and `b` (t = 1), the frame's centre moved by `center`
    /// when given (an arc); the content is left to the caller.
    static func between(_ a: ElementState, _ b: ElementState, _ t: Double, center: Point? = nil) -> ElementState {
        var frame = Rect.lerp(a.frame, b.frame, t)
        if let c = center { frame = Rect(c.x - frame.width / 2, c.y - frame.height / 2, frame.width, frame.height) }
        return ElementState(frame: frame, transform: Transform3D.lerp(a.transform, b.transform, t),
                            cornerRadius: lerp(a.cornerRadius, b.cornerRadius, t),
                            backgroundColor: Color.lerp(a.backgroundColor, b.backgroundColor, t),
                            alpha: lerp(a.alpha, b.alpha, t), content: [], contentSize: frame.size,
                            image: ElementImage.between(a.image, in: a.frame.size, b.image, in: b.frame.size, t, size: frame.size))
    }

    /// The matrix placing a quad of the frame's size: the transform about the frame's centre.
    var placement: Transform3D {
        let c = frame.center
        return Transform3D.translation(-frame.width / 2, -frame.height / 2)
            .concatenating(transform).concatenating(.translation(c.x, c.y))
    }
}

/// The image an element's layer shows: where in the element it shows and which part of it,
/// so that an aspect-fill thumbnail opening into an aspect-fit photo morphs its crop instead
/// of stretching (seed 004's image flight is one such element).
public struct ElementImage: Hashable, Sendable {
    /// The image.
    public var content: QuadContent
    /// Where it shows, in fractions of the element's frame ((0, 0, 1, 1): all of it).
    public var placement: Rect
    /// The part of the image shown, in unit coordinates, like `CALayer.contentsRect`.
    public var contentsRect: Rect

    /// `content` shown at `placement` (fractions of the element's frame), cropped to `contentsRect`.
    public init(content: QuadContent, placement: Rect = Rect(0, 0, 1, 1), contentsRect: Rect = Rect(0, 0, 1, 1)) {
        self.content = content; self.placement = placement; self.contentsRect = contentsRect
    }

    /// An image of natural size `naturalSize` as a view of `size` shows it with `mode`; nil
    /// when none of it shows.
    public init?(content: QuadContent, naturalSize: Size, mode: ContentMode, in size: Size) {
        guard size.width > 0, size.height > 0,
              let part = mode.visiblePart(ofContent: naturalSize, in: Rect(size: size)) else { return nil }
        self.init(content: content,
                  placement: Rect(part.frame.minX / size.width, part.frame.minY / size.height,
                                  part.frame.width / size.width, part.frame.height / size.height),
                  contentsRect: part.contentsRect)
    }

    /// The image between `a`, in an element of size `sa` (t = 0), and `b`, in one of size `sb`
    /// (t = 1), for an element of `size`: one image moves its rect (in points, so that it
    /// travels straight when the element does) and opens its crop; two different images
    /// switch at halfway, as the elements' contents do.
    static func between(_ a: ElementImage?, in sa: Size, _ b: ElementImage?, in sb: Size, _ t: Double, size: Size) -> ElementImage? {
        guard let a, let b, a.content == b.content else { return t < 0.5 ? a : b }
        let r = Rect.lerp(a.rect(in: sa), b.rect(in: sb), t)
        let w = size.width > 0 ? size.width : 1, h = size.height > 0 ? size.height : 1
        return ElementImage(content: a.content, placement: Rect(r.minX / w, r.minY / h, r.width / w, r.height / h),
                            contentsRect: Rect.lerp(a.contentsRect, b.contentsRect, t))
    }

    /// Where the image shows in an element of `size`, in the element's points.
    func rect(in size: Size) -> Rect {
        Rect(size.width * placement.minX, size.height * placement.minY, size.width * placement.width, size.height * placement.height)
    }

    /// The image's quad in an element of `size` placed by `m`.
    func quad(in size: Size, by m: Transform3D, opacity: Double, cornerRadius: Double) -> Quad {
        let r = rect(in: size)
        return Quad(content: content, size: r.size, transform: Transform3D.translation(r.minX, r.minY).concatenating(m),
                    opacity: opacity, cornerRadius: cornerRadius, contentsRect: contentsRect)
    }
}

/// A view present on both screens (equal `transitionID`), drawn as one element morphing from
/// its look on the source screen to its look on the destination.
public struct MatchedPair: Hashable, Sendable {
    /// The shared `transitionID`.
    public var id: String
    /// The view on the source screen (at progress 0).
    public var source: ElementState
    /// The view on the destination screen (at progress 1).
    public var destination: ElementState
    /// The arc's intensity when the element travels along an arc (`arc` on either view).
    public var arc: Double?
    /// Its drawing order among the transition's elements (`zPosition`).
    public var zPosition: Double
    /// The part of the transition the element moves in (`delay`, `duration`), 0…1 of it.
    public var span: ClosedRange<Double>
    /// The element's own curve (`curve`, `spring`), followed over the transition's time; nil:
    /// it moves with the transition's own progress.
    public var curve: TimingCurve?
    /// Whether its content keeps the size it was drawn at, centred in the morphing frame, as a
    /// live view whose bounds animate (`useNoSnapshot`); false: stretched with the frame, as a
    /// snapshot is.
    public var keepsContentSize: Bool

    /// A pair `id` from `source` to `destination`, with an optional arc, z position, span and
    /// curve; `keepsContentSize` as the property says.
    public init(id: String, source: ElementState, destination: ElementState, arc: Double? = nil,
                zPosition: Double = 0, span: ClosedRange<Double> = 0...1, curve: TimingCurve? = nil,
                keepsContentSize: Bool = false) {
        self.id = id; self.source = source; self.destination = destination; self.arc = arc
        self.zPosition = zPosition; self.span = span; self.curve = curve; self.keepsContentSize = keepsContentSize
    }

    /// The element's centre at `t`: a straight line, or Hero's arc, a quadratic curve whose
    /// control point moves from the midpoint (intensity 0) to the corner of the right angle
    /// the path would turn (intensity 1). A path that is nearly horizontal or vertical stays
    /// straight, as Hero's does.
    public func center(at t: Double) -> Point {
        let a = source.frame.center, b = destination.frame.center
        guard let intensity = arc, abs(a.x - b.x) >= 1, abs(a.y - b.y) >= 1 else {
            return Point(lerp(a.x, b.x, t), lerp(a.y, b.y, t))
        }
        let corner = a.y > b.y ? Point(b.x, a.y) : Point(a.x, b.y)
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        let c = Point(mid.x + (corner.x - mid.x) * intensity, mid.y + (corner.y - mid.y) * intensity)
        let u = 1 - t
        return Point(u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    }

    /// The element at the transition's visual progress `p`: its background morphing (frame,
    /// corner radius, colour, alpha, transform), its layer's image morphing with it, and, above it, the source's content until
    /// halfway and the destination's after. With a background the contents fade out and in
    /// within it; without one the content switches at halfway (so the element never shows
    /// twice, and never vanishes).
    /// `time` is the transition's linear time fraction (0…1, the same direction as `p`), which
    /// an element with a curve of its own follows; nil: `p`.
    public func items(progress p: Double, time: Double? = nil) -> [DrawItem] {
        let t = MatchedPair.local(p, time: time, span, curve)
        let s = ElementState.between(source, destination, t, center: center(at: t))
        let m = s.placement
        var out: [DrawItem] = []
        let hasBackground = (s.backgroundColor?.alpha ?? 0) > 0 || s.image != nil
        if let bg = s.backgroundColor, bg.alpha > 0 {
            out.append(.quad(Quad(content: .color(bg), size: s.frame.size, transform: m, opacity: s.alpha,
                                  cornerRadius: s.cornerRadius)))
        }
        if let image = s.image, s.alpha > 0 {
            out.append(.quad(image.quad(in: s.frame.size, by: m, opacity: s.alpha, cornerRadius: s.cornerRadius)))
        }
        let showsSource = t < 0.5
        let side = showsSource ? source : destination
        let fade = hasBackground ? (showsSource ? 1 - 2 * t : 2 * t - 1) : 1
        out += MatchedPair.place(side.content, drawnAt: side.contentSize, in: s.frame.size, by: m, opacity: s.alpha * fade,
                                 stretched: !keepsContentSize)
        return out
    }

    /// Progress within `span` for the transition's progress `p`, 0…1; with a `curve` of the
    /// element's own, that curve at the element's share of the transition's `time`.
    static func local(_ p: Double, time: Double? = nil, _ span: ClosedRange<Double>, _ curve: TimingCurve? = nil) -> Double {
        let x = curve == nil ? p : (time ?? p)
        let w = span.upperBound - span.lowerBound
        let u = w > 0 ? TransitionGeometry.clamp01((x - span.lowerBound) / w) : (x >= span.upperBound ? 1 : 0)
        return curve.map { $0.value(at: u) } ?? u
    }

    /// `items` drawn at `size`, stretched to `target` (or, not `stretched`, centred in it at
    /// their size) and placed by `m`, their opacity scaled.
    static func place(_ items: [DrawItem], drawnAt size: Size, in target: Size, by m: Transform3D, opacity: Double,
                      stretched: Bool = true) -> [DrawItem] {
        guard opacity > 0, size.width > 0, size.height > 0 else { return [] }
        let stretch = (stretched ? Transform3D.scale(target.width / size.width, target.height / size.height)
                                 : .translation((target.width - size.width) / 2, (target.height - size.height) / 2)).concatenating(m)
        return items.map { item in
            switch item {
            case .quad(var q):
                q.transform = q.transform.concatenating(stretch)
                q.opacity *= opacity
                q.clip = q.clip.map { stretch.boundingBox(of: $0) }
                return .quad(q)
            case .shader(var pass):
                pass.frame = stretch.boundingBox(of: pass.frame)
                pass.clip = pass.clip.map { stretch.boundingBox(of: $0) }
                return .shader(pass)
            }
        }
    }
}

/// A view on one screen only, with modifiers (`fade`, `scale`, `translate` …): it animates
/// from where it is to the modifiers' state as its screen leaves, or from that state to where
/// it is as its screen arrives.
public struct ModifiedElement: Hashable, Sendable {
    /// The view's `transitionID`, if it has one (for traces and tests).
    public var id: String?
    /// The view at rest on its screen, its whole look (background included) in `content`.
    public var rest: ElementState
    /// The view as its modifiers make it (the other end of its animation).
    public var modified: ElementState
    /// Whether the view is on the destination screen (it arrives from `modified`) rather than
    /// the source (it leaves towards `modified`).
    public var isAppearing: Bool
    /// Its drawing order among the transition's elements.
    public var zPosition: Double
    /// The part of the transition it moves in, 0…1 of it.
    public var span: ClosedRange<Double>
    /// Its own curve over the transition's time (nil: the transition's progress).
    public var curve: TimingCurve?
    /// Whether its look keeps its size when its frame changes (`useNoSnapshot`), as for
    /// `MatchedPair.keepsContentSize`.
    public var keepsContentSize: Bool

    /// A modified view; see the properties.
    public init(id: String? = nil, rest: ElementState, modified: ElementState, isAppearing: Bool,
                zPosition: Double = 0, span: ClosedRange<Double> = 0...1, curve: TimingCurve? = nil,
                keepsContentSize: Bool = false) {
        self.id = id; self.rest = rest; self.modified = modified; self.isAppearing = isAppearing
        self.zPosition = zPosition; self.span = span; self.curve = curve; self.keepsContentSize = keepsContentSize
    }

    /// The state `modifiers` make of a view at `rest` (in a transition that is `presenting` or
    /// not); `sourceFrame` is the frame of the `source(id)` view on the other screen, and
    /// `superviewOffset` maps the superview's coordinates (where `position` is) to the transition's.
    public static func modified(_ rest: ElementState, by target: TransitionTargetState, superviewOffset: Point = Point(0, 0),
                                sourceFrame: Rect? = nil) -> ElementState {
        var s = rest
        if let f = sourceFrame { s.frame = f }
        if let size = target.size {
            let c = s.frame.center
            s.frame = Rect(c.x - size.width / 2, c.y - size.height / 2, size.width, size.height)
        }
        if let p = target.position {
            // The position is in the superview's coordinates; the offset maps them here.
            let c = Point(p.x + superviewOffset.x, p.y + superviewOffset.y)
            s.frame = Rect(c.x - s.frame.width / 2, c.y - s.frame.height / 2, s.frame.width, s.frame.height)
        }
        if let t = target.transform { s.transform = t.concatenating(rest.transform) }
        if let a = target.opacity { s.alpha = a }
        return s
    }

    /// The view at the transition's visual progress `p`: its whole look (a snapshot of it)
    /// between its rest state and its modified state.
    /// `time` as for `MatchedPair.items(progress:time:)`.
    public func items(progress p: Double, time: Double? = nil) -> [DrawItem] {
        let local = MatchedPair.local(p, time: time, span, curve)
        let t = isAppearing ? 1 - local : local
        let s = ElementState.between(rest, modified, t)
        return MatchedPair.place(rest.content, drawnAt: rest.contentSize, in: s.frame.size, by: s.placement, opacity: s.alpha,
                                 stretched: !keepsContentSize)
    }
}

/// Everything a transition draws above the screens' own transition: the matched pairs and
/// the modified views, a pure function of the transition's visual progress (0: the source,
/// 1: the destination). Played backwards (an unwind, a dismissal) the same value runs from 1
/// to 0, so every element flies back along its path.
public struct MatchedElements: Hashable, Sendable {
    /// The views on both screens, by `transitionID`.
    public var pairs: [MatchedPair]
    /// The unmatched views with modifiers.
    public var modified: [ModifiedElement]

    /// The elements of one transition.
    public init(pairs: [MatchedPair] = [], modified: [ModifiedElement] = []) {
        self.pairs = pairs; self.modified = modified
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { pairs.isEmpty && modified.isEmpty }

    /// The ids of the matched pairs, in order (the trace's `matched`).
    public var matchedIDs: [String] { pairs.map(\.id) }

    /// Every element's items at visual progress `p`, in drawing order: by `zPosition`, then
    /// modified views before matched pairs, then as listed.
    /// `time` is the transition's linear time fraction, for elements with curves of their own.
    public func items(progress p: Double, time: Double? = nil) -> [DrawItem] {
        var groups: [(z: Double, order: Int, items: [DrawItem])] = []
        for (i, m) in modified.enumerated() { groups.append((m.zPosition, i, m.items(progress: p, time: time))) }
        for (i, pair) in pairs.enumerated() { groups.append((pair.zPosition, modified.count + i, pair.items(progress: p, time: time))) }
        groups.sort { $0.z != $1.z ? $0.z < $1.z : $0.order < $1.order }
        return groups.flatMap(\.items)
    }
}

extension Transform3D {
    /// Each entry between `a` (t = 0) and `b` (t = 1): exact at both ends, and a fair path
    /// between transforms that differ by a scale, a translation or a small turn.
    static func lerp(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        if a == b { return a }
        let ra = a.rows, rb = b.rows
        return Transform3D(rows: zip(ra, rb).map { zip($0, $1).map { SegueCore.lerp($0, $1, t) } })
    }
}

extension Color {
    /// The colour between `a` (t = 0) and `b` (t = 1), component by component; a missing
    /// colour is the other one made transparent, so a background fades in or out.
    static func lerp(_ a: Color?, _ b: Color?, _ t: Double) -> Color? {
        guard a != nil || b != nil else { return nil }
        let x = a ?? Color(red: b!.red, green: b!.green, blue: b!.blue, alpha: 0)
        let y = b ?? Color(red: x.red, green: x.green, blue: x.blue, alpha: 0)
        if t <= 0 { return a ?? x }
        if t >= 1 { return b ?? y }
        return Color(red: SegueCore.lerp(x.red, y.red, t), green: SegueCore.lerp(x.green, y.green, t),
                     blue: SegueCore.lerp(x.blue, y.blue, t), alpha: SegueCore.lerp(x.alpha, y.alpha, t))
    }
}
