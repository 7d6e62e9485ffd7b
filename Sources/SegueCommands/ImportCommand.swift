import ArgumentParser
import Foundation
import SegueKit

/// `segue import X.storyboard`: converts an Interface Builder storyboard to the YAML format,
/// once, to keep and edit. What the conversion left out or guessed is printed as warnings and
/// kept as comments at the top of the YAML.
struct ImportCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an Interface Builder storyboard (.storyboard) to a YAML storyboard.",
        discussion: """
            The YAML is written to standard output, or to --out. Warnings (views drawn as boxes, \
            segue classes chosen by name, images replaced by placeholders) go to standard error \
            as FILE:LINE:COLUMN: warning: … and, with the guesses made for what the app's code \
            would have decided, into comments at the top of the YAML. See docs/storyboard.md.
            """)

    @Argument(help: "The Interface Builder storyboard.")
    var file: String

    @Option(help: "Write the YAML to this file instead of standard output.")
    var out: String?

    @Option(help: "The folder the storyboard's images must be inside (default: its folder, or the project folder above a .lproj folder).")
    var assets: String?

    func run(in app: AppContext) throws {
        let data: Data
        do { data = try RegularFile.read(file) } catch {
            let why = (error as? RegularFile.Failure)?.reason ?? "\(error)"
            throw CLIError("\(file): cannot open storyboard: \(why)")
        }
        let base = (file as NSString).deletingLastPathComponent
        let result = InterfaceBuilderReader.read(data: data, path: file, baseDirectory: base, registries: app.registries,
                                                 assets: StoryboardScene.assetPolicy(folder: assets))
        let imported: InterfaceBuilderImport
        switch result {
        case .success(let i): imported = i
        case .failure(let e):
            for d in e.diagnostics { FileHandle.standardError.write(Data("\(d)\n".utf8)) }
            throw ExitCode.failure
        }
        for w in imported.file.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        var header = ["Converted from \((file as NSString).lastPathComponent) by segue import."]
        let outFolder = out.map { ($0 as NSString).deletingLastPathComponent } ?? ""
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
        guard let out else {
            print(yaml, terminator: "")
            return
        }
        try reportingErrors(program: app.program) {
            let output = try OutputFile(path: out)
            try output.write(yaml)
            try output.commit()
        }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
    }

    private static func hasImages(_ file: StoryboardFile) -> Bool {
        func walk(_ v: ViewSpec) -> Bool { v.image != nil || v.pattern != nil || v.subviews.contains(where: walk) }
        return file.scenes.contains { walk($0.view) }
    }
}
