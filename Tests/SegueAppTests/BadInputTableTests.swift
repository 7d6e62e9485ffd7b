import Foundation
import SegueKit
import Testing

/// Hostile and mistaken input to the `segue` executable: scripts, storyboards, images, shader
/// files and command-line arguments. Each case names the exit status (2 for a usage error, 1
/// for a failure while running) and what the message must say, and every message is checked
/// for the things a user must never see: a crash, a raw Foundation error, a doubled prefix.
@Suite("Bad input: one clear message and the right exit status", .serialized)
struct BadInputTableTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// Arguments; `$D` is the fixtures folder.
        var arguments: [String]
        var status: Int32
        /// Substrings stderr must contain.
        var messages: [String]
        var description: String { name }

        init(_ name: String, _ arguments: [String], _ status: Int32, _ messages: String...) {
            self.name = name; self.arguments = arguments; self.status = status; self.messages = messages
        }
    }

    /// `record` with a script from the fixtures; the output is never reached.
    nonisolated static func script(_ name: String, _ file: String, _ messages: String...) -> Case {
        var c = Case(name, ["record", "--script", "$D/\(file)", "--out", "$D/out/\(file).mp4"], 1)
        c.messages = messages
        return c
    }

    /// `check` of a storyboard from the fixtures.
    nonisolated static func check(_ name: String, _ file: String, _ extra: [String] = [], _ messages: String...) -> Case {
        var c = Case(name, ["check", "$D/\(file)"] + extra, 1)
        c.messages = messages
        return c
    }

    nonisolated static let render = ["render", "--transition", "crossDissolve", "--progress", "0.5", "--from", "$D/ok.png",
                         "--to", "$D/ok.png", "--out", "$D/out/r.png"]

    nonisolated static let cases: [Case] = [
        // Script files that cannot be read at all.
        script("script: missing", "nope.script", "segue: error: cannot read script '", "nope.script': no such file"),
        script("script: a folder", "folder", "cannot read script", "': it is a folder"),
        script("script: a FIFO (must not block)", "fifo", "it is a FIFO"),
        script("script: a device", "device", "it is a device"),
        script("script: UTF-16", "utf16.script", "it is UTF-16 text"),
        script("script: not UTF-8", "latin1.script", "it is not UTF-8 text"),
        // Times.
        script("script: 1e300 end", "t-1e300.script", "t-1e300.script:1:1: error:", "at most 86400 seconds"),
        script("script: 1000000 end", "t-million.script", "t-million.script:1:1: error:", "at most 86400"),
        script("script: nan time", "t-nan.script", ":1:1: error: 'nan' is not a time"),
        script("script: inf time", "t-inf.script", ":1:1: error: 'inf' is not a time"),
        script("script: negative time", "t-neg.script", ":2:1: error: time -1 is negative"),
        script("script: time goes backwards", "t-back.script", ":2:1: error:", "must not go backwards"),
        script("script: event after end", "t-after-end.script", ":2:3: error: event after 'end'"),
        script("script: drag past one day", "t-drag.script", ":1:18: error:", "within 86400 seconds"),
        // Keys.
        script("script: Ctrl+", "k-ctrl.script", ":1:12: error: 'Ctrl+' has an empty name"),
        script("script: lone +", "k-plus.script", ":1:7: error: '+' has an empty name", "written Plus"),
        script("script: Ctrl+Ctrl+R", "k-dup.script", ":1:12: error: modifier 'Ctrl' is given twice"),
        script("script: unknown key", "k-unknown.script", ":1:7: error: unknown key 'Rihgt'"),
        script("script: unknown modifier", "k-mod.script", ":1:7: error: unknown modifier 'Hyper'"),
        script("script: key without a name", "k-none.script", ":1:6: error: 'key' needs more arguments"),
        // Sizes and coordinates.
        script("script: resize 16385 10", "r-16385.script", ":1:10: error: '16385' is out of range", "at most 16384"),
        script("script: resize 100000 100000", "r-huge.script", ":1:10: error:", "at most 16384"),
        script("script: resize 1e300", "r-1e300.script", ":1:10: error:", "at most 16384"),
        script("script: resize 0 10", "r-zero.script", ":1:10: error: '0' is out of range; expected a width above zero"),
        script("script: resize 10 -5", "r-neg.script", ":1:13: error: '-5' is out of range; expected a height above zero"),
        script("script: click nan", "c-nan.script", ":1:9: error: 'nan' is not a number"),
        script("script: click 1e300", "c-huge.script", ":1:9: error:", "within ±1000000"),
        script("script: scroll 1e9", "s-huge.script", ":1:12: error:", "within ±10000"),
        script("script: unknown verb", "v-jump.script", ":1:3: error: unknown verb 'jump'"),
        script("script: bad escape", "v-escape.script", ":1:9: error: unknown escape"),

        // Storyboards that cannot be read.
        check("storyboard: missing", "nope.yaml", [], "nope.yaml:1:1: error: cannot open storyboard: no such file"),
        check("storyboard: a folder", "folder", [], "cannot open storyboard: it is a folder"),
        check("storyboard: a FIFO (must not block)", "fifo", [], "cannot open storyboard: it is a FIFO"),
        check("storyboard: a device", "device", [], "cannot open storyboard: it is a device"),
        check("storyboard: not UTF-8", "latin1.yaml", [], "latin1.yaml:2:12: error:", "not UTF-8"),
        // What the storyboard says.
        check("storyboard: version 2", "version2.yaml", [], "version2.yaml:1:10: error: unsupported storyboard version 2"),
        check("storyboard: navigation controller without root", "navroot.yaml", [], "navroot.yaml:3:12: error:", "needs a 'root'"),
        check("storyboard: pages 1000000000", "pages.yaml", [], "pages.yaml:5:38: error:", "at most 1000"),
        check("storyboard: frame 1e10", "frame-huge.yaml", [], "frame-huge.yaml:5:39: error:", "at most 16384"),
        check("storyboard: frame at 3e9", "frame-far.yaml", [], "frame-far.yaml:5:20: error:", "at most 100000"),
        check("storyboard: param zzz", "param-zzz.yaml", [], "param-zzz.yaml:9:", "explode has no parameter 'zzz'"),
        check("storyboard: param scal", "param-scal.yaml", [], "did you mean 'scale'?"),
        check("storyboard: faces 1", "param-faces.yaml", [], "param-faces.yaml:9:", "'faces' must be from 3 to 100, got 1"),
        check("storyboard: scale 1e300", "param-scale.yaml", [], "param-scale.yaml:9:", "'scale' must be from 0.01 to 100, got 1e300"),
        check("storyboard: duration 1e300", "param-duration.yaml", [], "expected the duration in seconds of at most 60"),
        check("storyboard: unknown transition", "param-transition.yaml", [], "unknown transition 'cubee' (did you mean 'cube'?)"),
        // Images.
        check("image: ../../etc/passwd", "img-dotdot.yaml", [], "img-dotdot.yaml:6:", "is outside the storyboard's folder"),
        check("image: absolute path", "img-abs.yaml", [], "is an absolute path"),
        check("image: symlink out of the folder", "img-link.yaml", [], "image 'escape.png' is outside the storyboard's folder"),
        check("image: a FIFO (must not block)", "img-fifo.yaml", [], "image asset 'fifo' cannot be used: it is a FIFO"),
        check("image: a device", "img-device.yaml", [], "image asset 'device' cannot be used: it is a device"),
        check("image: empty", "img-empty.yaml", [], "image asset 'empty.png' is an empty file"),
        check("image: not an image", "img-garbage.yaml", [], "image asset 'garbage.png' cannot be used: not a PNG, JPEG, GIF, BMP, PDF or SVG"),
        check("image: truncated PNG", "img-trunc.yaml", [], "image asset 'trunc.png' cannot be used"),
        check("image: 20000 × 20000 header", "img-huge.yaml", [], "image asset 'huge.png' cannot be used", "over the limit of 16384"),
        check("image: missing", "img-missing.yaml", [], "missing image asset 'nothere.png'"),
        check("image: --assets is not a folder", "img-ok.yaml", ["--assets", "$D/ok.png"], "cannot use assets folder"),
        // check-ok ⇒ loads: record refuses what check refuses, with the same message.
        Case("record loads as check does: an image outside the folder",
             ["record", "--storyboard", "$D/img-dotdot.yaml", "--script", "$D/ok.script", "--out", "$D/out/x/"], 1,
             "img-dotdot.yaml:6:", "is outside the storyboard's folder"),
        Case("record loads as check does: an unknown param",
             ["record", "--storyboard", "$D/param-zzz.yaml", "--script", "$D/ok.script", "--out", "$D/out/y/"], 1,
             "param-zzz.yaml:9:", "explode has no parameter 'zzz'"),

        // Command-line arguments: usage errors, exit 2.
        Case("args: --size -5x5", render + ["--size", "-5x5"], 2,
             "segue: error: --size must be WIDTHxHEIGHT with positive whole numbers, got '-5x5'", "see 'segue render --help'"),
        Case("args: --size=-5x5", render + ["--size=-5x5"], 2, "--size must be WIDTHxHEIGHT with positive whole numbers, got '-5x5'"),
        Case("args: --size 0x10", render + ["--size", "0x10"], 2, "got '0x10'"),
        Case("args: --size 12by4", render + ["--size", "12by4"], 2, "got '12by4'"),
        Case("args: run --size 10", ["run", "--size", "10"], 2, "--size must be WIDTHxHEIGHT"),
        Case("args: --quit-after nan", ["run", "--quit-after", "nan"], 2, "--quit-after must be a number of seconds from 0 to 86400, got nan"),
        Case("args: --quit-after -1", ["run", "--quit-after", "-1"], 2, "--quit-after must be", "got -1"),
        Case("args: --quit-after inf", ["run", "--quit-after", "inf"], 2, "--quit-after must be", "got inf"),
        Case("args: --screenshot-at nan", ["run", "--screenshot-at", "nan"], 2, "--screenshot-at must be"),
        Case("args: --fps 0", ["record", "--script", "$D/ok.script", "--out", "$D/out/f.mp4", "--fps", "0"], 2, "--fps must be"),
        Case("args: --progress 1.5", render.map { $0 == "0.5" ? "1.5" : $0 }, 2, "--progress must be"),
        Case("args: record without --script", ["record", "--out", "$D/out/n.mp4"], 2, "segue: error: missing expected argument '--script",
             "see 'segue record --help'"),
        Case("args: unknown option", ["run", "--frobnicate"], 2, "segue: error: unknown option '--frobnicate'"),
        Case("args: bench --sizes empty", ["bench", "--sizes", ""], 2, "--sizes needs at least one size"),
        Case("args: bench --sizes 0x5", ["bench", "--sizes", "0x5"], 2, "--sizes must be WIDTHxHEIGHT"),
        Case("args: --param without =", render + ["--param", "duration"], 1, "a parameter is written name=value"),
        Case("args: --param out of range", render + ["--param", "duration=1e300"], 1, "from 0 to 60"),

        // Shader files.
        Case("shader: a syntax error is at the file's own line", ["check", "$D/shaders/broken.glsl"], 1,
             "broken.glsl:4:1: error: syntax error, unexpected '}'"),
        Case("shader: #version 450", ["check", "$D/v450.glsl"], 1, "v450.glsl:1:1: error:", "'#version'"),
        Case("shader: missing", ["check", "$D/nope.glsl"], 1, "nope.glsl: error: cannot read the shader: no such file"),
        Case("shader: a FIFO (must not block)", ["check", "$D/fifo.glsl"], 1, "cannot read the shader: it is a FIFO"),
        Case("shader: no transition function", ["check", "$D/noentry.glsl"], 1, "noentry.glsl: error: no 'vec4 transition(vec2 uv)'"),
        Case("storyboard naming a shader, without --shaders", ["check", "$D/uses-shader.yaml"], 1, "unknown transition 'swirl'"),
        Case("check --shaders --strict with a file that does not compile", ["check", "$D/uses-shader.yaml", "--shaders", "$D/shaders", "--strict"], 1,
             "broken.glsl:4:1: error:", "noentry.glsl: error: no 'vec4 transition"),
        Case("check --shaders is not a folder", ["check", "$D/uses-shader.yaml", "--shaders", "$D/ok.png"], 1,
             "cannot use shader folder"),
    ]

    /// The cases that must succeed (so that the checks above are not simply refusing everything).
    nonisolated static let accepted: [Case] = [
        Case("a good storyboard", ["check", "$D/img-ok.yaml"], 0),
        Case("--assets lets images come from another folder", ["check", "$D/sub/outside.yaml", "--assets", "$D"], 0),
        Case("a good shader compiles", ["check", "$D/shaders-ok/swirl.glsl"], 0),
        Case("a storyboard naming a shader, with --shaders", ["check", "$D/uses-shader.yaml", "--shaders", "$D/shaders-ok"], 0),
        Case("check --shaders with a file that does not compile: a warning, the rest loads", ["check", "$D/uses-shader.yaml", "--shaders", "$D/shaders"], 0),
    ]

    @Test("Bad input gives one clear message and the right exit status", arguments: cases)
    func badInput(_ c: Case) throws {
        let d = try Self.fixtures()
        let r = try runSegue(c.arguments.map { $0.replacingOccurrences(of: "$D", with: d) }, timeout: 60)
        #expect(r.status == c.status, "\(c.name): exit \(r.status), stderr: \(r.stderr)")
        for m in c.messages {
            #expect(r.stderr.contains(m.replacingOccurrences(of: "$D", with: d)), "\(c.name): expected '\(m)' in: \(r.stderr)")
        }
        Self.expectClean(r.stderr, c.name)
    }

    @Test("Good input is accepted", arguments: accepted)
    func goodInput(_ c: Case) throws {
        let d = try Self.fixtures()
        let r = try runSegue(c.arguments.map { $0.replacingOccurrences(of: "$D", with: d) }, timeout: 60)
        #expect(r.status == 0, "\(c.name): exit \(r.status), stderr: \(r.stderr)")
    }

    @Test("transitions --shaders lists the files that compile and warns about the others")
    func transitionsListsOnlyCompilingShaders() throws {
        let d = try Self.fixtures()
        let r = try runSegue(["transitions", "--shaders", d + "/shaders"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("swirl — gl-transitions shader"))
        #expect(!r.stdout.contains("broken — "))
        #expect(!r.stdout.contains("noentry — "))
        #expect(r.stderr.contains("broken.glsl:4:1: warning:") && r.stderr.contains("warning"), "\(r.stderr)")
        #expect(r.stderr.contains("noentry.glsl: warning: no 'vec4 transition(vec2 uv)'"), "\(r.stderr)")
        Self.expectClean(r.stderr, "transitions")
    }

    @Test("--help states the size limit and exits 0")
    func helpStatesLimits() throws {
        let r = try runSegue(["record", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("16384"), "\(r.stdout)")
    }

    /// What a message must never contain.
    static func expectClean(_ stderr: String, _ name: String) {
        for bad in ["Fatal error", "Stack dump", "NSCocoaErrorDomain", "Error Domain=", "Error: ", "libpng error"] {
            #expect(!stderr.contains(bad), "\(name): '\(bad)' in: \(stderr)")
        }
        for line in stderr.split(separator: "\n") where line.hasPrefix("segue: error: ") {
            #expect(line.range(of: #":\d+(:\d+)?: error:"#, options: .regularExpression) == nil, "\(name): doubled prefix: \(line)")
        }
    }

    // MARK: Fixtures

    nonisolated(unsafe) private static var folder: String?

    /// Every fixture, made once in a temporary folder: our own small files, FIFOs made with
    /// mkfifo and a device node made with mknod (never the real /dev).
    static func fixtures() throws -> String {
        if let folder { return folder }
        let d = try temporaryFolder()
        func write(_ name: String, _ text: String) throws {
            let url = URL(fileURLWithPath: d + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func bytes(_ name: String, _ data: [UInt8]) throws { try Data(data).write(to: URL(fileURLWithPath: d + "/" + name)) }
        for sub in ["folder", "out", "sub", "shaders", "shaders-ok"] {
            try FileManager.default.createDirectory(atPath: d + "/" + sub, withIntermediateDirectories: true)
        }
        for fifo in ["fifo", "fifo.glsl"] { #expect(mkfifo(d + "/" + fifo, 0o644) == 0, "mkfifo failed") }
        // A character device like /dev/null (1, 3), in our own folder.
        if mknod(d + "/device", S_IFCHR | 0o644, dev_t((1 << 8) | 3)) != 0 {
            Issue.record("mknod failed (errno \(errno)): the device cases need root")
        }
        // A small valid PNG.
        try PixelBuffer(width: 8, height: 6, fill: Color(red: 0.2, green: 0.4, blue: 0.6)).savePNG(d + "/ok.png")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: d + "/ok.png")))
        try bytes("trunc.png", Array(png.prefix(png.count - 12)).enumerated().map { $0.offset > 40 ? 0x55 : $0.element })
        try bytes("empty.png", [])
        try bytes("garbage.png", (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        var huge = png
        huge.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])  // 20000 × 20000
        try bytes("huge.png", huge)
        try FileManager.default.createSymbolicLink(atPath: d + "/escape.png", withDestinationPath: "/etc/hostname")

        // Scripts.
        try bytes("utf16.script", [0xFF, 0xFE] + Array("0 end\n".utf8).flatMap { [$0, 0] })
        try bytes("latin1.script", Array("0 text caf".utf8) + [0xE9, 0x0A])
        let scripts: [String: String] = [
            "ok.script": "0.1 key 1\n0.2 end\n",
            "t-1e300.script": "1e300 end\n", "t-million.script": "1000000 end\n", "t-nan.script": "nan key A\n",
            "t-inf.script": "inf end\n", "t-neg.script": "0 key A\n-1 key B\n", "t-back.script": "1 key A\n0.5 key B\n",
            "t-after-end.script": "1 end\n2 key A\n", "t-drag.script": "0 drag 0 0 10 10 1e9\n",
            "k-ctrl.script": "0 key Ctrl+\n", "k-plus.script": "0 key +\n", "k-dup.script": "0 key Ctrl+Ctrl+R\n",
            "k-unknown.script": "0 key Rihgt\n", "k-mod.script": "0 key Hyper+R\n", "k-none.script": "0 key\n",
            "r-16385.script": "0 resize 16385 10\n", "r-huge.script": "0 resize 100000 100000\n",
            "r-1e300.script": "0 resize 1e300 1e300\n", "r-zero.script": "0 resize 0 10\n", "r-neg.script": "0 resize 10 -5\n",
            "c-nan.script": "0 click nan 5\n", "c-huge.script": "0 click 1e300 5\n", "s-huge.script": "0 scroll 0 1e9\n",
            "v-jump.script": "0 jump\n", "v-escape.script": "0 text a\\qb\n",
        ]
        for (name, text) in scripts { try write(name, text) }

        // Storyboards.
        func storyboard(image: String = "ok.png", segueClass: String = "ExplodeSegue", options: String = "{}") -> String {
            """
            initial: a
            scenes:
              - id: a
                view:
                  subviews:
                    - {type: image, image: \(image)}
              - id: b
            segues:
              - {id: s, kind: present, from: a, to: b, class: \(segueClass), options: \(options)}

            """
        }
        try bytes("latin1.yaml", Array("scenes:\n  - id: caf".utf8) + [0xE9, 0x0A])
        let storyboards: [String: String] = [
            "img-ok.yaml": storyboard(),
            "version2.yaml": "version: 2\nscenes:\n  - id: a\n",
            "navroot.yaml": "scenes:\n  - id: nav\n    class: NavigationController\n",
            "pages.yaml": "scenes:\n  - id: a\n    view:\n      subviews:\n        - {type: pageControl, pages: 1000000000}\n",
            "frame-huge.yaml": "scenes:\n  - id: a\n    view:\n      subviews:\n        - {clips: true, frame: [0, 0, 1e10, 1e10]}\n",
            "frame-far.yaml": "scenes:\n  - id: a\n    view:\n      subviews:\n        - {frame: [3e9, 3e9, 100, 100]}\n",
            "param-zzz.yaml": storyboard(options: "{params: {zzz: 1}}"),
            "param-scal.yaml": storyboard(options: "{params: {scal: 3}}"),
            "param-faces.yaml": storyboard(segueClass: "RotatingSegue", options: "{params: {faces: 1}}"),
            "param-scale.yaml": storyboard(options: "{params: {scale: 1e300}}"),
            "param-duration.yaml": storyboard(options: "{duration: 1e300}"),
            "param-transition.yaml": storyboard(options: "{transition: cubee}"),
            "img-dotdot.yaml": storyboard(image: "../../etc/passwd"),
            "img-abs.yaml": storyboard(image: "/etc/passwd"),
            "img-link.yaml": storyboard(image: "escape.png"),
            "img-fifo.yaml": storyboard(image: "fifo"),
            "img-device.yaml": storyboard(image: "device"),
            "img-empty.yaml": storyboard(image: "empty.png"),
            "img-garbage.yaml": storyboard(image: "garbage.png"),
            "img-trunc.yaml": storyboard(image: "trunc.png"),
            "img-huge.yaml": storyboard(image: "huge.png"),
            "img-missing.yaml": storyboard(image: "nothere.png"),
            "sub/outside.yaml": storyboard(image: "ok.png"),
            "uses-shader.yaml": storyboard(segueClass: "ExplodeSegue", options: "{transition: swirl, params: {turns: 2}}"),
        ]
        for (name, text) in storyboards { try write(name, text) }

        // Shaders: one that compiles, one with a syntax error on its line 3, one without the
        // entry point, one with its own #version line.
        let swirl = """
            uniform float turns; // = 1.0
            vec4 transition(vec2 uv) {
              vec2 c = uv - 0.5;
              float a = turns * progress * length(c) * 6.2831;
              vec2 p = vec2(cos(a) * c.x - sin(a) * c.y, sin(a) * c.x + cos(a) * c.y) + 0.5;
              return mix(getFromColor(p), getToColor(uv), progress);
            }

            """
        try write("shaders-ok/swirl.glsl", swirl)
        try write("shaders/swirl.glsl", swirl)
        try write("shaders/broken.glsl", "// a shader with a mistake\nvec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress)\n}\n")
        try write("shaders/noentry.glsl", "vec4 nothing(vec2 uv) { return vec4(0.0); }\n")
        try write("noentry.glsl", "vec4 nothing(vec2 uv) { return vec4(0.0); }\n")
        try write("v450.glsl", "#version 450\nvec4 transition(vec2 uv) { return getToColor(uv); }\n")
        folder = d
        return d
    }
}
