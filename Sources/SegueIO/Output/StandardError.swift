import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
#endif

/// Messages to standard error, written with checked system calls that never stop the program:
/// `FileHandle.standardError.write` traps when the write fails (standard error on a full disk,
/// on `/dev/full`, on a closed pipe), and a message that cannot be shown must not turn a
/// failure's clear exit status into a crash.
public enum StandardError {
    /// Writes `data` to standard error as far as it can; a failure is ignored.
    public static func write(_ data: Data) {
        _ = data.withUnsafeBytes { OutputFile.writeAll(STDERR_FILENO, $0) }
    }

    /// Writes `text` as UTF-8 to standard error as far as it can; a failure is ignored.
    public static func write(_ text: String) { write(Data(text.utf8)) }
}
