import Foundation
import SegueKit
import SegueDemo
import Testing

/// Loading a storyboard changes no global state: the app's classes and transitions travel in
/// the registries it passes, and a storyboard loaded without them cannot see them.
@MainActor
struct RegistryIsolationTests {
    /// Names of every registry a storyboard could read, as they stand now.
    static func everyRegistry() -> [String: [String]] {
        let standard = SegueRegistries.standard
        let demo = DemoApp.registries
        return ["standard controllers": standard.controllers.names, "standard segues": standard.segues.names,
                "standard transitions": standard.transitions.names,
                "TransitionRegistry.standard": TransitionRegistry.standard.names,
                "new window's transitions": Window(size: Size(10, 10), clock: ManualClock()).transitions.names,
                "demo controllers": demo.controllers.names, "demo segues": demo.segues.names,
                "demo transitions": demo.transitions.names]
    }

    @Test func loadingTheDemoStoryboardLeavesEveryRegistryAsItWas() throws {
        let before = Self.everyRegistry()
        let path = try AppPaths.demoStoryboard()
        let shaders = FileManager.default.temporaryDirectory.appendingPathComponent("registry-isolation-\(getpid())")
        try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shaders) }
        try "vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }\n"
            .write(to: shaders.appendingPathComponent("isolationFade.glsl"), atomically: true, encoding: .utf8)
        // Loaded as run, record and check load it: the demo's classes, a catalog with a folder
        // of shader transitions; and then the scene the app shows.
        let catalog = try TransitionCatalog(shaderFolder: shaders.path)
        let storyboard = try StoryboardScene.load(path: path, registries: DemoApp.registries, catalog: catalog).get()
        #expect(storyboard.transitions.info("isolationFade") != nil, "the storyboard carries its catalog's transitions")
        let scene = try StoryboardScene(storyboardPath: path, registries: DemoApp.registries, size: Size(640, 360),
                                        clock: ManualClock(), catalog: catalog)
        _ = scene.frame()
        #expect(Self.everyRegistry() == before)
        #expect(TransitionRegistry.standard.info("isolationFade") == nil)

        // Without the demo's registries the same file does not load: nothing was left behind.
        switch Storyboard.load(path: path) {
        case .success: Issue.record("the demo storyboard loaded without the demo's controller classes")
        case .failure(let e):
            #expect(e.diagnostics.contains { $0.message.contains("unknown controller class 'DemoHomeController'") },
                    "\(e.diagnostics.map(\.description))")
        }
    }

    @Test func controllersFindTransitionsThroughTheirStoryboard() throws {
        var registries = SegueRegistries()
        registries.transitions.register("appOnlyFade", summary: "a test fade", duration: 0.25, curve: "linear") { a in
            CrossDissolve(duration: try a.number("duration"))
        }
        let text = """
        initial: a
        scenes:
          - id: a
          - id: b
        segues:
          - { id: go, kind: present, from: a, to: b, options: { transition: appOnlyFade } }
        """
        let sb = try Storyboard.parse(text, registries: registries).get()
        let vc = try #require(sb.instantiateInitialViewController())
        #expect(vc.transitionRegistry.info("appOnlyFade") != nil)
        // A controller built in code finds them through its window, and its children through it.
        let root = ViewController(), child = ViewController()
        let scene = StoryboardScene(rootViewController: root, size: Size(320, 180), clock: ManualClock(),
                                    transitions: registries.transitions)
        root.addChild(child)
        child.didMove(toParent: root)
        #expect(scene.window.transitions.info("appOnlyFade") != nil)
        #expect(root.transitionRegistry.info("appOnlyFade") != nil)
        #expect(child.transitionRegistry.info("appOnlyFade") != nil)
        #expect(ViewController().transitionRegistry.info("appOnlyFade") == nil)
        // The same storyboard text, parsed without the app's transitions, refuses the name.
        guard case .failure(let e) = Storyboard.parse(text) else {
            Issue.record("a storyboard without the app's registries accepted its transition")
            return
        }
        #expect(e.diagnostics.contains { $0.message.contains("unknown transition 'appOnlyFade'") })
    }
}
