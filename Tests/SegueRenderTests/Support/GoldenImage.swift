import Foundation
import SegueRender
import Testing
import SegueAssets

/// How different a rendered frame may be from its golden image: pixels whose largest channel
/// difference exceeds `maxChannelDelta` may make up at most `maxFractionOver` of the image.
@MainActor
struct GoldenTolerance {
    var maxChannelDelta: Int = 2
    var maxFractionOver: Double = 0.001
    static let exact = GoldenTolerance(maxChannelDelta: 0, maxFractionOver: 0)
    static let standard = GoldenTolerance()
}

/// The result of comparing two images.
@MainActor
struct ImageDifference {
    var pixelsOver: Int
    var total: Int
    var maxDelta: Int
    var diffImage: PixelBuffer
    var fractionOver: Double { total == 0 ? 0 : Double(pixelsOver) / Double(total) }
}

@MainActor
func compareImages(_ a: PixelBuffer, _ b: PixelBuffer, maxChannelDelta: Int) -> ImageDifference? {
    guard a.width == b.width, a.height == b.height else { return nil }
    var over = 0, maxDelta = 0
    var diff = [UInt8](repeating: 0, count: a.bytes.count)
    for i in 0..<(a.width * a.height) {
        var d = 0
        for c in 0..<4 { d = max(d, abs(Int(a.bytes[i * 4 + c]) - Int(b.bytes[i * 4 + c]))) }
        maxDelta = max(maxDelta, d)
        if d > maxChannelDelta {
            over += 1
            diff[i * 4] = 255; diff[i * 4 + 3] = 255
        } else {
            // Faint copy of the expected image, so the red marks can be located.
            let g = UInt8((Int(b.bytes[i * 4]) + Int(b.bytes[i * 4 + 1]) + Int(b.bytes[i * 4 + 2])) / 12)
            diff[i * 4] = g; diff[i * 4 + 1] = g; diff[i * 4 + 2] = g; diff[i * 4 + 3] = 255
        }
    }
    return ImageDifference(pixelsOver: over, total: a.width * a.height, maxDelta: maxDelta,
                           diffImage: PixelBuffer(width: a.width, height: a.height, bytes: diff))
}

/// Compares `image` with `__Goldens__/<name>.png` beside the calling test file.
///
/// A missing golden fails the test, unless `SEGUE_RECORD_GOLDENS=1`, in which case it is written
/// (and the test still fails, so that recording never passes silently: look at the new PNG,
/// then run again). On a mismatch `<name>-actual.png` and `<name>-diff.png` (differing pixels in
/// red) are written beside the golden.
@MainActor
func assertMatchesGolden(_ image: PixelBuffer, named name: String, tolerance: GoldenTolerance = .standard,
                         filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__")
    let golden = dir.appendingPathComponent(name + ".png").path
    let record = ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] == "1"
    guard FileManager.default.fileExists(atPath: golden) else {
        if record {
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            do {
                try image.savePNG(golden)
                Issue.record("recorded new golden \(golden): look at it, then run the tests again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden \(golden): \(error)", sourceLocation: sourceLocation)
            }
        } else {
            Issue.record("missing golden image \(golden) (run with SEGUE_RECORD_GOLDENS=1 to record it)", sourceLocation: sourceLocation)
        }
        return
    }
    let expected: PixelBuffer
    do { expected = try PixelBuffer.load(golden) } catch {
        Issue.record("cannot load golden \(golden): \(error)", sourceLocation: sourceLocation)
        return
    }
    let actualPath = dir.appendingPathComponent(name + "-actual.png").path
    let diffPath = dir.appendingPathComponent(name + "-diff.png").path
    guard let d = compareImages(image, expected, maxChannelDelta: tolerance.maxChannelDelta) else {
        try? image.savePNG(actualPath)
        Issue.record("\(name): size \(image.width)×\(image.height) differs from golden \(expected.width)×\(expected.height); wrote \(actualPath)",
                     sourceLocation: sourceLocation)
        return
    }
    if d.fractionOver > tolerance.maxFractionOver {
        try? image.savePNG(actualPath)
        try? d.diffImage.savePNG(diffPath)
        Issue.record("""
            \(name): \(d.pixelsOver) of \(d.total) pixels (\(String(format: "%.3f", d.fractionOver * 100))%) differ by more \
            than \(tolerance.maxChannelDelta) (max \(d.maxDelta)); allowed \(tolerance.maxFractionOver * 100)%. \
            Wrote \(actualPath) and \(diffPath)
            """, sourceLocation: sourceLocation)
    } else {
        unlink(actualPath); unlink(diffPath)
    }
}
