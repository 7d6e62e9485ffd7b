import Foundation
import Testing
@testable import SegueCore

/// Tab bar, table view, page view controllers, storyboard references, containers and controls.
@MainActor
@Suite struct IBControllerTests {
    @Test func controllersMapToTheModel() throws {
        let f = try IBFixtures.load("Controllers.storyboard").file
        let tabs = try #require(f.scene("tabs"))
        #expect(tabs.className == "TabBarController" && tabs.children == ["list", "controls"])
        #expect(!f.warns("tab bar"))
        // The tabs' titles: the tab bar item's, else the scene's title.
        #expect(f.scene("controls")?.tabTitle == "Controls" && f.scene("list")?.tabTitle == nil)
        // The table's prototype cell is a cell of the table view controller's table, and
        // selecting its row runs its segue.
        let list = try #require(f.scene("list"))
        #expect(list.title == "List" && list.className == "TableViewController" && list.view.kind == .table)
        let cell = try #require(list.view.subviews.first)
        #expect(cell.frame == Rect(0, 50, 390, 44) && cell.cell.reuseIdentifier == "Cell")
        #expect(cell.kind == .cell && cell.action == .segue("openPage"))
        #expect(cell.find("Row")?.font == StoryboardFont(.system(.semibold, italic: false), size: 17))
        #expect(f.segue("openPage")?.destination == "page")
        #expect(f.warns("page view controller 'page' gets its pages from the app's code"))
        // A storyboard reference is a placeholder scene naming the other file.
        #expect(f.scene("ref")?.view.find("Storyboard: Settings") != nil)
        #expect(f.segue("toReference")?.kind == .present)
    }

    @Test func controlsAndUnknownViews() throws {
        let f = try IBFixtures.load("Controllers.storyboard").file
        let v = try #require(f.scene("controls")).view
        let seg = try #require(v.find("seg"))
        #expect(seg.kind == .segmented && seg.segments == ["Red", "Blue"] && seg.selected == 1 && seg.tint == .red)
        let box = try #require(v.find("box"))
        #expect(box.kind == .container && box.embed == "embedChild")
        #expect(f.segue("embedChild")?.kind == .embed)
        let dots = try #require(v.find("dots"))
        #expect(dots.pages == 4 && dots.selected == 2 && dots.color == Color(white: 0.8) && dots.tint == Color(white: 0.2))
        // A switch is a switch, on as the file says; a text field shows its placeholder; a map is a box of its colour.
        #expect(v.subviews[3].kind == .switch && v.subviews[3].isOn == true)
        #expect(v.find("Name")?.kind == .label)
        #expect(v.subviews[5].frame == Rect(20, 450, 350, 100) && v.subviews[5].background == Color(red: 0.6, green: 0.8, blue: 0.6))
        #expect(f.warns("mapView is not drawn yet"))
        // Xcode 13's button configuration, a corner radius set as a runtime attribute.
        let go = try #require(v.find("Elsewhere"))
        #expect(go.buttonConfiguration?.style == .filled && go.background == nil && go.cornerRadius == 12)
        // A common system symbol is drawn; an attributed text is joined; a custom face is a warning.
        #expect(!f.warns("system symbol 'star.fill'"))
        #expect(v.subviews.contains { $0.symbol == "star.fill" && $0.kind == .image })
        #expect(v.find("Hello, world")?.font == StoryboardFont(.named("Avenir-Heavy"), size: 20))
        #expect(!f.warns("font"), "fonts are the text engine's to map, not a warning")
    }

    @Test func theScenesInstantiate() throws {
        let sb = try IBFixtures.load("Controllers.storyboard")
        let tabs = try #require(sb.instantiateInitialViewController())
        _ = tabs.view
        #expect(tabs.children.map(\.storyboardIdentifier) == ["list", "controls"])
        let bar = try #require(tabs as? TabBarController).tabBar
        #expect(bar.items.map(\.title) == ["List", "Controls"] && bar.selectedIndex == 0 && bar.superview != nil)
        let controls = try #require(sb.instantiateViewController(withIdentifier: "controls"))
        _ = controls.view
        #expect(controls.children.first?.storyboardIdentifier == "child")   // the embed segue ran
    }
}
