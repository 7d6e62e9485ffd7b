import Foundation
import SegueRecorder
#if canImport(Glibc)
import Glibc
#endif

/// The `segue` executable started in the background in a folder of the test's, for tests that
/// signal it while it works. `SpawnedProcess` starts it with every signal but SIGXFSZ at its default action
/// and none blocked, as a shell starts a command: a test process may ignore SIGPIPE, and a child
/// would otherwise inherit that (changing it here instead would race with tests running beside).
final class SegueProcess {
    private let child: SpawnedProcess
    let stderrPath: String

    init(_ arguments: [String], in folder: String) throws {
        stderrPath = folder + "/.stderr-\(UUID().uuidString.prefix(8))"
        let stderr = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard stderr >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(stderr) }
        // The shell changes to the folder and replaces itself with segue (same pid).
        child = try SpawnedProcess(executable: "/bin/sh",
                                   arguments: ["-c", "cd -- \"$0\" && exec \"$@\"", folder, try segueExecutable()] + arguments,
                                   stdin: nil, stdout: nil, stderr: stderr)
    }

    var pid: pid_t { child.pid }

    /// Whether it has not exited yet.
    var isRunning: Bool { child.isRunning }

    /// Waits for the exit.
    func waitUntilExit() { child.waitUntilExit() }

    /// The exit status, or 1000 + the signal when a signal ended it; waits for the exit.
    var terminationStatus: Int32 {
        child.waitUntilExit()
        return child.exitStatus ?? 1000 + (child.terminationSignal ?? 0)
    }

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
        if !SegueProcess.waitUntil(timeout: timeout, { !isRunning }) { kill(pid, SIGKILL) }
        return terminationStatus
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
