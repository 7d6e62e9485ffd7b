import Foundation
import SegueCore
#if canImport(Glibc)
import Glibc
import SegueIO
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, on the caller's
/// thread. Foundation's `Process` needs a monitoring thread of its own: in a process that can
/// make no more threads (a low `ulimit -v`) it waits for that thread for ever, deaf to
/// signals. This needs none, so starting ffmpeg or ffprobe either works or fails with errno.
///
/// The child runs in its own process group (so killing the group takes its children too),
/// with the default action for every signal (this process ignores SIGPIPE; ffmpeg should
/// not) and no signal blocked. Every descriptor this process opens for it is close-on-exec,
/// so only the three given reach it.
package final class SpawnedProcess: @unchecked Sendable {
    /// The child's process id (and its process group's).
    package let pid: pid_t
    private let lock = NSLock()
    /// The wait status once reaped.
    private var waitStatus: Int32?

    /// A pipe whose both ends are close-on-exec: (read end, write end).
    package static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard Glibc.pipe(&fds) == 0 else { throw SpawnError(reason: OutputFileError.text(errno)) }
        // Close-on-exec, so a child started meanwhile (ours or another part's) does not hold it.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Why a child could not be started.
    package struct SpawnError: Error, CustomStringConvertible {
        /// The reason, in words (`OutputFileError.text`).
        package var reason: String
        package var description: String { reason }
    }

    /// Starts `executable` (a path) with `arguments`; its stdin, stdout and stderr are the
    /// given descriptors (nil: the null device). Throws `SpawnError` when it cannot start.
    package init(executable: String, arguments: [String], stdin: Int32?, stdout: Int32?, stderr: Int32?) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, target, mode) in [(stdin, Int32(0), O_RDONLY), (stdout, Int32(1), O_WRONLY), (stderr, Int32(2), O_WRONLY)] {
            if let fd {
                posix_spawn_file_actions_adddup2(&actions, fd, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Every signal at its default action in the child, but SIGXFSZ stays ignored (as it is
        // here while a command runs): a write past `ulimit -f` is then an error ffmpeg reports
        // (EFBIG) rather than a kill that says nothing.
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGXFSZ)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard result == 0 else { throw SpawnError(reason: OutputFileError.text(result)) }
        pid = child
    }

    /// Reaps the child if it has exited (`block`: waits for it); whether it has. Only the
    /// owner's thread reaps; the lock is not held while waiting, so `killGroup` from another
    /// thread is never held up by it.
    @discardableResult
    private func reap(block: Bool) -> Bool {
        lock.lock()
        let known = waitStatus != nil
        lock.unlock()
        if known { return true }
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, block ? 0 : WNOHANG)
            if r == 0 { return false }
            if r < 0 && errno == EINTR { continue }
            // Reaped, or (r < 0) reaped elsewhere: nothing left to wait for, and no status to
            // read, which is not a success (exit status 127, as a shell says of a lost child).
            lock.lock()
            waitStatus = r == pid ? status : 127 << 8
            lock.unlock()
            return true
        }
    }

    /// Whether the child is still running (it is reaped once it is not).
    package var isRunning: Bool { !reap(block: false) }

    /// Waits for the child to exit and reaps it.
    package func waitUntilExit() { reap(block: true) }

    /// Its exit status when it exited, or nil (still running, or killed by a signal).
    package var exitStatus: Int32? {
        lock.lock(); defer { lock.unlock() }
        guard let s = waitStatus, s & 0x7f == 0 else { return nil }
        return (s >> 8) & 0xff
    }

    /// The signal that ended it, or nil.
    package var terminationSignal: Int32? {
        lock.lock(); defer { lock.unlock() }
        guard let s = waitStatus, s & 0x7f != 0, s & 0x7f != 0x7f else { return nil }
        return s & 0x7f
    }

    /// Sends SIGKILL to the child's process group (and to the child, should the group be gone).
    /// Safe from any thread, and after it has exited (until it is reaped its id is not reused).
    package func killGroup() {
        lock.lock()
        let reaped = waitStatus != nil
        lock.unlock()
        guard !reaped else { return }
        if kill(-pid, SIGKILL) != 0 { _ = kill(pid, SIGKILL) }
    }
}
