import Foundation
import Testing
@testable import SegueCore

/// Interface Builder constraints, guides, stacks and variations read whole into values, before
/// any of them is solved.
@MainActor
@Suite struct IBConstraintReadingTests {
    /// The scene of `LayoutForms.storyboard` whose controller has the id `vc`.
    func scene(_ vc: String) throws -> IBSceneConstraints {
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("LayoutForms.storyboard"))
        let root = try IBDocumentReader.read(data).get()
        var controller: IBElement?
        root.forEachDescendant { if $0["id"] == vc { controller = $0 } }
        let c = try #require(controller)
        let view = try #require(c.child(key: "view"))
        return IBSceneConstraints(root: view, controller: c, autolayout: true, subviews: IBConverter.subviewElements)
    }

    func constraint(_ id: String, in s: IBSceneConstraints) throws -> IBConstraint {
        try #require(s.constraints.first { $0.id == id })
    }

    @Test func everyFormOfConstraint() throws {
        let s = try scene("forms-vc")
        // A missing first item is the view holding the constraint.
        let trail = try constraint("trail-trail", in: s)
        #expect(trail.first == "forms-root" && trail.firstAttribute == .trailingMargin && trail.second == "trail" && trail.secondAttribute == .trailing)
        // A size of the view itself: no second item.
        let h = try constraint("bar-h", in: s)
        #expect(h.first == "bar" && h.owner == "bar" && h.second == nil && h.secondAttribute == .notAnAttribute && h.constant == 44)
        // An aspect ratio of the view itself (`a:b`), and a proportion (`a/b`).
        let aspect = try constraint("half-aspect", in: s)
        #expect(aspect.first == "half" && aspect.second == "half" && aspect.multiplier == 1.25)
        #expect(try constraint("half-w", in: s).multiplier == 0.5)
        #expect(try constraint("centered-cx", in: s).multiplier == 0.4)
        // Relations and priorities.
        let lmin = try constraint("ineq-lmin", in: s), lpref = try constraint("ineq-lpref", in: s)
        #expect(lmin.relation == .greaterThanOrEqual && lmin.priority == 1000 && lmin.constant == 20)
        #expect(lpref.relation == .equal && lpref.priority == 250)
        #expect(try constraint("ineq-wmax", in: s).relation == .lessThanOrEqual)
        // Standard spacing, identifiers, placeholders, guides and where each one is.
        #expect(try constraint("title-top", in: s).isStandardSpacing)
        #expect(try constraint("centered-w", in: s).identifier == "centered-width")
        #expect(try constraint("centered-top", in: s).isPlaceholder)
        #expect(s.guides["forms-root-safe"]?.kind == .safeArea && s.guides["forms-root-safe"]?.owner == "forms-root")
        #expect(try constraint("bar-lead", in: s).line > 1)
        // Placeholders are never in force.
        #expect(!s.constraints(width: .compact, height: .regular).contains { $0.id == "centered-top" })
        #expect(s.constraints(width: .compact, height: .regular).count == s.constraints.count - 1)
    }

    @Test func viewsKeepTheirMaskOrAreLaidOutByConstraints() throws {
        let s = try scene("forms-vc")
        #expect(s.views["bar"]?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(s.views["fixed"]?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(s.views["forms-root"]?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(s.views["bar"]?.superview == "forms-root")
        #expect(s.order.first == "forms-root")
    }

    @Test func huggingAndCompressionPriorities() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES"><scenes><scene><objects>
            <viewController id="vc"><view key="view" id="root"><subviews>
              <label text="A" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
              <label text="B" horizontalCompressionResistancePriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="b"/>
              <button horizontalHuggingPriority="900" translatesAutoresizingMaskIntoConstraints="NO" id="c"/>
              <view id="d"/>
              <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="e"/>
            </subviews>
            <constraints><constraint firstItem="d" firstAttribute="top" secondItem="root" secondAttribute="top" id="k"/></constraints>
            </view></viewController></objects></scene></scenes></document>
            """
        let root = try IBDocumentReader.read(Data(xml.utf8)).get()
        var view: IBElement?
        root.forEachDescendant { if $0["id"] == "root" { view = $0 } }
        let s = IBSceneConstraints(root: try #require(view), controller: nil, autolayout: true, subviews: IBConverter.subviewElements)
        let a = try #require(s.views["a"]), b = try #require(s.views["b"]), c = try #require(s.views["c"])
        #expect(a.hugging.horizontal == 251 && a.hugging.vertical == 251)
        // Interface Builder writes a label's 251 when it has it; without the attribute it is
        // UIView's 250 (a label set back to 250 is stored so).
        #expect(b.hugging.horizontal == 250 && b.hugging.vertical == 250)
        #expect(b.compression.horizontal == 749 && b.compression.vertical == 750)
        #expect(c.hugging.horizontal == 900 && c.hugging.vertical == 250)
        // A later Xcode writes `NO` for each view it lays out by constraints: one without the
        // word keeps its frame and mask, though a constraint names it.
        #expect(s.views["d"]?.translatesAutoresizingMaskIntoConstraints == true)
        // A view Xcode gives a fixed frame keeps it (and its mask), whatever the attribute says.
        #expect(s.views["e"]?.translatesAutoresizingMaskIntoConstraints == true)
        // Xcode 4 wrote no translatesAutoresizingMaskIntoConstraints for any view: a view the
        // constraints place is laid out by them; one they do not name keeps its mask (a styled
        // cell in the scene does not change that).
        let old = try IBDocumentReader.read(Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES"><scenes><scene><objects>
            <viewController id="vc"><view key="view" id="root"><subviews><view id="d"/><view id="f"/><tableViewCell textLabel="tl" id="cell"/></subviews>
            <constraints><constraint firstItem="d" firstAttribute="top" secondItem="root" secondAttribute="top" id="k"/></constraints>
            </view></viewController></objects></scene></scenes></document>
            """.utf8)).get()
        var oldRoot: IBElement?
        old.forEachDescendant { if $0["id"] == "root" { oldRoot = $0 } }
        let o = IBSceneConstraints(root: try #require(oldRoot), controller: nil, autolayout: true, subviews: IBConverter.subviewElements)
        #expect(o.views["d"]?.translatesAutoresizingMaskIntoConstraints == false && o.views["f"]?.translatesAutoresizingMaskIntoConstraints == true)
    }

    @Test func aThumbnailWithAFixedMaskKeepsItsFrameWhileAStackFollowsIt() throws {
        // Nextcloud Talk's link preview (tools 22505): an image view with no word on its mask
        // (so its frame and mask hold), a stack pinned 10 points after it and to the view's
        // other edges. The stack fills the rest; the image stays at 10, 75 wide.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="preview"><rect key="frame" x="0.0" y="0.0" width="615" height="100"/>
                        <subviews>
                            <imageView id="thumb"><rect key="frame" x="10" y="10" width="75" height="80"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES"/></imageView>
                            <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack"><rect key="frame" x="95" y="10" width="510" height="80"/>
                                <subviews><label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="0.0" y="0.0" width="510" height="80"/></label></subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="10" id="c1"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="thumb" secondAttribute="trailing" constant="10" id="c2"/>
                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="10" id="c3"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="preview" secondAttribute="top" constant="10" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let window = try IBFixtures.showXib(xml, path: "Preview.xib")
        #expect(window.ibView("thumb")?.frame == Rect(10, 10, 75, 80))
        #expect(window.ibView("stack")?.frame == Rect(95, 10, 510, 80))
    }

    @Test func stackViews() throws {
        let s = try scene("stacks-vc")
        let fill = try #require(s.views["s-fill"]?.stack)
        #expect(!fill.isVertical && fill.distribution == "fill" && fill.alignment == "fill" && fill.spacing == 10)
        #expect(fill.arranged == ["s-fill-a", "s-fill-b", "s-fill-c"])
        #expect(s.views["s-eq"]?.stack?.distribution == "fillEqually")
        #expect(s.views["s-space"]?.stack?.distribution == "equalSpacing")
        #expect(s.views["s-center"]?.stack?.distribution == "equalCentering")
        #expect(s.views["v-center"]?.stack?.isVertical == true && s.views["v-center"]?.stack?.alignment == "center")
        let margins = try #require(s.views["s-margins"])
        #expect(margins.stack?.isLayoutMarginsRelativeArrangement == true)
        #expect(margins.layoutMargins == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
    }

    @Test func sizeClassVariations() throws {
        let s = try scene("vary-vc")
        let portrait = Set(s.constraints(width: .compact, height: .regular).compactMap(\.id))
        let landscape = Set(s.constraints(width: .compact, height: .compact).compactMap(\.id))
        let pad = Set(s.constraints(width: .regular, height: .regular).compactMap(\.id))
        #expect(portrait.contains("vary-lead-any") && !portrait.contains("vary-lead-hc"))
        #expect(landscape.contains("vary-lead-hc") && !landscape.contains("vary-lead-any"))
        // A view left out at compact widths, with its constraints.
        #expect(!s.isPresent("wide-only", width: .compact, height: .regular))
        #expect(s.isPresent("wide-only", width: .regular, height: .regular))
        #expect(!portrait.contains("wide-top") && pad.contains("wide-top") && pad.contains("vary-lead-any"))
    }

    @Test func oldTopAndBottomLayoutGuides() throws {
        let s = try scene("guides-vc")
        #expect(s.guides["tlg"]?.kind == .topLayoutGuide && s.guides["tlg"]?.owner == "guides-root")
        #expect(s.guides["blg"]?.kind == .bottomLayoutGuide)
    }

    @Test func multipliers() {
        #expect(IBConstraint.multiplier("16:9") == 16.0 / 9)
        #expect(IBConstraint.multiplier("3/4") == 0.75)
        #expect(IBConstraint.multiplier("0.5") == 0.5)
        #expect(IBConstraint.multiplier(nil) == 1)
        #expect(IBConstraint.multiplier("1:0") == 1)
        #expect(IBConstraint.multiplier("0") == 1)
        #expect(IBConstraint.multiplier("x") == 1)
    }

    @Test func unknownAttributesAreProblemsWithAPlace() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES"><scenes><scene><objects>
            <viewController id="vc"><view key="view" id="root"><subviews><view id="v"/></subviews>
            <constraints><constraint firstItem="v" firstAttribute="middle" secondItem="root" secondAttribute="top" id="k"/></constraints>
            </view></viewController></objects></scene></scenes></document>
            """
        let root = try IBDocumentReader.read(Data(xml.utf8)).get()
        var view: IBElement?
        root.forEachDescendant { if $0["id"] == "root" { view = $0 } }
        let s = IBSceneConstraints(root: try #require(view), controller: nil, autolayout: true, subviews: IBConverter.subviewElements)
        #expect(s.constraints.isEmpty)
        #expect(s.problems.count == 1 && s.problems[0].message.contains("'middle'") && s.problems[0].line == 3)
    }
}

/// Devices: Interface Builder's ids, `--device` names, orientations and insets.
@MainActor
@Suite struct DeviceProfileTests {
    @Test func interfaceBuilderDevices() throws {
        let eight = try #require(DeviceProfile.interfaceBuilder(id: "retina4_7", orientation: "portrait"))
        #expect(eight.size == Size(375, 667) && eight.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(eight.statusBarHeight == 20 && !eight.hasNotch)
        let x = try #require(DeviceProfile.interfaceBuilder(id: "retina5_9", orientation: nil))
        #expect(x.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) && x.hasNotch)
        // Landscape: the notch's side on both sides, the home indicator, no status bar.
        let turned = try #require(DeviceProfile.interfaceBuilder(id: "retina5_9", orientation: "landscape"))
        #expect(turned.size == Size(812, 375) && turned.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(turned.statusBarHeight == 0)
        // One id, two devices over the years: the stored root size tells them apart.
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil)?.portraitSize == Size(414, 896))
        let fourteen = try #require(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, size: Size(390, 844)))
        #expect(fourteen.safeAreaInsets.top == 47)
        // The iPhone 11's status bar is 48 points in files newer Xcodes saved, 44 in older ones;
        // the iPhone 14 the same id names in newer files keeps its 47.
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, toolsVersion: "20037")?.safeAreaInsets.top == 44)
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, toolsVersion: "21225")?.safeAreaInsets.top == 48)
        #expect(DeviceProfile.interfaceBuilder(id: "retina5_9", orientation: nil, toolsVersion: "19162")?.safeAreaInsets.top == 44)
        #expect(DeviceProfile.interfaceBuilder(id: "retina5_9", orientation: nil, toolsVersion: "23504")?.safeAreaInsets.top == 50)
        #expect(DeviceProfile.interfaceBuilder(id: "retina5_9", orientation: "landscape", toolsVersion: "23504")?.safeAreaInsets.left == 44)
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: "landscape", toolsVersion: "24506")?.safeAreaInsets.top == 0)
        // Xcode 26's canvas keeps twice a phone's insets upright (its status bar as it is).
        let canvas26 = try #require(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, size: Size(390, 844), toolsVersion: "24506"))
        #expect(canvas26.safeAreaInsets.top == 94 && canvas26.safeAreaInsets.bottom == 68 && canvas26.statusBarHeight == 47)
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_1", orientation: nil, toolsVersion: "24506")?.safeAreaInsets.top == 96)
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_12", orientation: nil, toolsVersion: "24506")?.safeAreaInsets == EdgeInsets(top: 118, left: 0, bottom: 68, right: 0))
        // So does Xcode 16.3's (tools 23727: Go Map!!'s and KeePassium's files), whose controls
        // are drawn as iOS 17's (the newest before 26 drawn here); Xcode 16.0's (23504) keeps the phone's.
        let canvas163 = try #require(DeviceProfile.interfaceBuilder(id: "retina6_12", orientation: nil, toolsVersion: "23727"))
        #expect(canvas163.safeAreaInsets == EdgeInsets(top: 118, left: 0, bottom: 68, right: 0) && canvas163.statusBarHeight == 59 && canvas163.systemVersion == 17)
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_12", orientation: nil, toolsVersion: "23504")?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_12", orientation: nil, toolsVersion: "32700.99.1234")?.safeAreaInsets.top == 59)
        #expect(DeviceProfile.interfaceBuilder(id: "retina6_12", orientation: nil)?.safeAreaInsets.top == 59)
        #expect(DeviceProfile.interfaceBuilder(id: "ipad12_9rounded", orientation: "landscape")?.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(DeviceProfile.interfaceBuilder(id: "watch38", orientation: nil) == nil)
        // Xcode 11 to 14.2 draw a phone without a notch with no status bar on the canvas, and
        // store frames so; Xcode 10, and Xcode 14.3 on, draw its 20 points; a notch phone keeps its insets.
        let canvas = try #require(DeviceProfile.interfaceBuilder(id: "retina4_7", orientation: nil, toolsVersion: "16097.2"))
        #expect(canvas.safeAreaInsets == .zero && canvas.statusBarHeight == 0 && canvas.size == Size(375, 667))
        for tools in ["19455", "21223", "21507"] {
            #expect(DeviceProfile.interfaceBuilder(id: "retina4_0", orientation: nil, toolsVersion: tools)?.safeAreaInsets.top == 0, "\(tools)")
        }
        // Xcode 26 doubles none of them (Element's iPhone 8 scene, tools 24506, stands 20 down).
        for tools in ["14490.70", "21701", "22505", "24506", "32700.99.1234"] {
            let phone = try #require(DeviceProfile.interfaceBuilder(id: "retina4_7", orientation: nil, toolsVersion: tools))
            #expect(phone.safeAreaInsets.top == 20 && phone.statusBarHeight == 20, "\(tools)")
        }
        #expect(DeviceProfile.interfaceBuilder(id: "retina5_9", orientation: nil, toolsVersion: "21701")?.safeAreaInsets.top == 44)
    }

    @Test func commandLineNames() throws {
        #expect(DeviceProfile.names == ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-14", "iphone-14-pro-max",
                                        "ipad", "ipad-pro-12.9", "none"])
        #expect(DeviceProfile.named("iPhone-14")?.safeAreaInsets.top == 47)
        #expect(DeviceProfile.named("none") == nil)
        let pad = try #require(DeviceProfile.named("ipad")).oriented(landscape: true)
        #expect(pad.size == Size(1024, 768) && pad.statusBarHeight == 20)
    }

    @Test func documentDevice() throws {
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("LayoutForms.storyboard"))
        #expect(InterfaceBuilderReader.documentDevice(data: data, path: "LayoutForms.storyboard")?.name == "iphone-8")
        let landscape = Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><device id="retina5_9" orientation="landscape"/>
            <scenes><scene><objects><viewController id="v"><view key="view" id="r"><rect key="frame" x="0" y="0" width="812" height="375"/></view></viewController></objects></scene></scenes></document>
            """.utf8)
        let d = try #require(InterfaceBuilderReader.documentDevice(data: landscape, path: "x.storyboard"))
        #expect(d.isLandscape && d.size == Size(812, 375) && d.name == "iphone-x")
        #expect(InterfaceBuilderReader.documentDevice(data: Data("scenes: []".utf8), path: "a.yaml") == nil)
    }

    /// A document without a `<device>` was laid out on a freeform canvas of its stored size:
    /// a device's size is that device's canvas without insets; another size is a plain window.
    @Test(arguments: [(Size(414, 896), "tableView"), (Size(896, 414), "view"), (Size(768, 1024), "view"), (Size(500, 500), "view")])
    func aDocumentWithoutADeviceIsItsStoredSize(size: Size, rootKind: String) throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="18122">
            <scenes><scene><objects><viewController id="v"><\(rootKind) key="view" id="r"><rect key="frame" x="0" y="0" width="\(size.width)" height="\(size.height)"/>
            </\(rootKind)></viewController></objects></scene></scenes></document>
            """
        let device = InterfaceBuilderReader.documentDevice(data: Data(xml.utf8), path: "x.storyboard")
        guard size != Size(500, 500) else {
            #expect(device == nil, "no device has that size")
            return
        }
        let d = try #require(device)
        #expect(d.size == size && d.isLandscape == (size.width > size.height))
        #expect(d.safeAreaInsets == EdgeInsets() && d.statusBarHeight == 0, "a freeform canvas has no status bar")
        #expect(d.isPad == (size.width == 768) && d.name == "freeform")
        // The conversion lays the scene out on the same canvas.
        let storyboard = try Storyboard.parse(xml, path: "x.storyboard", registries: SegueRegistries()).get()
        let report = try #require(LayoutReport.make(storyboard, size: d.size, device: d))
        #expect(report.safeArea == EdgeInsets() && report.views.first?.frame.size == size)
    }
}
