import ArgumentParser
import Foundation
import SegueKit

/// `layout FILE`: how a screen of a storyboard is laid out (SPEC §9), as text or JSON: every
/// view's id, kind, frame in the screen's root view, text and whether it is truncated or
/// clipped; the constraints that could not be satisfied and the views whose layout is ambiguous.
struct LayoutCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print how a storyboard's screen is laid out: each view's frame, texts cut short, broken constraints and ambiguous views.",
        discussion: """
            The screen is the initial scene's front screen (its navigation controller's root, its tab bar's \
            first tab), or --scene ID shown as it appears: inside the navigation or tab bar controller that \
            holds it in the storyboard, else inside the navigation bar and toolbar an Interface Builder file \
            simulates around it, as Xcode's canvas draws it. Frames are in points, in the screen's root view: [x, y, width, height]. \
            --json prints {"scene", "size", "safeArea": [top, left, bottom, right], "views": [{"id", "kind", \
            "frame", "depth", "contentOffset", "text", "truncated", "clipped"}], "unsatisfied": [{"constraint", "priority", "error"}], "ambiguous"}.
            """)

    @Argument(help: "The storyboard file (YAML or Interface Builder).")
    var file: String

    @Option(help: "The scene to lay out, by its id or, in an Interface Builder file, its controller's IB id (default: the initial scene's front screen).")
    var scene: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Window size: \(SizeArgument.limits) (default: an Interface Builder storyboard's device, else 1280x720).", valueName: "WIDTHxHEIGHT"),
            transform: SizeArgument.parse)
    var size: SizeArgument?

    @OptionGroup var screen: DeviceOptions

    @Option(help: "An Interface Builder storyboard's sidecar (default: NAME.segue.yaml beside it).")
    var sidecar: String?

    @Option(help: "The folder the storyboard's images must be inside (default: the storyboard's folder).")
    var assets: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            let storyboard: Storyboard
            switch try StoryboardScene.load(path: file, registries: app.registries, assets: assets, sidecar: sidecar) {
            case .success(let s): storyboard = s
            case .failure(let e):
                for d in e.diagnostics { StandardError.write(Data(PathName.displayed("\(d)\n").utf8)) }
                throw ExitCode.failure
            }
            let (windowSize, device) = try screen.screen(size: size, defaultSize: Size(1280, 720)) {
                StoryboardScene.documentDevice(path: file, scene: scene)
            }
            guard let report = LayoutReport.make(storyboard, scene: scene, size: windowSize, device: device) else {
                let known = storyboard.file.scenes.map(\.id).joined(separator: ", ")
                throw CLIError("\(PathName(file)): no scene '\(scene ?? storyboard.file.initialScene)' to lay out; expected one of: \(known)")
            }
            print(json ? Self.json(report) : Self.text(report), terminator: "")
        }
    }

    /// A length in points as printed: to a thousandth of a point (a solver's sums of fractions
    /// such as 48.000240000000005 print as 48), whole numbers without a decimal point.
    static func points(_ v: Double) -> String {
        formatNumber(v.isFinite ? (v * 1000).rounded() / 1000 : v)
    }

    /// The report as lines of text: a heading, then one line per view, indented by depth.
    static func text(_ r: LayoutReport) -> String {
        let n = Self.points
        let s = r.safeArea
        var out = "scene \(r.scene) at \(n(r.size.width))x\(n(r.size.height)), safe area top \(n(s.top)) left \(n(s.left)) bottom \(n(s.bottom)) right \(n(s.right))\n"
        for v in r.views {
            var line = String(repeating: "  ", count: v.depth) + v.kind
            if let id = v.id { line += " " + id }
            line += " [\(n(v.frame.minX)), \(n(v.frame.minY)), \(n(v.frame.width)), \(n(v.frame.height))]"
            // A long text (a licence in a text view) is shown by its start: the JSON has it whole.
            if let t = v.text { line += " " + YAMLText.quoted(t.count > 200 ? String(t.prefix(200)) + "…" : t) }
            if v.truncated { line += " truncated" }
            if v.clipped { line += " clipped" }
            out += line + "\n"
        }
        for u in r.unsatisfied { out += "unsatisfied: \(u.constraint) @\(u.diagnostic.priority.map { formatNumber(Double($0)) } ?? "1000"): \(u.error)\n" }
        if !r.ambiguous.isEmpty { out += "ambiguous: \(r.ambiguous.joined(separator: ", "))\n" }
        return out
    }

    /// The report as JSON (SPEC §9's form), one view a line.
    static func json(_ r: LayoutReport) -> String {
        let n = Self.points
        func q(_ s: String) -> String { TraceLog.jsonString(s) }
        func list(_ v: [Double]) -> String { "[" + v.map(n).joined(separator: ", ") + "]" }
        let s = r.safeArea
        var out = "{\"scene\": \(q(r.scene)), \"size\": \(list([r.size.width, r.size.height])), "
        out += "\"safeArea\": \(list([s.top, s.left, s.bottom, s.right])),\n\"views\": [\n"
        out += r.views.map { v in
            var o = "  {\"id\": \(v.id.map(q) ?? "null"), \"kind\": \(q(v.kind)), "
            o += "\"frame\": \(list([v.frame.minX, v.frame.minY, v.frame.width, v.frame.height])), \"depth\": \(v.depth)"
            if v.boundsOrigin != Point(0, 0) { o += ", \"contentOffset\": \(list([v.boundsOrigin.x, v.boundsOrigin.y]))" }
            if let t = v.text { o += ", \"text\": \(q(t)), \"truncated\": \(v.truncated), \"clipped\": \(v.clipped)" }
            return o + "}"
        }.joined(separator: ",\n")
        out += "\n],\n\"unsatisfied\": [" + r.unsatisfied.map { u in
            "{\"constraint\": \(q(u.constraint)), \"priority\": \(n(Double(u.priority))), \"error\": \(q(u.error))}"
        }.joined(separator: ", ") + "],\n"
        out += "\"ambiguous\": [" + r.ambiguous.map(q).joined(separator: ", ") + "]}\n"
        return out
    }
}
