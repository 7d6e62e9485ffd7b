import Foundation
import Testing

/// The result of running the `segue` executable.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The built `segue` executable next to the test bundle (`swift test` builds it too).
func segueExecutable() throws -> String {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [bundleDir.appendingPathComponent("segue").path,
                      bundleDir.deletingLastPathComponent().appendingPathComponent("segue").path]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        struct Missing: Error, CustomStringConvertible { var description: String }
        throw Missing(description: "the segue executable was not built (looked in \(candidates))")
    }
    return path
}

/// Runs `segue` with arguments and an optional environment override; waits for it.
func runSegue(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 120) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try segueExecutable())
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes fully before waiting, so a chatty child never blocks on a full pipe.
    final class Box: @unchecked Sendable { var data = Data() }
    let outBox = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { outBox.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let outData = outBox.data
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
}
