import Foundation
import Testing
import SegueCore
import SegueKit
import SegueDemo

/// Random input storms against the demo storyboard and the storm fixtures (issue 7, SPEC §8):
/// thousands of keys, clicks, drags, scrolls and resizes at random times, with the window's
/// invariants checked after every frame (see `StormInvariants`).
///
/// CI runs the short form (a few thousand events). The long form, by command:
///
///     SEGUE_STORM_EVENTS=100000 swift test --filter Storm
///
/// spreads that many events over the demo seeds (the fixture storms keep their size). `SEGUE_STORM_SEED=N` storms that one seed
/// only (a failure prints the seed and the event index to give it, and writes the input as
/// a script); `SEGUE_STORM_VERBOSE=1` prints every event before it is handled.
@MainActor
@Suite(.serialized) struct InputStormTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let environment = ProcessInfo.processInfo.environment
    static let demoSeeds: [UInt64] = [1, 2, 3, 4]

    /// The seeds to storm: one given by SEGUE_STORM_SEED, else `defaults`.
    static func seeds(_ defaults: [UInt64]) -> [UInt64] {
        environment["SEGUE_STORM_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? defaults
    }

    /// Events per seed: SEGUE_STORM_EVENTS spread over the seeds, else `perSeed`.
    static func events(perSeed: Int, seeds: Int) -> Int {
        guard let total = environment["SEGUE_STORM_EVENTS"].flatMap({ Int($0) }), total > 0 else { return perSeed }
        return max(1, total / max(seeds, 1))
    }

    static func storm(_ path: String, seed: UInt64, events: Int) throws -> InputStorm.Report {
        let storm = try InputStorm(storyboardPath: path, seed: seed)
        do {
            let report = try storm.storm(events: events)
            print("input storm (\(URL(fileURLWithPath: path).lastPathComponent)) " + report.description)
            return report
        } catch let failure as InputStorm.Failure {
            Issue.record(Comment(rawValue: failure.description))
            throw failure
        }
    }

    @Test func demoStoryboardSurvivesStorms() throws {
        let path = try AppPaths.demoStoryboard()
        let seeds = Self.seeds(Self.demoSeeds)
        let n = Self.events(perSeed: 5000, seeds: seeds.count)
        var total = InputStorm.Report(seed: 0)
        for seed in seeds {
            let r = try Self.storm(path, seed: seed, events: n)
            total.events += r.events
            total.segues += r.segues
            total.transitions += r.transitions
            total.restChecks += r.restChecks
        }
        // The storm must reach the app, not just bounce off it.
        #expect(total.events >= n * seeds.count)
        #expect(total.segues >= 20 * seeds.count, "only \(total.segues) segues performed")
        #expect(total.transitions >= 50 * seeds.count, "only \(total.transitions) transitions")
        #expect(total.restChecks > 100)
    }

    @Test(arguments: ["storm-containers.yaml", "explode.yaml"])
    func fixturesSurviveStorms(_ name: String) throws {
        let path = Self.fixtures.appendingPathComponent(name).path
        for seed in Self.seeds([11, 12]) {
            let r = try Self.storm(path, seed: seed, events: 2000)
            #expect(r.transitions > 0)
        }
    }

    /// Same seed, same storm: the trace of two runs is identical (so a failure replays).
    @Test func stormsReplayFromTheirSeed() throws {
        let path = try AppPaths.demoStoryboard()
        func trace() throws -> ([String], String) {
            let storm = try InputStorm(storyboardPath: path, seed: 99)
            storm.run.trace.keepsEvents = true
            var lines: [String] = []
            storm.run.trace.sink = { lines.append($0) }
            _ = try storm.storm(events: 150)
            return (lines, storm.scriptText)
        }
        let a = try trace(), b = try trace()
        #expect(a.0 == b.0)
        #expect(a.1 == b.1)
        #expect(a.0.count > 20)
    }

    /// The input a storm sent, played back as a script through `ScriptedRun`, gives the same
    /// trace: what a failing storm writes out replays outside the storm.
    @Test func stormInputReplaysAsAScript() throws {
        let path = try AppPaths.demoStoryboard()
        let storm = try InputStorm(storyboardPath: path, seed: 7)
        var stormLines: [String] = []
        storm.run.trace.sink = { stormLines.append($0) }
        _ = try storm.storm(events: 120)
        let replay = try ScriptedRun(storyboardPath: path, registries: DemoApp.registries, size: Size(1280, 720), fps: 60)
        var replayLines: [String] = []
        replay.trace.sink = { replayLines.append($0) }
        let script = try InputScriptParser.parse(storm.scriptText + "\(InputScriptFormatter.time(Double(storm.run.frameIndex) / 60)) end\n",
                                                 file: "storm.script")
        try replay.play(script)
        #expect(replayLines == stormLines)
    }
}
