import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Collection views drawn by the real renderer: a vertical flow of two sections with
    /// headers, one item selected, and a horizontal flow, at a small window's size and a wide one's.
    @MainActor
    @Suite("Collection view goldens")
    struct CollectionViewGoldenTests {
        static let tolerance = SnapshotTolerance(maxChannelDelta: 8, maxFractionOver: 0.004,
                                                 because: "the items' numbers rasterise a level or two apart between GL drivers")

        /// A rounded tile with its number centred, darkened while selected.
        final class Tile: CollectionViewCell {
            let label = Label(text: "")
            let fill = View()
            required init(frame: Rect = .zero) {
                super.init(frame: frame)
                fill.cornerRadius = 8
                backgroundView = fill
                label.textAlignment = .center
                label.textColor = .white
                label.font = .systemFont(ofSize: 15, weight: .semibold)
                contentView.addSubview(label)
                let selected = View()
                selected.backgroundColor = Color(white: 0, alpha: 0.35)
                selected.cornerRadius = 8
                selectedBackgroundView = selected
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = Rect(size: bounds.size)
            }
        }

        /// A section header: a grey band with the section's title.
        final class Header: CollectionReusableView {
            let label = Label(text: "")
            required init(frame: Rect = .zero) {
                super.init(frame: frame)
                backgroundColor = Color(white: 0.93)
                label.font = .systemFont(ofSize: 13, weight: .semibold)
                label.textColor = Color(white: 0.35)
                addSubview(label)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame = Rect(12, 0, max(0, bounds.width - 24), bounds.height)
            }
        }

        final class Palette: CollectionViewDataSource {
            let counts: [Int]
            init(_ counts: [Int]) { self.counts = counts }
            func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                let hue = Double(indexPath.item % 6) / 6
                (cell as? Tile)?.label.text = "\(indexPath.item + 1)"
                (cell as? Tile)?.fill.backgroundColor = indexPath.section == 0
                    ? Color(red: 0.2 + 0.5 * hue, green: 0.45, blue: 0.85 - 0.4 * hue)
                    : Color(red: 0.95 - 0.3 * hue, green: 0.55 + 0.2 * hue, blue: 0.25)
                return cell
            }
            func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> CollectionReusableView {
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                (view as? Header)?.label.text = ["FAVOURITES", "RECENT"][indexPath.section % 2]
                return view
            }
        }

        func render(_ size: Size, _ direction: CollectionViewScrollDirection, named name: String) throws {
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                let layout = CollectionViewFlowLayout()
                layout.scrollDirection = direction
                layout.itemSize = Size(96, 72)
                layout.minimumLineSpacing = 12
                layout.minimumInteritemSpacing = 12
                layout.sectionInset = EdgeInsets(top: 12, left: 16, bottom: 16, right: 16)
                layout.headerReferenceSize = direction == .vertical ? Size(0, 32) : Size(112, 0)
                let view = CollectionView(frame: Rect(size: size), collectionViewLayout: layout)
                view.backgroundColor = .white
                view.register(Tile.self, forCellWithReuseIdentifier: "tile")
                view.register(Header.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
                              withReuseIdentifier: "header")
                let data = Palette(direction == .vertical ? [7, 12] : [9, 9])
                view.dataSource = data
                window.rootView.addSubview(view)
                window.rootView.layoutIfNeeded()
                view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: name, tolerance: Self.tolerance)
            }
        }

        @Test("A vertical flow of two sections with headers, and a horizontal flow",
              arguments: [Size(480, 320), Size(1280, 720)])
        func flows(_ size: Size) throws {
            let tag = "\(Int(size.width))x\(Int(size.height))"
            try render(size, .vertical, named: "vertical-\(tag)")
            try render(size, .horizontal, named: "horizontal-\(tag)")
        }
    }
}
