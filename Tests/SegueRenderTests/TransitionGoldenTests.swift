import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Every transition at progress 0.25, 0.5 and 0.75, drawn by the real renderer between two
    /// photos at 160×90, compared with golden images; and exactly the source at 0 and the
    /// destination at 1.
    @MainActor
    @Suite("Transition goldens")
    struct TransitionGoldenTests {
        nonisolated static let catalog = try! TransitionCatalog(assets: assetsFolder)
        static let size = Size(160, 90)
        /// The photos are sampled bilinearly, blended and shaded in 8 bits per channel: GL
        /// drivers (llvmpipe versions among them) may round a level or two apart.
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.001,
                                                 because: "bilinear sampling and 8-bit blending round a level or two apart between GL drivers")

        func render(_ name: String, _ p: Double, in stack: GraphicsStack) throws -> (PixelBuffer, PixelBuffer, PixelBuffer) {
            let a = try PixelBuffer.load(assetsFolder + "/images/photos/sunset.png").scaled(to: 160, 90)
            let b = try PixelBuffer.load(assetsFolder + "/images/photos/city.png").scaled(to: 160, 90)
            stack.renderer.shaderSources = Self.catalog.shaderSource
            let ta = stack.renderer.registerTexture(a), tb = stack.renderer.registerTexture(b)
            let t = try Self.catalog.make(name: name, parameters: [:])
            let list = t.drawList(progress: p, input: TransitionInput(size: Self.size, from: .texture(ta), to: .texture(tb)))
            try stack.renderer.draw(list, to: .screen)
            return (try stack.renderer.readScreen(), a, b)
        }

        @Test("Golden frames at 0.25, 0.5, 0.75", arguments: catalog.names)
        func goldens(name: String) throws {
            try withGL(size: Self.size) { stack in
                for p in [0.25, 0.5, 0.75] {
                    let (img, _, _) = try render(name, p, in: stack)
                    assertSnapshot(of: img, as: .image, named: "transition-\(name)-\(Int(p * 100))", tolerance: Self.tolerance)
                }
            }
        }

        @Test("Progress 0 is exactly the source and 1 exactly the destination", arguments: catalog.names)
        func exactEnds(name: String) throws {
            try withGL(size: Self.size) { stack in
                let (start, a, _) = try render(name, 0, in: stack)
                #expect(start == a, "\(name) at 0 differs from the source")
                let (end, _, b) = try render(name, 1, in: stack)
                #expect(end == b, "\(name) at 1 differs from the destination")
            }
        }
    }
}
