import ArgumentParser
import Foundation
import SegueKit

/// `reportingErrors`, and a command stopped by SIGINT, SIGTERM, SIGHUP or SIGQUIT (after it
/// cleaned up) exits as a shell expects of a process killed by that signal: 128 + its number
/// (130 for SIGINT), with one line saying what became of its output.
package func reportingErrorsAndSignals(program: String, _ body: () throws -> Void) throws {
    try reportingErrors(program: program) {
        do {
            try body()
        } catch let interruption as InterruptedBySignal {
            StandardError.write(Data("\(program): error: \(interruption)\n".utf8))
            throw ExitCode(interruption.exitStatus)
        }
    }
}
