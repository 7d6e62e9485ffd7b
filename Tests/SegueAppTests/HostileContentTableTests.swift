import Foundation
import SegueKit
import Testing
import SegueTestSupport

/// Hostile content through the built `segue`, one row a case: text `run` could not draw, child
/// processes that print without end, shaders that would take the GL driver down, XML libxml2
/// refuses, and a process at a low memory limit. Each row names the exit status and what the
/// output must say; none may trap, hang or print a raw code.
@Suite("Hostile content: drawn, refused at its place, or isolated", .serialized)
struct HostileContentTableTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// A shell command line; `$D` is the case's folder, `$SEGUE` the executable.
        var command: String
        var status: Int32
        /// Substrings of stdout and stderr together.
        var messages: [String]
        var description: String { name }

        init(_ name: String, _ command: String, _ status: Int32, _ messages: String...) {
            self.name = name; self.command = command; self.status = status; self.messages = messages
        }
    }

    /// A storyboard of one scene holding `views` (YAML list items, indented for `subviews`).
    nonisolated static func storyboard(_ views: String, title: String? = nil) -> String {
        """
        version: 1
        initial: tabs
        scenes:
          - id: tabs
            class: TabBarController
            tabs: [one, two]
          - id: one
            view:
              subviews:
        \(views)
          - id: two\(title.map { "\n    title: \"\($0)\"" } ?? "")
            view:
              background: white
        """
    }

    /// A minimal Interface Builder storyboard with `padding` before its scenes.
    nonisolated static func interfaceBuilder(padding: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>\(padding)
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Object-like macros doubling `levels` times, joined by `glue` (" " or "+").
    nonisolated static func macroBomb(levels: Int, glue: String) -> String {
        var s = "#define A0 x\n"
        for i in 1...levels { s += "#define A\(i) A\(i - 1)\(glue)A\(i - 1)\n" }
        return s + "vec4 transition(vec2 uv) { float x = 1.0; return vec4(A\(levels)); }\n"
    }

    nonisolated static let good = "vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"

    /// The files of every case, by path under `$D`.
    nonisolated static let files: [String: String] = [
        "zero.yaml": storyboard("""
                  - type: label
                    frame: [10, 10, 200, 40]
                    text: "\\u200b"
                  - type: label
                    frame: [10, 60, 200, 40]
                    text: "\\u202e"
                  - type: button
                    frame: [10, 110, 200, 40]
                    title: "\\u2060"
                  - type: segmented
                    frame: [10, 160, 300, 40]
                    segments: ["", "b", "\\u200b\\u200b"]
        """, title: ""),
        "huge.yaml": storyboard("""
                  - type: label
                    frame: [0, 0, 100, 20]
                    text: "\(String(repeating: "x", count: 1_600_000))"
        """),
        "edge.yaml": storyboard("""
                  - type: button
                    frame: [0, 0, 100, 300]
                    title: "\(String(repeating: "W", count: 10_000))"
                    fontSize: 500
        """),
        "s.script": "0.1 key Right\n0.3 end\n",
        // A valid-looking MP4 header from a fake ffmpeg, for the fake ffprobes to read.
        "probe-out/ffmpeg": "#!/bin/sh\nfor a; do OUT=$a; done\ncat > /dev/null\nprintf '\\000\\000\\000\\030ftypisom' > \"$OUT\"\n",
        "probe-out/ffprobe": "#!/bin/sh\nyes video\n",
        "probe-err/ffmpeg": "#!/bin/sh\nfor a; do OUT=$a; done\ncat > /dev/null\nprintf '\\000\\000\\000\\030ftypisom' > \"$OUT\"\n",
        "probe-err/ffprobe": "#!/bin/sh\nyes 'ffprobe: it goes on' >&2\n",
        "ffmpeg-err/ffmpeg": "#!/bin/sh\nyes 'ffmpeg: it goes on' >&2\n",
        "bomb.glsl": macroBomb(levels: 24, glue: " "),
        "sum15.glsl": macroBomb(levels: 15, glue: "+"),
        "bigarray.glsl": "vec4 big[2147483647];\nvec4 transition(vec2 uv) { return big[0]; }\n",
        "constarray.glsl": "const int N = 1 << 12;\nfloat grid[N][N];\n" + good,
        "shaders/good.glsl": good,
        "shaders/sum15.glsl": macroBomb(levels: 15, glue: "+"),
        "shaders/bomb.glsl": macroBomb(levels: 24, glue: " "),
        "loop.storyboard": "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]>\n<document>&a;</document>\n",
        "undeclared.storyboard": "<?xml version=\"1.0\"?>\n<document>&nope;</document>\n",
        "control.storyboard": "<?xml version=\"1.0\"?>\n<document>\u{1}</document>\n",
        "twice.storyboard": "<?xml version=\"1.0\"?>\n<document a=\"1\" a=\"2\"/>\n",
        "eleven.storyboard": interfaceBuilder(padding: String(repeating: "\n<!-- padding padding padding padding padding padding padding -->", count: 11_000_000 / 67)),
        "attribute.storyboard": interfaceBuilder(padding: "<scene sceneID=\"\(String(repeating: "x", count: 10_000_001))\"/>"),
        "img.yaml": """
        version: 1
        scenes:
          - id: a
            view:
              subviews:
                - type: image
                  frame: [0, 0, 100, 100]
                  image: dot.png
                - type: label
                  frame: [0, 120, 200, 30]
                  text: Hello
        """,
    ]

    nonisolated static let record = "$SEGUE record --script $D/s.script --size 64x48 --quiet"

    nonisolated static let cases: [Case] = [
        // Text `run` draws: zero-width and empty titles are simply empty.
        Case("check: zero-width labels, button, segments and an empty tab title", "$SEGUE check $D/zero.yaml", 0, "zero.yaml: ok"),
        Case("record: zero-width text draws nothing", "\(record) --storyboard $D/zero.yaml --out $D/zero-frames", 0, "Wrote", "18 frames"),
        Case("check: a 1.6 MB label is refused at its line", "$SEGUE check $D/huge.yaml", 1,
             "huge.yaml:12:19: error: the label's text cannot be drawn: a text of 1600000 characters is over the limit of 10000"),
        Case("record: the same located error, before anything is drawn", "\(record) --storyboard $D/huge.yaml --out $D/huge-frames", 1,
             "huge.yaml:12:19: error: the label's text cannot be drawn"),
        Case("record: 10,000 characters at 500 points are drawn (scaled to a texture)", "\(record) --storyboard $D/edge.yaml --out $D/edge-frames", 0, "Wrote"),
        // Children that print without end.
        Case("record: an ffprobe printing 'video' without end is stopped", "PATH=$D/probe-out:$PATH \(record) --storyboard $D/zero.yaml --out $D/p1.mp4", 1,
             "ffprobe cannot read it (it printed more than 1048576 bytes and was stopped)"),
        Case("record: an ffprobe printing on stderr without end is stopped", "PATH=$D/probe-err:$PATH \(record) --storyboard $D/zero.yaml --out $D/p2.mp4", 1,
             "ffprobe cannot read it (it printed more than 1048576 bytes and was stopped)", "ffprobe: it goes on"),
        Case("record: an ffmpeg printing on stderr without end is stopped", "PATH=$D/ffmpeg-err:$PATH \(record) --storyboard $D/zero.yaml --out $D/p3.mp4", 1,
             "ffmpeg printed more than 16 MiB of messages and was stopped"),
        // Shaders: counted before the driver, and compiled apart.
        Case("check: a macro bomb is refused at its use", "$SEGUE check $D/bomb.glsl", 1,
             "bomb.glsl:26:55: error: macro 'A24' expands to 16777216 tokens here"),
        Case("check: vec4 big[2147483647]", "$SEGUE check $D/bigarray.glsl", 1,
             "bigarray.glsl:1:9: error: array of 2147483647 elements: the most an array may have is 65536"),
        Case("check: an array sized by a const int", "$SEGUE check $D/constarray.glsl", 1,
             "constarray.glsl:2:11: error: array of 16777216 elements"),
        Case("check: a sum that crashes the driver is an error for the file, the app goes on", "$SEGUE check $D/sum15.glsl", 1,
             "sum15.glsl: error: the GL driver crashed compiling it"),
        Case("transitions: a folder loads every file but the crashing and the refused ones", "$SEGUE transitions --shaders $D/shaders", 0,
             "sum15.glsl: warning: the GL driver crashed compiling it", "bomb.glsl:26:55: warning: macro 'A24'", "good"),
        Case("record --shaders: the folder is compiled apart first, the crashing file skipped",
             "\(record) --storyboard $D/zero.yaml --shaders $D/shaders --out $D/shader-frames", 0,
             "sum15.glsl: warning: the GL driver crashed compiling it", "Wrote"),
        Case("transitions --strict: the crashing file fails the command", "$SEGUE transitions --strict --shaders $D/shaders", 1,
             "sum15.glsl: error: the GL driver crashed compiling it"),
        // libxml2's codes in words, and its real size limit.
        Case("IB: entities in a loop", "$SEGUE check $D/loop.storyboard", 1, "entities refer to each other in a loop (XML error 89)"),
        Case("IB: an undeclared entity", "$SEGUE check $D/undeclared.storyboard", 1, "an entity is used that is not declared", "(XML error 26)"),
        Case("IB: a control character", "$SEGUE check $D/control.storyboard", 1, "a character that XML does not allow", "(XML error 9)"),
        Case("IB: an attribute given twice", "$SEGUE check $D/twice.storyboard", 1, "an attribute is given twice on one element (XML error 42)"),
        Case("IB: a well-formed 11 MB file reads", "$SEGUE check $D/eleven.storyboard", 0, "eleven.storyboard: ok"),
        Case("IB: one attribute over 10,000,000 bytes says so", "$SEGUE check $D/attribute.storyboard", 1,
             "one tag with its attributes, one attribute value, comment or text of about 10000000 bytes or more", "(XML error 1)"),
    ]

    /// Writes every file of `files` (scripts executable) and a 4x4 PNG into a new folder.
    func fixtures() throws -> String {
        let dir = try temporaryFolder()
        for (path, text) in Self.files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if path.contains(".") { try text.write(toFile: full, atomically: false, encoding: .utf8) } else { try writeExecutable(text, to: full) }
        }
        try PixelBuffer(width: 4, height: 4, bytes: [UInt8](repeating: 200, count: 64)).savePNG(dir + "/dot.png")
        return dir
    }

    /// Runs `command` under /bin/sh with `$D` and `$SEGUE` set; kills it after `timeout`.
    func run(_ command: String, in dir: String, timeout: Double = 120) throws -> ChildProcess.Outcome {
        let segue = try segueExecutable()
        let script = "D='\(dir)'; SEGUE='\(segue)'; " + command
        return ChildProcess.run("/bin/sh", ["-c", script],
                                limits: ChildProcess.Limits(timeout: timeout, stdoutBytes: 256 << 10, stderrBytes: 256 << 10, floodLimit: 64 << 20))
    }

    @Test("Each case ends as its row says", arguments: cases)
    func table(_ c: Case) throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let o = try run(c.command, in: dir)
        let output = o.stdout.text + o.stderr.text
        #expect(o.ending == .exited(c.status), "\(c.name): \(o.ending)\n\(output.suffix(2000))")
        for m in c.messages {
            #expect(output.contains(m), "\(c.name): expected '\(m)' in:\n\(output.suffix(2000))")
        }
        for never in ["Fatal error", "Segmentation fault", "Text has zero width"] {
            #expect(!output.contains(never), "\(c.name): \(never)")
        }
    }

    @Test("record at several address-space limits ends (done or one error line); it never spins", arguments: [380_000, 400_000, 460_000, 600_000])
    func lowMemory(kilobytes: Int) throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = Date()
        let o = try run("ulimit -v \(kilobytes); exec \(Self.record) --storyboard $D/img.yaml --out $D/low.mp4", in: dir, timeout: 90)
        #expect(o.ending != .timedOut(90), "still running after 90 s at ulimit -v \(kilobytes)")
        #expect(Date().timeIntervalSince(start) < 90)
    }
}
