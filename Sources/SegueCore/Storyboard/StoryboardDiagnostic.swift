import Foundation

/// A place in a storyboard file: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
    public var description: String { "\(file):\(line):\(column)" }
}

/// One problem found in a storyboard: where, and what was expected instead.
public struct StoryboardDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public init(_ location: SourceLocation, _ message: String) { self.location = location; self.message = message }
    /// `FILE:LINE:COLUMN: error: MESSAGE`, the form compilers use (editors jump to it).
    public var description: String { "\(location): error: \(message)" }
}

/// Loading failed: every problem found (the loader goes on after the first one so that
/// `segue check` can list them all).
public struct StoryboardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [StoryboardDiagnostic]
    public init(_ diagnostics: [StoryboardDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
