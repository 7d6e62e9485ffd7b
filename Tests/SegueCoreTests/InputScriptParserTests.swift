import Testing
import SegueCore

@MainActor
@Suite("Input script parser")
struct InputScriptParserTests {
    @Test func readsEveryVerbOfTheSpecExample() throws {
        let script = try InputScriptParser.parse("""
        # a demo session
        0.50 key Right
        1.20 click 320 200
        2.00 drag 500 300 100 300 0.25   # turn the cube back

        2.30 down 500 300
        2.40 up 100 300 right
        2.50 move 200 300
        3.00 text hello world
        3.10 key Ctrl+R
        3.20 key shift+tab
        3.30 resize 1024 768
        3.40 scroll 0 -3
        4.00 end
        """)
        #expect(script.endTime == 4.0)
        #expect(script.duration == 4.0)
        #expect(script.entries.map(\.command) == [
            .key(.right, []),
            .click(Point(320, 200), .left),
            .drag(from: Point(500, 300), to: Point(100, 300), duration: 0.25),
            .down(Point(500, 300), .left),
            .up(Point(100, 300), .right),
            .move(Point(200, 300)),
            .text("hello world"),
            .key(Key("R"), .control),
            .key(.tab, .shift),
            .resize(Size(1024, 768)),
            .scroll(dx: 0, dy: -3),
        ])
        #expect(script.entries.map(\.time) == [0.5, 1.2, 2.0, 2.3, 2.4, 2.5, 3.0, 3.1, 3.2, 3.3, 3.4])
    }

    @Test func textKeepsInnerSpacesAndResolvesEscapes() throws {
        let script = try InputScriptParser.parse("1 text  a  b\\#c \\s # trailing comment\n2 text x#y\n")
        #expect(script.entries.map(\.command) == [.text("a  b#c  "), .text("x#y")])
    }

    @Test func withoutEndTheScriptSettlesForOneSecondAfterTheLastDrag() throws {
        let script = try InputScriptParser.parse("0.5 key A\n1.0 drag 0 0 10 10 0.5\n")
        #expect(script.endTime == nil)
        #expect(script.duration == 2.5)
    }

    @Test func keyChordsWithPlusAndAliases() throws {
        let script = try InputScriptParser.parse("0 key Ctrl++\n0 key esc\n0 key Hash\n0 key cmd+alt+shift+f12\n")
        #expect(script.entries.map(\.command) == [
            .key(Key("+"), .control), .key(.escape, []), .key(Key("#"), []),
            .key(Key("F12"), [.command, .alt, .shift]),
        ])
    }

    /// Each malformed line, the line number the error must name, and the problem.
    nonisolated static let malformed: [(String, Int, InputScriptError.Problem)] = [
        ("0.5 key Right\n1.0 jump 3 4\n", 2, .unknownVerb("jump")),
        ("# header\n\n0.5 click 320\n", 3, .missingArguments(verb: "click", expected: "x y [left|middle|right]")),
        ("0.5 move 1 2 3\n", 1, .extraArguments(verb: "move", extra: "3", expected: "x y")),
        ("0 key A\n0.5 click 3x0 200\n", 2, .notANumber("3x0", what: "x in window points")),
        ("abc key Right\n", 1, .badTime("abc")),
        ("\n\n-1 key Right\n", 3, .negativeTime(-1)),
        ("nan key Right\n", 1, .badTime("nan")),
        ("1.0 key A\n0.5 key B\n", 2, .timeGoesBackwards(time: 0.5, previous: 1.0)),
        ("1.0 end\n2.0 key A\n", 2, .eventAfterEnd(endTime: 1.0)),
        ("1.0 end\n1.0 end\n", 2, .duplicateEnd),
        ("0 key Rihgt\n", 1, .unknownKey("Rihgt")),
        ("0 key Hyper+R\n", 1, .unknownModifier("Hyper")),
        ("0 click 1 2 fourth\n", 1, .unknownButton("fourth")),
        ("0 drag 0 0 10 10 -1\n", 1, .outOfRange("-1", what: "a duration of zero or more seconds")),
        ("0 drag 0 0 10 10 2\n1 end\n", 2, .dragPastEnd(finish: 2, endTime: 1)),
        ("0 text   # only a comment\n", 1, .emptyText),
        ("0 text a\\qb\n", 1, .badEscape("\\q")),
        ("0 resize 0 600\n", 1, .outOfRange("0", what: "a width above zero")),
        ("0 scroll 1 inf\n", 1, .notANumber("inf", what: "a vertical scroll amount")),
        ("0.5\n", 1, .missingVerb),
        ("0 end now\n", 1, .extraArguments(verb: "end", extra: "now", expected: "nothing after 'end'")),
        ("0 key\n", 1, .missingArguments(verb: "key", expected: "a key name like Right, A or Ctrl+R")),
    ]

    @Test(arguments: 0..<malformed.count)
    func malformedScriptGivesALineNumberedError(index: Int) {
        let (source, line, problem) = Self.malformed[index]
        do {
            _ = try InputScriptParser.parse(source, file: "bad.script")
            Issue.record("parsed without error: \(source)")
        } catch let error as InputScriptError {
            #expect(error.line == line)
            #expect(error.problem == problem)
            #expect(error.file == "bad.script")
            // The message names the place, the offending text and what was expected.
            #expect(error.description.hasPrefix("bad.script:\(line):\(error.column): error: "))
            #expect(error.description.contains(error.text.trimmingCharacters(in: .whitespaces)))
            #expect(!error.reason.isEmpty)
        } catch {
            Issue.record("unexpected error type: \(error)")
        }
    }

    @Test func errorMessageSaysWhatWasExpected() {
        #expect(throws: InputScriptError.self) { try InputScriptParser.parse("0 jump\n") }
        do {
            _ = try InputScriptParser.parse("0 key A\n0.5 click 320\n")
        } catch let error as InputScriptError {
            #expect(error.description == "<script>:2:14: error: 'click' needs more arguments; expected x y [left|middle|right]\n    0.5 click 320\n                 ^")
        } catch {
            Issue.record("unexpected error: \(error)")
        }
    }

    @Test func byteOrderMarkIsIgnored() throws {
        #expect(try InputScriptParser.parse("\u{FEFF}0.5 key A\n").entries.map(\.time) == [0.5])
    }

    @Test func windowsLineEndingsKeepLineNumbers() {
        do {
            _ = try InputScriptParser.parse("0 key A\r\n\r\n1 key Nope\r\n")
            Issue.record("parsed a bad key")
        } catch let error as InputScriptError {
            #expect(error.line == 3)
            #expect(error.text == "1 key Nope")
        } catch {
            Issue.record("unexpected error: \(error)")
        }
    }
}
