import ArgumentParser
import Foundation
import SegueKit

/// `segue check FILE`: validates a storyboard, printing every problem as FILE:LINE:COLUMN.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a storyboard; print every problem with file, line and column.")

    @Argument(help: "The storyboard file (YAML).")
    var file: String

    func run() throws {
        DemoControllers.registerAll()
        let problems = Storyboard.check(path: file)
        if problems.isEmpty {
            print("\(file): ok")
            return
        }
        for p in problems { FileHandle.standardError.write(Data((p.description + "\n").utf8)) }
        FileHandle.standardError.write(Data("\(file): \(problems.count) problem\(problems.count == 1 ? "" : "s")\n".utf8))
        throw ExitCode.failure
    }
}
