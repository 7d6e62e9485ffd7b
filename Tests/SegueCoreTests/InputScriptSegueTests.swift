import Foundation
import Testing
@testable import SegueCore

/// The `segue NAME` line: a segue performed by name, as the segue palette does.
@MainActor
@Suite struct InputScriptSegueTests {
    @Test func roundTrips() throws {
        let text = "1.50 segue showDetail\n2.00 segue unwind:backToHome\n2.50 segue scene:settings\n3.00 end\n"
        let script = try InputScriptParser.parse(text)
        #expect(script.entries.map(\.command) == [.segue("showDetail"), .segue("unwind:backToHome"), .segue("scene:settings")])
        #expect(InputScriptFormatter.format(script) == text)
    }

    @Test func playsAsASegueEvent() throws {
        let script = try InputScriptParser.parse("0.50 segue showDetail # the palette's choice\n")
        let player = try ScriptPlayer(script: script, fps: 10)
        #expect(player.events(forFrame: 5) == [.segue("showDetail")])
        #expect(player.frames.flatMap { $0 }.count == 1)
    }

    @Test func theRecorderWritesIt() {
        let r = InputScriptRecorder()
        r.record(.keyDown(Key("A"), []), at: 0.25)
        r.record(.segue("showDetail"), at: 1.5)
        r.finish(at: 2)
        #expect(r.text == "0.25 key A\n1.50 segue showDetail\n2.00 end\n")
    }

    @Test func badLinesAreLocated() {
        #expect(throws: InputScriptError.self) { try InputScriptParser.parse("1.00 segue\n") }
        #expect(throws: InputScriptError.self) { try InputScriptParser.parse("1.00 segue a b\n") }
        do {
            _ = try InputScriptParser.parse("1.00 segue unwind:\n")
            Issue.record("expected an error")
        } catch let e as InputScriptError {
            #expect(e.line == 1 && e.column == 19)
        } catch { Issue.record("\(error)") }
    }
}
