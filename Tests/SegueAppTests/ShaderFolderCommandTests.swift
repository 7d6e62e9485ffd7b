import Foundation
import SegueKit
import Testing

/// `--shaders DIR` end to end through the built `segue`: a folder loads every file it can, each
/// bad one a located warning (an error with --strict); a file named like a builtin is NAME.glsl;
/// sampler2D uniforms take images from the command line and from storyboards.
@MainActor
@Suite("shader folders", .serialized)
struct ShaderFolderCommandTests {
    static let masked = """
    // Shows the destination where the mask is light.
    uniform sampler2D mask;
    uniform float threshold; // = 0.5; // where the mask switches
    vec4 transition(vec2 uv) {
      return mix(getFromColor(uv), getToColor(uv), step(threshold, texture2D(mask, uv).r));
    }
    """
    static let fade = """
    uniform vec3 tint /* = vec3(0.9, 0.4, 0.2) */;
    uniform vec2 a, b; // = vec2(0.25, 0.75)
    vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress) * vec4(tint, 1.0) + vec4(a.x * b.y * 0.0); }
    """
    static let cube = """
    uniform float persp; // = 0.7
    vec4 transition(vec2 uv) { return getToColor(uv) * persp; }
    """
    static let bad = """
    // Author: a test

    uniform vec2 broken; // = vec2(1.0
    vec4 transition(vec2 uv) { return getToColor(uv); }
    """

    @MainActor
    struct Fixture {
        var dir: String
        var shaders: String { dir + "/shaders" }
        var from: String { dir + "/A.png" }
        var to: String { dir + "/B.png" }
        var mask: String { dir + "/mask.png" }
    }

    func fixture(withBadFile: Bool = true) throws -> Fixture {
        let f = Fixture(dir: try temporaryFolder())
        try FileManager.default.createDirectory(atPath: f.shaders, withIntermediateDirectories: true)
        var files = ["masked.glsl": Self.masked, "fade.glsl": Self.fade, "cube.glsl": Self.cube]
        if withBadFile { files["bad.glsl"] = Self.bad }
        for (name, text) in files { try text.write(toFile: f.shaders + "/" + name, atomically: true, encoding: .utf8) }
        func solid(_ rgb: [UInt8]) -> PixelBuffer {
            PixelBuffer(width: 64, height: 48, bytes: (0..<(64 * 48)).flatMap { _ in rgb + [255] })
        }
        try solid([255, 0, 0]).savePNG(f.from)
        try solid([0, 0, 255]).savePNG(f.to)
        // White on the left half, black on the right.
        let mask = PixelBuffer(width: 16, height: 16, bytes: (0..<256).flatMap { i -> [UInt8] in i % 16 < 8 ? [255, 255, 255, 255] : [0, 0, 0, 255] })
        try mask.savePNG(f.mask)
        return f
    }

    func render(_ f: Fixture, _ transition: String, _ extra: [String] = [], out: String = "F.png") throws -> CommandResult {
        try runSegue(["render", "--shaders", f.shaders, "--transition", transition, "--progress", "0.5",
                      "--from", f.from, "--to", f.to, "--out", f.dir + "/" + out] + extra)
    }

    static let badWarning = "bad.glsl:3:27: warning: bad default for uniform 'broken'"

    @Test("A bad file in a folder of good ones: the rest load, one located warning; --strict fails")
    func badFileIsAWarning() throws {
        let f = try fixture()
        let list = try runSegue(["transitions", "--shaders", f.shaders])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("masked — gl-transitions shader") && list.stdout.contains("fade — gl-transitions shader"))
        #expect(!list.stdout.contains("bad — "))
        #expect(list.stderr.contains(f.shaders + "/" + Self.badWarning), "\(list.stderr)")
        #expect(list.stderr.components(separatedBy: "bad.glsl:").count == 2, "printed once: \(list.stderr)")
        BadInputTableTests.expectClean(list.stderr, "transitions")

        let used = try render(f, "fade")
        #expect(used.status == 0, "\(used.stderr)")
        #expect(used.stderr.contains(Self.badWarning) && used.stderr.components(separatedBy: "bad.glsl:").count == 2, "\(used.stderr)")

        let skippedOne = try render(f, "bad", out: "skipped.png")
        #expect(skippedOne.status == 1)
        #expect(skippedOne.stderr.contains("segue: error: transition 'bad' is not loaded: its file \(f.shaders)/bad.glsl was skipped"), "\(skippedOne.stderr)")

        for command in [["transitions"], ["render", "--transition", "fade", "--progress", "0.5", "--from", f.from, "--to", f.to, "--out", f.dir + "/S.png"]] {
            let strict = try runSegue(command + ["--shaders", f.shaders, "--strict"])
            #expect(strict.status == 1, "\(command[0]) --strict: \(strict.stderr)")
            #expect(strict.stderr.contains("bad.glsl:3:27: error: bad default for uniform 'broken'"), "\(strict.stderr)")
            #expect(strict.stderr.contains("segue: error: 1 file of"), "\(strict.stderr)")
            BadInputTableTests.expectClean(strict.stderr, command[0])
        }
        #expect(!FileManager.default.fileExists(atPath: f.dir + "/S.png"))
        let clean = try runSegue(["transitions", "--shaders", try fixture(withBadFile: false).shaders, "--strict"])
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
    }

    @Test("A file named like a builtin is reachable as NAME.glsl; the builtin keeps its name; the listing says so")
    func builtinName() throws {
        let f = try fixture(withBadFile: false)
        let list = try runSegue(["transitions", "--shaders", f.shaders])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("cube — the views are faces of an N-sided prism"))
        #expect(list.stdout.contains("cube.glsl — gl-transitions shader \(f.shaders)/cube.glsl (named 'cube.glsl': the built-in 'cube' keeps its name)"), "\(list.stdout)")
        #expect(try render(f, "cube.glsl", out: "file.png").status == 0)
        #expect(try render(f, "cube", out: "builtin.png").status == 0)
        // The file's shader: the destination at 70%; the builtin: a turning prism.
        let file = try PixelBuffer.load(f.dir + "/file.png"), builtin = try PixelBuffer.load(f.dir + "/builtin.png")
        let p = file.pixel(32, 24)
        #expect(p.r == 0 && p.g == 0 && (178...179).contains(p.b) && p.a == 255, "\(p)")
        #expect(file.bytes != builtin.bytes)
    }

    @Test("render --param mask=FILE.png: the frame follows the mask; without it, the default gradient")
    func renderWithMask() throws {
        let f = try fixture(withBadFile: false)
        let masked = try render(f, "masked", ["--param", "mask=\(f.mask)"], out: "masked.png")
        #expect(masked.status == 0, "\(masked.stderr)")
        let plain = try render(f, "masked", out: "plain.png")
        #expect(plain.status == 0, "\(plain.stderr)")
        let m = try PixelBuffer.load(f.dir + "/masked.png"), p = try PixelBuffer.load(f.dir + "/plain.png")
        // The mask: white (destination, blue) on the left, black (source, red) on the right.
        #expect(m.pixel(4, 24) == (0, 0, 255, 255) && m.pixel(60, 24) == (255, 0, 0, 255))
        // The gradient: dark (source) on the left, light (destination) on the right.
        #expect(p.pixel(4, 24) == (255, 0, 0, 255) && p.pixel(60, 24) == (0, 0, 255, 255))
        #expect(try runSegue(["transitions", "--shaders", f.shaders]).stdout.contains("mask (sampler2D) = gradient"))

        let missing = try render(f, "masked", ["--param", "mask=\(f.dir)/nope.png"], out: "missing.png")
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("segue: error: masked: parameter 'mask' takes a sampler2D: cannot use image '\(f.dir)/nope.png': no such file"), "\(missing.stderr)")
        BadInputTableTests.expectClean(missing.stderr, "missing mask")
        let corrupt = f.dir + "/corrupt.png"
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: corrupt))
        let r = try render(f, "masked", ["--param", "mask=\(corrupt)"], out: "corrupt-out.png")
        #expect(r.status == 1 && r.stderr.hasPrefix("segue: error: "), "\(r.stderr)")
        BadInputTableTests.expectClean(r.stderr, "corrupt mask")
    }

    @Test("A storyboard gives a sampler2D an image inside its folder (or --assets), checked as its other images")
    func storyboardImageParameter() throws {
        let f = try fixture(withBadFile: false)
        let segueLine = "  - {id: s, kind: present, from: a, to: b, options: {transition: masked, params: {mask: "
        func storyboard(_ name: String, mask: String) throws -> String {
            let path = f.dir + "/" + name
            try "initial: a\nscenes:\n  - id: a\n  - id: b\nsegues:\n\(segueLine)\(mask)}}}\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let column = segueLine.count + 1
        let good = try runSegue(["check", try storyboard("good.yaml", mask: "mask.png"), "--shaders", f.shaders])
        #expect(good.status == 0, "\(good.stderr)")
        let missing = try runSegue(["check", try storyboard("missing.yaml", mask: "masks/none.png"), "--shaders", f.shaders])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("missing.yaml:6:\(column): error: masked: parameter 'mask': missing image asset 'masks/none.png'"), "\(missing.stderr)")
        let outside = try runSegue(["check", try storyboard("outside.yaml", mask: "../elsewhere.png"), "--shaders", f.shaders])
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("outside.yaml:6:\(column): error: masked: parameter 'mask':"), "\(outside.stderr)")
        let gradient = try runSegue(["check", try storyboard("gradient.yaml", mask: "gradient"), "--shaders", f.shaders])
        #expect(gradient.status == 0, "\(gradient.stderr)")
        // --assets: the image comes from another folder, relative to it.
        let sub = f.dir + "/sub"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        let inSub = sub + "/s.yaml"
        try "initial: a\nscenes:\n  - id: a\n  - id: b\nsegues:\n\(segueLine)mask.png}}}\n".write(toFile: inSub, atomically: true, encoding: .utf8)
        #expect(try runSegue(["check", inSub, "--shaders", f.shaders]).status == 1)
        let assets = try runSegue(["check", inSub, "--shaders", f.shaders, "--assets", f.dir])
        #expect(assets.status == 0, "\(assets.stderr)")
    }

    @Test("bench --shaders DIR measures each file of the folder and skips the bad one with a warning")
    func benchFolder() throws {
        let f = try fixture()
        let r = try runSegue(["bench", "--shaders", f.shaders, "--sizes", "64x48", "--frames", "10"], timeout: 300)
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").filter { $0.contains("64x48") }.map { String($0.split(separator: " ")[0]) }
        #expect(rows == ["cube.glsl", "fade", "masked"], "\(r.stdout)")
        #expect(r.stderr.contains(Self.badWarning), "\(r.stderr)")
        let strict = try runSegue(["bench", "--shaders", f.shaders, "--sizes", "64x48", "--frames", "10", "--strict"], timeout: 300)
        #expect(strict.status == 1 && strict.stderr.contains("bad.glsl:3:27: error:"), "\(strict.stderr)")
        let cap = try runSegue(["bench", "--shaders", f.shaders, "--max-seconds", "0"], timeout: 60)
        #expect(cap.status == 2 && cap.stderr.contains("--max-seconds must be"), "\(cap.stderr)")
    }
}
