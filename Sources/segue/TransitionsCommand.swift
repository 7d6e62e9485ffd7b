import ArgumentParser
import Foundation
import SegueKit

/// `segue transitions`: every transition with its parameters, their ranges and defaults.
/// With `--shaders`, each file of the folder is compiled first: one that does not read or
/// compile is not listed but reported as a warning with its line.
struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "List every transition with its parameters, their ranges and defaults.")

    @Option(help: "A folder of gl-transitions .glsl files to load as transitions (each is compiled; files that fail are reported, not listed).")
    var shaders: String?

    func run() throws {
        try reportingErrors {
            var catalog = try TransitionCatalog(shaderFolder: shaders, skippingBadFiles: true)
            var warnings = catalog.skipped.map { e -> String in
                let place = e.line.map { "\(e.file):\($0):1" } ?? e.file
                return "\(place): warning: not listed: \(e.message)"
            }
            if shaders != nil, !catalog.folderShaders.isEmpty {
                do {
                    let failed = try ShaderCheck.compile(catalog.folderShaders)
                    warnings += failed.values.map { "\($0.text(severity: "warning")) (not listed: it does not compile)" }.sorted()
                    catalog = catalog.removingFolderShaders(Set(failed.keys))
                } catch {
                    warnings.append("segue: warning: the shaders of '\(shaders!)' could not be compiled to check them (\(ErrorReport.message(for: error))); they are listed unchecked")
                }
            }
            for w in warnings { FileHandle.standardError.write(Data((w + "\n").utf8)) }
            print(catalog.listing)
        }
    }
}
