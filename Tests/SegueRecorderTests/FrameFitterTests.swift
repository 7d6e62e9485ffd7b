import Foundation
import Testing
import SegueRecorder
import SegueRender
import SegueAssets

/// Frames of another size are fitted into a recording's one size: aspect kept, centred, black
/// bars, flat colours exact, the same bytes every time.
@MainActor
@Suite("Recorder: frames fitted into one size")
struct FrameFitterTests {
    typealias Support = RecorderTestSupport

    static func flat(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> [UInt8] {
        Array((0..<(width * height)).map { _ in rgba }.joined())
    }

    @Test("Placement keeps the aspect ratio and centres the frame", arguments: [
        (640, 180, 320, 180, FrameFitter.Placement(x: 0, y: 45, width: 320, height: 90)),
        (200, 400, 320, 180, FrameFitter.Placement(x: 115, y: 0, width: 90, height: 180)),
        (1280, 720, 320, 180, FrameFitter.Placement(x: 0, y: 0, width: 320, height: 180)),
        (1, 1, 320, 180, FrameFitter.Placement(x: 70, y: 0, width: 180, height: 180)),
        (10000, 1, 320, 180, FrameFitter.Placement(x: 0, y: 89, width: 320, height: 1)),
    ])
    func placement(w: Int, h: Int, ow: Int, oh: Int, expected: FrameFitter.Placement) {
        #expect(FrameFitter(outputWidth: ow, outputHeight: oh).placement(width: w, height: h) == expected)
    }

    @Test("A flat colour stays exactly that colour, shrunk or enlarged, with black bars around it")
    func flatColourIsExact() {
        let colour: [UInt8] = [200, 100, 37, 255]
        for (w, h) in [(640, 180), (37, 91), (3, 2), (1, 1), (999, 17)] {
            let fitter = FrameFitter(outputWidth: 64, outputHeight: 36)
            var out = [UInt8](repeating: 9, count: 64 * 36 * 4)
            let source = Self.flat(w, h, colour)
            source.withUnsafeBytes { src in out.withUnsafeMutableBytes { fitter.fit(src, width: w, height: h, into: $0) } }
            let p = fitter.placement(width: w, height: h)
            for y in 0..<36 {
                for x in 0..<64 {
                    let inside = x >= p.x && x < p.x + p.width && y >= p.y && y < p.y + p.height
                    let px = Array(out[(y * 64 + x) * 4..<(y * 64 + x) * 4 + 4])
                    #expect(px == (inside ? colour : [0, 0, 0, 255]), "\(w)x\(h) at \(x),\(y): \(px)")
                    if px != (inside ? colour : [0, 0, 0, 255]) { return }
                }
            }
        }
    }

    @Test("The recorder fits frames of other sizes (bottom-up ones too) into its size, the same every time")
    func recorderFitsResizedFrames() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [[PixelBuffer]] = []
        for run in ["a", "b"] {
            let out = folder.appendingPathComponent(run)
            let recorder = try Recorder(path: out.path, width: 32, height: 18, fps: 30, progress: nil, now: { 0 })
            for (i, (w, h)) in [(32, 18), (64, 18), (20, 40), (7, 3)].enumerated() {
                let frame = Support.frame(i, width: w, height: h)
                try frame.withUnsafeBytes { try recorder.append(rgba: $0, width: w, height: h, rowOrder: i == 3 ? .bottomUp : .topDown) }
            }
            #expect(try recorder.finish().frames == 4)
            outputs.append(try (1...4).map {
                try PixelBuffer.load(out.appendingPathComponent(PNGSequenceWriter.fileName(forFrame: $0)).path)
            })
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].allSatisfy { $0.width == 32 && $0.height == 18 })
        // The first frame had the recording's size: written as it was.
        #expect(outputs[0][0].bytes == Support.frame(0, width: 32, height: 18))
        // 64×18 → 32×9 at y 4: the top row is a black bar.
        #expect(outputs[0][1].bytes[0..<(32 * 4)].elementsEqual(Self.flat(32, 1, [0, 0, 0, 255])))
    }
}
