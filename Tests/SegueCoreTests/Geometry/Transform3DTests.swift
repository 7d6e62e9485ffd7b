import Foundation
import SegueCore
import Testing

@MainActor
@Suite("Transform3D follows Core Animation's conventions")
struct Transform3DTests {
    func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool { abs(a.x - b.x) < eps && abs(a.y - b.y) < eps }

    @Test("Translation lives in m41…m43 and points are row vectors")
    func translation() {
        let t = Transform3D.translation(10, 20, 30)
        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
        let v = t.apply(Vector3(1, 2, 3))
        #expect(v == Vector4(11, 22, 33, 1))
    }

    @Test("Rotation about z by +90° maps x̂ to ŷ (clockwise on a y-down screen)")
    func rotationSign() {
        let r = Transform3D.rotation(.pi / 2, 0, 0, 1)
        #expect(close(r.project(Point(1, 0)), Point(0, 1)))
        // About y, CATransform3DMakeRotation has m13 = -sin and m31 = sin.
        let ry = Transform3D.rotation(0.3, 0, 1, 0)
        #expect(abs(ry.m13 + sin(0.3)) < 1e-12 && abs(ry.m31 - sin(0.3)) < 1e-12)
    }

    @Test("concatenating(a, b) applies a first; translatedBy puts the translation first")
    func order() {
        let s = Transform3D.scale(2, 2)
        let t = Transform3D.translation(10, 0)
        #expect(close(s.concatenating(t).project(Point(1, 0)), Point(12, 0)))   // scale, then move
        #expect(close(t.concatenating(s).project(Point(1, 0)), Point(22, 0)))   // move, then scale
        // CATransform3DTranslate(s, 10, 0, 0) = translation · s.
        #expect(s.translatedBy(10, 0) == t.concatenating(s))
        #expect(s.rotatedBy(0.5, 0, 0, 1) == Transform3D.rotation(0.5, 0, 0, 1).concatenating(s))
    }

    @Test("m34 = -1/d puts the eye d points in front of the screen")
    func perspective() {
        let p = Transform3D.perspective(eyeDistance: 1000)
        #expect(p.m34 == -0.001)
        // A point 500 pt towards the viewer appears twice as far from the centre.
        let v = Transform3D.translation(0, 0, 500).concatenating(p).apply(Vector3(100, 50, 0)).projected
        #expect(abs(v.x - 200) < 1e-9 && abs(v.y - 100) < 1e-9)
    }

    @Test("Inverse and unproject undo the transform, perspective included")
    func inverse() throws {
        let m = Transform3D.layerToParent(size: Size(300, 200), position: Point(400, 300),
                                          transform: .rotation(0.7, 0, 1, 0))
            .concatenating(.sublayer(.perspective(eyeDistance: 1000), anchor: Point(400, 300)))
        let inv = try #require(m.inverted)
        #expect(m.concatenating(inv).rows.joined().enumerated().allSatisfy { i, v in abs(v - (i % 5 == 0 ? 1 : 0)) < 1e-9 })
        for p in [Point(0, 0), Point(300, 200), Point(120, 33)] {
            let back = try #require(m.unproject(m.project(p)))
            #expect(close(back, p, 1e-6))
        }
        #expect(Transform3D.scale(0, 1).inverted == nil)
    }

    @Test("A layer's transform acts about its anchor point; sublayerTransform about the parent's")
    func layerGeometry() {
        // A 100×100 layer at position (50, 50) scaled ×2 about its centre covers (-50…150).
        let m = Transform3D.layerToParent(size: Size(100, 100), position: Point(50, 50), transform: .scale(2, 2))
        #expect(close(m.project(Point(0, 0)), Point(-50, -50)))
        #expect(close(m.project(Point(100, 100)), Point(150, 150)))
        // Anchor at the bottom right (the seed's cube faces): that corner stays at the position.
        let a = Transform3D.layerToParent(size: Size(100, 100), position: Point(100, 100), anchorPoint: Point(1, 1),
                                          transform: .rotation(1.0, 0, 0, 1))
        #expect(close(a.project(Point(100, 100)), Point(100, 100)))
        // A sublayer transform's perspective is centred on the parent's anchor.
        let s = Transform3D.sublayer(.perspective(eyeDistance: 1000), anchor: Point(400, 300))
        #expect(close(Transform3D.translation(0, 0, 500).concatenating(s).project(Point(400, 300)), Point(400, 300)))
    }

    @Test("Flattening drops z but keeps how the layer's plane projects")
    func flatten() {
        let m = Transform3D.rotation(0.4, 0, 1, 0).concatenating(.perspective(eyeDistance: 1000))
        for p in [Point(10, 20), Point(-300, 80)] { #expect(close(m.flattened.project(p), m.project(p))) }
        #expect(m.flattened.apply(Vector3(5, 5, 0)).z == 0)
    }

    @Test("glColumnMajor is the row-major order of the CA matrix")
    func glLayout() {
        let m = Transform3D.translation(1, 2, 3)
        #expect(Array(m.glColumnMajor[12..<15]) == [1, 2, 3])
    }
}
