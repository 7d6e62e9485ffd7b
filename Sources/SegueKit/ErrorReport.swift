import Foundation
import SegueCore
import SegueIO

/// Turns any error into the lines a command-line program prints: `PROGRAM: error: MESSAGE`, or
/// the message as it is when it already names a place in a file (`FILE:LINE:COLUMN: error: …`),
/// so that a storyboard or script error never gets a second prefix. Foundation's errors become
/// their one-sentence description, never a dump of their domain and user info.
public enum ErrorReport {
    /// The message for `error`, without a program prefix.
    public static func message(for error: Error) -> String {
        if let e = error as? StoryboardError { return e.diagnostics.map(\.description).joined(separator: "\n") }
        if let e = error as? CocoaError { return e.localizedDescription }
        if type(of: error) is NSError.Type { return (error as NSError).localizedDescription }
        return String(describing: error)
    }

    /// Whether a message's first line already says where and what (`FILE:LINE[:COL]: error:`,
    /// or `FILE: error:`).
    public static func isLocated(_ message: String) -> Bool {
        let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        // The place is one path (no blanks, no colon) and at most a line and a column: a
        // sentence that merely contains ": error: " (an ffmpeg message, say) is not a place.
        return first.range(of: #"^[^\s:]+(:\d+){0,2}: (error|warning): "#, options: .regularExpression) != nil
    }

    /// The text to print on stderr for `message` from `program`, ending with a line feed.
    public static func text(program: String, _ message: String) -> String {
        PathName.displayed(isLocated(message) ? message : "\(program): error: \(message)") + "\n"
    }

    /// Prints `error` on stderr as `program` reports it.
    public static func print(program: String, _ error: Error) {
        StandardError.write(Data(text(program: program, message(for: error)).utf8))
    }

    /// Prints a message on stderr as `program` reports it.
    public static func print(program: String, message: String) {
        StandardError.write(Data(text(program: program, message).utf8))
    }

    /// The name this program was started as (the last part of its path).
    public static var programName: String {
        (CommandLine.arguments.first.map { PathName($0).lastComponent.description }).flatMap { $0.isEmpty ? nil : $0 } ?? "segue"
    }
}
