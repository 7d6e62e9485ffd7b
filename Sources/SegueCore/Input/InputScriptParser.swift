import Foundation

/// Reads the input script text format (see `InputScript`) into an `InputScript`, or fails
/// with an `InputScriptError` naming the first bad line and what was expected there.
public enum InputScriptParser {
    /// Every verb a line may start with, after its time.
    public static let verbs = ["key", "click", "drag", "down", "up", "move", "text", "resize", "scroll", "end"]

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
            func fail(_ problem: InputScriptError.Problem) -> InputScriptError {
                InputScriptError(line: index + 1, text: lineText, problem: problem, file: file)
            }
            let content = trimmed(withoutComment(rawLine))
            if content.isEmpty { continue }

            let (timeWord, afterTime) = firstWord(content)
            guard let time = Double(timeWord), !time.isNaN, !time.isInfinite else {
                throw fail(.badTime(String(timeWord)))
            }
            if time < 0 { throw fail(.negativeTime(time)) }
            if let endTime = script.endTime {
                throw fail(firstWord(afterTime).0.lowercased() == "end"
                           ? .duplicateEnd : .eventAfterEnd(endTime: endTime))
            }
            if let previousTime, time < previousTime {
                throw fail(.timeGoesBackwards(time: time, previous: previousTime))
            }
            previousTime = time

            let (verbWord, arguments) = firstWord(afterTime)
            if verbWord.isEmpty { throw fail(.missingVerb) }
            let verb = verbWord.lowercased()
            if verb == "end" {
                let extra = firstWord(arguments).0
                if !extra.isEmpty {
                    throw fail(.extraArguments(verb: "end", extra: String(extra), expected: "nothing after 'end'"))
                }
                for entry in script.entries where entry.time + entry.command.duration > time + 1e-9 {
                    throw fail(.dragPastEnd(finish: entry.time + entry.command.duration, endTime: time))
                }
                script.endTime = time
                continue
            }
            switch command(verb: verb, verbWord: String(verbWord), arguments: arguments) {
            case .success(let command):
                script.entries.append(InputScriptEntry(time: time, command: command))
            case .failure(let problem):
                throw fail(problem)
            }
        }
        return script
    }

    /// Reads a script file; errors name the file's last path component. The bytes are read as
    /// UTF-8 exactly as `parse(_:file:)` reads text (one leading byte-order mark ignored, by the
    /// parser alone); a file that is not UTF-8 is a file-reading error.
    public static func parse(contentsOf url: URL) throws -> InputScript {
        let data = try Data(contentsOf: url)
        let source = String(decoding: data, as: UTF8.self)
        guard source.utf8.elementsEqual(data) else {
            throw CocoaError(.fileReadInapplicableStringEncoding,
                             userInfo: [NSFilePathErrorKey: url.path, NSURLErrorKey: url,
                                        NSLocalizedDescriptionKey: "\(url.lastPathComponent) is not UTF-8 text"])
        }
        return try parse(source, file: url.lastPathComponent)
    }

    // MARK: - One command

    private static func command(verb: String, verbWord: String,
                                arguments: Substring) -> Result<InputScriptCommand, InputScriptError.Problem> {
        let words = arguments.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        /// Checks the argument count against `range`, naming `expected` in the error.
        func count(_ range: ClosedRange<Int>, _ expected: String) -> InputScriptError.Problem? {
            if words.count < range.lowerBound { return .missingArguments(verb: verbWord, expected: expected) }
            if words.count > range.upperBound {
                return .extraArguments(verb: verbWord, extra: words[range.upperBound], expected: expected)
            }
            return nil
        }
        do {
            switch verb {
            case "key":
                if let problem = count(1...1, "a key name like Right, A or Ctrl+R") { return .failure(problem) }
                return InputScriptKeys.chord(words[0]).map { InputScriptCommand.key($0.0, $0.1) }
            case "click", "down", "up":
                let expected = "x y [left|middle|right]"
                if let problem = count(2...3, expected) { return .failure(problem) }
                let point = try Point(number(words[0], "x in window points"), number(words[1], "y in window points"))
                var button = MouseButton.left
                if words.count == 3 {
                    guard let named = mouseButton(words[2]) else { return .failure(.unknownButton(words[2])) }
                    button = named
                }
                switch verb {
                case "click": return .success(.click(point, button))
                case "down": return .success(.down(point, button))
                default: return .success(.up(point, button))
                }
            case "drag":
                if let problem = count(5...5, "fromX fromY toX toY seconds") { return .failure(problem) }
                let from = try Point(number(words[0], "the start x"), number(words[1], "the start y"))
                let to = try Point(number(words[2], "the end x"), number(words[3], "the end y"))
                let seconds = try number(words[4], "the drag's duration in seconds")
                if seconds < 0 { return .failure(.outOfRange(words[4], what: "a duration of zero or more seconds")) }
                return .success(.drag(from: from, to: to, duration: seconds))
            case "move":
                if let problem = count(2...2, "x y") { return .failure(problem) }
                return .success(.move(try Point(number(words[0], "x in window points"),
                                                number(words[1], "y in window points"))))
            case "text":
                let raw = arguments  // already starts at the text and has no trailing blanks
                if raw.isEmpty { return .failure(.emptyText) }
                return unescape(raw).map { InputScriptCommand.text($0) }
            case "resize":
                if let problem = count(2...2, "width height") { return .failure(problem) }
                let width = try number(words[0], "a width in points")
                let height = try number(words[1], "a height in points")
                if width <= 0 { return .failure(.outOfRange(words[0], what: "a width above zero")) }
                if height <= 0 { return .failure(.outOfRange(words[1], what: "a height above zero")) }
                return .success(.resize(Size(width, height)))
            case "scroll":
                if let problem = count(2...2, "dx dy") { return .failure(problem) }
                return .success(.scroll(dx: try number(words[0], "a horizontal scroll amount"),
                                        dy: try number(words[1], "a vertical scroll amount")))
            default:
                return .failure(.unknownVerb(verbWord))
            }
        } catch let error as NumberError {
            return .failure(error.problem)
        } catch {
            return .failure(.notANumber("", what: "a number"))
        }
    }

    private struct NumberError: Error { let problem: InputScriptError.Problem }

    /// A finite number, or a `notANumber` problem naming what the word should have been.
    private static func number(_ word: String, _ what: String) throws -> Double {
        guard let value = Double(word), value.isFinite else {
            throw NumberError(problem: .notANumber(word, what: what))
        }
        return value
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
