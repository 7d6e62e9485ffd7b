import Foundation
import SegueCore

/// A trace file (`--trace FILE`) written by the rules of `OutputFile`: under a temporary name
/// until it is committed, a device or FIFO written through, every write checked.
public final class TraceFile: TraceOutput {
    private let file: OutputFile

    /// Opens `path` now, so an output that cannot be written (a missing folder, a folder, a
    /// read-only place) fails before the session starts. Throws a `TraceFileError`.
    public init(path: String) throws {
        do { file = try OutputFile(path: path) } catch let error as OutputFileError {
            throw TraceFileError(path: path, reason: error.reason)
        }
    }

    /// The path as given.
    public var path: String { file.path }

    /// Appends `text`; a failure is a `TraceFileError`.
    public func write(_ text: String) throws {
        do { try file.write(text) } catch let error as OutputFileError {
            throw TraceFileError(path: file.path, reason: error.reason)
        }
    }

    /// Completes the file under its final name; a failure is a `TraceFileError`.
    public func commit() throws {
        do { try file.commit() } catch let error as OutputFileError {
            throw TraceFileError(path: file.path, reason: error.reason)
        }
    }

    /// Abandons the file: nothing is left under its name.
    public func discard() { file.discard() }
}

extension TraceLog {
    /// A log that appends each event's JSON line (and a newline) to the file at `path`.
    /// The file is opened now, so an output that cannot be written (a missing folder, a
    /// folder, a read-only place) fails before the session starts; it is written under a
    /// temporary name and appears under `path` when `finish()` (or `close()`) completes it. A
    /// device or FIFO is written through (`OutputDestination`).
    public static func writing(toFile path: String, clock: Clock? = nil) throws -> TraceLog {
        TraceLog(clock: clock, file: try TraceFile(path: path))
    }
}
