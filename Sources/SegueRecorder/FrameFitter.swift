import Foundation

/// Fits frames of any size into a recording's one output size: scaled to fit, keeping the
/// aspect ratio, centred, with black bars (letterbox or pillarbox) filling the rest. A video
/// keeps one size, so when the window is resized mid-recording (`resize W H` in a script, or
/// the user dragging the window during Ctrl+R) each frame is fitted into the first size.
///
/// The scaling is a separable tent filter in integer arithmetic (weights in 14-bit fixed
/// point, summing exactly to one): bilinear when enlarging, an average over the source pixels
/// each output pixel covers when shrinking, so no source row or column is skipped. Nothing in
/// it depends on timing or threads, so the same frame always gives the same bytes.
public final class FrameFitter {
    /// The output width in pixels (more than 0).
    public let outputWidth: Int
    /// The output height in pixels (more than 0).
    public let outputHeight: Int

    /// Where a `width × height` frame lands in the output: its scaled size and offset.
    public struct Placement: Hashable, Sendable {
        /// The scaled frame's top left corner in the output (pixels, first row at the top) and its
        /// size in pixels.
        public var x: Int, y: Int, width: Int, height: Int
        /// A placement at (`x`, `y`) of `width × height` pixels.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    /// A fitter into frames of `outputWidth × outputHeight` pixels; both must be more than 0 (a
    /// precondition).
    public init(outputWidth: Int, outputHeight: Int) {
        precondition(outputWidth > 0 && outputHeight > 0)
        self.outputWidth = outputWidth
        self.outputHeight = outputHeight
    }

    /// The placement of a `width × height` frame: the largest size of the same aspect ratio
    /// (rounded, at least 1 pixel) that fits, centred (an odd leftover puts the extra pixel
    /// after the frame).
    public func placement(width: Int, height: Int) -> Placement {
        let scale = min(Double(outputWidth) / Double(width), Double(outputHeight) / Double(height))
        let w = min(outputWidth, max(1, Int((Double(width) * scale).rounded())))
        let h = min(outputHeight, max(1, Int((Double(height) * scale).rounded())))
        return Placement(x: (outputWidth - w) / 2, y: (outputHeight - h) / 2, width: w, height: h)
    }

    /// One output pixel's sources along an axis: the first source index and the weights.
    private struct Taps {
        var first: [Int32] = []
        var count: [Int32] = []
        var weights: [Int32] = []
        var offsets: [Int32] = []
    }
    private var horizontal: (from: Int, to: Int, taps: Taps)?
    private var vertical: (from: Int, to: Int, taps: Taps)?
    private var rows: [Int32] = []

    private static let one: Int32 = 1 << 14

    /// The tent filter's taps for scaling `source` samples to `target`.
    private static func taps(from source: Int, to target: Int) -> Taps {
        var t = Taps()
        let scale = Double(target) / Double(source)
        let radius = max(1.0, 1.0 / scale)
        for i in 0..<target {
            let centre = (Double(i) + 0.5) / scale - 0.5
            let lo = Int((centre - radius).rounded(.up)), hi = Int((centre + radius).rounded(.down))
            // (source index, weight); indices are clamped to the edges, so they never decrease
            // and a repeated one (past an edge) adds to the last tap.
            var taps: [(index: Int, weight: Double)] = []
            for j in lo...max(lo, hi) {
                let w = max(0, 1 - abs(Double(j) - centre) / radius)
                guard w > 0 else { continue }
                let index = min(source - 1, max(0, j))
                if taps.last?.index == index { taps[taps.count - 1].weight += w } else { taps.append((index, w)) }
            }
            if taps.isEmpty { taps = [(min(source - 1, max(0, Int(centre.rounded()))), 1)] }
            let total = taps.reduce(0) { $0 + $1.weight }
            var fixed = taps.map { Int32(($0.weight / total * Double(one)).rounded()) }
            // Make the weights sum to exactly one, so a flat colour stays exactly that colour.
            let largest = fixed.indices.max { fixed[$0] < fixed[$1] }!
            fixed[largest] += one - fixed.reduce(0, +)
            t.first.append(Int32(taps[0].index))
            t.count.append(Int32(taps.count))
            t.offsets.append(Int32(t.weights.count))
            t.weights += fixed
        }
        return t
    }

    /// Fits `source` (`width × height × 4` bytes of RGBA, rows top-down, or bottom-up when
    /// `bottomUp`) into `output` (`outputWidth × outputHeight × 4` bytes, rows top-down).
    public func fit(_ source: UnsafeRawBufferPointer, width: Int, height: Int, bottomUp: Bool = false,
                    into output: UnsafeMutableRawBufferPointer) {
        precondition(width > 0 && height > 0 && source.count >= width * height * 4)
        precondition(output.count >= outputWidth * outputHeight * 4)
        let place = placement(width: width, height: height)
        let dst = output.bindMemory(to: UInt8.self).baseAddress!
        // Black, opaque bars: what a video player shows around a picture anyway.
        for i in 0..<(outputWidth * outputHeight) {
            dst[4 * i] = 0; dst[4 * i + 1] = 0; dst[4 * i + 2] = 0; dst[4 * i + 3] = 255
        }
        if horizontal?.from != width || horizontal?.to != place.width {
            horizontal = (width, place.width, FrameFitter.taps(from: width, to: place.width))
        }
        if vertical?.from != height || vertical?.to != place.height {
            vertical = (height, place.height, FrameFitter.taps(from: height, to: place.height))
        }
        let h = horizontal!.taps, v = vertical!.taps
        let src = source.bindMemory(to: UInt8.self).baseAddress!
        // Pass 1: every source row scaled horizontally, kept at 8 bits per channel.
        let rowLength = place.width * 4
        if rows.count != rowLength * height { rows = [Int32](repeating: 0, count: rowLength * height) }
        rows.withUnsafeMutableBufferPointer { buffer in
            let tmp = buffer.baseAddress!
            for y in 0..<height {
                let line = src + (bottomUp ? height - 1 - y : y) * width * 4
                let out = tmp + y * rowLength
                for x in 0..<place.width {
                    let first = Int(h.first[x]), n = Int(h.count[x]), at = Int(h.offsets[x])
                    var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0, a: Int32 = 0
                    for k in 0..<n {
                        let w = h.weights[at + k], p = line + (first + k) * 4
                        r += w * Int32(p[0]); g += w * Int32(p[1]); b += w * Int32(p[2]); a += w * Int32(p[3])
                    }
                    let half = FrameFitter.one / 2
                    out[4 * x] = (r + half) >> 14; out[4 * x + 1] = (g + half) >> 14
                    out[4 * x + 2] = (b + half) >> 14; out[4 * x + 3] = (a + half) >> 14
                }
            }
            // Pass 2: columns scaled vertically into the placement.
            for y in 0..<place.height {
                let first = Int(v.first[y]), n = Int(v.count[y]), at = Int(v.offsets[y])
                let out = dst + ((place.y + y) * outputWidth + place.x) * 4
                for x in 0..<rowLength {
                    var sum: Int32 = 0
                    for k in 0..<n { sum += v.weights[at + k] * tmp[(first + k) * rowLength + x] }
                    out[x] = UInt8(clamping: (sum + FrameFitter.one / 2) >> 14)
                }
            }
        }
    }
}
