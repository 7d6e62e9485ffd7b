import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Table views drawn by the real renderer: each style with section titles, accessories and
    /// separators, and the four cell styles, at a phone's size and a wide window's.
    @MainActor
    @Suite("Table view goldens")
    struct TableViewGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 8, maxFractionOver: 0.004,
                                                 because: "text and the turned strokes of chevrons and checkmarks rasterise a level or two apart between GL drivers")

        /// A settings-like table: two sections with titles and every accessory, then a short third.
        final class Settings: TableViewDataSource, TableViewDelegate {
            let rows: [[(String, String?, TableViewCell.AccessoryType)]] = [
                [("Wi-Fi", "Home", .disclosureIndicator), ("Bluetooth", "On", .disclosureIndicator),
                 ("Airplane Mode", nil, .none)],
                [("Light", nil, .checkmark), ("Dark", nil, .none), ("About Appearance", nil, .detailButton),
                 ("Display Zoom", "Default", .detailDisclosureButton)],
                [("Sign Out", nil, .none)],
            ]
            func numberOfSections(in tableView: TableView) -> Int { rows.count }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "value1", for: indexPath)
                let (title, detail, accessory) = rows[indexPath.section][indexPath.row]
                cell.textLabel?.text = title
                cell.detailTextLabel?.text = detail ?? ""
                cell.accessoryType = accessory
                return cell
            }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
                ["Connections", "Appearance", nil][section]
            }
            func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
                section == 1 ? "Choose a view for the whole system. Text and controls follow." : nil
            }
        }

        /// One row per cell style, the first two with an image.
        final class Styles: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let style = TableViewCell.CellStyle.allCases[indexPath.row]
                let cell = TableViewCell(style: style, reuseIdentifier: nil)
                cell.textLabel?.text = style == .value2 ? "mobile" : "Title (\(style.rawValue))"
                cell.detailTextLabel?.text = style == .value2 ? "+1 555 0100" : "Detail"
                if style == .default || style == .subtitle { cell.imageView?.image = assetsFolder + "/images/badge.png" }
                if style == .value1 { cell.accessoryType = .disclosureIndicator }
                return cell
            }
        }

        func render(_ style: TableView.Style, _ size: Size, _ source: TableViewDataSource, selected: IndexPath? = nil,
                    rowHeight: Double = 44, named name: String) throws {
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                let table = TableView(frame: Rect(size: size), style: style)
                table.rowHeight = rowHeight
                table.register(forCellReuseIdentifier: "value1") { TableViewCell(style: .value1, reuseIdentifier: $0) }
                table.dataSource = source
                window.rootView.addSubview(table)
                window.rootView.layoutIfNeeded()
                if let selected { table.selectRow(at: selected, animated: false, scrollPosition: .none) }
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: name, tolerance: Self.tolerance)
            }
        }

        @Test("Plain, grouped and inset grouped tables at a phone's size and a wide window's",
              arguments: TableView.Style.allCases)
        func styles(_ style: TableView.Style) throws {
            let data = Settings()
            try render(style, Size(390, 844), data, selected: IndexPath(row: 1, section: 0), named: "\(style.rawValue)-390x844")
            try render(style, Size(1280, 720), data, named: "\(style.rawValue)-1280x720")
        }

        @Test("Every separator shows at 1x when the rows fall between pixels (rows of a 3x phone, 43⅔ points)")
        func separatorsBetweenPixels() throws {
            let size = Size(375, 500), rowHeight = 131.0 / 3
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                let table = TableView(frame: Rect(size: size), style: .grouped)
                table.rowHeight = rowHeight
                table.register(forCellReuseIdentifier: "value1") { TableViewCell(style: .value1, reuseIdentifier: $0) }
                let data = Settings()
                table.dataSource = data
                table.delegate = data
                window.rootView.addSubview(table)
                window.rootView.layoutIfNeeded()
                try stack.renderer.draw(window.drawList(), to: .screen)
                let image = try stack.renderer.readScreen()
                func grey(_ y: Int) -> Int { Int(image.bytes[(y * image.width + 200) * 4]) }
                // Each row's boundary, and each section's top and bottom edge, has a separator
                // pixel (#C6C6C8 on white #FFFFFF or grouped grey #F2F2F7) within a pixel of it.
                for section in 0..<table.numberOfSections {
                    let rows = table.numberOfRows(inSection: section)
                    let first = table.rect(forRowAt: IndexPath(row: 0, section: section))
                    let last = table.rect(forRowAt: IndexPath(row: rows - 1, section: section))
                    var edges = [first.minY - table.contentOffset.y]
                    for row in 0..<rows { edges.append(table.rect(forRowAt: IndexPath(row: row, section: section)).maxY - table.contentOffset.y) }
                    #expect(abs(last.maxY - first.minY - Double(rows) * rowHeight) < 1e-6)
                    for edge in edges where edge < size.height - 1 {
                        let near = (Int(edge.rounded(.down)) - 1)...(Int(edge.rounded(.down)) + 1)
                        #expect(near.contains { grey($0) < 215 }, "section \(section): no separator near y \(edge): \(near.map(grey))")
                    }
                }
            }
        }

        @Test("The four cell styles")
        func cellStyles() throws {
            let data = Styles()
            try render(.plain, Size(390, 844), data, rowHeight: 60, named: "cell-styles-390x844")
            try render(.insetGrouped, Size(1280, 720), data, rowHeight: 60, named: "cell-styles-inset-1280x720")
        }
    }
}

