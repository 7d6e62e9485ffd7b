import Foundation
import Testing
@testable import SegueCore

/// A numbered cell for the tests.
@MainActor
final class NumberCell: CollectionViewCell {
    let label = Label(text: "")
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    private(set) var reuses = 0
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1; label.text = "" }
}

/// Sections of numbered items, with a header per section, recording what the collection asks.
@MainActor
final class NumberGrid: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var selections: [String] = []
    var displayed = 0
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        (cell as? NumberCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        v.tag = indexPath.section
        return v
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selections.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { selections.append("deselect \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) { displayed += 1 }
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        section == 0 ? Size(0, 30) : .zero
    }
}

@MainActor
@Suite struct CollectionViewTests {
    func make(_ counts: [Int], size: Size = Size(330, 400)) -> (CollectionView, NumberGrid) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(100, 50)
        let cv = CollectionView(frame: Rect(size: size), collectionViewLayout: layout)
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        cv.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, withReuseIdentifier: "h")
        let grid = NumberGrid(counts)
        cv.dataSource = grid
        cv.delegate = grid
        cv.layoutIfNeeded()
        return (cv, grid)
    }

    @Test func onlyTheItemsMeetingTheBoundsAreAliveWhileScrolling() {
        let (cv, _) = make([10_000])
        // Rows of three every 60 points below a 30-point header: a 400-point window meets at most
        // eight rows (one partly above, one partly below).
        let rowsAtMost = Int((400.0 / 60).rounded(.up)) + 1
        let height: Double = 30 + 3334 * 50 + 3333 * 10
        #expect(cv.contentSize.height == height)
        var offset = 0.0
        while offset < 40_000 {
            cv.contentOffset = Point(0, offset)
            cv.layoutIfNeeded()
            let visible = cv.indexPathsForVisibleItems
            let expected = cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)
                .filter { $0.representedElementCategory == .cell }
                .map { $0.indexPath }
            #expect(visible == expected.sorted(), "offset \(offset)")
            #expect(visible.count <= rowsAtMost * 3)
            #expect(cv.subviews.compactMap { $0 as? CollectionViewCell }.count == visible.count)
            for p in visible { #expect(cv.cellForItem(at: p)?.frame.intersection(cv.bounds).isEmpty == false) }
            offset += 37
        }
        #expect(cv.cellsMade <= rowsAtMost * 3, "\(cv.cellsMade) cells made")
        let label = (cv.cellForItem(at: cv.indexPathsForVisibleItems[0]) as? NumberCell)?.label.text
        #expect(label == "0.\(cv.indexPathsForVisibleItems[0].item)")
    }

    @Test func headersAreDequeuedAndLeaveWhenScrolledAway() {
        let (cv, _) = make([6, 6])
        let header = cv.supplementaryView(forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(0, 0, 330, 30))
        #expect(header?.superview === cv)
        cv.contentOffset = Point(0, 40)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(header?.superview == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(0, 140, 100, 50))
    }

    @Test func selectionTellsTheDelegateAndFollowsInsertsAndDeletes() {
        let (cv, grid) = make([9])
        cv.userSelectItem(at: IndexPath(item: 4, section: 0))
        cv.userSelectItem(at: IndexPath(item: 5, section: 0))
        #expect(grid.selections == ["select 4", "deselect 4", "select 5"])
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
        grid.counts = [10]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(cv.numberOfItems(inSection: 0) == 10)
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected == true)
        grid.counts = [8]
        cv.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 6, section: 0)])
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(cv.indexPathsForVisibleItems.count == 8)
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(grid.selections.count == 3)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func scrollToItemPutsItWhereAsked() {
        let (cv, _) = make([300])
        cv.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
        // Item 150 is in row 50: 30 + 50 * 60 from the top.
        let rowTop: Double = 30 + 50 * 60
        #expect(cv.contentOffset.y == rowTop)
        cv.scrollToItem(at: IndexPath(item: 150, section: 0), at: .centeredVertically, animated: false)
        let centred: Double = rowTop + 25 - 200
        #expect(cv.contentOffset.y == centred)
        cv.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - 400)
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 299, section: 0)))
    }

    @Test func reloadDataAsksAgainAndReusesTheCells() {
        let (cv, grid) = make([9])
        let made = cv.cellsMade
        grid.counts = [4]
        cv.reloadData()
        #expect(cv.indexPathsForVisibleItems.count == 4)
        #expect(cv.cellsMade == made)
        #expect(grid.displayed == 9 + 4)
    }
}
