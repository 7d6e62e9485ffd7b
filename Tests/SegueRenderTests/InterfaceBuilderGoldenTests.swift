import Foundation
import SegueKit
import Testing

extension GLTests {
    /// Scenes converted from hand-written Interface Builder storyboards (the fixtures of
    /// SegueCoreTests), drawn as the window shows them at the size they were designed for.
    @MainActor
    @Suite("Interface Builder scenes")
    struct InterfaceBuilderGoldenTests {
        static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SegueCoreTests/InterfaceBuilder/Fixtures")

        func render(_ file: String, scene: String, size: Size) throws -> PixelBuffer {
            let path = Self.fixtures.appendingPathComponent(file).path
            let storyboard = try Storyboard.load(path: path,
                                                 assets: StoryboardScene.assetPolicy(folder: nil)).get()
            var image: PixelBuffer?
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                window.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
                try stack.renderer.draw(window.drawList(), to: .screen)
                image = try stack.renderer.readScreen()
            }
            return try #require(image)
        }

        @Test("Xcode 4 frames: a label, a button, an asset catalogue image and a placeholder")
        func xcode4Home() throws {
            assertMatchesGolden(try render("Xcode4Frames.storyboard", scene: "home", size: Size(320, 416)), named: "ib-xcode4-home")
        }

        @Test("Auto Layout: views placed by constraints, a stack view, colours from resources")
        func autoLayout() throws {
            assertMatchesGolden(try render("AutoLayout.storyboard", scene: "vc", size: Size(375, 667)), named: "ib-autolayout")
        }

        @Test("Controls and unknown views, with an embedded child")
        func controls() throws {
            assertMatchesGolden(try render("Controllers.storyboard", scene: "controls", size: Size(390, 700)), named: "ib-controls")
        }

        @Test("A tab bar controller: its first tab above the tab bar")
        func tabBar() throws {
            assertMatchesGolden(try render("Controllers.storyboard", scene: "tabs", size: Size(390, 500)), named: "ib-tabbar")
        }
    }
}
