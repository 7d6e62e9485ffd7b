import Foundation
import SegueKit
import Testing

extension GLTests {
    /// The renderer is total: no clip, size, transform or scale a draw list can hold traps,
    /// fails a frame or asks for more than the context's limits.
    @MainActor
    @Suite("Renderer limits")
    struct RendererLimitsTests {
        static let clips: [Rect] = [
            Rect(0, 0, 1e10, 1e10), Rect(3e9, 3e9, 100, 100), Rect(-1e300, -1e300, 1e300, 1e300),
            Rect(0, 0, .infinity, .infinity), Rect(.nan, 0, 10, 10), Rect(-5, -5, -10, 20), Rect(10, 10, 0, 0),
        ]

        @Test("Clips of any size or none at all are cut to the target; a clip that is not a number draws nothing")
        func anyClip() throws {
            for size in [Size(1, 1), Size(320, 180), Size(3, 7)] {
                try withGL(size: size) { stack in
                    for clip in Self.clips {
                        var list = DrawList(size: size, clearColor: .black)
                        list.append(Quad(content: .color(.white), size: size, clip: clip))
                        try stack.renderer.draw(list, to: .screen)
                        let img = try stack.renderer.readScreen()
                        let covers = clip.minX <= 0 && clip.minY <= 0 && clip.maxX >= size.width && clip.maxY >= size.height
                        if covers && !clip.minX.isNaN {
                            #expect(img.pixel(0, 0) == (255, 255, 255, 255), "clip \(clip) at \(size)")
                        } else if clip.minX.isNaN || clip.width <= 0 || clip.minX >= size.width {
                            #expect(img.pixel(0, 0) == (0, 0, 0, 255), "clip \(clip) at \(size)")
                        }
                    }
                }
            }
        }

        @Test("Views of absurd size and transforms past the eye draw without trapping")
        func absurdGeometry() throws {
            try withGL(size: Size(160, 90)) { stack in
                var list = DrawList(size: Size(160, 90), clearColor: .black)
                list.append(Quad(content: .color(.red), size: Size(1e10, 1e10)))
                list.append(Quad(content: .color(.blue), size: Size(.infinity, 5)))
                list.append(Quad(content: .color(.green), size: Size(.nan, 5)))
                var past = Transform3D.identity
                past.m34 = -1 / 10.0
                list.append(Quad(content: .color(.white), size: Size(100, 100),
                                 transform: Transform3D.translation(0, 0, 500).concatenating(past)))
                list.append(Quad(content: .text(TextSpec("huge", fontSize: 1e9)), frame: Rect(0, 0, 50, 20)))
                list.append(Quad(content: .text(TextSpec(String(repeating: "wide ", count: 4000), fontSize: 40)),
                                 frame: Rect(0, 40, 160, 40)))
                try stack.renderer.draw(list, to: .screen)
                #expect(try stack.renderer.readScreen().width == 160)
            }
        }

        @Test("Targets and snapshots larger than the context allows are fitted, aspect kept")
        func oversizedTargets() throws {
            try withGL(size: Size(64, 64)) { stack in
                let limits = stack.renderer.limits
                for size in [Size(Double(limits.maxSide) + 1, 10), Size(100_000, 100_000), Size(1e300, 1e300), Size(0, -5)] {
                    let list = DrawList(size: size, clearColor: .red)
                    try stack.renderer.draw(list, to: .screen)
                    let px = try #require(stack.renderer.screenPixelSize)
                    #expect(px.width >= 1 && px.height >= 1 && px.width <= limits.maxSide && px.height <= limits.maxSide)
                    #expect(px.width * px.height <= limits.maxPixels, "\(size) → \(px)")
                    #expect(px == limits.pixels(for: size), "\(size)")
                }
                // A snapshot of a view far larger than the context allows.
                var contents = DrawList(size: Size(40_000, 20), clearColor: .blue)
                contents.append(Quad(content: .color(.white), frame: Rect(0, 0, 20_000, 20)))
                let request = SnapshotRequest(id: SnapshotID(1), version: 1, size: Size(40_000, 20), contents: contents)
                var list = DrawList(size: Size(64, 64), clearColor: .black, snapshots: [request])
                list.append(Quad(content: .snapshot(SnapshotID(1)), size: Size(64, 64)))
                try stack.renderer.draw(list, to: .screen)
                let img = try stack.renderer.readScreen()
                #expect(img.pixel(10, 32) == (255, 255, 255, 255) && img.pixel(54, 32) == (0, 0, 255, 255))
            }
        }
    }
}
