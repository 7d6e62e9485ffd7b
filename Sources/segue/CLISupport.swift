import ArgumentParser
import Foundation
import SegueKit

/// An error the command line reports as one clear line and a non-zero exit.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// Parses `WIDTHxHEIGHT` (e.g. `1280x720`).
struct SizeArgument: ExpressibleByArgument, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) { self.width = width; self.height = height }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...8192).contains(w), (1...8192).contains(h) else { return nil }
        width = w; height = h
    }

    static var defaultValueDescription: String { "WIDTHxHEIGHT" }
    var size: Size { Size(Double(width), Double(height)) }
    var description: String { "\(width)x\(height)" }
}

/// Runs `body`, turning any error into one line on stderr and exit status 1 (never a trace).
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let e as ExitCode {
        throw e
    } catch {
        FileHandle.standardError.write(Data("segue: error: \(error)\n".utf8))
        throw ExitCode.failure
    }
}
