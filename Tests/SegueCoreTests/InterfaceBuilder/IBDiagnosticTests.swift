import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// What makes a file unusable is an error with its place; the rest never fails the load.
@MainActor
@Suite struct IBDiagnosticTests {
    func errors(_ xml: String) -> [StoryboardDiagnostic] {
        switch Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()) {
        case .success: return []
        case .failure(let e): return e.diagnostics.filter { $0.severity == .error }
        }
    }

    @Test func unusableFilesAreErrorsWithAPlace() {
        let truncated = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>"
        let e1 = errors(truncated)
        #expect(e1.count == 1)
        #expect(e1.first?.description.hasPrefix("t.storyboard:") == true)
        #expect(e1.first?.description.contains(": error: ") == true, "\(e1)")
        #expect(errors("<plist version=\"1.0\"><dict/></plist>").first?.message.contains("not an Interface Builder document") == true)
        #expect(errors("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>").first?.message.contains("xib") == true)
        let empty = errors("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes/>\n</document>")
        #expect(empty.first?.message == "the storyboard has no scenes")
        #expect(empty.first?.location.line == 2)
    }

    @Test func warningsCarryFileLineAndColumn() throws {
        let f = try IBFixtures.load("Controllers.storyboard").file
        let w = try #require(f.warnings.first { $0.message.contains("mapView") })
        #expect(w.severity == .warning)
        #expect(w.description.contains("Controllers.storyboard:") && w.description.contains(": warning: mapView"))
        #expect(w.location.line == 90)                  // the <mapView> start tag
    }

    @Test func brokenReferencesDegrade() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nowhere">
              <scenes>
                <scene sceneID="1"><objects>
                  <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="100" height="100"/>
                      <subviews><button id="b"><state key="normal" title="Go"/>
                        <connections><segue destination="gone" kind="show" id="s"/></connections></button></subviews>
                    </view>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections>
                  </viewController>
                  <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="2"><objects><navigationController id="n" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="3"><objects><placeholder id="p"/></objects></scene>
              </scenes>
            </document>
            """
        let f = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get().file
        #expect(f.initialScene == "a")
        #expect(f.warns("'nowhere' is not a scene"))
        #expect(f.warns("which is not a scene of this storyboard"))
        #expect(f.warns("has no root view controller"))
        #expect(f.warns("a scene without a view controller is skipped"))
        #expect(f.scene("n")?.className == "ViewController")
    }

    @Test func importedYAMLReadsBackTheSame() throws {
        for name in ["Xcode4Frames.storyboard", "Xcode8FrameInset.storyboard", "AutoLayout.storyboard", "Controllers.storyboard"] {
            let f = try IBFixtures.load(name).file
            let yaml = try StoryboardYAMLWriter.yaml(f, header: ["converted"])
            let back = try Storyboard.parse(yaml, path: "back.yaml", baseDirectory: f.assetsDirectory,
                                            registries: SegueRegistries()).get().file
            #expect(back.scenes.map(\.id) == f.scenes.map(\.id), "\(name)")
            #expect(back.segues.map(\.id) == f.segues.map(\.id), "\(name)")
            #expect(back.initialScene == f.initialScene)
            for (a, b) in zip(back.scenes, f.scenes) {
                #expect(a.view.subviews.count == b.view.subviews.count, "\(name) \(a.id)")
                #expect(a.view.frame == b.view.frame)
                #expect(a.className == b.className && a.children == b.children && a.tabTitle == b.tabTitle, "\(name) \(a.id)")
            }
        }
    }

    @Test func loadingLeavesTheSharedRegistriesAlone() throws {
        let before = (ControllerRegistry().names, SegueRegistry().names)
        _ = try IBFixtures.load("Controllers.storyboard")
        #expect(ControllerRegistry().names == before.0 && SegueRegistry().names == before.1)
    }
}
