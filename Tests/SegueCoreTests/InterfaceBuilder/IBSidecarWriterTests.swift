import Foundation
import Testing
@testable import SegueCore

/// The sidecar `segue import` writes is made by the YAML writer from the typed sidecar: every
/// section reads back as written, and what a person is to complete stays commented out.
@Suite struct IBSidecarWriterTests {
    static func full() -> StoryboardSidecar {
        var s = StoryboardSidecar(path: "t.segue.yaml")
        s.actions = [.init(control: "b1", action: .segue("go")), .init(control: "b2", action: .unwind("back")),
                     .init(control: "seg", action: .segments(["one", "two"]))]
        s.onLoad = [.init(scene: "holder", segue: "one")]
        s.unwind = [.init(scene: "home", actions: ["back", "done"])]
        s.classes = [.init(name: "MyController", target: "ViewController")]
        s.containers = [.init(scene: "cube", children: ["a", "b"], segue: "RotatingSegue")]
        s.initial = "cube"
        s.pendingActions = [.init(control: "sw", element: "switch", scene: "home", selector: "flip:")]
        return s
    }

    @Test func everySectionReadsBackAsWritten() throws {
        let s = Self.full()
        let back = try StoryboardSidecar.parse(StoryboardYAMLWriter.sidecar(s, header: ["a header"]), path: "t.segue.yaml").get()
        #expect(back.actions.map(\.control) == ["b1", "b2", "seg"] && back.actions.map(\.action) == s.actions.map(\.action))
        #expect(back.onLoad.map(\.scene) == ["holder"] && back.onLoad.map(\.segue) == ["one"])
        #expect(back.unwind.map(\.scene) == ["home"] && back.unwind.map(\.actions) == [["back", "done"]])
        #expect(back.classes.map(\.name) == ["MyController"] && back.classes.map(\.target) == ["ViewController"])
        #expect(back.containers.map(\.scene) == ["cube"] && back.containers.map(\.children) == [["a", "b"]]
                && back.containers.map(\.segue) == ["RotatingSegue"])
        #expect(back.initial == "cube")
        // The control to complete is a comment under its section, never an entry.
        #expect(StoryboardYAMLWriter.sidecar(s).contains(
            "actions:        # a control (its Interface Builder id) → a segue, unwind:ACTION, or one segue per segment\n"
            + "  # \"sw\": SEGUE_ID    # switch 'sw' in 'home': its flip: goes to the app's code\n"))
    }

    @Test func theSuggestedContainerIsCommentedOutAndReadsBackWhenUncommented() throws {
        var s = StoryboardSidecar(path: "t.segue.yaml")
        s.pendingContainer = .init(scene: "pages", children: ["0", "page-2"], segue: "RotatingSegue")
        let text = StoryboardYAMLWriter.sidecar(s)
        #expect(text == "# containers:     # scenes only the app's code loads by identifier: the pages of a container?\n"
                + "#   pages: { children: [\"0\", \"page-2\"], segue: RotatingSegue }\n# initial: pages\n")
        #expect(try StoryboardSidecar.parse(text, path: "t.segue.yaml").get().isEmpty)
        let uncommented = text.split(separator: "\n").map { $0.dropFirst(2) }.joined(separator: "\n")
        let back = try StoryboardSidecar.parse(uncommented, path: "t.segue.yaml").get()
        #expect(back.containers.map(\.children) == [["0", "page-2"]] && back.initial == "pages")
        // A sidecar that already names its containers or initial scene offers none.
        s.initial = "home"
        #expect(!StoryboardYAMLWriter.sidecar(s).contains("pages"))
    }
}
