import Foundation
import Testing
@testable import SegueCore

/// What Interface Builder puts inside table and collection view cells, loaded from a hand-written
/// storyboard: stack views (nested ones too) in prototype and static cells, laid out as the same
/// stacks are outside a cell; collection view cells at their own sizes with the section's header
/// and footer views; built-in cell styles whose labels keep their font, colour and attributed text.
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
        #expect(near(label.frame.minX, 41) && near(label.frame.height, 25) && !label.isTruncated, "\(label.frame)")
        #expect(!stack.hasAmbiguousLayout && !icon.hasAmbiguousLayout && !label.hasAmbiguousLayout)
        // Where Xcode stored them (the label's width is the system font's, not the same face here).
        let stored = try IBFixtures.storedFrames("Cells.storyboard")
        #expect(stack.frame.origin == stored["folder-stack"]?.origin && icon.frame == stored["folder-icon"])
    }

    @Test func nestedStacksInACellAreArrangedAtEveryLevel() throws {
        // The window is kept: a label's intrinsic size is in its screen's pixels.
        let (window, table) = try table("stacks")
        defer { withExtendedLifetime(window) {} }
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
        let (window, table) = try table("static")
        defer { withExtendedLifetime(window) {} }
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

    @Test func collectionCellsKeepTheirOwnSizesAndTheSectionShowsItsHeaderAndFooter() throws {
        let w = try IBFixtures.show("Cells.storyboard", scene: "cards", device: Self.eight)
        let cv = try #require(w.rootViewController as? CollectionViewController).collectionView
        let flow = try #require(cv.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(flow.itemSize == Size(50, 50) && flow.headerReferenceSize.height == 44 && flow.footerReferenceSize.height == 30)
        let stored = try IBFixtures.storedFrames("Cells.storyboard")
        // The custom size (250×120), and the stored size of a cell the flow layout sizes by its
        // content (375×60), not the layout's 50×50.
        let plan = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let note = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(plan.frame.size == Size(250, 120) && note.frame.size == Size(375, 60), "\(plan.frame) \(note.frame)")
        // Below the 44-point header, one line each, 10 points apart, as Xcode stored them.
        #expect(plan.frame.minY == stored["plan"]?.minY && note.frame.minY == stored["note"]?.minY, "\(plan.frame) \(note.frame)")
        // The header and footer views (each filled by the file's view), with their own content
        // laid out by their constraints.
        let header = try #require(cv.supplementaryView(forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        let footer = try #require(cv.supplementaryView(forElementKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == stored["cards-header"] && footer.frame == stored["cards-footer"], "\(header.frame) \(footer.frame)")
        let title = try #require(header.viewWithIdentifier("cards-header-label") as? Label)
        #expect(title.text == "Plans")
        let titleFrame = title.frame
        #expect(near(titleFrame.minX, 16) && near(titleFrame.midY, 22), "\(titleFrame)")
        #expect(header.descendants.contains { $0.backgroundColor == Color(red: 0.8, green: 0.87, blue: 1, alpha: 1) })
        let note2 = try #require(footer.viewWithIdentifier("cards-footer-label") as? Label)
        #expect(note2.text == "Prices include tax" && abs(note2.frame.midX - 187.5) < 0.01)
        // The cell's content is laid out in its own size.
        let label = try #require(plan.contentView.viewWithIdentifier("plan-label"))
        #expect(abs(label.frame.midX - 125) < 0.01 && abs(label.frame.midY - 60) < 0.01)
    }

    @Test func builtInStylesKeepTheirLabelsFontsColoursAndAttributedText() throws {
        let (_, table) = try table("styles")
        let fire = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(fire.text == "Fire" && fire.font.pointSize == 22 && fire.font.isBold)
        #expect(fire.textColor == Color(white: 1) && fire.textAlignment == .center)
        let person = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(person.textLabel?.textColor == Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 1))
        let detail = try #require(person.detailTextLabel)
        #expect(detail.text == "Rear admiral\nCompiler author" && detail.numberOfLines == 2 && detail.font.pointSize == 13)
        // An attributed text label: its runs, not an empty label.
        let mood = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let runs = try #require(mood.textLabel?.attributedText.runs)
        #expect(runs.map(\.text) == ["Mood: ", "great"])
        #expect(runs[1].attributes.foregroundColor == Color(red: 0.1, green: 0.6, blue: 0.2, alpha: 1))
        #expect(mood.detailTextLabel?.text == "Today" && mood.detailTextLabel?.textColor == Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1))
        // A system symbol in the style's image view, in its tint, the text past it.
        let gear = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let image = try #require(gear.imageView)
        #expect(image.systemImageName == "gear" && image.tintColor == Color(red: 0.5, green: 0.3, blue: 0.8, alpha: 1) && !image.isHidden)
        #expect(try #require(gear.textLabel).frame.minX >= image.frame.maxX)
    }
}
