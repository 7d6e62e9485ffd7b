import Foundation
import Testing
@testable import SegueCore

/// Each transition is described once (`TransitionDescription`); the registry, the instances'
/// defaults, the segue classes and the UIKit style table all read that description.
@MainActor
@Suite("Transition descriptions")
struct TransitionDescriptionTests {
    static let registry = TransitionRegistry.makeStandard()

    @Test("Every registered transition's description is complete, and its factory makes a transition of its name and defaults")
    func everyDescriptionIsCompleteAndMakesItsTransition() throws {
        #expect(Self.registry.all.count == Self.registry.names.count)
        for d in Self.registry.all {
            #expect(!d.name.isEmpty && !d.summary.isEmpty, "\(d.name)")
            #expect((0...TransitionRegistry.maxDuration).contains(d.duration), "\(d.name)")
            #expect(d.parameter("duration")?.defaultValue == TransitionRegistry.format(d.duration), "\(d.name)")
            let curveText = try #require(d.parameter("curve")?.defaultValue, "\(d.name)")
            #expect(try TimingCurve.parse(curveText) == d.curve, "\(d.name)")
            #expect(Set(d.parameters.map(\.name)).count == d.parameters.count, "\(d.name): a parameter twice")
            for p in d.parameters {
                #expect(!p.doc.isEmpty, "\(d.name).\(p.name) says nothing")
                #expect((try? p.read(p.defaultValue)) != nil, "\(d.name).\(p.name)'s default does not read")
            }
            let made = try Self.registry.make(d.name)
            #expect(made.name == d.name)
            #expect(made.duration == d.duration, "\(d.name)")
            #expect(made.curve == d.curve, "\(d.name)")
            switch d.reduceMotion {
            case .replaced: #expect(made.isThreeDOrScaling, "\(d.name)")
            case .kept: #expect(!made.isThreeDOrScaling, "\(d.name)")
            case .byValues: break
            }
        }
    }

    @Test("The built-in types are registered under their descriptions, in listing order")
    func builtinTypesAreTheRegistrysFirstEntries() {
        let names = TransitionRegistry.builtinTypes.map { $0.description.name }
        #expect(Array(Self.registry.names.prefix(names.count)) == names)
        #expect(Set(names).count == names.count)
    }

    /// The drift the descriptions ended: a type's own defaults are its description's.
    @Test("A transition made in code has its description's duration and curve")
    func madeInCodeMatchesTheDescription() {
        let made: [any DescribedTransition] = [
            Cube(), Explode(), CrossDissolve(), ImageFlight(), Flip(), PageCurl(), Push(), CoverVertical(),
            PropertyAnimations(),
        ]
        #expect(made.count == TransitionRegistry.builtinTypes.count)
        for t in made {
            let d = type(of: t).description
            #expect(t.name == d.name)
            #expect(t.duration == d.duration, "\(d.name)")
            #expect(t.curve == d.curve, "\(d.name)")
        }
        // The documented defaults (docs and SPEC): a linear 0.3 s dissolve; a presentation's 0.3 s cover.
        #expect(CrossDissolve().curve == .linear && CrossDissolve().duration == 0.3)
        #expect(CoverVertical().duration == 0.3)
        #expect(Explode().duration == 0.75 && Explode().curve == .easeOut)
    }

    @Test("A presentation without a transition plays the cover-vertical description")
    func presentationDefaultIsTheDescription() {
        let t = ViewController.defaultTransition(CoverVertical.description.name, in: Self.registry)
        #expect(t.name == "coverVertical" && t.duration == CoverVertical.description.duration)
        // A name nobody registered still plays: a cross-dissolve of the duration asked for.
        let missing = ViewController.defaultTransition("nowhere", duration: 0.2, in: Self.registry)
        #expect(missing is CrossDissolve && missing.duration == 0.2)
    }

    @Test("Segue classes name their transitions by description")
    func segueClassesNameTheirTransitions() {
        let segues = SegueRegistry()
        let expected: [(String?, SegueKind, String?)] = [
            ("ExplodeSegue", .custom, "explode"), ("RotatingSegue", .custom, "cube"),
            ("TransitionSegue", .custom, "crossDissolve"), ("ImageFlightSegue", .custom, "imageFlight"),
            (nil, .present, "coverVertical"), (nil, .show, "push"), (nil, .push, "push"),
            (nil, .embed, nil), (nil, .custom, nil),
        ]
        for (cls, kind, name) in expected {
            let type = segues.segueClass(named: cls, kind: kind)
            #expect(type.defaultTransition?.name == name, "\(cls ?? kind.rawValue)")
            if let name { #expect(Self.registry.info(name) != nil) }
        }
        #expect(RotatingSegue.runsOnlyDefaultTransition && !ExplodeSegue.runsOnlyDefaultTransition)
        #expect(RotatingSegue.transitionParameters(SegueOptions(direction: "right"))["direction"] == "backward")
        #expect(RotatingSegue.transitionParameters(SegueOptions(direction: "left"))["direction"] == "forward")
    }

    @Test("The docs name each segue class's transition as its description does")
    func docsNameEachSegueClassesTransition() throws {
        let docs = try String(contentsOfFile: Self.repositoryRoot + "/docs/storyboard.md", encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let segues = SegueRegistry()
        for cls in ["ExplodeSegue", "RotatingSegue", "TransitionSegue", "ImageFlightSegue"] {
            let name = try #require(segues.segueClass(named: cls)?.defaultTransition?.name)
            #expect(docs.contains("`\(cls)` \(name)"), "docs/storyboard.md does not say \(cls) runs \(name)")
        }
        #expect(docs.contains("`present` \(try #require(PresentSegue.defaultTransition?.name))"))
        #expect(docs.contains("`show`/`push` \(try #require(ShowSegue.defaultTransition?.name))"))
    }

    @Test("The docs' example ranges are the descriptions' ranges")
    func docsRangesAreTheDescriptions() throws {
        let docs = try String(contentsOfFile: Self.repositoryRoot + "/docs/storyboard.md", encoding: .utf8)
        for (type, parameter) in [(Cube.description, "faces"), (Explode.description, "scale")] {
            let range = try #require(type.parameter(parameter)?.rangeText)
            #expect(docs.contains("`\(type.name)`'s `\(parameter)` \(range)"), "docs/storyboard.md: \(type.name).\(parameter) \(range)")
        }
    }

    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
