import Foundation

/// A navigation controller's push: the destination slides in from the right edge while the
/// source moves left by a third of the width and dims under a black overlay. A pop is the same
/// transition played backwards with the two swapped (see `ReversedTransition`).
public struct Push: DescribedTransition {
    /// `push`: 0.35 s, ease-in-out, from the right (a navigation controller's push).
    public static let description = TransitionDescription(
        name: "push", summary: "navigation push: the destination slides in, the source moves a third and dims",
        duration: 0.35, curve: .easeInEaseOut, parameters: [
            TransitionParameter("from", .choice(["right", "left"]), default: "right", "the edge the destination comes from")
                .answering(to: ["direction"]),
            TransitionParameter("dim", .number, default: "0.2", range: 0...1, "black overlay on the source at the end, 0…1"),
            TransitionParameter("parallax", .number, default: "0.3333333333333333", range: 0...1, "how far the source moves, as a fraction of the width"),
        ]) { a in
        let unit: @Sendable (Double) -> Bool = { (0...1).contains($0) }
        return Push(from: Edge(rawValue: try a.choice("from")) ?? .right, duration: try a.duration(), curve: try a.curve(),
                    dim: try a.number("dim", where: unit, "between 0 and 1"),
                    parallax: try a.number("parallax", where: unit, "between 0 and 1"))
    }

    /// The edge the destination comes in from: `right` as UINavigationController pushes, `left`
    /// for right-to-left layouts.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// From the right edge (a push in a left-to-right layout), or from the left.
        case right, left
    }

    public var duration: Double
    public var curve: TimingCurve
    /// The edge the destination comes in from (left for right-to-left layouts).
    public var edge: Edge
    /// The overlay on the source at the end.
    public var dim: Double
    /// How far the source moves, as a fraction of the width.
    public var parallax: Double

    /// A push from `edge` (right) over `duration` seconds (0.35) along `curve` (ease-in-out); the
    /// source ends under a black overlay of `dim` (0…1, 0.2), moved by `parallax` of the width (a third).
    public init(from edge: Edge = .right, duration: Double = 0.35, curve: TimingCurve = .easeInEaseOut,
                dim: Double = 0.2, parallax: Double = 1.0 / 3.0) {
        self.edge = edge; self.duration = duration; self.curve = curve; self.dim = dim; self.parallax = parallax
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let w = input.size.width
        let s: Double = edge == .right ? 1 : -1
        var source = Quad(content: input.from, size: input.size, transform: .translation(-s * parallax * w * p, 0))
        source.dim = dim * TransitionGeometry.clamp01(p)
        let destination = Quad(content: input.to, size: input.size,
                               transform: .translation(s * w * (1 - p), 0), zIndex: 1)
        return [.quad(source), .quad(destination)]
    }
}
