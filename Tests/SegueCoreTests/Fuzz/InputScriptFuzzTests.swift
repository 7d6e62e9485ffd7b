import Foundation
import SegueTestSupport
import Testing
@testable import SegueCore
import SegueIO

/// Input script parsing under mutated input (issue 7, item 4): never a crash or a hang; a bad
/// script throws an `InputScriptError` naming a line of the script and saying what was
/// expected; a script that parses formats back to text that parses to the same script.
@MainActor
@Suite struct InputScriptFuzzTests {
    static let seeds = [
        """
        # demo: every verb
        0.5 key right
        1.2 click 320.5 200
        2 drag 500 300 100 300 0.25
        2.1 down 500 300 middle
        2.3 up 100 300
        2.5 move -20 300
        3 text \\s hello \\# world\\\\ \\t\\s
        3.1 key ctrl+shift+r
        3.2 key plus
        3.3 resize 1024 768
        3.4 scroll 0.5 -3
        3.45 key ?
        4 end
        """,
        "\u{FEFF}0 key Enter\r\n0.25 key Escape   # back\r\n0.25 click 10 10 right\r\n1 text héllo wörld 👋\r\n2.5 end\r\n",
        "0 resize 640 480\n\n\t0.1\tmove\t1\t2\n0.2 scroll -1 0\n0.3 key Cmd+Alt+Backspace\n0.4 drag 0 0 640 480 1.5\n",
    ]

    @Test("The seeds are valid scripts")
    func seedsParse() throws {
        for seed in Self.seeds { _ = try InputScriptParser.parse(seed) }
    }

    @Test("1,000 mutated input scripts: no crash, no hang, errors on a line")
    func mutatedScripts() throws {
        let seeds = Self.seeds
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fuzz-script-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = FuzzHarness.run("input script", seeds: FuzzConfig.seeds("input script", count: FuzzConfig.iterations(1_000))) { seed in
            Self.check(seed: seed, seeds: seeds, folder: folder)
        }
        print(report)
        #expect(report.cases > 0)
        for p in report.problems { Issue.record(Comment(rawValue: p)) }
    }

    static func check(seed: UInt64, seeds: [String], folder: URL) -> String? {
        var rng = SplitMix64(seed: seed)
        let original = rng.pick(seeds)
        if rng.below(4) == 0 {
            // Byte-level damage, read from a file: invalid UTF-8 is a file error, anything else
            // parses as the text would.
            let bytes = FuzzMutator.mutateBytes(Array(original.utf8), donors: seeds.map { Array($0.utf8) }, rng: &rng)
            let url = folder.appendingPathComponent("s\(seed).txt")
            do { try Data(bytes).write(to: url) } catch { return "cannot write \(url.path)" }
            defer { try? FileManager.default.removeItem(at: url) }
            FuzzConfig.show(String(decoding: bytes, as: UTF8.self))
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else {
                do {
                    _ = try InputScriptParser.parse(contentsOf: url)
                    return "invalid UTF-8 was read as a script"
                } catch {
                    return error.localizedDescription.isEmpty ? "an error without a message for invalid UTF-8" : nil
                }
            }
            func outcome(_ parse: () throws -> InputScript) -> String {
                do { return "\(try parse())" } catch { return "\(error)" }
            }
            let fromFile = outcome { try InputScriptParser.parse(contentsOf: url) }
            let fromText = outcome { try InputScriptParser.parse(text, file: url.lastPathComponent) }
            if fromFile != fromText { return "the file and its text read differently: \(fromFile) / \(fromText)" }
            return checkText(text)
        }
        return checkText(FuzzMutator.mutateText(original, donors: seeds, rng: &rng))
    }

    @Test("Regression: a script file reads exactly as its text (two byte-order marks included)")
    func fileReadsAsText() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bom-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("\u{FEFF}\u{FEFF}0 key Enter\n".utf8).write(to: url)
        #expect(throws: InputScriptError.self) { try InputScriptParser.parse(contentsOf: url) }
        try Data("\u{FEFF}0 key Enter\n".utf8).write(to: url)
        #expect(try InputScriptParser.parse(contentsOf: url) == InputScriptParser.parse("\u{FEFF}0 key Enter\n"))
        try Data([0x30, 0x20, 0x6B, 0x65, 0x79, 0x20, 0xFF, 0x0A]).write(to: url)
        #expect { try InputScriptParser.parse(contentsOf: url) } throws: { error in
            error.localizedDescription.contains("not UTF-8")
        }
    }

    static func checkText(_ text: String) -> String? {
        FuzzConfig.show(text)
        let lineCount = text.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).count
        let script: InputScript
        do {
            script = try InputScriptParser.parse(text, file: "fuzz.txt")
        } catch let e as InputScriptError {
            if e.line < 1 || e.line > lineCount { return "line \(e.line) is outside the script (\(lineCount) lines): \(e)" }
            if e.reason.isEmpty || e.description.isEmpty { return "an empty message" }
            return nil
        } catch {
            return "threw \(type(of: error)), not an InputScriptError: \(error)"
        }
        // Accepted: it formats to text that reads back the same.
        let formatted = InputScriptFormatter.format(script)
        do {
            let again = try InputScriptParser.parse(formatted)
            if again != script { return "formatting changed the script:\n\(formatted)" }
        } catch {
            return "the formatted script does not parse (\(error)):\n\(formatted)"
        }
        return nil
    }
}
