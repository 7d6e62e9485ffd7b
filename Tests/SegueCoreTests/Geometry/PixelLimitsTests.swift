import Testing
@testable import SegueCore

/// The one rule from points to pixels.
@MainActor
@Suite struct PixelLimitsTests {
    let limits = PixelLimits(maxSide: 16384)

    @Test func sizesWithinTheLimitsAreExact() {
        #expect(limits.pixels(for: Size(1, 1)) == (1, 1))
        #expect(limits.pixels(for: Size(1280, 720), scale: 2) == (2560, 1440))
        #expect(limits.pixels(for: Size(16384, 1)) == (16384, 1))
        #expect(limits.pixels(for: Size(8192, 8192)) == (8192, 8192))
        #expect(limits.fits(Size(8192, 8192)) && limits.fits(Size(3, 7)))
    }

    @Test func largerSizesShrinkAsAWholeKeepingTheirShape() {
        let (w, h) = limits.pixels(for: Size(100_000, 50_000))
        #expect(w <= 16384 && h <= 16384 && w * h <= limits.maxPixels)
        #expect(abs(Double(w) / Double(h) - 2) < 0.001)
        #expect(limits.pixels(for: Size(16385, 10)) == (16384, 10))
        #expect(limits.pixels(for: Size(8192, 8192), scale: 8).0 <= 16384)
        #expect(!limits.fits(Size(16385, 10)) && !limits.fits(Size(20000, 20000)))
    }

    @Test func sizesThatAreNotSizesBecomeOnePixel() {
        for s in [Size(0, 0), Size(-5, -5), Size(.nan, .nan), Size(.infinity, 1), Size(1e300, 1e300)] {
            let (w, h) = limits.pixels(for: s, scale: .nan)
            #expect(w >= 1 && h >= 1 && w <= 16384 && h <= 16384 && w * h <= limits.maxPixels, "\(s)")
        }
        #expect(limits.pixels(for: Size(0.2, 0.2)) == (1, 1))
    }

    @Test func pointsForAHeadlessContextAreWholeAndFit() {
        #expect(limits.points(for: Size(1280.4, 719.6)) == Size(1280, 720))
        #expect(limits.points(for: Size(100_000, 10)) == Size(16384, 2))
        let p = limits.points(for: Size(8192, 8192), scale: 8)
        let (w, h) = limits.pixels(for: p, scale: 8)
        #expect(w <= 16384 && h <= 16384 && w * h <= limits.maxPixels && p.width == p.height)
    }
}
