import Foundation
import Testing
@testable import SegueCore

/// A window on a manual clock showing one collection view of 100×50 items filling it.
@MainActor
struct CollectionHarness {
    let clock = ManualClock()
    let window: Window
    let collection: CollectionView
    let grid: NumberGrid
    let layout = CollectionViewFlowLayout()

    init(_ counts: [Int], size: Size = Size(330, 400), direction: CollectionViewScrollDirection = .vertical) {
        window = Window(size: size, clock: clock)
        // The scene run loop times the scrolling by this harness's clock, whatever ran before.
        SceneRunLoop.main.attach(clock: clock)
        layout.itemSize = Size(100, 50)
        layout.scrollDirection = direction
        collection = CollectionView(frame: Rect(size: size), collectionViewLayout: layout)
        collection.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
                            withReuseIdentifier: "h")
        grid = NumberGrid(counts)
        collection.dataSource = grid
        collection.delegate = grid
        let screen = ViewController()
        window.rootViewController = screen
        screen.view.frame = Rect(size: size)
        screen.view.addSubview(collection)
        window.rootView.layoutIfNeeded()
    }

    /// Runs frames of 1/60 s until the content stops moving, and lays out.
    func settle() {
        var frames = 0
        while collection.motion != .none, frames < 600 {
            clock.advance(by: 1.0 / 60)
            SceneRunLoop.main.runDue()
            frames += 1
        }
        window.rootView.layoutIfNeeded()
    }

    func press(_ key: Key) {
        window.handle(.keyDown(key, []))
        window.handle(.keyUp(key, []))
    }

    /// The selected item as "section.item".
    var selection: String? { collection.indexPathsForSelectedItems.first.map { "\($0.section).\($0.item)" } }
}

@MainActor
@Suite struct CollectionViewInteractionTests {
    @Test func pressHighlightsReleaseSelectsAndADragCancels() {
        let h = CollectionHarness([30])
        // Item 4: second line (y 90 after the 30-point header), middle column (x 115).
        h.window.handle(.mouseDown(Point(160, 110), .left))
        let cell = h.collection.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(cell.isHighlighted && !cell.isSelected)
        h.window.handle(.mouseUp(Point(160, 110), .left))
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(h.grid.selections == ["select 4"])
        #expect(h.window.focus.focusedView === h.collection)
        // A drag that scrolls takes the highlight away and selects nothing.
        h.window.handle(.mouseDown(Point(50, 170), .left))
        let pressed = h.collection.cellForItem(at: IndexPath(item: 6, section: 0))!
        #expect(pressed.isHighlighted)
        h.window.handle(.mouseMove(Point(50, 120)))
        #expect(h.collection.isDragging && !pressed.isHighlighted)
        h.window.handle(.mouseUp(Point(50, 120), .left))
        #expect(h.grid.selections == ["select 4"])
    }

    @Test func arrowsFollowTheFlowAcrossLinesAndSections() {
        // Section 0: a 30-point header, lines of three (x 0, 115, 230) at y 30, 90, 150 and
        // item 9 alone at 210; section 1 from y 260: three, then 1.3 and 1.4 at x 0 and 110.
        let h = CollectionHarness([10, 5])
        #expect(h.collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame == Rect(110, 320, 100, 50))
        var path: [String?] = []
        for key in [Key.right, .right, .right, .right, .down, .down, .down, .down, .down, .up, .left, .left] {
            h.press(key)
            path.append(h.selection)
        }
        // Down from the third column passes over 0.9 (first column) to the next item in the
        // column, 1.2; from there no item below shares the column: the nearest, 1.4.
        #expect(path == ["0.0", "0.1", "0.2", "0.2", "0.5", "0.8", "1.2", "1.4", "1.4", "1.1", "1.0", "1.0"])
        #expect(h.grid.selections.isEmpty, "the arrows tell no one")
        h.press(.enter)
        #expect(h.grid.selections == ["select 0"])
        #expect(h.collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    }

    @Test func arrowsScrollTheItemIntoView() {
        let h = CollectionHarness([30])
        h.press(.down)
        for _ in 0..<8 { h.press(.down) }
        h.settle()
        #expect(h.selection == "0.24")
        let frame = h.collection.layoutAttributesForItem(at: IndexPath(item: 24, section: 0))!.frame
        #expect(frame.minY == 30 + 8 * 60)
        #expect(h.collection.contentOffset.y == frame.maxY - 400)
        #expect(h.collection.cellForItem(at: IndexPath(item: 24, section: 0))?.isSelected == true)
        h.press(.home)
        h.settle()
        #expect(h.collection.contentOffset.y == 0)
    }

    @Test func aHorizontalFlowGoesDownItsColumns() {
        // Columns of seven (400 / 60 rounded down: 50-point items, 10-point spacing) from x 0.
        let h = CollectionHarness([20], size: Size(330, 400), direction: .horizontal)
        var path: [String?] = []
        for key in [Key.down, .down, .right, .up, .left, .left] {
            h.press(key)
            path.append(h.selection)
        }
        let perColumn = h.collection.indexPathsForVisibleItems.filter {
            h.collection.layoutAttributesForItem(at: $0)!.frame.minX == 0
        }.count
        #expect(path == ["0.0", "0.1", "0.\(perColumn + 1)", "0.\(perColumn)", "0.0", "0.0"])
        h.press(.end)
        h.settle()
        #expect(h.collection.contentOffset.x == h.collection.contentSize.width - 330)
    }
}
