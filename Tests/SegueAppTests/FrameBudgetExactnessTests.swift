import Foundation
import Testing
import SegueCore
import SegueKit
import SegueDemo
import SeguePlatform
import SegueRecorder

/// The frame budget draws moving frames with fewer pixels when they are dear, and nothing
/// else: frames at rest and every recorded frame are the same with and without it.
@MainActor
@Suite("Frame budget exactness", .serialized)
struct FrameBudgetExactnessTests {
    /// A budget that has learned that the demo's moving frames (quads, no shader passes) cost
    /// 60 ms at full resolution, and never rises: the loop's clock here is a manual one, on
    /// which frames cost nothing, so what it measures would soon bring full resolution back.
    static func dearBudget() -> FrameBudget {
        var budget = FrameBudget()
        budget.hold = .max
        _ = budget.resolution(moving: true, kind: .quads)
        for _ in 0..<5 { budget.record(content: 0.060, rest: 0.001, resolution: 1) }
        _ = budget.resolution(moving: false, kind: .quads)
        return budget
    }

    struct Frame {
        var pixels: [UInt8]
        var moving: Bool
        var resolution: Double
    }

    /// The demo at 640×360, driven by the same keys on a 30 fps manual clock, each frame read
    /// back; with `budget`, and recording into `recording` (a folder of PNG frames) when given.
    func frames(budget: FrameBudget?, recording: String? = nil) throws -> [Frame] {
        let size = Size(640, 360)
        let stack = try GraphicsStack(options: PlatformOptions(size: size, headless: true))
        let sceneClock = ManualClock()
        let scene = try StoryboardScene(storyboardPath: try AppPaths.demoStoryboard(), registries: DemoApp.registries,
                                        size: size, clock: sceneClock)
        let loop = FrameLoop(stack: stack, scene: scene, clock: ManualClock(), pacer: nil)
        loop.budget = budget
        if let recording {
            loop.startRecording(try Recorder(path: recording, width: 640, height: 360, fps: 30, progress: nil, now: { 0 }))
        }
        // Home → the segmented demo (a dissolve), its second segment, back, the cube and a turn.
        let keys: [Int: InputEvent] = [2: .keyDown(Key("3"), []), 30: .keyDown(Key("2"), []), 55: .keyDown(.escape, []),
                                       85: .keyDown(Key("1"), []), 115: .keyDown(.right, [])]
        var out: [Frame] = []
        for i in 0..<150 {
            sceneClock.advance(by: 1.0 / 30)
            _ = try #require(try loop.step(keys[i].map { [$0] } ?? []))
            out.append(Frame(pixels: try stack.renderer.readScreen().bytes, moving: scene.isAnimating,
                             resolution: loop.lastResolution))
        }
        if let recorder = loop.stopRecording() { _ = try recorder.finish() }
        return out
    }

    @Test func framesAtRestAreTheSameWithAndWithoutTheBudget() throws {
        let exact = try frames(budget: nil)
        let budgeted = try frames(budget: Self.dearBudget())
        #expect(exact.count == budgeted.count)
        let moving = zip(exact, budgeted).filter { $0.0.moving }
        let resting = zip(exact, budgeted).filter { !$0.0.moving }
        #expect(moving.count > 40 && resting.count > 40, "\(moving.count) moving, \(resting.count) resting frames")
        // The budget did its work: moving frames drawn with fewer pixels, and they look it.
        #expect(budgeted.filter { $0.resolution < 1 }.count > 30)
        #expect(moving.contains { $0.0.pixels != $0.1.pixels })
        // ... and nothing else: at rest, every pixel is the same.
        for (i, pair) in resting.enumerated() {
            #expect(pair.1.resolution == 1)
            #expect(pair.0.pixels == pair.1.pixels, "resting frame \(i) differs")
        }
    }

    @Test func recordedFramesAreTheSameWithAndWithoutTheBudget() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let exact = try frames(budget: nil, recording: root + "/exact/")
        let budgeted = try frames(budget: Self.dearBudget(), recording: root + "/budgeted/")
        // While recording, every frame is drawn whole: on screen too.
        #expect(budgeted.allSatisfy { $0.resolution == 1 })
        #expect(zip(exact, budgeted).allSatisfy { $0.pixels == $1.pixels })
        let files = try FileManager.default.contentsOfDirectory(atPath: root + "/exact").sorted()
        #expect(files.count >= 150)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/budgeted").sorted() == files)
        for name in files {
            let a = try Data(contentsOf: URL(fileURLWithPath: root + "/exact/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: root + "/budgeted/" + name))
            #expect(a == b, "recorded frame \(name) differs")
        }
    }

    nonisolated static let sizes: [Size] = [Size(1, 1), Size(320, 180), Size(405, 720), Size(3840, 2160)]

    /// Every rung at the smallest, a small, a portrait and the largest window: the frame comes
    /// back whole-sized, a flat colour stays exactly that colour (repeated or filtered), the
    /// overlay is drawn at full resolution over the reduced content, and a whole frame drawn
    /// after reduced ones is the same as one drawn on a fresh renderer.
    @Test(arguments: sizes)
    func everyRungAtEverySize(size: Size) throws {
        let stack = try GraphicsStack(options: PlatformOptions(size: size, headless: true))
        let renderer = stack.renderer
        var flat = DrawList(size: size, clearColor: Color(red: 0.2, green: 0.4, blue: 0.6))
        flat.append(Quad(content: .color(Color(red: 0.8, green: 0.6, blue: 0.2)), size: size,
                         transform: .translation(0, 0, 0).flattened))
        let badge = Quad(content: .color(.white), frame: Rect(0, 0, 1, 1))
        let (w, h) = (Int(size.width), Int(size.height))
        func pixel(_ b: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] { Array(b.bytes[(y * b.width + x) * 4..<(y * b.width + x) * 4 + 3]) }
        for rung in FrameBudget.ladder {
            let content = try renderer.drawContent(flat, in: renderer.beginFrame(into: .screen, resolution: rung))
            renderer.present(try renderer.drawOverlay([badge], over: renderer.scaleUp(content)))
            let frame = try renderer.readScreen()
            #expect(frame.width == w && frame.height == h, "rung \(rung): \(frame.width)×\(frame.height)")
            #expect(pixel(frame, 0, 0) == [255, 255, 255], "rung \(rung): the overlay's pixel")
            if w > 4 {
                #expect(pixel(frame, 2, 0) == [204, 153, 51], "rung \(rung): the overlay drawn reduced, or the colour changed")
                #expect(pixel(frame, w - 1, h - 1) == [204, 153, 51], "rung \(rung): the far corner")
            }
        }
        // A whole frame after the reduced ones is the frame a fresh renderer draws.
        var scene = DrawList(size: size)
        scene.append(Quad(content: .color(Color(red: 0.1, green: 0.7, blue: 0.3)), frame: Rect(0, 0, size.width / 2, size.height)))
        scene.append(Quad(content: .color(Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5)), frame: Rect(size.width / 3, 0, size.width / 3, size.height / 2)))
        let content = try renderer.drawContent(scene, in: renderer.beginFrame(into: .screen, resolution: 1))
        renderer.present(try renderer.drawOverlay([], over: renderer.scaleUp(content)))
        let after = try renderer.readScreen()
        let fresh = try GraphicsStack(options: PlatformOptions(size: size, headless: true))
        try fresh.renderer.draw(scene, to: .screen)
        #expect(after.bytes == (try fresh.renderer.readScreen()).bytes)
    }
}
