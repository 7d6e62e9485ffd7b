import Foundation
import Testing
@testable import SegueCore

/// iOS 15 button configurations: each style's colours, the content laid out with its insets
/// and image placement, the intrinsic size, and a press through a real window; SF Symbols drawn
/// as glyphs or labelled placeholders.
@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func eachStyleHasItsColours() {
        let tint = Color.systemBlue
        #expect(Button.Configuration.filled().foregroundColor(tint: tint) == .white)
        #expect(Button.Configuration.filled().backgroundColor(tint: tint) == tint)
        #expect(Button.Configuration.plain().foregroundColor(tint: tint) == tint)
        #expect(Button.Configuration.plain().backgroundColor(tint: tint) == nil)
        #expect(Button.Configuration.tinted().backgroundColor(tint: tint) == tint.withAlpha(0.15))
        #expect(Button.Configuration.borderedProminent().backgroundColor(tint: tint) == tint)
        var c = Button.Configuration.gray()
        c.baseForegroundColor = .red
        c.baseBackgroundColor = .green
        #expect(c.foregroundColor(tint: tint) == .red && c.backgroundColor(tint: tint) == .green)
    }

    @Test func theContentIsLaidOutInItsInsetsAndSizesTheButton() throws {
        let b = Button(frame: Rect(0, 0, 200, 60), title: "Title")
        var c = Button.Configuration.filled()
        c.systemImageName = "star"
        c.imagePadding = 6
        b.configuration = c
        let inset = c.resolvedContentInsets
        #expect(inset == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        let l = b.configuredLayout(c, in: b.bounds)
        let image = try #require(l.image), title = try #require(l.title?.0)
        // Leading image, the padding, then the title, the whole block centred.
        #expect(abs(title.minX - (image.maxX + 6)) < 1e-9)
        #expect(abs((image.minX + title.maxX) / 2 - 100) < 1e-9)
        let size = b.intrinsicContentSize
        #expect(abs(size.width - (l.contentSize.width + 24)) < 1e-9 && abs(size.height - (l.contentSize.height + 14)) < 1e-9)
        // Trailing and top placements move the image.
        c.imagePlacement = .trailing
        let t = b.configuredLayout(c, in: b.bounds)
        #expect(try #require(t.image).minX > (t.title?.0.maxX ?? 0))
        c.imagePlacement = .top
        let top = b.configuredLayout(c, in: b.bounds)
        #expect(try #require(top.image).maxY <= (top.title?.0.minY ?? 0))
        // A subtitle goes below the title, 2 points apart.
        c.subtitle = "More"
        let sub = b.configuredLayout(c, in: b.bounds)
        #expect(abs((sub.subtitle?.0.minY ?? 0) - ((sub.title?.0.maxY ?? 0) + c.titlePadding)) < 1e-9)
        // Corners: capsule is half the height; dynamic is 6 for a medium button.
        #expect(c.cornerRadius(height: 60) == 6)
        c.cornerStyle = .capsule
        #expect(c.cornerRadius(height: 60) == 30)
    }

    @Test func aConfiguredButtonIsDrawnAndPressed() {
        let window = Window(size: Size(300, 200), clock: ManualClock())
        let screen = ViewController()
        window.rootViewController = screen
        let b = Button(frame: Rect(20, 20, 200, 50), title: "Go")
        b.configuration = .filled()
        screen.view.addSubview(b)
        var pressed = 0
        b.addAction(for: .primaryActionTriggered) { _ in pressed += 1 }
        let quads = b.snapshotContents().quads
        // The tint background with the medium size's corners, then the title.
        #expect(quads.first?.content == .color(.systemBlue) && quads.first?.cornerRadius == 6)
        #expect(quads.contains { if case .text = $0.content { return true }; return false })
        window.handle(.mouseDown(Point(100, 40), .left))
        #expect(b.snapshotContents().quads.count == quads.count + 1, "the press darkens it")
        window.handle(.mouseUp(Point(100, 40), .left))
        #expect(pressed == 1)
    }

    @Test func symbolsAreGlyphsOrLabelledPlaceholders() {
        let v = ImageView(frame: Rect(0, 0, 30, 30))
        v.systemImageName = "chevron.right"
        let glyph = v.snapshotContents().quads
        #expect(glyph.count == 2 && glyph.allSatisfy { $0.content == .color(.systemBlue) })
        v.systemImageName = "airplane.circle"
        let placeholder = v.snapshotContents().quads
        #expect(placeholder.count == 2)
        guard case .text(let spec) = placeholder[1].content else { Issue.record("no label"); return }
        #expect(spec.attributedText.string == "airplane.circle")
        #expect(SystemSymbol.isDrawn("heart.fill") && !SystemSymbol.isDrawn("airplane.circle"))
    }
}
