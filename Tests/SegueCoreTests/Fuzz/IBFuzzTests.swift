import Foundation
import SegueTestSupport
import Testing
@testable import SegueCore
import SegueIO

/// Interface Builder storyboards under mutated input: never a crash or a hang; a file that
/// loads builds its initial screen, and one that does not says where, in the file.
@MainActor
@Suite struct IBFuzzTests {
    static let fixtures = ["Xcode4Frames.storyboard", "Xcode8FrameInset.storyboard", "AutoLayout.storyboard", "Controllers.storyboard"]

    static var seeds: [String] {
        fixtures.compactMap { try? String(contentsOf: IBFixtures.folder.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test("1,000 mutated Interface Builder storyboards: no crash, no hang, located diagnostics")
    func mutatedStoryboards() throws {
        let seeds = Self.seeds
        #expect(seeds.count == Self.fixtures.count)
        let report = FuzzHarness.run("ib-storyboard", seeds: FuzzConfig.seeds("ib-storyboard", count: FuzzConfig.iterations(1_000))) { seed in
            Self.check(seed: seed, seeds: seeds)
        }
        print(report)
        #expect(report.cases > 0)
        for p in report.problems { Issue.record(Comment(rawValue: p)) }
    }

    /// One case: a fixture with attribute values replaced by odd ones, elements cut out or
    /// repeated, or bytes damaged.
    static func check(seed: UInt64, seeds: [String]) -> String? {
        var rng = SplitMix64(seed: seed)
        var text = rng.pick(seeds)
        switch rng.below(3) {
        case 0:
            // Attribute values: odd numbers, odd text, or another value of the file (ids swapped).
            let values = text.components(separatedBy: "=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            for _ in 0..<rng.int(in: 1...12) {
                var parts = text.components(separatedBy: "=\"")
                guard parts.count > 2 else { break }
                let i = rng.int(in: 1...(parts.count - 1))
                guard let end = parts[i].firstIndex(of: "\"") else { continue }
                let replacement = rng.pick([rng.pick(FuzzMutator.oddNumbers), rng.pick(FuzzMutator.oddText), rng.pick(values)])
                    .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
                parts[i] = replacement + parts[i][end...]
                text = parts.joined(separator: "=\"")
            }
        case 1:
            // Lines cut out or repeated (elements lost, unbalanced or duplicated).
            var lines = text.components(separatedBy: "\n")
            for _ in 0..<rng.int(in: 1...6) where lines.count > 2 {
                let i = rng.below(lines.count)
                if rng.chance(0.5) { lines.remove(at: i) } else { lines.insert(lines[rng.below(lines.count)], at: i) }
            }
            text = lines.joined(separator: "\n")
        default:
            let bytes = FuzzMutator.mutateBytes(Array(text.utf8), donors: seeds.map { Array($0.utf8) }, rng: &rng)
            text = String(decoding: bytes, as: UTF8.self)
        }
        FuzzConfig.show(text)
        let result = Storyboard.parse(text, path: "fuzz.storyboard", baseDirectory: IBFixtures.folder.path,
                                      registries: SegueRegistries())
        switch result {
        case .success(let sb):
            for d in sb.file.warnings where d.location.line < 1 || d.location.column < 1 {
                return "a warning without a place: \(d)"
            }
            if let vc = sb.instantiateInitialViewController() { _ = vc.view }
        case .failure(let e):
            if e.diagnostics.isEmpty { return "failed without a diagnostic" }
            for d in e.diagnostics where d.location.line < 1 || d.location.column < 1 || d.location.file != "fuzz.storyboard" {
                return "a diagnostic without a place: \(d)"
            }
        }
        return nil
    }
}
