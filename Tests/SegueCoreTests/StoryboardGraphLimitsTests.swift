import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Storyboards whose structure is a graph — colours defined by other colours, constraints
/// between siblings, tabs of tabs, scenes embedding scenes, YAML aliases — checked in time
/// linear in the file: a long chain loads, a circle is a located error, and what would expand
/// past `StoryboardLimits` is refused by the check with a located error naming the path, so
/// that nothing `check` accepts makes `run` recurse, hang or run out of memory.
///
/// The files are generated here, from a few hundred bytes to a few megabytes. The sizes are
/// chosen so that an exponential or quadratic walk would not finish: these tests pass in a
/// second or two only when every walk is linear.
@MainActor
@Suite struct StoryboardGraphLimitsTests {
    // MARK: Generators

    /// An Interface Builder document with these scenes (each a controller element) and
    /// `resources`; the first scene is the initial one.
    static func ibDocument(_ scenes: [String], initial: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
        \(scenes.enumerated().map { "<scene sceneID=\"s\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n"))
        </scenes>
        \(resources)
        </document>
        """
    }

    /// A view controller whose root view holds `body`.
    static func ibViewController(_ id: String, _ body: String = "", connections: String = "") -> String {
        "<viewController id=\"\(id)\" sceneMemberID=\"viewController\"><view key=\"view\" contentMode=\"scaleToFill\" id=\"\(id)-v\">"
            + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"390\" height=\"844\"/>"
            + "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\(body)</view>\(connections)</viewController>"
    }

    /// `n` resource colours, each defined by the next; the last has components (red) or,
    /// with `circle`, is defined by the first. A view's background uses the first.
    static func colourChain(_ n: Int, circle: Bool, named: Bool) -> String {
        let (tag, attr) = named ? ("namedColor", "name") : ("systemColor", "systemColor")
        var res = "<resources>"
        for i in 0..<n {
            if i == n - 1 && !circle {
                res += "<\(tag) name=\"c\(i)\"><color red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\"/></\(tag)>"
            } else {
                res += "<\(tag) name=\"c\(i)\">\n<color \(attr)=\"c\((i + 1) % n)\"/></\(tag)>"
            }
        }
        res += "</resources>"
        return ibDocument([ibViewController("a", "<color key=\"backgroundColor\" \(attr)=\"c0\"/>")], initial: "a", resources: res)
    }

    /// Two Auto Layout siblings without stored masks and `k` identical constraints placing
    /// one against the other (and, with `back`, as many the other way).
    static func siblingConstraints(_ k: Int, back: Bool) -> String {
        var body = "<subviews>"
            + "<view contentMode=\"scaleToFill\" id=\"A\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
            + "<view contentMode=\"scaleToFill\" id=\"B\"><rect key=\"frame\" x=\"0\" y=\"20\" width=\"10\" height=\"10\"/></view>"
            + "</subviews><constraints>"
            + "<constraint firstItem=\"B\" firstAttribute=\"bottom\" secondItem=\"a-v\" secondAttribute=\"bottom\" id=\"pin\"/>"
        for i in 0..<k {
            body += "<constraint firstItem=\"A\" firstAttribute=\"bottom\" secondItem=\"B\" secondAttribute=\"top\" id=\"k\(i)\"/>"
            if back { body += "<constraint firstItem=\"B\" firstAttribute=\"top\" secondItem=\"A\" secondAttribute=\"bottom\" id=\"b\(i)\"/>" }
        }
        body += "</constraints>"
        return ibDocument([ibViewController("a", body)], initial: "a")
    }

    /// `n` tab bar controllers, each with `fan` tabs showing the next (the last: a plain scene).
    static func tabChain(_ n: Int, fan: Int) -> String {
        var scenes: [String] = []
        for i in 0..<n {
            let next = i + 1 < n ? "t\(i + 1)" : "leaf"
            let segues = (0..<fan).map { "<segue destination=\"\(next)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r\(i)-\($0)\"/>" }
            scenes.append("<tabBarController id=\"t\(i)\" sceneMemberID=\"viewController\"><connections>\(segues.joined())</connections></tabBarController>")
        }
        scenes.append(ibViewController("leaf"))
        return ibDocument(scenes, initial: "t0")
    }

    /// How scene i of a YAML chain holds scene i + 1.
    enum Link: String, CaseIterable, Sendable { case embed, children, tabs, root }

    /// `n` YAML scenes, each holding the next by `link`.
    static func yamlChain(_ n: Int, _ link: Link) -> String {
        var text = "initial: s0\nscenes:\n", segues = "segues:\n"
        for i in 0..<n {
            text += "  - id: s\(i)\n"
            guard i + 1 < n else { continue }
            switch link {
            case .embed:
                text += "    view: {subviews: [{type: container, embed: e\(i)}]}\n"
                segues += "  - {id: e\(i), kind: embed, from: s\(i), to: s\(i + 1)}\n"
            case .children: text += "    children: [s\(i + 1)]\n"
            case .tabs: text += "    class: TabBarController\n    tabs: [s\(i + 1)]\n"
            case .root: text += "    class: NavigationController\n    root: s\(i + 1)\n"
            }
        }
        return text + (link == .embed ? segues : "")
    }

    /// `levels` YAML scenes, each with `fan` containers embedding the next.
    static func embedFan(levels: Int, fan: Int) -> String {
        var text = "initial: l0\nscenes:\n", segues = "segues:\n"
        for i in 0..<levels {
            let containers = (0..<fan).map { "{type: container, embed: e\(i)x\($0)}" }.joined(separator: ", ")
            text += "  - id: l\(i)\n    view: {subviews: [\(containers)]}\n"
            for k in 0..<fan { segues += "  - {id: e\(i)x\(k), kind: embed, from: l\(i), to: l\(i + 1)}\n" }
        }
        return text + "  - id: l\(levels)\n" + segues
    }

    /// A view whose subviews are aliases of aliases: `fan`^`levels` views from a few hundred
    /// bytes.
    static func aliasBomb(levels: Int, fan: Int) -> String {
        func value(_ k: Int) -> String {
            guard k > 0 else { return "&v0 {type: view}" }
            return "&v\(k) {subviews: [\(value(k - 1))\(String(repeating: ", *v\(k - 1)", count: fan - 1))]}"
        }
        return "initial: a\nscenes:\n  - id: a\n    view: {subviews: [\(value(levels))]}\n"
    }

    static func errors(_ text: String, path: String = "g.yaml") -> [StoryboardDiagnostic] {
        switch Storyboard.parse(text, path: path) {
        case .success: return []
        case .failure(let e): return e.diagnostics.filter { $0.severity == .error }
        }
    }

    /// The 1-based line of the first line of `text` containing `marker` (or, with `whole`,
    /// that is `marker`).
    static func line(of marker: String, in text: String, whole: Bool = false) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { whole ? $0 == marker : $0.contains(marker) }.map { $0 + 1 }
    }

    // MARK: Interface Builder

    @Test("Resource colours that refer to each other in a circle: a located error", arguments: [2, 3, 50, 5000])
    func colourCircle(_ n: Int) {
        for named in [false, true] {
            let text = Self.colourChain(n, circle: true, named: named)
            let errors = Self.errors(text, path: "c.storyboard")
            #expect(errors.count == 1, "\(errors)")
            guard let e = errors.first else { continue }
            #expect(e.message.contains("is defined by itself"), "\(e)")
            #expect(e.message.contains("'c0'"), "\(e)")
            // On the <color> that closes the circle: the last definition's.
            #expect(e.location.line == Self.line(of: "=\"c0\"/></\(named ? "namedColor" : "systemColor")>", in: text), "\(e)")
        }
    }

    @Test("A long chain of resource colours loads, resolved to the colour at its end", arguments: [1, 10, 1000, 50_000])
    func colourChain(_ n: Int) throws {
        for named in [false, true] {
            let sb = try Storyboard.parse(Self.colourChain(n, circle: false, named: named), path: "c.storyboard").get()
            #expect(sb.file.scenes.first?.view.background == Color(red: 1, green: 0, blue: 0))
        }
    }

    @Test("Identical and circular sibling constraints: solved once each, A stays above the bottom-pinned B", arguments: [1, 60, 2000])
    func siblingConstraints(_ k: Int) throws {
        for back in [false, true] {
            let sb = try Storyboard.parse(Self.siblingConstraints(k, back: back), path: "k.storyboard").get()
            #expect(sb.file.scenes[0].view.subviews.count == 2)
            let window = Window(size: Size(390, 844), clock: ManualClock())
            window.rootViewController = sb.instantiateInitialViewController()
            window.resize(to: Size(390, 600))
            window.rootView.layoutIfNeeded()
            let a = try #require(window.rootViewController?.interfaceBuilderLayout?.views["A"])
            let b = try #require(window.rootViewController?.interfaceBuilderLayout?.views["B"])
            // B is pinned to the bottom, so A, placed above it, follows the bottom edge too.
            #expect(b.frame.maxY == 600 && a.frame.maxY == b.frame.minY, "\(a.frame) \(b.frame)")
        }
    }

    @Test("Tab bar controllers chained by relationship segues: checked in linear time", arguments: [(8, 2), (12, 2), (13, 2), (40, 2), (400, 1)])
    func tabChain(_ n: Int, fan: Int) {
        let text = Self.tabChain(n, fan: fan)
        let errors = Self.errors(text, path: "t.storyboard")
        // t0 makes 1 + fan × (t1's count); the leaf makes 1.
        var made = 1
        for _ in 0...n - 1 { made = 1 + fan * made }
        let deep = n + 1 > StoryboardLimits.maxNestingDepth
        if made > StoryboardLimits.maxControllers || deep {
            #expect(errors.count == 1, "\(errors)")
            #expect(errors.first?.message.contains(deep ? "nests" : "controllers") == true, "\(errors)")
        } else {
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test("A tab that leads back to its tab bar controller is left out, with a warning")
    func tabCircle() throws {
        let text = Self.ibDocument([
            "<tabBarController id=\"t0\" sceneMemberID=\"viewController\"><connections><segue destination=\"t1\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r0\"/><segue destination=\"leaf\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r1\"/></connections></tabBarController>",
            "<tabBarController id=\"t1\" sceneMemberID=\"viewController\"><connections><segue destination=\"t0\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r2\"/></connections></tabBarController>",
            Self.ibViewController("leaf"),
        ], initial: "t0")
        let sb = try Storyboard.parse(text, path: "t.storyboard").get()
        #expect(sb.file.scene("t0")?.children == ["t1", "leaf"])
        #expect(sb.file.scene("t1")?.children == [])
        #expect(sb.file.scene("t1")?.className == "ViewController", "a tab bar with no tabs left is a plain screen")
    }

    // MARK: YAML nesting

    @Test("Scenes nested up to the depth limit load; one more is a located error naming the chain",
          arguments: Link.allCases)
    func nestingDepth(_ link: Link) throws {
        let limit = StoryboardLimits.maxNestingDepth
        _ = try Storyboard.parse(Self.yamlChain(limit, link), path: "d.yaml").get()
        for n in [limit + 1, 2000] {
            let text = Self.yamlChain(n, link)
            let errors = Self.errors(text, path: "d.yaml")
            #expect(errors.count == 1, "\(errors)")
            guard let e = errors.first else { continue }
            let first = n - limit - 1 // the scene whose chain is one too deep
            #expect(e.message.contains("loading scene 's\(first)' nests \(limit + 1) scenes deep, over the limit of \(limit)"), "\(e)")
            #expect(e.message.contains("s\(first) → s\(first + 1)") && e.message.contains("→ s\(n - 1);"), "\(e)")
            // At the value that makes the first step.
            let key = link == .embed ? "embed: e\(first)}" : link == .root ? "    root: s\(first + 1)" : "[s\(first + 1)]"
            #expect(e.location.line == Self.line(of: key, in: text, whole: link == .root), "\(e)")
        }
    }

    @Test("More scenes than the limit: one located error, in time linear in the file")
    func tooManyScenes() {
        let n = StoryboardLimits.maxScenes + 1
        var text = "initial: s0\nscenes:\n"
        for i in 0..<n { text += "  - id: s\(i)\n" }
        let errors = Self.errors(text)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("has \(n) scenes, over the limit of \(StoryboardLimits.maxScenes)") == true)
        #expect(errors.first?.location.line == n + 2)
    }

    @Test("Containers that each embed the next twice: controllers counted after expansion",
          arguments: [(2, 12), (2, 13), (2, 20), (2, 60), (3, 9), (10, 4), (100, 2)])
    func embedFan(_ fan: Int, levels: Int) {
        let text = Self.embedFan(levels: levels, fan: fan)
        let errors = Self.errors(text)
        // Scene i makes 1 + fan × what scene i + 1 makes; the last makes 1.
        var counts = [1]
        for _ in 0..<levels { counts.append(1 + fan * min(counts.last!, Int.max / (2 * fan))) }
        guard counts.last! > StoryboardLimits.maxControllers else {
            #expect(errors.isEmpty, "\(errors)")
            return
        }
        #expect(errors.count == 1, "\(errors)")
        guard let e = errors.first else { return }
        // Reported at the scene nearest the bottom that is over the limit.
        let over = counts.firstIndex { $0 > StoryboardLimits.maxControllers }!
        let scene = levels - over
        #expect(e.message.contains("loading scene 'l\(scene)' makes \(counts[over]) controllers, over the limit of \(StoryboardLimits.maxControllers)"), "\(e)")
        #expect(e.message.contains("l\(scene) → l\(scene + 1) ×\(fan)"), "\(e)")
        #expect(e.location.line == Self.line(of: "  - id: l\(scene)", in: text, whole: true).map { $0 + 1 }, "\(e)")
    }

    @Test("A scene whose onLoad segue shows itself (or one that shows it back) is a cycle", arguments: [1, 2, 30])
    func onLoadCycle(_ n: Int) {
        // nav's root r0 shows r1 on load, … r(n-1) shows r0.
        var text = "initial: nav\nscenes:\n  - id: nav\n    class: NavigationController\n    root: r0\n"
        var segues = "segues:\n"
        for i in 0..<n {
            text += "  - id: r\(i)\n    onLoad: go\(i)\n"
            segues += "  - {id: go\(i), kind: show, from: r\(i), to: r\((i + 1) % n)}\n"
        }
        text += segues
        let errors = Self.errors(text)
        #expect(errors.count == 1, "\(errors)")
        guard let e = errors.first else { return }
        #expect(e.message.hasPrefix("cycle of embedded scenes: r0 → "), "\(e)")
        #expect(e.message.contains("the segue it performs on load"), "\(e)")
        #expect(e.location.line == Self.line(of: "onLoad: go\(n - 1)", in: text), "\(e)")
    }

    @Test("The builder refuses a controller that would contain itself, with check's error, and does not recurse")
    func builderRefusesACycle() {
        // Built in code, so never checked: the navigation root pushes itself as it loads.
        let loc = SourceLocation(file: "code", line: 1, column: 1)
        var root = SceneSpec(id: "r", className: "ViewController", title: nil, view: ViewSpec(kind: .view, location: loc),
                             unwindActions: [], escape: nil, focus: nil, children: [], childContainer: nil, root: nil, location: loc)
        root.loadSegue = "again"
        let nav = SceneSpec(id: "nav", className: "NavigationController", title: nil, view: ViewSpec(kind: .view, location: loc),
                            unwindActions: [], escape: nil, focus: nil, children: [], childContainer: nil, root: "r", location: loc)
        let again = SegueSpec(id: "again", kind: .show, source: "r", destination: "r", className: nil, options: SegueOptions(), location: loc)
        let file = StoryboardFile(path: "code", baseDirectory: "", initialScene: "nav", scenes: [nav, root], segues: [again])
        let sb = Storyboard(file: file)
        let log = TraceLog()
        sb.traceLog = log
        let vc = sb.instantiateInitialViewController() as? NavigationController
        #expect(vc != nil)
        _ = vc?.view
        _ = vc?.topViewController?.view
        let refusals = log.events.filter { $0.event == .error }.map { "\($0.fields)" }
        #expect(refusals.contains { $0.contains("cycle of embedded scenes: r → r") }, "\(refusals)")
        // The same file, checked: the same error.
        var r = YAMLReader(file: "code")
        StoryboardValidator.validate(file, initialNode: nil, &r)
        #expect(r.diagnostics.map(\.message).contains { $0.hasPrefix("cycle of embedded scenes: r → r;") }, "\(r.diagnostics)")
    }

    @Test("An embed cycle reached through a long chain is reported once, with the chain shortened")
    func longCycle() {
        var text = "initial: s0\nscenes:\n", segues = "segues:\n"
        let n = 5000
        for i in 0..<n {
            text += "  - id: s\(i)\n    view: {subviews: [{type: container, embed: e\(i)}]}\n"
            segues += "  - {id: e\(i), kind: embed, from: s\(i), to: s\((i + 1) % n)}\n"
        }
        let errors = Self.errors(text + segues)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("s0 → s1") == true && errors.first?.message.contains("more)") == true, "\(errors)")
    }

    // MARK: YAML aliases

    @Test("YAML alias bombs: refused before anything is expanded, at the anchor that repeats",
          arguments: [(9, 9), (30, 3), (60, 2), (4, 1000)])
    func aliasBomb(_ levels: Int, fan: Int) {
        let text = Self.aliasBomb(levels: levels, fan: fan)
        let errors = Self.errors(text)
        #expect(errors.count == 1, "\(errors)")
        guard let e = errors.first else { return }
        #expect(e.message.contains("more than \(StoryboardLimits.maxYAMLNodes) YAML nodes once its aliases are expanded"), "\(e)")
        #expect(e.location.line == 4, "\(e)")
    }

    @Test("Aliases within the limit load as the views they repeat")
    func aliasesWithinTheLimit() throws {
        let sb = try Storyboard.parse(Self.aliasBomb(levels: 3, fan: 3), path: "a.yaml").get()
        var views = 0
        StoryboardValidator.walk(sb.file.scenes[0].view) { _ in views += 1 }
        #expect(views == 1 + 1 + 3 + 9 + 27)
    }

    // MARK: Interface Builder guesses

    @Test("Many segmented controls beside many containers: each control bound once, in linear time", arguments: [3, 2000])
    func segmentBindings(_ n: Int) throws {
        var body = "<subviews>"
        for i in 0..<n {
            body += "<segmentedControl id=\"sc\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"30\"/>"
                + "<segments><segment title=\"A\"/><segment title=\"B\"/></segments></segmentedControl>"
            body += "<containerView id=\"cv\(i)\"><rect key=\"frame\" x=\"0\" y=\"40\" width=\"100\" height=\"100\"/>"
                + "<connections><segue destination=\"child\" kind=\"embed\" id=\"emb\(i)\"/></connections></containerView>"
        }
        body += "</subviews>"
        let manual = "<connections><segue destination=\"x\" kind=\"show\" identifier=\"toX\" id=\"m1\"/>"
            + "<segue destination=\"y\" kind=\"show\" identifier=\"toY\" id=\"m2\"/></connections>"
        let text = Self.ibDocument([Self.ibViewController("main", body), Self.ibViewController("child", connections: manual),
                                    Self.ibViewController("x"), Self.ibViewController("y")], initial: "main")
        let i = try InterfaceBuilderReader.read(data: Data(text.utf8), path: "s.storyboard", baseDirectory: "").get()
        let bound = i.guesses.filter { $0.kind == .segmentSegues }
        #expect(bound.count == n)
        #expect(Set(bound.map(\.subject)).count == n)
        #expect(i.suggestedSidecar.onLoad.map(\.scene) == ["child"], "the child shows its first segue's scene once")
    }

    @Test("Many unwinds and many segues into their scene: targets found by id", arguments: [3, 3000])
    func unwindTargets(_ n: Int) throws {
        var body = "<subviews>"
        for i in 0..<n {
            body += "<button id=\"b\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>"
                + "<connections><segue destination=\"exit\(i % 2)\" kind=\"unwind\" unwindAction=\"back\(i):\" id=\"u\(i)\"/></connections></button>"
        }
        body += "</subviews>"
        var home = "<connections>"
        for i in 0..<n { home += "<segue destination=\"detail\" kind=\"show\" identifier=\"go\(i)\" id=\"g\(i)\"/>" }
        home += "</connections>"
        let detail = Self.ibViewController("detail", body).replacingOccurrences(of: "</viewController>", with: "</viewController><exit id=\"exit0\"/><exit id=\"exit1\"/>")
        let text = Self.ibDocument([Self.ibViewController("home", connections: home), detail], initial: "home")
        let i = try InterfaceBuilderReader.read(data: Data(text.utf8), path: "u.storyboard", baseDirectory: "").get()
        #expect(i.file.scene("home")?.unwindActions.count == n)
        #expect(i.suggestedSidecar.unwind.map(\.scene) == ["home"])
        #expect(i.suggestedSidecar.unwind.first?.actions.count == n)
    }

    @Test("What check accepts at the depth limit the builder builds; one more, never checked, it refuses",
          arguments: [Link.embed, .children, .root])
    func builderAtTheDepthLimit(_ link: Link) throws {
        let limit = StoryboardLimits.maxNestingDepth
        for n in [limit, limit + 1] {
            // Decoded without the check when over the limit: the builder alone must refuse.
            let text = Self.yamlChain(n, link)
            var file: StoryboardFile
            if n <= limit { file = try Storyboard.parse(text, path: "d.yaml").get().file } else {
                file = try Storyboard.parse(Self.yamlChain(limit, link), path: "d.yaml").get().file
                var extra = file.scenes[limit - 1]
                extra.id = "s\(limit)"
                switch link {
                case .embed:
                    file.scenes[limit - 1].view.subviews = [ViewSpec(kind: .container, embed: "e\(limit - 1)", location: extra.location)]
                    file.segues.append(SegueSpec(id: "e\(limit - 1)", kind: .embed, source: "s\(limit - 1)", destination: extra.id,
                                                 options: SegueOptions(), location: extra.location))
                case .children: file.scenes[limit - 1].children = [extra.id]
                case .root, .tabs:
                    file.scenes[limit - 1].className = "NavigationController"
                    file.scenes[limit - 1].root = extra.id
                }
                file.scenes.append(extra)
            }
            let sb = Storyboard(file: file)
            let log = TraceLog()
            sb.traceLog = log
            var vc = sb.instantiateInitialViewController()
            // Load each level's view, down the chain.
            while let v = vc {
                _ = v.view
                vc = v.children.first
            }
            let made = log.events.filter { $0.event == .instantiate }.count
            let refusals = log.events.filter { $0.event == .error }.map { "\($0.fields)" }
            if n <= limit {
                #expect(made == n)
                #expect(refusals.isEmpty, "\(refusals)")
            } else {
                #expect(made == limit)
                #expect(refusals.contains { $0.contains("nests \(limit + 1) scenes deep, over the limit of \(limit)") }, "\(refusals)")
            }
        }
    }

    @Test("A sidecar binding thousands of controls: one walk over the views, problems in the sidecar's order",
          arguments: [3, 20_000])
    func sidecarBindings(_ n: Int) throws {
        var body = "<subviews>"
        for i in 0..<n { body += "<button id=\"b\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></button>" }
        body += "</subviews>"
        let home = "<connections><segue destination=\"next\" kind=\"show\" identifier=\"go\" id=\"g\"/></connections>"
        let xml = Self.ibDocument([Self.ibViewController("home", body, connections: home), Self.ibViewController("next")], initial: "home")
        // Bound from the last to the first, and one control that is not there.
        var sidecar = "actions:\n"
        for i in (0..<n).reversed() { sidecar += "  b\(i): go\n" }
        sidecar += "  missing: go\n"
        let dir = try SidecarFolder(storyboard: xml, sidecar: sidecar)
        defer { dir.remove() }
        guard case .failure(let e) = dir.load() else { Issue.record("the missing control was not reported"); return }
        #expect(e.diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["the storyboard has no control with id 'missing' (a button, segmented control or page control's Interface Builder id)"])
        // Without the missing one, every button performs the segue.
        try sidecar.replacingOccurrences(of: "  missing: go\n", with: "").write(toFile: dir.sidecar, atomically: true, encoding: .utf8)
        let sb = try dir.load().get()
        var bound = 0
        StoryboardValidator.walk(sb.file.scenes[0].view) { v in if v.action == .segue("go") { bound += 1 } }
        #expect(bound == n)
    }

    @Test("Thousands of circles (every scene of a chain also holds the first) are a few errors, never a path copied per circle")
    func manyCirclesAreReportedBounded() {
        var text = "initial: s0\nscenes:\n"
        let n = 3_000
        for i in 0..<n { text += "  - id: s\(i)\n    children: [\(i + 1 < n ? "s\(i + 1), " : "")s0]\n" }
        let cycles = Self.errors(text).filter { $0.message.hasPrefix("cycle of embedded scenes") }
        #expect(!cycles.isEmpty && cycles.count <= 20, "\(cycles.count) cycle errors")
    }

    @Test("Scenes sharing a large family, each with a control whose segue starts below it: checked, every answer right")
    func sharedDescendantsAreAnsweredByBits() throws {
        // `n` scenes each embed one hub that holds `n` leaves; each scene's button runs a segue
        // from a leaf (allowed: the leaf is inside it) and one from another top scene (not).
        let n = 300
        var text = "initial: t0\nscenes:\n  - id: hub\n    children: [\((0..<n).map { "leaf\($0)" }.joined(separator: ", "))]\n"
        var segues = "segues:\n"
        for i in 0..<n {
            text += "  - id: t\(i)\n    view: {subviews: [{type: container, embed: e\(i)}, {type: button, title: go, segue: g\(i)}]}\n"
            text += "  - id: leaf\(i)\n"
            segues += "  - {id: e\(i), kind: embed, from: t\(i), to: hub}\n"
            segues += "  - {id: g\(i), kind: present, from: leaf\((i * 7) % n), to: hub}\n"
        }
        #expect(Self.errors(text + segues).isEmpty, "\(Self.errors(text + segues).prefix(3))")
        // The same button on a scene that does not hold the segue's source is an error.
        let wrong = text.replacingOccurrences(of: "segue: g0}", with: "segue: gx}") + segues + "  - {id: gx, kind: present, from: t1, to: hub}\n"
        #expect(Self.errors(wrong).contains { $0.message.contains("gx") }, "\(Self.errors(wrong).prefix(3))")
    }
}
