import Foundation
import Testing
@testable import SegueCore

/// The one table from UIKit's names for transitions (modal transition styles, animation
/// options, segue-class families) to SegueKit's transitions.
@Suite("UIKit transition styles")
struct UIKitTransitionStylesTests {
    static let registry = TransitionRegistry.makeStandard()

    @Test("Each modal transition style maps to a registered transition")
    func modalTransitionStyles() throws {
        let expected = ["coverVertical": "coverVertical", "crossDissolve": "crossDissolve",
                        "flipHorizontal": "flip", "partialCurl": "pageCurl"]
        #expect(UIKitTransitionStyles.modalTransitionStyles.map(\.style).sorted() == expected.keys.sorted())
        for (style, name) in expected {
            let request = try #require(UIKitTransitionStyles.modalTransitionStyle(style), "\(style)")
            #expect(request.name == name, "\(style)")
            #expect(try Self.registry.make(request.name, parameters: request.parameters).name == name)
        }
        #expect(UIKitTransitionStyles.modalTransitionStyle("fadeThroughBlack") == nil)
    }

    @Test("Each transition option of AnimationOptions maps to a transition with its direction")
    func animationOptions() throws {
        let expected: [(AnimationOptions, String, String?)] = [
            (.transitionCrossDissolve, "crossDissolve", nil),
            (.transitionFlipFromLeft, "flip", "left"), (.transitionFlipFromRight, "flip", "right"),
            (.transitionFlipFromTop, "flip", "top"), (.transitionFlipFromBottom, "flip", "bottom"),
            (.transitionCurlUp, "pageCurl", "up"), (.transitionCurlDown, "pageCurl", "down"),
        ]
        #expect(UIKitTransitionStyles.animationOptions.count == expected.count)
        for (option, name, direction) in expected {
            let request = try #require(option.transitionRequest)
            #expect(request.name == name)
            #expect(request.parameters["direction"] == direction)
            #expect(try Self.registry.make(request.name, parameters: request.parameters).name == name)
        }
        #expect(AnimationOptions.curveEaseIn.transitionRequest == nil)
        // A cross-dissolve wins over the others.
        #expect(([.transitionFlipFromTop, .transitionCrossDissolve] as AnimationOptions).transitionRequest?.name == "crossDissolve")
    }

    @Test("A segue class's name suggests the transition of its family",
          arguments: [("CubeSegue", "cube"), ("PageCurlSegue", "pageCurl"), ("FlipSegue", "flip"),
                      ("FadeSegue", "crossDissolve"), ("ZoomInSegue", "explode"), ("SlideLeftSegue", "push"),
                      ("RotatingCarousel", "cube")])
    func segueClassFamilies(name: String, transition: String) {
        #expect(UIKitTransitionStyles.family(ofSegueClass: name)?.name == transition)
    }

    @Test func aNameOfNoFamilySuggestsNothing() {
        #expect(UIKitTransitionStyles.family(ofSegueClass: "MySegue") == nil)
        for family in UIKitTransitionStyles.segueClassFamilies {
            #expect(Self.registry.info(family.transition.name) != nil)
        }
    }

    @Test("The docs' Interface Builder table says each modal style's transition")
    func docsSayEachModalStyle() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let docs = try String(contentsOfFile: root + "/docs/storyboard.md", encoding: .utf8)
        let row = try #require(docs.split(separator: "\n").first { $0.contains("`modalTransitionStyle`") })
        for (style, request) in UIKitTransitionStyles.modalTransitionStyles where request.name != PresentSegue.defaultTransition?.name {
            #expect(row.contains("`\(style)` → `\(request.name)`"), "docs/storyboard.md: \(style)")
        }
    }
}
