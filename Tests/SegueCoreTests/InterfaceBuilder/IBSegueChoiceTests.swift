import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// What the segue palette lists and performs: every segue leaving the screen (a control's,
/// one performed from code, one with no identifier), the unwinds that land from it, and the
/// scenes shown only by identifier — each performed with UIKit's life cycle.
@MainActor
@Suite struct IBSegueChoiceTests {
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="home">
          <scenes>
            <scene sceneID="1"><objects><viewController storyboardIdentifier="home" id="home" sceneMemberID="viewController">
              <view key="view" id="hv"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                  <button id="go"><rect key="frame" x="10" y="10" width="100" height="40"/><state key="normal" title="Go"/>
                    <connections><segue destination="detail" kind="presentation" identifier="showDetail" id="sd"/></connections></button>
                  <button id="plain"><rect key="frame" x="10" y="60" width="100" height="40"/><state key="normal" title="Plain"/>
                    <connections><segue destination="other" kind="presentation" id="Xy1-ab-cd3"/></connections></button>
                </subviews></view>
              <connections><segue destination="detail" kind="presentation" identifier="fromCode" id="fc"/></connections>
            </viewController><exit id="homeExit" sceneMemberID="exit"/></objects></scene>
            <scene sceneID="2"><objects><viewController storyboardIdentifier="detail" id="detail" sceneMemberID="viewController">
              <view key="view" id="dv"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <subviews>
                  <button id="back"><rect key="frame" x="10" y="10" width="100" height="40"/><state key="normal" title="Back"/>
                    <connections><segue destination="detailExit" kind="unwind" unwindAction="backHome:" id="uw"/></connections></button>
                </subviews></view>
            </viewController><exit id="detailExit" sceneMemberID="exit"/></objects></scene>
            <scene sceneID="3"><objects><viewController storyboardIdentifier="other" id="other" sceneMemberID="viewController">
              <view key="view" id="ov"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
            <scene sceneID="4"><objects><viewController storyboardIdentifier="settings" title="Settings" id="settings" sceneMemberID="viewController">
              <view key="view" id="sv"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
          </scenes>
        </document>
        """

    /// A controller class that logs its veto and its prepare, as an app's would.
    final class Home: ViewController {
        var veto: Set<String> = []
        var log: [String] = []
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return !veto.contains(identifier)
        }
        override func prepare(for segue: Segue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "-") → \(segue.destination.storyboardIdentifier ?? "?")")
        }
    }

    func window() throws -> (Window, ManualClock, TraceLog, Home) {
        var controllers = ControllerRegistry()
        controllers.register(Home.self, as: "ViewController") { Home() }
        let sb = try InterfaceBuilderReader.read(data: Data(Self.xml.utf8), path: "c.storyboard", baseDirectory: "",
                                                 registries: SegueRegistries(controllers: controllers))
            .map { Storyboard(file: $0.file, registries: SegueRegistries(controllers: controllers)) }.get()
        let log = TraceLog()
        sb.traceLog = log
        let clock = ManualClock()
        let w = Window(size: Size(320, 480), clock: clock, trace: log)
        w.rootViewController = sb.instantiateInitialViewController()
        return (w, clock, log, try #require(w.rootViewController as? Home))
    }

    func settle(_ w: Window, _ clock: ManualClock) {
        for _ in 0..<90 { clock.advance(by: 1.0 / 60); _ = w.drawList() }
    }

    @Test func listsEverySegueLeavingTheScreen() throws {
        let (w, clock, _, _) = try window()
        #expect(w.segueChoices.map(\.name) == ["showDetail", "Xy1-ab-cd3", "fromCode"])
        #expect(w.segueChoices.first?.detail == "home → detail (present)")
        // Only scenes nothing leads to are offered by identifier.
        #expect(w.sceneChoices.map(\.name) == ["scene:settings"])
        #expect(w.sceneChoices.first?.detail == "Settings")
        w.performSegueChoice(named: "fromCode")
        settle(w, clock)
        #expect(w.frontmostViewController?.storyboardIdentifier == "detail")
        // On the detail screen: no segue leaves it, the unwind lands on home.
        #expect(w.segueChoices.map(\.name) == ["unwind:backHome"])
        #expect(w.segueChoices.first?.detail == "back to home")
    }

    @Test func performingFollowsTheLifeCycle() throws {
        let (w, clock, log, home) = try window()
        log.removeAll()
        #expect(w.performSegueChoice(named: "fromCode"))
        let order = log.events.map(\.event).filter {
            [.shouldPerformSegue, .instantiate, .segueInit, .prepareForSegue, .performSegue].contains($0)
        }
        #expect(order == [.shouldPerformSegue, .instantiate, .segueInit, .prepareForSegue, .performSegue])
        #expect(home.log == ["should fromCode", "prepare fromCode → detail"])
        settle(w, clock)
        // A veto creates nothing.
        _ = w.performSegueChoice(named: "unwind:backHome")
        settle(w, clock)
        #expect(w.frontmostViewController === home)
        home.veto = ["showDetail"]
        log.removeAll()
        #expect(!w.performSegueChoice(named: "showDetail"))
        #expect(!log.events.contains { $0.event == .instantiate })
        #expect(w.frontmostViewController === home)
    }

    @Test func unwindsAndScenesPerformToo() throws {
        let (w, clock, log, home) = try window()
        w.handle(.segue("showDetail"))
        settle(w, clock)
        #expect(w.frontmostViewController?.storyboardIdentifier == "detail")
        w.handle(.segue("unwind:backHome"))
        settle(w, clock)
        #expect(w.frontmostViewController === home)
        #expect(log.events.contains { $0.event == .unwind })
        w.handle(.segue("scene:settings"))
        settle(w, clock)
        #expect(w.frontmostViewController?.storyboardIdentifier == "settings")
        // Something not on this screen is refused, traced as an error.
        #expect(!w.performSegueChoice(named: "showDetail"))
        #expect(log.events.last?.event == .error)
        #expect(AppearanceChecker.check(log.events).isEmpty)
    }
}
