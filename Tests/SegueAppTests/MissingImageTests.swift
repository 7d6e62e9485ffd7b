import Foundation
import Testing
import SegueKit

/// An image named from code that cannot be found draws nothing, as a nil `UIImage(named:)`
/// does: the app goes on, with one warning per file (storyboards keep `check`'s error).
@MainActor
@Suite("Missing images from code", .serialized)
struct MissingImageTests {
    @Test func aMissingImageDrawsNothingAndTheAppGoesOn() throws {
        let size = Size(160, 120)
        let stack = try GraphicsStack(options: PlatformOptions(size: size, headless: true))
        defer { stack.window.close() }
        var warnings: [String] = []
        stack.renderer.onMissingImage = { path, _ in warnings.append(path) }
        let root = ViewController()
        root.view.backgroundColor = .white
        let missing = "/nonexistent-folder/photo.png"
        let image = ImageView(frame: Rect(0, 0, 160, 120), image: missing, contentMode: .aspectFill)
        root.view.addSubview(image)
        let pattern = View(frame: Rect(0, 0, 80, 60))
        pattern.patternImage = "/nonexistent-folder/tile.png"
        root.view.addSubview(pattern)
        let clock = ManualClock()
        let scene = StoryboardScene(rootViewController: root, size: size, clock: clock)
        let loop = FrameLoop(stack: stack, scene: scene, clock: clock, pacer: nil)
        for i in 1...3 {
            clock.set(Double(i) / 60)
            #expect(try loop.step(keepFrame: true) != nil)
        }
        #expect(warnings.sorted() == ["/nonexistent-folder/photo.png", "/nonexistent-folder/tile.png"],
                "one warning for each file, not one a frame")
        // Nothing was drawn over the white background.
        let screen = try stack.renderer.readScreen()
        let centre = (screen.height / 2 * screen.width + screen.width / 2) * 4
        #expect(Array(screen.bytes[centre..<centre + 3]) == [255, 255, 255])
    }
}
