import Foundation
import Testing
import SegueRecorder

/// The GIF writer: exact delays, still stretches merged, a palette per scene, the same bytes
/// for the same frames; and the other formats ffmpeg writes (WebM, WebP, APNG), also the same
/// bytes every time. Every file is read back by ffprobe/ffmpeg.
@MainActor
@Suite("Demo video formats: GIF, WebM, WebP, APNG")
struct GIFWriterTests {
    typealias Support = RecorderTestSupport

    /// A frame of one colour with a square of another at `x`.
    static func flat(_ width: Int, _ height: Int, square x: Int?, color: (UInt8, UInt8, UInt8) = (240, 240, 245)) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for i in 0..<width {
                let p = (y * width + i) * 4
                let inSquare = x.map { abs(i - $0) < 6 && abs(y - height / 2) < 6 } ?? false
                let c = inSquare ? (20, 120, 250) : color
                (pixels[p], pixels[p + 1], pixels[p + 2], pixels[p + 3]) = (c.0, c.1, c.2, 255)
            }
        }
        return pixels
    }

    /// Each packet's duration in seconds, as ffprobe reads the file.
    static func packetDurations(_ url: URL) throws -> [Double] {
        try Support.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time",
                                    "-of", "csv=p=0", url.path])
            .split(whereSeparator: \.isNewline).compactMap { Double($0) }
    }

    /// Frames decoded by ffmpeg as RGB bytes, one array a frame.
    static func decoded(_ url: URL, width: Int, height: Int) throws -> [[UInt8]] {
        let bytes = [UInt8](try Support.runForBytes("ffmpeg", ["-v", "error", "-i", url.path, "-fps_mode", "passthrough",
                                                                "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        let size = width * height * 3
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<($0 + size)]) }
    }

    @Test("6 still seconds then a second of motion: one long frame, then the moving ones, 7.00 s exactly")
    func stillStretchIsOneFrame() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.gif")
        let recorder = try Recorder(path: out.path, width: 96, height: 48, fps: 25, progress: nil, now: { 0 })
        let still = Self.flat(96, 48, square: nil)
        for _ in 0..<150 { try recorder.append(rgba: still) }
        for i in 0..<25 { try recorder.append(rgba: Self.flat(96, 48, square: 6 + i * 3)) }
        let summary = try recorder.finish()
        let durations = try Self.packetDurations(out)
        #expect(durations.count == 26, "\(durations)")
        #expect(durations.first == 6.0)
        #expect(durations.dropFirst().allSatisfy { $0 == 0.04 }, "\(durations)")
        #expect(abs(durations.reduce(0, +) - 7.0) < 1e-9)
        #expect(summary.file?.frames == 26 && summary.note == nil)
        #expect(summary.description.contains("26 frames, 96x48, 7.00 s (recorded: 175 frames at 25 fps)"), "\(summary)")
        // The picture is the one recorded: few colours come back exactly.
        let frames = try Self.decoded(out, width: 96, height: 48)
        #expect(frames.count >= 26)
        let rgb = { (rgba: [UInt8]) in stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<($0 + 3)] } }
        #expect(frames.first == rgb(still))
        #expect(frames.last == rgb(Self.flat(96, 48, square: 6 + 24 * 3)))
    }

    @Test("A rate with no exact delay in hundredths is resampled to 25 fps with a note; the total stays exact")
    func inexactRateHasANote() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.gif")
        let recorder = try Recorder(path: out.path, width: 64, height: 32, fps: 30, progress: nil, now: { 0 })
        for i in 0..<45 { try recorder.append(rgba: Self.flat(64, 32, square: i)) }
        let summary = try recorder.finish()
        #expect(summary.note?.contains("30 fps has no exact delay in hundredths") == true, "\(summary)")
        let durations = try Self.packetDurations(out)
        #expect(abs(durations.reduce(0, +) - 1.5) < 1e-9, "\(durations)")
        // 1.5 s is 37.5 slots: the last frame is the half slot left (never under 2/100 s, which
        // players would slow down).
        #expect(durations.dropLast().allSatisfy { $0 == 0.04 } && durations.last == 0.02, "\(durations)")
        // 50 fps fits the grid of 4/100 s: every second frame, no note.
        let exact = try Recorder(path: folder.appendingPathComponent("b.gif").path, width: 64, height: 32, fps: 50,
                                 progress: nil, now: { 0 })
        for i in 0..<50 { try exact.append(rgba: Self.flat(64, 32, square: i)) }
        #expect(try exact.finish().note == nil)
    }

    @Test("Each scene gets its own palette: two scenes of 200 colours each come back exactly")
    func palettePerScene() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("scenes.gif")
        let (w, h) = (200, 4)
        // 200 colours a scene, 400 in all: more than one palette of 255 holds.
        func scene(_ second: Bool) -> [UInt8] {
            var p = [UInt8](repeating: 255, count: w * h * 4)
            for y in 0..<h {
                for x in 0..<w {
                    let (a, b) = (UInt8(4 * (x % 50)), UInt8(4 * (x / 50)))
                    let c: (UInt8, UInt8, UInt8) = second ? (0, a, b + 128) : (a, b, 0)
                    (p[(y * w + x) * 4], p[(y * w + x) * 4 + 1], p[(y * w + x) * 4 + 2]) = c
                }
            }
            return p
        }
        let recorder = try Recorder(path: out.path, width: w, height: h, fps: 25, progress: nil, now: { 0 })
        for _ in 0..<5 { try recorder.append(rgba: scene(false)) }
        for _ in 0..<5 { try recorder.append(rgba: scene(true)) }
        _ = try recorder.finish()
        let frames = try Self.decoded(out, width: w, height: h)
        let rgb = { (rgba: [UInt8]) in stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<($0 + 3)] } }
        #expect(frames.count >= 2)
        #expect(frames.first == rgb(scene(false)))
        #expect(frames.last == rgb(scene(true)))
    }

    @Test("The same frames give the same bytes", arguments: ["gif", "webm", "webp", "apng", "mp4"])
    func bitIdentical(ext: String) throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [Data] = []
        for n in 0..<2 {
            let out = folder.appendingPathComponent("v\(n).\(ext)")
            let recorder = try Recorder(path: out.path, width: 64, height: 36, fps: 25, progress: nil, now: { 0 })
            for i in 0..<20 { try recorder.append(rgba: Support.frame(i, width: 64, height: 36)) }
            let summary = try recorder.finish()
            #expect(summary.kind == (try OutputKind.from(path: out.path)))
            files.append(try Data(contentsOf: out))
        }
        #expect(files[0].count > 0 && files[0] == files[1], "\(ext): \(files.map(\.count))")
    }

    @Test("WebM, animated WebP and APNG are written by extension and read back", arguments: ["webm", "webp", "apng"])
    func otherFormatsPlay(ext: String) throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("demo.\(ext)")
        let recorder = try Recorder(path: out.path, width: 64, height: 36, fps: 25, progress: nil, now: { 0 })
        for i in 0..<25 { try recorder.append(rgba: Self.flat(64, 36, square: i * 2)) }
        let summary = try recorder.finish()
        #expect(Support.contents(of: folder) == ["demo.\(ext)"])
        let head = [UInt8](try Data(contentsOf: out).prefix(12))
        switch ext {
        case "webm":
            #expect(head.prefix(4) == [0x1A, 0x45, 0xDF, 0xA3])
            let facts = try Support.probe(out)
            #expect(facts["codec_name"] == "vp9" && facts["nb_read_frames"] == "25", "\(facts)")
            #expect(summary.description.contains("25 frames, 64x36, 1.00 s"), "\(summary)")
        case "apng":
            #expect(head.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
            let facts = try Support.probe(out)
            #expect(facts["codec_name"] == "apng" && facts["nb_read_frames"] == "25", "\(facts)")
            // Lossless: the last frame decodes to what was recorded.
            let frames = try Self.decoded(out, width: 64, height: 36)
            let rgba = Self.flat(64, 36, square: 48)
            #expect(frames.last == stride(from: 0, to: rgba.count, by: 4).flatMap { rgba[$0..<($0 + 3)] })
            #expect(summary.description.contains("25 frames, 64x36, 1.00 s"), "\(summary)")
        default:
            #expect(Array(head[0..<4]) == Array("RIFF".utf8) && Array(head[8..<12]) == Array("WEBP".utf8))
            let data = try Data(contentsOf: out)
            #expect(data.range(of: Data("ANIM".utf8)) != nil && data.range(of: Data("ANMF".utf8)) != nil)
            // ffprobe reads no animated WebP: the summary reads its chunks.
            #expect(summary.file == VideoFacts(frames: 25, width: 64, height: 36, duration: 1), "\(summary)")
        }
    }
}
