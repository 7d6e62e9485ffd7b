import Testing
import SegueCore

@MainActor
@Suite("Input script player")
struct InputScriptPlayerTests {
    @Test func framesCoverTheEndTimeAtTheFrameRate() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0.5 key A\n2.00 end\n"), fps: 30)
        #expect(player.frameCount == 60)
        #expect(player.duration == 2.0)
        #expect(player.time(ofFrame: 15) == 0.5)
        // 0.5 s at 30 fps is frame 15 exactly.
        #expect(player.events(forFrame: 14).isEmpty)
        #expect(player.events(forFrame: 15) == [.keyDown(Key("A"), []), .keyUp(Key("A"), [])])
        #expect(player.frames.flatMap { $0 }.count == 2)
    }

    @Test func eventsBetweenFramesWaitForTheNextFrame() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0.01 move 1 1\n0.1 move 2 2\n1 end\n"), fps: 30)
        #expect(player.events(forFrame: 0).isEmpty)
        #expect(player.events(forFrame: 1) == [.mouseMove(Point(1, 1))])
        // 0.1 s × 30 = 3 (the decimal rounding of 0.1 does not push it to frame 4).
        #expect(player.events(forFrame: 3) == [.mouseMove(Point(2, 2))])
    }

    @Test func clickExpandsToMoveDownUp() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0 click 320 200\n0 scroll 0 2\n"), fps: 60)
        #expect(player.events(forFrame: 0) == [
            .mouseMove(Point(320, 200)), .mouseDown(Point(320, 200), .left), .mouseUp(Point(320, 200), .left),
            .scroll(dx: 0, dy: 2, at: Point(320, 200)),
        ])
        #expect(player.frameCount == 60)  // no end: last event + 1 s
    }

    @Test func dragInterpolatesLinearlyAtEveryFrame() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0.1 drag 100 0 0 40 0.4\n1 end\n"), fps: 10)
        #expect(player.events(forFrame: 1) == [.mouseMove(Point(100, 0)), .mouseDown(Point(100, 0), .left)])
        #expect(player.events(forFrame: 2) == [.mouseMove(Point(75, 10))])
        #expect(player.events(forFrame: 3) == [.mouseMove(Point(50, 20))])
        #expect(player.events(forFrame: 4) == [.mouseMove(Point(25, 30))])
        #expect(player.events(forFrame: 5) == [.mouseMove(Point(0, 40)), .mouseUp(Point(0, 40), .left)])
        #expect(player.events(forFrame: 6).isEmpty)
    }

    @Test func zeroLengthDragIsOneFrame() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0 drag 1 2 3 4 0\n"), fps: 30)
        #expect(player.events(forFrame: 0) == [
            .mouseMove(Point(1, 2)), .mouseDown(Point(1, 2), .left), .mouseMove(Point(3, 4)), .mouseUp(Point(3, 4), .left),
        ])
    }

    @Test func eventsInsideADragInterleaveByTime() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0 drag 0 0 30 0 0.3\n0.15 key Escape\n1 end\n"), fps: 10)
        #expect(player.events(forFrame: 2) == [.keyDown(.escape, []), .keyUp(.escape, []), .mouseMove(Point(20, 0))])
    }

    @Test func sameScriptSameFramesEveryTime() throws {
        let source = "0 click 1 1\n0.33 drag 0 0 99 33 0.71\n0.5 key Ctrl+R\n0.9 text x\n3 end\n"
        let a = try ScriptPlayer(script: InputScriptParser.parse(source), fps: 60).frames
        let b = try ScriptPlayer(script: InputScriptParser.parse(source), fps: 60).frames
        #expect(a == b)
        #expect(a.count == 180)
    }

    @Test func eventAtTheEndTimeComesWithTheLastFrame() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("2 key Q\n2 end\n"), fps: 30)
        #expect(player.events(forFrame: 59) == [.keyDown(Key("Q"), []), .keyUp(Key("Q"), [])])
    }

    @Test func badFrameRateIsAnError() {
        #expect(throws: ScriptPlayer.Error.badFrameRate(0)) { try ScriptPlayer(script: InputScript(), fps: 0) }
        #expect(throws: ScriptPlayer.Error.self) { try ScriptPlayer(script: InputScript(), fps: .nan) }
    }
}
