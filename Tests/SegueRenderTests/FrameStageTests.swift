import Foundation
import SegueKit
import Testing

extension GLTests {
    /// A screen frame is drawn in stages whose order the types fix (`Frame` → `ContentFrame` →
    /// `OverlayFrame` → `FinishedFrame`); what the types cannot see — two frames in flight at
    /// once — the renderer refuses.
    @MainActor
    @Suite("Frame stages")
    struct FrameStageTests {
        @Test("A frame overtaken by a newer one cannot go on; the newer one is drawn whole")
        func anOvertakenFrameThrows() throws {
            try withGL(size: Size(32, 32)) { stack in
                let renderer = stack.renderer
                var red = DrawList(size: Size(32, 32), clearColor: .black)
                red.append(Quad(content: .color(.red), frame: Rect(0, 0, 32, 32)))
                var blue = DrawList(size: Size(32, 32), clearColor: .black)
                blue.append(Quad(content: .color(Color(red: 0, green: 0, blue: 1)), frame: Rect(0, 0, 32, 32)))
                let first = try renderer.drawContent(red, in: renderer.beginFrame(into: .screen, resolution: 0.5))
                let second = try renderer.drawContent(blue, in: renderer.beginFrame(into: .screen, resolution: 0.5))
                #expect(second.serial == first.serial + 1)
                var refused = false
                do { _ = try renderer.scaleUp(first) } catch is RenderError { refused = true }
                #expect(refused, "the older frame's scale-up was drawn")
                let badge = Quad(content: .color(.white), frame: Rect(0, 0, 1, 1))
                renderer.present(try renderer.drawOverlay([badge], over: renderer.scaleUp(second)))
                let frame = try renderer.readScreen()
                #expect(frame.width == 32 && frame.height == 32)
                #expect(frame.pixel(0, 0) == (255, 255, 255, 255), "the overlay at full resolution")
                #expect(frame.pixel(1, 0) == (0, 0, 255, 255), "the newer frame's content, scaled up")
                #expect(frame.pixel(31, 31) == (0, 0, 255, 255))
            }
        }
    }
}
