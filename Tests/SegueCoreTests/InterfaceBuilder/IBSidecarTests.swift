import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// A hand-written storyboard and its sidecar in a folder of their own, loaded as `run` loads them.
@MainActor
struct SidecarFolder {
    let folder: URL
    var storyboard: String { folder.appendingPathComponent("Main.storyboard").path }
    var sidecar: String { folder.appendingPathComponent("Main.segue.yaml").path }

    init(storyboard xml: String, sidecar: String?) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sidecar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try xml.write(toFile: storyboard, atomically: true, encoding: .utf8)
        if let sidecar { try sidecar.write(toFile: self.sidecar, atomically: true, encoding: .utf8) }
    }

    func load(trace: TraceLog? = nil) -> Result<Storyboard, StoryboardError> {
        let r = Storyboard.load(path: storyboard)
        if case .success(let sb) = r { sb.traceLog = trace }
        return r
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// The sidecar (`Main.segue.yaml`): its format and its errors, the guesses applied without
/// one, and what each section does to the converted storyboard.
@MainActor
@Suite struct IBSidecarTests {
    /// Four scenes an app's code loads by identifier (as the cookbook's cube recipe does), a
    /// scene with a custom segue class, one with a manual segue and a button.
    static let faces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="f0">
          <scenes>
            <scene sceneID="s0"><objects><viewController storyboardIdentifier="0" id="f0" sceneMemberID="viewController">
              <view key="view" id="v0"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                <subviews>
                  <button id="go" opaque="NO"><rect key="frame" x="10" y="10" width="100" height="40"/>
                    <state key="normal" title="Go"/></button>
                  <switch id="sw" on="YES"><rect key="frame" x="10" y="60" width="51" height="31"/>
                    <connections><action selector="switchChanged:" destination="f0" eventType="valueChanged" id="act"/></connections></switch>
                </subviews></view>
              <connections><segue destination="f1" kind="custom" customClass="MyApp.SpinSegue" identifier="spin" id="sg1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s1"><objects><viewController storyboardIdentifier="1" id="f1" customClass="FaceController" sceneMemberID="viewController">
              <view key="view" id="v1"><rect key="frame" x="0" y="0" width="320" height="480"/>
                <color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="calibratedRGB"/></view>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController storyboardIdentifier="2" id="f2" sceneMemberID="viewController">
              <view key="view" id="v2"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController storyboardIdentifier="3" id="f3" sceneMemberID="viewController">
              <view key="view" id="v3"><rect key="frame" x="0" y="0" width="320" height="480"/></view>
            </viewController></objects></scene>
          </scenes>
        </document>
        """

    @Test func parsesEverySection() throws {
        let text = """
            actions:
              "seg": [a, b]
              go: showDetail
              back: unwind:toHome
            onLoad: { holder: a }
            unwind:
              home: [toHome, "again:"]
            classes:
              SpinSegue: RotatingSegue
            containers:
              cube: { children: ["0", "1"], segue: RotatingSegue }
              plain: ["2", "3"]
            initial: cube
            """
        let s = try StoryboardSidecar.parse(text, path: "Main.segue.yaml").get()
        #expect(s.actions.map(\.action) == [.segments(["a", "b"]), .segue("showDetail"), .unwind("toHome")])
        #expect(s.actions[1].location == SourceLocation(file: "Main.segue.yaml", line: 3, column: 7))
        #expect(s.onLoad == [StoryboardSidecar.LoadSegue(scene: "holder", segue: "a", location: s.onLoad[0].location)])
        #expect(s.unwind.first?.actions == ["toHome", "again"])
        #expect(s.classMap == ["SpinSegue": "RotatingSegue"])
        #expect(s.containers.map(\.scene) == ["cube", "plain"] && s.containers[0].segue == "RotatingSegue")
        #expect(s.containers[1].children == ["2", "3"] && s.containers[1].segue == nil)
        #expect(s.initial == "cube")
        #expect(StoryboardSidecar.path(besideStoryboard: "a/Main.storyboard") == "a/Main.segue.yaml")
    }

    @Test func syntaxAndTypeErrorsAreLocated() {
        func errors(_ text: String) -> [String] {
            guard case .failure(let e) = StoryboardSidecar.parse(text, path: "x.segue.yaml") else { return [] }
            return e.diagnostics.map(\.description)
        }
        #expect(errors("clases: {}\n") == ["x.segue.yaml:1:1: error: unknown key 'clases' in the sidecar (did you mean 'classes'?); expected one of: actions, classes, containers, initial, onLoad, unwind"])
        #expect(errors("containers:\n  cube: { segue: RotatingSegue }\n").first?.hasPrefix("x.segue.yaml:2:9: error: container 'cube' needs 'children'") == true)
        #expect(errors("actions:\n  go: [a, {b: c}]\n").first?.hasPrefix("x.segue.yaml:2:11: error:") == true)
        #expect(errors("actions: [1\n").first?.contains("x.segue.yaml:") == true)
        #expect(errors("initial: a b\n").first?.hasPrefix("x.segue.yaml:1:10: error: expected the initial scene's id") == true)
    }

    @Test func theInitialSceneMayBeNamedByItsControllersInterfaceBuilderID() throws {
        // Scene "2" is the controller f2: `initial: f2` picks it, as `layout --scene f2` does.
        let dir = try SidecarFolder(storyboard: Self.faces, sidecar: "initial: f2\n")
        defer { dir.remove() }
        let sb = try dir.load(trace: TraceLog()).get()
        #expect(sb.file.initialScene == "2")
        let missing = try SidecarFolder(storyboard: Self.faces, sidecar: "initial: f9\n")
        defer { missing.remove() }
        #expect(throws: (any Error).self) { try missing.load(trace: TraceLog()).get() }
    }

    @Test func theCubeRecipeIsThreeLines() throws {
        let dir = try SidecarFolder(storyboard: Self.faces, sidecar: """
            initial: cube
            containers:
              cube: { children: ["0", "1", "2", "3"], segue: RotatingSegue }
            """)
        defer { dir.remove() }
        let log = TraceLog()
        let sb = try dir.load(trace: log).get()
        let cube = try #require(sb.file.scene("cube"))
        #expect(sb.file.initialScene == "cube" && cube.className == "ChildContainerController")
        #expect(cube.children == ["0", "1", "2", "3"] && cube.childSegue == "RotatingSegue")
        let clock = ManualClock()
        let window = Window(size: Size(320, 480), clock: clock, trace: log)
        window.rootViewController = sb.instantiateInitialViewController()
        let container = try #require(window.rootViewController as? ChildContainerController)
        #expect(container.shownChild?.storyboardIdentifier == "0")
        window.handle(.keyDown(.right, []))
        #expect(log.events.contains { $0.event == .segueInit && $0.description.contains("RotatingSegue") })
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = window.drawList() }
        #expect(container.shownChild?.storyboardIdentifier == "1")
        window.handle(.keyDown(.left, []))
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = window.drawList() }
        #expect(container.shownChild?.storyboardIdentifier == "0")
        #expect(AppearanceChecker.check(log.events).isEmpty)
    }

    @Test func actionsClassesAndUnwindsApply() throws {
        let dir = try SidecarFolder(storyboard: Self.faces, sidecar: """
            actions:
              go: spin
            classes:
              SpinSegue: RotatingSegue
              FaceController: ViewController
              Unused: crossDissolve
            unwind:
              "0": [backToStart]
            """)
        defer { dir.remove() }
        let sb = try dir.load().get()
        #expect(sb.file.scene("0")?.view.find("go")?.action == .segue("spin"))
        #expect(sb.file.segue("spin")?.kind == .custom && sb.file.segue("spin")?.className == "RotatingSegue")
        #expect(sb.file.scene("0")?.unwindActions == ["backToStart"])
        // Mapped classes are not guesses; a mapping the storyboard does not use is a warning in the sidecar.
        let unused = try #require(sb.file.warnings.first { $0.message.contains("'Unused'") })
        #expect(unused.location == SourceLocation(file: dir.sidecar, line: 6, column: 11))
        #expect(!sb.file.warns("'SpinSegue' is not registered"))
        // A class mapped to a transition is a presentation with it.
        let dir2 = try SidecarFolder(storyboard: Self.faces, sidecar: "classes: { SpinSegue: flip }\n")
        defer { dir2.remove() }
        #expect(try dir2.load().get().file.segue("spin")?.options.transition == "flip")
    }

    @Test func aControlWhoseActionWentToTheCodeCanPerformASegue() throws {
        let guessed = try InterfaceBuilderReader.read(data: Data(Self.faces.utf8), path: "f.storyboard", baseDirectory: "",
                                                      registries: SegueRegistries()).get()
        // The pre-filled sidecar offers it, commented out, for a person to complete.
        #expect(guessed.suggestedSidecar.yaml().contains("  # \"sw\": SEGUE_ID    # switch 'sw' in '0': its switchChanged: goes to the app's code"))
        // Scenes only the code loads by identifier (not "1": a segue leads there) are offered as the pages of a container.
        #expect(guessed.suggestedSidecar.yaml().contains("#   pages: { children: [\"0\", \"2\", \"3\"], segue: RotatingSegue }\n# initial: pages\n"))
        let dir = try SidecarFolder(storyboard: Self.faces, sidecar: "actions:\n  sw: spin\n")
        defer { dir.remove() }
        let sb = try dir.load().get()
        let sw = try #require(sb.file.scene("0")?.view.find("sw"))
        #expect(sw.kind == .switch && sw.action == .segue("spin"))
        // A click on it runs the segue, asking shouldPerformSegue first.
        let log = TraceLog()
        sb.traceLog = log
        let clock = ManualClock()
        let window = Window(size: Size(320, 480), clock: clock, trace: log)
        window.rootViewController = sb.instantiateInitialViewController()
        window.handle(.mouseDown(Point(30, 75), .left))
        window.handle(.mouseUp(Point(30, 75), .left))
        #expect(log.events.map(\.event).filter { [.shouldPerformSegue, .segueInit].contains($0) } == [.shouldPerformSegue, .segueInit])
        // One segue per segment is for segmented controls: a button given a list is an error in the sidecar.
        let dir2 = try SidecarFolder(storyboard: Self.faces, sidecar: "actions:\n  go: [spin]\n")
        defer { dir2.remove() }
        guard case .failure(let e) = dir2.load() else { Issue.record("expected an error"); return }
        #expect(e.description.contains("Main.segue.yaml:2:7: error: control 'go' is a button, not a segmented control"))
    }

    @Test func referencesToWhatIsNotThereAreErrors() throws {
        let dir = try SidecarFolder(storyboard: Self.faces, sidecar: """
            actions:
              nothing: spin
            onLoad:
              "0": nope
            containers:
              cube: { children: ["0", "9"], segue: WobbleSegue }
            classes:
              SpinSegue: Wobble
            initial: nowhere
            """)
        defer { dir.remove() }
        guard case .failure(let e) = dir.load() else { Issue.record("expected errors"); return }
        let lines = e.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue)" }
        #expect(lines.sorted() == ["2:12: error", "4:8: error", "6:3: error", "6:3: error", "8:14: error", "9:10: error"].sorted())
        #expect(e.diagnostics.allSatisfy { $0.location.file == dir.sidecar })
        #expect(e.description.contains("child scene '9' of container 'cube' does not exist"))
        #expect(e.description.contains("scene '0' has no segue 'nope'; expected one of: spin"))
    }

    @Test func aNamedSidecarThatIsMissingIsAnError() throws {
        let dir = try SidecarFolder(storyboard: Self.faces, sidecar: nil)
        defer { dir.remove() }
        let r = Storyboard.load(path: dir.storyboard, interfaceBuilder: InterfaceBuilderOptions(sidecar: dir.folder.appendingPathComponent("none.yaml").path))
        guard case .failure(let e) = r else { Issue.record("expected an error"); return }
        #expect(e.description.contains("none.yaml:1:1: error: cannot open sidecar"))
    }

    // MARK: Guesses

    @Test func withoutASidecarTheSegmentGuessIsApplied() throws {
        let i = try InterfaceBuilderReader.read(data: Data(IBSegmentGuessTests.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        #expect(i.file.scene("main")?.view.find("seg")?.segmentSegues == ["embedFirst", "embedSecond"])
        #expect(i.file.scene("holder")?.loadSegue == "embedFirst")
        #expect(i.file.warns("no sidecar (t.segue.yaml): the guesses are applied: segmented control 'seg' performs embedFirst, embedSecond"))
        // Off, nothing is applied.
        let off = try InterfaceBuilderReader.read(data: Data(IBSegmentGuessTests.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                  registries: SegueRegistries(),
                                                  options: InterfaceBuilderOptions(appliesGuesses: false)).get()
        #expect(off.file.scene("main")?.view.find("seg")?.segmentSegues == [])
    }

    @Test func theGuessedSidecarReadsBackAsTheSame() throws {
        let i = try InterfaceBuilderReader.read(data: Data(IBSegmentGuessTests.xml.utf8), path: "t.storyboard", baseDirectory: "",
                                                registries: SegueRegistries()).get()
        let written = i.suggestedSidecar.yaml(header: ["guesses"])
        #expect(written.hasPrefix("# guesses\nactions:"))
        let back = try StoryboardSidecar.parse(written, path: "t.segue.yaml").get()
        #expect(back.actions.map(\.action) == i.suggestedSidecar.actions.map(\.action))
        #expect(back.onLoad.map(\.segue) == ["embedFirst"] && back.onLoad.map(\.scene) == ["holder"])
    }

    @Test("A section left empty (only comments under it, as import writes when it guessed nothing) holds nothing",
          arguments: ["actions", "onLoad", "unwind", "classes", "containers"])
    func anEmptySectionReadsAsEmpty(section: String) throws {
        let back = try StoryboardSidecar.parse("# nothing guessed\n\(section):\n  # \"b1\": SEGUE_ID\n", path: "t.segue.yaml").get()
        #expect(back.actions.isEmpty && back.onLoad.isEmpty && back.unwind.isEmpty && back.classes.isEmpty && back.containers.isEmpty)
        // The initial scene is one value: left empty, it is still an error.
        guard case .failure(let e) = StoryboardSidecar.parse("initial:\n", path: "t.segue.yaml") else {
            Issue.record("an empty 'initial' was accepted"); return
        }
        #expect(e.diagnostics.first?.message.contains("the initial scene's id") == true)
    }

    @Test func theGuessedBindingSwitchesTheContainer() throws {
        let dir = try SidecarFolder(storyboard: IBSegmentGuessTests.xml, sidecar: nil)
        defer { dir.remove() }
        let log = TraceLog()
        let sb = try dir.load(trace: log).get()
        let clock = ManualClock()
        let window = Window(size: Size(320, 480), clock: clock, trace: log)
        window.rootViewController = sb.instantiateInitialViewController()
        let holder = try #require(window.rootViewController?.children.first)
        #expect(holder.children.map(\.storyboardIdentifier) == ["a"])
        window.handle(.keyDown(Key("2"), []))
        for _ in 0..<30 { clock.advance(by: 1.0 / 60); _ = window.drawList() }
        #expect(holder.children.map(\.storyboardIdentifier) == ["b"])
        let steps = log.events.filter { [.shouldPerformSegue, .segueInit, .prepareForSegue, .performSegue, .transitionBegin].contains($0.event) }
            .suffix(5).map(\.event)
        #expect(steps == [.shouldPerformSegue, .segueInit, .prepareForSegue, .performSegue, .transitionBegin])
    }
}
