import ArgumentParser
import Foundation
import SegueKit

/// `segue import X.storyboard`: converts an Interface Builder storyboard to the YAML format,
/// once, to keep and edit. What the conversion left out or guessed is printed as warnings and
/// kept as comments at the top of the YAML.
struct ImportCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an Interface Builder storyboard (.storyboard) or xib (.xib) to a YAML storyboard.",
        discussion: """
            The YAML is written to standard output, or to --out. Warnings (views drawn as boxes, \
            segue classes chosen by name, images replaced by placeholders) go to standard error \
            as FILE:LINE:COLUMN: warning: … and, with the guesses made for what the app's code \
            would have decided, into comments at the top of the YAML. The guesses are also written \
            as a sidecar, NAME.segue.yaml beside the storyboard (or --sidecar-out), for run, record \
            and check to read: edit it to bind actions, unwinds, classes and containers. An existing \
            sidecar is read, applied and never replaced. See docs/storyboard.md.
            """)

    @Argument(help: "The Interface Builder storyboard.")
    var file: String

    @Option(help: "Write the YAML to this file instead of standard output.")
    var out: String?

    @Option(help: "The folder the storyboard's images must be inside (default: its folder, or the project folder above a .lproj folder).")
    var assets: String?

    @Option(help: "The sidecar to read (default: NAME.segue.yaml beside the storyboard, when there is one).")
    var sidecar: String?

    @Option(help: "Where to write the sidecar of guesses when none was read (default: NAME.segue.yaml beside the storyboard).")
    var sidecarOut: String?

    func validate() throws {
        // The sidecar of guesses is written beside the storyboard unless one is there (it is
        // then read): either way, no other output may take its name.
        let besideSidecar = StoryboardSidecar.path(besideStoryboard: file)
        let implicit = sidecar == nil && sidecarOut == nil ? besideSidecar : nil
        // Without --out the YAML goes to standard output, which then no other output may share.
        try checkDistinct(inputs: [("the storyboard", file), ("--sidecar", sidecar)],
                          outputs: [(out == nil ? "the converted YAML (standard output, without --out)" : "--out", out ?? "-"), ("--sidecar-out", sidecarOut), ("the sidecar beside the storyboard", implicit)])
    }

    func run(in app: AppContext) throws {
        let data: Data
        do { data = try RegularFile.read(file) } catch {
            let why = (error as? RegularFile.Failure)?.reason ?? "\(error)"
            throw CLIError("\(file): cannot open storyboard: \(why)")
        }
        let base = Storyboard.folder(of: file)
        let result = InterfaceBuilderReader.read(data: data, path: file, baseDirectory: base, registries: app.registries,
                                                 assets: StoryboardScene.assetPolicy(folder: assets),
                                                 options: InterfaceBuilderOptions(sidecar: sidecar))
        let imported: InterfaceBuilderImport
        switch result {
        case .success(let i): imported = i
        case .failure(let e):
            for d in e.diagnostics { StandardError.write(Data("\(d)\n".utf8)) }
            throw ExitCode.failure
        }
        for w in imported.file.warnings { StandardError.write(Data("\(w)\n".utf8)) }
        var header = ["Converted from \(PathName(file).lastComponent) by segue import."]
        let outFolder = out.map { Storyboard.folder(of: $0) } ?? ""
        let assetsFolder = imported.file.assetsDirectory
        if ImportCommand.standardized(assetsFolder) != ImportCommand.standardized(outFolder),
           ImportCommand.hasImages(imported.file) {
            header.append("Images are relative to '\(assetsFolder.isEmpty ? "." : assetsFolder)': check and run with --assets \(assetsFolder.isEmpty ? "." : assetsFolder)")
        }
        if !imported.file.warnings.isEmpty {
            header.append("")
            header.append("Warnings:")
            header += imported.file.warnings.map { "  \($0.location.line):\($0.location.column): \($0.message)" }
        }
        if !imported.guesses.isEmpty {
            header.append("")
            header.append("Guesses (the app's code would decide these):")
            header += imported.guesses.map { "  \($0.location.line):\($0.location.column): \($0.kind.rawValue) '\($0.subject)' in '\($0.scene)' → \($0.choice)" }
        }
        let yaml = try StoryboardYAMLWriter.yaml(imported.file, header: header)
        let sidecar = sidecarToWrite(imported, program: app.program)
        // Every output is written in full under its temporary name before any is put in place:
        // a failure (a full disk, the file-size limit) leaves neither the sidecar nor the YAML.
        try reportingErrors(program: app.program) {
            var outputs: [(OutputFile, String)] = []
            defer { for (file, _) in outputs { file.discard() } }
            if let sidecar { outputs.append((try OutputFile(path: sidecar.path), sidecar.text)) }
            if let out { outputs.append((try OutputFile(path: out), yaml)) }
            for (file, text) in outputs { try file.write(text) }
            for (file, _) in outputs { try file.commit() }
        }
        if let sidecar { StandardError.write(Data("\(app.program): wrote the sidecar of guesses to \(sidecar.path)\n".utf8)) }
        if out == nil { print(yaml, terminator: "") }
    }

    /// The guesses as a sidecar to edit and where it goes, unless one was read (it is never
    /// replaced) or one is already beside the storyboard.
    private func sidecarToWrite(_ imported: InterfaceBuilderImport, program: String) -> (path: String, text: String)? {
        if let read = imported.sidecar {
            StandardError.write(Data("\(program): applied the sidecar \(read.path)\n".utf8))
            return nil
        }
        let suggested = imported.suggestedSidecar
        let path = sidecarOut ?? suggested.path
        var info = stat()
        if sidecarOut == nil, PathName(path).withCString({ lstat($0, &info) }) == 0 { return nil }
        let text = suggested.yaml(header: [
            "What the app's code did, for \(PathName(file).lastComponent): segue run, record and check read this file.",
            "Written by segue import from its guesses; edit it (see docs/storyboard.md, \"The sidecar\").",
        ] + (suggested.isEmpty ? ["Nothing was guessed: add actions, onLoad, unwind, classes or containers as needed."] : []))
        return (path, text)
    }

    private static func standardized(_ path: String) -> PathName {
        PathName(path.isEmpty ? "." : path).absolute(in: FileIdentity.currentFolder())
    }

    private static func hasImages(_ file: StoryboardFile) -> Bool {
        func walk(_ v: ViewSpec) -> Bool { v.image != nil || v.pattern != nil || v.subviews.contains(where: walk) }
        return file.scenes.contains { walk($0.view) }
    }
}
