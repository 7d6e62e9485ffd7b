import Foundation

/// Why an input script could not be read: the line (1-based), the line's text, and what was
/// wrong, so a user can fix the script without guessing.
public struct InputScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with a line.
    public enum Problem: Error, Hashable, Sendable {
        /// The line has a time but no verb after it.
        case missingVerb
        /// The verb is not one of `InputScriptParser.verbs`.
        case unknownVerb(String)
        /// The verb needs more arguments than the line has.
        case missingArguments(verb: String, expected: String)
        /// The verb got arguments it does not take.
        case extraArguments(verb: String, extra: String, expected: String)
        /// A word that should be a number is not one (or is infinite or NaN).
        case notANumber(String, what: String)
        /// The time at the start of the line is not a number.
        case badTime(String)
        /// The time is negative.
        case negativeTime(Double)
        /// The time is earlier than the previous line's.
        case timeGoesBackwards(time: Double, previous: Double)
        /// An event line follows the `end` line.
        case eventAfterEnd(endTime: Double)
        /// A second `end` line.
        case duplicateEnd
        /// A drag runs past the `end` time, so its release would never happen.
        case dragPastEnd(finish: Double, endTime: Double)
        /// A key name that no keyboard key has.
        case unknownKey(String)
        /// A modifier name other than Ctrl, Shift, Alt or Cmd.
        case unknownModifier(String)
        /// The same modifier twice in one chord (`Ctrl+Ctrl+R`).
        case duplicateModifier(String)
        /// A chord with nothing where a name should be (`Ctrl+`, `+`, `Ctrl++R`).
        case emptyKeyName(String)
        /// A button name other than left, middle or right.
        case unknownButton(String)
        /// A negative duration, a zero, negative or too large window size, a time after the
        /// one-day limit, a coordinate beyond the limits.
        case outOfRange(String, what: String)
        /// `text` with nothing to type.
        case emptyText
        /// A backslash escape in `text` that is not one of \# \\ \s \t \n.
        case badEscape(String)
    }

    /// The 1-based line number in the script.
    public var line: Int
    /// The 1-based column (in characters) of the offending word on the line.
    public var column: Int
    /// The line as written (without its newline).
    public var text: String
    /// What was wrong with the line; `reason` puts it in words.
    public var problem: Problem
    /// The script's file name, when it came from a file.
    public var file: String?

    /// Creates an error for `line` (1-based) with its text; a `column` below 1 is raised to 1.
    public init(line: Int, column: Int = 1, text: String, problem: Problem, file: String? = nil) {
        self.line = line
        self.column = max(1, column)
        self.text = text
        self.problem = problem
        self.file = file
    }

    /// What was wrong and what was expected, in words.
    public var reason: String {
        switch problem {
        case .missingVerb:
            return "expected a verb after the time (one of \(InputScriptParser.verbs.joined(separator: ", ")))"
        case .unknownVerb(let verb):
            return "unknown verb '\(verb)'; expected one of \(InputScriptParser.verbs.joined(separator: ", "))"
        case .missingArguments(let verb, let expected):
            return "'\(verb)' needs more arguments; expected \(expected)"
        case .extraArguments(let verb, let extra, let expected):
            return "unexpected '\(extra)' after '\(verb)'; expected \(expected)"
        case .notANumber(let word, let what):
            return "'\(word)' is not a number; expected \(what)"
        case .badTime(let word):
            return "'\(word)' is not a time; expected seconds from the start, like 1.25"
        case .negativeTime(let time):
            return "time \(InputScriptFormatter.number(time)) is negative; expected seconds from the start"
        case .timeGoesBackwards(let time, let previous):
            return "time \(InputScriptFormatter.number(time)) is before the previous line's "
                + "\(InputScriptFormatter.number(previous)); times must not go backwards: events are played in the file's order"
        case .eventAfterEnd(let endTime):
            return "event after 'end' at \(InputScriptFormatter.number(endTime)); 'end' must be the last line"
        case .duplicateEnd:
            return "a second 'end'; a script has at most one"
        case .dragPastEnd(let finish, let endTime):
            return "drag finishes at \(InputScriptFormatter.number(finish)), after 'end' at "
                + "\(InputScriptFormatter.number(endTime)); shorten it or move 'end'"
        case .unknownKey(let name):
            return "unknown key '\(name)'; expected a letter, a digit, a punctuation character or one of "
                + InputScriptKeys.named.joined(separator: ", ")
        case .unknownModifier(let name):
            return "unknown modifier '\(name)'; expected Ctrl, Shift, Alt or Cmd, joined with '+' (Ctrl+Shift+R)"
        case .duplicateModifier(let name):
            return "modifier '\(name)' is given twice; name each modifier once (Ctrl+Shift+R)"
        case .emptyKeyName(let chord):
            return "'\(chord)' has an empty name; expected modifiers and a key joined with '+' (Ctrl+R); the plus key is written Plus"
        case .unknownButton(let name):
            return "unknown mouse button '\(name)'; expected left, middle or right"
        case .outOfRange(let word, let what):
            return "'\(word)' is out of range; expected \(what)"
        case .emptyText:
            return "'text' has nothing to type; expected the text after the verb"
        case .badEscape(let escape):
            return "unknown escape '\(escape)' in text; expected \\# \\\\ \\s \\t or \\n"
        }
    }

    /// `FILE:LINE:COLUMN: error: REASON`, the form compilers use, then the line itself with a
    /// caret under the offending word. The line is quoted as a short excerpt around the column,
    /// with control characters and line separators escaped (`PathName`'s rule; a tab stays).
    public var description: String {
        func shown(_ part: Substring) -> String {
            part.unicodeScalars.map { $0 == "\t" ? "\t" : PathName.shown($0) }.joined()
        }
        var head = shown(text.prefix(column - 1)), tail = shown(text.dropFirst(column - 1))
        if head.count > 60 { head = "…" + head.suffix(59) }
        if tail.count > 100 { tail = tail.prefix(99) + "…" }
        let caretPad = String(head.map { $0 == "\t" ? "\t" : " " })
        return "\(file ?? "<script>"):\(line):\(column): error: \(reason)\n    \(head)\(tail)\n    \(caretPad)^"
    }
}

/// A script file that cannot be read at all: missing, a folder, a FIFO, a device, too large,
/// or not UTF-8 text. `description` is one sentence: `cannot read script 'x': it is a folder`.
public struct InputScriptFileError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The path as given by the caller.
    public var path: String
    /// Why, as the end of the sentence ("it is a folder").
    public var reason: String
    /// Creates the error for `path`, with `reason` completing the sentence "cannot read script …:".
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "cannot read script '\(path)': \(reason)" }
    public var errorDescription: String? { description }
}
