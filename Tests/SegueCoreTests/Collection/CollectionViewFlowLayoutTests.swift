import Foundation
import Testing
@testable import SegueCore

/// The flow layout's geometry: line breaking, justified spacing, headers, both directions.
@MainActor
@Suite struct CollectionViewFlowLayoutTests {
    func layout(_ size: Size, _ counts: [Int], _ configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(100, 50)
        configure(layout)
        layout.content = CollectionViewLayoutContent(boundsSize: size, itemCounts: counts)
        layout.invalidateLayout()
        return layout
    }

    func frame(_ l: CollectionViewFlowLayout, _ item: Int, _ section: Int = 0) -> Rect? {
        l.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func fullRowsAreJustifiedAndTheLastRowIsLeftAligned() {
        // 330 wide: three 100-point items fit with 10 points between them (320 <= 330); the 30
        // points left are shared as two gaps of 15.
        let l = layout(Size(330, 400), [7])
        #expect(frame(l, 0) == Rect(0, 0, 100, 50))
        #expect(frame(l, 1) == Rect(115, 0, 100, 50))
        #expect(frame(l, 2) == Rect(230, 0, 100, 50))
        #expect(frame(l, 3) == Rect(0, 60, 100, 50))
        #expect(frame(l, 5) == Rect(230, 60, 100, 50))
        #expect(frame(l, 6) == Rect(0, 120, 100, 50))
        #expect(l.collectionViewContentSize == Size(330, 170))
        #expect(frame(l, 7) == nil)
        // A partial last row keeps the minimum spacing.
        let m = layout(Size(330, 400), [5])
        #expect(frame(m, 3) == Rect(0, 60, 100, 50))
        #expect(frame(m, 4) == Rect(110, 60, 100, 50))
    }

    @Test func spacingNeverFallsBelowTheMinimumAndInsetsBoundTheRows() {
        let l = layout(Size(400, 400), [9]) {
            $0.sectionInset = EdgeInsets(top: 7, left: 20, bottom: 3, right: 30)
            $0.minimumInteritemSpacing = 40
            $0.minimumLineSpacing = 4
        }
        // Room 350: 100 + 40 + 100 = 240, a third needs 380 > 350, so rows of two, justified 150 apart.
        #expect(frame(l, 0) == Rect(20, 7, 100, 50))
        #expect(frame(l, 1) == Rect(270, 7, 100, 50))
        #expect(frame(l, 2) == Rect(20, 61, 100, 50))
        let lastRowY: Double = 7 + 4 * 54
        #expect(frame(l, 8) == Rect(20, lastRowY, 100, 50))
        let height: Double = 7 + 5 * 50 + 4 * 4 + 3
        #expect(l.collectionViewContentSize.height == height)
        for a in l.layoutAttributesForElements(in: Rect(0, 0, 400, 1000)) {
            #expect(a.frame.minX >= 20 && a.frame.maxX <= 370)
        }
    }

    @Test func aLoneItemOnAFullLineIsCentredAndItemsAreCentredInTallerRows() {
        let sizes = [Size(200, 40), Size(200, 40), Size(50, 20), Size(50, 60)]
        let l = layout(Size(330, 400), [4]) { l in
            l.overrides.sizeForItem = { sizes[$0.item] }
        }
        #expect(frame(l, 0) == Rect(65, 0, 200, 40))
        // Second (last) row: 200 + 10 + 50 + 10 + 50 = 320 fits in 330, and no 50-point item
        // would fit after it: full, so justified (15 between), 60 tall (its tallest item), each
        // item centred vertically in it.
        #expect(frame(l, 1) == Rect(0, 60, 200, 40))
        #expect(frame(l, 2) == Rect(215, 70, 50, 20))
        #expect(frame(l, 3) == Rect(280, 50, 50, 60))
        #expect(l.collectionViewContentSize.height == 110)
    }

    @Test func aLastRowHoldingAsManyAsFitIsFullToo() {
        // As Xcode stores them: KeePassium's one 252-point plan in a 414-point view is centred
        // (x 81), as is DuckDuckGo's 327-point card between 14-point insets (x 24); AltStore's two
        // 128-point apps in 393 points are justified (x 0 and 265); a lone item that leaves room
        // for another stays at the left inset (Habitica's 84-point items, 16 in).
        #expect(frame(layout(Size(414, 400), [1]) { $0.itemSize = Size(252, 420) }, 0) == Rect(81, 0, 252, 420))
        let card = layout(Size(375, 400), [2]) {
            $0.itemSize = Size(327, 206)
            $0.sectionInset = EdgeInsets(top: 0, left: 14, bottom: 0, right: 14)
            $0.minimumInteritemSpacing = 14
        }
        #expect(frame(card, 0)?.minX == 24 && frame(card, 1)?.minX == 24)
        let apps = layout(Size(393, 400), [2]) { $0.itemSize = Size(128, 128) }
        #expect(frame(apps, 0)?.minX == 0 && frame(apps, 1)?.minX == 265)
        let lone = layout(Size(428, 400), [1]) {
            $0.itemSize = Size(84, 104)
            $0.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            $0.minimumInteritemSpacing = 0
        }
        #expect(frame(lone, 0)?.minX == 16)
    }

    @Test func anItemWiderThanTheRoomIsCentredOnItOverflowingBothInsets() {
        // NetNewsWire's feeds: 398-point cells in a 402-point view with 16-point section insets
        // are stored at x 2, the last one too.
        let l = layout(Size(402, 400), [2]) {
            $0.itemSize = Size(398, 60)
            $0.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        }
        #expect(frame(l, 0) == Rect(2, 0, 398, 60))
        #expect(frame(l, 1) == Rect(2, 70, 398, 60))
    }

    @Test func headersAndFootersFrameEachSectionOutsideItsInsets() {
        let l = layout(Size(330, 400), [2, 2]) {
            $0.headerReferenceSize = Size(999, 40)
            $0.footerReferenceSize = Size(0, 12)
            $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        }
        let header1 = l.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader,
                                                             at: IndexPath(item: 0, section: 1))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader,
                                                       at: IndexPath(item: 0, section: 0))?.frame == Rect(0, 0, 330, 40))
        #expect(frame(l, 0, 0) == Rect(0, 45, 100, 50))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionFooter,
                                                       at: IndexPath(item: 0, section: 0))?.frame == Rect(0, 100, 330, 12))
        #expect(header1?.frame == Rect(0, 112, 330, 40))
        #expect(header1?.representedElementCategory == .supplementaryView)
        #expect(frame(l, 1, 1) == Rect(110, 157, 100, 50))
        #expect(l.collectionViewContentSize == Size(330, 224))
        // Per-section overrides win over the properties.
        l.overrides.referenceSizeForHeader = { $0 == 0 ? .zero : Size(0, 10) }
        l.overrides.insetForSection = { _ in .zero }
        #expect(frame(l, 0, 0) == Rect(0, 0, 100, 50))
        let secondSectionY: Double = 50 + 12 + 10
        #expect(frame(l, 0, 1) == Rect(0, secondSectionY, 100, 50))
    }

    @Test func aHorizontalFlowFillsColumnsTopToBottom() {
        let l = layout(Size(500, 230), [6]) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = Size(30, 999)
        }
        // 230 tall: four 50-point items with 10-point gaps fill a column exactly.
        #expect(frame(l, 0) == Rect(30, 0, 100, 50))
        #expect(frame(l, 3) == Rect(30, 180, 100, 50))
        #expect(frame(l, 4) == Rect(140, 0, 100, 50))
        #expect(frame(l, 5) == Rect(140, 60, 100, 50))
        #expect(l.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader,
                                                       at: IndexPath(item: 0, section: 0))?.frame == Rect(0, 0, 30, 230))
        #expect(l.collectionViewContentSize == Size(240, 230))
    }

    @Test func aRectQueryReturnsExactlyTheElementsItMeets() {
        let l = layout(Size(330, 400), [1000, 37, 0, 5]) { $0.headerReferenceSize = Size(0, 25) }
        let all = l.layoutAttributesForElements(in: Rect(0, 0, 330, l.collectionViewContentSize.height))
        #expect(all.filter { $0.representedElementCategory == .cell }.count == 1042)
        #expect(all.filter { $0.representedElementKind == CollectionElementKind.sectionHeader }.count == 4)
        for window in [Rect(0, 0, 330, 400), Rect(0, 5_000, 330, 600), Rect(120, 20_010, 5, 45), Rect(0, 20_000, 330, 10_000)] {
            let expected = all.filter { $0.frame.intersection(window).isEmpty == false }
            #expect(l.layoutAttributesForElements(in: window) == expected, "\(window)")
        }
    }
}
