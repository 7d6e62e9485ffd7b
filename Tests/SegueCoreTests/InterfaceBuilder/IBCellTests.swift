import Foundation
import Testing
@testable import SegueCore

/// What Interface Builder puts inside table and collection view cells, loaded from a hand-written
/// storyboard: stack views (nested ones too) in prototype and static cells, laid out as the same
/// stacks are outside a cell.
@MainActor
@Suite struct IBCellTests {
    static let eight = DeviceProfile.named("iphone-8")!

    func table(_ scene: String) throws -> (Window, TableView) {
        let w = try IBFixtures.show("Cells.storyboard", scene: scene, device: Self.eight)
        let table = try #require(w.rootViewController as? TableViewController).tableView
        return (w, table)
    }

    func same(_ a: [View], _ b: [View]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

    func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test func aStackInAPrototypeCellArrangesItsViewsInTheCell() throws {
        let (_, table) = try table("stacks")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let stack = try #require(cell.contentView.viewWithIdentifier("folder-stack") as? StackView)
        let icon = try #require(cell.contentView.viewWithIdentifier("folder-icon"))
        let label = try #require(cell.contentView.viewWithIdentifier("folder-label") as? Label)
        // Arranged subviews of the stack, the stack a subview of the cell's content view.
        #expect(same(stack.arrangedSubviews, [icon, label]) && stack.superview === cell.contentView)
        // leading 20, centred in the 55-point row, as wide as its views and spacing, as tall as the icon.
        let width = 25 + 16 + label.intrinsicContentSize.width
        #expect(stack.frame.minX == 20 && near(stack.frame.width, width) && stack.frame.height == 25, "\(stack.frame)")
        #expect(near(stack.frame.midY, cell.contentView.bounds.midY))
        #expect(icon.frame == Rect(0, 0, 25, 25))
        #expect(label.frame.minX == 41 && label.frame.height == 25 && !label.isTruncated)
        #expect(!stack.hasAmbiguousLayout && !icon.hasAmbiguousLayout && !label.hasAmbiguousLayout)
        // Where Xcode stored them (the label's width is the system font's, not the same face here).
        let stored = try IBFixtures.storedFrames("Cells.storyboard")
        #expect(stack.frame.origin == stored["folder-stack"]?.origin && icon.frame == stored["folder-icon"])
    }

    @Test func nestedStacksInACellAreArrangedAtEveryLevel() throws {
        let (_, table) = try table("stacks")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let content = cell.contentView
        let outer = try #require(content.viewWithIdentifier("totals-outer") as? StackView)
        let inner = try #require(content.viewWithIdentifier("totals-inner") as? StackView)
        let title = try #require(content.viewWithIdentifier("totals-title") as? Label)
        let dot = try #require(content.viewWithIdentifier("totals-dot"))
        let units = try #require(content.viewWithIdentifier("totals-units") as? Label)
        #expect(same(outer.arrangedSubviews, [title, inner]) && same(inner.arrangedSubviews, [dot, units]))
        // The outer stack at the content view's top and leading margins.
        let margins = content.effectiveLayoutMargins
        #expect(outer.frame.origin == Point(margins.left, margins.top), "\(outer.frame) \(margins)")
        // Vertical, leading: the title on top, the row of dot and units 4 points below it.
        #expect(title.frame.origin == .zero && near(inner.frame.minY, title.frame.maxY + 4) && inner.frame.minX == 0)
        #expect(near(outer.frame.height, title.frame.height + 4 + inner.frame.height))
        #expect(near(outer.frame.width, max(title.frame.width, inner.frame.width)))
        // Horizontal, centred: the 10-point square dot, the units 8 points after it.
        #expect(dot.frame.size == Size(10, 10) && near(dot.frame.midY, inner.bounds.midY))
        #expect(units.frame.minX == 18 && near(inner.frame.height, units.intrinsicContentSize.height))
        #expect(![outer, inner, title, dot, units].contains { $0.hasAmbiguousLayout })
    }

    @Test func aStackInAStaticCellIsLaidOutAsOutsideACell() throws {
        let (_, table) = try table("static")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let content = cell.contentView
        let stack = try #require(content.viewWithIdentifier("backup-stack") as? StackView)
        let icon = try #require(content.viewWithIdentifier("backup-icon"))
        let texts = try #require(content.viewWithIdentifier("backup-texts") as? StackView)
        let title = try #require(content.viewWithIdentifier("backup-title") as? Label)
        let detail = try #require(content.viewWithIdentifier("backup-detail") as? Label)
        #expect(stack.frame.minX == content.effectiveLayoutMargins.left && near(stack.frame.midY, content.bounds.midY))
        #expect(icon.frame.size == Size(30, 30) && icon.frame.minX == 0 && near(icon.frame.midY, stack.bounds.midY))
        #expect(texts.frame.minX == 42 && near(texts.frame.midY, stack.bounds.midY))
        #expect(title.frame.minY == 0 && near(detail.frame.minY, title.frame.maxY + 2))
        #expect(near(texts.frame.height, title.intrinsicContentSize.height + 2 + detail.intrinsicContentSize.height))
        #expect(![stack, icon, texts, title, detail].contains { $0.hasAmbiguousLayout })
    }
}
