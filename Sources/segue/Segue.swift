import ArgumentParser
import Foundation
import SegueKit

@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS-style container view controllers, custom segues and transitions on SDL2 + OpenGL.",
        subcommands: [RunCommand.self, RenderCommand.self, RecordCommand.self, CheckCommand.self, TransitionsCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)
}
