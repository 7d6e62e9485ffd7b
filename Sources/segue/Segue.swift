import ArgumentParser
import Foundation
import SegueKit
import SegueDemo
import SegueBenchmarks

@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS-style container view controllers, custom segues and transitions on SDL2 + OpenGL.",
        discussion: "Errors are printed as 'segue: error: …' (or 'FILE:LINE:COLUMN: error: …' for a place in a file). Exit status: 0 success, 1 a failure while running, 2 a usage error (a bad or missing option).",
        subcommands: [RunCommand.self, RenderCommand.self, RecordCommand.self, CheckCommand.self, TransitionsCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)

    /// The exit status of a usage error (a bad or missing option), as most Unix tools use.
    static let usageExit: Int32 = 2

    /// Parses and runs, reporting every error in one style: usage errors as
    /// `segue: error: …` with a hint line and exit 2, failures while running with exit 1.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exitForParseError(error, arguments: arguments)
        }
        do {
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let e as ValidationError {
            usageError(e.message, arguments: arguments)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            ErrorReport.print(program: "segue", error)
            Foundation.exit(1)
        }
    }

    private static func exitForParseError(_ error: Error, arguments: [String]) -> Never {
        // --help, --version and the like are not errors.
        if exitCode(for: error) == .success { exit(withError: error) }
        usageError(message(for: error), arguments: arguments)
    }

    private static func usageError(_ raw: String, arguments: [String]) -> Never {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        // "The value 'X' is invalid for '--size <WIDTHxHEIGHT>': must be …" → "--size must be …".
        if let re = try? NSRegularExpression(pattern: #"^The value '.*' is invalid for '(--[\w-]+)[^']*': (must .*)$"#,
                                             options: [.dotMatchesLineSeparators]),
           let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
           let name = Range(m.range(at: 1), in: text), let rest = Range(m.range(at: 2), in: text) {
            text = "\(text[name]) \(text[rest])"
        }
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        let names = configuration.subcommands.map { $0._commandName }
        let sub = arguments.first(where: { names.contains($0) })
        let hint = "see 'segue \(sub.map { $0 + " " } ?? "")--help'"
        FileHandle.standardError.write(Data("segue: error: \(text)\n\(hint)\n".utf8))
        Foundation.exit(usageExit)
    }
}
