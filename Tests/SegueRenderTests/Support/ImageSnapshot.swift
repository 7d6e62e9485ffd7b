import Foundation
import SegueRender
import SegueAssets
import SegueTestSupport
import Testing

/// The result of comparing two images.
struct ImageDifference {
    var pixelsOver: Int
    var total: Int
    var maxDelta: Int
    var diffImage: PixelBuffer
    var fractionOver: Double { total == 0 ? 0 : Double(pixelsOver) / Double(total) }
}

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

extension Snapshotting where Value == PixelBuffer {
    /// A rendered frame as a PNG reference: it matches when at most the tolerance's share of
    /// pixels differ by more than its channel difference. On a mismatch `NAME-actual.png` and
    /// `NAME-diff.png` (differing pixels in red over a faint copy of the reference) are written
    /// beside the reference; on a match they are removed.
    static var image: Snapshotting<PixelBuffer> {
        Snapshotting(pathExtension: "png", record: { image, url in try image.savePNG(url.path) }, compare: { image, url, tolerance in
            let expected = try PixelBuffer.load(url.path)
            let base = url.deletingPathExtension().path
            let actualPath = base + "-actual.png", diffPath = base + "-diff.png"
            guard let d = compareImages(image, expected, maxChannelDelta: tolerance.maxChannelDelta) else {
                try? image.savePNG(actualPath)
                return "size \(image.width)×\(image.height) differs from the reference's \(expected.width)×\(expected.height); wrote \(actualPath)"
            }
            guard d.fractionOver > tolerance.maxFractionOver else {
                unlink(actualPath); unlink(diffPath)
                return nil
            }
            try? image.savePNG(actualPath)
            try? d.diffImage.savePNG(diffPath)
            return """
                \(d.pixelsOver) of \(d.total) pixels (\(String(format: "%.3f", d.fractionOver * 100))%) differ by more \
                than \(tolerance.maxChannelDelta) (max \(d.maxDelta)); allowed \(tolerance.maxFractionOver * 100)% \
                (\(tolerance.reason)). Wrote \(actualPath) and \(diffPath)
                """
        })
    }
}
