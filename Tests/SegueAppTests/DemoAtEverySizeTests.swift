import Foundation
import SegueCore
import SegueKit
import SegueRender
import Testing

/// Every demo screen drawn by the real renderer, headless, mid-transition and at rest, at
/// window sizes from 1×1 to 8192×8192 (thin, tiny, odd and huge): no crash, no failed frame,
/// every frame the size the context's limits give, and — where the window is big enough to
/// show anything — pixels that are a picture, not a blank. A request beyond the context's
/// limits is fitted to them with a note.
///
/// `SEGUE_SIZES_DUMP=FOLDER` writes every checked frame there as PNG, to look at.
@MainActor
@Suite(.serialized) struct DemoAtEverySizeTests {
    nonisolated static let sizes: [(Int, Int)] = [(1, 1), (2, 2), (3, 7), (1, 4096), (4096, 1), (160, 90), (320, 180),
                                      (1280, 190), (270, 720), (8192, 8192)]
    static let dump = ProcessInfo.processInfo.environment["SEGUE_SIZES_DUMP"]

    /// For each demo key on `home`: a key inside the screen that starts its own transition.
    static let screens: [(key: String, inner: Key)] = [
        ("1", .right), ("2", .enter), ("3", Key("2")), ("4", .enter), ("5", .enter), ("6", .enter),
    ]

    @MainActor
    final class Session {
        let graphics: GraphicsStack
        let run: ScriptedRun
        let label: String
        var checked = 0

        init(width: Int, height: Int) throws {
            graphics = try GraphicsStack(options: PlatformOptions(size: Size(Double(width), Double(height)), headless: true))
            run = try ScriptedRun.demo(size: graphics.window.pointSize)
            label = "\(width)x\(height)"
        }

        func press(_ key: Key) { run.step([.keyDown(key, []), .keyUp(key, [])]) }

        /// Steps `n` frames with no input.
        func idle(_ n: Int) { for _ in 0..<n { run.step() } }

        /// Steps until nothing animates (at most 20 s of app time).
        func settle() {
            var n = 0
            while run.scene.window.isAnimating && n < 1200 { run.step(); n += 1 }
        }

        /// Builds this frame, draws it and checks its pixels; `moving` says a transition must be running.
        func drawAndCheck(_ what: String, moving: Bool) throws {
            let window = run.scene.window
            if moving { #expect(window.isAnimating, "\(label) \(what): no transition running") }
            let list = run.step()
            for id in run.scene.releasedSnapshots() { graphics.renderer.releaseSnapshot(id) }
            try graphics.renderer.draw(list, to: .screen)
            let image = try graphics.renderer.readScreen()
            let expected = graphics.renderer.limits.pixels(for: list.size, scale: graphics.renderer.scale)
            #expect(image.width == expected.width && image.height == expected.height,
                    "\(label) \(what): frame \(image.width)x\(image.height), expected \(expected)")
            checked += 1
            if let dump = DemoAtEverySizeTests.dump {
                try? FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
                _ = try? image.savePNG("\(dump)/\(label)-\(what.replacingOccurrences(of: " ", with: "-")).png")
            }
            // Black only where the screen itself is black (the photo detail); flat only where
            // the window is too small to show more than a background.
            let background = window.frontmostViewController?.view.backgroundColor ?? .black
            let screenIsBlack = background.red + background.green + background.blue <= 0
            if !screenIsBlack {
                #expect(!DemoAtEverySizeTests.isAll(image, [0, 0, 0]), "\(label) \(what): the frame is black")
            }
            if image.width >= 160 && image.height >= 90 {
                let first = Array(image.bytes[0..<3])
                #expect(!DemoAtEverySizeTests.isAll(image, first), "\(label) \(what): the frame is one flat colour")
            }
        }
    }

    /// Whether every pixel of `image` has the colour `rgb` (alpha ignored).
    static func isAll(_ image: PixelBuffer, _ rgb: [UInt8]) -> Bool {
        image.bytes.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let target = UInt32(rgb[0]) | UInt32(rgb[1]) << 8 | UInt32(rgb[2]) << 16
            for w in words where w & 0x00FF_FFFF != target { return false }
            return true
        }
    }

    @Test(arguments: DemoAtEverySizeTests.sizes.map { "\($0.0)x\($0.1)" })
    func everyDemoScreenDrawsMidTransitionAndAtRest(_ size: String) throws {
        let parts = size.split(separator: "x").map { Int($0)! }
        let s = try Session(width: parts[0], height: parts[1])
        #expect(s.graphics.window.pointSize == Size(Double(parts[0]), Double(parts[1])), "fits, so nothing is clamped")
        s.idle(2)
        try s.drawAndCheck("home", moving: false)
        for screen in Self.screens {
            s.press(Key(screen.key))
            s.idle(8)
            try s.drawAndCheck("\(screen.key) opening", moving: true)
            s.settle()
            try s.drawAndCheck("\(screen.key) at rest", moving: false)
            s.press(screen.inner)
            s.idle(6)
            try s.drawAndCheck("\(screen.key) inner", moving: s.run.scene.window.isAnimating)
            s.settle()
            try s.drawAndCheck("\(screen.key) inner at rest", moving: false)
            // Back home: Escape unwinds whatever the screen shows, one level at a time.
            for _ in 0..<4 where s.run.scene.window.frontmostViewController?.storyboardIdentifier != "home" {
                s.press(.escape)
                s.settle()
            }
            #expect(s.run.scene.window.frontmostViewController?.storyboardIdentifier == "home",
                    "\(size): screen \(screen.key) did not go back home")
        }
        #expect(s.checked == 1 + 4 * Self.screens.count)
        #expect(s.run.appearanceViolations.isEmpty, "\(s.run.appearanceViolations.prefix(3))")
    }

    @Test func aSizeBeyondTheLimitIsFittedWithANote() throws {
        var notes: [String] = []
        let graphics = try GraphicsStack(options: PlatformOptions(size: Size(100_000, 50_000), headless: true),
                                         note: { notes.append($0) })
        let limits = graphics.renderer.limits
        let points = graphics.window.pointSize
        #expect(Int(points.width) <= limits.maxSide && Int(points.height) <= limits.maxSide)
        #expect(Int(points.width * points.height) <= limits.maxPixels)
        #expect(abs(points.width / points.height - 2) < 0.01, "the aspect ratio is kept: \(points)")
        #expect(notes.count == 1 && notes[0].contains("100000x50000 is larger than this OpenGL context allows"), "\(notes)")
        // And the live resize: a size beyond the limit, then one within it.
        graphics.window.setSize(Size(1e300, 1e300))
        #expect(graphics.window.pollEvents() == [.resize(graphics.window.pointSize)])
        #expect(graphics.window.pointSize.width <= Double(limits.maxSide) && notes.count == 2)
        graphics.window.setSize(Size(640, 480))
        #expect(graphics.window.pointSize == Size(640, 480) && notes.count == 2)
        let run = try ScriptedRun.demo(size: graphics.window.pointSize)
        run.scene.handle(.resize(Size(100_000, 100_000)))
        try graphics.renderer.draw(run.step(), to: .screen)
        let px = try #require(graphics.renderer.screenPixelSize)
        #expect(px.width <= limits.maxSide && px.width * px.height <= limits.maxPixels)
    }
}
