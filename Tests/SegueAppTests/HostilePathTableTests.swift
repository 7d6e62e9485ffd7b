import Foundation
import SegueKit
import Testing
import SegueTestSupport

/// Every name a user can give the `segue` executable, as an attacker would give it: one
/// character (`x`, `.`, `~`, `-`) for every option that takes a path, names that are not
/// UTF-8, outputs that name an input or each other, standard output on a full device, YAML
/// injection through an imported storyboard, a sidecar that is a link out of its folder, and
/// an ffmpeg/ffprobe pair that lies. Each case runs the real executable in a fresh folder,
/// with the arguments passed as bytes.
@Suite("Hostile paths: every name, every option", .serialized)
struct HostilePathTableTests {
    // MARK: Running the executable with byte arguments

    struct Run {
        var status: Int32
        /// The signal that ended the process, if one did (a trap is SIGILL or SIGTRAP).
        var signal: Int32?
        var stdout: Data
        var stderr: String
    }

    /// Runs `segue` with `arguments` (bytes, as the kernel passes them) in `folder`, standard
    /// input from `stdin` (an empty file by default) and standard output to `stdout` (a file
    /// read back, by default).
    func run(_ arguments: [[UInt8]], in folder: String, stdin: String? = nil, stdout: String? = nil,
             stderr: String? = nil, environment: [String: String] = [:], timeout: Double = 90) throws -> Run {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let input = stdin ?? scratch + "/in"
        if stdin == nil { _ = FileManager.default.createFile(atPath: input, contents: Data()) }
        let output = stdout ?? scratch + "/out", errors = stderr ?? scratch + "/err"
        let script = #"cd -- "$1" || exit 99; i=$2; o=$3; e=$4; shift 4; exec "$@" <"$i" >"$o" 2>"$e""#
        let argv: [[UInt8]] = [Array("/bin/sh".utf8), Array("-c".utf8), Array(script.utf8), Array("sh".utf8),
                               Array(folder.utf8), Array(input.utf8), Array(output.utf8), Array(errors.utf8),
                               Array(try segueExecutable().utf8)] + arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let pid = try Self.spawn(argv, env.map { "\($0.key)=\($0.value)" })
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { kill(pid, SIGKILL); waitpid(pid, &status, 0); break }
            usleep(5_000)
        }
        let signal = status & 0x7F
        return Run(status: signal == 0 ? (status >> 8) & 0xFF : -1, signal: signal == 0 ? nil : signal,
                   stdout: stdout == nil ? (FileManager.default.contents(atPath: output) ?? Data()) : Data(),
                   stderr: String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self))
    }

    static func spawn(_ argv: [[UInt8]], _ env: [String]) throws -> pid_t {
        func cStrings(_ list: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
            list.map { bytes in
                let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
                p[bytes.count] = 0
                return p
            } + [nil]
        }
        let args = cStrings(argv), envp = cStrings(env.map { Array($0.utf8) })
        defer { (args + envp).forEach { $0?.deallocate() } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, "/bin/sh", nil, nil, args, envp)
        guard rc == 0 else { throw CocoaError(.executableLoad) }
        return pid
    }

    // MARK: Fixtures

    static let interfaceBuilder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SegueCoreTests/InterfaceBuilder/Fixtures/Xcode4Frames.storyboard").standardizedFileURL.path

    static let storyboard = "scenes:\n  - id: a\n    class: ViewController\n"
    static let script = "0.05 key Right\n0.10 key Left\n0.15 end\n"

    /// A fresh folder holding `s.yaml`, `sc.script`, `M.storyboard`, `ok.png` and `shaders/`.
    func fixtures() throws -> String {
        let d = try temporaryFolder()
        try Self.storyboard.write(toFile: d + "/s.yaml", atomically: false, encoding: .utf8)
        try Self.script.write(toFile: d + "/sc.script", atomically: false, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Self.interfaceBuilder, toPath: d + "/M.storyboard")
        try PixelBuffer(width: 8, height: 6, fill: Color(red: 0.2, green: 0.4, blue: 0.6)).savePNG(d + "/ok.png")
        try FileManager.default.createDirectory(atPath: d + "/shaders", withIntermediateDirectories: false)
        return d
    }

    /// The folder's entries as raw bytes (a name that is not UTF-8 as it is).
    func entries(_ folder: String) -> Set<[UInt8]> {
        Set(FolderListing.names(in: PathName(folder)).map(\.bytes))
    }

    func expectNoCrash(_ r: Run, _ name: String) {
        #expect(r.signal == nil, "\(name): killed by signal \(r.signal ?? 0); stderr: \(r.stderr)")
        #expect([0, 1, 2].contains(r.status), "\(name): exit \(r.status); stderr: \(r.stderr)")
        for bad in ["Fatal error", "crashed", "Backtrac", "Illegal instruction"] {
            #expect(!r.stderr.contains(bad), "\(name): \(r.stderr)")
        }
    }

    // MARK: One-character names for every option that takes a path

    /// How a command takes a path: `@` stands for it.
    struct Option: CustomStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// Whether the path is an output the command writes under that name.
        var isOutput: Bool
        var description: String { name }
        init(_ name: String, _ arguments: String, output: Bool = false) {
            self.name = name
            self.arguments = arguments.split(separator: " ").map(String.init)
            isOutput = output
        }
    }

    nonisolated static let run = "run --headless --size 32x32 --script sc.script --storyboard s.yaml"
    nonisolated static let record = "record --size 32x32 --quiet --script sc.script --storyboard s.yaml"
    nonisolated static let render = "render --transition crossDissolve --progress 0.5"

    nonisolated static let options: [Option] = [
        Option("check FILE", "check @"),
        Option("check --assets", "check s.yaml --assets @"),
        Option("check --sidecar", "check M.storyboard --sidecar @"),
        Option("check --shaders", "check s.yaml --shaders @"),
        Option("run --storyboard", "run --headless --size 32x32 --script sc.script --storyboard @"),
        Option("run --script", "run --headless --size 32x32 --storyboard s.yaml --script @"),
        Option("run --assets", run + " --assets @"),
        Option("run --shaders", run + " --shaders @"),
        Option("run --trace", run + " --trace @", output: true),
        Option("run --save-script", run + " --save-script @", output: true),
        Option("run --screenshot", run + " --screenshot-at 0 --screenshot @", output: true),
        Option("run --record", run + " --record @", output: true),
        Option("record --out", record + " --out @", output: true),
        Option("record --trace", record + " --out o.mp4 --trace @", output: true),
        Option("record --script", "record --size 32x32 --quiet --storyboard s.yaml --out o --script @"),
        Option("record --storyboard", "record --size 32x32 --quiet --script sc.script --out o --storyboard @"),
        Option("record --sidecar", "record --size 32x32 --quiet --script sc.script --out o --storyboard M.storyboard --sidecar @"),
        Option("record --assets", record + " --out o --assets @"),
        Option("import FILE", "import @"),
        Option("import --out", "import M.storyboard --out @", output: true),
        Option("import --sidecar", "import M.storyboard --sidecar @"),
        Option("import --sidecar-out", "import M.storyboard --out m.yaml --sidecar-out @", output: true),
        Option("import --assets", "import M.storyboard --out m.yaml --assets @"),
        Option("render --from", render + " --from @ --to ok.png --out r.png"),
        Option("render --to", render + " --from ok.png --to @ --out r.png"),
        Option("render --out", render + " --from ok.png --to ok.png --out @", output: true),
        Option("transitions --shaders", "transitions --shaders @"),
    ]

    nonisolated static let oneCharacterCases: [(Option, String)] = options.flatMap { o in ["x", ".", "~", "-"].map { (o, $0) } }

    @Test("A one-character name never traps: inputs are read or refused, outputs written under that name",
          arguments: oneCharacterCases)
    func oneCharacterName(option: Option, name: String) throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let arguments = option.arguments.map { $0 == "@" ? name : $0 }
        let r = try run(arguments.map { Array($0.utf8) }, in: d)
        let label = "\(option.name) \(name)"
        expectNoCrash(r, label)
        guard option.isOutput else { return }
        switch name {
        case "x", "~":
            // A name like any other: written under exactly it.
            #expect(r.status == 0, "\(label): exit \(r.status): \(r.stderr)")
            #expect(entries(d).contains(Array(name.utf8)), "\(label): no '\(name)' in \(entries(d))")
        case ".":
            #expect(r.status != 0, "\(label): a folder taken as an output")
        default:
            // `-` is standard output, except for a recording, which needs a file.
            if option.name.contains("record") && !option.name.contains("trace") {
                #expect(r.status != 0 && r.stderr.contains("standard output"), "\(label): \(r.stderr)")
            } else {
                #expect(r.status == 0 && !r.stdout.isEmpty, "\(label): exit \(r.status), \(r.stdout.count) bytes: \(r.stderr)")
                #expect(!entries(d).contains(Array("-".utf8)), "\(label): a file named '-' was written")
            }
        }
    }

    // MARK: Names that are not UTF-8

    /// An input copied to a name that is not UTF-8 opens; `@` is that name.
    nonisolated static let byteInputs: [(String, String, [UInt8])] = [
        ("check FILE", "check @", Array("s".utf8) + [0xFF] + Array(".yaml".utf8)),
        ("run --storyboard", "run --headless --size 32x32 --script sc.script --storyboard @", Array("s".utf8) + [0xFE, 0x80] + Array(".yaml".utf8)),
        ("run --script", "run --headless --size 32x32 --storyboard s.yaml --script @", [0x73, 0xC3]),
        ("record --script", "record --size 32x32 --quiet --storyboard s.yaml --out o --script @", [0xFF, 0xFF]),
        ("import FILE", "import @ --out m.yaml", [0x4D, 0xE9] + Array(".storyboard".utf8)),
        ("render --from", render + " --from @ --to ok.png --out r.png", [0x6F, 0xED, 0xA0, 0x80] + Array(".png".utf8)),
    ]

    @Test("An input whose name is not UTF-8 opens", arguments: byteInputs)
    func byteNamedInput(name: String, template: String, bytes: [UInt8]) throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let source = template.hasPrefix("import") ? "M.storyboard" : template.contains("--from") ? "ok.png"
            : template.contains("--script @") ? "sc.script" : "s.yaml"
        let data = try Data(contentsOf: URL(fileURLWithPath: d + "/" + source))
        let fd = PathName(d).appending(PathName(bytes: bytes)).withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(fd >= 0)
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let arguments = template.split(separator: " ").map { $0 == "@" ? bytes : Array($0.utf8) }
        let r = try run(arguments, in: d)
        expectNoCrash(r, name)
        #expect(r.status == 0, "\(name): exit \(r.status): \(r.stderr)")
        // Shown with the bad bytes escaped, never as replacement characters.
        #expect(!r.stderr.contains("\u{FFFD}") && !String(decoding: r.stdout, as: UTF8.self).contains("\u{FFFD}"))
    }

    /// An output named with bytes that are not UTF-8 is written under exactly those bytes.
    nonisolated static let byteOutputs: [(String, String, [UInt8])] = [
        ("run --trace", run + " --trace @", [0x74, 0xFF]),
        ("run --save-script", run + " --save-script @", [0x76, 0xFE, 0x80]),
        ("run --screenshot", run + " --screenshot-at 0 --screenshot @", [0x77, 0xC3] + Array(".png".utf8)),
        ("record --out MP4", record + " --out @", [0x6F, 0xFF] + Array(".mp4".utf8)),
        ("record --out GIF", record + " --out @", [0x6F, 0xFF] + Array(".gif".utf8)),
        ("record --out frames", record + " --out @", [0x70, 0xFF]),
        ("record --trace", record + " --out o.mp4 --trace @", [0x74, 0xF0, 0x28]),
        ("import --out", "import M.storyboard --out @", [0x79, 0xFF] + Array(".yaml".utf8)),
        ("import --sidecar-out", "import M.storyboard --out m.yaml --sidecar-out @", [0x73, 0xFF]),
        ("render --out", render + " --from ok.png --to ok.png --out @", [0x72, 0xFF] + Array(".png".utf8)),
    ]

    @Test("An output whose name is not UTF-8 is written under exactly that name", arguments: byteOutputs)
    func byteNamedOutput(name: String, template: String, bytes: [UInt8]) throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let arguments = template.split(separator: " ").map { $0 == "@" ? bytes : Array($0.utf8) }
        let r = try run(arguments, in: d)
        expectNoCrash(r, name)
        #expect(r.status == 0, "\(name): exit \(r.status): \(r.stderr)")
        let names = entries(d)
        #expect(names.contains(bytes), "\(name): \(names.map { PathName(bytes: $0).description })")
        #expect(!names.contains { $0.starts(with: [bytes[0]]) && $0 != bytes && String(decoding: $0, as: UTF8.self).contains("\u{FFFD}") })
        #expect(!names.contains { String(decoding: $0, as: UTF8.self).unicodeScalars.contains { $0.value >= 0x10FE00 } },
                "\(name): an escape scalar reached the file system")
    }

    @Test("A recording into a folder whose name is not UTF-8: video (ffmpeg given a link), GIF, frames twice")
    func recordingIntoByteNamedFolder() throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let folder: [UInt8] = [0x64, 0xFF]
        for (name, times) in [("o.mp4", 1), ("o.gif", 1), ("p", 2), ("sub/r.mp4", 1)] {
            for _ in 0..<times {
                let out = folder + Array("/\(name)".utf8)
                let r = try run(Self.record.split(separator: " ").map { Array($0.utf8) } + [Array("--out".utf8), out], in: d)
                expectNoCrash(r, name)
                #expect(r.status == 0, "\(name): exit \(r.status): \(r.stderr)")
                #expect(String(decoding: r.stdout, as: UTF8.self).contains("d\\xFF/\(name)"), "\(String(decoding: r.stdout, as: UTF8.self))")
            }
        }
        let inside = entries(d + "/" + PathName(bytes: folder).argument)
        #expect(inside == Set(["o.mp4", "o.gif", "p", "sub"].map { Array($0.utf8) }), "\(inside.map { PathName(bytes: $0).description })")
    }

    // MARK: Outputs that name an input or each other

    /// Arguments, and the two names the message must give.
    nonisolated static let clashes: [(String, String, [String])] = [
        ("--out and --trace", record + " --out o.gif --trace o.gif", ["--out", "--trace"]),
        ("./o.gif and o.gif", record + " --out ./o.gif --trace o.gif", ["--out", "--trace"]),
        ("a link to the output", record + " --out out.mp4 --trace link", ["--out", "--trace"]),
        ("--screenshot and --save-script", run + " --screenshot o.png --save-script o.png", ["--save-script", "--screenshot"]),
        ("--save-script names --script", run + " --save-script sc.script", ["--save-script", "--script"]),
        ("--trace names --storyboard", run + " --trace ./s.yaml", ["--trace", "--storyboard"]),
        ("--trace and --save-script on standard output", run + " --trace - --save-script -", ["--trace", "--save-script"]),
        ("import --out names the storyboard", "import M.storyboard --out M.storyboard", ["--out", "the storyboard"]),
        ("import --out through a folder", "import M.storyboard --out shaders/../M.storyboard", ["--out", "the storyboard"]),
        ("import --sidecar-out names the storyboard", "import M.storyboard --sidecar-out M.storyboard", ["--sidecar-out", "the storyboard"]),
        ("import --sidecar-out names --out", "import M.storyboard --out m.yaml --sidecar-out ./m.yaml", ["--out", "--sidecar-out"]),
        ("import --out names the sidecar beside it", "import M.storyboard --out M.segue.yaml", ["--out", "the sidecar beside the storyboard"]),
        ("render --out names --from", render + " --from ok.png --to ok.png --out ./ok.png", ["--out", "--from"]),
    ]

    @Test("Outputs that name an input or each other are a usage error naming both, before any work", arguments: clashes)
    func outputsNeverClash(name: String, template: String, options: [String]) throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        _ = FileManager.default.createFile(atPath: d + "/out.mp4", contents: Data("old".utf8))
        symlink("out.mp4", d + "/link")
        let before = try FileManager.default.contentsOfDirectory(atPath: d).sorted()
        let contents = before.map { FileManager.default.contents(atPath: d + "/" + $0) }
        let r = try run(template.split(separator: " ").map { Array($0.utf8) }, in: d)
        expectNoCrash(r, name)
        #expect(r.status == 2, "\(name): exit \(r.status): \(r.stderr)")
        for o in options { #expect(r.stderr.contains(o), "\(name): '\(o)' not in: \(r.stderr)") }
        #expect(r.stdout.isEmpty)
        // Nothing written, nothing replaced.
        #expect(try FileManager.default.contentsOfDirectory(atPath: d).sorted() == before)
        #expect(before.map { FileManager.default.contents(atPath: d + "/" + $0) } == contents)
    }

    // MARK: Standard output that cannot be written

    nonisolated static let fullOutput: [(String, String)] = [
        ("transitions", "transitions"),
        ("import", "import M.storyboard"),
        ("check", "check s.yaml"),
        ("render --out -", render + " --from ok.png --to ok.png --out -"),
        ("run --trace -", run + " --trace -"),
    ]

    @Test("Standard output on a full device is a failure with one clear line, never exit 0", arguments: fullOutput)
    func standardOutputFull(name: String, template: String) throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        // /dev/full's numbers (1, 7), made here: never the real /dev.
        guard mknod(d + "/full", S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0 else {
            Issue.record("mknod failed (errno \(errno)): the /dev/full cases need root")
            return
        }
        let r = try run(template.split(separator: " ").map { Array($0.utf8) }, in: d, stdout: d + "/full")
        expectNoCrash(r, name)
        #expect(r.status == 1, "\(name): exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains("segue: error:") && (r.stderr.contains("standard output") || r.stderr.contains("'-'")),
                "\(name): \(r.stderr)")
        // Standard error full too: the message is lost, the status is not, and nothing traps.
        let both = try run(template.split(separator: " ").map { Array($0.utf8) }, in: d, stdout: d + "/full", stderr: d + "/full")
        #expect(both.signal == nil && both.status == 1, "\(name), stderr full too: exit \(both.status), signal \(both.signal ?? 0)")
    }

    // MARK: Generated YAML

    /// The fixture with a line feed, a carriage return, NEL and LS in an action selector and a
    /// class name: what import writes loads back and holds no live line of its own.
    @Test("YAML written by import escapes what it quotes and loads back")
    func importedYAMLLoadsBack() throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        var xml = try String(contentsOfFile: d + "/M.storyboard", encoding: .utf8)
        xml = xml.replacingOccurrences(of: #"selector="backToHome:""#, with: #"selector="backToHome:&#xA;initial: evil1&#xD;x&#x2028;y&#x85;z""#)
            .replacingOccurrences(of: #"customClass="HomeViewController""#, with: #"customClass="Home&#xD;&#x2028;&#x85;&#xA;initial: evil2""#)
        try xml.write(toFile: d + "/N.storyboard", atomically: false, encoding: .utf8)
        let r = try run([Array("import".utf8), Array("N.storyboard".utf8), Array("--out".utf8), Array("N.yaml".utf8)], in: d)
        expectNoCrash(r, "import")
        #expect(r.status == 0, "\(r.stderr)")
        for file in ["N.yaml", "N.segue.yaml"] {
            let text = try String(contentsOfFile: d + "/" + file, encoding: .utf8)
            let lines = text.split(omittingEmptySubsequences: false) { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0.unicodeScalars.first!) }
            #expect(!lines.contains { $0.hasPrefix("initial: evil") }, "\(file):\n\(text)")
        }
        for file in ["N.yaml", "N.storyboard"] {
            let c = try run([Array("check".utf8), Array(file.utf8)], in: d)
            #expect(c.status == 0, "check \(file): \(c.stderr)")
        }
        // An id with a line feed is refused in both formats, on one line that quotes it escaped.
        let bad = xml.replacingOccurrences(of: #"id="back-1""#, with: #"id="back&#xA;initial: evil3""#)
        try bad.write(toFile: d + "/B.storyboard", atomically: false, encoding: .utf8)
        let b = try run([Array("import".utf8), Array("B.storyboard".utf8), Array("--out".utf8), Array("B.yaml".utf8)], in: d)
        #expect(b.status == 1 && b.stderr.contains(#"found 'back\x0Ainitial: evil3'"#), "\(b.stderr)")
        #expect(!b.stderr.split(separator: "\n").contains { $0.hasPrefix("initial:") })
    }

    // MARK: What a message may quote

    @Test("A sidecar beside a storyboard that links out of its folder is never read")
    func sidecarLinkIsNotRead() throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        try FileManager.default.createDirectory(atPath: d + "/app", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: d + "/M.storyboard", toPath: d + "/app/M.storyboard")
        try "SECRET-0123456789-SECRET-abcdefghij: x\n".write(toFile: d + "/secret.txt", atomically: false, encoding: .utf8)
        symlink("../secret.txt", d + "/app/M.segue.yaml")
        for command in ["check", "import"] {
            let r = try run([Array(command.utf8), Array("app/M.storyboard".utf8)], in: d)
            expectNoCrash(r, command)
            #expect(r.status == 1, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("symbolic link") && !r.stderr.contains("SECRET") && !String(decoding: r.stdout, as: UTF8.self).contains("SECRET"),
                    "\(command): \(r.stderr)")
        }
        // A link to a sidecar inside the folder is the user's own file: read.
        try "initial: home\n".write(toFile: d + "/app/real.yaml", atomically: false, encoding: .utf8)
        unlink(d + "/app/M.segue.yaml")
        symlink("real.yaml", d + "/app/M.segue.yaml")
        let ok = try run([Array("check".utf8), Array("app/M.storyboard".utf8)], in: d)
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test("A storyboard that is one plain value is refused without echoing it")
    func scalarStoryboardIsNotEchoed() throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        try "SECRET-TOKEN-abcdefghijklmnopqrstuvwxyz\n".write(toFile: d + "/v.yaml", atomically: false, encoding: .utf8)
        let r = try run([Array("check".utf8), Array("v.yaml".utf8)], in: d)
        #expect(r.status == 1 && r.stderr.contains("not a storyboard") && !r.stderr.contains("SECRET"), "\(r.stderr)")
    }

    // MARK: Misleading success

    @Test("--save-script of a replayed session saves every line it replayed")
    func savedReplayIsWhole() throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let r = try run((Self.run + " --save-script v.script").split(separator: " ").map { Array($0.utf8) }, in: d)
        #expect(r.status == 0, "\(r.stderr)")
        let saved = try String(contentsOfFile: d + "/v.script", encoding: .utf8)
        #expect(saved.contains("0.05 key Right") && saved.contains("0.10 key Left") && saved.contains("0.15 end"), "\(saved)")
    }

    @Test("The summary is what ffprobe reads in the file: an odd size padded, a still GIF's one frame")
    func summaryReadsTheFile() throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        try "1 end\n".write(toFile: d + "/one.script", atomically: false, encoding: .utf8)
        let mp4 = try run("record --size 33x17 --quiet --script one.script --storyboard s.yaml --out o.mp4".split(separator: " ").map { Array($0.utf8) }, in: d)
        #expect(mp4.status == 0, "\(mp4.stderr)")
        #expect(String(decoding: mp4.stdout, as: UTF8.self).contains("60 frames, 34x18, 1.00 s (recorded: 33x17 at 60 fps)"),
                "\(String(decoding: mp4.stdout, as: UTF8.self))")
        let gif = try run("record --size 32x32 --quiet --script one.script --storyboard s.yaml --out o.gif".split(separator: " ").map { Array($0.utf8) }, in: d)
        #expect(String(decoding: gif.stdout, as: UTF8.self).contains("1 frame, 32x32, 1.00 s (recorded: 60 frames at 60 fps)"),
                "\(String(decoding: gif.stdout, as: UTF8.self)) \(gif.stderr)")
    }

    /// Fake tools: an ffmpeg that writes `body` to its output, beside the real ffprobe or a fake.
    @Test("A video that is not the one asked for fails and is removed", arguments: [
        ("a real 32x32 video for a 160x90 recording", "real", true, "not the video asked for: ffprobe finds 32x32 frames, not 160x90"),
        ("ftyp and junk, ffprobe says video", "junk", false, "ffprobe finds no video stream in it"),
    ])
    func lyingFFmpeg(name: String, kind: String, realProbe: Bool, message: String) throws {
        let d = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let bin = d + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
        func tool(_ path: String) -> String? {
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(path)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let ffmpeg = tool("ffmpeg"), let ffprobe = tool("ffprobe") else { Issue.record("ffmpeg is not installed"); return }
        var body = #"cat > /dev/null; printf '\000\000\000\030ftypisom-and-then-garbage' > "$OUT""#
        if kind == "real" {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: ffmpeg)
            p.arguments = ["-v", "error", "-f", "lavfi", "-i", "color=red:size=32x32:rate=10", "-t", "0.1",
                           "-c:v", "libx264", "-pix_fmt", "yuv420p", d + "/real.mp4"]
            try p.run()
            p.waitUntilExit()
            body = "cat > /dev/null; cp \(d)/real.mp4 \"$OUT\""
        }
        try writeExecutable("#!/bin/sh\nfor a; do OUT=$a; done\n" + body + "\n", to: bin + "/ffmpeg")
        if realProbe {
            symlink(ffprobe, bin + "/ffprobe")
        } else {
            try writeExecutable("#!/bin/sh\necho video\n", to: bin + "/ffprobe")
        }
        let r = try run("record --size 160x90 --quiet --script sc.script --storyboard s.yaml --out v.mp4".split(separator: " ").map { Array($0.utf8) },
                        in: d, environment: ["PATH": bin + ":/usr/bin:/bin"])
        expectNoCrash(r, name)
        #expect(r.status == 1 && r.stderr.contains(message), "\(name): exit \(r.status): \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: d + "/v.mp4"))
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: d)).contains { $0.contains(".partial-") })
    }

    // MARK: Ctrl+R

    @Test("Ctrl+R toggled within one second keeps every recording under its own name")
    @MainActor func recordingNamesAreUnique() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Ten recordings in half a second of script time (a few frames each).
        let toggles = (0..<20).map { String(format: "%.2f key Ctrl+R\n", 0.05 + Double($0) * 0.025) }.joined()
        try (toggles + "0.60 end\n").write(toFile: dir + "/s.script", atomically: true, encoding: .utf8)
        let stack = try GraphicsStack(options: PlatformOptions(size: Size(64, 36), headless: true))
        var options = AppRunner.Options()
        let sceneClock = try options.replayScript(at: dir + "/s.script")
        options.recordingFolder = dir
        let scene = try StoryboardScene(storyboardPath: RecordCommandTests.storyboard, size: stack.window.pointSize, clock: sceneClock)
        let runner = AppRunner(stack: stack, scene: scene, clock: SystemClock(), options: options)
        var log: [String] = []
        runner.log = { log.append($0) }
        try runner.run()
        let videos = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".mp4") }
        let saved = log.filter { $0.hasPrefix("recording saved") }
        #expect(saved.count == 10, "\(log)")
        #expect(videos.count == saved.count, "\(videos.sorted()) for \(saved.count) saved lines")
    }
}
