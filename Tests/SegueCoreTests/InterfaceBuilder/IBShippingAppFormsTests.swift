import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// What storyboards of shipping apps contain that hand-made ones rarely do, each written here
/// in its smallest form: controls placed by Auto Layout through their intrinsic size alone,
/// the keyboard's layout guide, constraint constants for a size class, blur views, configured
/// buttons with an `<imageReference>` and no title, a text longer than a text may be, and an
/// asset catalogue elsewhere in the Xcode project.
@MainActor
@Suite struct IBShippingAppFormsTests {
    /// A one-scene document on an iPhone 8 (`portrait` or not) whose root view `root` holds
    /// `subviews` and `constraints`.
    static func document(_ subviews: String, constraints: String = "", landscape: Bool = false, device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="\(device)" orientation="\(landscape ? "landscape" : "portrait")" appearance="light"/>
            <scenes>
                <scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
        \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <keyboardLayoutGuide key="keyboard" id="kb"/>
                            <constraints>
        \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// Constraints placing view `id` by its top and leading edges, `top` and `leading` points
    /// inside `item`'s (the root view or the safe area).
    static func pin(_ id: String, top: Int, leading: Int, to item: String = "root") -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(item)" secondAttribute="top" constant="\(top)" id="\(id)-top"/>
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(item)" secondAttribute="leading" constant="\(leading)" id="\(id)-leading"/>
        """
    }

    static func load(_ xml: String, path: String = "Inline.storyboard") throws -> Storyboard {
        try Storyboard.load(data: Data(xml.utf8), path: path, assets: StoryboardAssetPolicy(files: LocalFiles())).get()
    }

    /// The scene shown in a window emulating `device`, laid out.
    static func show(_ xml: String, device: DeviceProfile) throws -> Window {
        let storyboard = try load(xml)
        let window = Window(size: device.size, clock: ManualClock())
        window.device = device
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: "vc")
        window.layOut()
        return window
    }

    static let eight = DeviceProfile.named("iphone-8")!

    @Test func aRootViewThatPreservesItsSuperviewsMarginsKeepsTheirEightPointsAtTheBottom() throws {
        // AltStore's instructions: the root view preserves its superview's margins (the window's
        // 8 pt), so a button on its bottom margin stands 8 pt above the bottom of a phone without
        // a home indicator, as Xcode stores it.
        let subviews = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="608" width="343" height="51"/>
              <constraints><constraint firstAttribute="height" constant="51" id="b-h"/></constraints>
            </button>
            """
        let constraints = """
            <constraint firstAttribute="bottomMargin" secondItem="b" secondAttribute="bottom" id="k1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="k2"/>
            <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="k3"/>
            """
        for (preserves, bottom) in [(true, 659.0), (false, 667.0)] {
            var xml = Self.document(subviews, constraints: constraints)
            if preserves { xml = xml.replacingOccurrences(of: "id=\"root\">", with: "preservesSuperviewLayoutMargins=\"YES\" id=\"root\">") }
            let window = try Self.show(xml, device: Self.eight)
            let b = try #require(window.rootView.viewWithIdentifier("b"))
            #expect(b.frame.maxY == bottom && b.frame.minX == 16 && b.frame.maxX == 359, "preserves \(preserves)")
        }
    }

    @Test func controlsPinnedByTheirEdgesTakeTheirIntrinsicHeight() throws {
        // Pinned at the top and the sides only, as Interface Builder lets these controls be.
        let xml = Self.document("""
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Username" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                <rect key="frame" x="20" y="20" width="335" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <searchBar contentMode="redraw" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="sb">
                <rect key="frame" x="0.0" y="70" width="375" height="56"/>
            </searchBar>
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="20" y="140" width="121" height="32"/>
                <segments><segment title="Light"/><segment title="Dark"/></segments>
            </segmentedControl>
            """, constraints: """
            <constraint firstItem="tf" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="tf" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="tf" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="sb" firstAttribute="top" secondItem="tf" secondAttribute="bottom" constant="16" id="c4"/>
            <constraint firstItem="sb" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="sb" secondAttribute="trailing" id="c6"/>
            <constraint firstItem="seg" firstAttribute="top" secondItem="sb" secondAttribute="bottom" constant="14" id="c7"/>
            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c8"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        #expect(window.ibView("tf")?.frame == Rect(20, 20, 335, 34))
        #expect(window.ibView("sb")?.frame == Rect(0, 70, 375, 56))
        let seg = try #require(window.ibView("seg")?.frame)
        #expect(seg.origin == Point(20, 140) && seg.height == 32)
        // Two segments as wide as the wider title and 20 points, as Xcode lays them out from iOS 13.
        let widest = ["Light", "Dark"].map { Label.intrinsicSize(of: AttributedText($0, attributes: TextAttributes(font: .systemFont(ofSize: 13)))).width }.max()!
        #expect(seg.width == 2 * (widest + 20))
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aTextFieldPinnedByItsBaselineStandsWhereItsTextDoes() throws {
        // ProtonVPN's login form (Xcode 11) as it stores it: a borderless 22-point field whose
        // first baseline is a point above a line's bottom (the line at 29.5, the field at 11.5),
        // and a label beside it, pinned by its top, whose text stands within a point of the
        // field's. A field without text has no baselines: its last one is its bottom edge.
        let xml = Self.document("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="20" y="29.5" width="335" height="1"/>
            </view>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Username" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                <rect key="frame" x="80" y="11.5" width="275" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="12" width="50" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <rect key="frame" x="80" y="100" width="275" height="22"/>
            </textField>
            """, constraints: Self.pin("line", top: 29, leading: 20) + Self.pin("name", top: 12, leading: 20) + """
            <constraint firstItem="line" firstAttribute="width" constant="335" id="lw"/>
            <constraint firstItem="line" firstAttribute="height" constant="1" id="lh"/>
            <constraint firstItem="tf" firstAttribute="firstBaseline" secondItem="line" secondAttribute="bottom" constant="-1" id="b1"/>
            <constraint firstItem="tf" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="b2"/>
            <constraint firstItem="tf" firstAttribute="width" constant="275" id="b3"/>
            <constraint firstItem="tf" firstAttribute="height" constant="22" id="b4"/>
            <constraint firstItem="empty" firstAttribute="lastBaseline" secondItem="line" secondAttribute="bottom" constant="70" id="e1"/>
            <constraint firstItem="empty" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="80" id="e2"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let field = try #require(window.ibView("tf")?.frame), name = try #require(window.ibView("name") as? Label)
        // The field's text stands on the line's bottom less a point, where the label's would.
        let text = try #require(window.ibView("tf")?.subviews.first { $0 is Label } as? Label)
        let baseline = field.minY + text.frame.minY + (text.firstBaselineOffsetFromTop ?? .nan)
        #expect(abs(baseline - 29) < 0.01, "the field's baseline at \(baseline)")
        #expect(abs(field.minY - 11.5) < 1, "the field at \(field.minY), Xcode's at 11.5")
        let nameBaseline = name.frame.minY + (name.firstBaselineOffsetFromTop ?? .nan)
        #expect(abs(nameBaseline - baseline) < 1, "the label's baseline at \(nameBaseline)")
        #expect(window.ibView("empty")?.frame.maxY == 100)
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func theKeyboardGuideIsTheBottomSafeAreaInsetWithNoKeyboard() throws {
        let xml = Self.document("""
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="k1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k3"/>
            <constraint firstItem="kb" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="k4"/>
            """)
        // The iPhone X's home indicator: the guide starts 34 points above the bottom.
        let x = try #require(DeviceProfile.named("iphone-x"))
        let window = try Self.show(xml, device: x)
        #expect(window.ibView("scroll")?.frame == Rect(0, 0, 375, 812 - 34))
        #expect(try Self.show(xml, device: Self.eight).ibView("scroll")?.frame == Rect(0, 0, 375, 667))
    }

    @Test func aConstraintsConstantFollowsItsSizeClassVariation() throws {
        let xml = Self.document("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="52.5" y="268.5" width="270" height="130"/>
                <constraints>
                    <constraint firstAttribute="width" constant="270" id="w"><variation key="widthClass=regular" constant="500"/></constraint>
                    <constraint firstAttribute="height" constant="130" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            """)
        let plus = try #require(DeviceProfile.named("iphone-8-plus"))
        let window = try Self.show(xml, device: plus)
        #expect(window.ibView("box")?.frame.width == 270)
        // Turned, the Plus is regular in width.
        window.device = plus.oriented(landscape: true)
        window.resize(to: plus.oriented(landscape: true).size)
        #expect(window.ibView("box")?.frame == Rect(118, 142, 500, 130))
        // An iPhone 8 on its side stays compact.
        let eight = try Self.show(xml, device: Self.eight.oriented(landscape: true))
        #expect(eight.ibView("box")?.frame.width == 270)
    }

    @Test func aViewHiddenForOneSizeClassShowsInTheOther() throws {
        // Lockwise's welcome: a large illustration hidden but shown where the width is regular,
        // a small one hidden but shown where it is compact.
        let xml = Self.document("""
            <view hidden="YES" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                <rect key="frame" x="0" y="20" width="375" height="200"/>
                <variation key="widthClass=regular" hidden="NO"/>
            </view>
            <view hidden="YES" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                <rect key="frame" x="0" y="20" width="375" height="100"/>
                <variation key="widthClass=compact" hidden="NO"/>
            </view>
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0" y="300" width="375" height="100"/>
            </view>
            """)
        let plus = try #require(DeviceProfile.named("iphone-8-plus"))
        let window = try Self.show(xml, device: plus)
        #expect(window.ibView("large")?.isHidden == true && window.ibView("small")?.isHidden == false)
        // Turned, the Plus is regular in width: the other one shows.
        window.device = plus.oriented(landscape: true)
        window.resize(to: plus.oriented(landscape: true).size)
        #expect(window.ibView("large")?.isHidden == false && window.ibView("small")?.isHidden == true)
        // What the app sets stands until the document's word for the view changes: the large
        // one hidden by the app stays hidden from an iPad (regular both ways) to a Plus on its
        // side (regular in width, compact in height)…
        let ipad = try #require(DeviceProfile.named("ipad"))
        window.device = ipad
        window.resize(to: ipad.size)
        let large = try #require(window.ibView("large"))
        #expect(!large.isHidden && window.traitCollection.verticalSizeClass == .regular)
        large.isHidden = true
        window.device = plus.oriented(landscape: true)
        window.resize(to: plus.oriented(landscape: true).size)
        #expect(large.isHidden && window.traitCollection.verticalSizeClass == .compact)
        // …and a view no variation hides is left to the app.
        let plain = try #require(window.ibView("plain"))
        plain.isHidden = true
        window.device = plus
        window.resize(to: plus.size)
        #expect(plain.isHidden && window.ibView("small")?.isHidden == false && large.isHidden)
        // Wide again, the document shows the large one.
        window.device = ipad
        window.resize(to: ipad.size)
        #expect(!large.isHidden)
    }

    @Test func aBlurViewShowsItsMaterialAndItsContent() throws {
        let xml = Self.document("""
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                <rect key="frame" x="37" y="268" width="300" height="130"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="fxc">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="130"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Copying files" textAlignment="natural" lineBreakMode="tailTruncation" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fl">
                            <rect key="frame" x="20" y="20" width="260" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
                <blurEffect style="systemMaterial"/>
            </visualEffectView>
            """)
        let file = try Self.load(xml).file
        #expect(!file.warns("visualEffectView"), "\(file.warnings.map(\.message))")
        let fx = try #require(file.scene("vc")?.view.subviews.first)
        #expect(fx.background == Color(white: 0.97, alpha: 0.8))
        #expect(fx.find("Copying files") != nil)
        // The thinnest material is the most transparent; a dark document's is dark.
        #expect(BlurEffect.material("systemUltraThinMaterial", dark: false).alpha < BlurEffect.material("systemThickMaterial", dark: false).alpha)
        #expect(BlurEffect.material("systemMaterial", dark: true).red < 0.2)
        #expect(BlurEffect.material("systemMaterialLight", dark: true).red > 0.9)
    }

    @Test func aConfiguredButtonWithoutATitleShowsOnlyItsImage() throws {
        let xml = Self.document("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="copy">
                <rect key="frame" x="20" y="20" width="44" height="44"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="trash" catalog="system"/>
                </buttonConfiguration>
            </button>
            """)
        let file = try Self.load(xml).file
        let copy = try #require(file.scene("vc")?.view.subviews.first)
        #expect(copy.text == nil && copy.runs == nil)
        #expect(copy.buttonConfiguration?.systemImageName == "trash")
    }

    @Test func aTextOverTheLimitIsCutWithAWarningNotRefused() throws {
        let long = String(repeating: "Licence text. ", count: 800)  // 11,200 characters
        let xml = Self.document("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="\(long)" textAlignment="natural" id="licence">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """)
        let file = try Self.load(xml).file
        #expect(file.warns("a text of 11200 characters is cut to its first 10000"))
        var texts: [String] = []
        StoryboardValidator.walk(try #require(file.scene("vc")?.view)) { v in
            if let t = v.text ?? v.runs?.map(\.text).joined(), !t.isEmpty { texts.append(t) }
        }
        #expect(texts.map(\.unicodeScalars.count) == [TextMetrics.maxCharacters])
        #expect(texts.first.map { long.hasPrefix($0) } == true)
    }

    @Test func anAssetCatalogueElsewhereInTheXcodeProjectIsFound() throws {
        // App/Base.lproj/Main.storyboard beside App.xcodeproj, its catalogue in Resources/.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-project-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Resources/Assets.xcassets/star.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Base.lproj"), withIntermediateDirectories: true)
        let png = IBFixtures.folder.appendingPathComponent("Assets.xcassets/star.imageset/star@2x.png")
        try FileManager.default.copyItem(at: png, to: set.appendingPathComponent("star@2x.png"))
        try Data(#"{"images":[{"idiom":"universal","filename":"star@2x.png","scale":"2x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let xml = Self.document("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                <rect key="frame" x="20" y="20" width="40" height="40"/>
            </imageView>
            """)
        let path = root.appendingPathComponent("App/Base.lproj/Main.storyboard").path
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        let storyboard = try Storyboard.load(path: path).get()
        #expect(!storyboard.file.warns("star"), "\(storyboard.file.warnings.map(\.message))")
        let image = try #require(storyboard.file.scene("vc")?.view.subviews.first)
        #expect(image.kind == .image && image.image == "Resources/Assets.xcassets/star.imageset/star@2x.png")
        // A project whose .xcodeproj is generated (XcodeGen, Tuist) has its folder known by the
        // spec it is made from.
        try FileManager.default.removeItem(at: root.appendingPathComponent("App.xcodeproj"))
        for marker in ["project.yml", "Project.swift"] {
            let made = root.appendingPathComponent(marker)
            try Data("# \(marker)\n".utf8).write(to: made)
            #expect(!(try Storyboard.load(path: path).get().file.warns("star")), "\(marker)")
            try FileManager.default.removeItem(at: made)
        }
        // Outside a project (a package, a bare checkout), only the storyboard's own folders are searched.
        for marker in ["Package.swift", ".git"] {
            let made = root.appendingPathComponent(marker)
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            #expect(try Storyboard.load(path: path).get().file.warns("star"), "\(marker)")
            try FileManager.default.removeItem(at: made)
        }
    }

    @Test func aStoryboardReferenceIsFollowedAnywhereInTheXcodeProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-project-refs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["App.xcodeproj", "App/Base.lproj", "App/Features/Settings/Base.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func document(_ scenes: String, initial: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initial)">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>\(scenes)</scenes>
            </document>
            """
        }
        let main = document("""
            <scene sceneID="r"><objects><viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/></objects></scene>
            """, initial: "ref")
        let settings = document("""
            <scene sceneID="s"><objects><viewController storyboardIdentifier="settings" id="settings-vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="settings-root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Settings screen" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="40" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
            </viewController></objects></scene>
            """, initial: "settings-vc")
        let mainPath = root.appendingPathComponent("App/Base.lproj/Main.storyboard").path
        try Data(main.utf8).write(to: URL(fileURLWithPath: mainPath))
        try Data(settings.utf8).write(to: root.appendingPathComponent("App/Features/Settings/Base.lproj/Settings.storyboard"))
        let file = try Storyboard.load(path: mainPath).get().file
        #expect(!file.warns("storyboard reference"), "\(file.warnings.map(\.message))")
        #expect(file.scene(file.initialScene)?.view.find("Settings screen") != nil)
    }

    @Test func aLegacyButtonsContentEdgeInsetsSizeIt() throws {
        // Go Map's form: a black button whose insets, not UIKit's 6-point padding, surround its title.
        let xml = Self.document("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="20" y="20" width="57" height="27"/>
                <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <inset key="contentEdgeInsets" minX="5" minY="4" maxX="7" maxY="6"/>
                <state key="normal" title="Cancel"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="60" width="48" height="30"/>
                <state key="normal" title="Cancel"/>
            </button>
            """, constraints: Self.pin("b", top: 20, leading: 20, to: "safe") + Self.pin("plain", top: 60, leading: 20, to: "safe"))
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let b = try #require(root.viewWithIdentifier("b") as? Button)
        let plain = try #require(root.viewWithIdentifier("plain") as? Button)
        #expect(b.contentEdgeInsets == EdgeInsets(top: 4, left: 5, bottom: 6, right: 7))
        #expect(plain.contentEdgeInsets == EdgeInsets())
        let title = plain.intrinsicContentSize
        #expect(abs(b.frame.width - (title.width + 12)) < 1e-9)
        #expect(abs(b.frame.height - (title.height - 2 * Button.titleVerticalPadding + 10)) < 1e-9)
    }
    @Test func aStackOfStandardSpacingPartsItsViewsByEightPoints() throws {
        // Open Food Facts' icons: `spacingType="standard"` with no `spacing` stored.
        let xml = Self.document("""
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="20" y="20" width="136" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        <constraints><constraint firstAttribute="width" constant="40" id="wa"/><constraint firstAttribute="height" constant="40" id="ha"/></constraints></view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="48" y="0.0" width="40" height="40"/>
                        <constraints><constraint firstAttribute="width" constant="40" id="wb"/></constraints></view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="96" y="0.0" width="40" height="40"/>
                        <constraints><constraint firstAttribute="width" constant="40" id="wc"/></constraints></view>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="s" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="s" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let stack = try #require(root.viewWithIdentifier("s") as? StackView)
        #expect(stack.spacing == 8)
        #expect(root.viewWithIdentifier("b")?.frame.minX == 48 && root.viewWithIdentifier("c")?.frame.minX == 96)
        #expect(stack.frame.width == 136)
    }
    @Test func aBaselineRelativeColumnSpacesItsRowsFromBaselineToBaseline() throws {
        // Provenance's game details: rows of a key and a value, 29 points from baseline to
        // baseline; Xcode stores the rows 29 apart and the column 58 points plus a row high.
        func row(_ i: Int, _ text: String) -> String {
            """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row\(i)">
                <rect key="frame" x="0.0" y="\(29 * i)" width="200" height="20.5"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="key\(i)">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="20.5"/>
                        <constraints><constraint firstAttribute="width" constant="120" id="kw\(i)"/></constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="value\(i)">
                        <rect key="frame" x="128" y="0.0" width="72" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """
        }
        let rowsXML = ["Name", "Filename", "System"].enumerated().map { row($0.offset, $0.element) }.joined(separator: "\n")
        let xml = Self.document("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="top" spacing="29" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="8" y="28" width="359" height="78.5"/>
                <subviews>\(rowsXML)
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="column" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="8" id="c3"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let rows = try (0..<3).map { try #require(root.viewWithIdentifier("row\($0)")) }
        let height = rows[0].frame.height
        #expect(rows.map(\.frame.minY) == [0, 29, 58])
        let column = try #require(root.viewWithIdentifier("column"))
        #expect(abs(column.frame.height - (58 + height)) < 1e-9)
    }

    @Test func aContentViewCentredInItsScrollViewIsAsWideAsIt() throws {
        // Pocket Casts' forms: content pinned by its edges to the scroll view (its content
        // area) and centred on it (its frame), with a label wider than the screen inside.
        let xml = Self.document("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A title long enough to be wider than any phone's screen if nothing held it in" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="20" width="335" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="900" id="h"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="t1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="t2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="t3"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="e1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="e2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="e3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="e4"/>
                    <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="e5"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let scroll = try #require(root.viewWithIdentifier("scroll") as? ScrollView)
        #expect(root.viewWithIdentifier("content")?.frame == Rect(0, 0, 375, 900))
        #expect(root.viewWithIdentifier("title")?.frame.width == 335)
        #expect(scroll.contentSize == Size(375, 900))
    }

    @Test func aFreeformSceneOpensOnACanvasOfItsSize() throws {
        // A widget drawn at its freeform size beside a phone-sized scene, as Loop's is.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="widget">
                <device id="retina5_5" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="a"><objects>
                        <viewController id="widget" sceneMemberID="viewController">
                            <view key="view" id="wv"><rect key="frame" x="0.0" y="0.0" width="375" height="245"/></view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="375" height="245"/>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="b"><objects>
                        <viewController storyboardIdentifier="Phone" id="phone" sceneMemberID="viewController">
                            <view key="view" id="pv"><rect key="frame" x="0.0" y="0.0" width="414" height="736"/></view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let data = Data(xml.utf8)
        let widget = try #require(InterfaceBuilderReader.documentDevice(data: data, path: "w.storyboard"))
        #expect(widget.size == Size(375, 245) && widget.safeAreaInsets == EdgeInsets() && widget.statusBarHeight == 0)
        #expect(!widget.isPad && widget.traitCollection.horizontalSizeClass == .compact)
        #expect(InterfaceBuilderReader.documentDevice(data: data, path: "w.storyboard", scene: "widget")?.size == Size(375, 245))
        // Any other scene, by its identifier or its IB id, keeps the document's phone.
        for scene in ["Phone", "phone"] {
            let phone = try #require(InterfaceBuilderReader.documentDevice(data: data, path: "w.storyboard", scene: scene))
            #expect(phone.size == Size(414, 736) && phone.name != "freeform")
        }
        // Laid out on that canvas, the widget fills it.
        let storyboard = try Self.load(xml)
        let report = try #require(LayoutReport.make(storyboard, scene: "widget", size: widget.size, device: widget))
        #expect(report.size == Size(375, 245) && report.safeArea.top == 0)
    }
    @Test func aViewKeptFromUnderTheBarsIsTheScreenBetweenThem() throws {
        // Provenance's library: a navigation controller's root whose view does not extend under
        // the bars (`edgesForExtendedLayout` empty) is stored 94 points shorter than the phone.
        // Xcode draws it on the whole phone, status bar and navigation bar above it.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
                <device id="retina5_9" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="a"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="bar">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                            </navigationBar>
                            <connections><segue destination="library" kind="relationship" relationship="rootViewController" id="r"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="b"><objects>
                        <viewController storyboardIdentifier="Library" id="library" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="718"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Game library empty" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                        <rect key="frame" x="20" y="0.0" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="empty" firstAttribute="top" secondItem="lv" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="empty" firstAttribute="leading" secondItem="lv" secondAttribute="leading" constant="20" id="c2"/>
                                </constraints>
                            </view>
                            <extendedEdge key="edgesForExtendedLayout"/>
                            <navigationItem key="navigationItem" title="Library" id="item"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let data = Data(xml.utf8)
        for scene in [nil, "nav", "library", "Library"] {
            let device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: "p.storyboard", scene: scene))
            #expect(device.size == Size(375, 812) && device.statusBarHeight == 50, "\(scene ?? "initial")")
        }
        // On it, the view stands below the bar, as tall as Xcode stored it.
        let storyboard = try Self.load(xml)
        let device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: "p.storyboard"))
        let report = try #require(LayoutReport.make(storyboard, scene: "nav", size: device.size, device: device))
        let view = try #require(report.views.first { $0.id == "lv" })
        #expect(view.frame == Rect(0, 94, 375, 718))
        // Without the element, the same stored size is a canvas of its own (a container's child).
        let plain = Data(xml.replacingOccurrences(of: "<extendedEdge key=\"edgesForExtendedLayout\"/>", with: "").utf8)
        #expect(InterfaceBuilderReader.documentDevice(data: plain, path: "p.storyboard", scene: "library")?.size == Size(375, 718))
    }

    @Test func aXibViewUnderAnOpaqueSimulatedBarIsTheScreenBelowIt() throws {
        // Pocket Casts' profile: a view stored 64 points shorter than the phone, under an opaque
        // simulated navigation bar. Xcode draws the whole phone, the bar above the view.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                        <connections><outlet property="view" destination="root" id="o"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="fill" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                            <constraint firstItem="fill" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="fill" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="fill" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c4"/>
                        </constraints>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    </view>
                </objects>
            </document>
            """
        let data = Data(xml.utf8)
        let device = try #require(InterfaceBuilderReader.documentDevice(data: data, path: "p.xib"))
        #expect(device.size == Size(375, 667) && device.statusBarHeight == 20)
        let storyboard = try Self.load(xml, path: "p.xib")
        let report = try #require(LayoutReport.make(storyboard, scene: storyboard.file.initialScene, size: device.size, device: device))
        #expect(report.views.first { $0.id == "fill" }?.frame.size == Size(375, 603))
    }

    @Test func aBorderlessFieldsTextStartsAtItsEdgeAndAnImageButtonKeepsItsContentInsets() throws {
        // KeePassium's entry editor: a field without a border (its text at its left edge, as
        // UIKit's; a rounded one's 8 points in) and a trash button with 8-point content insets.
        let xml = Self.document("""
            <textField opaque="NO" contentMode="scaleToFill" text="{Field Value}" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="bare">
                <rect key="frame" x="20" y="20" width="126" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" text="Rounded" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="round">
                <rect key="frame" x="20" y="60" width="126" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <button opaque="NO" contentMode="center" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="trash">
                <rect key="frame" x="300" y="20" width="35" height="38"/>
                <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                <state key="normal" image="trash" catalog="system"/>
            </button>
            <button opaque="NO" contentMode="center" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="300" y="80" width="19" height="22"/>
                <state key="normal" image="trash" catalog="system"/>
            </button>
            """, constraints: Self.pin("trash", top: 20, leading: 300) + Self.pin("plain", top: 80, leading: 300))
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        func textX(_ id: String) -> Double? {
            root.viewWithIdentifier(id)?.descendants.compactMap { $0 as? Label }.first?.frame.minX
        }
        #expect(textX("bare") == 0 && textX("round") == 8)
        // The rounded field has UIKit's hairline border; the bare one none.
        let round = try #require(root.viewWithIdentifier("round")), bare = try #require(root.viewWithIdentifier("bare"))
        #expect(round.borderWidth == 0.5 && round.borderColor == ControlPalette(isDark: false).fieldBorder && round.cornerRadius == 5)
        #expect(bare.borderWidth == 0)
        let trash = try #require(root.viewWithIdentifier("trash") as? Button)
        let plain = try #require(root.viewWithIdentifier("plain") as? Button)
        #expect(trash.configuration?.contentInsets == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(trash.frame.width == plain.frame.width + 16 && trash.frame.height == plain.frame.height + 16,
                "\(trash.frame) \(plain.frame)")
    }
    @Test func aSymbolImageViewTakesTheSizeXcodeStoredForIt() throws {
        // Loop's chevron after a label: placed by its leading edge and centre alone, its size is
        // the symbol's (11 × 14 at a small, semibold configuration), not its artwork's 97 × 128.
        let xml = Self.document("""
            <label opaque="NO" text="eventually" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="20" y="20" width="80" height="18"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </label>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i">
                <rect key="frame" x="104" y="22" width="11" height="14"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="semibold"/>
            </imageView>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="l" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="i" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="4" id="c3"/>
            <constraint firstItem="i" firstAttribute="centerY" secondItem="l" secondAttribute="centerY" id="c4"/>
            """).replacingOccurrences(of: "</scenes>", with: "</scenes><resources><image name=\"chevron.right\" catalog=\"system\" width=\"97\" height=\"128\"/></resources>")
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let image = try #require(root.viewWithIdentifier("i"))
        #expect(image.frame.size == Size(11, 14), "\(image.frame)")
        #expect(!image.hasAmbiguousLayout)
    }

    @Test func anUntitledSymbolButtonTakesTheSizeXcodeStoredForIt() throws {
        // openHAB's chevrons: a button showing only a symbol, given a width and a centre, is
        // stored 22 points tall, taller than the glyph. A titled one keeps its title's height.
        let xml = Self.document("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="down">
                <rect key="frame" x="20" y="40" width="30" height="22"/>
                <constraints><constraint firstAttribute="width" constant="30" id="w"/></constraints>
                <state key="normal" image="chevron.down" catalog="system">
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="medium"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                <rect key="frame" x="80" y="36" width="60" height="30"/>
                <state key="normal" title="Go" image="chevron.down" catalog="system"/>
            </button>
            """, constraints: """
            <constraint firstItem="down" firstAttribute="centerY" secondItem="safe" secondAttribute="top" constant="51" id="c1"/>
            <constraint firstItem="down" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="titled" firstAttribute="centerY" secondItem="down" secondAttribute="centerY" id="c3"/>
            <constraint firstItem="titled" firstAttribute="leading" secondItem="down" secondAttribute="trailing" constant="30" id="c4"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let down = try #require(root.viewWithIdentifier("down"))
        #expect(down.frame.size == Size(30, 22), "\(down.frame)")
        let titled = try #require(root.viewWithIdentifier("titled"))
        #expect(titled.frame.size == titled.intrinsicContentSize && titled.frame.size != Size(60, 30),
                "a titled button is sized by its content, not its stored frame: \(titled.frame)")
    }

    @Test func aSlidersColoursAreRead() throws {
        let xml = Self.document("""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="18" y="100" width="339" height="31"/>
                <color key="minimumTrackTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="maximumTrackTintColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="thumbTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </slider>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let slider = try #require(window.rootViewController?.view.subviews.first as? Slider)
        #expect(slider.tintColor == Color(red: 1, green: 0, blue: 0) && slider.maximumTrackTintColor == Color(red: 0, green: 1, blue: 0))
        #expect(slider.thumbTintColor == Color(red: 0, green: 0, blue: 1))
        #expect(slider.frame == Rect(18, 100, 339, 31) && slider.trackRect.width == 335)
    }
}

extension IBShippingAppFormsTests {
    @Test func aContainersTintReachesTheControlsAndImagesInside() throws {
        // AltStore's settings: a tinted table makes its chevrons white; here a tinted container
        // holds a system button and a symbol, neither with a tint of its own.
        let xml = Self.document("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="40" width="200" height="100"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="10" y="10" width="60" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                        <rect key="frame" x="100" y="10" width="24" height="24"/>
                    </imageView>
                </subviews>
                <color key="tintColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """, constraints: Self.pin("box", top: 40, leading: 20) + Self.pin("go", top: 10, leading: 10, to: "box")
                + Self.pin("star", top: 10, leading: 100, to: "box"))
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let orange = Color(red: 1, green: 0.5, blue: 0)
        #expect(root.viewWithIdentifier("box")?.tintColor == orange)
        #expect(root.viewWithIdentifier("go")?.tintColor == orange && root.viewWithIdentifier("star")?.tintColor == orange)
        #expect(root.tintColor == .systemBlue)
        #expect(window.drawList().quads.contains { q in
            if case .text(let t) = q.content { return t.text == "Go" && t.firstAttributes.foregroundColor == orange }
            return false
        })
    }
}

extension IBShippingAppFormsTests {
    @Test func aLabelWithoutTextKeepsTheSizeXcodeStoredUntilItHasText() throws {
        // Loop's carbs row: a number beside a column of a unit label and an empty one the app
        // fills. Xcode's canvas gives the empty label the frame it stored (200 × 50), so the
        // column, not the number, takes the row's room: its labels hug at 250 (no attribute),
        // the number at 251, so the column also takes what the number's text leaves.
        let xml = Self.document("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="16" y="40" width="227.5" height="70.5"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="number">
                        <rect key="frame" x="0.0" y="0.0" width="25.5" height="70.5"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="zero">
                                <rect key="frame" x="0.0" y="0.0" width="25.5" height="70.5"/>
                                <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                            </label>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                        <rect key="frame" x="27.5" y="0.0" width="200" height="70.5"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="g Active Carbs" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="unit">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                <rect key="frame" x="0.0" y="20.5" width="200" height="50"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
            </stackView>
            """, constraints: Self.pin("row", top: 40, leading: 16) + """
            <constraint firstItem="row" firstAttribute="width" constant="227.5" id="row-width"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let column = try #require(root.viewWithIdentifier("column")), number = try #require(root.viewWithIdentifier("number"))
        let empty = try #require(root.viewWithIdentifier("empty") as? Label)
        let zero = try #require(root.viewWithIdentifier("zero") as? Label)
        #expect(column.frame.width >= 200 && empty.frame.height == 50, "\(column.frame) \(empty.frame)")
        #expect(abs(number.frame.width - zero.intrinsicContentSize.width) < 1e-6, "\(number.frame)")
        #expect(abs(number.frame.width + 2 + column.frame.width - 227.5) < 1e-6)
        // Filled in, the label takes its text's size.
        empty.text = "12 g"
        root.layoutIfNeeded()
        #expect(empty.frame.height < 20 && empty.frame.height > 10, "\(empty.frame)")
    }
}

extension IBShippingAppFormsTests {
    @Test func buttonsTakeUIKitsDefaultTitleColoursAndSquareCorners() throws {
        // Simplenote's PIN pad: custom buttons without a title colour are white; AltStore's
        // "FREE": a system button on a background colour keeps its tint; neither is rounded.
        let xml = Self.document("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="digit">
                <rect key="frame" x="20" y="20" width="60" height="60"/>
                <state key="normal" title="1"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="20" y="100" width="72" height="31"/>
                <color key="backgroundColor" red="0.0" green="0.8" blue="0.4" alpha="0.1" colorSpace="custom" customColorSpace="sRGB"/>
                <state key="normal" title="FREE"/>
            </button>
            """, constraints: Self.pin("digit", top: 20, leading: 20) + Self.pin("free", top: 100, leading: 20))
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let digit = try #require(root.viewWithIdentifier("digit") as? Button)
        let free = try #require(root.viewWithIdentifier("free") as? Button)
        #expect(digit.titleColor == .white && digit.cornerRadius == 0)
        #expect(free.titleColor == .systemBlue && free.cornerRadius == 0)
    }
}

extension IBShippingAppFormsTests {
    @Test func anAttributedLabelsLineHeightMultipleIsRead() throws {
        // DuckDuckGo's onboarding text: 16-point lines 1.35 times their natural height.
        func label(_ id: String, _ y: Int, multiple: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="120" height="80"/>
                <attributedString key="attributedText">
                    <fragment content="one two three four five six seven">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="16"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping"\(multiple) baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        }
        let xml = Self.document(label("plain", 20, multiple: "") + label("tall", 200, multiple: " lineHeightMultiple=\"1.35\""),
                                constraints: Self.pin("plain", top: 20, leading: 20) + Self.pin("tall", top: 200, leading: 20) + """
            <constraint firstItem="plain" firstAttribute="width" constant="120" id="plain-w"/>
            <constraint firstItem="tall" firstAttribute="width" constant="120" id="tall-w"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let plain = try #require(root.viewWithIdentifier("plain")), tall = try #require(root.viewWithIdentifier("tall"))
        #expect(plain.frame.height > 30, "several lines: \(plain.frame)")
        #expect(abs(tall.frame.height / plain.frame.height - 1.35) < 0.08, "\(plain.frame) \(tall.frame)")
    }
}

extension IBShippingAppFormsTests {
    @Test func aSearchBarIsDrawnAsUIKitsBarWithItsRoundedFieldGlassAndCancelButton() throws {
        // Go Map!'s search bar over a list of features (a placeholder, a Cancel button) and
        // ProtonVPN's 28-point one of the minimal style.
        let xml = Self.document("""
            <searchBar contentMode="redraw" placeholder="Search features" showsCancelButton="YES" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="20" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="thin">
                <rect key="frame" x="0.0" y="100" width="375" height="28"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """, constraints: Self.pin("search", top: 20, leading: 0) + Self.pin("thin", top: 100, leading: 0) + """
            <constraint firstItem="search" firstAttribute="width" constant="375" id="w1"/>
            <constraint firstItem="thin" firstAttribute="width" constant="375" id="w2"/>
            <constraint firstItem="thin" firstAttribute="height" constant="28" id="h2"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let search = try #require(root.viewWithIdentifier("search")), thin = try #require(root.viewWithIdentifier("thin"))
        let palette = ControlPalette(isDark: false)
        #expect(search.frame.height == 56, "a search bar's own height: \(search.frame)")
        #expect(search.backgroundColor == palette.searchBar && thin.backgroundColor == nil)
        let labels = search.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Search features", "Cancel"])
        let field = try #require(search.subviews.first)
        let cancel = labels[1], text = labels[0]
        #expect(field.backgroundColor == palette.searchField && field.cornerRadius == 10)
        #expect(field.frame.minX == 8 && field.frame.height == 36 && field.frame.midY == 28, "\(field.frame)")
        #expect(abs(field.frame.maxX + 8 - cancel.frame.minX) < 1e-6 && abs(cancel.frame.maxX - 367) < 1e-6, "\(field.frame) \(cancel.frame)")
        #expect(text.frame.minX == 38 && text.textColor == palette.placeholder, "\(text.frame)")
        let glass = try #require(search.subviews.compactMap { $0 as? ImageView }.first)
        #expect(glass.frame == Rect(16, 20, 16, 16))
        // The thin bar's field keeps 2 points above and below.
        #expect(thin.subviews.first?.frame == Rect(8, 2, 359, 24))
    }
}

extension IBShippingAppFormsTests {
    @Test func aPickerViewShowsXcodesSampleRowsOnTheWheelsBand() throws {
        // Go Map!'s picker of how long to keep tracks: 216 high, its rows from the app's code.
        let xml = Self.document("""
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="20" y="40" width="335" height="216"/>
            </pickerView>
            """, constraints: Self.pin("picker", top: 40, leading: 20) + """
            <constraint firstItem="picker" firstAttribute="width" constant="335" id="pw"/>
            """)
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        let picker = try #require(root.viewWithIdentifier("picker"))
        #expect(picker.frame == Rect(20, 40, 335, 216), "its height is the stored one: \(picker.frame)")
        let rows = picker.subviews.compactMap { $0 as? Label }
        #expect(rows.map(\.text) == ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"])
        let band = try #require(picker.subviews.first)
        #expect(band.frame == Rect(8, 92, 319, 32) && band.cornerRadius == 8 && band.backgroundColor == ControlPalette(isDark: false).face)
        #expect(rows[2].frame.midY == 108 && rows[2].font.pointSize == 21 && rows[0].font.pointSize == 17)
        #expect(rows[2].textColor == ControlPalette(isDark: false).label && rows[0].textColor.alpha < rows[1].textColor.alpha)
        #expect(picker.clipsToBounds)
        let warnings = try Self.load(xml).file.warnings.map(\.message)
        #expect(warnings.contains { $0.contains("pickerView is drawn as Xcode's canvas draws it") }, "\(warnings)")
    }
}

extension IBShippingAppFormsTests {
    @Test func aWebViewIsAnEmptyPage() throws {
        // ProtonVPN's sign-up page: a web view the app loads; on the canvas an empty white page.
        let xml = Self.document("""
            <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <wkWebViewConfiguration key="configuration"><audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/><wkPreferences key="preferences"/></wkWebViewConfiguration>
            </wkWebView>
            """, constraints: Self.pin("web", top: 20, leading: 0))
        let file = try Self.load(xml).file
        let window = try Self.show(xml, device: Self.eight)
        let web = try #require(window.rootViewController?.view.viewWithIdentifier("web"))
        #expect(web.backgroundColor == ControlPalette(isDark: false).background)
        #expect(file.warnings.contains { $0.message.contains("wkWebView is drawn as an empty page") }, "\(file.warnings.map(\.message))")
    }
}

extension IBShippingAppFormsTests {
    @Test func aColourOfTheSystemCatalogueIsItsSystemColour() throws {
        // ProtonVPN's field underline and Pocket Casts' attributed description, as Xcode 9 to 11
        // wrote system colours: by name, from the System catalogue.
        let xml = Self.document("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="0.0" y="57" width="375" height="1"/>
                <color key="backgroundColor" name="systemGreenColor" catalog="System" colorSpace="catalog"/>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="about">
                <rect key="frame" x="16" y="80" width="343" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="A description">
                        <attributes>
                            <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                            <font key="NSFont" metaFont="system" size="15"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """, constraints: Self.pin("line", top: 57, leading: 0) + Self.pin("about", top: 80, leading: 16))
        let file = try Self.load(xml).file
        #expect(!file.warnings.contains { $0.message.contains("colour") }, "\(file.warnings.map(\.message))")
        let window = try Self.show(xml, device: Self.eight)
        let root = try #require(window.rootViewController?.view)
        #expect(root.viewWithIdentifier("line")?.backgroundColor == IBValues.systemColors["systemGreenColor"])
        let about = try #require(root.viewWithIdentifier("about") as? Label)
        #expect(about.attributedText.runs.first?.attributes.foregroundColor == .black)
    }
}
