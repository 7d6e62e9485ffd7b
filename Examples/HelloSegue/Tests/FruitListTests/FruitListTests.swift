import FruitList
import SegueKit
import Testing

/// The fruit list as a user works it, through the window's events: the wheel scrolls the
/// thousand rows with a screenful of cells, a click pushes a card, a drag moves the card, a
/// double click zooms it.
@MainActor
@Suite struct FruitListTests {
    func shown() -> (Window, ManualClock, NavigationController, FruitListController) {
        let clock = ManualClock()
        let window = Window(size: Size(390, 700), clock: clock)
        let list = FruitListController()
        let nav = NavigationController(rootViewController: list)
        window.rootViewController = nav
        settle(window, clock)
        return (window, clock, nav, list)
    }

    func settle(_ window: Window, _ clock: ManualClock, seconds: Double = 1.5) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            window.update()
        }
    }

    @Test func theWheelScrollsAThousandRowsWithAScreenfulOfCells() throws {
        let (window, clock, _, list) = shown()
        let table = list.tableView
        #expect(table.numberOfRows(inSection: 0) == 1000)
        let first = try #require(table.indexPathsForVisibleRows.first)
        for _ in 0..<40 { window.handle(.scroll(dx: 0, dy: -5, at: Point(200, 400))) }
        settle(window, clock)
        let now = try #require(table.indexPathsForVisibleRows.first)
        #expect(now.row > first.row + 10)
        // No more cells than fit, plus one at each edge.
        #expect(table.visibleCells.count <= Int((700 / table.rowHeight).rounded(.up)) + 2)
        #expect(table.visibleCells.allSatisfy { $0.textLabel?.text.hasPrefix("Fruit") == true })
    }

    @Test func aClickPushesACardThatPansAndZooms() throws {
        let (window, clock, nav, list) = shown()
        let row = list.tableView.rect(forRowAt: IndexPath(row: 2, section: 0))
        let p = Point(row.midX, row.midY - list.tableView.contentOffset.y + list.tableView.frame.minY)
        window.handle(.mouseDown(p, .left))
        window.handle(.mouseUp(p, .left))
        settle(window, clock)
        #expect(list.chosen == [IndexPath(row: 2, section: 0)])
        let card = try #require(nav.topViewController as? CardController)
        #expect(card.title == "Fruit 3")
        // A drag moves the card by as much as the pointer moved.
        let start = card.card.center
        window.handle(.mouseDown(start, .left))
        for i in 1...10 {
            clock.advance(by: 1.0 / 60)
            window.handle(.mouseMove(Point(start.x + Double(i) * 6, start.y + Double(i) * 3)))
        }
        window.handle(.mouseUp(Point(start.x + 60, start.y + 30), .left))
        settle(window, clock)
        #expect(abs(card.card.center.x - (start.x + 60)) < 0.5 && abs(card.card.center.y - (start.y + 30)) < 0.5)
        // A double click zooms it; a single one does nothing.
        let c = card.card.center
        window.handle(.mouseDown(c, .left))
        window.handle(.mouseUp(c, .left))
        settle(window, clock, seconds: 0.5)
        #expect(!card.isZoomed)
        window.handle(.mouseDown(c, .left))
        window.handle(.mouseUp(c, .left))
        clock.advance(by: 0.1)
        window.update()
        window.handle(.mouseDown(c, .left))
        window.handle(.mouseUp(c, .left))
        settle(window, clock)
        #expect(card.isZoomed && card.card.transform == .scale(2, 2))
    }
}
