import Foundation
import SegueCore
import SegueKit
import Testing

/// The segue palette (F2) in the app: opened over the screen, driven by keys, performing its
/// choice with the whole life cycle; a saved script gets the choice as a `segue` line, not
/// the palette's keys; the script line replays it.
@MainActor
@Suite("Segue palette")
struct SeguePaletteTests {
    static let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="home">
          <scenes>
            <scene sceneID="1"><objects><viewController storyboardIdentifier="home" id="home" sceneMemberID="viewController">
              <view key="view" id="hv"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
              <connections>
                <segue destination="detail" kind="presentation" identifier="first" id="a1"/>
                <segue destination="detail" kind="presentation" identifier="second" modalTransitionStyle="crossDissolve" id="a2"/>
              </connections>
            </viewController></objects></scene>
            <scene sceneID="2"><objects><viewController storyboardIdentifier="detail" id="detail" sceneMemberID="viewController">
              <view key="view" id="dv"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
            <scene sceneID="3"><objects><viewController storyboardIdentifier="lonely" id="lonely" sceneMemberID="viewController">
              <view key="view" id="lv"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
          </scenes>
        </document>
        """

    static func run() throws -> (ScriptedRun, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Main.storyboard").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return (try ScriptedRun(storyboardPath: path, size: Size(640, 480)), folder)
    }

    @Test func keysChooseAndPerformWithTheLifeCycle() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        var scriptEvents: [InputEvent] = []
        run.scene.onScriptEvent = { scriptEvents.append($0) }
        let keys: [InputEvent] = [.keyDown(Key("F2"), []), .keyDown(.down, []), .keyDown(.enter, [])]
        // The palette's keys are not part of a saved script.
        #expect(!run.scene.recordsInScript(keys[0]))
        run.send(keys[0])
        #expect(run.scene.showsSeguePalette)
        #expect(!run.scene.recordsInScript(keys[1]) && !run.scene.recordsInScript(.mouseDown(Point(1, 1), .left)))
        // The palette is drawn over the frame; nothing behind it moved.
        #expect(run.trace.events.allSatisfy { $0.event != .shouldPerformSegue })
        run.send(keys[1])
        run.send(keys[2])
        #expect(!run.scene.showsSeguePalette)
        #expect(scriptEvents == [.segue("second")])
        run.idle(seconds: 1)
        let order = run.trace.events.map(\.event).filter {
            [.shouldPerformSegue, .instantiate, .segueInit, .prepareForSegue, .performSegue, .transitionBegin, .transitionEnd].contains($0)
        }
        #expect(order.suffix(7) == [.shouldPerformSegue, .instantiate, .segueInit, .prepareForSegue, .performSegue,
                                    .transitionBegin, .transitionEnd])
        #expect(run.trace.events.contains { $0.event == .transitionBegin && $0.description.contains("crossDissolve") })
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "detail")
        #expect(run.appearanceViolations.isEmpty)
    }

    @Test func escapeClosesAndTheScenePickerShowsAScene() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        run.send(.keyDown(Key("F2"), []))
        run.send(.keyDown(.escape, []))
        #expect(!run.scene.showsSeguePalette)
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        // "Show scene…" is last; in it, the scene nothing leads to.
        run.send(.keyDown(Key("F2"), []))
        run.send(.keyDown(Key("End"), []))
        run.send(.keyDown(.enter, []))
        #expect(run.scene.showsSeguePalette)
        run.send(.keyDown(.enter, []))
        run.idle(seconds: 1)
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "lonely")
        // Shift+F2 opens the scene picker directly; Escape there goes back to the segues.
        run.send(.keyDown(.escape, []))
        run.idle(seconds: 1)
        run.send(.keyDown(Key("F2"), .shift))
        #expect(!run.scene.recordsInScript(.keyDown(Key("F2"), .shift)))
        run.send(.keyDown(.escape, []))
        #expect(run.scene.showsSeguePalette)
        run.send(.keyDown(.escape, []))
        #expect(!run.scene.showsSeguePalette)
    }

    @Test func aClickOnARowPerformsItAndOneOutsideCloses() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        run.send(.keyDown(Key("F2"), []))
        // The panel is centred in the 640×480 window: rows 30 pt apart, 64 pt below its top.
        run.send(.mouseDown(Point(5, 5), .left))
        run.send(.mouseUp(Point(5, 5), .left))
        #expect(!run.scene.showsSeguePalette)
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "home")
        run.send(.keyDown(Key("F2"), []))
        let panelHeight: Double = 3 * 30 + 64 + 44
        let panelTop: Double = (480 - panelHeight) / 2
        let secondY: Double = panelTop + 64 + 30 + 10
        let second = Point(320, secondY)
        run.send(.mouseDown(second, .left))
        run.send(.mouseUp(second, .left))
        #expect(!run.scene.showsSeguePalette)
        run.idle(seconds: 1)
        #expect(run.trace.events.contains { $0.event == .segueInit && $0.description.contains("second") })
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "detail")
    }

    @Test func aScriptLinePerformsTheSame() throws {
        let (run, folder) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        try run.play(scriptText: "0.20 segue second\n1.00 end\n")
        #expect(run.scene.window.frontmostViewController?.storyboardIdentifier == "detail")
        #expect(run.trace.events.contains { $0.event == .shouldPerformSegue })
    }
}
