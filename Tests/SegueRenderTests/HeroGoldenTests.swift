import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Hero's Basic example (read from the project's test corpora, beside the repository)
    /// halfway through its segue: the three squares on their arcs towards the wide bars, the
    /// labels on their way, each element drawn once above the screens' cross-dissolve.
    @MainActor
    @Suite("Matched elements")
    struct HeroGoldenTests {
        static let basic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpora/hero/LegacyExamples__Examples__Basic.storyboard")

        @Test("Hero's Basic example halfway through its segue")
        func basicHalfway() throws {
            let size = Size(320, 440)
            let storyboard = try Storyboard.load(path: Self.basic.path, assets: StoryboardScene.assetPolicy(folder: nil)).get()
            var image: PixelBuffer?
            try withGL(size: size) { stack in
                let clock = ManualClock()
                let window = Window(size: size, clock: clock)
                window.rootViewController = storyboard.instantiateInitialViewController()
                _ = window.drawList()
                #expect(window.performSegueChoice(named: "A3e-Qu-r4W"))
                let running = try #require(window.runningTransitions.first)
                clock.advance(by: running.transition.duration / 2)
                let list = window.drawList()
                #expect(abs(running.visualProgress - 0.5) < 0.05)
                try stack.renderer.draw(list, to: .screen)
                image = try stack.renderer.readScreen()
            }
            assertSnapshot(of: try #require(image), as: .image, named: "hero-basic-halfway",
                           tolerance: InterfaceBuilderGoldenTests.tolerance)
        }
    }
}
