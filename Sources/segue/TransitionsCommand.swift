import ArgumentParser
import Foundation
import SegueKit

/// `segue transitions`: every transition with its parameters, their ranges and defaults.
/// With `--shaders`, each file of the folder is compiled first: one that does not read or
/// compile is not listed but reported as a warning with its line (an error with `--strict`).
struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "List every transition with its parameters, their ranges and defaults.")

    @OptionGroup var shaderFolder: ShaderFolderOptions

    func run() throws {
        try reportingErrors {
            print(try shaderFolder.catalog(compile: .ifPossible).listing)
        }
    }
}
