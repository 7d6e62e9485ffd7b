import Foundation

/// A place in a storyboard file: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The storyboard file's path, as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The place at `line` and `column` (both 1-based) of `file`.
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
    public var description: String { "\(PathName(file)):\(line):\(column)" }
}

/// How bad a storyboard problem is: an error makes the storyboard unusable; a warning says
/// what was left out or guessed (Interface Builder files that hold more than SegueKit draws).
public enum DiagnosticSeverity: String, Hashable, Sendable {
    /// The storyboard cannot be loaded.
    case error
    /// The storyboard loads, with something dropped, approximated or guessed.
    case warning
}

/// One problem found in a storyboard: where, and what was expected instead.
public struct StoryboardDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file the problem is.
    public var location: SourceLocation
    /// What is wrong and what was expected instead, in words.
    public var message: String
    /// Whether the problem stops the storyboard from loading (default: it does).
    public var severity: DiagnosticSeverity = .error
    /// An error (the default severity) at a location, with its message.
    public init(_ location: SourceLocation, _ message: String) { self.location = location; self.message = message }
    /// A problem of the given severity.
    public init(_ location: SourceLocation, _ message: String, severity: DiagnosticSeverity) {
        self.location = location; self.message = message; self.severity = severity
    }
    /// `FILE:LINE:COLUMN: error: MESSAGE` (or `warning:`), the form compilers use (editors jump to it).
    /// One line, whatever the message quotes: its line breaks and control characters are
    /// shown as escapes (a value from the file cannot start a line of its own).
    public var description: String { "\(location): \(severity.rawValue): \(YAMLReader.oneLine(message))" }
}

/// Loading failed: every problem found (the loader goes on after the first one so that
/// `segue check` can list them all).
public struct StoryboardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, in the order they were found.
    public var diagnostics: [StoryboardDiagnostic]
    /// A failure listing these diagnostics.
    public init(_ diagnostics: [StoryboardDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
