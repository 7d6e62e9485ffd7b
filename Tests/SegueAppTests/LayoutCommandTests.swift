import Foundation
import Testing

/// `segue layout` prints how a screen is laid out (SPEC §9) as text and JSON, and `segue
/// check` warns about broken constraints, ambiguous views and texts cut short.
@Suite("segue layout", .serialized)
struct LayoutCommandTests {
    static let storyboard = """
        initial: nav
        scenes:
        - id: nav
          class: NavigationController
          root: list
        - id: list
          title: List
          view:
            layout: ["H:|-[title]-|", "V:[title(30)]"]
            subviews:
            - { type: label, id: title, text: "A title far too long to fit a narrow screen", fontSize: 20,
                constraints: ["top == safeArea.top + 8"] }
            - id: box
              constraints: ["width == 100", "width == 120", "height == 40", "leading == superview.leading", "bottom == safeArea.bottom"]
            - { id: loose, constraints: ["width == 10"] }
        """

    func file() throws -> String {
        let dir = try temporaryFolder()
        let path = dir + "/l.yaml"
        try Self.storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func jsonGivesEveryViewsFrameAndTheProblems() throws {
        let path = try file()
        let r = try runSegue(["layout", path, "--size", "600x400", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        // The initial scene's front screen: the navigation controller's root, under its bar.
        #expect(json["scene"] as? String == "list")
        #expect(json["size"] as? [Double] == [600, 400])
        let safe = try #require(json["safeArea"] as? [Double])
        #expect(safe.count == 4 && safe[0] > 0 && safe[1] == 0 && safe[2] == 0)
        let views = try #require(json["views"] as? [[String: Any]])
        let title = try #require(views.first { $0["id"] as? String == "title" })
        #expect(title["kind"] as? String == "label")
        #expect(title["frame"] as? [Double] == [20, safe[0] + 8, 560, 30])
        #expect(title["truncated"] as? Bool == false)
        let box = try #require(views.first { $0["id"] as? String == "box" })
        #expect((box["frame"] as? [Double])?.last == 40)
        let unsatisfied = try #require(json["unsatisfied"] as? [[String: Any]])
        #expect(unsatisfied.count == 1)
        #expect(unsatisfied.first?["constraint"] as? String == path + ":14:38")
        #expect(unsatisfied.first?["priority"] as? Double == 1000)
        #expect(json["ambiguous"] as? [String] == ["loose"])
    }

    @Test func jsonGivesDepthsAndAScrolledViewsContentOffset() throws {
        // A scroll view under a navigation bar starts scrolled up by the bar: its subview stands
        // on the screen at its content position less the offset.
        let yaml = """
            initial: nav
            scenes:
            - id: nav
              class: NavigationController
              root: page
            - id: page
              title: Page
              view:
                subviews:
                - type: scroll
                  id: scroller
                  frame: [0, 0, 600, 400]
                  autoresizing: [flexibleWidth, flexibleHeight]
                  subviews:
                  - { type: label, id: note, text: "Hello", frame: [10, 20, 100, 30] }
            """
        let path = try temporaryFolder() + "/s.yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try runSegue(["layout", path, "--size", "600x400", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let top = try #require((json["safeArea"] as? [Double])?.first)
        #expect(top > 0)
        let views = try #require(json["views"] as? [[String: Any]])
        let root = try #require(views.first)
        #expect(root["depth"] as? Int == 0 && root["contentOffset"] == nil)
        let scroller = try #require(views.first { $0["id"] as? String == "scroller" })
        let note = try #require(views.first { $0["id"] as? String == "note" })
        #expect(scroller["depth"] as? Int == 1)
        #expect(note["depth"] as? Int == 2)
        #expect(scroller["contentOffset"] as? [Double] == [0, -top])
        #expect(note["frame"] as? [Double] == [10, 20 + top, 100, 30])
    }

    @Test func textAtADeviceSizeSaysWhatIsTruncated() throws {
        let path = try file()
        let r = try runSegue(["layout", path, "--scene", "list", "--device", "iphone-se"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("scene list at 320x568, safe area top ") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  label title [20, ") && $0.hasSuffix("\"A title far too long to fit a narrow screen\" truncated") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("unsatisfied: \(path):14:38 @1000: unable to simultaneously satisfy constraints") })
        #expect(lines.last == "ambiguous: loose")
        let landscape = try runSegue(["layout", path, "--device", "iphone-x", "--landscape"])
        #expect(landscape.stdout.hasPrefix("scene list at 812x375, safe area top "), "\(landscape.stdout)")
    }

    @Test func interfaceBuilderViewsAreNamedByTheirIBIDsAndScenesFoundByEither() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SegueCoreTests/InterfaceBuilder/Fixtures/LayoutForms.storyboard").path
        // The controller's IB id and its storyboard identifier name the same scene.
        for scene in ["forms-vc", "forms"] {
            let r = try runSegue(["layout", fixture, "--scene", scene, "--size", "375x667", "--json"])
            #expect(r.status == 0, "\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            #expect(json["scene"] as? String == "forms")
            let views = try #require(json["views"] as? [[String: Any]])
            #expect(views.count > 3)
            #expect(views.first?["id"] as? String == "forms-root")
            let unnamed = views.filter { $0["id"] as? String == nil }
            #expect(unnamed.isEmpty, "views without an id: \(unnamed)")
        }
    }

    @Test func badOptionsAreUsageErrors() throws {
        let path = try file()
        let both = try runSegue(["layout", path, "--size", "100x100", "--device", "ipad"])
        #expect(both.status == 2 && both.stderr.contains("--size and --device both give the window's size; give one of them"))
        let device = try runSegue(["layout", path, "--device", "nokia"])
        #expect(device.status == 2 && device.stderr.contains("must be one of iphone-se"), "\(device.stderr)")
        let scene = try runSegue(["layout", path, "--scene", "nowhere"])
        #expect(scene.status == 1 && scene.stderr.contains("no scene 'nowhere' to lay out; expected one of: nav, list"))
    }

    @Test func checkWarnsAsXcodeDoesAndStillAccepts() throws {
        let path = try file()
        let r = try runSegue(["check", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("\(path):14:38: warning: scene 'list' at 1280x720: unable to simultaneously satisfy constraints: breaking box.width == 120"))
        #expect(r.stderr.contains("\(path):15:7: warning: scene 'list' at 1280x720: ambiguous layout: the constraints do not determine the frame of 'loose'"))
        // The title fits at 1280 points: no warning about it.
        #expect(!r.stderr.contains("'title'"))
    }
}
