import Foundation
import Testing
import SegueRecorder

/// MP4 frames converted to yuv420p by the recorder (even sizes) or by ffmpeg (odd sizes, padded):
/// the conversion against BT.709's formula, and the same colours in the video either way.
@MainActor
@Suite("Recorder: yuv420p conversion")
struct RecorderYUVTests {
    typealias Support = RecorderTestSupport

    /// BT.709 limited range in floating point, chroma the mean of each 2 × 2 block.
    static func reference(_ rgba: [UInt8], width w: Int, height h: Int) -> [UInt8] {
        func px(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let i = (y * w + x) * 4
            return (Double(rgba[i]) / 255, Double(rgba[i + 1]) / 255, Double(rgba[i + 2]) / 255)
        }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        var out = [UInt8](repeating: 0, count: w * h * 3 / 2)
        for y in 0..<h {
            for x in 0..<w {
                let (r, g, b) = px(x, y)
                out[y * w + x] = byte(16 + 219 * (0.2126 * r + 0.7152 * g + 0.0722 * b))
            }
        }
        for y in 0..<(h / 2) {
            for x in 0..<(w / 2) {
                var r = 0.0, g = 0.0, b = 0.0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let c = px(2 * x + dx, 2 * y + dy)
                    r += c.0 / 4; g += c.1 / 4; b += c.2 / 4
                }
                out[w * h + y * (w / 2) + x] = byte(128 + 224 * (-0.114572 * r - 0.385428 * g + 0.5 * b))
                out[w * h * 5 / 4 + y * (w / 2) + x] = byte(128 + 224 * (0.5 * r - 0.454153 * g - 0.045847 * b))
            }
        }
        return out
    }

    static func convert(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: YUV420Converter.byteCount(width: width, height: height))
        rgba.withUnsafeBytes { src in out.withUnsafeMutableBytes { YUV420Converter.convert(rgba: src, width: width, height: height, into: $0) } }
        return out
    }

    @Test func conversionFollowsBT709WithinOneLevel() {
        let w = 48, h = 30
        var rng = SystemRandomNumberGenerator()
        var rgba = (0..<(w * h * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        // Plus the extremes: black, white and a grey row.
        for x in 0..<w {
            for (row, v) in [(0, UInt8(0)), (1, UInt8(255)), (2, UInt8(128)), (3, UInt8(128))] {
                let i = (row * w + x) * 4
                rgba[i] = v; rgba[i + 1] = v; rgba[i + 2] = v
            }
        }
        let got = Self.convert(rgba, width: w, height: h), want = Self.reference(rgba, width: w, height: h)
        let worst = zip(got, want).map { abs(Int($0) - Int($1)) }.max() ?? 99
        #expect(worst <= 1, "largest difference \(worst)")
        #expect(got[0] == 16 && got[w] == 235)
        // Greys have no colour: the chroma of the grey rows 2 and 3 is exactly 128.
        #expect(got[w * h + w / 2] == 128 && got[w * h * 5 / 4 + w / 2] == 128)
    }

    /// The first frame of a video decoded to RGB: its centre pixel.
    static func centre(of url: URL, width: Int, height: Int) throws -> [Int] {
        let data = try Support.runForBytes("ffmpeg", ["-v", "error", "-i", url.path, "-frames:v", "1",
                                                      "-vf", "crop=2:2:\(width / 2):\(height / 2),format=rgb24", "-f", "rawvideo", "-"])
        return Array(data.prefix(3)).map(Int.init)
    }

    @Test func convertedHereOrByFFmpegTheVideoShowsTheSameColours() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixel: [UInt8] = [204, 77, 38, 255]
        var centres: [[Int]] = []
        // 64×48 is converted by the recorder; 63×47 goes to ffmpeg as RGBA (padded by it).
        for (w, h) in [(64, 48), (63, 47)] {
            let url = folder.appendingPathComponent("\(w)x\(h).mp4")
            let recorder = try Recorder(path: url.path, width: w, height: h, fps: 30, progress: nil, now: { 0 })
            let frame = [[UInt8]](repeating: pixel, count: w * h).flatMap { $0 }
            for _ in 0..<15 { try recorder.append(rgba: frame) }
            _ = try recorder.finish()
            let facts = try Support.probe(url)
            #expect(facts["nb_read_frames"] == "15" && facts["pix_fmt"] == "yuv420p")
            let space = try Support.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                    "stream=color_space,color_range", "-of", "default=noprint_wrappers=1", url.path])
            #expect(space.contains("color_space=bt709") && space.contains("color_range=tv"), "\(w)x\(h): \(space)")
            centres.append(try Self.centre(of: url, width: w, height: h))
        }
        for c in centres {
            #expect(c.count == 3)
            for (got, want) in zip(c, pixel) { #expect(abs(got - Int(want)) <= 4, "decoded \(centres), drawn \(pixel)") }
        }
    }
}
