import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Vector image sets (the hand-written `Vectors.storyboard` and `Vectors.xcassets`): an image
/// set of one PDF or SVG is found and used, as Xcode builds it, never a placeholder.
@MainActor
@Suite struct IBVectorImageTests {
    @Test func vectorImageSetsAreUsedNotPlaceholders() throws {
        let file = try IBFixtures.load("Vectors.storyboard").file
        #expect(file.warnings.isEmpty, "\(file.warnings.map(\.message))")
        let root = try #require(file.scene("vectors")?.view)
        func view(_ id: String) -> ViewSpec? {
            func walk(_ v: ViewSpec) -> ViewSpec? { v.layoutID == id ? v : v.subviews.lazy.compactMap(walk).first }
            return walk(root)
        }
        for (id, image) in [("leaf-small", "Vectors.xcassets/leaf.imageset/leaf.pdf"), ("leaf-large", "Vectors.xcassets/leaf.imageset/leaf.pdf"),
                            ("sun-small", "Vectors.xcassets/sun.imageset/sun.svg"), ("bell-red", "Vectors.xcassets/bell.imageset/bell.pdf")] {
            let v = try #require(view(id))
            #expect(v.kind == .image && v.image == image, "\(id): \(v.kind) \(v.image ?? "no image")")
        }
        // The bell's set is a template: tinted by the view's tint colour.
        #expect(view("bell-red")?.template == true)
        #expect(view("leaf-large")?.template != true)
    }

    @Test func aButtonsImageGoesBeforeItsTitleAsUIKitLaysThemOut() throws {
        let file = try IBFixtures.load("Vectors.storyboard").file
        let root = try #require(file.scene("vectors")?.view)
        let alerts = try #require(root.subviews.first { $0.layoutID == "alerts" })
        // No image view under the title any more: the button lays out its image and title itself.
        #expect(alerts.subviews.isEmpty)
        let c = try #require(alerts.buttonConfiguration)
        #expect(c.style == .plain && c.image == "Vectors.xcassets/bell.imageset/bell.pdf" && c.imageSize == Size(24, 24))
        #expect(c.imageIsTemplate && c.imagePlacement == .leading && c.imagePadding == 0)
        #expect(c.contentInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(alerts.text == " Alerts")
        let add = try #require(root.subviews.first { $0.layoutID == "add" })
        #expect(add.buttonConfiguration?.systemImageName == "plus.circle.fill" && add.subviews.isEmpty)
    }
}
