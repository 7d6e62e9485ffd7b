import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// A YAML scene's layout keys become the runtime's constraints and stack views when the
/// scene's view is built: frames follow the window at every size, each constraint knows the
/// file, line and column it was written at, and a view placed by constraints needs no frame.
@MainActor
@Suite struct StoryboardLayoutBuildTests {
    static let yaml = """
        scenes:
        - id: a
          view:
            layout: ["H:|-[title]-|", "V:|-[title(30)]-[row]"]
            subviews:
            - { type: label, id: title, text: Hello, fontSize: 20 }
            - type: stack
              id: row
              spacing: 10
              distribution: fillEqually
              constraints:
              - leading == superview.leading + 20
              - "width == superview.width * 0.5"
              - height == 40
              subviews: [{ id: one }, { id: two }]
            - id: box
              frame: [5, 6, 7, 8]
              autoresizing: [flexibleLeftMargin]
            - id: pinned
              constraints: ["bottom == safeArea.bottom - 10", "trailing == box.trailing", "width == 30", "height == 30 @high"]
        """

    func shown(at size: Size) throws -> (Window, View) {
        let storyboard = try Storyboard.parse(Self.yaml, path: "l.yaml").get()
        let window = Window(size: size, clock: ManualClock())
        let vc = try #require(storyboard.instantiateViewController(withIdentifier: "a"))
        window.rootViewController = vc
        vc.view.layoutIfNeeded()
        return (window, vc.view)
    }

    @Test(arguments: [Size(640, 480), Size(1280, 720), Size(480, 800)])
    func framesFollowTheWindow(size: Size) throws {
        let (_, root) = try shown(at: size)
        let title = try #require(root.viewWithIdentifier("title"))
        #expect(title.frame.minX == 20 && title.frame.width == size.width - 40)
        #expect(title.frame.minY == 20 && title.frame.height == 30)
        let row = try #require(root.viewWithIdentifier("row") as? StackView)
        #expect(row.frame == Rect(20, title.frame.maxY + 8, size.width / 2, 40))
        // Its subviews are its arranged subviews, filled equally with 10 points between them.
        let one = try #require(root.viewWithIdentifier("one")), two = try #require(root.viewWithIdentifier("two"))
        #expect(row.arrangedSubviews.map(\.identifier) == ["one", "two"])
        #expect(abs(one.frame.width - (size.width / 2 - 10) / 2) < 1e-6 && two.frame.minX == one.frame.maxX + 10)
        // A view only on the right-hand side keeps its frame and mask; the view constrained
        // to it follows it and the safe area.
        let box = try #require(root.viewWithIdentifier("box"))
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        let pinned = try #require(root.viewWithIdentifier("pinned"))
        #expect(!pinned.translatesAutoresizingMaskIntoConstraints)
        #expect(pinned.frame.maxX == box.frame.maxX && pinned.frame.maxY == size.height - 10 && pinned.frame.width == 30)
    }

    @Test func eachConstraintKnowsWhereItWasWritten() throws {
        let (_, root) = try shown(at: Size(640, 480))
        let row = try #require(root.viewWithIdentifier("row"))
        let locations = row.constraints.compactMap(\.sourceLocation)
        #expect(locations.contains("l.yaml:12:9") && locations.contains("l.yaml:13:10"), "\(locations)")
        // A visual format's constraints live on the items they place: its part of the string.
        let title = try #require(root.viewWithIdentifier("title"))
        #expect(title.constraints.compactMap(\.sourceLocation).contains("l.yaml:4:18"))
    }

    @Test func huggingAndCompressionAreSet() throws {
        let storyboard = try Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews: [{ id: v, hugging: [251, 1000], compression: [low, 740] }]
            """, path: "h.yaml").get()
        let vc = storyboard.instantiateViewController(withIdentifier: "a")
        let v = try #require(vc?.view.viewWithIdentifier("v"))
        #expect(v.contentHuggingPriority(for: .horizontal) == 251 && v.contentHuggingPriority(for: .vertical) == .required)
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == 740)
    }

    @Test func conflictingConstraintsAreReportedWithTheirPlace() throws {
        let storyboard = try Storyboard.parse("""
            scenes:
            - id: a
              view:
                subviews:
                - id: v
                  constraints: ["width == 100", "width == 200", "height == 10", "top == superview.top", "leading == superview.leading"]
            """, path: "c.yaml").get()
        let window = Window(size: Size(400, 300), clock: ManualClock())
        let vc: ViewController = try #require(storyboard.instantiateViewController(withIdentifier: "a"))
        window.rootViewController = vc
        window.rootView.layoutIfNeeded()
        let broken = window.layoutDiagnostics.filter { $0.kind == .unsatisfiable }
        #expect(broken.count == 1)
        #expect(broken.first?.location == "c.yaml:6:38", "\(broken)")
        #expect(broken.first?.conflicting == ["v.width == 100 (c.yaml:6:22)"])
    }
}
