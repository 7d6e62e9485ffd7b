import Testing
import SegueCore

@MainActor
@Suite("Input script formatting and recording")
struct InputScriptRoundTripTests {
    @Test func formatThenParseGivesTheSameScript() throws {
        let source = """
        0.5 key right
        1.2 click 320.5 200
        2 drag 500 300 100 300 0.25
        2.1 down 500 300 middle
        2.3 up 100 300
        2.5 move -20 300
        3 text \\s hello \\# world\\\\ \\t\\s
        3.1 key ctrl+shift+r
        3.2 key plus
        3.3 resize 1024 768
        3.4 scroll 0.5 -3
        3.45 key ?
        4 end
        """
        let script = try InputScriptParser.parse(source)
        let text = InputScriptFormatter.format(script)
        #expect(try InputScriptParser.parse(text) == script)
        #expect(text.hasPrefix("0.50 key Right\n1.20 click 320.5 200\n2.00 drag 500 300 100 300 0.25\n"))
        #expect(text.contains("2.10 down 500 300 middle\n"))
        #expect(text.contains("3.10 key Ctrl+Shift+R\n3.20 key Plus\n"))
        #expect(text.hasSuffix("4.00 end\n"))
        // Formatting is stable: a second round gives the same text.
        #expect(InputScriptFormatter.format(try InputScriptParser.parse(text)) == text)
    }

    @Test func timesRoundTripExactly() throws {
        let script = InputScript(entries: [
            InputScriptEntry(time: 1.0 / 3.0, command: .move(Point(0.1, 2.0 / 3.0))),
            InputScriptEntry(time: 17, command: .key(.enter, [])),
        ], endTime: 20.125)
        #expect(try InputScriptParser.parse(InputScriptFormatter.format(script)) == script)
    }

    @Test func recorderCollapsesKeysAndClicksAndKeepsDrags() throws {
        let recorder = InputScriptRecorder()
        recorder.record(.keyDown(.right, []), at: 0.5)
        recorder.record(.keyUp(.right, []), at: 0.58)
        recorder.record(.mouseMove(Point(320, 200)), at: 1.1)
        recorder.record(.mouseDown(Point(320, 200), .left), at: 1.2)
        recorder.record(.mouseUp(Point(320, 200), .left), at: 1.3)
        recorder.record(.mouseDown(Point(500, 300), .left), at: 2.0)
        recorder.record(.mouseMove(Point(400, 300)), at: 2.1)
        recorder.record(.mouseMove(Point(100, 300)), at: 2.2)
        recorder.record(.mouseUp(Point(100, 300), .left), at: 2.25)
        recorder.record(.keyDown(Key("r"), .control), at: 3.0004)
        recorder.record(.keyUp(Key("r"), .control), at: 3.1)
        recorder.record(.text("hi #1"), at: 3.2)
        recorder.record(.keyDown(Key("LeftShift"), .shift), at: 3.3)  // no script name: left out
        recorder.record(.scroll(dx: 0, dy: -1, at: Point(10, 20)), at: 3.5)
        recorder.record(.quit, at: 4.0)
        recorder.record(.keyDown(.left, []), at: 5.0)  // after the end: ignored
        #expect(recorder.text == """
        0.50 key Right
        1.10 move 320 200
        1.20 click 320 200
        2.00 down 500 300
        2.10 move 400 300
        2.20 move 100 300
        2.25 up 100 300
        3.00 key Ctrl+R
        3.20 text hi \\#1
        3.50 move 10 20
        3.50 scroll 0 -1
        4.00 end

        """)
        #expect(try InputScriptParser.parse(recorder.text) == recorder.script)
    }

    @Test func recorderKeepsTimeOrderWhenTypingDuringAPress() throws {
        let recorder = InputScriptRecorder()
        recorder.record(.mouseDown(Point(1, 1), .left), at: 1.0)
        recorder.record(.keyDown(.space, []), at: 1.5)
        recorder.record(.mouseUp(Point(1, 1), .left), at: 2.0)
        recorder.finish(at: 3.0)
        #expect(recorder.script.entries.map(\.command) == [.click(Point(1, 1), .left), .key(.space, [])])
        #expect(try InputScriptParser.parse(recorder.text) == recorder.script)
    }

    @Test func recordedSessionReplaysAsTheSameEvents() throws {
        // A click and a key press recorded live come back from the player as the same events.
        let recorder = InputScriptRecorder()
        recorder.record(.keyDown(.tab, .shift), at: 0.1)
        recorder.record(.keyUp(.tab, .shift), at: 0.2)
        recorder.record(.mouseMove(Point(5, 5)), at: 0.5)
        recorder.record(.mouseDown(Point(5, 5), .left), at: 0.5)
        recorder.record(.mouseUp(Point(5, 5), .left), at: 0.6)
        recorder.finish(at: 1.0)
        let player = try ScriptPlayer(script: InputScriptParser.parse(recorder.text), fps: 10)
        #expect(player.frames.flatMap { $0 } == [
            .keyDown(.tab, .shift), .keyUp(.tab, .shift),
            .mouseMove(Point(5, 5)), .mouseMove(Point(5, 5)), .mouseDown(Point(5, 5), .left), .mouseUp(Point(5, 5), .left),
        ])
    }
}
