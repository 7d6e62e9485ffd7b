import Foundation
import SegueKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Outputs of `render --out`, `run --screenshot`, `--trace` and `--save-script`, end to end
/// (SPEC §8): a device node, a FIFO or a symlink is written through and stays what it was; a
/// regular file is replaced whole; an output that cannot be written completely (a missing
/// folder, a folder, /proc, a FIFO nobody reads, a full disk) is an error with a non-zero exit
/// and nothing left under its name. Device nodes and FIFOs are made in a temporary folder,
/// never the real /dev.
@Suite("Outputs: devices, FIFOs, links, full disks", .serialized)
struct OutputPathTests {
    static let storyboard = RecordCommandTests.storyboard

    /// A folder holding two small images and a short script.
    static func workspace() throws -> String {
        let dir = try temporaryFolder()
        for (name, value) in [("a.png", 200), ("b.png", 40)] {
            let pixels: [UInt8] = (0..<(24 * 16)).flatMap { i -> [UInt8] in [UInt8(value), UInt8(i % 256), 90, 255] }
            try PixelBuffer(width: 24, height: 16, bytes: pixels).writePNG(to: dir + "/" + name)
        }
        try "0.10 key Enter\n0.30 end\n".write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        return dir
    }

    /// The command line writing one kind of output to `path`.
    static func command(_ kind: String, _ path: String) -> [String] {
        switch kind {
        case "render":
            return ["render", "--transition", "crossDissolve", "--progress", "0.5", "--from", "a.png", "--to", "b.png",
                    "--out", path]
        case "screenshot":
            return ["run", "--headless", "--storyboard", storyboard, "--size", "64x48", "--script", "s.script",
                    "--screenshot", path, "--screenshot-at", "0.1"]
        case "trace":
            return ["run", "--headless", "--storyboard", storyboard, "--size", "64x48", "--script", "s.script",
                    "--trace", path]
        case "save-script":
            return ["run", "--headless", "--storyboard", storyboard, "--size", "64x48", "--quit-after", "0.2",
                    "--save-script", path]
        default:
            return ["record", "--script", "s.script", "--storyboard", storyboard, "--size", "64x48", "--fps", "10",
                    "--quiet", "--out", "v.mp4", "--trace", path]
        }
    }

    nonisolated static let kinds = ["render", "screenshot", "trace", "save-script", "record-trace"]

    /// What a good output of `kind` starts with.
    static func looksRight(_ bytes: [UInt8], _ kind: String) -> Bool {
        switch kind {
        case "render", "screenshot": return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        case "save-script": return !bytes.isEmpty
        default: return bytes.first == UInt8(ascii: "{")
        }
    }

    /// Runs `arguments` in `dir` while reading the FIFO at `fifo`; returns the exit status,
    /// stderr and what came through the FIFO.
    static func runReading(fifo: String, _ arguments: [String], in dir: String) throws -> (Int32, String, [UInt8]) {
        // Opened first and without waiting, so that the command finds a reader.
        let fd = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(fd) }
        let segue = try SegueProcess(arguments, in: dir)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        func drain() {
            while true {
                let n = read(fd, &buffer, buffer.count)
                if n <= 0 { return }
                received += buffer[0..<n]
            }
        }
        let deadline = Date(timeIntervalSinceNow: 120)
        while segue.isRunning && Date() < deadline { drain(); usleep(5_000) }
        segue.waitUntilExit()
        drain()
        return (segue.terminationStatus, segue.stderr, received)
    }

    /// `--out /dev/stdout` writes into whatever the shell gave as standard output: a pipe (which
    /// no path names, so the link cannot be resolved to a file) or a file opened with `>>`
    /// (appended to, not replaced by a new file beside the shell's descriptor).
    @Test func standardOutputIsWrittenThroughAPipeAndAFile() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let piped = try runSegue(["render", "--transition", "crossDissolve", "--progress", "0.5", "--from", dir + "/a.png",
                                  "--to", dir + "/b.png", "--out", "/dev/stdout"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.contains("PNG") && piped.stdout.contains("IHDR") && piped.stdout.contains("IEND"))
        let file = dir + "/log.bin"
        try "kept\n".write(toFile: file, atomically: true, encoding: .utf8)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\"$0\" render --transition crossDissolve --progress 0.5 --from a.png --to b.png --out /dev/stdout >> log.bin",
                           try segueExecutable()]
        shell.currentDirectoryURL = URL(fileURLWithPath: dir)
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(bytes.starts(with: Array("kept\n".utf8)), "the file the shell opened was replaced")
        #expect(Array(bytes.dropFirst(5).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("Outputs through a device node, a FIFO and a symlink reach them and leave them what they were",
          arguments: kinds)
    func writesThroughNodes(kind: String) throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = Set(entries(dir))
        // A character device like /dev/null (1, 3), made here.
        #expect(mknod(dir + "/null", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "mknod failed: \(errno)")
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try "old".write(toFile: dir + "/target", atomically: false, encoding: .utf8)
        #expect(symlink("target", dir + "/link") == 0)

        let toDevice = try runInFolder(Self.command(kind, "null"), dir)
        #expect(toDevice.status == 0, "\(kind) to a device: \(toDevice.stderr)")
        #expect(fileType(dir + "/null") == "char")

        let (status, stderr, bytes) = try Self.runReading(fifo: dir + "/fifo", Self.command(kind, "fifo"), in: dir)
        #expect(status == 0, "\(kind) to a FIFO: \(stderr)")
        #expect(fileType(dir + "/fifo") == "fifo")
        #expect(Self.looksRight(bytes, kind), "\(kind) through a FIFO gave \(bytes.prefix(8))")

        let toLink = try runInFolder(Self.command(kind, "link"), dir)
        #expect(toLink.status == 0, "\(kind) to a symlink: \(toLink.stderr)")
        #expect(fileType(dir + "/link") == "link")
        #expect(Self.looksRight([UInt8](FileManager.default.contents(atPath: dir + "/target") ?? Data()), kind))

        // A regular file is replaced whole; nothing temporary is left beside it.
        try "old".write(toFile: dir + "/plain", atomically: false, encoding: .utf8)
        let toFile = try runInFolder(Self.command(kind, "plain"), dir)
        #expect(toFile.status == 0, "\(kind) to a file: \(toFile.stderr)")
        #expect(Self.looksRight([UInt8](FileManager.default.contents(atPath: dir + "/plain") ?? Data()), kind))

        let made: Set<String> = ["null", "fifo", "target", "link", "plain", "v.mp4"]
        #expect(Set(entries(dir)).subtracting(before).subtracting(made).isEmpty, "left behind: \(entries(dir))")
    }

    @Test("An output that cannot be written is an error before the work, and leaves nothing", arguments: kinds)
    func unwritableOutputs(kind: String) throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/afolder", withIntermediateDirectories: false)
        #expect(mkfifo(dir + "/unread", 0o644) == 0)
        #expect(symlink("missing/x", dir + "/dangling") == 0)
        let before = entries(dir)
        for (path, reason) in [("nofolder/x.out", "does not exist"), ("afolder", "it is a folder"),
                               ("/proc/segue-test-output", "cannot write"), ("unread", "no program is reading"),
                               ("dangling", "does not exist")] {
            let r = try runInFolder(Self.command(kind, path), dir)
            #expect(r.status != 0, "\(kind) to \(path) exited 0")
            #expect(r.stderr.hasPrefix("segue: error: "), "\(kind) to \(path): \(r.stderr)")
            #expect(r.stderr.contains(reason), "\(kind) to \(path): \(r.stderr)")
            #expect(!r.stderr.contains("NSCocoaErrorDomain"))
            #expect(entries(dir) == before, "\(kind) to \(path) left \(entries(dir))")
            #expect(fileType(dir + "/unread") == "fifo" && fileType(dir + "/afolder") == "dir")
        }
        #expect(entries(dir + "/afolder").isEmpty)
    }

    @Test("A full disk is an error for every output, and leaves nothing half-written")
    func fullDisk() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let full = dir + "/full"
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
        let mount = try runProcess("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", full])
        guard mount.status == 0 else {
            Issue.record("a full-disk test needs a small tmpfs (run as root): mount failed: \(mount.output)")
            return
        }
        defer { _ = try? runProcess("/bin/umount", [full]) }
        // Fill it to the last byte.
        let fd = open(full + "/filler", O_WRONLY | O_CREAT, 0o644)
        let block = [UInt8](repeating: 7, count: 4096)
        while write(fd, block, block.count) > 0 {}
        var one: UInt8 = 1
        while write(fd, &one, 1) > 0 {}
        close(fd)
        var outputs = Self.kinds.map { ($0, Self.command($0, "full/out")) }
        outputs.append(("record-mp4", ["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size", "64x48",
                                        "--fps", "10", "--quiet", "--out", "full/v.mp4"]))
        outputs.append(("record-frames", ["record", "--script", "s.script", "--storyboard", Self.storyboard, "--size",
                                           "64x48", "--fps", "10", "--quiet", "--out", "full/frames/"]))
        for (kind, arguments) in outputs {
            let r = try runInFolder(arguments, dir)
            #expect(r.status != 0, "\(kind) on a full disk exited 0")
            #expect(r.stderr.contains("segue: error: ") && r.stderr.contains("full"), "\(kind): \(r.stderr)")
            #expect(!r.stderr.contains("Fatal error"))
            #expect(entries(full) == ["filler"], "\(kind) left \(entries(full))")
        }
    }
}

/// Runs `segue` with `arguments` in `folder`.
func runInFolder(_ arguments: [String], _ folder: String) throws -> CommandResult {
    let segue = try SegueProcess(arguments, in: folder)
    SegueProcess.waitUntil(timeout: 120) { !segue.isRunning }
    if segue.isRunning { kill(segue.pid, SIGKILL) }
    segue.waitUntilExit()
    return CommandResult(status: segue.terminationStatus, stdout: "", stderr: segue.stderr)
}

/// Runs a system tool; its status and output (both streams).
func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}
