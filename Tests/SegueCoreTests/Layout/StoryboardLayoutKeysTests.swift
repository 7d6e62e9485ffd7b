import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// The layout keys of a YAML storyboard (`constraints`, `layout`, `hugging`, `compression`,
/// `type: stack`): read into the view's spec, every mistake reported at the file, line and
/// column of the character it starts at, the views they name checked, and written back.
@MainActor
@Suite struct StoryboardLayoutKeysTests {
    static let good = """
        version: 1
        initial: a
        scenes:
        - id: a
          view:
            layout:
            - "H:|-[title]-|"
            - V:|-[title]-[row]
            subviews:
            - type: label
              id: title
              text: Hello
              hugging: [251, high]
              compression: [required, 700]
            - type: stack
              id: row
              axis: vertical
              distribution: fillEqually
              alignment: center
              spacing: 12
              constraints:
              - leading == superview.leading + 20
              - "width == superview.width * 0.5 @750"
              - height >= title.height
              subviews:
              - { id: one, constraints: ["height == 30"] }
              - { id: two }
        """

    static func parse(_ yaml: String) -> Result<StoryboardFile, StoryboardError> {
        Storyboard.parse(yaml, path: "s.yaml", registries: SegueRegistries()).map(\.file)
    }

    /// The diagnostics of loading `yaml`, as `FILE:LINE:COLUMN: error: MESSAGE` lines.
    static func errors(_ yaml: String) -> [String] {
        if case .failure(let e) = parse(yaml) { return e.diagnostics.map(\.description) }
        return []
    }

    @Test func theKeysAreRead() throws {
        let f = try Self.parse(Self.good).get()
        let root = try #require(f.scene("a")?.view)
        #expect(root.layout.map(\.text) == ["H:|-[title]-|", "V:|-[title]-[row]"])
        #expect(root.layout[1].constraints.count == 2)
        let title = root.subviews[0], row = root.subviews[1]
        #expect(title.hugging == AxisPriorities(251, .defaultHigh))
        #expect(title.compression == AxisPriorities(.required, 700))
        #expect(row.kind == .stack)
        #expect(row.stack == StackSpec(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 12))
        #expect(row.constraints.map { $0.text() } == [
            "leading == superview.leading + 20", "width == superview.width * 0.5 @750", "height >= title.height",
        ])
        #expect(row.subviews.map(\.id) == ["one", "two"])
        #expect(row.subviews[0].constraints.count == 1)
    }

    @Test func eachConstraintKnowsWhereItIsWritten() throws {
        let f = try Self.parse(Self.good).get()
        let row = try #require(f.scene("a")?.view.subviews[1])
        // A plain scalar starts at its first character; a quoted one after its quote.
        #expect(row.constraints[0].location?.description == "s.yaml:22:9")
        #expect(row.constraints[1].location?.description == "s.yaml:23:10")
        let format = try #require(f.scene("a")?.view.layout[0])
        // "H:|-[title]-|": the edge spacing written at the '-' after '|'.
        #expect(format.constraints[0].location?.description == "s.yaml:7:11")
    }

    @Test func aBadConstraintIsReportedAtItsCharacter() {
        let yaml = """
            scenes:
            - id: a
              view:
                subviews:
                - id: b
                  constraints:
                  - top == superview.topp + 8
                  - ["not a string"]
                - id: c
                  constraints: ["width == superview.width * 0.5 @2000"]
            """
        // The entries are read as text first, then each parsed.
        #expect(Self.errors(yaml) == [
            "s.yaml:8:9: error: expected an entry of the constraints (text), found a list",
            "s.yaml:7:26: error: bad constraint 'top == superview.topp + 8': unknown attribute 'topp' (did you mean 'top'?); expected one of: "
                + LayoutAttribute.named.map(\.rawValue).joined(separator: ", "),
            "s.yaml:10:54: error: bad constraint 'width == superview.width * 0.5 @2000': expected a priority from 1 to 1000, found 2000",
        ])
    }

    @Test func aBadVisualFormatIsReportedAtItsCharacter() {
        let yaml = """
            scenes:
            - id: a
              view:
                layout: "H:|-[a]-x-[b]-|"
                subviews: [{ id: a }, { id: b }]
            """
        #expect(Self.errors(yaml) == [
            "s.yaml:4:22: error: bad visual format 'H:|-[a]-x-[b]-|': 'x' is a metric name, and storyboards give no metrics: write the spacing in points",
        ])
    }

    @Test func namedViewsMustExistWhereTheyAreNamed() {
        let yaml = """
            scenes:
            - id: a
              view:
                constraints: ["top == superview.top"]
                layout: ["H:|[a][inner]|"]
                subviews:
                - id: a
                  constraints: ["width == ghost.width"]
                  subviews: [{ id: inner }]
            """
        #expect(Self.errors(yaml) == [
            "s.yaml:4:20: error: constraint 'top == superview.top' is on the scene's root view, which has no superview in the storyboard; constrain its subviews instead",
            "s.yaml:5:22: error: visual format 'H:|[a][inner]|' names 'inner', which is not a subview of the view it is written on; expected one of: a",
            "s.yaml:8:22: error: constraint 'width == ghost.width' names view 'ghost', which scene 'a' has not; expected one of: a, inner",
        ])
    }

    @Test func badPrioritiesAndStackValues() {
        let yaml = """
            scenes:
            - id: a
              view:
                hugging: [251]
                compression: [1001, low]
                subviews:
                - { type: stack, axis: diagonal, spacing: x }
                - { type: label, distribution: fill }
            """
        let errors = Self.errors(yaml)
        #expect(errors.count == 5, "\(errors)")
        #expect(errors.contains("s.yaml:4:14: error: expected the content hugging priorities as [horizontal, vertical], found a list"))
        #expect(errors.contains("s.yaml:5:19: error: expected the horizontal priority of the compression resistance priorities of at most 1000, found 1001"))
        #expect(errors.contains("s.yaml:7:28: error: unknown stack axis 'diagonal'; expected one of: horizontal, vertical"))
        #expect(errors.contains { $0.hasPrefix("s.yaml:7:47: error: expected the spacing (a number)") })
        #expect(errors.contains { $0.hasPrefix("s.yaml:8:22: error: unknown key 'distribution' in a label") })
    }

    @Test func writtenAndReadBackTheSame() throws {
        let f = try Self.parse(Self.good).get()
        let yaml = try StoryboardYAMLWriter.yaml(f)
        // Layout strings are written quoted, one a line: a format's '[' and '|' are YAML's too.
        #expect(yaml.contains("- \"H:|-[title]-|\""))
        #expect(yaml.contains("- \"width == superview.width * 0.5 @750\""))
        #expect(yaml.contains("hugging: [251, 750]"))
        let back = try Self.parse(yaml).get()
        #expect(try StoryboardYAMLWriter.yaml(back) == yaml)
        let row = try #require(back.scene("a")?.view.subviews[1])
        #expect(row.stack == StackSpec(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 12))
        #expect(row.constraints.map { $0.text() } == f.scene("a")?.view.subviews[1].constraints.map { $0.text() })
    }

    @Test func aConstraintOnTheViewItselfIsWrittenWithItsId() throws {
        var f = try Self.parse(Self.good).get()
        f.scenes[0].view.subviews[0].constraints = [ConstraintSpec(.this, .height, .equal, .this, .width, multiplier: 0.5)]
        let yaml = try StoryboardYAMLWriter.yaml(f)
        #expect(yaml.contains("- \"height == title.width * 0.5\""))
        let back = try Self.parse(yaml).get()
        #expect(back.scenes[0].view.subviews[0].constraints.first?.secondItem == .view("title"))
    }
}
