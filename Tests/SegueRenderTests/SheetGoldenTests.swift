import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Sheets drawn by the real renderer at rest: a phone's card (its top corners rounded, its
    /// bar 56 high) over the presenter pushed back with rounded corners and the status bar
    /// turned light; a form sheet centred over the presenter dimmed in a wide desktop window.
    @MainActor
    @Suite("Sheet goldens")
    struct SheetGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.003,
                                                 because: "rounded corners and text edges are rasterised a level or two apart between GL drivers")

        /// A navigation stack titled `title` over a coloured screen with a row of swatches.
        static func screen(_ title: String, _ colour: Color) -> NavigationController {
            let vc = ViewController()
            vc.title = title
            vc.view.backgroundColor = colour
            for i in 0..<3 {
                let swatch = View(frame: Rect(20 + Double(i) * 70, 120, 60, 60))
                swatch.backgroundColor = Color(red: 0.2 + 0.3 * Double(i), green: 0.4, blue: 0.8 - 0.3 * Double(i))
                swatch.cornerRadius = 8
                vc.view.addSubview(swatch)
            }
            return NavigationController(rootViewController: vc)
        }

        static func show(style: ModalPresentationStyle, in window: Window, clock: ManualClock) {
            let home = screen("Library", Color(white: 0.95))
            window.rootViewController = home
            let sheet = screen("Settings", .white)
            sheet.topViewController?.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done)
            sheet.modalPresentationStyle = style
            home.present(sheet, animated: true)
            for _ in 0..<60 {
                clock.advance(by: 1.0 / 60)
                _ = window.drawList()
            }
        }

        @Test("A page sheet on a phone upright")
        func phoneCard() throws {
            let device = try #require(DeviceProfile.named("iphone-x"))
            try withGL(size: device.size) { stack in
                let clock = ManualClock()
                let window = Window(size: device.size, clock: clock)
                window.device = device
                Self.show(style: .pageSheet, in: window, clock: clock)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "sheet-phone-card", tolerance: Self.tolerance)
            }
        }

        @Test("A form sheet in a wide window")
        func centredForm() throws {
            let size = Size(800, 700)
            try withGL(size: size) { stack in
                let clock = ManualClock()
                let window = Window(size: size, clock: clock)
                Self.show(style: .formSheet, in: window, clock: clock)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "sheet-wide-form", tolerance: Self.tolerance)
            }
        }
    }
}
