import Foundation

/// The largest frame a renderer can make, and the one rule that turns a size in points into a
/// size in pixels that fits it.
///
/// Every conversion from points to pixels (the window, the screen target, view snapshots,
/// `segue render`'s output) goes through `pixels(for:scale:)`, so no size — zero, negative,
/// not finite, or larger than the GL context allows — can trap on conversion, make an
/// incomplete framebuffer or exhaust memory. A size that does not fit is scaled down as a
/// whole (its aspect ratio kept) until it does; `fits` says whether that happened.
public struct PixelLimits: Sendable, Equatable, CustomStringConvertible {
    /// The longest side in pixels: the GL context's largest texture, renderbuffer and viewport
    /// side, whichever is smallest (16384 with Mesa's llvmpipe).
    public var maxSide: Int
    /// The most pixels in one frame: 2²⁷ (16384 × 8192, 512 MiB as RGBA8), so that a frame, its
    /// snapshots and its readback stay within the memory of an ordinary machine.
    public var maxPixels: Int

    /// The area limit every context gets.
    public static let standardMaxPixels = 1 << 27
    /// Limits for a context whose own limit is unknown (before a context exists, and in tests).
    public static let standard = PixelLimits(maxSide: 16_384)

    /// Creates limits of `maxSide` pixels a side and `maxPixels` pixels in all; values below 1
    /// are raised to 1.
    public init(maxSide: Int, maxPixels: Int = PixelLimits.standardMaxPixels) {
        self.maxSide = max(1, maxSide)
        self.maxPixels = max(1, maxPixels)
    }

    /// The pixel size of `points` at `scale` pixels per point: each side rounded, at least 1,
    /// and the whole scaled down (aspect kept) to fit `maxSide` and `maxPixels`. Sides that
    /// are not finite or not positive count as 1; a scale that is not finite or not positive
    /// counts as 1.
    public func pixels(for points: Size, scale: Double = 1) -> (width: Int, height: Int) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        func side(_ v: Double) -> Double {
            guard v.isFinite, v > 0 else { return 1 }
            return min(v * s, 1e12)
        }
        let w = side(points.width), h = side(points.height)
        let factor = min(1, Double(maxSide) / w, Double(maxSide) / h, (Double(maxPixels) / (w * h)).squareRoot())
        func whole(_ v: Double) -> Int { Swift.min(maxSide, Swift.max(1, Int((v * factor).rounded()))) }
        var (pw, ph) = (whole(w), whole(h))
        // Rounding may leave the area a few pixels over: take them off the longer side.
        while pw * ph > maxPixels { if pw >= ph { pw -= 1 } else { ph -= 1 } }
        return (pw, ph)
    }

    /// Whether `points` at `scale` gets its full pixel size (nothing clamped).
    public func fits(_ points: Size, scale: Double = 1) -> Bool {
        let s = scale.isFinite && scale > 0 ? scale : 1
        guard points.width.isFinite, points.height.isFinite else { return false }
        let (w, h) = pixels(for: points, scale: s)
        return Double(w) == max(1, (points.width * s).rounded()) && Double(h) == max(1, (points.height * s).rounded())
    }

    /// The size in whole points, at least 1×1, whose pixels at `scale` fit: what a window or a
    /// headless context of `points` is given.
    public func points(for points: Size, scale: Double = 1) -> Size {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let (pw, ph) = pixels(for: points, scale: s)
        func side(_ requested: Double, _ px: Int) -> Double {
            let whole = requested.isFinite && requested >= 1 ? requested.rounded() : 1
            return Swift.max(1, Swift.min(whole, (Double(px) / s).rounded(.down)))
        }
        return Size(side(points.width, pw), side(points.height, ph))
    }

    /// "16384 pixels a side and 134217728 pixels in all".
    public var description: String { "\(maxSide) pixels a side and \(maxPixels) pixels in all" }
}
