import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// The contact sheet of SegueKit's one glyph set: every SF Symbol it draws, by name, at 34 and
    /// 17 points (a tab bar's and a label's size), drawn by the real renderer.
    @MainActor
    @Suite("Symbol goldens")
    struct SymbolGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.002,
                                                 because: "the names' text and the strokes' rounded ends rasterise a level or two apart between FreeType and Mesa versions")

        @Test("Every drawn SF Symbol at two sizes, with its name")
        func contactSheet() throws {
            let names = SystemSymbol.drawnNames.sorted()
            let columns = 10, cell = Size(96, 62)
            let rows = (names.count + columns - 1) / columns
            let size = Size(Double(columns) * cell.width, Double(rows) * cell.height)
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                window.backgroundColor = .white
                for (i, name) in names.enumerated() {
                    let x = Double(i % columns) * cell.width, y = Double(i / columns) * cell.height
                    for (side, origin) in [(34.0, Point(x + 12, y + 6)), (17.0, Point(x + 60, y + 14))] {
                        let v = ImageView(frame: Rect(origin.x, origin.y, side, side))
                        v.systemImageName = name
                        v.tintColor = .black
                        window.rootView.addSubview(v)
                    }
                    let label = Label(frame: Rect(x + 2, y + 44, cell.width - 4, 14), text: name)
                    label.font = .systemFont(ofSize: 9)
                    label.textAlignment = .center
                    label.textColor = Color(white: 0.35)
                    window.rootView.addSubview(label)
                }
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "symbols-contact-sheet", tolerance: Self.tolerance)
            }
        }
    }
}
