import Foundation
import Testing
@testable import SegueCore

/// The one glyph set: every drawn SF Symbol is shapes inside its square (never the labelled
/// placeholder), `.fill` variants fill and cut out, UIKit's system bar and tab items map to drawn
/// symbols, and bar and tab items draw any symbol by name.
@MainActor
@Suite struct SystemSymbolTests {
    func draw(_ name: String, side: Double = 24) -> [Quad] {
        var list = DrawList(size: Size(side, side))
        SystemSymbol.draw(name, in: Rect(0, 0, side, side), color: .systemBlue, into: &list, transform: .identity,
                          opacity: 1, clip: nil)
        return list.quads
    }

    func isColour(_ q: Quad) -> Bool { if case .color = q.content { true } else { false } }

    @Test func everyDrawnNameIsShapesInsideItsSquare() {
        #expect(SystemSymbol.drawnNames.count >= 100, "\(SystemSymbol.drawnNames.count) names")
        for name in SystemSymbol.drawnNames.sorted() {
            let quads = draw(name, side: 48)
            #expect(!quads.isEmpty, "\(name)")
            #expect(quads.allSatisfy(isColour), "\(name) is drawn as shapes, not a labelled placeholder")
            let corners = quads.flatMap(\.projectedCorners)
            #expect(corners.allSatisfy { $0.x > -1 && $0.x < 49 && $0.y > -1 && $0.y < 49 }, "\(name) stays in its square")
            // The mark spans at least half the square one way: not a tiny mark in a corner.
            let xs = corners.map(\.x), ys = corners.map(\.y)
            #expect(max(xs.max()! - xs.min()!, ys.max()! - ys.min()!) > 24, "\(name) is too small")
        }
    }

    @Test func everySymbolTheSurveyedAppsDocumentsNameIsDrawn() {
        // The 47 symbol names that 28 Interface Builder documents of eight shipping apps show
        // (files saved by Xcode 11 to 26): none is left a placeholder.
        let named = ["trash", "plus", "info.circle", "chevron.down", "star.fill", "safari", "questionmark.circle.fill",
                     "person", "magnifyingglass", "globe", "gear", "ellipsis.circle", "chevron.right", "xmark.circle.fill",
                     "xmark.circle", "touchid", "star", "square.and.arrow.up", "questionmark.circle", "play", "photo",
                     "person.3", "map", "location", "line.3.horizontal.decrease", "icloud.and.arrow.up", "house",
                     "hand.thumbsup", "gearshape", "gamecontroller.fill", "folder", "eye", "exclamationmark.triangle",
                     "exclamationmark.circle.fill", "doc.on.doc", "doc", "die.face.3", "clock", "circle", "chevron.up",
                     "chevron.left", "chevron.down.circle", "checkmark.square.fill", "camera", "at", "arrow.uturn.right",
                     "arrow.uturn.left"]
        // And the 16 more that Nextcloud Talk's call screen and WooCommerce's documents name.
        let more = ["phone.down.fill", "mic.slash.fill", "video.slash.fill", "speaker.slash.fill", "hand.raised.fill",
                    "face.smiling", "record.circle.fill", "camera.rotate", "slash.circle", "display", "qrcode.viewfinder",
                    "gobackward.10", "goforward.10", "photo.on.rectangle.angled", "arrow.triangle.2.circlepath.camera",
                    "mic.slash"]
        // And Monal's: a chat's bell, pin and bubble.
        let chat = ["bell.badge", "bell.slash.fill", "pin.fill", "text.bubble"]
        for name in named + more + chat { #expect(SystemSymbol.isDrawn(name), "\(name)") }
        #expect(draw("gobackward.10") != draw("goforward.10") && draw("mic.slash") != draw("mic"))
        #expect(draw("bell.badge") != draw("bell") && draw("text.bubble") != draw("bubble.left"))
        // A filled slash form is cut away (white) around its slash; the outline draws no gap.
        func cuts(_ name: String) -> Bool { draw(name).contains { $0.content == .color(.white) } }
        #expect(cuts("mic.slash.fill") && !cuts("mic.fill") && !cuts("mic.slash"))
        #expect(cuts("bell.slash.fill") && cuts("bell.badge.fill") && !cuts("bell.fill"))
        // A turn back is the mirror image of a turn forward.
        #expect(draw("arrow.uturn.right") != draw("arrow.uturn.left"))
    }

    @Test func anUnknownNameIsALabelledPlaceholder() {
        for name in ["airplane.circle", "xmark.fill", "plus.fill.fill", ""] {
            #expect(!SystemSymbol.isDrawn(name))
            let quads = draw(name)
            #expect(quads.count == 2, "\(name)")
            guard quads.count == 2, case .text(let spec) = quads[1].content else { Issue.record("no label for \(name)"); continue }
            #expect(spec.attributedText.string == name)
        }
    }

    @Test func aFillVariantFillsTheOutlineAndCutsItsInnerMarksOut() {
        let outline = draw("plus.circle"), filled = draw("plus.circle.fill")
        #expect(outline.allSatisfy { $0.content == .color(.systemBlue) })
        // The filled circle is one disc 19 + 1.8 points across, the plus cut out in white.
        #expect(filled.contains { $0.content == .color(.systemBlue) && abs($0.size.width - 20.8) < 1e-9 && $0.cornerRadius == 10.4 })
        #expect(filled.filter { $0.content == .color(.white) }.count == 2)
        // A filled polygon is strips: more quads than its outline, all in the symbol's colour.
        let star = draw("star"), starFill = draw("star.fill")
        #expect(starFill.count > star.count + 40 && starFill.allSatisfy { $0.content == .color(.systemBlue) })
        // Older and newer spellings draw the same.
        #expect(draw("chevron.forward") == draw("chevron.right"))
        #expect(draw("person.crop.circle.fill") == draw("person.circle.fill"))
        #expect(draw("gear") == draw("gearshape") && draw("gear") != draw("gearshape.fill"))
    }

    @Test func systemItemsDrawTheSymbolsUIKitShowsForThem() {
        for system in BarButtonItem.SystemItem.allCases {
            if let name = system.symbolName { #expect(SystemSymbol.isDrawn(name), "\(system) → \(name)") }
        }
        for system in TabBarItem.SystemItem.allCases {
            #expect(SystemSymbol.isDrawn(system.symbolName), "\(system) → \(system.symbolName)")
        }
        #expect(BarButtonItem.SystemItem.add.symbolName == "plus")
        #expect(BarButtonItem.SystemItem.compose.symbolName == "square.and.pencil")
        #expect(BarButtonItem.SystemItem.action.symbolName == "square.and.arrow.up")
        #expect(BarButtonItem.SystemItem.refresh.symbolName == "arrow.clockwise")
        #expect(TabBarItem.SystemItem.favorites.symbolName == "star.fill")
        #expect(TabBarItem.SystemItem.more.symbolName == "ellipsis")
    }

    @Test func barAndTabItemsDrawAnySymbolByName() {
        let item = BarButtonItem(image: nil)
        item.systemImageName = "gearshape"
        let button = BarItemButton(item: item)
        button.frame = Rect(0, 0, 30, 44)
        button.barTint = .systemBlue
        var list = DrawList(size: Size(30, 44))
        button.drawContent(into: &list, transform: .identity, opacity: 1, clip: nil)
        #expect(button.drawnTitle == nil)
        #expect(list.quads == draw("gearshape").map { q in
            var q = q
            q.transform = q.transform.concatenating(.translation(3, 10))
            return q
        })

        // A tab shows its selected symbol while selected, its plain one otherwise.
        var home = TabBarItem(title: "Home")
        home.systemImageName = "house"
        home.selectedSystemImageName = "house.fill"
        let bar = TabBar(frame: Rect(0, 0, 200, 49), items: [home, home], selectedIndex: 0)
        var tabs = DrawList(size: Size(200, 49))
        bar.drawContent(into: &tabs, transform: .identity, opacity: 1, clip: nil)
        let icons = tabs.quads.filter { isColour($0) && $0.projectedCorners[0].y < 31 && $0.size.height < 40 }
        let left = icons.filter { $0.projectedCorners[0].x < 100 }.count, right = icons.count - left
        #expect(right > 5 && left > right + 20, "\(left) quads for house.fill, \(right) for house")
    }
}
