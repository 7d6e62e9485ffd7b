import Foundation

/// Reads the input script text format (see `InputScript`) into an `InputScript`, or fails
/// with an `InputScriptError` naming the first bad line, the column of the offending word and
/// what was expected there. Limits: times from 0 to one day (`maxTime`), in the file's order;
/// window sizes up to `maxWindowSide`; coordinates within `maxCoordinate`.
public enum InputScriptParser {
    /// Every verb a line may start with, after its time.
    public static let verbs = ["key", "click", "drag", "down", "up", "move", "text", "resize", "scroll", "segue", "caption", "wait", "end"]

    /// The latest time a line may have, and the longest a script may last: one day.
    public static let maxTime: Double = 86_400
    /// The largest window side a `resize` may ask for, in points (the GL texture limit of
    /// common drivers, Mesa's included).
    public static let maxWindowSide = Double(PixelLimits.standard.maxSide)
    /// The largest coordinate magnitude a pointer event may have, in points.
    public static let maxCoordinate: Double = 1_000_000
    /// The largest scroll amount in one `scroll` line.
    public static let maxScroll: Double = 10_000

    /// One word of a line and the 1-based column where it starts.
    private struct Word {
        var text: String
        var column: Int
        var range: Range<Substring.Index>
    }

    /// A problem at a column of the line.
    private struct Located: Error {
        var problem: InputScriptError.Problem
        var column: Int
    }

    /// Parses a whole script. `file` only labels errors.
    public static func parse(_ source: String, file: String? = nil) throws -> InputScript {
        var script = InputScript()
        var previousTime: Double?
        // Editors may start a UTF-8 file with a byte-order mark; it is not part of the first time.
        let text = source.hasPrefix("\u{FEFF}") ? String(source.dropFirst()) : source
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let lineText = String(rawLine)
            func fail(_ problem: InputScriptError.Problem, _ column: Int) -> InputScriptError {
                InputScriptError(line: index + 1, column: column, text: lineText, problem: problem, file: file)
            }
            let content = trimmed(withoutComment(rawLine))
            if content.isEmpty { continue }
            let words = splitWords(content, in: rawLine)
            let timeWord = words[0]
            guard let time = Double(timeWord.text), !time.isNaN, !time.isInfinite else {
                throw fail(.badTime(timeWord.text), timeWord.column)
            }
            if time < 0 { throw fail(.negativeTime(time), timeWord.column) }
            if time > maxTime {
                throw fail(.outOfRange(timeWord.text, what: "a time of at most \(Int(maxTime)) seconds (one day)"), timeWord.column)
            }
            let verbWord = words.count > 1 ? words[1] : nil
            if let endTime = script.endTime {
                throw fail(verbWord?.text.lowercased() == "end" ? .duplicateEnd : .eventAfterEnd(endTime: endTime),
                           verbWord?.column ?? timeWord.column)
            }
            if let previousTime, time < previousTime {
                throw fail(.timeGoesBackwards(time: time, previous: previousTime), timeWord.column)
            }
            previousTime = time

            guard let verbWord else { throw fail(.missingVerb, timeWord.column + timeWord.text.count) }
            let verb = verbWord.text.lowercased()
            let arguments = Array(words.dropFirst(2))
            if verb == "end" {
                if let extra = arguments.first {
                    throw fail(.extraArguments(verb: "end", extra: extra.text, expected: "nothing after 'end'"), extra.column)
                }
                for entry in script.entries where entry.time + entry.command.duration > time + 1e-9 {
                    throw fail(.dragPastEnd(finish: entry.time + entry.command.duration, endTime: time), timeWord.column)
                }
                script.endTime = time
                continue
            }
            do {
                let textStart = content[verbWord.range.upperBound...].firstIndex { $0 != " " && $0 != "\t" } ?? content.endIndex
                let command = try command(verb: verb, verbWord: verbWord, arguments: arguments,
                                          rawText: content[textStart...], textColumn: rawLine.distance(from: rawLine.startIndex, to: textStart) + 1)
                if case .drag(_, _, let duration) = command, time + duration > maxTime {
                    throw Located(problem: .outOfRange(arguments[4].text,
                                                       what: "a drag that finishes within \(Int(maxTime)) seconds (one day) of the start"),
                                  column: arguments[4].column)
                }
                script.entries.append(InputScriptEntry(time: time, command: command))
            } catch let e as Located {
                throw fail(e.problem, e.column)
            }
        }
        return script
    }

    // MARK: - One command

    private static func command(verb: String, verbWord: Word, arguments words: [Word],
                                rawText: Substring, textColumn: Int) throws -> InputScriptCommand {
        /// Checks the argument count against `range`, naming `expected` in the error.
        func count(_ range: ClosedRange<Int>, _ expected: String) throws {
            if words.count < range.lowerBound {
                let column = words.last.map { $0.column + $0.text.count } ?? verbWord.column + verbWord.text.count
                throw Located(problem: .missingArguments(verb: verbWord.text, expected: expected), column: column)
            }
            if words.count > range.upperBound {
                let extra = words[range.upperBound]
                throw Located(problem: .extraArguments(verb: verbWord.text, extra: extra.text, expected: expected),
                              column: extra.column)
            }
        }
        func coordinate(_ word: Word, _ what: String) throws -> Double {
            let v = try number(word, what)
            guard abs(v) <= maxCoordinate else {
                throw Located(problem: .outOfRange(word.text, what: "\(what) within ±\(Int(maxCoordinate))"), column: word.column)
            }
            return v
        }
        switch verb {
        case "key":
            try count(1...1, "a key name like Right, A or Ctrl+R")
            switch InputScriptKeys.chordLocated(words[0].text) {
            case .success(let (key, modifiers)): return .key(key, modifiers)
            case .failure(let f): throw Located(problem: f.problem, column: words[0].column + f.offset)
            }
        case "click", "down", "up":
            try count(2...3, "x y [left|middle|right]")
            let point = Point(try coordinate(words[0], "x in window points"), try coordinate(words[1], "y in window points"))
            var button = MouseButton.left
            if words.count == 3 {
                guard let named = mouseButton(words[2].text) else {
                    throw Located(problem: .unknownButton(words[2].text), column: words[2].column)
                }
                button = named
            }
            switch verb {
            case "click": return .click(point, button)
            case "down": return .down(point, button)
            default: return .up(point, button)
            }
        case "drag":
            try count(5...5, "fromX fromY toX toY seconds")
            let from = Point(try coordinate(words[0], "the start x"), try coordinate(words[1], "the start y"))
            let to = Point(try coordinate(words[2], "the end x"), try coordinate(words[3], "the end y"))
            let seconds = try number(words[4], "the drag's duration in seconds")
            if seconds < 0 {
                throw Located(problem: .outOfRange(words[4].text, what: "a duration of zero or more seconds"), column: words[4].column)
            }
            return .drag(from: from, to: to, duration: seconds)
        case "move":
            try count(2...2, "x y")
            return .move(Point(try coordinate(words[0], "x in window points"), try coordinate(words[1], "y in window points")))
        case "caption" where rawText.lowercased() == "off":
            return .caption(nil)
        case "wait":
            try count(1...1, "idle")
            guard words[0].text.lowercased() == "idle" else {
                throw Located(problem: .extraArguments(verb: "wait", extra: words[0].text, expected: "'wait idle'"),
                              column: words[0].column)
            }
            return .waitIdle
        case "caption" where rawText.isEmpty:
            throw Located(problem: .missingArguments(verb: verbWord.text, expected: "the caption's text, or 'off'"),
                          column: verbWord.column + verbWord.text.count)
        case "text", "caption":
            if rawText.isEmpty { throw Located(problem: .emptyText, column: verbWord.column) }
            switch unescape(rawText) {
            case .success(let text): return verb == "text" ? .text(text) : .caption(text)
            case .failure(let problem):
                var column = textColumn
                if case .badEscape(let escape) = problem, let r = rawText.range(of: escape) {
                    column += rawText.distance(from: rawText.startIndex, to: r.lowerBound)
                }
                throw Located(problem: problem, column: column)
            }
        case "resize":
            try count(2...2, "width height")
            let sides = [(words[0], "a width"), (words[1], "a height")]
            var values: [Double] = []
            for (word, what) in sides {
                let v = try number(word, "\(what) in points")
                guard v > 0 else { throw Located(problem: .outOfRange(word.text, what: "\(what) above zero"), column: word.column) }
                guard v <= maxWindowSide else {
                    throw Located(problem: .outOfRange(word.text, what: "\(what) of at most \(Int(maxWindowSide)) points"),
                                  column: word.column)
                }
                values.append(v)
            }
            return .resize(Size(values[0], values[1]))
        case "scroll":
            try count(2...3, "dx dy [Ctrl]")
            if words.count == 3, InputScriptKeys.modifier(named: words[2].text) != .control {
                throw Located(problem: .extraArguments(verb: "scroll", extra: words[2].text, expected: "dx dy [Ctrl]"), column: words[2].column)
            }
            var amounts: [Double] = []
            for (word, what) in [(words[0], "a horizontal scroll amount"), (words[1], "a vertical scroll amount")] {
                let v = try number(word, what)
                guard abs(v) <= maxScroll else {
                    throw Located(problem: .outOfRange(word.text, what: "\(what) within ±\(Int(maxScroll))"), column: word.column)
                }
                amounts.append(v)
            }
            return .scroll(dx: amounts[0], dy: amounts[1], pinch: words.count == 3)
        case "segue":
            try count(1...1, "a segue id, unwind:ACTION or scene:ID")
            let name = words[0].text
            let target = SegueTarget(scriptName: name)
            guard !target.identifier.isEmpty else {
                throw Located(problem: .missingArguments(verb: verbWord.text, expected: "a name after '\(name)'"),
                              column: words[0].column + name.count)
            }
            return .segue(target)
        default:
            throw Located(problem: .unknownVerb(verbWord.text), column: verbWord.column)
        }
    }

    /// A finite number, or a `notANumber` problem naming what the word should have been.
    private static func number(_ word: Word, _ what: String) throws -> Double {
        guard let value = Double(word.text), value.isFinite else {
            throw Located(problem: .notANumber(word.text, what: what), column: word.column)
        }
        return value
    }

    /// The whitespace-separated words of `content` (a slice of `line`), with their columns in
    /// the line.
    private static func splitWords(_ content: Substring, in line: Substring) -> [Word] {
        var words: [Word] = []
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        // Columns counted in one pass (a Substring's distance is linear; per word it would be
        // quadratic on a long line).
        var column = line.distance(from: line.startIndex, to: content.startIndex) + 1
        var start: Substring.Index?
        var startColumn = 0
        var i = content.startIndex
        while i < content.endIndex {
            if isSpace(content[i]) {
                if let s = start {
                    words.append(Word(text: String(content[s..<i]), column: startColumn, range: s..<i))
                    start = nil
                }
            } else if start == nil {
                start = i
                startColumn = column
            }
            column += 1
            i = content.index(after: i)
        }
        if let s = start { words.append(Word(text: String(content[s...]), column: startColumn, range: s..<content.endIndex)) }
        return words
    }

    private static func mouseButton(_ word: String) -> MouseButton? {
        switch word.lowercased() {
        case "left": return .left
        case "middle": return .middle
        case "right": return .right
        default: return nil
        }
    }

    // MARK: - Text helpers

    /// The line up to a `#` that starts it or follows whitespace.
    static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "#" && (previous == " " || previous == "\t") { return line[..<index] }
            previous = character
        }
        return line
    }

    static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = text.firstIndex(where: { !isSpace($0) }),
              let end = text.lastIndex(where: { !isSpace($0) }) else { return Substring() }
        return text[start...end]
    }

    /// The first whitespace-separated word, and the rest after the whitespace that follows it.
    static func firstWord(_ text: Substring) -> (Substring, Substring) {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let start = text.firstIndex(where: { !isSpace($0) }) ?? text.endIndex
        let end = text[start...].firstIndex(where: isSpace) ?? text.endIndex
        let restStart = text[end...].firstIndex(where: { !isSpace($0) }) ?? text.endIndex
        return (text[start..<end], text[restStart...])
    }

    /// Resolves the escapes of `text` arguments: \# \\ \s (space) \t \n.
    static func unescape(_ text: Substring) -> Result<String, InputScriptError.Problem> {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else { result.append(character); continue }
            switch iterator.next() {
            case "#": result.append("#")
            case "\\": result.append("\\")
            case "s": result.append(" ")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case let other?: return .failure(.badEscape("\\" + String(other)))
            case nil: return .failure(.badEscape("\\"))
            }
        }
        return .success(result)
    }
}
