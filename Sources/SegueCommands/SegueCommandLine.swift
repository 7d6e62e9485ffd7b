import ArgumentParser
import Foundation
import SegueKit

/// The root command of an app's command line: `run` (the default), `render`, `record`,
/// `check`, `import`, `transitions`, and the app's own commands, under the app's name.
struct SegueCommandLine<App: SegueApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.commandName,
            abstract: App.abstract,
            discussion: "Errors are printed as '\(App.commandName): error: …' (or 'FILE:LINE:COLUMN: error: …' for a place in a file). Exit status: 0 success, 1 a failure while running, 2 a usage error (a bad or missing option).",
            subcommands: [RunCommand.self, RenderCommand.self, RecordCommand.self, CheckCommand.self, LayoutCommand.self, ImportCommand.self, TransitionsCommand.self]
                + App.extraCommands,
            defaultSubcommand: RunCommand.self)
    }

    init() {}

    /// Parses `arguments` and runs the command, reporting every error in one style: usage
    /// errors as `PROGRAM: error: …` with a hint line and exit 2, failures while running with
    /// exit 1, a signal (`InterruptSignals`, caught for every command) with one line and
    /// 128 + its number, as a shell reports a process the signal ended. Never returns.
    @MainActor static func main(arguments: [String], app: AppContext) -> Never {
        // This executable, started again, is the child that compiles untrusted shaders.
        if arguments.first == ShaderCheck.childCommand {
            Foundation.exit(ShaderCheck.serveChild(arguments: Array(arguments.dropFirst())))
        }
        ShaderCheck.isolation = ShaderCheck.Isolation(executable: "/proc/self/exe")
        let signals = InterruptSignals.install()
        ProcessSettings.apply()
        ProcessSettings.measureTextWithEngine()
        ResourceLimits.raiseSoftLimits()
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exitForParseError(error, arguments: arguments, program: app.program)
        }
        do {
            if let appCommand = command as? AppCommand {
                try appCommand.run(in: app)
            } else {
                try command.run()
            }
            // What was printed must have reached standard output: a full disk, a closed pipe or
            // /dev/full is a failure, not a success with nothing written.
            if let problem = StandardOutput.finish() {
                ErrorReport.print(program: app.program, message: "cannot write to standard output: \(problem)")
                Foundation.exit(1)
            }
            // A command with no frame loop finishes its work (its outputs are whole) and then
            // ends as the signal asked.
            try InterruptSignals.check("its work was done first")
            Foundation.exit(0)
        } catch let interruption as InterruptedBySignal {
            signals.restore()
            StandardError.write(Data("\(app.program): error: \(interruption)\n".utf8))
            Foundation.exit(interruption.exitStatus)
        } catch let code as ExitCode {
            if code != .success, let interruption = InterruptSignals.received.map({ InterruptedBySignal(signal: $0) }) {
                // The command failed while a signal was pending (it reported its own error).
                StandardError.write(Data("\(app.program): error: \(interruption)\n".utf8))
                Foundation.exit(interruption.exitStatus)
            }
            Foundation.exit(code.rawValue)
        } catch let e as ValidationError {
            usageError(e.message, arguments: arguments, program: app.program)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            ErrorReport.print(program: app.program, error)
            Foundation.exit(1)
        }
    }

    private static func exitForParseError(_ error: Error, arguments: [String], program: String) -> Never {
        // --help, --version and the like are not errors.
        if exitCode(for: error) == .success { exit(withError: error) }
        usageError(message(for: error), arguments: arguments, program: program)
    }

    private static func usageError(_ raw: String, arguments: [String], program: String) -> Never {
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
        let hint = "see '\(program) \(sub.map { $0 + " " } ?? "")--help'"
        StandardError.write(Data(PathName.displayed("\(program): error: \(text)\n\(hint)\n").utf8))
        Foundation.exit(usageExit)
    }
}

/// The exit status of a usage error (a bad or missing option), as most Unix tools use.
let usageExit: Int32 = 2
