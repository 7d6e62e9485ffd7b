import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `segue` executable started in the background in a folder of the test's, for tests that
/// signal it while it works. It starts with every signal at its default action and none
/// blocked, as a shell starts a command: a test process may ignore SIGPIPE, and a child would
/// otherwise inherit that (changing it here instead would race with tests running beside).
final class SegueProcess {
    let pid: pid_t
    let stderrPath: String
    private var status: Int32?

    init(_ arguments: [String], in folder: String) throws {
        stderrPath = folder + "/.stderr-\(UUID().uuidString.prefix(8))"
        let executable = try segueExecutable()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // The shell changes to the folder and replaces itself with segue (same pid).
        let argv = (["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", folder, executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ)
        guard result == 0 else { throw CocoaError(.fileReadUnknown, userInfo: ["errno": result]) }
        pid = child
    }

    /// Whether it has not exited yet (reaps it once it has).
    var isRunning: Bool { !reap(block: false) }

    /// Waits for the exit.
    func waitUntilExit() { _ = reap(block: true) }

    /// The exit status, or 1000 + the signal when a signal ended it; waits for the exit.
    var terminationStatus: Int32 {
        waitUntilExit()
        return status ?? -1
    }

    private func reap(block: Bool) -> Bool {
        if status != nil { return true }
        var raw: Int32 = 0
        let r = waitpid(pid, &raw, block ? 0 : WNOHANG)
        guard r == pid else { return r < 0 }
        let signal = raw & 0x7f
        status = signal == 0 ? (raw >> 8) & 0xff : 1000 + signal
        return true
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
