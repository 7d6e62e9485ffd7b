import Foundation
@testable import SegueCore
import SegueKit
import SegueDemo
import Testing

/// Every demo screen usable and unclipped from 480×320 to 3840×2160, landscape and portrait:
/// every label's text fits its frame, every button's title fits the button, no two controls
/// overlap, everything lies inside the window, and the stages keep a usable share of it.
@MainActor
@Suite("Demo layout at every size")
struct DemoLayoutTests {
    nonisolated static let sizes = [Size(480, 320), Size(640, 480), Size(400, 900), Size(1280, 720), Size(3840, 2160)]

    static func check(_ screen: View, in window: Size, _ where: String) {
        // Constraints place views in the layout pass, which runs before a frame is drawn.
        screen.layoutIfNeeded()
        let all = [screen] + screen.descendants
        let inWindow = Rect(size: window).insetBy(dx: -0.5, dy: -0.5)
        var controls: [(Control, Rect)] = []
        for v in all where v.isEffectivelyVisible {
            let r = v.transform(to: nil).boundingBox(of: Rect(size: v.bounds.size))
            if let l = v as? Label, !l.text.isEmpty {
                let t = l.textLayout.size
                #expect(!l.isTruncated && t.width <= l.bounds.width + 0.5 && t.height <= l.bounds.height + 0.5,
                        "\(`where`): \"\(l.text)\" needs \(t) in \(l.bounds.size)")
                #expect((r.minX >= inWindow.minX && r.minY >= inWindow.minY && r.maxX <= inWindow.maxX && r.maxY <= inWindow.maxY), "\(`where`): \"\(l.text)\" at \(r) is outside the window")
            }
            if let b = v as? Button, !b.title.isEmpty {
                let laidOut = TextSystem.measurer.layout(b.titleSpec)
                let w = laidOut.size.width
                #expect(!laidOut.isTruncated && w <= b.bounds.width, "\(`where`): the title \"\(b.title)\" needs \(w) pt in \(b.bounds.width)")
            }
            if let c = v as? Control {
                #expect((r.minX >= inWindow.minX && r.minY >= inWindow.minY && r.maxX <= inWindow.maxX && r.maxY <= inWindow.maxY), "\(`where`): a control at \(r) is outside the window")
                controls.append((c, r))
            }
        }
        for (i, a) in controls.enumerated() {
            for b in controls[(i + 1)...] where !a.0.isDescendant(of: b.0) && !b.0.isDescendant(of: a.0) {
                let overlap = a.1.intersection(b.1)
                #expect(overlap.width <= 0.5 || overlap.height <= 0.5, "\(`where`): controls overlap at \(overlap)")
            }
        }
    }

    @Test(arguments: sizes)
    func everyScreenFits(size: Size) throws {
        for (key, scene) in [("1", "cube"), ("2", "explodeSource"), ("3", "segmented"), ("4", "photos"),
                             ("5", "gallery"), ("6", "navigation")] {
            let run = try ScriptedRun.demo(size: size)
            Self.check(run.scene.window.rootViewController!.view, in: size, "home at \(size)")
            try run.play(scriptText: "0.1 key \(key)\n0.8 end")
            let front = try #require(run.scene.window.frontmostViewController)
            #expect(front.storyboardIdentifier == scene)
            Self.check(front.view, in: size, "\(scene) at \(size)")
            if let gallery = front as? DemoGalleryController {
                #expect(gallery.stage.bounds.width >= size.width * 0.5, "the gallery's stage at \(size): \(gallery.stage.bounds)")
            }
            if let cube = front as? DemoCubeController {
                #expect(cube.faceHost.bounds.width >= size.width * 0.5)
            }
        }
    }
}
