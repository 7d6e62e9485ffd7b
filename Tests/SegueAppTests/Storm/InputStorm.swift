import Foundation
import SegueCore
import SegueKit
import SegueDemo

/// A random input storm against a storyboard, headless (no GL), on a fixed 60 fps timestep
/// with a manual clock: `StormGenerator` makes the input, `StormInvariants` checks the window
/// after every frame. Every few hundred events the storm lets go of the pointer and waits for
/// the app to come to rest (which it must within a bounded time), then carries on.
///
/// Everything follows from the seed: a failure reports the seed and the event index, and
/// writes the input so far as an input script that `segue run --script` or `ScriptedRun.play`
/// replays.
@MainActor
final class InputStorm {
    struct Report: CustomStringConvertible {
        var seed: UInt64
        var events = 0
        var frames = 0
        var drawnFrames = 0
        var resizes = 0
        var restChecks = 0
        var settles = 0
        var transitions = 0
        var segues = 0
        var wallSeconds = 0.0
        var description: String {
            String(format: "seed %llu: %d events, %d frames (%.0f s of app time, %d drawn), %d transitions, %d segues, %d rest checks, %d settles, %.1f s",
                   seed, events, frames, Double(frames) / 60, drawnFrames, transitions, segues, restChecks, settles, wallSeconds)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var eventIndex: Int
        var frame: Int
        var problems: [String]
        var recentInput: [String]
        var recentTrace: [String]
        var scriptPath: String?
        var description: String {
            var s = "input storm failed: seed \(seed), event \(eventIndex), frame \(frame)\n"
            s += problems.prefix(12).map { "  - " + $0 }.joined(separator: "\n")
            s += "\nlast input (script lines):\n" + recentInput.suffix(25).joined(separator: "\n")
            s += "\nlast trace events:\n" + recentTrace.suffix(40).joined(separator: "\n")
            if let scriptPath { s += "\nthe whole input so far: \(scriptPath) (replay it with segue run --script or ScriptedRun.play)" }
            s += "\nreplay: SEGUE_STORM_SEED=\(seed) SEGUE_STORM_EVENTS=\(eventIndex + 1) swift test --filter Storm"
            return s
        }
    }

    let seed: UInt64
    let run: ScriptedRun
    let invariants = StormInvariants()
    private var generator: StormGenerator
    /// How often the storm resizes the window (see `StormGenerator.resizeWeight`).
    var resizeWeight: Double {
        get { generator.resizeWeight }
        set { generator.resizeWeight = newValue }
    }
    /// Let the app settle after this many events.
    var settleEvery = 300
    /// Print each frame's input before handling it (SEGUE_STORM_VERBOSE=1): a crash then
    /// shows the event that caused it.
    var verbose = ProcessInfo.processInfo.environment["SEGUE_STORM_VERBOSE"] != nil
    private var script: [String] = []
    private var pointer = Point.zero
    private var lastInput = 0.0
    private var maxSlowMotion = 1.0
    private var factorBefore = 1.0
    private var report: Report

    /// Draws every frame when set (the GL storm), as the app does: through the platform window,
    /// which fits each size to the context's limits, and the renderer.
    let graphics: GraphicsStack?

    init(storyboardPath: String, seed: UInt64, size: Size = Size(1280, 720), graphics: GraphicsStack? = nil) throws {
        self.seed = seed
        self.graphics = graphics
        run = try ScriptedRun(storyboardPath: storyboardPath, registries: DemoApp.registries, size: graphics?.window.pointSize ?? size, fps: 60)
        generator = StormGenerator(seed: seed, sizeLimit: graphics?.renderer.limits.maxSide)
        report = Report(seed: seed)
    }

    /// Sends about `events` input events (script lines: a key press, a click, a move …) and
    /// checks after every frame; throws the first failure.
    func storm(events: Int) throws -> Report {
        let start = Date()
        var sinceSettle = 0
        try check(eventIndex: 0)
        while report.events < events {
            var commands = generator.commands(forFrame: run.frameIndex, window: run.scene.window)
            let settle = sinceSettle >= settleEvery
            if settle { commands += generator.releasePointer() }
            try step(commands)
            sinceSettle += commands.count
            if settle {
                try self.settle()
                sinceSettle = 0
            }
        }
        try step(generator.releasePointer())
        try settle()
        report.wallSeconds = Date().timeIntervalSince(start)
        report.restChecks = invariants.restChecks
        report.transitions = invariants.transitionsBegun
        report.segues = invariants.seguesPerformed
        return report
    }

    /// Handles `commands` at the current frame (expanded as `ScriptPlayer` expands script
    /// lines), builds the frame, and checks it.
    private func step(_ commands: [InputScriptCommand]) throws {
        let time = run.time(ofFrame: run.frameIndex)
        var events: [InputEvent] = []
        for c in commands {
            let line = InputScriptFormatter.line(for: InputScriptEntry(time: time, command: c))
            script.append(line)
            if verbose { print("storm \(seed) event \(report.events + events.count): \(line)") }
            switch c {
            case .key(let k, let m): events += [.keyDown(k, m), .keyUp(k, m)]
            case .click(let p, let b): events += [.mouseMove(p), .mouseDown(p, b), .mouseUp(p, b)]; pointer = p
            case .down(let p, let b): events.append(.mouseDown(p, b)); pointer = p
            case .up(let p, let b): events.append(.mouseUp(p, b)); pointer = p
            case .move(let p): events.append(.mouseMove(p)); pointer = p
            case .resize(let s):
                report.resizes += 1
                // As the app's loop does: the window takes the size it can and says which.
                if let graphics {
                    graphics.window.setSize(s)
                    events += graphics.window.pollEvents()
                } else {
                    events.append(.resize(s))
                }
            case .scroll(let dx, let dy, _): events.append(.scroll(dx: dx, dy: dy, at: pointer))
            case .text(let t): events.append(.text(t))
            case .drag: break // the generator plans drags as down, moves and up
            case .segue(let name): events.append(.segue(name))
            case .caption, .waitIdle: break // recording lines: no input
            }
        }
        if !commands.isEmpty { lastInput = time }
        factorBefore = run.scene.window.timingSettings.slowMotionFactor
        let list = run.step(events)
        // As the app's loop does: the renderer frees the textures of released views.
        let released = run.scene.releasedSnapshots()
        if let graphics {
            for id in released { graphics.renderer.releaseSnapshot(id) }
            try draw(list, with: graphics)
        }
        report.frames += 1
        report.events += commands.count
        try check(eventIndex: max(report.events - 1, 0))
    }

    /// Steps with no input until nothing animates; the wait is bounded by the longest chain
    /// of queued transitions the demo allows (the cube queues up to eight turns).
    func settle() throws {
        report.settles += 1
        let window = run.scene.window
        maxSlowMotion = max(maxSlowMotion, window.timingSettings.slowMotionFactor)
        let limit = (invariants.longestTransition * maxSlowMotion + invariants.margin) * 12
        let deadline = run.time(ofFrame: run.frameIndex) + limit
        while window.isAnimating {
            if run.time(ofFrame: run.frameIndex) > deadline {
                throw failure(["still animating \(String(format: "%.1f", limit)) s after the input stopped: "
                               + window.runningTransitions.map(\.name).joined(separator: ", ")])
            }
            try step([])
        }
    }

    /// Draws the frame into the renderer's screen target and checks that it got the size the
    /// context's limits give its points (a frame is never lost to a size).
    private func draw(_ list: DrawList, with graphics: GraphicsStack) throws {
        do {
            try graphics.renderer.draw(list, to: .screen)
        } catch {
            throw failure(["drawing a \(list.size) frame failed: \(error)"])
        }
        let expected = graphics.renderer.limits.pixels(for: list.size, scale: graphics.renderer.scale)
        guard let got = graphics.renderer.screenPixelSize, got == expected else {
            throw failure(["a \(list.size) frame was drawn at \(String(describing: graphics.renderer.screenPixelSize)), not \(expected)"])
        }
        report.drawnFrames += 1
    }

    private func check(eventIndex: Int) throws {
        let window = run.scene.window
        maxSlowMotion = max(maxSlowMotion, window.timingSettings.slowMotionFactor)
        var problems = invariants.checkTrace(run.trace)
        problems += invariants.checkNotStuck(window, lastInput: lastInput, factorBefore: factorBefore)
        if run.scene.wantsQuit { problems.append("the app quit (the storm never asks it to)") }
        if !window.isAnimating { problems += invariants.checkAtRest(run.scene) }
        if !problems.isEmpty { throw failure(problems, eventIndex: eventIndex) }
    }

    private func failure(_ problems: [String], eventIndex: Int? = nil) -> Failure {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-storm-\(seed).script").path
        let text = "# input storm, seed \(seed)\n" + script.joined(separator: "\n") + "\n"
        let written = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return Failure(seed: seed, eventIndex: eventIndex ?? max(report.events - 1, 0), frame: run.frameIndex - 1,
                       problems: problems, recentInput: Array(script.suffix(25)),
                       recentTrace: invariants.recentTrace, scriptPath: written ? path : nil)
    }

    /// The input sent so far, as an input script.
    var scriptText: String { script.joined(separator: "\n") + "\n" }
}
