import Foundation
import SegueTestSupport
import Testing
@testable import SegueCore
import SegueIO

/// Storyboard loading under mutated input (issue 7, item 4): never a crash or a hang, and
/// every failure is a list of diagnostics with a message and a location inside the file. A
/// mutant that still loads must also instantiate its initial scene and draw a frame.
@MainActor
@Suite struct StoryboardFuzzTests {
    /// Valid storyboards the mutants start from: the ones other tests use and the docs example,
    /// plus one that uses every view type, image assets and segue options.
    static var seeds: [String] {
        var out = [StoryboardErrorTests.valid, SegueContainerTests.segmented, everyKind]
        if let docs = try? String(contentsOfFile: repositoryRoot + "/docs/storyboard.md", encoding: .utf8),
           let start = docs.range(of: "```yaml\n"), let end = docs.range(of: "```", range: start.upperBound..<docs.endIndex) {
            out.append(String(docs[start.upperBound..<end.lowerBound]))
        }
        if let demo = try? String(contentsOfFile: assetsFolder + "/demo.yaml", encoding: .utf8) { out.append(demo) }
        return out
    }

    /// The built-in controllers plus every `class: Demo…Controller` the seeds name, made as
    /// plain controllers (the demo's own classes live in SegueDemo, above this target).
    static let registries: SegueRegistries = {
        var registries = SegueRegistries()
        for seed in seeds {
            for line in seed.split(separator: "\n") {
                guard let r = line.range(of: #"class: (Demo\w*Controller)"#, options: .regularExpression) else { continue }
                registries.controllers.register(String(line[r].dropFirst("class: ".count))) { ViewController() }
            }
        }
        return registries
    }()

    static let everyKind = """
    version: 1
    initial: tabs
    scenes:
      - id: tabs
        title: "Tabs: all"
        unwind: [home, 'back']
        focus: seg
        children: [pageA, nav]
        childContainer: host
        view:
          background: "#1E2A38CC"
          pattern: images/pattern.png
          cornerRadius: 4.5
          clips: yes
          subviews:
            - type: label
              frame: [20, 20, 400, 40]
              text: "Hello: \\"world\\" # not a comment"
              fontSize: 28
              color: white
              bold: true
              align: center
              autoresizing: [flexibleWidth, flexibleBottomMargin]
            - { type: segmented, id: seg, frame: [10, 70, 300, 30], segments: [A, B, C], selected: 2,
                segues: [toA, toNav, toA], tint: teal, enabled: true }
            - { type: pageControl, frame: [10, 110, 100, 20], pages: 5, current: 1, tint: red, dotColor: "#888" }
            - { type: image, id: pic, frame: [0, 140, 64, 64], image: images/badge.png, contentMode: aspectFit }
            - { type: view, id: host, frame: [0, 220, 320, 200], alpha: 0.5, hidden: false, tag: 7,
                autoresizing: flexibleSize }
            - type: button
              frame: [20, 430, 120, 44]
              title: Back
              tint: systemBlue
              unwind: back
      - id: pageA
        escape: home
        view: { background: orange, subviews: [ { type: container, frame: [0, 0, 100, 100], embed: embedB } ] }
      - id: pageB
        view: { background: purple }
      - id: nav
        class: NavigationController
        root: pageB
    segues:
      - { id: embedB, kind: embed, from: pageA, to: pageB }
      - id: toA
        kind: custom
        class: TransitionSegue
        from: tabs
        to: pageA
        options: { duration: 0.75, transition: cube, direction: left, animated: true, params: { dim: 0.5 } }
      - id: toNav
        kind: present
        from: tabs
        to: nav
        options: { style: overFullScreen, duration: 0.3 }
    """

    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    static var assetsFolder: String { repositoryRoot + "/Assets" }

    @Test("The seeds are valid storyboards")
    func seedsLoad() throws {
        #expect(Self.seeds.count >= 4)
        for seed in Self.seeds {
            let result = Storyboard.parse(seed, path: "seed.yaml", baseDirectory: Self.assetsFolder, registries: Self.registries)
            if case .failure(let e) = result { Issue.record("a seed does not load: \(e)") }
        }
    }

    @Test("1,000 mutated storyboards: no crash, no hang, located diagnostics")
    func mutatedStoryboards() throws {
        let seeds = Self.seeds
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fuzz-storyboard-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = FuzzHarness.run("storyboard", seeds: FuzzConfig.seeds("storyboard", count: FuzzConfig.iterations(1_000))) { seed in
            Self.check(seed: seed, seeds: seeds, folder: folder.path)
        }
        print(report)
        #expect(report.cases > 0)
        for p in report.problems { Issue.record(Comment(rawValue: p)) }
    }

    /// One case: the mutant of a seed chosen by `seed`; every fourth one damaged at byte level
    /// and read from a file (binary data, invalid UTF-8), the others parsed as text.
    static func check(seed: UInt64, seeds: [String], folder: String) -> String? {
        var rng = SplitMix64(seed: seed)
        let original = rng.pick(seeds)
        let result: Result<Storyboard, StoryboardError>
        let breaks: Int
        if rng.below(4) == 0 {
            let bytes = FuzzMutator.mutateBytes(Array(original.utf8), donors: seeds.map { Array($0.utf8) }, rng: &rng)
            let path = folder + "/\(seed).yaml"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "cannot write \(path)" }
            defer { try? FileManager.default.removeItem(atPath: path) }
            result = Storyboard.load(path: path, registries: registries)
            breaks = lineBreaks(String(decoding: bytes, as: UTF8.self))
            FuzzConfig.show(String(decoding: bytes, as: UTF8.self))
            // `check` is what `segue check` runs: the same answer.
            let diagnostics = Storyboard.check(path: path, registries: registries)
            if case .failure(let e) = result, e.diagnostics != diagnostics { return "check(path:) differs from load(path:)" }
        } else {
            let text = FuzzMutator.mutateText(original, donors: seeds, rng: &rng)
            result = Storyboard.parse(text, path: "fuzz.yaml", baseDirectory: assetsFolder, registries: registries)
            breaks = lineBreaks(text)
            FuzzConfig.show(text)
        }
        switch result {
        case .failure(let error):
            if error.diagnostics.isEmpty { return "a failure without diagnostics" }
            for d in error.diagnostics {
                if d.message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "an empty message at \(d.location)" }
                if d.location.line < 1 || d.location.line > breaks + 1 || d.location.column < 1 {
                    return "a location outside the file (\(breaks + 1) lines): \(d)"
                }
            }
            return nil
        case .success(let storyboard):
            return exercise(storyboard)
        }
    }

    @Test("Regression: a YAML error at the end of a file without a final line break is on its last line")
    func yamlErrorAtEndOfFile() throws {
        for (text, line, column) in [("scenes: [a", 1, 11), ("initial: a\nscenes: {b: 1", 2, 14), ("a: 'x\r\nb", 2, 2)] {
            guard case .failure(let e) = Storyboard.parse(text, path: "t.yaml") else { Issue.record("\(text) loaded"); continue }
            #expect(e.diagnostics.map(\.location.line) == [line], "\(e)")
            #expect(e.diagnostics.map(\.location.column) == [column], "\(e)")
            #expect(e.diagnostics.first?.message.hasPrefix("bad YAML") == true)
        }
    }

    @Test("Regression: a very long unknown name gets its diagnostic at once (no edit-distance table for it)")
    func longUnknownName() throws {
        let name = "TransitionSeg" + String(repeating: "[", count: 200_000)
        let text = StoryboardErrorTests.valid.replacingOccurrences(of: "kind: present", with: "kind: custom\n    class: \(name)")
        let start = Date()
        guard case .failure(let e) = Storyboard.parse(text, path: "t.yaml") else { Issue.record("loaded"); return }
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(e.diagnostics.contains { $0.message.hasPrefix("unknown segue class") && !$0.message.contains("did you mean") })
        #expect(YAMLReader.nearest("ExplodSegue", in: ["ExplodeSegue", "RotatingSegue"]) == "ExplodeSegue")
    }

    @Test("Regression: a misspelt key close to two others always gets the same hint")
    func hintTies() throws {
        // 'to' is two edits from both 'id' and 'tag': the hint must not depend on set order.
        for _ in 0..<20 {
            let keys = Set(["type", "id", "tag", "frame", "alpha", "hidden", "clips", "subviews"].shuffled())
            #expect(YAMLReader.nearest("to", in: keys) == "id")
        }
    }

    @Test("Regression: an empty value at the end of a file without a final line break is on its last line")
    func emptyValueAtEndOfFile() throws {
        let text = StoryboardErrorTests.valid + "\n    ?       unwind"
        guard case .failure(let e) = Storyboard.parse(text, path: "t.yaml") else { Issue.record("loaded"); return }
        let last = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(e.diagnostics.allSatisfy { $0.location.line <= last }, "\(e)")
        #expect(e.diagnostics.contains { $0.location.line == last }, "\(e)")
    }

    /// A storyboard that loads must run: its initial scene in a window, one frame drawn.
    static func exercise(_ storyboard: Storyboard) -> String? {
        let window = Window(size: Size(320, 240), clock: ManualClock())
        guard let vc = storyboard.instantiateInitialViewController() else { return nil }
        window.rootViewController = vc
        _ = window.drawList()
        for scene in storyboard.file.scenes {
            _ = storyboard.instantiateViewController(withIdentifier: scene.id)?.view
        }
        return nil
    }

    /// How many line breaks a YAML reader may count in `text` (YAML also breaks at CR, NEL,
    /// LS and PS).
    static func lineBreaks(_ text: String) -> Int {
        text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.reduce(0) { n, s in
            n + (["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(s) ? 1 : 0)
        }
    }
}
