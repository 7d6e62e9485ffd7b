import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// The parser's limits and places: every error names the column of the offending word, times
/// stay within a day, sizes within the GL limit, keys are real chords; and the player never
/// traps on a script made in code with values the parser would refuse.
@MainActor
struct InputScriptLimitsTests {
    /// A line, the column the error must name, and the problem.
    nonisolated static let located: [(String, Int, InputScriptError.Problem)] = [
        ("1e300 end", 1, .outOfRange("1e300", what: "a time of at most 86400 seconds (one day)")),
        ("86400.5 key A", 1, .outOfRange("86400.5", what: "a time of at most 86400 seconds (one day)")),
        ("  0 jump", 5, .unknownVerb("jump")),
        ("0 key Ctrl+", 12, .emptyKeyName("Ctrl+")),
        ("0 key +", 7, .emptyKeyName("+")),
        ("0 key ++", 7, .emptyKeyName("++")),
        ("0 key Ctrl++R", 12, .emptyKeyName("Ctrl++R")),
        ("0 key Ctrl+Ctrl+R", 12, .duplicateModifier("Ctrl")),
        ("0 key Shift+shift+Tab", 13, .duplicateModifier("shift")),
        ("0 key Ctrl+Shift", 12, .unknownKey("Shift")),
        ("0 key Ctrl+Bogus", 12, .unknownKey("Bogus")),
        ("0\tkey\tHyper+R", 7, .unknownModifier("Hyper")),
        ("0 resize 16385 10", 10, .outOfRange("16385", what: "a width of at most 16384 points")),
        ("0 resize 10 1e300", 13, .outOfRange("1e300", what: "a height of at most 16384 points")),
        ("0 resize -1 10", 10, .outOfRange("-1", what: "a width above zero")),
        ("0 click 5 1e7", 11, .outOfRange("1e7", what: "y in window points within ±1000000")),
        ("0 move nan 1", 8, .notANumber("nan", what: "x in window points")),
        ("0 drag 0 0 1 1 86401", 16, .outOfRange("86401", what: "a drag that finishes within 86400 seconds (one day) of the start")),
        ("0 scroll 1e5 0", 10, .outOfRange("1e5", what: "a horizontal scroll amount within ±10000")),
        ("0 text ab\\q", 10, .badEscape("\\q")),
        ("0 click 1 2 3 4", 15, .extraArguments(verb: "click", extra: "4", expected: "x y [left|middle|right]")),
    ]

    @Test(arguments: 0..<located.count)
    func errorsNameTheColumnOfTheOffendingWord(index: Int) {
        let (line, column, problem) = Self.located[index]
        do {
            _ = try InputScriptParser.parse("0 key A\n" + line + "\n", file: "s.script")
            Issue.record("parsed: \(line)")
        } catch let e as InputScriptError {
            #expect(e.line == 2)
            #expect(e.column == column, "\(line): column \(e.column)")
            #expect(e.problem == problem)
            #expect(e.description.hasPrefix("s.script:2:\(column): error: "), "\(e.description)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func limitsThemselvesAreAccepted() throws {
        let s = try InputScriptParser.parse("0 resize 16384 1\n0 resize 1 1\n0 click -1000000 1000000\n0 key Ctrl++\n0 key Plus\n86400 end\n")
        #expect(s.endTime == 86400)
        #expect(s.entries.map(\.command).last == .key(Key("+"), []))
    }

    @Test func scriptFilesThatAreNotFilesGiveOneSentence() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-limits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try Data([0xFE, 0xFF, 0, 0x30]).write(to: URL(fileURLWithPath: dir + "/utf16be"))
        let cases = [("/fifo", "it is a FIFO"), ("", "it is a folder"), ("/missing", "no such file"), ("/utf16be", "UTF-16")]
        for (name, reason) in cases {
            #expect { try InputScriptParser.parse(path: dir + name) } throws: { error in
                guard let e = error as? InputScriptFileError else { return false }
                return e.description.hasPrefix("cannot read script '\(dir + name)': ") && e.reason.contains(reason)
            }
        }
    }

    @Test func playerRefusesTimesNoScriptCanHave() {
        for t in [1e300, -1, .nan, .infinity] {
            let script = InputScript(entries: [InputScriptEntry(time: t, command: .key(Key("A"), []))])
            #expect(throws: ScriptPlayer.Error.self) { try ScriptPlayer(script: script, fps: 60) }
        }
        #expect(throws: ScriptPlayer.Error.self) { try ScriptPlayer(script: InputScript(endTime: 1e300), fps: 60) }
        #expect(throws: ScriptPlayer.Error.self) { try ScriptPlayer(script: InputScript(endTime: 1), fps: 1e300) }
        #expect(ScriptPlayer.frame(dueAt: 1e300, fps: 60) > 0)
        #expect(ScriptPlayer.frame(dueAt: -.infinity, fps: 60) == 0)
    }

    @Test func aDayLongDragCostsNoMemoryAndStillMoves() throws {
        let script = try InputScriptParser.parse("0 drag 0 0 100 0 86000\n86400 end\n")
        let player = try ScriptPlayer(script: script, fps: 60)
        #expect(player.frameCount == 86400 * 60)
        let mid = player.events(forFrame: 43000 * 60)
        #expect(mid == [.mouseMove(Point(50, 0))])
        #expect(player.events(forFrame: 86000 * 60) == [.mouseMove(Point(100, 0)), .mouseUp(Point(100, 0), .left)])
    }
}
