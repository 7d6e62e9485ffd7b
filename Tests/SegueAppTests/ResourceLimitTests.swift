import Foundation
import SegueKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Resource limits (`ulimit`) and every catchable signal end a command with one clear line and
/// no partial output (SPEC §8): never a crash inside a library, never the signal's silent default.
@MainActor
@Suite("Resource limits and every catchable signal: one line, nothing partial", .serialized)
struct ResourceLimitTests {
    nonisolated static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/explode.yaml").path

    /// Runs `segue ARGS` in `folder` under the shell limits `limits` (`-n 20`, `-f 8`).
    func limited(_ limits: String, _ arguments: [String], in folder: String) throws -> CommandResult {
        let quoted = try ([segueExecutable()] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit \(limits) && exec \(quoted.joined(separator: " "))"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errPath = folder + "/.stderr"
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errPath)
        let status = process.terminationReason == .exit ? process.terminationStatus : 1000 + process.terminationStatus
        return CommandResult(status: status, stdout: "", stderr: err)
    }

    static let script = "0.10 key Enter\n0.50 end\n"

    @Test("A file-size limit (ulimit -f) fails render, record, import and a trace with the limit named and nothing left",
          arguments: [["render", "--transition", "cube", "--progress", "0.5", "--from", "a.png", "--to", "a.png",
                       "--out", "out.png", "--size", "640x360"],
                      ["record", "--script", "s.script", "--storyboard", storyboard, "--size", "640x360", "--fps", "10",
                       "--quiet", "--out", "frames/"],
                      ["record", "--script", "s.script", "--storyboard", storyboard, "--size", "160x90", "--fps", "10",
                       "--quiet", "--out", "frames/", "--trace", "t.jsonl"],
                      ["record", "--script", "s.script", "--storyboard", storyboard, "--size", "160x90", "--fps", "10",
                       "--quiet", "--out", "v.mp4"],
                      ["record", "--script", "s.script", "--storyboard", storyboard, "--size", "160x90", "--fps", "10",
                       "--quiet", "--out", "v.gif"],
                      ["import", "big.storyboard", "--out", "out.yaml"]])
    func fileSizeLimit(arguments: [String]) throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.script.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        try PixelBuffer(width: 64, height: 64, fill: Color(red: 0.8, green: 0.2, blue: 0.2)).savePNG(dir + "/a.png")
        // A storyboard whose YAML runs past 16 KB: many labels.
        let labels = (0..<300).map { "<label text=\"label \($0) with a long enough text\" id=\"l\($0)\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"100\" height=\"20\"/></label>" }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
        <scenes><scene sceneID="s"><objects><viewController id="vc"><view key="view" id="v">
        <rect key="frame" x="0" y="0" width="320" height="480"/><subviews>\(labels.joined())</subviews>
        </view></viewController></objects></scene></scenes></document>
        """.write(toFile: dir + "/big.storyboard", atomically: true, encoding: .utf8)
        let before = Set(entries(dir))
        // One block of 512 bytes: no PNG, no trace of a session, no converted storyboard fits.
        let r = try limited("-f 1", arguments, in: dir)
        #expect(r.status == 1, "\(arguments.first!): exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("the limit on file size (ulimit -f)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(Set(entries(dir)) == before, "left \(Set(entries(dir)).subtracting(before))")
    }

    @Test("Too few open files (ulimit -n) is one line naming the limit, never a crash; a few dozen are enough",
          arguments: [4, 5, 6, 64])
    func openFileLimit(limit: Int) throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.script.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        let r = try limited("-n \(limit)", ["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size", "160x90",
                                            "--fps", "10", "--quiet", "--out", "v.mp4"], in: dir)
        if limit >= 64 {
            #expect(r.status == 0, "exit \(r.status): \(r.stderr)")
            #expect(fileType(dir + "/v.mp4") == "file")
            return
        }
        #expect(r.status == 1, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("too many files are open: the limit on open files (ulimit -n) is \(limit)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(entries(dir) == ["s.script"])
    }

    @Test("The open-file soft limit is raised to the hard limit: a low soft limit alone does not stop a recording")
    func softOpenFileLimitIsRaised() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.script.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        let r = try limited("-S -n 20", ["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size", "160x90",
                                         "--fps", "10", "--quiet", "--out", "v.mp4"], in: dir)
        #expect(r.status == 0, "exit \(r.status): \(r.stderr)")
        #expect(fileType(dir + "/v.mp4") == "file")
    }

    @Test("An address-space limit (ulimit -v) too small for OpenGL at the size is one line with what it needs",
          arguments: [("160x90", 300_000), ("160x90", 700_000), ("1920x1080", 1_100_000)])
    func addressSpaceLimit(size: String, kilobytes: Int) throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.script.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        let r = try limited("-v \(kilobytes)", ["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size", size,
                                                "--fps", "10", "--quiet", "--out", "v.mp4"], in: dir)
        #expect(r.status == 1, "exit \(r.status): \(r.stderr)")
        #expect(r.stderr.hasPrefix("segue: error: the limit on memory (ulimit -v) is \(kilobytes >> 10) MB; drawing \(size) pixels"),
                "\(r.stderr)")
        #expect(entries(dir) == ["s.script"])
    }

    @Test("The need for address space grows with the pixels drawn")
    func addressSpaceNeed() {
        #expect(ResourceLimits.addressSpace(forPixels: 1) > 1 << 30)
        #expect(ResourceLimits.addressSpace(forPixels: 3840 * 2160) > ResourceLimits.addressSpace(forPixels: 1920 * 1080))
        #expect(ResourceLimits.addressSpace(forPixels: .infinity) > 0)
    }

    /// Every handled signal beyond the four of `RecordRobustnessTests`, each against one kind of output.
    nonisolated static let otherSignals: [(Int32, String)] = [(SIGUSR1, "v.mp4"), (SIGUSR2, "frames/"), (SIGALRM, "v.gif"),
                                                  (SIGVTALRM, "v.mp4"), (SIGPROF, "frames/"), (SIGXCPU, "v.mp4"),
                                                  (SIGPIPE, "frames/"), (SIGIO, "v.mp4"), (SIGPWR, "frames/")]

    @Test("USR1, USR2, ALRM, VTALRM, PROF, XCPU, PIPE (from another process), IO and PWR stop record as INT does",
          arguments: otherSignals)
    func otherSignalsStopRecording(sig: Int32, out: String) throws {
        #expect(InterruptSignals.handled.contains(sig))
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try RecordRobustnessTests.longScript.write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        // A signal ignored when a program starts stays ignored there (as nohup wants):
        // SegueProcess starts the child with every signal at its default action, as a shell does.
        let segue = try SegueProcess(["record", "--script", "s.script", "--storyboard", Self.storyboard,
                                      "--size", "320x180", "--fps", "30", "--quiet", "--out", out], in: dir)
        let partial = "." + out.replacingOccurrences(of: "/", with: "") + ".partial-"
        #expect(SegueProcess.waitUntil { entries(dir).contains { $0.hasPrefix(partial) } }, "\(segue.stderr)")
        usleep(300_000)
        let status = segue.interrupt(sig)
        let name = InterruptedBySignal(signal: sig).signalName
        #expect(status == 128 + sig, "\(out) \(name): exit \(status); \(segue.stderr)")
        #expect(segue.stderr.split(separator: "\n") == ["segue: error: interrupted by \(name); removed the partial output"],
                "\(segue.stderr)")
        #expect(entries(dir) == ["s.script"], "\(out) \(name) left \(entries(dir))")
        #expect(SegueProcess.processes(containing: dir).isEmpty, "a process of the recording still runs")
    }
}
