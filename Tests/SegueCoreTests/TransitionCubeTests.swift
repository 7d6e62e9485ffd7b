import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Cube transition")
struct TransitionCubeTests {
    static let size = Size(640, 480)
    static let input = TransitionInput(size: size, from: .color(.red), to: .color(.blue))

    /// An independent model of the seed's cube: a box of width W centred W/2 behind the screen
    /// plane, turned by θ about the vertical axis through its centre, seen by an eye 1000 pt in
    /// front of the container's centre. Returns a face's corners (top left, top right,
    /// bottom right, bottom left) on screen.
    static func expectedCorners(normal n: (x: Double, z: Double), right e: (x: Double, z: Double)) -> [Point] {
        let w = size.width, h = size.height, d = 1000.0
        let centre = (x: w / 2, z: -w / 2)
        let faceCentre = (x: centre.x + n.x * w / 2, z: centre.z + n.z * w / 2)
        func project(_ x: Double, _ y: Double, _ z: Double) -> Point {
            let k = d / (d - z)
            return Point(w / 2 + (x - w / 2) * k, h / 2 + (y - h / 2) * k)
        }
        return [(-1.0, 0.0), (1, 0), (1, h), (-1, h)].map { side, y in
            project(faceCentre.x + side * e.x * w / 2, y, faceCentre.z + side * e.z * w / 2)
        }
    }

    func quads(_ t: Cube, _ p: Double) -> [Quad] {
        t.items(progress: p, input: Self.input).compactMap { if case .quad(let q) = $0 { return q } else { return nil } }
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func projectedCornersMatchATurningCube(p: Double) {
        let items = quads(Cube(direction: .forward), p)
        // Forward: the source's normal turns towards the left by θ = 90°·p, and the destination,
        // the face to its right, turns to face the viewer.
        let theta = Double.pi / 2 * p
        let source = Self.expectedCorners(normal: (-sin(theta), cos(theta)), right: (cos(theta), sin(theta)))
        let destination = Self.expectedCorners(normal: (cos(theta), sin(theta)), right: (sin(theta), -cos(theta)))
        let visibleSource = p < 1, visibleDestination = p > 0
        #expect(items.count == (visibleSource ? 1 : 0) + (visibleDestination ? 1 : 0))
        for q in items {
            let expected = q.content == .color(.red) ? source : destination
            for (a, b) in zip(q.projectedCorners, expected) {
                #expect(a.distance(to: b) < 0.5, "p=\(p) \(q.content): \(a) vs \(b)")
            }
        }
        if visibleSource { #expect(items.contains { $0.content == .color(.red) }) }
        if visibleDestination { #expect(items.contains { $0.content == .color(.blue) }) }
    }

    @Test func backwardTurnsTheOtherWay() {
        let q = quads(Cube(direction: .backward), 0.25)
        let theta = -Double.pi / 2 * 0.25
        let source = Self.expectedCorners(normal: (-sin(theta), cos(theta)), right: (cos(theta), sin(theta)))
        let red = q.first { $0.content == .color(.red) }!
        for (a, b) in zip(red.projectedCorners, source) { #expect(a.distance(to: b) < 0.5) }
        // The source moves right: its left edge is right of the container's left edge.
        #expect(red.projectedCorners[0].x > 1)
    }

    @Test func forwardIsBackwardPlayedBackwards() {
        let swapped = TransitionInput(size: Self.size, from: .color(.blue), to: .color(.red))
        for p in stride(from: 0.05, through: 0.95, by: 0.05) {
            let f = quads(Cube(direction: .forward), p)
            let b = Cube(direction: .backward).items(progress: 1 - p, input: swapped)
                .compactMap { if case .quad(let q) = $0 { return q } else { return nil } }
            #expect(f.count == b.count)
            for q in f {
                guard let other = b.first(where: { $0.content == q.content }) else { Issue.record("missing face"); continue }
                for (x, y) in zip(q.projectedCorners, other.projectedCorners) { #expect(x.distance(to: y) < 1e-6) }
                #expect(q.dim == other.dim)
                // Halfway both faces are equally far: either order is right.
                if abs(p - 0.5) > 1e-9 { #expect(q.zIndex == other.zIndex) }
            }
        }
    }

    @Test func dimsBothFacesOnlyWhileTurning() {
        for p in [0.01, 0.5, 0.99] {
            for q in quads(Cube(), p) { #expect(q.dim == 0.4) }
        }
        #expect(quads(Cube(), 0).map(\.dim) == [0])
        #expect(quads(Cube(), 1).map(\.dim) == [0])
    }

    @Test func nearerFaceIsDrawnLastAndBackFacesAreCulled() {
        // Early on the source is nearer; late the destination.
        let early = quads(Cube(), 0.2), late = quads(Cube(), 0.8)
        #expect(early.max { $0.zIndex < $1.zIndex }?.content == .color(.red))
        #expect(late.max { $0.zIndex < $1.zIndex }?.content == .color(.blue))
        // A triangular prism: the destination is 120° round, so it only shows once it has
        // turned past the point where its plane passes through the eye.
        let tri = Cube(faces: 3)
        #expect(quads(tri, 0.05).map(\.content) == [.color(.red)])
        #expect(quads(tri, 0.95).map(\.content) == [.color(.blue)])
        for q in quads(tri, 0.5) { #expect(TransitionGeometry.isFrontFacing(q)) }
    }

    @Test func stepsTurnPastFaces() {
        // Two faces round a hexagonal prism: 120° in all; at p = 1/2 the source has turned 60°.
        let q = quads(Cube(faces: 6, steps: 2), 0.5).first { $0.content == .color(.red) }
        let one = quads(Cube(faces: 6), 1 - 1e-12).first { $0.content == .color(.red) }
        #expect(q != nil && one != nil)
        if let q, let one {
            for (a, b) in zip(q.projectedCorners, one.projectedCorners) { #expect(a.distance(to: b) < 1e-6) }
        }
        #expect(Cube(faces: 4, steps: 9).steps == 3)
    }

    @Test func prismOfSixTurnsByASixth() {
        // For N faces the destination arrives after 360°/N: at p = 1 − ε it is nearly flat.
        let hex = Cube(faces: 6)
        #expect(abs(hex.apothem(width: 640) - 320 * 3.0.squareRoot()) < 1e-9)
        let q = quads(hex, 0.999).first { $0.content == .color(.blue) }!
        let full = Quad(content: .color(.blue), size: Self.size).projectedCorners
        for (a, b) in zip(q.projectedCorners, full) { #expect(a.distance(to: b) < 2) }
    }
}
