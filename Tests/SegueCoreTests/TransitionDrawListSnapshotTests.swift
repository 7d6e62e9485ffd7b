import Foundation
import SegueCore
import SegueTestSupport
import Testing

/// Text goldens of transitions' draw lists at a few progresses
/// (`__Snapshots__/TransitionDrawListSnapshotTests/`): what each quad shows, where its corners
/// land, its opacity and dimming. They need no GPU and review as a diff; the image goldens of
/// SegueRenderTests check the pixels.
@MainActor
struct TransitionDrawListSnapshotTests {
    static let input = TransitionInput(size: Size(640, 360), from: .snapshot(SnapshotID(1)), to: .snapshot(SnapshotID(2)))

    @Test(arguments: ["cube", "explode", "crossDissolve", "push", "flip", "coverVertical"])
    func drawListAtAFewProgresses(name: String) throws {
        let transition = try TransitionRegistry.standard.make(name)
        let text = [0, 0.25, 0.5, 0.75, 1].map { p in
            "progress \(p)\n" + Snapshotting<DrawList>.drawList.snapshot(transition.drawList(progress: p, input: Self.input))
        }.joined(separator: "\n\n")
        assertSnapshot(of: text, as: .lines, named: name)
    }
}
