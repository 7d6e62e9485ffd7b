import Foundation
@testable import SegueCore
import SegueKit
import SeguePlatform
import Testing

/// The F1 help panel wraps to fit: at every window size each line of it fits its frame and the
/// panel lies inside the window; the live window has a minimum size.
@MainActor
@Suite("Help overlay")
struct HelpOverlayTests {
    @Test(arguments: [Size(1280, 720), Size(640, 480), Size(480, 320), Size(400, 900), Size(3840, 2160)])
    func helpFitsTheWindow(size: Size) throws {
        let scene = try StoryboardScene(storyboardPath: CtrlRRecordingTests.storyboard, size: size, clock: ManualClock())
        scene.handle(.keyDown(.f1, []))
        let quads = scene.overlay()
        let texts = quads.compactMap { q -> (TextSpec, Rect)? in
            guard case .text(let t) = q.content else { return nil }
            return (t, q.transform.boundingBox(of: Rect(size: q.size)))
        }
        #expect(texts.count >= 20, "the help lines are there")
        for (t, frame) in texts {
            let laidOut = TextSystem.measurer.layout(t)
            #expect(!laidOut.isTruncated && laidOut.size.width <= frame.width + 0.5, "\"\(t.text)\" is cut at \(size)")
            #expect(laidOut.size.height <= frame.height + 0.5)
            // Whole points: the renderer opens fonts at whole pixel sizes, so a fraction would be
            // drawn wider than measured.
            #expect(t.fontSize == t.fontSize.rounded(), "\"\(t.text)\" at \(t.fontSize) pt")
            #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= size.width && frame.maxY <= size.height,
                    "\"\(t.text)\" at \(frame) is outside the \(size) window")
        }
        // Every word of every description is shown.
        let shown = texts.map(\.0.text).joined(separator: " ")
        for word in ["recording", "Reduce", "scrub", "quit", "navigation"] { #expect(shown.contains(word)) }
    }

    @Test func theLiveWindowHasAMinimumSize() {
        #expect(PlatformOptions().minimumSize == Size(480, 320))
    }
}
