import Foundation
import Testing
@testable import SegueCore

/// The cube as a rigid prism: turns of several faces draw the faces passed on the way, and the
/// eye stays outside the prism however wide the container (docs/controllers.md, transitions).
@MainActor
@Suite("Cube as a rigid prism")
struct CubePrismTests {
    func quads(_ t: Cube, _ p: Double, _ input: TransitionInput) -> [Quad] {
        t.items(progress: p, input: input).compactMap { if case .quad(let q) = $0 { return q } else { return nil } }
    }

    /// Whether `point` lies inside the projected quad (convex, either winding).
    static func covers(_ q: Quad, _ point: Point) -> Bool {
        let c = q.projectedCorners
        var sign = 0.0
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross != 0 {
                if sign != 0, (cross > 0) != (sign > 0) { return false }
                sign = cross
            }
        }
        return true
    }

    /// A jump of two faces at half way shows the face in between, square to the eye, covering
    /// the container's centre: the prism is not hollow.
    @Test func twoFaceTurnDrawsTheFaceBetween() {
        let size = Size(1000, 530)
        let between = QuadContent.color(.green)
        let input = TransitionInput(size: size, from: .color(.red), to: .color(.blue), between: [between])
        for direction in Cube.Direction.allCases {
            let cube = Cube(direction: direction, faces: 4, steps: 2)
            let mid = quads(cube, 0.5, input)
            let middle = mid.filter { $0.content == between }
            #expect(middle.count == 1)
            #expect(mid.contains { Self.covers($0, Point(501.5, 265)) })
            // All through the turn, some face covers the centre.
            for p in stride(from: 0.05, to: 1, by: 0.05) {
                #expect(quads(cube, p, input).contains { Self.covers($0, Point(501.5, 265)) }, "hollow at \(p)")
            }
        }
        // With two pictures only (a render), the face between is a plain grey face.
        let plain = TransitionInput(size: size, from: .color(.red), to: .color(.blue))
        #expect(quads(Cube(steps: 2), 0.5, plain).contains { $0.content == .color(Cube.unknownFaceColor) })
        // Three faces round a cube: both faces between go by.
        let three = TransitionInput(size: size, from: .color(.red), to: .color(.blue), between: [.color(.green), .color(.white)])
        let seen = Set(stride(from: 0.05, to: 1, by: 0.05).flatMap { quads(Cube(faces: 5, steps: 3), $0, three).map(\.content) })
        #expect(seen.contains(.color(.green)) && seen.contains(.color(.white)))
    }

    /// However wide the container, every drawn corner is in front of the eye and some face covers
    /// the centre mid-turn (a fixed 1,000 pt eye is inside the cube beyond about 4,830 pt).
    @Test(arguments: [640.0, 1280, 3840, 4900, 8000, 20000])
    func anyWidthKeepsTheEyeOutside(width: Double) {
        let size = Size(width, 700)
        let input = TransitionInput(size: size, from: .color(.red), to: .color(.blue), between: [.color(.green)])
        for faces in [3, 4, 6] {
            for steps in 1...2 {
                let cube = Cube(faces: faces, steps: steps)
                for p in stride(from: 0.1, to: 1, by: 0.1) {
                    let qs = quads(cube, p, input)
                    #expect(!qs.isEmpty, "nothing drawn at \(width) pt, \(faces) faces, p \(p)")
                    #expect(qs.contains { Self.covers($0, Point(width / 2 + 1.5, 350)) }, "hollow at \(width) pt, p \(p)")
                    for q in qs {
                        for c in [Point(0, 0), Point(width, 0), Point(width, 700), Point(0, 700)] {
                            #expect(q.transform.apply(Vector3(c.x, c.y, 0)).w > 0)
                        }
                    }
                }
            }
        }
        // Up to the width where the eye had room, the picture is the seed's (m34 = -1/1000).
        #expect(Cube().effectiveEyeDistance(width: 1280) == 1000)
        #expect(Cube().effectiveEyeDistance(width: 8000) > 8000 * (1 / 2.0.squareRoot() - 0.5))
    }
}
