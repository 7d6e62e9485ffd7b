import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Segue kinds, `modalTransitionStyle` and custom classes chosen by name.
@MainActor
@Suite struct IBSegueTests {
    @MainActor
    final class AppWobbleSegue: Segue {}

    @Test func modalStylesAndCustomClasses() throws {
        var registry = SegueRegistry()
        registry.register(AppWobbleSegue.self, as: "AppWobbleSegue")
        let f = try IBFixtures.load("Xcode8FrameInset.storyboard", segues: registry).file
        // Ours, with the module prefix stripped.
        #expect(f.segue("registered")?.kind == .custom && f.segue("registered")?.className == "ExplodeSegue")
        // The app's registered class.
        #expect(f.segue("app")?.className == "AppWobbleSegue")
        // Unregistered: by the name's family, with a warning; else a cross-dissolve.
        let cube = try #require(f.segue("cube"))
        #expect(cube.kind == .present && cube.className == nil && cube.options.transition == "cube")
        #expect(f.warns("'FancyCubeSegue' is not registered"))
        #expect(f.segue("odd")?.options.transition == "crossDissolve")
        #expect(f.warns("'QuuxSegue' is not registered and its name suggests no transition"))
        // modalTransitionStyle → our transitions; presentation style.
        #expect(f.segue("flip")?.options.transition == "flip")
        #expect(f.segue("curl")?.options.transition == "pageCurl")
        let fade = try #require(f.segue("fade"))
        #expect(fade.options.transition == "crossDissolve" && fade.options.presentationStyle == .overFullScreen)
        #expect(f.segue("manual")?.kind == .show)
        // Controls trigger theirs.
        #expect(f.scene("a-vc")?.view.find("Flip")?.action == .segue("flip"))
    }

    @Test func unboundSeguesAreGuesses() throws {
        let i = try IBFixtures.read("Xcode8FrameInset.storyboard")
        let unbound = Set(i.guesses.filter { $0.kind == .unboundSegue }.map(\.subject))
        #expect(unbound == ["manual", "fade"])
        #expect(i.guesses.contains { $0.kind == .segueClass && $0.subject == "FancyCubeSegue" })
    }

    @Test func theConvertedSegueRuns() throws {
        let sb = try IBFixtures.load("Xcode8FrameInset.storyboard")
        let vc = try #require(sb.instantiateInitialViewController())
        let segue = try #require(sb.makeSegue("cube", from: vc))
        #expect(segue is PresentSegue)
        #expect(segue.destination.storyboardIdentifier == "second_screen")
    }
}

/// A segmented control beside a container whose child performs one segue per segment from
/// code (a container switching its children): the binding is reported as a guess.
@MainActor
@Suite struct IBSegmentGuessTests {
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="main">
          <scenes>
            <scene sceneID="1"><objects><viewController id="main" sceneMemberID="viewController">
              <view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                  <segmentedControl id="seg" selectedSegmentIndex="0"><rect key="frame" x="10" y="10" width="200" height="30"/>
                    <segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>
                  <containerView id="box"><rect key="frame" x="10" y="50" width="300" height="300"/>
                    <connections><segue destination="holder" kind="embed" identifier="embedContainer" id="e"/></connections></containerView>
                </subviews></view></viewController></objects></scene>
            <scene sceneID="2"><objects><viewController id="holder" sceneMemberID="viewController">
              <view key="view" id="hv"><rect key="frame" x="0" y="0" width="300" height="300"/></view>
              <connections>
                <segue destination="a" kind="custom" identifier="embedFirst" customClass="TransitionSegue" id="s1"/>
                <segue destination="b" kind="custom" identifier="embedSecond" customClass="TransitionSegue" id="s2"/>
              </connections></viewController></objects></scene>
            <scene sceneID="3"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="4"><objects><viewController id="b" sceneMemberID="viewController"/></objects></scene>
          </scenes>
        </document>
        """

    @Test func segmentsMatchingAContainersSeguesAreAGuess() throws {
        let i = try InterfaceBuilderReader.read(data: Data(Self.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        let g = try #require(i.guesses.first { $0.kind == .segmentSegues })
        #expect(g.scene == "main" && g.subject == "seg")
        #expect(g.choice == "segments perform the segues of 'holder': 'First' → embedFirst, 'Second' → embedSecond")
        #expect(i.file.segue("embedFirst")?.className == "TransitionSegue")
    }
}

/// A presentation segue's `modalPresentationStyle`, by the iOS release of the Xcode that saved
/// the document: sheets from Xcode 11 (iOS 13) on, full screen before.
@MainActor
@Suite struct IBPresentationStyleTests {
    static func xml(tools: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="\(tools)" initialViewController="main">
          <device id="retina5_9" orientation="portrait" appearance="light"/>
          <scenes>
            <scene sceneID="1"><objects><viewController id="main" sceneMemberID="viewController">
              <view key="view" id="v"><rect key="frame" x="0" y="0" width="375" height="812"/>
                <subviews><view id="anchor"><rect key="frame" x="100" y="500" width="80" height="40"/></view></subviews>
              </view>
              <connections>
                <segue destination="d" kind="presentation" identifier="plain" id="s1"/>
                <segue destination="d" kind="presentation" identifier="page" modalPresentationStyle="pageSheet" id="s2"/>
                <segue destination="d" kind="presentation" identifier="form" modalPresentationStyle="formSheet" id="s3"/>
                <segue destination="d" kind="presentation" identifier="full" modalPresentationStyle="fullScreen" id="s4"/>
                <segue destination="d" kind="popoverPresentation" identifier="pop" popoverAnchorView="anchor" id="s5">
                  <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                </segue>
                <segue destination="f" kind="presentation" identifier="byDestination" id="s6"/>
              </connections></viewController></objects></scene>
            <scene sceneID="2"><objects><viewController id="d" sceneMemberID="viewController">
              <value key="contentSizeForViewInPopover" type="size" width="320" height="240"/>
            </viewController></objects></scene>
            <scene sceneID="3"><objects><viewController id="f" modalPresentationStyle="fullScreen" sceneMemberID="viewController"/></objects></scene>
          </scenes>
        </document>
        """
    }

    static func styles(tools: String) throws -> [String: ModalPresentationStyle] {
        let i = try InterfaceBuilderReader.read(data: Data(xml(tools: tools).utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        var out: [String: ModalPresentationStyle] = [:]
        for id in ["plain", "page", "form", "full", "pop", "byDestination"] { out[id] = i.file.segue(id)?.options.presentationStyle }
        return out
    }

    @Test func sheetsFromXcode11On() throws {
        let s = try Self.styles(tools: "22505")
        #expect(s["plain"] == .automatic && s["page"] == .pageSheet && s["form"] == .formSheet)
        #expect(s["full"] == .fullScreen && s["byDestination"] == .fullScreen)
        #expect(s["pop"] == .popover)
    }

    @Test func fullScreenBefore() throws {
        var s = try Self.styles(tools: "14490")
        // A popover stays one; on a phone of that release it adapts to full screen.
        #expect(s.removeValue(forKey: "pop") == .popover)
        #expect(Set(s.values) == [.fullScreen])
    }

    @Test("A popover segue points at its anchor view with the permitted arrows; the content size is the destination's")
    func popoverSegue() throws {
        let i = try InterfaceBuilderReader.read(data: Data(Self.xml(tools: "22505").utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        let spec = try #require(i.file.segue("pop"))
        #expect(spec.options.popoverAnchor == "anchor")
        #expect(spec.options.popoverArrowDirections == [.up, .down])
        #expect(i.file.scene("d")?.preferredContentSize == Size(320, 240))
        // Written as YAML and read back, the options and the size stay.
        let yaml = try StoryboardYAMLWriter.yaml(i.file)
        #expect(yaml.contains("anchor: anchor") && yaml.contains("arrows: [up, down]") && yaml.contains("preferredContentSize: [320, 240]"))
        // The anchor view took its IB id as its id, so the YAML reads back.
        let reread = try Storyboard.parse(yaml, path: "t.yaml").get()
        #expect(reread.file.segue("pop")?.options.popoverAnchor == "anchor")
        // Performed on an iPad, the popover stands above its anchor (down is permitted, below has room too:
        // up comes first), 320 × 240.
        let sb = Storyboard(file: i.file)
        let main = try #require(sb.instantiateInitialViewController())
        let window = Window(size: Size(768, 1024), clock: ManualClock())
        window.device = DeviceProfile.named("ipad")
        window.rootViewController = main
        _ = window.drawList()
        #expect(main.performSegue(withIdentifier: "pop", sender: nil))
        _ = window.drawList()
        let pop = try #require(main.presentedViewController)
        #expect(pop.popoverPresentationController?.arrowDirection == .up)
        let anchor = try #require(main.view.viewWithIdentifier("anchor"))
        let a = anchor.transform(to: nil).boundingBox(of: anchor.bounds)
        #expect(pop.view.frame.size == Size(320, 240))
        #expect(pop.view.frame.minY == a.maxY + 13)
        // Centred on the anchor (its middle at 140) as far as the left margin (10) lets it.
        #expect(pop.view.frame.minX == 10)
    }

    @Test func aPresentedSceneIsASheet() throws {
        let i = try InterfaceBuilderReader.read(data: Data(Self.xml(tools: "22505").utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        let sb = Storyboard(file: i.file)
        let main = try #require(sb.instantiateInitialViewController())
        let segue = try #require(sb.makeSegue("plain", from: main))
        #expect(segue is PresentSegue)
        let window = Window(size: Size(375, 812), clock: ManualClock())
        window.device = DeviceProfile.named("iphone-x")
        window.rootViewController = main
        segue.perform()
        _ = window.drawList()
        #expect(segue.destination.modalPresentationStyle == .automatic)
        #expect(main.presentedViewController === segue.destination)
        #expect(segue.destination.sheetPresentationController?.presentingViewController === main)
        #expect(segue.destination.view.frame == Rect(0, 54, 375, 758))
    }
}
