import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `segue` executable started in the background in a folder of the test's, for tests that
/// signal it while it works.
final class SegueProcess {
    let process = Process()
    let stderrPath: String

    init(_ arguments: [String], in folder: String) throws {
        stderrPath = folder + "/.stderr-\(UUID().uuidString.prefix(8))"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: try segueExecutable())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// Waits until `condition` holds (polling), at most `timeout` seconds; false on timeout.
    @discardableResult
    static func waitUntil(timeout: Double = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Sends `signal` and waits for the exit (killing it after `timeout`); returns the exit
    /// status, or 1000 + signal when a signal ended it.
    func interrupt(_ signal: Int32, timeout: Double = 15) -> Int32 {
        kill(pid, signal)
        if !SegueProcess.waitUntil(timeout: timeout, { !process.isRunning }) { kill(pid, SIGKILL) }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 1000 + process.terminationStatus
    }

    /// What it printed on stderr.
    var stderr: String {
        (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    }

    /// Process ids (other than this test's) whose command line contains `marker`.
    static func processes(containing marker: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { name in
            guard let pid = Int32(name), pid != getpid(),
                  let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker)
        }
    }
}

/// Every entry of a folder, hidden ones included, sorted; `except` left out.
func entries(_ folder: String, except: Set<String> = []) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !except.contains($0) && !$0.hasPrefix(".stderr-") }.sorted()
}

/// The file type of `path` without following a link: "fifo", "char", "link", "file", "dir", or "none".
func fileType(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0 else { return "none" }
    switch info.st_mode & S_IFMT {
    case S_IFIFO: return "fifo"
    case S_IFCHR: return "char"
    case S_IFLNK: return "link"
    case S_IFREG: return "file"
    case S_IFDIR: return "dir"
    default: return "other"
    }
}
