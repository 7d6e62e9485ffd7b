import Foundation
import Testing
@testable import SegueCore

/// A script's `segue` line carries a `SegueTarget`: a segue, an unwind or a scene, read from
/// and written to the script's notation by one codec.
@MainActor
@Suite("Segue targets")
struct SegueTargetTests {
    static let targets: [SegueTarget] = [
        .segue("showDetail"), .unwind("backToHome"), .scene("settings"), .segue("Xy1-ab-cd3"),
        .segue("unwinding"), .segue("scenery"),
    ]

    @Test("Each target round-trips through the script's parser and formatter")
    func roundTripsThroughTheScript() throws {
        let script = InputScript(entries: Self.targets.enumerated().map { i, t in
            InputScriptEntry(time: Double(i + 1), command: .segue(t))
        }, endTime: Double(Self.targets.count + 1))
        let text = InputScriptFormatter.format(script)
        let back = try InputScriptParser.parse(text)
        #expect(back == script)
        #expect(InputScriptFormatter.format(back) == text)
    }

    @Test("The notation: a segue id, unwind:ACTION or scene:ID")
    func notation() {
        #expect(SegueTarget(scriptName: "unwind:backToHome") == .unwind("backToHome"))
        #expect(SegueTarget(scriptName: "scene:settings") == .scene("settings"))
        #expect(SegueTarget(scriptName: "showDetail") == .segue("showDetail"))
        for t in Self.targets {
            #expect(SegueTarget(scriptName: t.scriptName) == t)
        }
        #expect(SegueTarget.unwind("a").scriptName == "unwind:a" && SegueTarget.scene("b").scriptName == "scene:b")
        #expect(SegueTarget.unwind("a").identifier == "a")
    }

    @Test func aChoiceNamesItsTarget() {
        #expect(SegueChoice(kind: .unwind, target: "back", detail: "").segueTarget == .unwind("back"))
        #expect(SegueChoice(kind: .scene, target: "s", detail: "").name == "scene:s")
        #expect(SegueChoice(kind: .segue, target: "go", detail: "").segueTarget == .segue("go"))
    }
}
