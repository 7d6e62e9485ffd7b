import ArgumentParser
import Foundation
import SegueKit

/// An error the command line reports as one clear line and a non-zero exit.
package struct CLIError: Error, CustomStringConvertible {
    package var description: String
    package init(_ message: String) { description = message }
}

/// Why an option's value is refused: the end of a sentence that starts with the option's name
/// ("must be WIDTHxHEIGHT …"); the command line puts the name in front.
package struct ArgumentProblem: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// `WIDTHxHEIGHT` as an option's value (read by `CommandLineValue.size`).
package struct SizeArgument: ExpressibleByArgument, CustomStringConvertible, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) { self.width = width; self.height = height }

    package init?(argument: String) {
        guard let s = try? SizeArgument.parse(argument) else { return nil }
        self = s
    }

    /// The size in `text`, or an `ArgumentProblem` saying what was expected.
    package static func parse(_ text: String) throws -> SizeArgument {
        guard let (w, h) = CommandLineValue.size(text) else { throw ArgumentProblem(CommandLineValue.sizeProblem(text)) }
        return SizeArgument(width: w, height: h)
    }

    package static var defaultValueDescription: String { "WIDTHxHEIGHT" }
    package var size: Size { Size(Double(width), Double(height)) }
    package var description: String { "\(width)x\(height)" }

    /// What `--help` says about sizes.
    package static let limits = "WIDTHxHEIGHT in points, each from 1; " + CommandLineValue.sizeLimits
}

/// Reads a number of seconds for an option: finite, from 0 to one day.
package func checkSeconds(_ value: Double?, _ option: String) throws {
    guard let value else { return }
    let range = CommandLineValue.seconds
    guard value.isFinite, range.contains(value) else {
        throw ValidationError("\(option) must be a number of seconds from 0 to \(formatNumber(range.upperBound)), got \(formatNumber(value))")
    }
}

/// Runs `body`, turning any error into one message on stderr (`PROGRAM: error: …`, or a
/// `FILE:LINE:COLUMN: error: …` message as it is) and exit status 1 (never a trace). An
/// interruption by a signal passes through: the command line reports it, with its exit status.
package func reportingErrors(program: String, _ body: () throws -> Void) throws {
    do {
        try body()
    } catch let e as ExitCode {
        throw e
    } catch let e as InterruptedBySignal {
        throw e
    } catch let e as ValidationError {
        throw e
    } catch {
        ErrorReport.print(program: program, error)
        throw ExitCode.failure
    }
}

/// `3` rather than `3.0`; `nan`, `inf` as Swift writes them.
package func formatNumber(_ v: Double) -> String {
    v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}
