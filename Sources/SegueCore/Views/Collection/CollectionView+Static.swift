import Foundation

/// Fixed cells shown as a collection view's items, in order: a storyboard's cells, each at its
/// own size where it has one, with the section's header and footer views. They are made once and
/// never go to a reuse queue.
@MainActor
final class StaticCollectionItems: CollectionViewDataSource {
    let cells: [CollectionViewCell]
    /// Each cell's own size; nil: the layout's item size.
    let sizes: [Size?]
    /// The section's header and footer, by supplementary kind, each in a reusable view it fills.
    let supplementary: [String: CollectionReusableView]

    /// The cells given (a view that is not a cell is put in one, filling it), their own sizes
    /// (nil for one without), and the header and footer views by kind.
    init(views: [View], sizes: [Size?] = [], supplementary: [String: View] = [:]) {
        cells = views.map { v in
            if let cell = v as? CollectionViewCell { return cell }
            let cell = CollectionViewCell(frame: Rect(size: v.frame.size))
            StaticCollectionItems.fill(cell.contentView, with: v)
            return cell
        }
        self.sizes = sizes
        self.supplementary = supplementary.mapValues { v in
            if let r = v as? CollectionReusableView { return r }
            let r = CollectionReusableView(frame: Rect(size: v.frame.size))
            StaticCollectionItems.fill(r, with: v)
            return r
        }
    }

    private static func fill(_ host: View, with v: View) {
        v.frame = Rect(size: v.frame.size)
        v.autoresizingMask = .flexibleSize
        host.addSubview(v)
    }

    /// Whether some cell has a size of its own.
    var hasOwnSizes: Bool { sizes.contains { $0 != nil } }

    /// The size of the item at `indexPath`: the cell's own, else `fallback`.
    func size(at indexPath: IndexPath, fallback: Size) -> Size {
        sizes.indices.contains(indexPath.item) ? sizes[indexPath.item] ?? fallback : fallback
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cells[indexPath.item]
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        supplementary[kind] ?? CollectionReusableView()
    }
}

extension CollectionView {
    /// Shows `views` as the items of one section, in order (a storyboard's cells).
    func showStaticItems(_ views: [View]) {
        let items = StaticCollectionItems(views: views)
        staticItems = items
        dataSource = items
    }
}
