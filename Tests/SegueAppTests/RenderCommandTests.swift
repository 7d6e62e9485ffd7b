import Foundation
import SegueKit
import Testing

@Suite("segue render", .serialized)
struct RenderCommandTests {
    /// Two different opaque test images of the same size.
    func images(in dir: String, width: Int = 320, height: Int = 180) throws -> (String, String, PixelBuffer, PixelBuffer) {
        var a = [UInt8](repeating: 255, count: width * height * 4)
        var b = a
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                a[i] = UInt8(x * 255 / (width - 1)); a[i + 1] = UInt8(y * 255 / (height - 1)); a[i + 2] = 40
                b[i] = 200; b[i + 1] = UInt8((x + y) % 256); b[i + 2] = UInt8(255 - x * 255 / (width - 1))
            }
        }
        let pa = PixelBuffer(width: width, height: height, bytes: a), pb = PixelBuffer(width: width, height: height, bytes: b)
        try pa.savePNG(dir + "/A.png")
        try pb.savePNG(dir + "/B.png")
        return (dir + "/A.png", dir + "/B.png", pa, pb)
    }

    @Test("crossDissolve: progress 0 and 1 reproduce A and B exactly, 0.5 is the 50% blend within 1")
    func crossDissolveExact() throws {
        let dir = try temporaryFolder()
        let (a, b, pa, pb) = try images(in: dir)
        for p in ["0", "0.5", "1"] {
            let r = try runSegue(["render", "--transition", "crossDissolve", "--progress", p, "--from", a, "--to", b,
                                  "--out", "\(dir)/F\(p).png", "--size", "320x180"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try PixelBuffer.load("\(dir)/F0.png") == pa)
        #expect(try PixelBuffer.load("\(dir)/F1.png") == pb)
        let mid = try PixelBuffer.load("\(dir)/F0.5.png")
        var worst = 0
        for i in 0..<mid.bytes.count {
            let expected = (Double(pa.bytes[i]) + Double(pb.bytes[i])) / 2
            worst = max(worst, Int(abs(Double(mid.bytes[i]) - expected).rounded(.up)))
        }
        #expect(worst <= 1, "largest difference from the exact blend: \(worst)")
    }

    @Test("Bad input gives one clear error line and a non-zero exit, never a crash", arguments: [
        (["--from", "/nonexistent/A.png"], "image not found"),
        (["--from", "CORRUPT"], "cannot read image"),
        (["--transition", "noSuchTransition"], "unknown transition"),
        (["--size", "12by4"], "--size must be WIDTHxHEIGHT with positive whole numbers, got '12by4'"),
        (["--size", "0x10"], "--size must be WIDTHxHEIGHT with positive whole numbers, got '0x10'"),
        (["--out", "/nonexistent/dir/F.png"], "cannot write '/nonexistent/dir/F.png': the folder '/nonexistent/dir' does not exist"),
        (["--progress", "1.5"], "--progress must be"),
        (["--param", "duration"], "a parameter is written name=value"),
    ])
    func badInput(override: [String], message: String) throws {
        let dir = try temporaryFolder()
        let (a, b, _, _) = try images(in: dir, width: 32, height: 32)
        let corrupt = dir + "/corrupt.png"
        try Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: URL(fileURLWithPath: corrupt))
        var options = ["--transition": "crossDissolve", "--progress": "0.5", "--from": a, "--to": b, "--out": dir + "/F.png"]
        var extra: [String] = []
        var i = 0
        while i < override.count {
            let value = override[i + 1] == "CORRUPT" ? corrupt : override[i + 1]
            if options[override[i]] != nil { options[override[i]] = value } else { extra += [override[i], value] }
            i += 2
        }
        let args = ["render"] + options.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] } + extra
        let r = try runSegue(args)
        #expect(r.status != 0)
        #expect(r.stderr.contains(message), "stderr was: \(r.stderr)")
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Stack dump"))
        if override.first != "--out" { #expect(!FileManager.default.fileExists(atPath: dir + "/F.png")) }
    }

    @Test("No GL available gives a clear error, not a crash")
    func noGL() throws {
        let dir = try temporaryFolder()
        let (a, b, _, _) = try images(in: dir, width: 32, height: 32)
        let r = try runSegue(["render", "--transition", "crossDissolve", "--progress", "0.5", "--from", a, "--to", b,
                              "--out", dir + "/F.png"],
                             environment: ["LIBGL_DRIVERS_PATH": "/nonexistent", "DISPLAY": "", "SDL_VIDEODRIVER": "offscreen"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no OpenGL"), "stderr was: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/F.png"))
    }
}
