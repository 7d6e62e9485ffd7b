import Foundation

/// Fixed cells shown as a collection view's items, in order: a storyboard's cells. They are
/// made once and never go to a reuse queue.
@MainActor
final class StaticCollectionItems: CollectionViewDataSource {
    let cells: [CollectionViewCell]

    /// The cells given; a view that is not a cell is put in one, filling it.
    init(views: [View]) {
        cells = views.map { v in
            if let cell = v as? CollectionViewCell { return cell }
            let cell = CollectionViewCell(frame: Rect(size: v.frame.size))
            v.frame = Rect(size: v.frame.size)
            v.autoresizingMask = .flexibleSize
            cell.contentView.addSubview(v)
            return cell
        }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cells[indexPath.item]
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
