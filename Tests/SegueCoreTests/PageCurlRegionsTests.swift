import Foundation
import Testing
@testable import SegueCore

/// The page curl's split of the frame: rectangles that tile it exactly, each of a kind that
/// agrees with the shader's geometry at every point inside it.
@MainActor
@Suite struct PageCurlRegionsTests {
    static let sizes = [Size(1280, 720), Size(320, 480), Size(500, 500)]

    @Test func regionsTileTheFrameExactly() {
        for size in Self.sizes {
            for p in stride(from: 0.05, through: 0.95, by: 0.15) {
                let regions = PageCurlRegions(size: size, progress: p, parameters: [:]).regions()
                let area = regions.reduce(0.0) { $0 + $1.rect.width * $1.rect.height }
                #expect(abs(area - size.width * size.height) < 1e-6 * size.width * size.height, "\(size) at \(p)")
                for (i, a) in regions.enumerated() {
                    #expect(a.rect.minX >= -1e-9 && a.rect.minY >= -1e-9 && a.rect.maxX <= size.width + 1e-9 && a.rect.maxY <= size.height + 1e-9)
                    for b in regions[(i + 1)...] {
                        let o = a.rect.intersection(b.rect)
                        #expect(o.width * o.height < 1e-6, "\(a.rect) overlaps \(b.rect)")
                    }
                }
            }
        }
    }

    @Test func everyPointOfAPlainRegionIsPlainInTheShader() {
        for size in Self.sizes {
            for angle in [0.0, 0.35, 1.5] {
                for p in stride(from: 0.05, through: 0.95, by: 0.1) {
                    let curl = PageCurlRegions(size: size, progress: p, parameters: ["angle": .float(angle)])
                    for region in curl.regions() where region.kind != .curl {
                        let r = region.rect
                        for fx in [0.0, 0.5, 1.0] {
                            for fy in [0.0, 0.5, 1.0] {
                                let s = curl.distance(x: r.minX + fx * r.width, y: r.minY + fy * r.height)
                                switch region.kind {
                                case .to: #expect(s < curl.shadowReach, "\(size) angle \(angle) p \(p)")
                                case .from: #expect(s > curl.backReach, "\(size) angle \(angle) p \(p)")
                                case .back: #expect(s > 0, "\(size) angle \(angle) p \(p)")
                                case .curl: break
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func theShaderRunsOnLessThanTheWholeFrame() {
        // At 720p the band of the cylinder and its shadow is a minority of the frame.
        let size = Size(1280, 720)
        for p in [0.2, 0.5, 0.8] {
            let regions = PageCurlRegions(size: size, progress: p, parameters: [:]).regions()
            let curlArea = regions.filter { $0.kind == .curl }.reduce(0.0) { $0 + $1.rect.width * $1.rect.height }
            #expect(curlArea < 0.5 * size.width * size.height, "progress \(p): \(curlArea / (size.width * size.height))")
        }
    }

    @Test func theBackIsThePageMirroredAcrossTheFoldLine() {
        let size = Size(640, 360)
        let curl = PageCurlRegions(size: size, progress: 0.5, parameters: [:])
        let m = curl.backTransform
        // A reflection: applying it twice gives the point back, and points on the fold line
        // (half a turn of the cylinder behind the axis) stay where they are.
        for pt in [Point(10, 20), Point(600, 300), Point(320, 0)] {
            let back = m.project(m.project(pt))
            #expect(abs(back.x - pt.x) < 1e-6 && abs(back.y - pt.y) < 1e-6)
            let image = m.project(pt)
            let s0 = curl.distance(x: pt.x, y: pt.y), s1 = curl.distance(x: image.x, y: image.y)
            // Mirrored across s = −πr/2: s + s' = −πr.
            #expect(abs(s0 + s1 + Double.pi * curl.radius) < 1e-9)
        }
    }
}
