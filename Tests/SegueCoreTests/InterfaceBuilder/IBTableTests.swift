import Foundation
import Testing
@testable import SegueCore

/// Interface Builder's table and collection view controllers, loaded from a hand-written
/// storyboard: static sections with each built-in cell style, a custom cell laid out by its
/// constraints, prototypes, a table header view, a scroll view sized by its content layout
/// guide, and the segues selected rows and items run.
@MainActor
@Suite struct IBTableTests {
    static let fourteen = DeviceProfile.named("iphone-14")!

    func settle(_ w: Window, _ clock: ManualClock) {
        for _ in 0..<90 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
    }

    func window(_ scene: String, size: Size? = nil) throws -> (Window, ManualClock) {
        let storyboard = try IBFixtures.load("Tables.storyboard")
        let clock = ManualClock()
        let w = Window(size: size ?? Self.fourteen.size, clock: clock)
        if size == nil { w.device = Self.fourteen }
        w.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
        settle(w, clock)
        return (w, clock)
    }

    @Test func staticSectionsKeepTheirStylesTitlesAndHeights() throws {
        let imported = try IBFixtures.read("Tables.storyboard")
        #expect(!imported.file.warns("table view") && !imported.file.warns("collection view"))
        let (w, _) = try window("nav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let settings = try #require(nav.topViewController as? TableViewController)
        let table = settings.tableView
        #expect(table.style == .insetGrouped && table.dataSource === settings)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Changes apply at once.")
        let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(name.style == .value1 && name.textLabel?.text == "Name" && name.detailTextLabel?.text == "Ada Lovelace")
        #expect(name.accessoryType == .disclosureIndicator)
        let mail = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(mail.style == .subtitle && mail.detailTextLabel?.text == "ada@example.org")
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)).height == 56)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType == .checkmark)
        let phone = try #require(table.cellForRow(at: IndexPath(row: 2, section: 1)))
        #expect(phone.style == .value2 && phone.accessoryType == .detailButton)
        // The style's own labels are the cell's, not copies of the stored ones: the one view
        // named by the stored label's id is the cell's text label.
        #expect(name.contentView.descendants.filter { $0.identifier == "name-text" }.map(ObjectIdentifier.init) == [ObjectIdentifier(try #require(name.textLabel))])
        // The table starts below the navigation bar: its content rests under the bar's inset.
        #expect(table.contentOffset.y == -table.adjustedContentInset.top && table.adjustedContentInset.top == 91)
    }

    @Test func aCustomCellIsLaidOutByItsConstraintsInTheCellsContentView() throws {
        for size in [nil, Size(320, 480), Size(1024, 768)] as [Size?] {
            let (w, _) = try window("nav", size: size)
            let nav = try #require(w.rootViewController as? NavigationController)
            let table = try #require(nav.topViewController as? TableViewController).tableView
            let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            let label = try #require(wifi.contentView.viewWithIdentifier("wifi-label") as? Label)
            let toggle = try #require(wifi.contentView.viewWithIdentifier("wifi-switch"))
            let content = wifi.contentView.bounds
            // Leading and trailing margins of the content view, centred vertically, at every width.
            // The content view preserves the cell's margins: the label starts where a styled cell's text does.
            let margins = wifi.contentView.effectiveLayoutMargins
            #expect(margins.left == wifi.layoutMarginWidth && margins.left >= 16, "\(margins)")
            #expect(abs(label.frame.minX - margins.left) < 1e-9, "\(String(describing: size))")
            // The switch's frame reaches 2 points past the margin its alignment rectangle is pinned to.
            #expect(abs(toggle.frame.maxX - (content.width - margins.right + Switch.alignmentOverhang)) < 0.01, "\(String(describing: size))")
            #expect(abs(toggle.frame.midY - content.midY) < 0.01 && abs(label.frame.midY - content.midY) < 0.01)
            #expect(toggle.frame.size == Size(51, 31))
            #expect(!label.isTruncated, "\(label.frame)")
        }
    }

    @Test func selectingARowPushesItsSegueAndComingBackDeselectsIt() throws {
        let (w, clock) = try window("nav")
        let nav = try #require(w.rootViewController as? NavigationController)
        let table = try #require(nav.topViewController as? TableViewController).tableView
        let row = table.rect(forRowAt: IndexPath(row: 0, section: 0))
        let p = Point(row.midX + table.frame.minX - table.bounds.minX, row.midY + table.frame.minY - table.bounds.minY)
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
        settle(w, clock)
        #expect(nav.topViewController?.storyboardIdentifier == "profile")
        // The profile's scroll view is as tall as its content's constraints make it.
        let scroll = try #require(nav.topViewController?.view.viewWithIdentifier("profile-scroll") as? ScrollView)
        #expect(scroll.contentSize.height == 1500 && scroll.contentSize.width == scroll.bounds.width)
        nav.popViewController(animated: true)
        settle(w, clock)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func prototypesShowOnceAndAreCopiedForTheAppsDataSource() throws {
        let (w, _) = try window("list")
        let list = try #require(w.rootViewController as? TableViewController)
        let table = list.tableView
        #expect(table.style == .plain && table.rowHeight == 60)
        #expect(table.tableHeaderView?.identifier == "list-header")
        #expect(table.numberOfRows(inSection: 0) == 1)
        let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(shown.reuseIdentifier == "Row" && shown.style == .subtitle && shown.accessoryType == .disclosureIndicator)
        let copy = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
        #expect(copy !== shown && copy.style == .subtitle && copy.textLabel?.text == "Title")
        // As Xcode's canvas shows them: under a "Prototype Cells" header, which a plain table
        // keeps 22 points below its header view (iOS 15's padding), 28 points tall.
        #expect(list.tableView(table, titleForHeaderInSection: 0) == "Prototype Cells")
        let top = table.tableHeaderView?.bounds.height ?? 0
        #expect(table.rectForHeader(inSection: 0) == Rect(0, top + 22, table.bounds.width, 28))
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == top + 50)
    }

    @Test(arguments: [("plain", 50.0, "", nil), ("grouped", 55.5, "", nil), ("insetGrouped", 55.5, "", nil),
                      ("plain", 50.0, "sectionHeaderHeight=\"22\"", nil), ("plain", 50.0, "sectionHeaderHeight=\"60\"", nil),
                      ("plain", 28.0, "", "16097"), ("plain", 28.0, "", "17503.1"), ("plain", 44.5, "sectionHeaderHeight=\"28\"", "19162"),
                      ("plain", 44.5, "", "19455"), ("plain", 50.0, "", "21701")] as [(String, Double, String, String?)])
    func prototypeCellsSitWhereXcodeStoresThem(style: String, firstCellY: Double, heights: String, tools: String?) throws {
        // Xcode 14 and later store a first prototype cell at y 50 in a plain table, 55.5 in a
        // grouped or inset grouped one: below the canvas's "Prototype Cells" header, whose
        // height in a plain table is a title's 28 whatever `sectionHeaderHeight` (Go Map!!'s
        // and Habitica's 22, Provenance's 60). Xcode 11 and 12 store it 28 down (no top padding
        // before iOS 15: AltStore's settings), Xcode 13 44.5 (KeePassium's entry history,
        // Habitica's settings): iOS 15's shorter title.
        let (window, vc) = try Self.showTable(device: "retina6_1", size: Size(414, 896), toolsVersion: tools, """
                  <tableView key="view" style="\(style)" rowHeight="44" \(heights) id="tv"><rect key="frame" x="0" y="0" width="414" height="896"/>
                    <prototypes>
                      <tableViewCell reuseIdentifier="Cell" textLabel="l" style="IBUITableViewCellStyleDefault" id="c">
                        <rect key="frame" x="0.0" y="\(firstCellY)" width="414" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="414" height="44"/>
                          <subviews><label text="Row" id="l"><rect key="frame" x="20" y="0" width="374" height="44"/></label></subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                      <tableViewCell reuseIdentifier="Other" id="c2"><rect key="frame" x="0.0" y="\(firstCellY + 44)" width="414" height="44"/></tableViewCell>
                    </prototypes>
                  </tableView>
            """)
        let table = vc.tableView
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == firstCellY)
        #expect(table.rect(forRowAt: IndexPath(row: 1, section: 0)).minY == firstCellY + 44)
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [("24765", "22", 28.0, true), ("15505", "28", 28.0, true), ("13771", "28", 0.0, true), ("22505", "22", 28.0, false)])
    func aFooterViewSitsBelowThePrototypesFooter(tools: String, footerHeight: String, gap: Double, identified: Bool) throws {
        // Xcode 11 to 26 store a plain table's footer view 28 points below its last prototype,
        // whatever `sectionFooterHeight` (OwnTracks' 22, IVPN's 28); Xcode 9 right under it. A
        // prototype without a reuse identifier (Bitwarden's, Xcode 15) is drawn as one: its
        // header 50 points down whatever `sectionHeaderHeight`, its footer 28.
        let id = identified ? #"reuseIdentifier="Cell" "# : ""
        let (window, vc) = try Self.showTable(device: "retina6_1", size: Size(414, 896), toolsVersion: tools, """
                  <tableView key="view" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="\(footerHeight)" id="tv"><rect key="frame" x="0" y="0" width="414" height="896"/>
                    <view key="tableFooterView" id="foot"><rect key="frame" x="0" y="122" width="414" height="60"/></view>
                    <prototypes>
                      <tableViewCell \(id)id="c"><rect key="frame" x="0.0" y="50" width="414" height="44"/></tableViewCell>
                    </prototypes>
                  </tableView>
            """)
        let table = vc.tableView
        let last = table.rect(forRowAt: IndexPath(row: 0, section: 0))
        #expect(table.tableFooterView?.frame.minY == last.maxY + gap)
        if !identified { #expect(last.minY == 50) }
        withExtendedLifetime(window) {}
    }

    @Test func aPlainStaticTablesSectionsAreSeparatedByAFooter() throws {
        // Xcode 15 and 16 store the next titled section's first row 78 points below the last
        // (a 28-point footer, 22 of top padding, a 28-point header) with heights left automatic,
        // as in OwnTracks' and DuckDuckGo's settings; the first row 50 down.
        let (window, vc) = try Self.showTable(device: "retina6_1", size: Size(414, 896), toolsVersion: "24765", """
                  <tableView key="view" style="plain" dataMode="static" rowHeight="51" sectionHeaderHeight="-1" sectionFooterHeight="-1" id="tv"><rect key="frame" x="0" y="0" width="414" height="896"/>
                    <sections>
                      <tableViewSection headerTitle="From Device" id="s1"><cells>
                        <tableViewCell id="a"><rect key="frame" x="0" y="50" width="414" height="51"/></tableViewCell>
                        <tableViewCell id="b"><rect key="frame" x="0" y="101" width="414" height="51"/></tableViewCell>
                      </cells></tableViewSection>
                      <tableViewSection headerTitle="From Endpoint" id="s2"><cells>
                        <tableViewCell id="c"><rect key="frame" x="0" y="230" width="414" height="51"/></tableViewCell>
                      </cells></tableViewSection>
                    </sections>
                  </tableView>
            """)
        let table = vc.tableView
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 50)
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 1)).minY == 230)
        #expect(table.rectForFooter(inSection: 1).height == 28, "the last section has its footer too")
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [("14490", 0.0), ("15505", 28.0)])
    func aPlainStaticTablesUntitledHeaderBeforeAndFromIOS13(tools: String, firstRowY: Double) throws {
        // Rocket.Chat's sign-in tables (Xcode 10, 28-point heights) start at their first row;
        // ProtonVPN's (Xcode 11) 28 down.
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), toolsVersion: tools, """
                  <tableView key="view" style="plain" dataMode="static" rowHeight="56" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <sections><tableViewSection id="s"><cells>
                      <tableViewCell id="a"><rect key="frame" x="0" y="\(firstRowY)" width="375" height="56"/></tableViewCell>
                    </cells></tableViewSection></sections>
                  </tableView>
            """)
        #expect(vc.tableView.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == firstRowY)
        withExtendedLifetime(window) {}
    }

    @Test func anEmptyStyleLabelIsLaidOutAsItsPlaceholderText() throws {
        // Xcode's canvas lays out an empty built-in style label as "Title", "Subtitle" or
        // "Detail" (Seafile's settings, Delta's and Habitica's rows store an empty value1 detail
        // 44 points wide); it draws no text, and the app's text replaces the placeholder.
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), """
                  <tableView key="view" style="plain" dataMode="static" rowHeight="44" id="tv"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <sections><tableViewSection id="s"><cells>
                      <tableViewCell style="IBUITableViewCellStyleValue1" textLabel="t1" detailTextLabel="d1" id="c1"><rect key="frame" x="0" y="0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="375" height="44"/>
                          <subviews>
                            <label text="Cache" id="t1"><rect key="frame" x="16" y="12" width="45" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                            <label text="" textAlignment="right" id="d1"><rect key="frame" x="315" y="12" width="44" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                      <tableViewCell style="IBUITableViewCellStyleSubtitle" textLabel="t2" detailTextLabel="d2" id="c2"><rect key="frame" x="0" y="44" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv2"><rect key="frame" x="0" y="0" width="375" height="44"/>
                          <subviews>
                            <label text="Name" id="t2"><rect key="frame" x="16" y="5" width="44" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                            <label text="" id="d2"><rect key="frame" x="16" y="25.5" width="44" height="14.5"/><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                    </cells></tableViewSection></sections>
                  </tableView>
            """)
        let table = vc.tableView
        let value = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(value.detailTextLabel)
        let word = Label(text: "Detail")
        word.font = detail.font
        #expect(detail.text.isEmpty && abs(detail.frame.width - word.intrinsicContentSize.width) < 0.5, "\(detail.frame)")
        #expect(abs(detail.frame.maxX - 359) < 1e-9)
        // A subtitle cell keeps its two lines: the title stands above the middle.
        let subtitle = try #require(table.cellForRow(at: IndexPath(row: 0 + 1, section: 0)))
        #expect(subtitle.textLabel!.frame.midY < 21 && subtitle.detailTextLabel!.frame.height > 0)
        // The app's text replaces the placeholder's size.
        detail.text = "On"
        value.layoutSubviews()
        #expect(detail.frame.width < word.intrinsicContentSize.width - 10)
        withExtendedLifetime(window) {}
    }

    @Test func aCollectionViewControllersItemsRunTheirSegue() throws {
        let (w, clock) = try window("grid")
        let grid = try #require(w.rootViewController as? CollectionViewController)
        let cv = grid.collectionView
        #expect(cv.numberOfItems(inSection: 0) == 1)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentView.backgroundColor != nil)
        #expect(cell.frame.size == Size(110, 110))
        let p = Point(cell.frame.midX + cv.frame.minX - cv.bounds.minX, cell.frame.midY + cv.frame.minY - cv.bounds.minY)
        w.handle(.mouseDown(p, .left))
        w.handle(.mouseUp(p, .left))
        settle(w, clock)
        #expect(grid.presentedViewController?.storyboardIdentifier == "profile" || grid.navigationController != nil)
    }
    @Test func aCellKeepsTheLayoutMarginsItsFileGivesIt() throws {
        // AltStore's settings: cells with 30-point side margins, labels on the content view's
        // leading margin (which preserves the cell's). A cell without margins of its own keeps
        // UIKit's (the text's inset, 16 points here).
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), """
                  <tableView key="view" style="plain" dataMode="static" rowHeight="51" id="tv"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <sections><tableViewSection id="s">
                      <cells>
                        \(Self.marginCell("wide", margins: #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#, y: 0))
                        \(Self.marginCell("plain", margins: "", y: 51))
                      </cells>
                    </tableViewSection></sections>
                  </tableView>
            """)
        let wide = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let plain = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(wide.layoutMargins.left == 30 && wide.layoutMargins.right == 30)
        #expect(wide.contentView.viewWithIdentifier("wide-label")?.frame.minX == 30)
        #expect(plain.contentView.viewWithIdentifier("plain-label")?.frame.minX == 16)
        withExtendedLifetime(window) {}
    }

    @Test func anInsetGroupedCellsMarginIsTheInsetOfItsRow() throws {
        // NetNewsWire's and DuckDuckGo's settings: on a 414-point table the rows are inset by 20
        // and their content by 20 more; on a 375-point one, by 16 and 16.
        for (device, size, margin) in [("retina6_1", Size(414, 896), 20.0), ("retina4_7", Size(375, 667), 16.0)] {
            let (window, vc) = try Self.showTable(device: device, size: size, Self.staticTable("insetGrouped", size: size, rowHeight: 51, Self.marginCell("c", margins: "", y: 0)))
            let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.frame.minX == margin && cell.frame.width == size.width - 2 * margin, "\(device)")
            #expect(cell.layoutMargins.left == margin && cell.contentView.viewWithIdentifier("c-label")?.frame.minX == margin, "\(device)")
            withExtendedLifetime(window) {}
        }
    }

    @Test func aCellsMarginIsTwentyPointsOnPhonesWiderThan390() throws {
        // Xcode stores cells pinned to the content view's leading margin 20 points in on the
        // 393-point iPhone 14 Pro to 16 Pro (Go Map!!, KeePassium: Xcode 15 and 26) and 16 on
        // phones up to 390 points wide.
        for (device, size, margin) in [("retina4_7", Size(375, 667), 16.0), ("retina6_0", Size(390, 844), 16.0),
                                       ("retina6_12", Size(393, 852), 20.0), ("retina6_3", Size(402, 874), 20.0),
                                       ("retina6_1", Size(414, 896), 20.0)] {
            let (window, vc) = try Self.showTable(device: device, size: size, Self.staticTable("plain", size: size, rowHeight: 44, Self.marginCell("c", margins: "", y: 0)))
            let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.layoutMargins.left == margin && cell.contentView.viewWithIdentifier("c-label")?.frame.minX == margin, "\(device)")
            #expect(vc.view.layoutMargins.left == margin, "\(device)")
            withExtendedLifetime(window) {}
        }
    }

    @Test func constraintsMayNameACellStylesOwnLabelWhichTheCellPlaces() throws {
        // iSH's filesystem screen: a text field runs from the leading margin + 75 to the
        // trailing edge of the default style's text label, which the cell places itself.
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), Self.staticTable("grouped", size: Size(375, 667), rowHeight: 44, """
                      <tableViewCell textLabel="name" style="IBUITableViewCellStyleDefault" id="c">
                        <rect key="frame" x="0.0" y="18" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="c-content">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                          <subviews>
                            <label text="Name" id="name"><rect key="frame" x="16" y="0.0" width="343" height="44"/></label>
                            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field"><rect key="frame" x="91" y="5" width="268" height="34"/></textField>
                          </subviews>
                          <constraints>
                            <constraint firstItem="field" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="k1"/>
                            <constraint firstItem="field" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" constant="75" id="k2"/>
                            <constraint firstItem="field" firstAttribute="centerY" secondItem="name" secondAttribute="centerY" id="k3"/>
                          </constraints>
                        </tableViewCellContentView>
                      </tableViewCell>
                    
            """))
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        // The label is the cell's own, named by its Interface Builder id, and placed by the cell.
        #expect(label.identifier == "name" && label.text == "Name")
        #expect(label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.frame.minX == 16 && label.frame.maxX == 359 && label.frame.height == 44)
        let field = try #require(cell.contentView.viewWithIdentifier("field"))
        #expect(field.frame.minX == 91 && field.frame.maxX == 359)
        #expect(abs(field.frame.midY - label.frame.midY) < 0.01)
        withExtendedLifetime(window) {}
    }

    @Test func aCellWithAnAccessoryEndsItsContentWhereXcodeStoresIt() throws {
        // Xcode's stored cells: with a chevron, the content view ends 26.5 pt before a 375-pt
        // cell's edge (30.5 before a 414-pt one's) and its trailing margin is 8; the default
        // style's label ends on that margin.
        for (device, size, gap) in [("retina4_7", Size(375, 667), 26.5), ("retina6_1", Size(414, 896), 30.5)] {
            let (window, vc) = try Self.showTable(device: device, size: size, Self.staticTable("plain", size: size, rowHeight: 44, """
                          <tableViewCell accessoryType="disclosureIndicator" id="custom">
                            <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="44"/>
                            <tableViewCellContentView key="contentView" id="custom-content">
                              <rect key="frame" x="0.0" y="0.0" width="\(size.width - gap)" height="44"/>
                              <subviews>
                                <label text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="value"><rect key="frame" x="200" y="12" width="40" height="20"/></label>
                              </subviews>
                              <constraints>
                                <constraint firstAttribute="trailingMargin" secondItem="value" secondAttribute="trailing" id="k1"/>
                                <constraint firstItem="value" firstAttribute="centerY" secondItem="custom-content" secondAttribute="centerY" id="k2"/>
                              </constraints>
                            </tableViewCellContentView>
                          </tableViewCell>
                          <tableViewCell accessoryType="disclosureIndicator" textLabel="title" style="IBUITableViewCellStyleDefault" id="styled">
                            <rect key="frame" x="0.0" y="44" width="\(size.width)" height="44"/>
                            <tableViewCellContentView key="contentView" id="styled-content">
                              <rect key="frame" x="0.0" y="0.0" width="\(size.width - gap)" height="44"/>
                              <subviews><label text="Language" id="title"><rect key="frame" x="16" y="0.0" width="300" height="44"/></label></subviews>
                            </tableViewCellContentView>
                          </tableViewCell>
                        
                """))
            let custom = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let styled = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(custom.contentView.frame.width == size.width - gap, "\(device)")
            #expect(custom.contentView.viewWithIdentifier("value")?.frame.maxX == size.width - gap - 8, "\(device)")
            #expect(styled.textLabel?.frame.maxX == size.width - gap - 8, "\(device)")
            withExtendedLifetime(window) {}
        }
    }

    @Test("Before iOS 13 a chevron's content view ends 33 points (34 in iOS 12) before the cell's edge and the style's labels 35; before iOS 11 the labels stand 15 in",
          arguments: [("12120", 33.0, 15.0), ("13196", 33.0, 16.0), ("14490", 34.0, 16.0), ("14868", 26.5, 16.0)])
    func classicAccessoriesAndInsets(tools: String, gap: Double, inset: Double) throws {
        let table = Self.staticTable("plain", size: Size(375, 667), rowHeight: 44, """
                      <tableViewCell accessoryType="disclosureIndicator" textLabel="title" style="IBUITableViewCellStyleDefault" id="chevron">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="chevron-content">
                          <rect key="frame" x="0.0" y="0.0" width="\(375 - gap)" height="44"/>
                          <subviews><label text="Language" id="title"><rect key="frame" x="\(inset)" y="0.0" width="300" height="44"/></label></subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                      <tableViewCell textLabel="name" detailTextLabel="value" style="IBUITableViewCellStyleValue1" id="pair">
                        <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="pair-content">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                          <subviews>
                            <label text="Name" id="name"><rect key="frame" x="\(inset)" y="12" width="45" height="20"/></label>
                            <label text="Value" id="value"><rect key="frame" x="300" y="12" width="44" height="20"/></label>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>

            """)
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), toolsVersion: tools, table)
        let chevron = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let pair = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(chevron.contentView.frame.width == 375 - gap)
        #expect(chevron.textLabel?.frame.minX == inset)
        // Before iOS 13 the labels end 35 points from the cell's edge; from iOS 13, 8 before the content's end.
        #expect(chevron.textLabel?.frame.maxX == (gap < 30 ? 375 - gap - 8 : 340))
        #expect(pair.textLabel?.frame.minX == inset && pair.detailTextLabel?.frame.maxX == 375 - inset)
        withExtendedLifetime(window) {}
    }

    @Test("A cell style's image file is as large as the image the document records, centred on a whole point, and the text follows it 15 points on")
    func aCellStylesImageTakesItsRecordedSize() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="22505" initialViewController="t">
              <device id="retina4_7" orientation="portrait" appearance="light"/>
              <scenes><scene sceneID="1"><objects>
                <tableViewController id="t" sceneMemberID="viewController">
            \(Self.staticTable("plain", size: Size(375, 667), rowHeight: 44, """
                      <tableViewCell textLabel="title" imageView="icon" style="IBUITableViewCellStyleDefault" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="row-content">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                          <subviews>
                            <label text="Favourites" id="title"><rect key="frame" x="56" y="0.0" width="303" height="44"/></label>
                            <imageView image="star" id="icon"><rect key="frame" x="16" y="11" width="25" height="21"/></imageView>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                      <tableViewCell textLabel="short-title" imageView="short-icon" style="IBUITableViewCellStyleDefault" rowHeight="14" id="short">
                        <rect key="frame" x="0.0" y="44" width="375" height="14"/>
                        <tableViewCellContentView key="contentView" id="short-content">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="14"/>
                          <subviews>
                            <label text="Compact" id="short-title"><rect key="frame" x="47.7" y="0.0" width="311" height="14"/></label>
                            <imageView image="star" id="short-icon"><rect key="frame" x="16" y="0.0" width="16.7" height="14"/></imageView>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>

            """))
                </tableViewController>
              </objects></scene></scenes>
              <resources><image name="star" width="25" height="21"/></resources>
            </document>
            """
        // The fixtures' asset catalogue has the star; the document says how large it is.
        let storyboard = try Storyboard.parse(xml, path: IBFixtures.path("CellImage.storyboard"), baseDirectory: IBFixtures.folder.path, registries: SegueRegistries()).get()
        let window = Window(size: Size(375, 667), clock: ManualClock())
        window.device = DeviceProfile.interfaceBuilder(id: "retina4_7", orientation: "portrait", toolsVersion: "22505")
        let vc = try #require(storyboard.instantiateViewController(withIdentifier: "t") as? TableViewController)
        window.rootViewController = vc
        window.rootView.layoutIfNeeded()
        let row = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.imageView?.frame == Rect(16, 11, 25, 21))
        #expect(row.textLabel?.frame.minX == 56)
        // Taller than its row: scaled down to the row's height.
        let short = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let icon = try #require(short.imageView?.frame)
        #expect(icon.origin == Point(16, 0) && icon.height == 14 && abs(icon.width - 25 * 14 / 21) < 1e-9)
        #expect(abs((short.textLabel?.frame.minX ?? 0) - (icon.maxX + 15)) < 1e-9)
        withExtendedLifetime(window) {}
    }

    @Test func beforeIOS13TheSeparatorTakesItsLineOutOfTheContentView() throws {
        // Xcode 10 (tools 14490, iOS 12) stores a 44-pt row's content view 43.5 high on a 2×
        // phone, so a view pinned to its bottom ends 0.5 pt higher; Xcode 11 (iOS 13) and later
        // store it 44 high, and so does Xcode 10 for a table without separators.
        let cell = """
                      <tableViewCell id="c">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" id="c-content">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                          <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0.0" y="42.5" width="375" height="1"/></view>
                          </subviews>
                          <constraints>
                            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="k1"/>
                            <constraint firstItem="bar" firstAttribute="height" constant="1" id="k2"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="c-content" secondAttribute="leading" id="k3"/>
                            <constraint firstItem="bar" firstAttribute="trailing" secondItem="c-content" secondAttribute="trailing" id="k4"/>
                          </constraints>
                        </tableViewCellContentView>
                      </tableViewCell>

            """
        let plain = Self.staticTable("plain", size: Size(375, 667), rowHeight: 44, cell)
        let bare = plain.replacingOccurrences(of: "dataMode=\"static\"", with: "dataMode=\"static\" separatorStyle=\"none\"")
        for (tools, table, height) in [("14490", plain, 43.5), ("14868", plain, 44), ("14490", bare, 44)] {
            let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), toolsVersion: tools, table)
            let row = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let what = "\(tools)\(table == bare ? " without separators" : "")"
            #expect(row.frame.height == 44 && row.contentView.frame.height == height, "\(what)")
            #expect(row.contentView.viewWithIdentifier("bar")?.frame.maxY == height, "\(what)")
            #expect(row.contentView.identifier == "c-content", "the content view is named by its IB id, as `segue layout` lists it")
            withExtendedLifetime(window) {}
        }
    }

    @Test func aCellStylesLabelsKeepToTheMarginsItsFileGivesTheCell() throws {
        // AltStore's account rows: value1 cells with 30-pt side margins put their title 30 pt
        // in and end their detail 30 pt before the edge, as Xcode stores them.
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), Self.staticTable("grouped", size: Size(375, 667), rowHeight: 51, """
                      <tableViewCell textLabel="name" detailTextLabel="value" style="IBUITableViewCellStyleValue1" id="c">
                        <rect key="frame" x="0.0" y="18" width="375" height="51"/>
                        <tableViewCellContentView key="contentView" id="c-content">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                          <subviews>
                            <label text="Name" id="name"><rect key="frame" x="30" y="16" width="45" height="20.5"/></label>
                            <label text="Riley Testut" id="value"><rect key="frame" x="252.5" y="16" width="92.5" height="20.5"/></label>
                          </subviews>
                        </tableViewCellContentView>
                        <edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>
                      </tableViewCell>
                    
            """))
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.frame.minX == 30)
        #expect(abs((cell.detailTextLabel?.frame.maxX ?? 0) - (375 - 30)) < 1e-9)
        withExtendedLifetime(window) {}
    }

    @Test func onAScreenDrawingIOS26ACellsTopAndBottomMarginsAre15() throws {
        // NetNewsWire's settings, saved by Xcode 26: a row whose label is pinned to the content
        // view's top and bottom margins is stored 15 + 21.5 + 15 high, the label 15 pt down;
        // Xcode 16 keeps 11 pt margins.
        for (tools, margin) in [("23727", 11.0), ("24765", 15.0)] {
            let (window, vc) = try Self.showTable(device: "retina6_1", size: Size(414, 896), toolsVersion: tools, Self.staticTable("insetGrouped", size: Size(414, 896), rowHeight: -1, estimated: true, """
                          <tableViewCell id="c">
                            <rect key="frame" x="20" y="18" width="374" height="51.5"/>
                            <tableViewCellContentView key="contentView" id="c-content">
                              <rect key="frame" x="0.0" y="0.0" width="374" height="51.5"/>
                              <subviews>
                                <label text="Sort Oldest to Newest" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="20" y="15" width="167.5" height="21.5"/></label>
                              </subviews>
                              <constraints>
                                <constraint firstItem="l" firstAttribute="top" secondItem="c-content" secondAttribute="topMargin" id="k1"/>
                                <constraint firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom" id="k2"/>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="c-content" secondAttribute="leadingMargin" id="k3"/>
                              </constraints>
                            </tableViewCellContentView>
                          </tableViewCell>
                        
                """))
            let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            let label = try #require(cell.contentView.viewWithIdentifier("l"))
            #expect(cell.layoutMargins.top == margin && cell.layoutMargins.bottom == margin, "\(tools)")
            #expect(label.frame.minY == margin, "\(tools)")
            // The static row keeps the height Xcode stored; the label fills it between the margins.
            #expect(cell.frame.height == 51.5 && abs(label.frame.maxY - (51.5 - margin)) < 0.01, "\(tools)")
            withExtendedLifetime(window) {}
        }
    }

    @Test func aListContentConfigurationIsDrawnAsTheCellStyleItMatches() throws {
        // DuckDuckGo's debug menu: rows whose texts are a UIListContentConfiguration, not labels.
        func cell(_ id: String, _ y: Int, _ configuration: String) -> String {
            """
                          <tableViewCell accessoryType="disclosureIndicator" id="\(id)">
                            <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" id="\(id)-content">
                              <rect key="frame" x="0.0" y="0.0" width="355" height="44"/>
                            </tableViewCellContentView>
                            \(configuration)
                          </tableViewCell>
            """
        }
        let (window, vc) = try Self.showTable(device: "retina4_7", size: Size(375, 667), Self.staticTable("plain", size: Size(375, 667), rowHeight: 44,
            cell("a", 0, #"<listContentConfiguration key="contentConfiguration" text="Refresh Config" secondaryText=""/>"#)
            + cell("b", 44, #"<listContentConfiguration key="contentConfiguration" text="Sync Info" secondaryText="Last synced today"/>"#)
            + cell("c", 88, #"<listContentConfiguration key="contentConfiguration" text="Bookmarks"><imageReference key="image" image="star" catalog="system"/></listContentConfiguration>"#)))
        let rows = (0..<3).map { vc.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let refresh = try #require(rows[0]), sync = try #require(rows[1]), marks = try #require(rows[2])
        #expect(refresh.style == .default && refresh.textLabel?.text == "Refresh Config")
        #expect(refresh.detailTextLabel?.text ?? "" == "", "an empty secondary text is none")
        #expect(sync.style == .subtitle && sync.textLabel?.text == "Sync Info" && sync.detailTextLabel?.text == "Last synced today")
        #expect(marks.textLabel?.text == "Bookmarks" && marks.imageView?.systemImageName == "star")
        // The text stands in the row, at the margin, not left empty.
        let title = try #require(refresh.textLabel)
        #expect(title.frame.width > 0 && title.frame.minX >= 15 && title.superview != nil)
        withExtendedLifetime(window) {}
    }

    /// A static table view of `style` at `size` (id `tv`) holding one section of `cells`.
    static func staticTable(_ style: String, size: Size, rowHeight: Double, estimated: Bool = false, _ cells: String) -> String {
        """
        <tableView key="view" style="\(style)" dataMode="static" rowHeight="\(rowHeight)"\(estimated ? " estimatedRowHeight=\"44\"" : "") id="tv"><rect key="frame" x="0" y="0" width="\(size.width)" height="\(size.height)"/>
          <sections><tableViewSection id="s"><cells>
        \(cells)
          </cells></tableViewSection></sections>
        </tableView>
        """
    }

    /// A one-scene document whose table view controller (id `t`) has `table` as its view,
    /// shown in a laid-out window of `size` (returned too: it holds the scene).
    static func showTable(device: String, size: Size, toolsVersion: String? = nil, _ table: String) throws -> (Window, TableViewController) {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="t">
              <device id="\(device)" orientation="portrait" appearance="light"/>
              <scenes><scene sceneID="1"><objects>
                <tableViewController id="t" sceneMemberID="viewController">
            \(table)
                </tableViewController>
              </objects></scene></scenes>
            </document>
            """
        let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
        let w = Window(size: size, clock: ManualClock())
        if let toolsVersion { w.device = DeviceProfile.interfaceBuilder(id: device, orientation: "portrait", toolsVersion: toolsVersion) }
        let vc = try #require(storyboard.instantiateViewController(withIdentifier: "t") as? TableViewController)
        w.rootViewController = vc
        w.rootView.layoutIfNeeded()
        return (w, vc)
    }

    /// A static cell whose label sits on its content view's leading margin.
    static func marginCell(_ id: String, margins: String, y: Int) -> String {
        """
        <tableViewCell preservesSuperviewLayoutMargins="YES" rowHeight="51" id="\(id)">
          <rect key="frame" x="0.0" y="\(y)" width="375" height="51"/>
          <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="\(id)-content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
            <subviews>
              <label text="Join the beta" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                <rect key="frame" x="30" y="15" width="106" height="21"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-c1"/>
              <constraint firstItem="\(id)-label" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c2"/>
            </constraints>
          </tableViewCellContentView>
          \(margins)
        </tableViewCell>
        """
    }
}

extension IBTableTests {
    @Test func aTablesSeparatorColourIsRead() throws {
        let table = Self.staticTable("insetGrouped", size: Size(390, 844), rowHeight: 44, Self.marginCell("c", margins: "", y: 0))
            .replacingOccurrences(of: "<sections>", with: """
                <color key="separatorColor" red="0.25" green="0.5" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <sections>
                """)
        let (_, vc) = try Self.showTable(device: "retina6_12", size: Size(390, 844), table)
        #expect(vc.tableView.separatorColor == Color(red: 0.25, green: 0.5, blue: 0.75))
    }
}
