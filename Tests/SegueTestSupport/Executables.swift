import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes `text` to `path` as an executable file (mode 0755) through a descriptor closed on
/// exec. Tests run in parallel and start processes: a process started while the file is open
/// for writing would inherit that descriptor, and running a file some process holds open for
/// writing fails with "Text file busy".
package func writeExecutable(_ text: String, to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    guard write(fd, bytes, bytes.count) == bytes.count, fchmod(fd, 0o755) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
}
