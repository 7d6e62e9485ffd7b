import Foundation
import Testing
import SegueCore
import SegueRecorder

/// MP4s from yuv420p frames (what the renderer hands over when it converts on its side): the
/// same video facts and the same colours as from RGBA frames, tagged BT.709; formats that do
/// not fit the output are refused with a clear error.
@Suite("Recorder: yuv420p frames")
struct RecorderYUVTests {
    typealias Support = RecorderTestSupport

    /// A solid frame of one colour in yuv420p, BT.709 limited range.
    static func yuvFrame(width: Int, height: Int, rgb: (Double, Double, Double)) -> [UInt8] {
        let (r, g, b) = rgb
        let y = UInt8((16 + 219 * (0.2126 * r + 0.7152 * g + 0.0722 * b)).rounded())
        let u = UInt8((128 + 224 * (-0.114572 * r - 0.385428 * g + 0.5 * b)).rounded())
        let v = UInt8((128 + 224 * (0.5 * r - 0.454153 * g - 0.045847 * b)).rounded())
        let quarter = width * height / 4
        return [UInt8](repeating: y, count: width * height) + [UInt8](repeating: u, count: quarter)
            + [UInt8](repeating: v, count: quarter)
    }

    /// The first frame of a video decoded to RGB, its centre pixel.
    static func centre(of url: URL, width: Int, height: Int) throws -> [Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FFmpegOptions().locateFFmpeg())
        process.arguments = ["-v", "error", "-i", url.path, "-frames:v", "1",
                             "-vf", "crop=2:2:\(width / 2):\(height / 2),format=rgb24", "-f", "rawvideo", "-"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data.prefix(3)).map(Int.init)
    }

    @Test func yuvFramesMakeTheSameVideoAsRGBAFrames() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let w = 64, h = 48, colour = (0.8, 0.3, 0.15)
        let viaYUV = folder.appendingPathComponent("yuv.mp4"), viaRGBA = folder.appendingPathComponent("rgba.mp4")
        #expect(Recorder.takesYUV420(path: viaYUV.path, width: w, height: h))
        let a = try Recorder(path: viaYUV.path, width: w, height: h, fps: 30, progress: nil, pixelFormat: .yuv420p, now: { 0 })
        #expect(a.pixelFormat == .yuv420p)
        let frame = Self.yuvFrame(width: w, height: h, rgb: colour)
        for _ in 0..<30 { try a.append(frame: frame) }
        _ = try a.finish()
        let b = try Recorder(path: viaRGBA.path, width: w, height: h, fps: 30, progress: nil, now: { 0 })
        let pixel = [UInt8((colour.0 * 255).rounded()), UInt8((colour.1 * 255).rounded()), UInt8((colour.2 * 255).rounded()), 255]
        let rgba = [[UInt8]](repeating: pixel, count: w * h).flatMap { $0 }
        for _ in 0..<30 { try b.append(rgba: rgba) }
        _ = try b.finish()
        for url in [viaYUV, viaRGBA] {
            let facts = try Support.probe(url)
            #expect(facts["nb_read_frames"] == "30" && facts["pix_fmt"] == "yuv420p")
            let space = try Support.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                    "stream=color_space,color_range", "-of", "default=noprint_wrappers=1", url.path])
            #expect(space.contains("color_space=bt709") && space.contains("color_range=tv"), "\(url.lastPathComponent): \(space)")
        }
        let c1 = try Self.centre(of: viaYUV, width: w, height: h), c2 = try Self.centre(of: viaRGBA, width: w, height: h)
        #expect(c1.count == 3 && c2.count == 3)
        for (x, y, want) in zip3(c1, c2, pixel) {
            #expect(abs(x - Int(want)) <= 4 && abs(y - Int(want)) <= 4, "yuv \(c1) rgba \(c2) want \(pixel)")
        }
    }

    @Test func formatsThatDoNotFitAreRefused() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = folder.appendingPathComponent("a.gif").path, odd = folder.appendingPathComponent("odd.mp4").path
        #expect(!Recorder.takesYUV420(path: gif, width: 64, height: 48))
        #expect(!Recorder.takesYUV420(path: odd, width: 63, height: 48))
        #expect(throws: RecorderError.self) { _ = try Recorder(path: gif, width: 64, height: 48, fps: 30, progress: nil, pixelFormat: .yuv420p, now: { 0 }) }
        #expect(throws: RecorderError.self) { _ = try Recorder(path: odd, width: 63, height: 48, fps: 30, progress: nil, pixelFormat: .yuv420p, now: { 0 }) }
        #expect(throws: RecorderError.self) { _ = try Recorder(path: folder.appendingPathComponent("frames").path, width: 64, height: 48, fps: 30, progress: nil, pixelFormat: .yuv420p, now: { 0 }) }
        #expect(Support.contents(of: folder).isEmpty)
        // RGBA frames handed to a yuv420p recording, or a frame of the wrong size: errors.
        let mp4 = folder.appendingPathComponent("b.mp4").path
        let r = try Recorder(path: mp4, width: 64, height: 48, fps: 30, progress: nil, pixelFormat: .yuv420p, now: { 0 })
        #expect(throws: RecorderError.self) { try r.append(rgba: [UInt8](repeating: 0, count: 64 * 48 * 4)) }
        #expect(throws: RecorderError.frameSizeMismatch(expected: 64 * 48 * 3 / 2, got: 100, format: .yuv420p)) {
            try r.append(frame: [UInt8](repeating: 0, count: 100))
        }
        r.cancel()
        #expect(Support.contents(of: folder).isEmpty)
    }
}

private func zip3(_ a: [Int], _ b: [Int], _ c: [UInt8]) -> [(Int, Int, UInt8)] {
    (0..<min(a.count, b.count, c.count)).map { (a[$0], b[$0], c[$0]) }
}
