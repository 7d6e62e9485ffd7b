import Testing
import SegueCore

/// `caption` and `wait idle` lines: parsed, written back, and played with the script's clock
/// held at a wait until the scene rests.
@MainActor
@Suite("Script captions and waits")
struct ScriptTimelineTests {
    @Test func captionAndWaitLinesParseAndWriteBack() throws {
        let script = try InputScriptParser.parse("0 caption Turn the cube \\# 1\n0.5 wait idle\n1 caption off\n2 end\n")
        #expect(script.entries.map(\.command) == [.caption("Turn the cube # 1"), .waitIdle, .caption(nil)])
        let text = InputScriptFormatter.format(script)
        #expect(text.contains("caption Turn the cube \\# 1") && text.contains("0.50 wait idle") && text.contains("caption off"), "\(text)")
        #expect(try InputScriptParser.parse(text) == script)
    }

    @Test("Bad caption and wait lines name what was expected",
          arguments: [("1 caption\n", "the caption's text, or 'off'"), ("1 wait\n", "idle"), ("1 wait 2\n", "'wait idle'"),
                      ("1 wait idle now\n", "idle")])
    func badLines(text: String, expected: String) {
        #expect {
            _ = try InputScriptParser.parse(text)
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    @Test func captionsAndWaitsAreNoInput() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0.1 caption Hi\n0.1 wait idle\n1 end\n"), fps: 10)
        #expect(player.frames.allSatisfy { $0.isEmpty })
        #expect(player.waitFrames == [1])
        #expect(player.captions(forFrame: 1, segment: 0) == ["Hi"])
    }

    @Test("A wait holds the script's clock until the scene rests; later lines come as much later")
    func waitHoldsTheClock() throws {
        let script = try InputScriptParser.parse("0.1 key Right\n0.1 wait idle\n0.1 caption After\n0.3 key Left\n0.5 end\n")
        var timeline = ScriptTimeline(try ScriptPlayer(script: script, fps: 10))
        // The scene animates for the 4 frames after the key; then rests.
        var busyUntil = Int.max
        var frames: [[InputEvent]] = []
        var captions: [Int: [String?]] = [:]
        var times: [Double] = []
        while !timeline.isFinished {
            let video = timeline.videoFrame
            let step = timeline.next(idle: { video >= busyUntil })
            if step.events.contains(where: { $0.event == .keyDown(Key("Right"), []) }) { busyUntil = video + 5 }
            frames.append(step.events.map(\.event))
            if !step.captions.isEmpty { captions[video] = step.captions }
            times += step.events.map(\.time)
        }
        // Frame 1 has Right; frames 2…5 wait; frame 6 goes on with the rest of 0.1 s (the caption),
        // and Left, at 0.3 s of the script, comes 5 frames late at frame 8.
        #expect(frames[1] == [.keyDown(Key("Right"), []), .keyUp(Key("Right"), [])])
        #expect(frames[2...7].allSatisfy { $0.isEmpty })
        #expect(captions == [6: ["After"]])
        #expect(frames[8] == [.keyDown(Key("Left"), []), .keyUp(Key("Left"), [])])
        #expect(frames.count == 10)
        #expect(abs(times.last! - 0.8) < 1e-9)
    }

    @Test func aWaitEndsAfterMaxWaitWhenTheSceneNeverRests() throws {
        let script = try InputScriptParser.parse("0 wait idle\n0.1 end\n")
        var timeline = ScriptTimeline(try ScriptPlayer(script: script, fps: 10))
        var frames = 0
        while !timeline.isFinished, frames < 10_000 {
            _ = timeline.next(idle: { false })
            frames += 1
        }
        #expect(frames == Int(ScriptTimeline.maxWait * 10) + 2)
    }
}
