import Foundation
import Testing
import SegueCore
import SegueKit
import SegueDemo

/// The input storm with the GL renderer drawing every frame, headless, while the window is
/// resized across the whole range the context allows: 1×1, 1×N, N×1, the limit on one side
/// and both, and beyond it (fitted, with a note). It must find no crash, no failed frame, no
/// frame of the wrong size, and none of the storm's invariants broken.
///
/// CI runs the short form. The long form, by command (see scripts/storm.sh):
///
///     SEGUE_GL_STORM_EVENTS=100000 swift test --filter GLStorm
///
/// spreads that many events over the seeds; `SEGUE_STORM_SEED=N` storms that seed only.
@MainActor
@Suite(.serialized) struct GLStormTests {
    static let environment = ProcessInfo.processInfo.environment

    static func events(perSeed: Int, seeds: Int) -> Int {
        guard let total = environment["SEGUE_GL_STORM_EVENTS"].flatMap({ Int($0) }), total > 0 else { return perSeed }
        return max(1, total / max(seeds, 1))
    }

    /// Storms `path` with a fresh headless context per seed; returns the summed report and the
    /// notes the platform gave for sizes beyond the limit.
    static func storm(_ path: String, seeds: [UInt64], events: Int) throws -> (InputStorm.Report, [String]) {
        var total = InputStorm.Report(seed: 0)
        var notes: [String] = []
        for seed in InputStormTests.seeds(seeds) {
            let graphics = try GraphicsStack(options: PlatformOptions(size: Size(1280, 720), headless: true),
                                             note: { notes.append($0) })
            let storm = try InputStorm(storyboardPath: path, seed: seed, graphics: graphics)
            // Resizes come four times as often as in the plain storm: sizes are what this one tests.
            storm.resizeWeight = 16
            do {
                let r = try storm.storm(events: events)
                print("GL storm (\(URL(fileURLWithPath: path).lastPathComponent)) " + r.description)
                total.events += r.events
                total.frames += r.frames
                total.drawnFrames += r.drawnFrames
                total.transitions += r.transitions
                total.segues += r.segues
                total.resizes += r.resizes
                total.wallSeconds += r.wallSeconds
            } catch let failure as InputStorm.Failure {
                Issue.record(Comment(rawValue: failure.description))
                throw failure
            }
        }
        return (total, notes)
    }

    @Test func demoStoryboardSurvivesAGLStormAcrossEverySize() throws {
        let seeds: [UInt64] = [21, 22]
        let n = Self.events(perSeed: 700, seeds: seeds.count)
        let (r, notes) = try Self.storm(try AppPaths.demoStoryboard(), seeds: seeds, events: n)
        print("GL storm (demo) in all: \(r.events) events, \(r.drawnFrames) frames drawn, \(r.resizes) resizes, "
              + "\(r.transitions) transitions, \(notes.count) sizes fitted to the limit, \(String(format: "%.1f", r.wallSeconds)) s")
        #expect(r.drawnFrames == r.frames)
        #expect(r.resizes >= 20, "only \(r.resizes) resizes")
        #expect(r.transitions >= 20, "only \(r.transitions) transitions")
        #expect(!notes.isEmpty, "no resize went beyond the limit")
        #expect(notes.allSatisfy { $0.contains("larger than this OpenGL context allows") }, "\(notes.prefix(3))")
    }

    @Test(arguments: ["storm-containers.yaml", "explode.yaml"])
    func fixturesSurviveAGLStorm(_ name: String) throws {
        let path = InputStormTests.fixtures.appendingPathComponent(name).path
        let (r, _) = try Self.storm(path, seeds: [31], events: Self.events(perSeed: 400, seeds: 4))
        #expect(r.drawnFrames == r.frames)
        #expect(r.transitions > 0)
    }
}
