import Foundation
import Testing
@testable import SegueRecorder

/// Every read of a child process's output is bounded: a tool printing without end is killed
/// past the flood limit, one that hangs (or whose child holds its pipes) past the timeout,
/// and only the head of stdout and the tail of stderr are kept.
@Suite("Child processes: bounded output", .serialized)
struct ChildProcessTests {
    static func sh(_ script: String, _ limits: ChildProcess.Limits) -> ChildProcess.Outcome {
        ChildProcess.run("/bin/sh", ["-c", script], limits: limits)
    }

    @Test("A tool printing without end on stdout or stderr is killed past the flood limit, memory bounded")
    func flood() {
        for stream in ["", " >&2"] {
            let start = Date()
            let o = Self.sh("yes 'line of output'\(stream)", ChildProcess.Limits(timeout: 60, stdoutBytes: 4096, stderrBytes: 4096, floodLimit: 1 << 20))
            #expect(o.ending == .flooded(1 << 20), "\(stream)")
            #expect(Date().timeIntervalSince(start) < 20)
            let kept = stream.isEmpty ? o.stdout : o.stderr
            #expect(kept.total > 1 << 20)
            #expect(kept.data.count == 4096)
            #expect(o.failure == "it printed more than 1048576 bytes and was stopped")
        }
    }

    @Test("stdout keeps its head, stderr its tail, each marked where bytes were dropped")
    func headAndTail() {
        let o = Self.sh("seq 1 20000; seq 1 20000 >&2", ChildProcess.Limits(timeout: 60, stdoutBytes: 10, stderrBytes: 12))
        #expect(o.succeeded)
        #expect(o.stdout.data == Data("1\n2\n3\n4\n5\n".utf8))
        #expect(o.stderr.data == Data("19999\n20000\n".utf8))
        #expect(o.stdout.text.hasSuffix("more bytes not kept]"))
        #expect(o.stderr.text.hasPrefix("["))
    }

    @Test("A tool that hangs, or whose own child holds its pipes open, is killed at the timeout with that child")
    func timeout() {
        let marker = "segue-child-timeout-\(getpid())"
        for script in ["sleep 300", "sh -c 'sleep 300; : \(marker)' & echo started; exit 0"] {
            let start = Date()
            let o = Self.sh(script, ChildProcess.Limits(timeout: 1))
            #expect(o.ending == .timedOut(1), "\(script)")
            #expect(Date().timeIntervalSince(start) < 10)
        }
        usleep(200_000)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let left = names.filter { FileManager.default.contents(atPath: "/proc/\($0)/cmdline").map { String(decoding: $0, as: UTF8.self).contains(marker) } ?? false }
        #expect(left.isEmpty, "the hung tool's child is still running")
    }

    @Test("An idle timeout counts from the last output, so a tool that reports as it goes runs on")
    func idleTimeout() {
        let o = Self.sh("for i in 1 2 3 4 5 6; do echo $i; sleep 0.3; done", ChildProcess.Limits(timeout: 1, idle: true))
        #expect(o.succeeded)
        #expect(o.stdout.text == "1\n2\n3\n4\n5\n6\n")
    }

    @Test("Exit statuses, signals and a tool that cannot start are outcomes, never throws")
    func endings() {
        #expect(Self.sh("exit 3", ChildProcess.Limits(timeout: 10)).ending == .exited(3))
        #expect(Self.sh("kill -9 $$", ChildProcess.Limits(timeout: 10)).ending == .signalled(9))
        let missing = ChildProcess.run("/nonexistent/tool", [], limits: ChildProcess.Limits(timeout: 10))
        guard case .notStarted(let why) = missing.ending else { Issue.record("expected notStarted"); return }
        #expect(why.contains("No such file"))
    }

    @Test("SIGPIPE has its default action in the child, though this process ignores it")
    func signalsReset() throws {
        signal(SIGPIPE, SIG_IGN)
        let o = Self.sh("grep SigIgn /proc/self/status", ChildProcess.Limits(timeout: 10))
        #expect(o.succeeded)
        let hex = try #require(o.stdout.text.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let ignored = try #require(UInt64(hex, radix: 16))
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0)
    }
}
