import Foundation
import Testing
@testable import SegueCore

/// Interface Builder scenes solved at run time: at the document's device every view lands on
/// the frame Xcode stored (worked out by hand in `LayoutForms.storyboard`), and the same
/// constraints follow another size, a turned device and a size class's variations.
@MainActor
@Suite struct IBSolvedLayoutTests {
    static let eight = DeviceProfile.named("iphone-8")!

    /// Checks every view of the scene against its stored frame (the hidden arranged view excepted).
    func expectStoredFrames(_ scene: String, ids: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let window = try IBFixtures.show("LayoutForms.storyboard", scene: scene, device: Self.eight)
        let stored = try IBFixtures.storedFrames("LayoutForms.storyboard")
        for id in ids {
            let v = try #require(window.ibView(id), "\(id)", sourceLocation: sourceLocation)
            let want = try #require(stored[id])
            #expect(v.frame == want, "\(id): \(v.frame) is not Xcode's \(want)", sourceLocation: sourceLocation)
        }
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)", sourceLocation: sourceLocation)
    }

    @Test func everyConstraintFormLandsOnTheStoredFrames() throws {
        try expectStoredFrames("forms", ids: ["forms-root", "bar", "title", "half", "ineq", "trail", "centered", "fixed"])
    }

    @Test func everyDistributionAndAlignment() throws {
        var ids: [String] = []
        for s in ["s-fill", "s-eq", "s-space", "s-center", "v-lead", "v-center", "v-trail", "v-fill", "h-top", "h-center", "h-bottom", "s-margins"] {
            ids.append(s)
        }
        ids += ["s-fill-a", "s-fill-b", "s-fill-c", "s-eq-0", "s-eq-1", "s-eq-2", "s-space-0", "s-space-1", "s-space-2",
                "s-center-0", "s-center-1", "s-center-2", "v-lead-0", "v-center-0", "v-trail-0", "v-fill-0",
                "h-top-0", "h-center-0", "h-bottom-0", "s-margins-0", "s-margins-2"]
        try expectStoredFrames("stacks", ids: ids)
    }

    @Test func variationsOfThePortraitClasses() throws {
        try expectStoredFrames("variations", ids: ["vary"])
        let window = try IBFixtures.show("LayoutForms.storyboard", scene: "variations", device: Self.eight)
        #expect(window.ibView("wide-only")?.superview == nil)              // left out at compact widths
    }

    @Test func oldLayoutGuides() throws {
        try expectStoredFrames("guides", ids: ["top-v", "bottom-v"])
    }

    @Test func underANavigationBar() throws {
        // The root view fills the window under the bar; the safe area starts below the bar.
        try expectStoredFrames("nav", ids: ["navroot-root", "under-bar", "at-top"])
    }

    @Test func aboveATabBar() throws {
        try expectStoredFrames("tabs", ids: ["tab1-root", "above-bar"])
    }

    @Test func turnedOnItsSide() throws {
        let window = try IBFixtures.show("LayoutForms.storyboard", scene: "forms", device: Self.eight.oriented(landscape: true))
        // No status bar in landscape: the safe area starts at the top.
        #expect(window.ibView("bar")?.frame == Rect(0, 0, 667, 44))
        #expect(window.ibView("title")?.frame == Rect(233.5, 52, 200, 21))
        // 667 points wide: the root's side margins are 20 (UIKit's margin for a width over 375).
        let half = try #require(window.ibView("half")?.frame)
        #expect(half.minX == 20 && half.width == 333.5 && abs(half.height - 266.8) < 1e-9)
        #expect(window.ibView("trail")?.frame == Rect(597, 315, 50, 40))
        // A view without constraints keeps its frame and follows its mask (flexible left margin).
        #expect(window.ibView("fixed")?.frame == Rect(592, 80, 60, 30))
    }

    @Test func aCompactHeightSwapsTheVariationsConstraints() throws {
        let window = try IBFixtures.show("LayoutForms.storyboard", scene: "variations", device: Self.eight)
        #expect(window.ibView("vary")?.frame == Rect(20, 30, 100, 40))
        // Turned: compact height, and still compact width, as UIKit gives an iPhone 8 on its side.
        window.device = Self.eight.oriented(landscape: true)
        window.resize(to: Size(667, 375))
        #expect(window.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        #expect(window.ibView("vary")?.frame == Rect(100, 10, 100, 40))
        #expect(window.ibView("wide-only")?.superview == nil)
        // An iPhone 8 Plus on its side is regular in width: the wide-only view comes in.
        let plus = try #require(DeviceProfile.named("iphone-8-plus")).oriented(landscape: true)
        window.device = plus
        window.resize(to: plus.size)
        #expect(window.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        #expect(window.ibView("vary")?.frame == Rect(100, 10, 100, 40))
        #expect(window.ibView("wide-only")?.frame == Rect(20, 60, 100, 40))
        // And back.
        window.device = Self.eight
        window.resize(to: Size(375, 667))
        #expect(window.ibView("vary")?.frame == Rect(20, 30, 100, 40))
        #expect(window.ibView("wide-only")?.superview == nil)
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func constraintsKeepTheirPlaceInTheFile() throws {
        let window = try IBFixtures.show("LayoutForms.storyboard", scene: "forms", device: Self.eight)
        let installer = try #require(window.rootViewController?.interfaceBuilderLayout)
        let size = try #require(installer.made.first { $0.spec.id == "centered-w" }?.constraint)
        #expect(size.identifier == "centered-width")
        #expect(size.sourceLocation?.contains("LayoutForms.storyboard:") == true)
        #expect(!installer.made.contains { $0.spec.isPlaceholder })
        #expect(installer.made.first { $0.spec.id == "ineq-lpref" }?.constraint.priority == LayoutPriority(250))
    }

    @Test func placeholderIntrinsicSizesAndFixedFrames() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="1"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack"><rect key="frame" x="10" y="10" width="300" height="20"/>
                      <subviews>
                        <view horizontalHuggingPriority="251" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="100" height="20"/></view>
                        <view placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="100" y="0" width="200" height="20"/></view>
                      </subviews>
                    </stackView>
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed"><rect key="frame" x="37" y="318" width="46" height="30"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></button>
                  </subviews>
                  <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="10" id="c2"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
            </document>
            """
        let window = try IBFixtures.show(xml: xml)
        // The placeholder sizes stand for the app's classes' intrinsic sizes: the lower hugging stretches.
        #expect(window.ibView("stack")?.frame == Rect(10, 10, 300, 20))
        #expect(window.ibView("a")?.frame == Rect(0, 0, 100, 20))
        #expect(window.ibView("b")?.frame == Rect(100, 0, 200, 20))
        // A fixed frame holds, whatever translatesAutoresizingMaskIntoConstraints says beside it.
        #expect(window.ibView("fixed")?.frame == Rect(37, 318, 46, 30))
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func scrollViewContentAndFrameGuides() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="1"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0" y="0" width="320" height="480"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="0" width="320" height="1000"/></view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s2"/>
                        <constraint firstItem="cg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                        <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s5"/>
                        <constraint firstItem="content" firstAttribute="height" constant="1000" id="s6"/>
                      </constraints>
                      <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                      <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                    </scrollView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
            </document>
            """
        let window = try IBFixtures.show(xml: xml)
        // The content is as wide as the scroll view's frame and as tall as it says, unscrolled.
        #expect(window.ibView("content")?.frame == Rect(0, 0, 320, 1000))
        #expect(window.ibView("scroll")?.frame == Rect(0, 0, 320, 480))
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aScrollViewsEdgesAreItsContentsForWhatItScrolls() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="1"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll"><rect key="frame" x="0" y="0" width="320" height="480"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="tall"><rect key="frame" x="0" y="0" width="320" height="800"/></view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="tall" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                        <constraint firstItem="tall" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                        <constraint firstAttribute="trailing" secondItem="tall" secondAttribute="trailing" id="s3"/>
                        <constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" id="s4"/>
                        <constraint firstItem="tall" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                        <constraint firstItem="tall" firstAttribute="height" constant="800" id="s6"/>
                      </constraints>
                    </scrollView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c4"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
            </document>
            """
        let window = try IBFixtures.show(xml: xml)
        // Pinned to the scroll view's four edges and 800 tall: the content is 800 tall, the
        // scroll view keeps its frame, and nothing conflicts.
        #expect(window.ibView("tall")?.frame == Rect(0, 0, 320, 800))
        #expect(window.ibView("scroll")?.frame == Rect(0, 0, 320, 480))
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    @Test func aMissingImageKeepsItsRecordedSizeAsItsIntrinsicSize() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="1"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <imageView image="missing-photo" translatesAutoresizingMaskIntoConstraints="NO" id="photo"><rect key="frame" x="110" y="215" width="100" height="50"/></imageView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="photo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                    <constraint firstItem="photo" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
              <resources><image name="missing-photo" width="100" height="50"/></resources>
            </document>
            """
        let window = try IBFixtures.show(xml: xml)
        #expect(window.ibView("photo")?.frame == Rect(110, 215, 100, 50))
    }
}
