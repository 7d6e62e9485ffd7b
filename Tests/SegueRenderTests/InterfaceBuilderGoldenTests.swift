import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Scenes converted from hand-written Interface Builder storyboards (the fixtures of
    /// SegueCoreTests), drawn as the window shows them at the size they were designed for.
    @MainActor
    @Suite("Interface Builder scenes")
    struct InterfaceBuilderGoldenTests {
        static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SegueCoreTests/InterfaceBuilder/Fixtures")

        /// Text is rasterised by FreeType (through Pango and cairo) and images scaled by the GL sampler:
        /// their antialiased edges may round a level or two apart between library versions.
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.001,
                                                 because: "text and scaled-image edges round a level or two apart between FreeType and Mesa versions")

        /// The scene drawn in a window of `size`, or of `device`'s screen (its status bar and
        /// safe area) when given.
        func render(_ file: String, scene: String, size: Size = Size(375, 667), device: DeviceProfile? = nil) throws -> PixelBuffer {
            let size = device?.size ?? size
            let path = Self.fixtures.appendingPathComponent(file).path
            let storyboard = try Storyboard.load(path: path,
                                                 assets: StoryboardScene.assetPolicy(folder: nil)).get()
            var image: PixelBuffer?
            try withGL(size: size) { stack in
                let window = Window(size: size, clock: ManualClock())
                window.device = device
                window.rootViewController = storyboard.instantiateViewController(withIdentifier: scene)
                try stack.renderer.draw(window.drawList(), to: .screen)
                image = try stack.renderer.readScreen()
            }
            return try #require(image)
        }

        @Test("Xcode 4 frames: a label, a button, an asset catalogue image and a placeholder")
        func xcode4Home() throws {
            assertSnapshot(of: try render("Xcode4Frames.storyboard", scene: "home", size: Size(320, 416)), as: .image, named: "ib-xcode4-home", tolerance: Self.tolerance)
        }

        @Test("Auto Layout: views placed by constraints, a stack view, colours from resources")
        func autoLayout() throws {
            assertSnapshot(of: try render("AutoLayout.storyboard", scene: "vc", device: Self.eight), as: .image, named: "ib-autolayout", tolerance: Self.tolerance)
        }

        static let eight = DeviceProfile.named("iphone-8")!

        @Test("Every constraint form, at the canvas size and turned", arguments: [false, true])
        func constraintForms(landscape: Bool) throws {
            assertSnapshot(of: try render("LayoutForms.storyboard", scene: "forms", device: Self.eight.oriented(landscape: landscape)),
                           as: .image, named: landscape ? "ib-forms-landscape" : "ib-forms", tolerance: Self.tolerance)
        }

        @Test("Stack views of each distribution and alignment, at the canvas size and turned", arguments: [false, true])
        func stacks(landscape: Bool) throws {
            assertSnapshot(of: try render("LayoutForms.storyboard", scene: "stacks", device: Self.eight.oriented(landscape: landscape)),
                           as: .image, named: landscape ? "ib-stacks-landscape" : "ib-stacks", tolerance: Self.tolerance)
        }

        @Test("Under a navigation bar on a notch device: the safe area starts below the bar")
        func navigation() throws {
            assertSnapshot(of: try render("LayoutForms.storyboard", scene: "nav", device: DeviceProfile.named("iphone-x")),
                           as: .image, named: "ib-nav-iphone-x", tolerance: Self.tolerance)
        }

        @Test("Controls and unknown views, with an embedded child")
        func controls() throws {
            assertSnapshot(of: try render("Controllers.storyboard", scene: "controls", size: Size(390, 700)), as: .image, named: "ib-controls", tolerance: Self.tolerance)
        }

        @Test("Cells: stacks in prototype and static cells, collection cells of their own size with a header and footer, styled cell labels", arguments: [
            ("stacks", "ib-cells-stacks"), ("static", "ib-cells-static"), ("cards", "ib-cells-cards"), ("styles", "ib-cells-styles"),
        ])
        func cellStacks(scene: String, name: String) throws {
            assertSnapshot(of: try render("Cells.storyboard", scene: scene, device: Self.eight), as: .image, named: name, tolerance: Self.tolerance)
        }

        static let fourteen = DeviceProfile.named("iphone-14")!

        @Test("Tables, a scroll view and a collection view as Xcode draws them", arguments: [
            ("nav", "ib-tables-settings"), ("list", "ib-tables-prototypes"), ("grid", "ib-tables-grid"), ("profile", "ib-tables-scroll"),
        ])
        func tables(scene: String, name: String) throws {
            assertSnapshot(of: try render("Tables.storyboard", scene: scene, device: Self.fourteen), as: .image, named: name, tolerance: Self.tolerance)
        }

        @Test("The settings table turned, and in a small window", arguments: [true, false])
        func settingsSizes(landscape: Bool) throws {
            let image = landscape ? try render("Tables.storyboard", scene: "nav", device: Self.fourteen.oriented(landscape: true))
                : try render("Tables.storyboard", scene: "nav", size: Size(320, 300))
            assertSnapshot(of: image, as: .image, named: landscape ? "ib-tables-settings-landscape" : "ib-tables-settings-small", tolerance: Self.tolerance)
        }

        @Test("Every control UIKit draws by default and a wrapped text view, at the canvas size and turned", arguments: [false, true])
        func valueControls(landscape: Bool) throws {
            assertSnapshot(of: try render("Controls.storyboard", scene: "controls", device: Self.fourteen.oriented(landscape: landscape)),
                           as: .image, named: landscape ? "ib-value-controls-landscape" : "ib-value-controls", tolerance: Self.tolerance)
        }

        @Test("Button configurations, SF Symbols and an asset catalogue's images and colour, upright and turned", arguments: [false, true])
        func configuredButtons(landscape: Bool) throws {
            assertSnapshot(of: try render("Controls.storyboard", scene: "buttons", device: Self.fourteen.oriented(landscape: landscape)),
                           as: .image, named: landscape ? "ib-buttons-landscape" : "ib-buttons", tolerance: Self.tolerance)
        }

        @Test("Vector image sets: a PDF at its size, enlarged and cropped, an SVG styled by CSS, a tinted template PDF")
        func vectorImages() throws {
            assertSnapshot(of: try render("Vectors.storyboard", scene: "vectors", device: Self.fourteen), as: .image, named: "ib-vectors", tolerance: Self.tolerance)
        }

        /// The device the fixture `name` was laid out for.
        static func documentDevice(_ name: String) throws -> DeviceProfile {
            let path = fixtures.appendingPathComponent(name).path
            return try #require(InterfaceBuilderReader.documentDevice(data: try Data(contentsOf: URL(fileURLWithPath: path)), path: path))
        }

        @Test("A document in the dark appearance: dark system colours, colour set, default text and the controls' dark faces")
        func darkDocument() throws {
            // The document's own device, dark: its status bar draws light content.
            let device = try Self.documentDevice("Dark.storyboard")
            #expect(device.isDark)
            assertSnapshot(of: try render("Dark.storyboard", scene: "dark", device: device), as: .image, named: "ib-dark", tolerance: Self.tolerance)
        }

        @Test("A dark document's bars: a dark navigation bar with a custom view item, a dark toolbar and tab bar, a black bar and a tinted toolbar")
        func darkBars() throws {
            let device = try Self.documentDevice("DarkBars.storyboard")
            #expect(device.isDark)
            assertSnapshot(of: try render("DarkBars.storyboard", scene: "nav", device: device), as: .image, named: "ib-dark-bars", tolerance: Self.tolerance)
        }

        @Test("A tab bar on a phone on its side: 32 points high, each icon beside its title")
        func landscapeTabBar() throws {
            // The document is dark: so is the phone.
            var device = Self.eight.oriented(landscape: true)
            device.isDark = true
            assertSnapshot(of: try render("DarkBars.storyboard", scene: "tabs", device: device), as: .image,
                           named: "ib-tabbar-landscape", tolerance: Self.tolerance)
        }

        @Test("A tab bar controller: its first tab above the tab bar")
        func tabBar() throws {
            assertSnapshot(of: try render("Controllers.storyboard", scene: "tabs", size: Size(390, 500)), as: .image, named: "ib-tabbar", tolerance: Self.tolerance)
        }

        @Test("Navigation chrome: large titles, bar button items and a tint, at the canvas size and turned", arguments: [false, true])
        func navigationChrome(landscape: Bool) throws {
            assertSnapshot(of: try render("Chrome.storyboard", scene: "nav", device: Self.fourteen.oriented(landscape: landscape)),
                           as: .image, named: landscape ? "ib-chrome-nav-landscape" : "ib-chrome-nav", tolerance: Self.tolerance)
        }

        @Test("An opaque tinted bar over an untitled root, and a hidden bar", arguments: ["plainNav", "hiddenNav"])
        func plainAndHiddenBars(scene: String) throws {
            assertSnapshot(of: try render("Chrome.storyboard", scene: scene, device: Self.fourteen), as: .image,
                           named: "ib-chrome-\(scene)", tolerance: Self.tolerance)
        }

        @Test("Tab bar items: system items' symbols, an image, an SF Symbol by name and a badge, on a notch device")
        func tabBarItems() throws {
            assertSnapshot(of: try render("Chrome.storyboard", scene: "tabs", device: Self.fourteen), as: .image,
                           named: "ib-chrome-tabs", tolerance: Self.tolerance)
        }

        @Test("A split view: master and detail side by side on a wide window, the master alone when compact",
              arguments: [Size(1024, 600), Size(390, 600)])
        func splitView(size: Size) throws {
            assertSnapshot(of: try render("Chrome.storyboard", scene: "split", size: size), as: .image,
                           named: size.width >= 600 ? "ib-chrome-split" : "ib-chrome-split-compact", tolerance: Self.tolerance)
        }

        @Test("Three columns on an iPad on its side, the primary hidden upright, the compact column on a phone",
              arguments: [("ipad-pro-12.9", true), ("ipad", false), ("iphone-14", false)])
        func tripleColumnSplitView(device: String, landscape: Bool) throws {
            let profile = try #require(DeviceProfile.named(device)).oriented(landscape: landscape)
            assertSnapshot(of: try render("SplitColumns.storyboard", scene: device == "ipad" ? "notes" : "mail", device: profile),
                           as: .image, named: "ib-split-columns-\(device)", tolerance: Self.tolerance)
        }

        @Test("Bars among a scene's views: a navigation bar of two items and an opaque toolbar; a tab bar with a selected item",
              arguments: ["standalone", "strip"])
        func standaloneBars(scene: String) throws {
            assertSnapshot(of: try render("Bars.storyboard", scene: scene, device: Self.fourteen), as: .image,
                           named: "ib-bars-\(scene)", tolerance: Self.tolerance)
        }

        @Test("A navigation controller's toolbar: items spaced by flexible and fixed spaces above the home indicator")
        func toolbar() throws {
            assertSnapshot(of: try render("Chrome.storyboard", scene: "toolNav", device: Self.fourteen), as: .image,
                           named: "ib-chrome-toolbar", tolerance: Self.tolerance)
        }
    }
}
