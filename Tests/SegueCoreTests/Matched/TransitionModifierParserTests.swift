import Foundation
import Testing
@testable import SegueCore

/// Hero's example storyboards, read where the project keeps its test corpora (beside the
/// repository, never copied into it).
enum HeroCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpora/hero")

    static var storyboards: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "storyboard" }.sorted { $0.path < $1.path }
    }

    /// Every `heroModifierString` value in the corpus, XML entities decoded.
    static var modifierStrings: [String] {
        var out: [String] = []
        for url in storyboards {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.contains("keyPath=\"heroModifierString\"") {
                guard let r = line.range(of: "value=\"") else { continue }
                let rest = line[r.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { continue }
                out.append(String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&amp;", with: "&"))
            }
        }
        return out
    }
}

@Suite("Transition modifier strings")
struct TransitionModifierParserTests {
    func parsed(_ s: String) -> [TransitionModifier] {
        let r = TransitionModifier.parse(s)
        #expect(r.warnings.isEmpty, "\(s): \(r.warnings)")
        return r.modifiers
    }

    @Test func everyModifierReads() {
        let cases: [(String, TransitionModifier)] = [
            ("fade", .fade),
            ("scale(0.5)", .scale(x: 0.5, y: 0.5, z: 1)),
            ("scale(2, 3)", .scale(x: 2, y: 3, z: 1)),
            ("scale(2, 3, 4)", .scale(x: 2, y: 3, z: 4)),
            ("translate(0, -150)", .translate(x: 0, y: -150, z: 0)),
            ("translate(10)", .translate(x: 10, y: 0, z: 0)),
            ("translate(1,2,3)", .translate(x: 1, y: 2, z: 3)),
            ("rotate(1.5)", .rotate(x: 0, y: 0, z: 1.5)),
            ("rotate(0.1, 0.2, 0.3)", .rotate(x: 0.1, y: 0.2, z: 0.3)),
            ("position(100, 200)", .position(x: 100, y: 200)),
            ("size(30, 40)", .size(width: 30, height: 40)),
            ("opacity(0.25)", .opacity(0.25)),
            ("zPosition(2)", .zPosition(2)),
            ("duration(0.7)", .duration(0.7)),
            ("delay(.2)", .delay(0.2)),
            ("spring(300, 20)", .spring(stiffness: 300, damping: 20)),
            ("spring", .spring(stiffness: 250, damping: 30)),
            ("curve(easeOut)", .timingCurve(.easeOut)),
            ("curve(sharp)", .timingCurve(.bezier(0.4, 0, 0.6, 1))),
            ("timingFunction(easeInOut)", .timingCurve(.easeInEaseOut)),
            ("timingFunction(0.2, 0, 0.8, 1)", .timingCurve(.bezier(0.2, 0, 0.8, 1))),
            ("arc", .arc(intensity: 1)),
            ("arc(0.4)", .arc(intensity: 0.4)),
            ("cascade", .cascade(delta: 0.02, direction: .topToBottom)),
            ("cascade(0.05, leftToRight)", .cascade(delta: 0.05, direction: .leftToRight)),
            ("source(menu)", .source(id: "menu")),
            ("useGlobalCoordinateSpace", .useGlobalCoordinateSpace),
            ("useNoSnapshot", .useNoSnapshot),
            ("ignoreSubviewModifiers", .ignoreSubviewModifiers(recursive: false)),
            ("ignoreSubviewModifiers(true)", .ignoreSubviewModifiers(recursive: true)),
            ("forceAnimate", .forceAnimate),
            ("beginWith(opacity(0.5), scale(2))", .beginWith([.opacity(0.5), .scale(2)])),
            ("whenPresenting(fade translate(0, 10))", .whenPresenting([.fade, .translate(x: 0, y: 10, z: 0)])),
            ("whenDismissing(scale(0.1))", .whenDismissing([.scale(0.1)])),
        ]
        for (text, expected) in cases {
            #expect(parsed(text) == [expected], "\(text)")
        }
    }

    @Test func listsKeepTheirOrder() {
        #expect(parsed("scale(0.5) translate(200, 0) fade useGlobalCoordinateSpace")
                == [.scale(0.5), .translate(x: 200, y: 0, z: 0), .fade, .useGlobalCoordinateSpace])
        #expect(parsed("  fade,\tarc  ") == [.fade, .arc])
        #expect(parsed("") == [])
    }

    @Test func everyCorpusStringReadsWithoutWarnings() {
        let strings = HeroCorpus.modifierStrings
        #expect(strings.count >= 30, "the Hero corpus has \(strings.count) modifier strings")
        for s in strings {
            let r = TransitionModifier.parse(s)
            #expect(r.warnings.isEmpty, "\(s): \(r.warnings)")
            #expect(!r.modifiers.isEmpty, "\(s)")
            // Written back, each reads as the same list.
            #expect(TransitionModifier.parse(TransitionModifier.string(r.modifiers)).modifiers == r.modifiers, "\(s)")
        }
        #expect(parsed("useGlobalCoordinateSpace useNoSnapshot translate(0, 64) zPosition(10)")
                == [.useGlobalCoordinateSpace, .useNoSnapshot, .translate(x: 0, y: 64, z: 0), .zPosition(10)])
        #expect(parsed("fade translate(0, -250) scale(1.5)") == [.fade, .translate(x: 0, y: -250, z: 0), .scale(1.5)])
    }

    @Test func writtenModifiersReadBack() {
        let all: [TransitionModifier] = [
            .fade, .scale(0.5), .scale(x: 1, y: 2, z: 3), .translate(x: -1.5, y: 2, z: 0), .translate(x: 0, y: 0, z: 4),
            .rotate(0.5), .rotate(x: 1, y: 0, z: 0), .position(x: 3, y: 4), .size(width: 5, height: 6), .opacity(0.3),
            .zPosition(-1), .duration(1.25), .delay(0), .spring(stiffness: 100, damping: 10),
            .timingCurve(.linear), .timingCurve(.bezier(0.1, 0.2, 0.3, 0.4)), .arc, .arc(intensity: 2),
            .cascade(delta: 0.1, direction: .rightToLeft), .source(id: "x1"), .useGlobalCoordinateSpace, .useNoSnapshot,
            .ignoreSubviewModifiers(recursive: false), .ignoreSubviewModifiers(recursive: true), .forceAnimate,
            .beginWith([.fade, .scale(2)]), .whenPresenting([.arc]), .whenDismissing([.translate(x: 1, y: 1, z: 0)]),
        ]
        let text = TransitionModifier.string(all)
        #expect(parsed(text) == all, "\(text)")
    }

    /// The warnings' columns and messages, for a string.
    func warnings(_ s: String) -> [String] {
        TransitionModifier.parse(s).warnings.map(\.description)
    }

    @Test func unknownModifiersAreWarningsAtTheirColumn() {
        let r = TransitionModifier.parse("fade wobble(3) arc")
        #expect(r.modifiers == [.fade, .arc])
        #expect(r.warnings == [TransitionModifierWarning(column: 6, message: "unknown modifier 'wobble'")])
        #expect(warnings("useOptimizedSnapshot") == ["column 1: Hero's 'useOptimizedSnapshot' is not supported here; it is ignored"])
    }

    @Test func badArgumentsAreWarningsAtTheirColumn() {
        #expect(warnings("scale(big)") == ["column 7: argument 1 of 'scale' must be a number, not 'big'"])
        #expect(TransitionModifier.parse("scale(big) fade").modifiers == [.fade])
        #expect(warnings("translate()") == ["column 1: 'translate' needs x, y[, z] in points"])
        #expect(warnings("position(1)") == ["column 1: 'position' needs x and y"])
        #expect(warnings("fade(1)") == ["column 6: 'fade' takes no arguments; this one is ignored"])
        #expect(TransitionModifier.parse("fade(1)").modifiers == [.fade])
        #expect(warnings("opacity(2)") == ["column 9: an opacity lies in 0…1; 2.0 is clamped"])
        #expect(TransitionModifier.parse("opacity(2)").modifiers == [.opacity(1)])
        #expect(warnings("size(-1, 2)") == ["column 1: a size cannot be negative"])
        #expect(warnings("duration(-1)") == ["column 10: a time cannot be negative"])
        #expect(warnings("spring(0, 1)") == ["column 1: a spring's stiffness and damping must be positive"])
        #expect(warnings("curve(bouncy)").first?.hasPrefix("column 7: unknown curve 'bouncy'") == true)
        #expect(warnings("timingFunction(2, 0, 0, 1)") == ["column 16: the control points' x values must lie in 0…1"])
        #expect(warnings("cascade(0.1, sideways)") == ["column 14: unknown cascade direction 'sideways'"])
        #expect(warnings("source(3)") == ["column 8: argument 1 of 'source' must be a transition id"])
        #expect(warnings("source") == ["column 1: 'source' needs a transition id"])
        #expect(warnings("ignoreSubviewModifiers(maybe)") == ["column 24: argument 1 of 'ignoreSubviewModifiers' must be true or false"])
        #expect(warnings("translate(1, 2, 3, 4)") == ["column 20: 'translate' takes at most 3 arguments; this one is ignored"])
        #expect(warnings("whenPresenting(3)") == ["column 16: 'whenPresenting' takes modifiers, not numbers"])
        #expect(warnings("beginWith(fade, blink)") == ["column 17: unknown modifier 'blink'"])
    }

    @Test func syntaxErrorsAreWarningsAndTheRestStillReads() {
        #expect(warnings("translate(0 5)") == ["column 13: expected ',' between the arguments of 'translate'"])
        #expect(TransitionModifier.parse("translate(0 5)").modifiers == [.translate(x: 0, y: 5, z: 0)])
        #expect(warnings("scale(1,)") == ["column 9: an argument of 'scale' is missing before ')'"])
        #expect(warnings("scale(,1)") == ["column 7: an argument of 'scale' is missing before ','"])
        let open = TransitionModifier.parse("fade scale(0.5")
        #expect(open.modifiers == [.fade])
        #expect(open.warnings.map(\.description) == ["column 11: '(' of 'scale' is never closed"])
        #expect(warnings("fade) arc") == ["column 5: unbalanced ')'"])
        #expect(TransitionModifier.parse("fade) arc").modifiers == [.fade, .arc])
        #expect(warnings("fade 3 arc") == ["column 6: a number outside an argument list; expected a modifier name"])
        #expect(warnings("fade ; arc") == ["column 6: unexpected ';'"])
        #expect(warnings("(1, 2) arc") == ["column 1: '(' without a modifier name before it"])
        #expect(TransitionModifier.parse("(1, 2) arc").modifiers == [.arc])
        #expect(warnings("scale(1..5)") == ["column 7: '1..5' is not a number"])
        // Columns count characters, not bytes.
        #expect(warnings("é wobble") == ["column 1: unknown modifier 'é'", "column 3: unknown modifier 'wobble'"])
    }

    @Test func targetStateComposesInOrder() throws {
        // scale(0.5) then translate(200, 0): the translation happens inside the scale, as
        // CATransform3DTranslate on a scaled transform does, so the view moves 100 points.
        let s = TransitionTargetState([.scale(0.5), .translate(x: 200, y: 0, z: 0), .fade], presenting: true)
        let t = try #require(s.transform)
        let p = t.project(Point(0, 0))
        #expect(abs(p.x - 100) < 1e-9 && abs(p.y) < 1e-9)
        #expect(s.opacity == 0)
        let swapped = try #require(TransitionTargetState([.translate(x: 200, y: 0, z: 0), .scale(0.5)], presenting: true).transform)
        #expect(abs(swapped.project(Point(0, 0)).x - 200) < 1e-9)
        // Conditions.
        let mods: [TransitionModifier] = [.whenPresenting([.scale(2)]), .whenDismissing([.fade])]
        #expect(TransitionTargetState(mods, presenting: true).transform != nil)
        #expect(TransitionTargetState(mods, presenting: true).opacity == nil)
        #expect(TransitionTargetState(mods, presenting: false).transform == nil)
        #expect(TransitionTargetState(mods, presenting: false).opacity == 0)
        // A spring of stiffness k and damping c on a unit mass: ω = √k, ζ = c / 2√k.
        guard case .spring(let spring)? = TransitionTargetState([.spring(stiffness: 400, damping: 20)], presenting: true).curve else {
            Issue.record("no spring"); return
        }
        #expect(abs(spring.angularFrequency - 20) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-9)
        let timing = TransitionTargetState(TransitionModifier.list("duration(2) delay(0.5) arc(0.3) source(a) zPosition(4)"), presenting: true)
        #expect(timing.duration == 2 && timing.delay == 0.5 && timing.arc == 0.3 && timing.source == "a" && timing.zPosition == 4)
    }
}
