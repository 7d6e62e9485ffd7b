import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Views without a stored frame, placed by their constraints; stack views; size classes.
@MainActor
@Suite struct IBLayoutTests {
    func scene() throws -> (StoryboardFile, SceneSpec) {
        let f = try IBFixtures.load("AutoLayout.storyboard").file
        return (f, try #require(f.scene("vc")))
    }

    func view(_ id: String, in v: ViewSpec) -> ViewSpec? {
        if v.location.line > 0, v.id == id { return v }
        for s in v.subviews { if let x = view(id, in: s) { return x } }
        return nil
    }

    @Test func constraintsPlaceViewsWithoutFrames() throws {
        let (_, s) = try scene()
        #expect(s.view.frame == Rect(0, 0, 375, 667))                  // the 4.7-inch canvas
        #expect(s.view.subviews.count == 6)
        let window = try IBFixtures.show("AutoLayout.storyboard", scene: "vc", device: DeviceProfile.named("iphone-8"))
        // Pinned to the safe area's sides and top, with a fixed height.
        #expect(window.ibView("header")?.frame == Rect(0, 20, 375, 60))
        // Centred with a fixed size.
        #expect(window.ibView("centred")?.frame == Rect(87.5, 313.5, 200, 40))
        // Below a sibling, at the margin, half the width, as tall as wide.
        #expect(window.ibView("below")?.frame == Rect(16, 88, 187.5, 187.5))
        // Pinned to both sides and to the old bottom layout guide.
        #expect(window.ibView("stack")?.frame == Rect(20, 537, 335, 110))
        // Below the old top layout guide, against the trailing edge, at least 30 wide.
        let loose = try #require(window.ibView("loose")?.frame)
        #expect(loose.minY == 20 && loose.maxX == 375 && loose.height == 30 && loose.width >= 30)
    }

    @Test func stackViewLaysOutItsArrangedViews() throws {
        let window = try IBFixtures.show("AutoLayout.storyboard", scene: "vc", device: DeviceProfile.named("iphone-8"))
        let stack = try #require(window.ibView("stack") as? StackView)
        #expect(stack.arrangedSubviews.map { $0.frame } == [Rect(107.5, 0, 120, 50), Rect(127.5, 60, 80, 50)])
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center)
    }

    @Test func coloursAndFontsFromResources() throws {
        let (_, s) = try scene()
        #expect(s.view.background == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))   // built-in table
        #expect(s.view.subviews[2].background == Color(white: 0.9))                             // the file's own <resources>
        #expect(s.view.subviews[0].background == Color(red: 0, green: 0.47843137254901963, blue: 1))
        let label = s.view.subviews[1]
        #expect(label.color == Color(red: 0.5, green: 0.25, blue: 0.75))                        // a named colour
        #expect(label.font == StoryboardFont(.textStyle(.headline)))                           // the headline style
    }

    @Test func sizeClassVariations() throws {
        let (_, regular) = try scene()
        let varied = try #require(regular.view.subviews.first { $0.frame?.minY == 600 })
        #expect(varied.frame == Rect(300, 600, 60, 50))
        let data = try Data(contentsOf: IBFixtures.folder.appendingPathComponent("AutoLayout.storyboard"))
        let phone = try InterfaceBuilderReader.read(data: data, path: "AutoLayout.storyboard", baseDirectory: "",
                                                    registries: SegueRegistries(),
                                                    options: InterfaceBuilderOptions(widthClass: .compact, heightClass: .regular)).get()
        let compact = try #require(phone.file.scene("vc")?.view.subviews.last)
        #expect(compact.frame == Rect(1, 1, 1, 1))
    }
}

/// A view placed against a sibling follows it when the window resizes.
@MainActor
@Suite struct IBSiblingAutoresizingTests {
    @Test func aButtonAboveABottomPinnedButtonStaysAboveIt() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="1"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="upper"><rect key="frame" x="0" y="380" width="320" height="40"/>
                      <state key="normal" title="Register"/></button>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="lower"><rect key="frame" x="0" y="430" width="320" height="50"/>
                      <state key="normal" title="Log In"/></button>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="lower" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c1"/>
                    <constraint firstItem="lower" firstAttribute="top" secondItem="upper" secondAttribute="bottom" constant="10" id="c2"/>
                    <constraint firstItem="upper" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
            </document>
            """
        let window = try IBFixtures.show(xml: xml)
        let upper = try #require(window.ibView("upper")), lower = try #require(window.ibView("lower"))
        #expect(lower.frame.maxY == 480 && upper.frame.maxY == lower.frame.minY - 10)
        window.resize(to: Size(320, 600))
        #expect(lower.frame.maxY == 600 && upper.frame.maxY == lower.frame.minY - 10)
    }
}

/// A button whose image is not found keeps the intrinsic size of its image and title, as the
/// document records the image's size, so a stack sizes it as UIKit would.
@MainActor
@Suite struct IBMissingButtonImageTests {
    @Test func aButtonWithAMissingImageKeepsItsIntrinsicSize() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" useAutolayout="YES" initialViewController="vc">
              <scenes><scene sceneID="1"><objects><viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <stackView alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                      <rect key="frame" x="0" y="100" width="320" height="68"/>
                      <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="answer"><rect key="frame" x="0" y="14" width="100" height="40"/>
                          <inset key="contentEdgeInsets" minX="12" minY="8" maxX="12" maxY="8"/>
                          <state key="normal" title="Answer" image="call_icon"/></button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="badge"><rect key="frame" x="108" y="19" width="60" height="30"/>
                          <state key="normal" backgroundImage="badge_background"/></button>
                      </subviews>
                    </stackView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    <constraint firstItem="row" firstAttribute="height" constant="68" id="c3"/>
                  </constraints>
                </view></viewController></objects></scene></scenes>
              <resources>
                <image name="call_icon" width="16" height="16"/>
                <image name="badge_background" width="60" height="30"/>
              </resources>
            </document>
            """
        let window = try IBFixtures.show(xml: xml)
        let answer = try #require(window.ibView("answer")), badge = try #require(window.ibView("badge"))
        // The image beside the title, inside the content insets: 12 + 16 + title + 12 wide,
        // the taller of the image and the title, with 8 above and below.
        let title = Button.intrinsicSize(ofTitle: AttributedText("Answer", attributes: TextAttributes(font: .buttonDefault)),
                                         contentEdgeInsets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        #expect(answer.frame.width == (16 + title.width).rounded(.up))
        #expect(answer.frame.height == max(32, title.height).rounded(.up))
        // Centred in the 68-point row, not collapsed to nothing.
        #expect(abs(answer.frame.midY - 34) < 0.5)
        // A background image alone: its size.
        #expect(badge.frame.size == Size(60, 30))
    }
}
