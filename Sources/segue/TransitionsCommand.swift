import ArgumentParser
import Foundation
import SegueKit

/// `segue transitions`: every transition with its parameters and defaults.
struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transitions",
        abstract: "List every transition with its parameters and defaults.")

    @Option(help: "A folder of gl-transitions .glsl files to load as transitions.")
    var shaders: String?

    func run() throws {
        try reportingErrors {
            let catalog = try TransitionCatalog(shaderFolder: shaders)
            print(catalog.listing)
        }
    }
}
