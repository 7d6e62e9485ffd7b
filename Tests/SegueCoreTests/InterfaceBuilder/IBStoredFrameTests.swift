import Foundation
import Testing
@testable import SegueCore

/// Where Xcode's canvas draws what a storyboard's constraints leave open, from hand-written
/// documents in the forms real apps' files take: a view the constraints do not place (Xcode
/// marks it `ambiguous="YES"` and draws its stored frame), a scene Xcode draws at a size of its
/// own (a popover's content, a page sheet's card, a split view's column), a stack view whose
/// layout margins the file sets, and a grouped section whose header title is empty.
@MainActor
@Suite struct IBStoredFrameTests {
    @Test func aViewTheConstraintsDoNotPlaceIsDrawnAtItsStoredFrame() throws {
        // Monal's settings: a label with no vertical constraint, and a log view pinned by its
        // sides and bottom only.
        let xml = IBShippingAppFormsTests.document("""
            <label opaque="NO" ambiguous="YES" text="Use a key with proper permissions" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="8" y="180" width="359" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="log">
                <rect key="frame" x="0.0" y="228" width="375" height="384"/>
            </view>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="log" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="log" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="log" secondAttribute="bottom" constant="55" id="c5"/>
            """)
        let window = try IBShippingAppFormsTests.show(xml, device: IBShippingAppFormsTests.eight)
        let root = try #require(window.rootViewController?.view)
        let label = try #require(root.viewWithIdentifier("l")), log = try #require(root.viewWithIdentifier("log"))
        // Before, the label sat at the top, under the status bar, and the log was 0 high.
        #expect(label.frame.minY == 180 && label.frame.minX == 8 && label.frame.width == 359)
        #expect(log.frame == Rect(0, 228, 375, 384))
        // Still reported as ambiguous, as Xcode reports them.
        #expect(label.hasAmbiguousLayout && log.hasAmbiguousLayout)
        // Turned, the constrained edges follow the screen; what is open keeps its stored value.
        let turned = try IBShippingAppFormsTests.show(xml, device: IBShippingAppFormsTests.eight.oriented(landscape: true))
        let tLog = try #require(turned.rootViewController?.view.viewWithIdentifier("log"))
        #expect(tLog.frame == Rect(0, 375 - 55 - 384, 667, 384))
    }

    /// A document on an iPhone 8 whose scenes are a navigation controller (`nav`) around a page
    /// sheet (`sheet`, stored 375 × 647), a popover's content (`pop`, 375 × 217, with the
    /// storyboard identifier `Popover`) and a full-screen scene (`full`).
    static let canvases = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="a"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></navigationBar>
                        <connections><segue destination="sheet" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="b"><objects>
                    <viewController id="sheet" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="sv"><rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                            <subviews><view contentMode="scaleToFill" id="inner"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Add Account" id="ni"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="c"><objects>
                    <viewController storyboardIdentifier="Popover" id="pop" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="pv"><rect key="frame" x="0.0" y="0.0" width="375" height="217"/></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="d"><objects>
                    <viewController id="full" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="fv"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func aSceneStoredAtASizeOfItsOwnOpensOnACanvasOfThatSize() throws {
        let data = Data(Self.canvases.utf8)
        func canvas(_ scene: String?) throws -> DeviceProfile {
            try #require(InterfaceBuilderReader.documentDevice(data: data, path: "c.storyboard", scene: scene))
        }
        // The page sheet, by itself or through its navigation controller (the initial one).
        for scene in [nil, "nav", "sheet"] {
            let d = try canvas(scene)
            #expect(d.size == Size(375, 647) && d.statusBarHeight == 0, "\(scene ?? "initial")")
        }
        // The popover's content, by IB id or storyboard identifier.
        for scene in ["pop", "Popover"] { #expect(try canvas(scene).size == Size(375, 217)) }
        // A scene stored at the screen's size is on the phone.
        let full = try canvas("full")
        #expect(full.size == Size(375, 667) && full.name != "freeform")
        // Laid out on its canvas, the popover fills it.
        let storyboard = try IBShippingAppFormsTests.load(Self.canvases)
        let pop = try canvas("pop")
        let report = try #require(LayoutReport.make(storyboard, scene: "pop", size: pop.size, device: pop))
        #expect(report.size == Size(375, 217) && report.safeArea.top == 0)
    }

    /// A navigation controller presented as a page sheet (a segue of no style, Xcode 15) stored
    /// as the card (647 of 667), its bar 56 high and a label pinned 8 below the safe area's top;
    /// another presented full screen, its bar 44.
    static let sheetCanvases = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="home">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="h"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="hv"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        <connections>
                            <segue destination="nav" kind="presentation" identifier="toSheet" id="s1"/>
                            <segue destination="fullNav" kind="presentation" identifier="toFull" modalPresentationStyle="fullScreen" id="s2"/>
                        </connections>
                    </viewController>
                </objects></scene>
            \(Self.sheetScene("nav", root: "sheet", height: 647, barHeight: 56, labelY: 64))
            \(Self.sheetScene("fullNav", root: "fullRoot", height: 647, barHeight: 44, labelY: 52))
            </scenes>
        </document>
        """

    static func sheetScene(_ nav: String, root: String, height: Int, barHeight: Int, labelY: Int) -> String {
        """
        <scene sceneID="\(nav)-s"><objects>
            <navigationController id="\(nav)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(nav)-bar"><rect key="frame" x="0.0" y="0.0" width="375" height="\(barHeight)"/></navigationBar>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(nav)-r"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="\(root)-s"><objects>
            <viewController id="\(root)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(root)-v"><rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <subviews>
                        <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="\(root)-l"><rect key="frame" x="16" y="\(labelY)" width="100" height="21"/></label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="\(root)-g"/>
                    <constraints>
                        <constraint firstItem="\(root)-l" firstAttribute="top" secondItem="\(root)-g" secondAttribute="top" constant="8" id="\(root)-c1"/>
                        <constraint firstItem="\(root)-l" firstAttribute="leading" secondItem="\(root)-g" secondAttribute="leading" constant="16" id="\(root)-c2"/>
                    </constraints>
                </view>
                <navigationItem key="navigationItem" title="Account" id="\(root)-ni"/>
            </viewController>
        </objects></scene>
        """
    }

    @Test func aScenePresentedAsASheetIsDrawnAsTheCard() throws {
        let data = Data(Self.sheetCanvases.utf8)
        func canvas(_ scene: String) throws -> DeviceProfile {
            try #require(InterfaceBuilderReader.documentDevice(data: data, path: "c.storyboard", scene: scene))
        }
        for scene in ["nav", "sheet"] { #expect(try canvas(scene).isSheetCard, "\(scene)") }
        for scene in ["fullNav", "fullRoot", "home"] { #expect(try !canvas(scene).isSheetCard, "\(scene)") }
        let storyboard = try IBShippingAppFormsTests.load(Self.sheetCanvases)
        for (scene, y) in [("sheet", 64.0), ("fullRoot", 52.0)] {
            let d = try canvas(scene)
            let report = try #require(LayoutReport.make(storyboard, scene: scene, size: d.size, device: d))
            let label = try #require(report.views.first { $0.id == "\(scene)-l" })
            #expect(label.frame.minY == y, "\(scene): the label at \(label.frame.minY)")
        }
    }

    @Test("In iOS 13 and 14 a notched phone's card keeps the home indicator's inset at its bottom, and a scene stored at the card's size is one; from iOS 15 neither",
          arguments: [("16097", 34.0, true), ("18122", 34.0, true), ("20037", 0.0, false), ("23090", 0.0, false)])
    func aNotchedPhonesCardKeepsTheHomeIndicatorsInset(tools: String, bottom: Double, card: Bool) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="card">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="c"><objects>
                    <viewController id="card" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="card-v"><rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer"><rect key="frame" x="0.0" y="758" width="414" height="50"/></view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="card-g"/>
                            <constraints>
                                <constraint firstItem="footer" firstAttribute="leading" secondItem="card-v" secondAttribute="leading" id="k1"/>
                                <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="k2"/>
                                <constraint firstItem="card-g" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="k3"/>
                                <constraint firstItem="footer" firstAttribute="height" constant="50" id="k4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let d = try #require(InterfaceBuilderReader.documentDevice(data: Data(xml.utf8), path: "c.storyboard", scene: "card"))
        #expect(d.size == Size(414, 842) && d.isSheetCard == card)
        // A scene a segue presents as a sheet is a card in every release; only iOS 13 and 14 keep the inset.
        let presented = Self.sheetCanvases.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\"")
            .replacingOccurrences(of: "retina4_7", with: "retina6_1")
            .replacingOccurrences(of: "width=\"375\" height=\"647\"", with: "width=\"414\" height=\"842\"")
            .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"414\" height=\"896\"")
        let sheet = try #require(InterfaceBuilderReader.documentDevice(data: Data(presented.utf8), path: "p.storyboard", scene: "sheet"))
        #expect(sheet.isSheetCard && sheet.size == Size(414, 842) && sheet.safeAreaInsets == EdgeInsets(bottom: bottom))
        #expect(d.safeAreaInsets == EdgeInsets(bottom: bottom))
        let report = try #require(LayoutReport.make(try IBShippingAppFormsTests.load(xml), scene: "card", size: d.size, device: d))
        #expect(report.views.first { $0.id == "footer" }?.frame == Rect(0, 842 - bottom - 50, 414, 50))
    }

    @Test func aStackWhoseFileSetsItsMarginsArrangesItsViewsWithinThem() throws {
        // AltStore's sign-in steps: Interface Builder stores the margins and no
        // `layoutMarginsRelativeArrangement`, and Xcode's frames are inset by them. A stack
        // without margins of its own arranges from its edges.
        // A vertical stack `id` across the root, `y` from its top, of one 40-point view `view`
        // stored at `origin`; and its constraints.
        func stack(_ id: String, y: Int, height: Int, view: String, at origin: (x: Int, y: Int),
                   margins: String = "") -> (view: String, constraints: String) {
            ("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(view)"><rect key="frame" x="\(origin.x)" y="\(origin.y)" width="351" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="\(view)-h"/></constraints></view>
                </subviews>
                \(margins)
            </stackView>
            """, """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-top"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-leading"/>
            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-trailing"/>
            """)
        }
        let inset = stack("inset", y: 20, height: 61, view: "a", at: (14, 10),
                          margins: #"<edgeInsets key="layoutMargins" top="10" left="14" bottom="11" right="10"/>"#)
        let flush = stack("flush", y: 100, height: 40, view: "b", at: (0, 0))
        let xml = IBShippingAppFormsTests.document(inset.view + flush.view, constraints: inset.constraints + flush.constraints)
        let window = try IBShippingAppFormsTests.show(xml, device: IBShippingAppFormsTests.eight)
        let root = try #require(window.rootViewController?.view)
        let insetStack = try #require(root.viewWithIdentifier("inset") as? StackView)
        #expect(insetStack.isLayoutMarginsRelativeArrangement)
        #expect(root.viewWithIdentifier("a")?.frame == Rect(14, 10, 351, 40))
        #expect(insetStack.frame == Rect(0, 20, 375, 61))
        let flushStack = try #require(root.viewWithIdentifier("flush") as? StackView)
        #expect(!flushStack.isLayoutMarginsRelativeArrangement && root.viewWithIdentifier("b")?.frame == Rect(0, 0, 375, 40))
    }

    @Test func aTitledHeaderOfASectionWithAFooterTitleIsTallerBelowTheFirst() throws {
        // Go Map!!'s custom field editor (tools 24506, 10-pt section headers and footers) as
        // Xcode stored it: "Field Name" first (55.5 down), "Applies To" with a footer title 55.5
        // below the row above (a 10-pt footer and a 45.5-pt header), "Preset Key" after that
        // footer, then an untitled section 20 below (10 + 10) and "Notes" 48 below (10 + 38).
        let (window, vc) = try IBTableTests.showTable(device: "retina6_1", size: Size(414, 896), toolsVersion: "24506", """
                  <tableView key="view" style="grouped" dataMode="static" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="tv"><rect key="frame" x="0" y="0" width="414" height="896"/>
                    <sections>
                      <tableViewSection headerTitle="Field Name" id="s0"><cells><tableViewCell rowHeight="44" id="c0"><rect key="frame" x="0.0" y="55.5" width="414" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="Applies To" footerTitle="Leave blank for any." id="s1"><cells><tableViewCell rowHeight="44" id="c1"><rect key="frame" x="0.0" y="155" width="414" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="Preset Key" id="s2"><cells><tableViewCell rowHeight="44" id="c2"><rect key="frame" x="0.0" y="0" width="414" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection id="s3"><cells><tableViewCell rowHeight="44" id="c3"><rect key="frame" x="0.0" y="0" width="414" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="Notes" id="s4"><cells><tableViewCell rowHeight="44" id="c4"><rect key="frame" x="0.0" y="0" width="414" height="44"/></tableViewCell></cells></tableViewSection>
                    </sections>
                  </tableView>
            """)
        let t = vc.tableView
        let tops = (0..<5).map { t.rect(forRowAt: IndexPath(row: 0, section: $0)).minY }
        let footer = t.rectForFooter(inSection: 1).height
        #expect(tops[0] == 55.5 && tops[1] == 155, "\(tops)")
        #expect(tops[2] == 199 + footer + 38 && tops[3] == tops[2] + 44 + 20 && tops[4] == tops[3] + 44 + 48, "\(tops)")
        #expect(t.rectForHeader(inSection: 1).height == 45.5 && t.rectForHeader(inSection: 0).height == 55.5)
        // A footer of one line: 16 points of title and 14.
        #expect(footer == 30)
        withExtendedLifetime(window) {}
    }

    @Test func groupedFootersAreWholeHalfPointLinesAndFooterTitledSectionsHaveTallerHeadersInEveryRelease() throws {
        // One, two and three lines of the 13-pt title (SF's 15.5 points a line): 30, 46 and 62,
        // as Delta's, Go Map!!'s, IVPN's and DuckDuckGo's files store them.
        #expect([1, 2, 3].map { TableView.groupedFooterHeight(lines: $0, lineHeight: 15.51) } == [30, 46, 62])
        #expect(TableView.groupedFooterHeight(lines: 0, lineHeight: 15.51) == 30)
        // MiniKeePass's settings (tools 13196, iOS 11): titled sections with footer titles stand
        // 75.5 points below the row above (a one-line footer of 30 and a 45.5-point header).
        let tops = try Self.groupedSectionTops(tools: "13196", """
                      <tableViewSection headerTitle="Touch ID" footerTitle="Use your fingerprint." id="s0"><cells><tableViewCell id="c0"><rect key="frame" x="0.0" y="55.5" width="375" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="Sorting" footerTitle="Sort alphabetically." id="s1"><cells><tableViewCell id="c1"><rect key="frame" x="0.0" y="175" width="375" height="44"/></tableViewCell></cells></tableViewSection>
            """)
        #expect(tops == [55.5, 175], "\(tops)")
    }

    @Test func aLongFooterTitleStoredAsAStringElementIsSizedAndARowOfHeightZeroTakesNone() throws {
        // A VPN app's advanced settings (tools 23504) as Xcode stored them: a footer title too
        // long for an attribute is a `<string key="footerTitle">` child; its three lines put the
        // next section's row at 199, not 155. A row whose height is 0 (hidden) takes no room.
        // (A row of automatic height, -1, sizes itself.)
        let footer = "This option disables LAN traffic when VPN is connected. The option is implemented "
            + "with includeAllNetworks API (aka Kill Switch) and can cause connectivity issues. Learn more"
        let (window, vc) = try IBTableTests.showTable(device: "retina6_1", size: Size(414, 896), toolsVersion: "23504", """
                  <tableView key="view" style="grouped" dataMode="static" rowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv"><rect key="frame" x="0" y="0" width="414" height="896"/>
                    <sections>
                      <tableViewSection headerTitle="LAN Traffic" id="s0"><string key="footerTitle">\(footer)</string>
                        <cells><tableViewCell id="c0"><rect key="frame" x="0.0" y="55.5" width="414" height="43.5"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="Alerts" id="s1"><cells>
                        <tableViewCell rowHeight="80" id="c1"><rect key="frame" x="0.0" y="199" width="414" height="80"/></tableViewCell>
                        <tableViewCell hidden="YES" rowHeight="0.0" id="c2"><rect key="frame" x="0.0" y="279" width="414" height="1.1920928955078125e-07"/></tableViewCell>
                        <tableViewCell rowHeight="80" id="c3"><rect key="frame" x="0.0" y="279" width="414" height="80"/></tableViewCell>
                        <tableViewCell rowHeight="-1" id="c4"><rect key="frame" x="0.0" y="359" width="414" height="100"/></tableViewCell>
                      </cells></tableViewSection>
                    </sections>
                  </tableView>
            """)
        let t = vc.tableView
        let rows = (0..<3).map { t.rect(forRowAt: IndexPath(row: $0, section: 1)) }
        #expect(t.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 55.5)
        #expect(rows[0].minY == 199 && rows[1].height == 0 && rows[2].minY == 279, "\(rows)")
        // A row of automatic height (-1) sizes itself: its stored frame's 100 is not taken for it.
        #expect(t.rect(forRowAt: IndexPath(row: 3, section: 1)).height != 100)
        withExtendedLifetime(window) {}
    }

    /// A form sheet's scenes of Artsy's auction kiosk (tools 13771): a navigation controller
    /// whose root is stored 815 × 660, laid out with the top layout guide of before safe areas,
    /// a label 60 below it (stored at 80); a freeform scene whose status bar is none, its label
    /// pinned to the guide (stored at 0); and a full-screen one whose status bar is none.
    static let layoutGuideCanvases = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="n"><objects>
                    <navigationController modalPresentationStyle="formSheet" navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></navigationBar>
                        <connections><segue destination="bid" kind="relationship" relationship="rootViewController" id="nav-r"/></connections>
                    </navigationController>
                </objects></scene>
                \(Self.guideScene("bid", width: 815, height: 660, labelY: 80, constant: 60, metrics: ""))
                \(Self.guideScene("bare", width: 815, height: 660, labelY: 0, constant: 0, metrics: "<nil key=\"simulatedStatusBarMetrics\"/><freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"815\" height=\"660\"/>"))
                \(Self.guideScene("full", width: 375, height: 667, labelY: 0, constant: 0, metrics: "<nil key=\"simulatedStatusBarMetrics\"/>"))
            </scenes>
        </document>
        """

    static func guideScene(_ id: String, width: Int, height: Int, labelY: Int, constant: Int, metrics: String) -> String {
        """
        <scene sceneID="\(id)-s"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                    <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="\(id)-v"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <label opaque="NO" text="Confirm" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l"><rect key="frame" x="65" y="\(labelY)" width="288" height="41"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="288" id="\(id)-w"/>
                                <constraint firstAttribute="height" constant="41" id="\(id)-h"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-l" firstAttribute="top" secondItem="\(id)-top" secondAttribute="bottom" constant="\(constant)" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-v" secondAttribute="leading" constant="65" id="\(id)-c2"/>
                    </constraints>
                </view>
                \(metrics)
            </viewController>
        </objects></scene>
        """
    }

    @Test func aSceneOfItsOwnSizeWithLayoutGuidesKeepsTheStatusBarUnlessItIsNone() throws {
        let data = Data(Self.layoutGuideCanvases.utf8)
        func canvas(_ scene: String) throws -> DeviceProfile {
            try #require(InterfaceBuilderReader.documentDevice(data: data, path: "c.storyboard", scene: scene))
        }
        let storyboard = try IBShippingAppFormsTests.load(Self.layoutGuideCanvases)
        for (scene, bar, y) in [("nav", 20.0, 80.0), ("bid", 20, 80), ("bare", 0, 0), ("full", 0, 0)] {
            let d = try canvas(scene)
            #expect(d.statusBarHeight == bar && d.safeAreaInsets.top == bar, "\(scene): \(d.statusBarHeight), \(d.safeAreaInsets)")
            #expect(d.size == (scene == "full" ? Size(375, 667) : Size(815, 660)), "\(scene)")
            let root = scene == "nav" ? "bid" : scene
            let report = try #require(LayoutReport.make(storyboard, scene: scene, size: d.size, device: d))
            let label = try #require(report.views.first { $0.id == "\(root)-l" })
            #expect(label.frame.minY == y, "\(scene): the label at \(label.frame.minY)")
        }
        // In a document laid out with safe areas the guides are the safe area's: the device's.
        let safe = Data(Self.layoutGuideCanvases.replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" useSafeAreas=\"YES\"").utf8)
        for (scene, top) in [("bid", 0.0), ("bare", 0), ("full", 20)] {
            let d = try #require(InterfaceBuilderReader.documentDevice(data: safe, path: "c.storyboard", scene: scene))
            #expect(d.safeAreaInsets.top == top, "\(scene) with safe areas: \(d.safeAreaInsets)")
        }
        // A device without a notch hides its status bar's inset with it; one with a notch keeps
        // the notch's, turned or upright.
        let eight = try #require(DeviceProfile.named("iphone-se")).hidingStatusBar()
        #expect(eight.statusBarHeight == 0 && eight.safeAreaInsets.top == 0)
        let pad = try #require(DeviceProfile.all.first { $0.isPad }).oriented(landscape: true).hidingStatusBar()
        #expect(pad.statusBarHeight == 0 && pad.safeAreaInsets.top == 0)
        let notched = try #require(DeviceProfile.all.first { $0.hasNotch })
        #expect(notched.hidingStatusBar().safeAreaInsets.top == notched.safeAreaInsets.top && notched.hidingStatusBar().statusBarHeight == 0)
    }

    @Test func aSectionWithAnEmptyHeaderTitleHasAHeaderWithoutItsLine() throws {
        // AltStore's settings (tools 17503, grouped, 18-pt section headers and footers):
        // `headerTitle=""` first, again, then an untitled section, as Xcode stored them: the
        // first row 39.5 pt down (17.5 + 22), the empty title's section 40 pt below the one
        // above (an 18-pt footer and a 22-pt header), the untitled one 36 (18 + 18).
        let (window, vc) = try IBTableTests.showTable(device: "retina4_7", size: Size(375, 667), toolsVersion: "17503", """
                  <tableView key="view" style="grouped" dataMode="static" rowHeight="51" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <sections>
                      <tableViewSection headerTitle="" footerTitle="" id="s0"><cells><tableViewCell rowHeight="51" id="c0"><rect key="frame" x="0.0" y="39.5" width="375" height="51"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="" id="s1"><cells><tableViewCell rowHeight="51" id="c1"><rect key="frame" x="0.0" y="130.5" width="375" height="51"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection id="s2"><cells><tableViewCell rowHeight="51" id="c2"><rect key="frame" x="0.0" y="217.5" width="375" height="51"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="Help" id="s3"><cells><tableViewCell rowHeight="51" id="c3"><rect key="frame" x="0.0" y="324.5" width="375" height="51"/></tableViewCell></cells></tableViewSection>
                    </sections>
                  </tableView>
            """)
        let t = vc.tableView
        // (The titled section below is stored 324.5 down, a 38-pt header: the iOS 14 titled
        // header this file's release is given, 32, is an open difference.)
        let tops = (0..<3).map { t.rect(forRowAt: IndexPath(row: 0, section: $0)).minY }
        #expect(tops == [39.5, 130.5, 217.5], "\(tops)")
        // No text is drawn for it, and the empty footer title is no footer title.
        #expect(t.dataSource?.tableView(t, titleForFooterInSection: 0) == nil)
        let texts = t.snapshotContents().quads.compactMap { q -> String? in if case .text(let s) = q.content { return s.text } else { return nil } }
        #expect(texts.contains("HELP") && !texts.contains(""))
        withExtendedLifetime(window) {}
    }

    @Test func beforeIOS13AnEmptyHeaderTitleIsAnUntitledHeader() throws {
        // Rocket.Chat's preferences (tools 14490, iOS 12): sections titled "" stand 36 pt below
        // the one above (an 18-pt footer and an 18-pt header), the first row 35 down (UIKit's
        // classic space over a grouped table's first untitled section).
        let tops = try Self.groupedSectionTops(tools: "14490", """
                      <tableViewSection headerTitle="" id="s0"><cells><tableViewCell id="c0"><rect key="frame" x="0.0" y="35" width="375" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection headerTitle="" id="s1"><cells><tableViewCell id="c1"><rect key="frame" x="0.0" y="115" width="375" height="44"/></tableViewCell></cells></tableViewSection>
            """)
        #expect(tops == [35, 115], "\(tops)")
    }

    @Test(arguments: [("12120", 35.0), ("14490", 35), ("19455", 18), ("24506", 18)])
    func beforeIOS13AGroupedTablesFirstUntitledSectionIs35PointsDown(tools: String, top: Double) throws {
        // MiniKeePass (Xcode 8.3) and Rocket.Chat (Xcode 10) store the first row of an untitled
        // first section 35 pt down with 18-pt headers; ish (Xcode 13) and OwnTracks (Xcode 26)
        // 18 down. A taller header keeps its height.
        let untitled = """
                      <tableViewSection id="s0"><cells><tableViewCell id="c0"><rect key="frame" x="0.0" y="35" width="375" height="44"/></tableViewCell></cells></tableViewSection>
                      <tableViewSection id="s1"><cells><tableViewCell id="c1"><rect key="frame" x="0.0" y="115" width="375" height="44"/></tableViewCell></cells></tableViewSection>
            """
        for (height, expected) in [(18.0, top), (50, 50)] {
            let tops = try Self.groupedSectionTops(tools: tools, headerHeight: height, untitled)
            #expect(tops == [expected, expected + 44 + 18 + height], "\(tools) \(height): \(tops)")
        }
        // Under a table header view, the first row is right below it before iOS 13 (Rocket.Chat's
        // profile, Xcode 10), and the header's height below it after.
        let first = try Self.groupedSectionTops(tools: tools, headerView: 180, """
                      <tableViewSection id="s0"><cells><tableViewCell id="c0"><rect key="frame" x="0.0" y="180" width="375" height="44"/></tableViewCell></cells></tableViewSection>
            """)
        #expect(first == [180 + (top == 35 ? 0 : 18)], "\(tools): \(first)")
    }

    /// The first row's top in each section of a grouped static table of 44-point rows on an
    /// iPhone 8 saved by `tools`, its sections written as `sections`: 18-point footers and
    /// headers of `headerHeight`, under a table header view `headerView` points tall if given.
    static func groupedSectionTops(tools: String, headerHeight: Double = 18, headerView: Double? = nil,
                                   _ sections: String) throws -> [Double] {
        let head = headerView.map { #"<view key="tableHeaderView" id="head"><rect key="frame" x="0" y="0" width="375" height="\#($0)"/></view>"# } ?? ""
        let (window, vc) = try IBTableTests.showTable(device: "retina4_7", size: Size(375, 667), toolsVersion: tools, """
                  <tableView key="view" style="grouped" dataMode="static" rowHeight="44" sectionHeaderHeight="\(headerHeight)" sectionFooterHeight="18" id="tv"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    \(head)
                    <sections>
            \(sections)
                    </sections>
                  </tableView>
            """)
        let t = vc.tableView
        return withExtendedLifetime(window) { (0..<t.numberOfSections).map { t.rect(forRowAt: IndexPath(row: 0, section: $0)).minY } }
    }
}
