import Foundation
import Testing
@testable import SegueCore

/// Scroll, table and collection views declared in storyboards (YAML and Interface Builder)
/// load as real `ScrollView`, `TableView` and `CollectionView`s, with their cells, sections,
/// layout values and the segues their cells run when selected.
@MainActor
@Suite struct StoryboardScrollingTests {
    static let yaml = """
        scenes:
        - id: a
          view:
            subviews:
            - type: collection
              id: tiles
              frame: [0, 0, 320, 200]
              itemSize: [100, 40]
              interitemSpacing: 5
              lineSpacing: 6
              sectionInset: [4, 0, 4, 0]
              subviews:
              - { type: cell, segue: open, subviews: [{ type: label, text: A, frame: [0, 0, 100, 40] }] }
              - { type: label, text: B, background: green }
              - { type: label, text: C, background: blue }
              - { type: label, text: D, background: black }
            - type: scroll
              id: pane
              frame: [0, 200, 320, 200]
              subviews:
              - { id: tall, frame: [0, 0, 320, 900], background: blue }
              - { id: wide, frame: [10, 20, 500, 30], background: red }
        - id: b
        segues:
        - { id: open, kind: present, from: a, to: b }
        """

    func settle(_ w: Window, _ clock: ManualClock) {
        for _ in 0..<90 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
    }

    /// `p`, in `v`'s bounds, in the window.
    func inWindow(_ v: View, _ p: Point) -> Point {
        var p = p
        var cur = v
        while let s = cur.superview {
            p = Point(p.x - cur.bounds.minX + cur.frame.minX, p.y - cur.bounds.minY + cur.frame.minY)
            cur = s
        }
        return p
    }

    func click(_ w: Window, _ p: Point) {
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
    }

    @Test func yamlCollectionAndScrollViewsLoadWithTheirKeys() throws {
        let storyboard = try Storyboard.parse(Self.yaml, path: "s.yaml").get()
        let clock = ManualClock()
        let window = Window(size: Size(320, 400), clock: clock)
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "a")
        window.rootView.layoutIfNeeded()
        let tiles = try #require(window.rootView.viewWithIdentifier("tiles") as? CollectionView)
        let flow = try #require(tiles.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(flow.itemSize == Size(100, 40) && flow.minimumInteritemSpacing == 5 && flow.minimumLineSpacing == 6)
        #expect(flow.sectionInset == EdgeInsets(top: 4, left: 0, bottom: 4, right: 0))
        tiles.layoutIfNeeded()
        #expect(tiles.numberOfItems(inSection: 0) == 4)
        // Three 100-point items in 320 points, justified: 10 points apart; the fourth below.
        #expect(tiles.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(110, 4, 100, 40))
        #expect(tiles.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == Rect(0, 50, 100, 40))
        // A view that is not a cell is put in one, filling it.
        let d = tiles.cellForItem(at: IndexPath(item: 3, section: 0))?.contentView.subviews.first as? Label
        #expect(d?.text == "D" && d?.frame.size == Size(100, 40))
        let pane = try #require(window.rootView.viewWithIdentifier("pane") as? ScrollView)
        #expect(pane.contentSize == Size(510, 900))
        // Selecting the first item runs its segue.
        #expect(window.rootViewController?.presentedViewController == nil)
        click(window, Point(50, 24))
        settle(window, clock)
        #expect(window.rootViewController?.presentedViewController?.storyboardIdentifier == "b")
        // The YAML writer writes the keys back.
        let again = try StoryboardYAMLWriter.yaml(storyboard.file)
        #expect(again.contains("itemSize: [100, 40]") && again.contains("sectionInset: [4, 0, 4, 0]") && again.contains("type: scroll"), "\(again)")
    }

    static let tableYAML = """
        scenes:
        - id: nav
          class: NavigationController
          root: list
        - id: list
          title: Settings
          class: TableViewController
          view:
            type: table
            tableStyle: insetGrouped
            rowHeight: 50
            sections:
            - { header: Account, footer: Signed in }
            - { header: About }
            subviews:
            - { type: cell, text: Name, detail: Ada, cellStyle: value1, accessory: disclosureIndicator, segue: edit }
            - { type: cell, text: Mail, detail: ada@example.org, cellStyle: subtitle, rowHeight: 64 }
            - { type: cell, text: Version, section: 1, cellStyle: value1, detail: '1.0' }
            - { type: cell, text: Licence }
            - { type: cell, reuseIdentifier: plain, text: Prototype, section: 2 }
        - id: detail
        segues:
        - { id: edit, kind: show, from: list, to: detail }
        """

    @Test func aYAMLTablesTitledSectionOfPrototypesKeepsItsHeaderHeight() throws {
        // Only Xcode's "Prototype Cells" header is a title's height whatever the table says: a
        // YAML table's own titled section over cells made by reuse identifier keeps its 60.
        let yaml = """
            initial: list
            scenes:
            - id: list
              class: TableViewController
              view:
                type: table
                tableStyle: plain
                sectionHeaderHeight: 60
                sections:
                - { header: Drafts }
                subviews:
                - { type: cell, reuseIdentifier: draft, text: Draft }
            """
        let storyboard = try Storyboard.parse(yaml, path: "t.yaml").get()
        let clock = ManualClock()
        let window = Window(size: Size(390, 700), clock: clock)
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "list")
        settle(window, clock)
        let table = try #require(window.rootViewController as? TableViewController).tableView
        #expect(table.rectForHeader(inSection: 0).height == 60)
    }

    @Test func yamlTablesShowTheirCellsInSectionsAndRunARowsSegue() throws {
        let storyboard = try Storyboard.parse(Self.tableYAML, path: "t.yaml").get()
        let clock = ManualClock()
        let window = Window(size: Size(390, 700), clock: clock)
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "nav")
        settle(window, clock)
        let nav = try #require(window.rootViewController as? NavigationController)
        let list = try #require(nav.topViewController as? TableViewController)
        let table = list.tableView
        #expect(table.style == .insetGrouped && table.rowHeight == 50)
        #expect(table.dataSource === list && table.delegate === list)
        #expect(table.numberOfSections == 3)
        #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 2, 1])
        let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(name.style == .value1 && name.textLabel?.text == "Name" && name.detailTextLabel?.text == "Ada")
        #expect(name.accessoryType == .disclosureIndicator)
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)).height == 64)
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 1)).height == 50)
        #expect(list.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(list.tableView(table, titleForFooterInSection: 0) == "Signed in")
        #expect(list.tableView(table, titleForHeaderInSection: 1) == "About")
        // A prototype is shown once, and the table makes new copies of it by its identifier.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2))?.textLabel?.text == "Prototype")
        let copy = table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 2))
        #expect(copy !== table.cellForRow(at: IndexPath(row: 0, section: 2)))
        #expect(copy.textLabel?.text == "Prototype" && copy.reuseIdentifier == "plain")
        // Clicking the first row selects it and runs its segue; coming back deselects it.
        let row = inWindow(table, table.rect(forRowAt: IndexPath(row: 0, section: 0)).center)
        click(window, row)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        settle(window, clock)
        #expect(nav.topViewController?.storyboardIdentifier == "detail")
        nav.popViewController(animated: false)
        settle(window, clock)
        #expect(table.indexPathForSelectedRow == nil)
        // A row without a segue is only selected.
        let plain = inWindow(table, table.rect(forRowAt: IndexPath(row: 1, section: 1)).center)
        click(window, plain)
        settle(window, clock)
        #expect(nav.topViewController === list && table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    }

    @Test func aTableInAPlainSceneIsItsOwnCellsDataSourceAndScrolls() throws {
        let rows = (0..<40).map { "      - { type: cell, text: 'Row \($0)' }" }.joined(separator: "\n")
        let storyboard = try Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews:
                - type: table
                  id: list
                  frame: [0, 0, 320, 300]
                  subviews:
                  - { type: label, text: Header, frame: [0, 0, 320, 30] }
            \(rows)
                  - { type: label, text: Footer, frame: [0, 0, 320, 30] }
            """, path: "p.yaml").get()
        let window = Window(size: Size(320, 480), clock: ManualClock())
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "a")
        window.rootView.layoutIfNeeded()
        let table = try #require(window.rootView.viewWithIdentifier("list") as? TableView)
        #expect(table.numberOfRows(inSection: 0) == 40)
        #expect((table.tableHeaderView as? Label)?.text == "Header" && (table.tableFooterView as? Label)?.text == "Footer")
        #expect(table.style == .plain && table.backgroundColor == .white)
        // Only the rows on screen have cells, as the table's own reuse does.
        #expect(table.visibleCells.count <= 300 / 44 + 2)
        window.handle(.scroll(dx: 0, dy: -10, at: Point(100, 100)))
        table.layoutIfNeeded()
        #expect(table.contentOffset.y > 0)
    }

    @Test func badScrollingValuesAreErrorsWithTheirPlace() {
        let result = Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews:
                - { type: collection, itemSize: [10], scrollDirection: sideways }
                - { type: table, tableStyle: fancy, sections: [{ title: x }] }
                - { type: cell, accessory: star, section: -1 }
            """, path: "b.yaml")
        guard case .failure(let error) = result else { Issue.record("loaded"); return }
        let text = error.diagnostics.map(\.description).joined(separator: "\n")
        #expect(text.contains("b.yaml:5:37") && text.contains("[width, height]"), "\(text)")
        #expect(text.contains("sideways") && text.contains("fancy") && text.contains("star"), "\(text)")
        #expect(text.contains("title"), "\(text)")
    }

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="vc1" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="8" minimumInteritemSpacing="4" id="fl1">
                                    <size key="itemSize" width="140" height="200"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="12" minY="16" maxX="12" maxY="16"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell contentMode="center" reuseIdentifier="card" id="c1">
                                        <rect key="frame" x="12" y="16" width="140" height="200"/>
                                        <view key="contentView" contentMode="center" id="cc1">
                                            <rect key="frame" x="0.0" y="0.0" width="140" height="200"/>
                                            <subviews>
                                                <label text="Card" id="l1">
                                                    <rect key="frame" x="10" y="10" width="100" height="20"/>
                                                </label>
                                            </subviews>
                                        </view>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="open" id="sg1"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <scrollView id="sv1" pagingEnabled="YES">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                                        <subviews>
                                            <view id="page1"><rect key="frame" x="0.0" y="0.0" width="320" height="240"/></view>
                                            <view id="page2"><rect key="frame" x="320" y="0.0" width="320" height="240"/></view>
                                        </subviews>
                                    </scrollView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func interfaceBuilderCollectionViewsKeepTheirFlowLayoutAndCellSegues() throws {
        let imported = try InterfaceBuilderReader.read(data: Data(Self.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                       registries: SegueRegistries()).get()
        #expect(!imported.file.warns("collection view"))
        let clock = ManualClock()
        let window = try IBFixtures.show(xml: Self.xml)
        let owner = try #require(window.rootViewController as? CollectionViewController)
        let cv = owner.collectionView
        #expect(cv.dataSource === owner)
        let flow = try #require(cv.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(flow.scrollDirection == .horizontal && flow.itemSize == Size(140, 200))
        #expect(flow.minimumLineSpacing == 8 && flow.minimumInteritemSpacing == 4)
        #expect(flow.sectionInset == EdgeInsets(top: 16, left: 12, bottom: 16, right: 12))
        cv.layoutIfNeeded()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame == Rect(12, 16, 140, 200))
        #expect(cell.contentView.descendants.contains { ($0 as? Label)?.text == "Card" })
        _ = clock
    }

    @Test func interfaceBuilderScrollViewsScrollTheirSubviews() throws {
        let imported = try InterfaceBuilderReader.read(data: Data(Self.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                       registries: SegueRegistries()).get()
        let storyboard = Storyboard(file: imported.file, registries: SegueRegistries())
        let window = Window(size: Size(320, 480), clock: ManualClock())
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "vc2")
        window.rootView.layoutIfNeeded()
        let scroll = try #require(window.rootView.viewWithIdentifier("sv1") as? ScrollView)
        #expect(scroll.contentSize == Size(640, 240))
        #expect(scroll.isPagingEnabled)
        #expect(scroll.subviews.contains { $0.identifier == "page2" })
    }
}
