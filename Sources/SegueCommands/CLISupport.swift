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

/// Standard output at the end of a command: what `print` buffered is flushed and the stream
/// closed, and any error on the way is reported, never an exit 0 with the output lost.
enum StandardOutput {
    /// Flushes and closes standard output; the reason it failed, or nil.
    static func finish() -> String? {
        var failure: Int32?
        errno = 0
        let flushed = fflush(nil) == 0
        // The C library's own `stdout` stream, whose error flag says whether an earlier,
        // automatic flush failed (the global is reached by its symbol: Swift 6 refuses to
        // read a mutable C global directly).
        let stream = dlsym(nil, "stdout")?.load(as: UnsafeMutablePointer<FILE>?.self)
        if !flushed || stream.map({ ferror($0) != 0 }) == true { failure = errno == 0 ? EIO : errno }
        // close(2) reports what a delayed write (NFS) could not do; EBADF: it was closed already.
        if failure == nil, close(STDOUT_FILENO) != 0, errno != EBADF, errno != EINTR { failure = errno }
        return failure.map(OutputFileError.text)
    }
}

/// Refuses (as a usage error, before any work) a command whose outputs name one of its inputs
/// or one another, compared as files (`FileIdentity`): `./a`, `a` and a link to `a` are one.
package func checkDistinct(inputs: [(String, String?)], outputs: [(String, String?)]) throws {
    func named(_ list: [(String, String?)]) -> [FileIdentity.Named] {
        list.compactMap { option, path in path.map { FileIdentity.Named(option, $0) } }
    }
    if let clash = FileIdentity.clash(inputs: named(inputs), outputs: named(outputs)) { throw ValidationError(clash) }
}
