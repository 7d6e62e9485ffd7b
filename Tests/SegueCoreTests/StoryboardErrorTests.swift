import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Malformed storyboards: each gives a clear message with file:line:column, and none crashes.
@MainActor
@Suite struct StoryboardErrorTests {
    static let valid = """
    initial: home
    scenes:
      - id: home
        unwind: [backHome]
        view:
          background: white
          subviews:
            - type: button
              id: go
              frame: [10, 10, 100, 40]
              title: Go
              segue: toSecond
      - id: second
        view:
          subviews:
            - type: button
              frame: [10, 10, 100, 40]
              title: Back
              unwind: backHome
    segues:
      - id: toSecond
        kind: present
        from: home
        to: second
    """

    /// A broken variant of `valid`: `replace` swapped for `with`; the error is expected on the
    /// line containing `marker` (in the broken text) and to mention `expect`.
    struct Case: CustomStringConvertible {
        var name: String
        var replace: String
        var with: String
        var expect: String
        var marker: String
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "bad YAML: unclosed list", replace: "frame: [10, 10, 100, 40]\n          title: Go",
             with: "frame: [10, 10, 100, 40\n          title: Go", expect: "bad YAML", marker: ""),
        Case(name: "duplicate key", replace: "title: Go", with: "title: Go\n          title: Again",
             expect: "duplicate key 'title'", marker: ""),
        Case(name: "top level is a list", replace: "initial: home\n", with: "- initial: home\n", expect: "bad YAML", marker: ""),
        Case(name: "unknown top-level key", replace: "segues:", with: "segeus:", expect: "unknown key 'segeus'", marker: "segeus:"),
        Case(name: "scenes is not a list", replace: "scenes:\n  - id: home", with: "scenes: 3\nother:\n  - id: home",
             expect: "expected 'scenes' to be a list", marker: "scenes: 3"),
        Case(name: "scene without id", replace: "  - id: second", with: "  - title: second", expect: "a scene needs an 'id'", marker: "title: second"),
        Case(name: "duplicate scene id", replace: "  - id: second", with: "  - id: home", expect: "duplicate scene id 'home'", marker: "  - id: home\n    view:\n      subviews"),
        Case(name: "unknown controller class", replace: "  - id: second", with: "  - id: second\n    class: SecondController",
             expect: "unknown controller class 'SecondController'", marker: "class: SecondController"),
        Case(name: "unknown view type", replace: "- type: button\n          id: go", with: "- type: buton\n          id: go",
             expect: "unknown view type 'buton'", marker: "type: buton"),
        Case(name: "frame with three numbers", replace: "frame: [10, 10, 100, 40]\n          title: Go",
             with: "frame: [10, 10, 100]\n          title: Go", expect: "[x, y, width, height]", marker: "frame: [10, 10, 100]"),
        Case(name: "frame with text", replace: "frame: [10, 10, 100, 40]\n          title: Go",
             with: "frame: [10, ten, 100, 40]\n          title: Go", expect: "a number", marker: "ten"),
        Case(name: "negative size", replace: "frame: [10, 10, 100, 40]\n          title: Go",
             with: "frame: [10, 10, -100, 40]\n          title: Go", expect: "non-negative", marker: "-100"),
        Case(name: "bad colour", replace: "background: white", with: "background: \"#12345\"", expect: "bad colour '#12345'", marker: "#12345"),
        Case(name: "missing image asset", replace: "background: white", with: "background: white\n      pattern: images/nope.png",
             expect: "missing image asset 'images/nope.png'", marker: "nope.png"),
        Case(name: "unknown segue destination", replace: "to: second", with: "to: third", expect: "goes to unknown scene 'third'", marker: "to: third"),
        Case(name: "unknown segue source", replace: "from: home", with: "from: hom", expect: "comes from unknown scene 'hom'", marker: "from: hom"),
        Case(name: "duplicate segue id", replace: "    to: second", with: "    to: second\n  - id: toSecond\n    kind: present\n    from: home\n    to: home",
             expect: "duplicate segue id 'toSecond'", marker: "  - id: toSecond\n    kind: present\n    from: home\n    to: home"),
        Case(name: "unknown segue kind", replace: "kind: present", with: "kind: modal", expect: "unknown segue kind 'modal'", marker: "kind: modal"),
        Case(name: "custom segue without class", replace: "kind: present", with: "kind: custom", expect: "needs a 'class'", marker: "- id: toSecond"),
        Case(name: "unknown segue class", replace: "kind: present", with: "kind: custom\n    class: ExplodSegue",
             expect: "unknown segue class 'ExplodSegue' (did you mean 'ExplodeSegue'?)", marker: "ExplodSegue"),
        Case(name: "control names an unknown segue", replace: "segue: toSecond", with: "segue: toThird", expect: "unknown segue 'toThird'", marker: "toThird"),
        Case(name: "undeclared unwind action", replace: "unwind: backHome", with: "unwind: backHom", expect: "unwind action 'backHom' is not declared", marker: "backHom\n"),
        Case(name: "cycle of embeds", replace: "    view:\n      subviews:",
             with: "    view:\n      subviews:\n        - type: container\n          embed: loop", expect: "cycle of embedded scenes", marker: "embed: loop"),
        Case(name: "unknown initial scene", replace: "initial: home", with: "initial: start", expect: "initial scene 'start' does not exist", marker: "initial: start"),
        Case(name: "alpha out of range", replace: "background: white", with: "background: white\n      alpha: 2", expect: "at most 1", marker: "alpha: 2"),
        Case(name: "unknown transition", replace: "kind: present", with: "kind: present\n    options: { transition: wobble }",
             expect: "unknown transition 'wobble'", marker: "wobble"),
        Case(name: "font size as text", replace: "title: Go", with: "title: Go\n          fontSize: big", expect: "the font size (a number)", marker: "fontSize: big"),
        Case(name: "bad autoresizing", replace: "title: Go", with: "title: Go\n          autoresizing: [flexibleWidht]",
             expect: "unknown autoresizing 'flexibleWidht'", marker: "flexibleWidht"),
        Case(name: "duplicate view id", replace: "unwind: backHome", with: "unwind: backHome\n          id: x\n        - { type: label, id: x }",
             expect: "duplicate view id 'x'", marker: "- { type: label"),
        Case(name: "hidden is not a boolean", replace: "title: Go", with: "title: Go\n          hidden: maybe", expect: "true or false", marker: "hidden: maybe"),
        Case(name: "misspelt key", replace: "title: Go", with: "titel: Go", expect: "unknown key 'titel' in a button (did you mean 'title'?)", marker: "titel"),
        Case(name: "segment out of range", replace: "title: Go", with: "title: Go\n        - type: segmented\n          segments: [A, B]\n          selected: 5",
             expect: "selected segment 5 is out of range", marker: "- type: segmented"),
        Case(name: "scene is not a mapping", replace: "  - id: second\n", with: "  - second\n  - id: second\n", expect: "expected a scene (a mapping", marker: "  - second"),
        Case(name: "bad presentation style", replace: "kind: present", with: "kind: present\n    options: { style: popOver }",
             expect: "unknown presentation style 'popOver'", marker: "popOver"),
        Case(name: "popover anchored to no view", replace: "kind: present", with: "kind: present\n    options: { style: popover, anchor: nope }",
             expect: "the popover's anchor 'nope' is neither a view nor a bar button item of scene 'home'", marker: "anchor: nope"),
        Case(name: "anchor without a popover", replace: "kind: present", with: "kind: present\n    options: { anchor: go }",
             expect: "'anchor' and 'arrows' are for popover presentations", marker: "anchor: go"),
        Case(name: "detents without a sheet", replace: "kind: present", with: "kind: present\n    options: { detents: [medium] }",
             expect: "'detents', 'undimmed' and 'grabber' are for sheets", marker: "detents: [medium]"),
        Case(name: "unknown detent", replace: "kind: present", with: "kind: present\n    options: { style: pageSheet, detents: [medium, half] }",
             expect: "expected a sheet detent: medium, large or a height in points, found 'half'", marker: "detents:"),
        Case(name: "undimmed detent not among the detents", replace: "kind: present",
             with: "kind: present\n    options: { style: pageSheet, detents: [medium], undimmed: large }",
             expect: "the undimmed detent 'large' is not one of the sheet's detents", marker: "undimmed: large"),
        Case(name: "unknown arrow direction", replace: "kind: present", with: "kind: present\n    options: { style: popover, arrows: [up, sideways] }",
             expect: "unknown arrow direction 'sideways'", marker: "arrows:"),
        Case(name: "negative duration", replace: "kind: present", with: "kind: present\n    options: { duration: -1 }",
             expect: "at least 0", marker: "duration: -1"),
    ]

    static func lineOf(_ marker: String, in text: String) -> Int? {
        guard !marker.isEmpty, let r = text.range(of: marker) else { return nil }
        let prefix = text[..<r.lowerBound]
        // The marker may start with the line's indentation; count to its first non-space.
        let firstNonSpace = text[r.lowerBound...].firstIndex { $0 != " " && $0 != "\n" } ?? r.lowerBound
        return text[..<firstNonSpace].filter { $0 == "\n" }.count + 1 - (prefix.isEmpty ? 0 : 0)
    }

    @Test func theValidStoryboardLoads() {
        let result = Storyboard.parse(Self.valid, path: "demo.yaml")
        if case .failure(let e) = result { Issue.record("unexpected: \(e)") }
    }

    @Test(arguments: cases)
    func malformedStoryboardGivesALocatedMessage(_ c: Case) throws {
        var text = Self.valid
        try #require(text.contains(c.replace), "case \(c.name) does not apply")
        text = text.replacingOccurrences(of: c.replace, with: c.with)
        if c.name == "cycle of embeds" {
            text += "\n  - id: loop\n    kind: embed\n    from: second\n    to: second\n"
        }
        guard case .failure(let error) = Storyboard.parse(text, path: "demo.yaml") else {
            Issue.record("\(c.name): loaded without an error")
            return
        }
        let match = error.diagnostics.first { $0.message.contains(c.expect) }
        #expect(match != nil, "\(c.name): expected a message containing \"\(c.expect)\", got \(error.diagnostics)")
        guard let d = match else { return }
        #expect(d.description.hasPrefix("demo.yaml:\(d.location.line):\(d.location.column): error: "))
        #expect(d.location.line >= 1 && d.location.column >= 1)
        if let line = Self.lineOf(c.marker, in: text) {
            #expect(d.location.line == line, "\(c.name): reported at line \(d.location.line), expected \(line): \(d)")
        }
    }

    @Test func columnsPointAtTheValue() throws {
        let text = Self.valid.replacingOccurrences(of: "to: second", with: "to: third")
        guard case .failure(let e) = Storyboard.parse(text, path: "s.yaml") else { Issue.record("no error"); return }
        let d = try #require(e.diagnostics.first)
        // "    to: third": the value starts at column 9.
        #expect(d.description == "s.yaml:24:9: error: segue 'toSecond' goes to unknown scene 'third'; expected one of: home, second")
    }

    @Test func fileLevelProblemsNeverCrash() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func check(_ name: String, _ data: Data) -> [StoryboardDiagnostic] {
            let p = dir.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: p, contents: data)
            return Storyboard.check(path: p)
        }
        let empty = check("empty.yaml", Data())
        #expect(empty.first?.message.contains("empty") == true)
        let comments = check("comments.yaml", Data("# nothing here\n\n".utf8))
        #expect(comments.first?.message.contains("empty") == true)
        var garbage = Data((0..<512).map { UInt8(($0 * 37 + 11) % 256) })
        garbage[40] = 0
        let bin = check("garbage.yaml", garbage)
        #expect(bin.first?.message.contains("binary data") == true)
        let latin1 = check("latin1.yaml", Data([0x69, 0x64, 0x3A, 0x20, 0xE9, 0x0A]))
        #expect(latin1.first?.message.contains("not UTF-8") == true)
        #expect(latin1.first?.location.line == 1 && latin1.first?.location.column == 5)
        let missing = Storyboard.check(path: dir.appendingPathComponent("nope.yaml").path)
        #expect(missing.first?.message.contains("no such file") == true)
        let folder = Storyboard.check(path: dir.path)
        #expect(folder.first?.message.contains("folder") == true)
        // An asset that exists next to the storyboard is found.
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("p.png").path, contents: Data([1, 2, 3]))
        let ok = check("ok.yaml", Data(Self.valid.replacingOccurrences(of: "background: white", with: "pattern: p.png").utf8))
        #expect(ok.isEmpty, "\(ok)")
    }

    @Test func allProblemsAreListedNotJustTheFirst() {
        let text = Self.valid.replacingOccurrences(of: "to: second", with: "to: third")
            .replacingOccurrences(of: "background: white", with: "background: notacolour")
        guard case .failure(let e) = Storyboard.parse(text, path: "s.yaml") else { Issue.record("no error"); return }
        #expect(e.diagnostics.count == 2)
    }
}
