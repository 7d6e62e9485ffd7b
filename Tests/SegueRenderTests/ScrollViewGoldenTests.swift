import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// A scroll view drawn by the real renderer after a wheel scroll: its content clipped and
    /// moved, and its vertical indicator shown over it.
    @MainActor
    @Suite("Scroll view goldens")
    struct ScrollViewGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.002,
                                                 because: "rounded indicator ends are rasterised a level or two apart between GL drivers")

        @Test("A scrolled list with its indicator", arguments: [Size(160, 90), Size(320, 180)])
        func scrolledWithIndicator(size: Size) throws {
            try withGL(size: size) { stack in
                let clock = ManualClock()
                let window = Window(size: size, clock: clock)
                window.backgroundColor = Color(white: 0.95)
                SceneRunLoop.main.attach(clock: clock)
                let scroll = ScrollView(frame: Rect(size.width * 0.1, size.height * 0.1, size.width * 0.8, size.height * 0.8))
                scroll.backgroundColor = .white
                let rowHeight = size.height / 6
                for i in 0..<20 {
                    let row = View(frame: Rect(0, Double(i) * rowHeight, scroll.bounds.width, rowHeight - 2))
                    let shade = Double(i % 5) / 5
                    row.backgroundColor = Color(red: 0.2 + 0.6 * shade, green: 0.5, blue: 0.9 - 0.6 * shade)
                    scroll.addSubview(row)
                }
                scroll.contentSize = Size(scroll.bounds.width, 20 * rowHeight)
                window.rootView.addSubview(scroll)
                #expect(window.handle(.scroll(dx: 0, dy: -1.5, at: scroll.center)))
                clock.advance(by: 1.0 / 60)
                SceneRunLoop.main.runDue()
                #expect(scroll.indicatorAlpha == 1)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image,
                               named: "scrolled-\(Int(size.width))x\(Int(size.height))", tolerance: Self.tolerance)
            }
        }
    }
}
