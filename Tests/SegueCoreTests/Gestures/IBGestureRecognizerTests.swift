import Foundation
import Testing
@testable import SegueCore

/// Interface Builder's gesture recognizers: scene objects attached by a view's
/// `gestureRecognizers` outlet collection, performing a segue or an action.
@MainActor
@Suite struct IBGestureRecognizerTests {
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="main">
          <scenes>
            <scene sceneID="1"><objects>
              <viewController id="main" sceneMemberID="viewController">
                <view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                  <subviews>
                    <view id="box"><rect key="frame" x="20" y="20" width="200" height="200"/>
                      <gestureRecognizers/>
                      <connections>
                        <outletCollection property="gestureRecognizers" destination="dbl" appends="YES" id="o1"/>
                        <outletCollection property="gestureRecognizers" destination="sw" appends="YES" id="o2"/>
                      </connections></view>
                  </subviews>
                  <connections>
                    <outletCollection property="gestureRecognizers" destination="edge" appends="YES" id="o3"/>
                    <outletCollection property="gestureRecognizers" destination="hold" appends="YES" id="o4"/>
                  </connections></view>
              </viewController>
              <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
              <tapGestureRecognizer numberOfTapsRequired="2" id="dbl">
                <connections><segue destination="detail" kind="presentation" identifier="showDetail" id="s1"/></connections>
              </tapGestureRecognizer>
              <swipeGestureRecognizer direction="left" id="sw">
                <connections><action selector="swiped:" destination="main" id="a1"/></connections>
              </swipeGestureRecognizer>
              <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" cancelsTouchesInView="NO" id="edge">
                <rectEdge key="edges" left="YES"/>
              </screenEdgePanGestureRecognizer>
              <pongPressGestureRecognizer allowableMovement="12" minimumPressDuration="0.8" id="hold"/>
            </objects></scene>
            <scene sceneID="2"><objects><viewController id="detail" sceneMemberID="viewController">
              <view key="view" id="dv"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
          </scenes>
        </document>
        """

    @Test func recognizersLoadWithTheirSettings() throws {
        let i = try InterfaceBuilderReader.read(data: Data(Self.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        #expect(i.file.warns("gesture recognizers' actions go to the app's code"))
        #expect(i.guesses.contains { $0.kind == .controlAction && $0.subject == "sw.swiped" })
        let window = try IBFixtures.show(xml: Self.xml)
        let box = try #require(window.rootView.descendants.first { $0.identifier == "box" })
        let root = try #require(window.rootViewController?.view)
        let tap = try #require(box.gestureRecognizers?.first as? TapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        let swipe = try #require(box.gestureRecognizers?.last as? SwipeGestureRecognizer)
        #expect(swipe.direction == .left)
        let edge = try #require(root.gestureRecognizers?.first as? ScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left && !edge.cancelsTouchesInView)
        let hold = try #require(root.gestureRecognizers?.last as? LongPressGestureRecognizer)
        #expect(hold.minimumPressDuration == 0.8 && hold.allowableMovement == 12)
    }

    @Test func aDoubleTapPerformsItsSegue() throws {
        let window = try IBFixtures.show(xml: Self.xml)
        let clock = try #require(window.clock as? ManualClock)
        func click() {
            window.handle(.mouseDown(Point(100, 100), .left))
            clock.advance(by: 0.05)
            window.handle(.mouseUp(Point(100, 100), .left))
        }
        click()
        #expect(window.frontmostViewController?.storyboardIdentifier == "main")
        clock.advance(by: 0.1)
        click()
        #expect(window.frontmostViewController?.storyboardIdentifier == "detail")
    }

    @Test func aSidecarBindsARecognizersAction() throws {
        var i = try InterfaceBuilderReader.read(data: Data(Self.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        var sidecar = StoryboardSidecar(path: "t.segue.yaml")
        sidecar.actions = [.init(control: "sw", action: .segue("showDetail"))]
        let problems = sidecar.apply(to: &i.file, registries: SegueRegistries())
        #expect(problems.isEmpty)
        let box = try #require(i.file.scene("main")?.view.subviews.first)
        #expect(box.gestureRecognizers.last?.action == .segue("showDetail"))
    }
}
