import Foundation

/// The explode segue's transition (`ExplodeSegue`): the source scales up about its centre
/// (×2 by default) while fading to transparent, revealing the destination beneath; ease-out over 0.75 s. The source view
/// itself is never touched (the transition draws its texture), so it is intact for an unwind.
public struct Explode: DescribedTransition {
    /// `explode`: 0.75 s, ease-out, the source grown ×2 (`scale`); Reduce Motion replaces it.
    public static let description = TransitionDescription(
        name: "explode", summary: "the source grows about its centre while fading out, over the destination",
        duration: 0.75, curve: .easeOut, reduceMotion: .replaced, parameters: [
            TransitionParameter("scale", .number, default: "2", range: 0.01...100, "the source's scale at the end"),
        ]) { a in
        Explode(scale: try a.number("scale", where: { $0 > 0 }, "positive"), duration: try a.duration(), curve: try a.curve())
    }

    public var duration: Double
    public var curve: TimingCurve
    /// The source's scale at the end.
    public var scale: Double

    /// An explode that scales the source to `scale` (2) about its centre while it fades out, over
    /// `duration` seconds along `curve` (the description's defaults: 0.75 s, ease-out).
    public init(scale: Double = 2, duration: Double = description.duration, curve: TimingCurve = description.curve) {
        self.scale = scale; self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let s = lerp(1, scale, p)
        let centre = Point(input.size.width / 2, input.size.height / 2)
        let source = Quad(content: input.from, size: input.size,
                          transform: TransitionGeometry.about(centre, .scale(s, s)),
                          opacity: 1 - TransitionGeometry.clamp01(p), zIndex: 1)
        return [.quad(fullQuad(input.to, size: input.size)), .quad(source)]
    }
}
