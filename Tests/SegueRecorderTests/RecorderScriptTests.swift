import Foundation
import SegueCore
import SegueRecorder
import Testing

/// Scripted recording end to end with a stand-in for the app: a tiny renderer that draws the
/// pointer as a square (filled while the button is down) on a background whose colour counts
/// key presses. The real app's renderer plugs into the same loop.
@MainActor
@Suite("Recorder: scripted sessions")
struct RecorderScriptTests {
    typealias Support = RecorderTestSupport

    /// The stand-in app: state changed by events, drawn into RGBA pixels.
    @MainActor
    final class PointerApp {
        let width: Int, height: Int
        var pointer = Point.zero
        var pressed = false
        var keyPresses = 0
        init(width: Int, height: Int) { self.width = width; self.height = height }

        func handle(_ events: [InputEvent]) {
            for event in events {
                switch event {
                case .mouseMove(let p): pointer = p
                case .mouseDown(let p, _): pointer = p; pressed = true
                case .mouseUp(let p, _): pointer = p; pressed = false
                case .keyDown: keyPresses += 1
                default: break
                }
            }
        }

        func draw(time: Double) -> [UInt8] {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let inside = abs(Double(x) - pointer.x) <= 3 && abs(Double(y) - pointer.y) <= 3
                    let shade: UInt8 = inside ? (pressed ? 255 : 160) : UInt8(min(255, keyPresses * 40))
                    pixels[i] = shade
                    pixels[i + 1] = inside ? 255 : UInt8(Int(time * 100) % 256)
                    pixels[i + 2] = shade / 2
                    pixels[i + 3] = 255
                }
            }
            return pixels
        }
    }

    static let script = """
    # drag the pointer across, then press a key
    0.00 move 10 10
    0.20 drag 10 10 90 50 0.5
    1.00 key Right
    1.50 click 50 30
    2.00 end
    """

    func record(to path: String, fps: Double = 30) throws -> RecordingSummary {
        let player = try ScriptPlayer(script: InputScriptParser.parse(Self.script), fps: fps)
        let app = PointerApp(width: 100, height: 60)
        let recorder = try Recorder(path: path, width: 100, height: 60, fps: fps, progress: nil, now: { 0 })
        return try recorder.record(player) { _, time, events in
            app.handle(events)
            return app.draw(time: time)
        }
    }

    @Test func sameScriptTwiceGivesIdenticalFrameHashes() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try record(to: folder.appendingPathComponent("a").path)
        let second = try record(to: folder.appendingPathComponent("b").path)
        #expect(first.frames == 60 && second.frames == 60)
        func hashes(_ url: URL) throws -> [UInt64] {
            try Support.contents(of: url).map { name in
                // FNV-1a over the PNG bytes.
                try Data(contentsOf: url.appendingPathComponent(name)).reduce(0xcbf29ce484222325 as UInt64) {
                    ($0 ^ UInt64($1)) &* 0x100000001b3
                }
            }
        }
        let a = try hashes(first.output), b = try hashes(second.output)
        #expect(a.count == 60)
        #expect(a == b)
        // The drag moved the pointer, so frames differ over time: the hashes can disagree.
        #expect(Set(a).count > 30)
    }

    @Test func twoSecondScriptAtThirtyFPSIsSixtyFramesOfMP4() throws {
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("session.mp4")
        let summary = try record(to: out.path)
        let facts = try Support.probe(out)
        #expect(facts["nb_read_frames"] == "60")
        #expect(abs((Double(facts["duration"] ?? "") ?? 0) - 2.0) < 0.001)
        #expect(summary.duration == 2.0)
    }

    @Test func aRenderFailureRemovesThePartialOutput() throws {
        struct Boom: Error {}
        let folder = try Support.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let player = try ScriptPlayer(script: InputScriptParser.parse(Self.script), fps: 30)
        let recorder = try Recorder(path: folder.appendingPathComponent("x.mp4").path, width: 8, height: 8, fps: 30,
                                    progress: nil, now: { 0 })
        #expect(throws: Boom.self) {
            _ = try recorder.record(player) { index, _, _ in
                if index == 10 { throw Boom() }
                return [UInt8](repeating: 128, count: 8 * 8 * 4)
            }
        }
        #expect(Support.contents(of: folder).isEmpty)
    }
}
