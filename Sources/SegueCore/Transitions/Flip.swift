import Foundation

/// UIKit's flip transitions (transitionFlipFromLeft/Right/Top/Bottom): the container turns
/// 180° about its vertical (left, right) or horizontal (top, bottom) centre axis with
/// perspective; the source is the front, the destination the back, shown the right way round.
/// "From left" brings the left edge towards the viewer, as UIKit does.
public struct Flip: DescribedTransition {
    /// `flip`: 0.5 s, ease-in-out, from the left edge; Reduce Motion replaces it.
    public static let description = TransitionDescription(
        name: "flip", summary: "the container turns 180° about its centre axis; the back is the destination",
        duration: 0.5, curve: .easeInEaseOut, reduceMotion: .replaced, parameters: [
            TransitionParameter("from", .choice(Edge.allCases.map(\.rawValue)), default: "left",
                                "the edge that comes towards the viewer").answering(to: ["direction"]),
            TransitionParameter("eyeDistance", .number, default: "2000", range: 1...1_000_000, "perspective: m34 = -1/eyeDistance"),
        ]) { a in
        Flip(from: Edge(rawValue: try a.choice("from")) ?? .left, duration: try a.duration(), curve: try a.curve(),
             eyeDistance: try a.number("eyeDistance", where: { $0 > 0 }, "positive"))
    }

    /// The edge that comes towards the viewer as the container turns: `left` and `right` turn
    /// about the vertical axis, `top` and `bottom` about the horizontal one (as
    /// `transitionFlipFromLeft` … `transitionFlipFromBottom`).
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// The edge the turn starts from (its counterpart is `transitionFlipFrom…`).
        case left, right, top, bottom
    }

    public var duration: Double
    public var curve: TimingCurve
    /// The edge that comes towards the viewer.
    public var edge: Edge
    /// Distance of the eye from the screen plane (m34 = −1/eyeDistance).
    public var eyeDistance: Double

    /// A flip from `edge` (left) over `duration` seconds along `curve` (the description's defaults), seen
    /// from `eyeDistance` points (2000) in front of the screen (m34 = −1/eyeDistance).
    public init(from edge: Edge = .left, duration: Double = description.duration, curve: TimingCurve = description.curve,
                eyeDistance: Double = 2000) {
        self.edge = edge; self.duration = duration; self.curve = curve; self.eyeDistance = eyeDistance
    }

    /// The rotation of the container at progress p as (angle, axis).
    private func rotation(_ p: Double) -> (Double, Double, Double, Double) {
        // With Core Animation's rotation, +θ about y brings the left edge (x < 0) forward, and
        // +θ about x takes the top edge (y < 0, y down) away.
        switch edge {
        case .left: return (Double.pi * p, 0, 1, 0)
        case .right: return (-Double.pi * p, 0, 1, 0)
        case .top: return (-Double.pi * p, 1, 0, 0)
        case .bottom: return (Double.pi * p, 1, 0, 0)
        }
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let size = input.size
        let centre = Point(size.width / 2, size.height / 2)
        let perspective = TransitionGeometry.perspective(size: size, eyeDistance: eyeDistance)
        let (angle, x, y, z) = rotation(p)
        let front = Quad(content: input.from, size: size,
                         transform: TransitionGeometry.about(centre, .rotation(angle, x, y, z)).concatenating(perspective))
        // The back face is the destination turned half a turn further back, so that it reads
        // correctly (not mirrored) once it faces the viewer.
        let backAngle = angle - (angle >= 0 ? Double.pi : -Double.pi)
        let back = Quad(content: input.to, size: size,
                        transform: TransitionGeometry.about(centre, .rotation(backAngle, x, y, z)).concatenating(perspective))
        return [front, back].filter(TransitionGeometry.isFrontFacing).map { .quad($0) }
    }
}
