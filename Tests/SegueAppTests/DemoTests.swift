import Foundation
import SegueCore
import SegueKit
import SegueDemo
import Testing

/// The demo storyboard end to end (SPEC §4's table, §6): the real app run headless from input
/// scripts on a fixed timestep, checked through its trace and its controllers.
@MainActor
@Suite("Demo storyboard")
struct DemoTests {
    /// Events of the trace as `event vc` strings.
    static func lines(_ run: ScriptedRun, _ events: Set<TraceEventKind>) -> [String] {
        run.trace.events.filter { events.contains($0.event) }.map { "\($0.event) \($0.vc ?? "-")" }
    }

    @Test func demoStoryboardPassesCheck() throws {
        let path = try AppPaths.demoStoryboard()
        let problems = Storyboard.check(path: path, registries: DemoApp.registries)
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
        let sb = try Storyboard.load(path: path, registries: DemoApp.registries).get()
        // The scene identifiers are a public contract (docs/ and the README name them).
        for id in ["home", "cube", "face0", "face1", "face2", "face3", "explodeSource", "explodeDestination",
                   "segmented", "first", "second", "photos", "photoDetail", "gallery", "red", "blue",
                   "navigation", "level1", "level2", "level3"] {
            #expect(sb.file.scene(id) != nil, "missing scene \(id)")
        }
        #expect(sb.file.initialScene == "home")
    }

    /// A button activated on home while a demo is already being presented opens nothing more:
    /// one demo never lands on top of another.
    @Test func homeOpensOneDemoAtATime() throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key 1\n0.15 key Enter\n0.2 key 2\n0.25 click 640 266\n1.0 end")
        let home = try #require(run.scene.window.rootViewController)
        #expect(home.presentedViewController?.storyboardIdentifier == "cube")
        #expect(home.presentedViewController?.presentedViewController == nil)
        #expect(run.trace.events.filter { $0.event == .performSegue && $0.vc == "home" }.count == 1)
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
    }

    /// Each demo is reached from `home` by its key and left by Escape, with balanced callbacks.
    @Test(arguments: [("1", "cube"), ("2", "explodeSource"), ("3", "segmented"), ("4", "photos"),
                      ("5", "gallery"), ("6", "navigation")])
    func demoOpensByKeyAndEscapesHome(key: String, scene: String) throws {
        let run = try ScriptedRun.demo()
        try run.play(scriptText: "0.1 key \(key)\n0.8 key Escape\n1.5 end")
        let appear = Self.lines(run, [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
        let order = [
            "viewWillDisappear home", "viewWillAppear \(scene)", "viewDidDisappear home", "viewDidAppear \(scene)",
            "viewWillDisappear \(scene)", "viewWillAppear home", "viewDidDisappear \(scene)", "viewDidAppear home",
        ]
        var i = 0
        for line in appear where i < order.count && line == order[i] { i += 1 }
        #expect(i == order.count, "expected \(order) in order, trace: \(appear)")
        #expect(run.appearanceViolations.isEmpty, "\(run.appearanceViolations)")
        let root = try #require(run.scene.window.rootViewController)
        #expect(root.storyboardIdentifier == "home" && root.presentedViewController == nil)
        #expect(run.scene.window.runningTransitions.isEmpty)
        #expect(run.trace.events.contains { $0.event == .unwind && $0["destination"]?.description == "home" })
    }
}
