import ArgumentParser
import Foundation
import SegueKit

/// `transitions`: every transition with its parameters, their ranges and defaults.
/// With `--shaders`, each file of the folder is compiled first: one that does not read or
/// compile is not listed but reported as a warning with its line (an error with `--strict`).
struct TransitionsCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "List every transition with its parameters, their ranges and defaults.")

    @OptionGroup var shaderFolder: ShaderFolderOptions

    func run(in app: AppContext) throws {
        try reportingErrors(program: app.program) {
            print(PathName.displayed(try app.catalog(shaderFolder, compile: .ifPossible).listing))
        }
    }
}
