import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Hero's attributes where storyboards hold them: the YAML keys `transitionID` and
/// `transitionModifiers` (a bad modifier a warning at its column), Interface Builder's Hero
/// runtime attributes in Hero's own example storyboards, and Hero's default animations by name.
@MainActor
@Suite struct HeroStoryboardTests {
    static let yaml = """
        version: 1
        initial: a
        scenes:
        - id: a
          view:
            subviews:
            - id: box
              frame: [10, 10, 50, 50]
              transitionID: blue
              transitionModifiers: fade wobble(2) arc
        """

    @Test func yamlKeysReachTheViewAndBadModifiersWarnAtTheirColumn() throws {
        let storyboard = try Storyboard.parse(Self.yaml, path: "s.yaml").get()
        #expect(storyboard.file.warnings.map(\.description)
                == ["s.yaml:10:33: warning: transitionModifiers: unknown modifier 'wobble'"])
        let vc = try #require(storyboard.instantiateViewController(withIdentifier: "a"))
        let box = try #require(vc.view.viewWithIdentifier("box"))
        #expect(box.transitionID == "blue")
        #expect(box.transitionModifiers == [.fade, .arc])
        // Quoted, the column counts from inside the quotes.
        let quoted = Self.yaml.replacingOccurrences(of: "fade wobble(2) arc", with: "'fade wobble(2) arc'")
        #expect(try Storyboard.parse(quoted, path: "s.yaml").get().file.warnings.first?.location.column == 34)
        // An error still fails the file.
        #expect((try? Storyboard.parse(Self.yaml + "\n      transitionID: [1]", path: "s.yaml").get()) == nil)
    }

    static var basic: URL { HeroCorpus.folder.appendingPathComponent("LegacyExamples__Examples__Basic.storyboard") }

    @Test func herosBasicExampleOpensWithItsMatchedViews() throws {
        let storyboard = try Storyboard.load(path: Self.basic.path).get()
        #expect(!storyboard.file.warnings.contains { $0.message.contains("hero") }, "\(storyboard.file.warnings)")
        func views(_ v: ViewSpec) -> [ViewSpec] { [v] + v.subviews.flatMap(views) }
        let all = storyboard.file.scenes.flatMap { views($0.view) }
        let blue = all.filter { $0.transitionID == "blue" }
        #expect(blue.count == 2)
        #expect(blue.allSatisfy { $0.transitionModifiers == [.arc] && ($0.cornerRadius ?? 0) > 0 })
        #expect(Set(blue.compactMap { $0.frame?.size }) == [Size(75, 75), Size(150, 75)])
        #expect(all.filter { $0.transitionID == "back" }.allSatisfy { $0.transitionModifiers == [.fade, .translate(x: 0, y: -150, z: 0)] })
        // isHeroEnabled on the destination: the show segue plays Hero's default, a fade.
        let show = try #require(storyboard.file.segues.first { $0.kind == .show })
        #expect(show.options.transition == CrossDissolve.description.name)
    }

    @Test func everyHeroExampleOpens() throws {
        var opened = 0, ids = 0
        for url in HeroCorpus.storyboards {
            let storyboard = try Storyboard.load(path: url.path).get()
            opened += 1
            func count(_ v: ViewSpec) -> Int { (v.transitionID == nil ? 0 : 1) + v.subviews.map(count).reduce(0, +) }
            ids += storyboard.file.scenes.map { count($0.view) }.reduce(0, +)
            #expect(!storyboard.file.warnings.contains { $0.message.contains("heroModifierString") }, "\(url.lastPathComponent)")
        }
        #expect(opened == HeroCorpus.storyboards.count && opened >= 10)
        #expect(ids >= 50, "heroIDs read: \(ids)")
    }

    func outcome(_ s: String, presenting: Bool = true, inNavigation: Bool = false) -> HeroAnimationType.Outcome? {
        try? HeroAnimationType.resolve(s, presenting: presenting, inNavigation: inNavigation).get().outcome
    }

    @Test func herosDefaultAnimationsByName() throws {
        #expect(outcome("fade") == .transition("crossDissolve", [:]))
        #expect(outcome("auto") == .transition("crossDissolve", [:]))
        #expect(outcome("auto", inNavigation: true) == .segueDefault)
        #expect(outcome("none") == HeroAnimationType.Outcome.none)
        #expect(outcome("push(left)") == .transition("push", ["from": "right"]))
        #expect(outcome("push(direction: left)") == .transition("push", ["from": "right"]))
        #expect(outcome("push(right)") == .transition("push", ["from": "left"]))
        #expect(outcome("pull(right)") == .transition("push", ["from": "right"]))
        #expect(outcome("cover(left)") == .transition("push", ["from": "right"]))
        #expect(outcome("slide(left)") == .transition("push", ["from": "right", "parallax": "1", "dim": "0"]))
        #expect(outcome("cover(up)") == .transition("coverVertical", [:]))
        #expect(outcome("zoomOut") == .transition("explode", ["scale": "1.3"]))
        #expect(outcome("zoom") == .transition("crossDissolve", [:]))
        #expect(outcome("selectBy(push(left), pull(right))") == .transition("push", ["from": "right"]))
        #expect(outcome("selectBy(presenting: fade, dismissing: zoomOut)", presenting: false) == .transition("explode", ["scale": "1.3"]))
        #expect(try HeroAnimationType.resolve("cover(up)", presenting: true, inNavigation: false).get().note != nil)
        #expect(try HeroAnimationType.resolve("push(left)", presenting: true, inNavigation: false).get().note == nil)
        guard case .failure(let w) = HeroAnimationType.resolve("fade spin", presenting: true, inNavigation: false),
              case .failure(let w2) = HeroAnimationType.resolve("push(sideways)", presenting: true, inNavigation: false),
              case .failure(let w3) = HeroAnimationType.resolve("  wobble", presenting: true, inNavigation: false) else {
            Issue.record("bad names were accepted"); return
        }
        #expect(w.column == 1)
        #expect(w2.message == "'push' needs a direction: left, right, up or down")
        #expect(w3.column == 3 && w3.message.hasPrefix("unknown animation 'wobble'"))
    }
}

/// Hero's Basic example played in a window: the first screen's squares become the second's
/// wide bars, each drawn exactly once in every frame, and Hero's dismiss action flies them back.
@MainActor
@Suite struct HeroBasicPlaybackTests {
    static let blue = Color(red: 0.3231979311, green: 0.623524189, blue: 0.8038520813)

    /// How many quads of `colour` (within a rounding of the file's numbers) a frame holds,
    /// its snapshots' contents included.
    func count(_ list: DrawList, _ colour: Color) -> Int {
        func near(_ c: QuadContent) -> Bool {
            guard case .color(let k) = c else { return false }
            return abs(k.red - colour.red) < 0.01 && abs(k.green - colour.green) < 0.01 && abs(k.blue - colour.blue) < 0.01
        }
        func n(_ l: DrawList) -> Int { l.quads.filter { near($0.content) }.count }
        return n(list) + list.snapshots.map { n($0.contents) }.reduce(0, +)
    }

    @Test func theSquaresBecomeBarsAndFlyBack() throws {
        let storyboard = try Storyboard.load(path: HeroStoryboardTests.basic.path).get()
        let clock = ManualClock()
        let log = TraceLog()
        let window = Window(size: Size(320, 440), clock: clock, trace: log)
        window.rootViewController = storyboard.instantiateInitialViewController()
        let first = try #require(window.rootViewController)
        _ = window.drawList()
        #expect(count(window.drawList(), Self.blue) == 1)
        window.performSegueChoice(named: "A3e-Qu-r4W")
        var frames = 0
        while !window.runningTransitions.isEmpty || frames == 0 {
            let list = window.drawList()
            #expect(count(list, Self.blue) == 1, "frame \(frames)")
            clock.advance(by: 1.0 / 60); frames += 1
            if frames > 600 { break }
        }
        #expect(frames > 5)
        let second = try #require(first.presentedViewController)
        let bar = try #require(second.view.descendants.first { $0.transitionID == "blue" })
        #expect(bar.frame.width > bar.frame.height * 1.5, "a wide bar: \(bar.frame)")
        let begin = try #require(log.events.first { $0.event == .transitionBegin })
        guard case .strings(let ids)? = begin["matched"] else { Issue.record("no matched ids"); return }
        #expect(Set(["blue", "purple", "green"]).isSubset(of: Set(ids)))
        // The bar's button runs hero_dismissViewController: an unwind back to the squares.
        #expect(bar is Button)
        let center = try #require(bar.superview).transform(to: nil).project(bar.center)
        window.handle(.mouseDown(center, .left))
        window.handle(.mouseUp(center, .left))
        frames = 0
        while !window.runningTransitions.isEmpty || frames == 0 {
            #expect(count(window.drawList(), Self.blue) == 1, "back, frame \(frames)")
            clock.advance(by: 1.0 / 60); frames += 1
            if frames > 600 { break }
        }
        #expect(first.presentedViewController == nil)
        #expect(log.events.filter { $0.event == .transitionBegin }.count == 2)
        #expect(log.events.last { $0.event == .transitionEnd }?["completed"] == .bool(true))
    }
}
