import Foundation
import SegueCore
import SegueTestSupport
import Testing

/// Text goldens of every built-in transition's draw list at a few progresses
/// (`__Snapshots__/TransitionDrawListSnapshotTests/`): every field of every item — what each quad
/// shows, where its corners land, its opacity, dimming, clip, tint, mosaic, contents rect and
/// content mode; each shader pass and its parameters. They need no GPU and review as a diff; the
/// image goldens of SegueRenderTests check the pixels.
@MainActor
struct TransitionDrawListSnapshotTests {
    static let input = TransitionInput(size: Size(640, 360), from: .snapshot(SnapshotID(1)), to: .snapshot(SnapshotID(2)))

    @Test(arguments: TransitionRegistry.standard.names)
    func drawListAtAFewProgresses(name: String) throws {
        let transition = try TransitionRegistry.standard.make(name)
        let text = [0, 0.25, 0.5, 0.75, 1].map { p in
            "progress \(p)\n" + Snapshotting<DrawList>.text(transition.drawList(progress: p, input: Self.input))
        }.joined(separator: "\n\n")
        assertSnapshot(of: text, as: .lines, named: name)
    }
}

/// The draw-list text leaves out no field: each one away from its default shows.
struct DrawListTextTests {
    @Test func everyFieldOfAQuadAndAPassIsWritten() {
        let perspective = Transform3D.rotation(0.5, 0, 1, 0).concatenating(.perspective(eyeDistance: 500))
        let quad = Quad(content: .color(.red), size: Size(10, 20), transform: perspective, opacity: 0.5, dim: 0.25,
                        clip: Rect(0, 0, 5, 5), zIndex: 3, cornerRadius: 4, contentMode: .aspectFill,
                        contentsRect: Rect(0, 0, 0.5, 1), mirrored: true, tint: .white, mosaic: Size(8, 4))
        let pass = ShaderPass(name: "wipe", from: .snapshot(SnapshotID(1)), to: .snapshot(SnapshotID(2)), progress: 0.5,
                              parameters: ["smoothness": .float(0.1)], frame: Rect(0, 0, 10, 20), clip: Rect(1, 2, 3, 4), zIndex: 5)
        let text = Snapshotting<DrawList>.text(DrawList(size: Size(10, 20), items: [.quad(quad), .shader(pass)]))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for field in ["z 3", "size 10x20", " w ", "opacity 0.5", "dim 0.25", "clip [0, 0, 5, 5]", "radius 4", "mode aspectFill",
                      "contentsRect [0, 0, 0.5, 1]", "mirrored", "tint #", "mosaic 8x4"] {
            #expect(lines[1].contains(field), "\(field) missing from \(lines[1])")
        }
        for field in ["progress 0.5", "frame [0, 0, 10, 20]", "z 5", "clip [1, 2, 3, 4]", "smoothness=0.1"] {
            #expect(lines[2].contains(field), "\(field) missing from \(lines[2])")
        }
        let plain = Snapshotting<DrawList>.text(DrawList(size: Size(10, 20), items: [.quad(Quad(content: .color(.red), size: Size(10, 20)))]))
        #expect(plain.split(separator: "\n").last == "quad color \(Color.red) z 0 size 10x20 corners (0, 0) (10, 0) (10, 20) (0, 20)")
    }
}
