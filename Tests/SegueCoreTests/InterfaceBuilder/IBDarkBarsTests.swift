import Foundation
import Testing
@testable import SegueCore

/// Bars as UIKit draws them beyond the light portrait default, from a hand-written storyboard:
/// a dark document's navigation bar, toolbar and tab bars drawn dark (a black style and a bar
/// tint still winning), a phone on its side's 32-point tab bar with its items' icons beside
/// their titles, and bar button items' custom views shown at their stored size, centred.
@MainActor
@Suite struct IBDarkBarsTests {
    static let file = "DarkBars.storyboard"

    /// The fixture's own device, dark unless `dark` is false.
    func device(dark: Bool = true) throws -> DeviceProfile {
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent(Self.file))
        var device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: IBFixtures.path(Self.file)))
        #expect(device.isDark)
        device.isDark = dark
        return device
    }

    /// The first colour a view draws as its own content (a bar's background).
    func firstColour(_ v: View) -> Color? {
        v.snapshotContents().quads.lazy.compactMap { if case .color(let c) = $0.content { return c } else { return nil } }.first
    }

    func colours(_ v: View) -> [Color] {
        v.snapshotContents().quads.compactMap { if case .color(let c) = $0.content { return c } else { return nil } }
    }

    /// `v`'s bounds in `other`'s coordinates (an ancestor).
    func frame(of v: View, in other: View) -> Rect {
        v.transform(to: other).boundingBox(of: Rect(size: v.bounds.size))
    }

    func textColours(_ v: View) -> [Color] {
        v.snapshotContents().quads.compactMap { q -> Color? in
            if case .text(let t) = q.content { return t.attributedText.runs.first?.attributes.foregroundColor } else { return nil }
        }
    }

    @Test func aDarkDocumentsBarsAreDrawnDark() throws {
        for dark in [true, false] {
            let window = try IBFixtures.show(Self.file, scene: "nav", device: try device(dark: dark))
            let nav = try #require(window.rootViewController as? NavigationController)
            let palette = BarPalette(isDark: dark)
            #expect(palette.background == (dark ? Color(white: 0.11) : Color(red: 0.976, green: 0.976, blue: 0.976)))
            #expect(firstColour(nav.navigationBar) == palette.background.withAlpha(0.94))
            #expect(nav.navigationBar.titleLabel.textColor == (dark ? .white : .black))
            #expect(firstColour(nav.toolbar) == palette.background.withAlpha(0.94))
            #expect(colours(nav.toolbar).contains(ControlPalette(isDark: dark).separator))
            let root = window.rootView
            let tabs = try #require(root.viewWithIdentifier("loose-tabs") as? TabBar)
            #expect(firstColour(tabs) == palette.background.withAlpha(0.94))
            // The unselected item is drawn in the appearance's grey, the selected one in the tint.
            #expect(textColours(tabs).contains(palette.unselectedItem) && textColours(tabs).contains(tabs.tintColor))
            // A black bar is dark in either appearance; a bar tint beats the default background.
            let black = try #require(root.viewWithIdentifier("black-bar") as? NavigationBar)
            #expect(firstColour(black) == Color(white: 0.11).withAlpha(0.94) && black.titleLabel.textColor == .white)
            let tinted = try #require(root.viewWithIdentifier("tinted-toolbar") as? Toolbar)
            #expect(firstColour(tinted) == Color(red: 0.8, green: 0.2, blue: 0.2))
        }
    }

    @Test func aTabBarControllersBarFollowsTheAppearance() throws {
        for dark in [true, false] {
            let window = try IBFixtures.show(Self.file, scene: "tabs", device: try device(dark: dark))
            let tabs = try #require(window.rootViewController as? TabBarController)
            #expect(firstColour(tabs.tabBar) == BarPalette(isDark: dark).background.withAlpha(0.94))
            #expect(textColours(tabs.tabBar).contains(BarPalette(isDark: dark).unselectedItem))
        }
    }

    @Test func aPhoneOnItsSideHasA32PointTabBarWithItsIconsBesideTheTitles() throws {
        for (name, landscape, row) in [("iphone-8", true, 32.0), ("iphone-14", true, 32.0), ("iphone-8", false, 49.0),
                                       ("iphone-14", false, 49.0), ("ipad", true, 49.0)] {
            let device = try #require(DeviceProfile.named(name)).oriented(landscape: landscape)
            // UIKit's bar: its row, and the home indicator's room below it.
            let height = row + device.safeAreaInsets.bottom
            let window = try IBFixtures.show(Self.file, scene: "tabs", device: device)
            let tabs = try #require(window.rootViewController as? TabBarController)
            let bar = tabs.tabBar
            #expect(bar.frame.height == height, "\(name) \(landscape)")
            #expect(bar.frame.maxY == window.rootView.bounds.height)
            // The safe area ends where the bar begins.
            let child = try #require(tabs.selectedViewController?.view)
            #expect(child.safeAreaInsets.bottom == bar.frame.height, "\(name) \(landscape)")
            let compact = name != "ipad" && landscape
            let w = bar.bounds.width / 2
            let layout = TabBar.itemLayout(title: "Starred", cellWidth: w, rowHeight: row, compact: compact)
            if compact {
                // Icon and title side by side, on one line through the row's middle.
                #expect(layout.icon.maxX < layout.title.minX && abs(layout.icon.midY - layout.title.midY) < 1)
                #expect(layout.icon.maxY <= row && layout.icon.height == 20)
            } else {
                #expect(layout.icon.maxY < layout.title.minY && layout.icon.height == 25)
            }
        }
    }

    @Test func aBarButtonItemsCustomViewIsShownAtItsStoredSizeCentredInTheBar() throws {
        let imported = try IBFixtures.read(Self.file)
        #expect(!imported.file.warnings.contains { $0.message.contains("customView") }, "\(imported.file.warnings.map(\.message))")
        let window = try IBFixtures.show(Self.file, scene: "nav", device: try device())
        let nav = try #require(window.rootViewController as? NavigationController)
        let item = try #require(nav.topViewController?.navigationItem.rightBarButtonItems.first)
        let segments = try #require(item.customView as? SegmentedControl)
        #expect(segments.segments == ["All", "New"])
        // Xcode's stored frame in the 390 × 44 bar: x 254 (16 points from the right), y 6.
        let inBar = frame(of: segments, in: nav.navigationBar)
        #expect(inBar == Rect(254, 6, 120, 32))
        #expect(nav.navigationBar.titleLabel.text == "Feeds")
        // The toolbar's custom view: its label built with it, 16 points in, centred in the row.
        let status = try #require(nav.topViewController?.toolbarItems?.first?.customView)
        #expect(status.subviews.contains { ($0 as? Label)?.text == "Updated" })
        let inToolbar = frame(of: status, in: nav.toolbar)
        #expect(inToolbar.minX == 16 && inToolbar.size == Size(120, 33))
        // Centred to the half point, as Xcode stores it (y 5.5 in the 44-point row).
        #expect(inToolbar.minY == 5.5 && inToolbar.midY == Toolbar.defaultHeight / 2)
    }

    @Test func aCustomViewItemMadeInCodeTakesItsViewsWidth() {
        let custom = View(frame: Rect(0, 0, 90, 20))
        let item = BarButtonItem(customView: custom)
        let bar = NavigationBar(frame: Rect(0, 0, 320, 44))
        let navItem = NavigationItem()
        navItem.title = "T"
        navItem.leftBarButtonItems = [item]
        bar.items = [navItem]
        bar.layoutSubviews()
        for b in bar.itemButtons { b.layoutSubviews() }
        #expect(custom.superview != nil)
        #expect(frame(of: custom, in: bar) == Rect(16, 12, 90, 20))
    }
}
