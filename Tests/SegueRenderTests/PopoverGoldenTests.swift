import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Popovers drawn by the real renderer at rest: the bubble with its rounded corners, its
    /// arrow and its soft shadow over the presenter left as it is; and views' own shadows.
    @MainActor
    @Suite("Popover goldens")
    struct PopoverGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.003,
                                                 because: "rounded corners, soft shadows and text edges are rasterised a level or two apart between GL drivers")

        /// A popover titled "Filter" from a bar button item, and (`fromButton`) one below a
        /// button at the bottom of the screen, pointing down at it.
        static func show(in window: Window, clock: ManualClock, fromBottom: Bool) {
            let list = ViewController()
            list.title = "Library"
            list.view.backgroundColor = .white
            let item = BarButtonItem(barButtonSystemItem: .add)
            list.navigationItem.rightBarButtonItem = item
            let button = Button(frame: Rect(40, window.size.height - 90, 160, 44), title: "Sort")
            list.view.addSubview(button)
            for i in 0..<4 {
                let row = View(frame: Rect(0, 100 + Double(i) * 60, window.size.width, 59))
                row.backgroundColor = Color(red: 0.85, green: 0.9 - 0.1 * Double(i), blue: 1)
                list.view.addSubview(row)
            }
            let nav = NavigationController(rootViewController: list)
            window.rootViewController = nav
            _ = window.drawList()
            let content = NavigationController(rootViewController: ViewController())
            content.topViewController?.title = "Filter"
            content.topViewController?.view.backgroundColor = .white
            content.preferredContentSize = Size(300, 220)
            content.modalPresentationStyle = .popover
            if fromBottom { content.popoverPresentationController?.sourceView = button } else {
                content.popoverPresentationController?.barButtonItem = item
            }
            nav.present(content, animated: true)
            for _ in 0..<40 {
                clock.advance(by: 1.0 / 60)
                _ = window.drawList()
            }
        }

        @Test("A popover from a bar button item, and one above a button, on an iPad")
        func onAnIPad() throws {
            let device = try #require(DeviceProfile.named("ipad"))
            for (bottom, name) in [(false, "popover-bar-item"), (true, "popover-above-button")] {
                try withGL(size: device.size) { stack in
                    let clock = ManualClock()
                    let window = Window(size: device.size, clock: clock)
                    window.device = device
                    Self.show(in: window, clock: clock, fromBottom: bottom)
                    try stack.renderer.draw(window.drawList(), to: .screen)
                    assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: name, tolerance: Self.tolerance)
                }
            }
        }

        @Test("Views' soft shadows: offsets, radii, rounded corners and colours")
        func shadows() throws {
            let size = Size(360, 200)
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                let vc = ViewController()
                vc.view.backgroundColor = Color(white: 0.96)
                for (i, (radius, offset, corner, colour)) in [(3.0, Size(0, -3), 0.0, Color.black), (10, Size(0, 6), 12, .black),
                                                               (20, Size(8, 8), 30, Color(red: 0, green: 0.3, blue: 1))].enumerated() {
                    let card = View(frame: Rect(30 + Double(i) * 110, 60, 80, 80))
                    card.backgroundColor = .white
                    card.cornerRadius = corner
                    card.shadowOpacity = 0.5
                    card.shadowRadius = radius
                    card.shadowOffset = offset
                    card.shadowColor = colour
                    vc.view.addSubview(card)
                }
                window.rootViewController = vc
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "view-shadows", tolerance: Self.tolerance)
            }
        }
    }
}
