import Foundation

/// The rotating cube of a container of N children (`RotatingSegue`): source and
/// destination are neighbouring faces of an N-sided prism that turns about the vertical axis
/// through its own centre, seen with Core Animation's perspective m34 = −1/1000 (an eye 1000 pt
/// in front of the screen plane, facing the container's centre). Forward turns the source
/// towards the left (the destination comes from the right), backward the other way. Both
/// faces carry a black overlay (40% by default) while the prism turns, which sells the depth.
///
/// The front face lies in the screen plane; the prism's centre is the apothem
/// a = (W / 2) / tan(π / N) behind it (W / 2 for a cube). The prism is rigid: on a turn of
/// several faces, the faces passed on the way (`TransitionInput.between`, else a plain grey
/// face) are drawn as well. Faces turned away from the eye are culled, and nearer faces are
/// drawn last. However wide the container, the eye stays outside the prism: when the prism's
/// nearest edge would come within `eyeClearance` of it, the eye moves back (see
/// `effectiveEyeDistance(width:)`).
public struct Cube: DescribedTransition {
    /// `cube`: 0.5 s, linear, four faces turning forward; Reduce Motion replaces it.
    public static let description = TransitionDescription(
        name: "cube", summary: "the views are faces of an N-sided prism turning about its vertical axis",
        duration: 0.5, curve: .linear, reduceMotion: .replaced, parameters: [
            TransitionParameter("direction", .choice(["forward", "backward"]), default: "forward",
                                "forward turns towards the left, backward towards the right")
                .answering(to: [], choices: ["left": "forward", "right": "backward"]),
            TransitionParameter("faces", .integer, default: "4", range: 3...100, "sides of the prism, 3 to 100"),
            TransitionParameter("dim", .number, default: "0.4", range: 0...1, "black overlay on both faces while turning, 0…1"),
            TransitionParameter("eyeDistance", .number, default: "1000", range: 1...1_000_000, "perspective: m34 = -1/eyeDistance"),
            TransitionParameter("steps", .integer, default: "1", range: 1...99, "how many faces round the destination is, 1…faces-1"),
        ]) { a in
        let faces = try a.integer("faces")
        let steps = try a.integer("steps")
        guard faces >= 3 else {
            throw TransitionError(kind: .invalidValue, transition: a.transition, parameter: "faces", value: String(faces),
                                  message: "\(a.transition): parameter 'faces' must be 3 or more, got \(faces)")
        }
        guard (1..<faces).contains(steps) else {
            throw TransitionError(kind: .invalidValue, transition: a.transition, parameter: "steps", value: String(steps),
                                  message: "\(a.transition): parameter 'steps' must be from 1 to \(faces - 1), got \(steps)")
        }
        return Cube(direction: Direction(rawValue: try a.choice("direction")) ?? .forward, faces: faces,
                    duration: try a.duration(), curve: try a.curve(),
                    dim: try a.number("dim", where: { (0...1).contains($0) }, "between 0 and 1"),
                    eyeDistance: try a.number("eyeDistance", where: { $0 > 0 }, "positive"), steps: steps)
    }

    /// Which way the prism turns.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Turn towards the left: the destination is the face on the right.
        case forward
        /// Turn towards the right: the destination is the face on the left.
        case backward
    }

    public var duration: Double
    public var curve: TimingCurve
    /// Which way the prism turns: forward brings the destination in from the right.
    public var direction: Direction
    /// Number of sides of the prism (3 or more; 4 is a cube).
    public var faces: Int
    /// The opacity of the black overlay on both faces while turning, 0…1 (0.4 by default).
    public var dim: Double
    /// Distance of the eye from the screen plane in points (m34 = −1/eyeDistance).
    public var eyeDistance: Double
    /// How many faces round the destination is (1: the neighbour); the prism turns by
    /// steps × 360°/N, as when a page control's dot jumps past a face.
    public var steps: Int

    /// A prism of `faces` sides (4: a cube; fewer than 3 becomes 3) turning `steps` faces (clamped
    /// to 1…faces − 1) in `direction`, over `duration` seconds along `curve` (the description's: 0.5 s, linear), with
    /// both faces dimmed by `dim` (0…1, 0.4) and the eye `eyeDistance` points (1000) in front of
    /// the screen.
    public init(direction: Direction = .forward, faces: Int = 4, duration: Double = description.duration,
                curve: TimingCurve = description.curve, dim: Double = 0.4, eyeDistance: Double = 1000, steps: Int = 1) {
        self.direction = direction; self.faces = max(faces, 3); self.duration = duration
        self.curve = curve; self.dim = dim; self.eyeDistance = eyeDistance
        self.steps = min(max(steps, 1), self.faces - 1)
    }

    /// What a face passed on the way shows when the input has no picture for it (a render of
    /// two images): a neutral grey.
    public static let unknownFaceColor = Color(red: 0.55, green: 0.57, blue: 0.6, alpha: 1)

    /// The angle between neighbouring faces' normals.
    public var faceAngle: Double { 2 * Double.pi / Double(faces) }

    /// The distance from the prism's axis to a face of width `width`.
    public func apothem(width: Double) -> Double { width / 2 / tan(Double.pi / Double(faces)) }

    /// The distance from the prism's axis to its edges (the circumradius).
    public func circumradius(width: Double) -> Double { width / 2 / sin(Double.pi / Double(faces)) }

    /// How many times the prism's largest reach in front of the screen plane the eye keeps away
    /// from it at least; with m34 = −1/1000 this only matters for containers wider than about
    /// 1,900 pt (a cube), where a fixed eye would end up inside the turning prism.
    public static let eyeClearance = 2.5

    /// The eye's distance from the screen plane for a container `width` points wide:
    /// `eyeDistance`, or more when an edge of the turning prism would come too near the eye.
    public func effectiveEyeDistance(width: Double) -> Double {
        let reach = circumradius(width: width) - apothem(width: width)
        return max(eyeDistance, Self.eyeClearance * reach)
    }

    /// The transform of a face turned by `angle` radians about the prism's axis (positive turns
    /// its left edge towards the viewer), perspective included. Maps the face's own points
    /// (0…W, 0…H) to the container.
    public func faceTransform(angle: Double, size: Size) -> Transform3D {
        let a = apothem(width: size.width)
        let eyeDistance = effectiveEyeDistance(width: size.width)
        // Face space → prism space (origin on the axis, front face at z = a) → rotate about the
        // vertical axis → container space (axis a points behind the screen plane) → perspective.
        return Transform3D.translation(-size.width / 2, -size.height / 2, a)
            .concatenating(.rotation(angle, 0, 1, 0))
            .concatenating(.translation(size.width / 2, size.height / 2, -a))
            .concatenating(TransitionGeometry.perspective(size: size, eyeDistance: eyeDistance))
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let sign: Double = direction == .forward ? -1 : 1
        let total = faceAngle * Double(steps)
        let turn = sign * total * p
        // Face k of the turn (0: the source, steps: the destination) sits k face angles on.
        var quads: [Quad] = []
        for k in 0...steps {
            let content: QuadContent
            if k == 0 { content = input.from } else if k == steps { content = input.to } else {
                content = k - 1 < input.between.count ? input.between[k - 1] : .color(Self.unknownFaceColor)
            }
            quads.append(Quad(content: content, size: input.size,
                              transform: faceTransform(angle: turn - sign * faceAngle * Double(k), size: input.size),
                              dim: dim))
        }
        // Cull faces turned away, then draw far to near.
        let visible = quads.filter(TransitionGeometry.isFrontFacing)
            .sorted { TransitionGeometry.depth($0) < TransitionGeometry.depth($1) }
        return visible.enumerated().map { i, q in
            var q = q
            q.zIndex = Double(i)
            return .quad(q)
        }
    }
}
