import ArgumentParser
import Foundation
import SegueKit

/// `check FILE`: validates a storyboard with the app's classes (or compiles a gl-transitions
/// shader), printing every problem as FILE:LINE:COLUMN. A storyboard it accepts is one `run`
/// and `record` load: they load through the same `StoryboardScene.load`.
struct CheckCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a storyboard, or compile a .glsl shader; print every problem with file, line and column.",
        discussion: """
            A storyboard is checked exactly as run and record load it: its YAML, every reference, \
            every class it names against the app's, every segue's transition parameters against what the transition takes (see the transitions command), \
            view frames (x and y within ±100000, sizes up to 16384 points), page controls (at most 1000 pages), \
            and every image: a PNG, JPEG, GIF, BMP, PDF or SVG file of at most 64 MiB and 16384 pixels a side, \
            inside the storyboard's folder (or --assets DIR). A FILE ending in .glsl is compiled headless \
            and its errors reported at its own lines. Each scene is also laid out at 1280x720: constraints that \
            cannot all be satisfied, ambiguous layouts and texts truncated or clipped are warnings (see the layout command).
            """)

    @Argument(help: "The storyboard file (YAML), or a gl-transitions shader file (.glsl).")
    var file: String

    @Option(help: "The folder the storyboard's images must be inside (default: the storyboard's folder).")
    var assets: String?

    @Option(help: "An Interface Builder storyboard's sidecar (default: NAME.segue.yaml beside it).")
    var sidecar: String?

    @OptionGroup var shaderFolder: ShaderFolderOptions

    func run(in app: AppContext) throws {
        if file.lowercased().hasSuffix(".glsl") {
            try checkShader(program: app.program)
            return
        }
        // Every file of the folder is read and compiled: each left out is a warning (an error
        // with --strict), and the storyboard is checked against the rest, as run and record load it.
        let catalog: TransitionCatalog
        do { catalog = try app.catalog(shaderFolder, compile: .required) } catch let e as ExitCode { throw e } catch {
            ErrorReport.print(program: app.program, error)
            throw ExitCode.failure
        }
        var problems: [String] = []
        switch try StoryboardScene.load(path: file, registries: app.registries, catalog: catalog, assets: assets, sidecar: sidecar) {
        case .success(let storyboard):
            // What an Interface Builder file's conversion left out: reported, not failed.
            for w in storyboard.file.warnings { StandardError.write(Data(PathName.displayed("\(w)\n").utf8)) }
            // Layouts that break constraints, leave views ambiguous or cut texts short, at the
            // size run opens: warned about, as Xcode does, not failed.
            for w in LayoutReport.warnings(storyboard, size: Size(1280, 720)) {
                StandardError.write(Data(PathName.displayed("\(w)\n").utf8))
            }
        case .failure(let e): problems += e.diagnostics.map(\.description)
        }
        try finish(problems)
    }

    /// `check FILE.glsl`: reads the file as a transition and compiles it headless.
    private func checkShader(program: String) throws {
        let shader: GLTransition
        do { shader = try GLTransition.load(path: file) } catch let e as GLTransitionError {
            try finish([e.description])
            return
        }
        let problems: [String: ShaderCheck.Problem]
        do { problems = try ShaderCheck.compile([shader]) } catch {
            ErrorReport.print(program: program, message: "cannot compile '\(file)' to check it: \(ErrorReport.message(for: error))")
            throw ExitCode.failure
        }
        try finish(problems.values.map(\.description))
    }

    private func finish(_ problems: [String]) throws {
        let shown = PathName(file).description
        if problems.isEmpty {
            print("\(shown): ok")
            return
        }
        for p in problems { StandardError.write(Data(PathName.displayed(p + "\n").utf8)) }
        StandardError.write(Data("\(shown): \(problems.count) problem\(problems.count == 1 ? "" : "s")\n".utf8))
        throw ExitCode.failure
    }
}
