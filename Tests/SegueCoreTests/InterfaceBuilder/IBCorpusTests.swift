import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// Opens every `.storyboard` under the folder named by `SEGUE_IB_CORPUS` (real storyboards from
/// public projects, kept outside the repository, each beside its asset catalogues) and reports,
/// per file, whether it opened with
/// warnings only or with errors, then the totals. Without the variable the test does nothing.
/// Each file is named before it is loaded, so a crash or a hang points at its file.
@MainActor
@Suite struct IBCorpusTests {
    @Test func corpusOpens() throws {
        guard let folder = ProcessInfo.processInfo.environment["SEGUE_IB_CORPUS"] else { return }
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        var ok = 0, failed: [String] = [], performed = 0
        var reasons: [String: Int] = [:]
        for f in files {
            let path = (folder as NSString).appendingPathComponent(f)
            FileHandle.standardError.write(Data("loading \(f)\n".utf8))
            let start = Date()
            switch Storyboard.load(path: path) {
            case .success(let sb):
                ok += 1
                let first = sb.file.warnings.prefix(3).map(\.message).joined(separator: " | ")
                print("OK   \(f): \(sb.file.scenes.count) scenes, \(sb.file.segues.count) segues, \(sb.file.warnings.count) warnings \(first)")
                for w in sb.file.warnings {
                    let key = w.message.split(separator: ";").first.map(String.init) ?? w.message
                    reasons[String(key.prefix(60)), default: 0] += 1
                }
                // The initial screen builds, and every segue the palette lists from it performs.
                if let vc = sb.instantiateInitialViewController() {
                    let clock = ManualClock()
                    let window = Window(size: Size(1024, 768), clock: clock)
                    window.rootViewController = vc
                    let choices = window.segueChoices + window.sceneChoices
                    for c in choices.prefix(12) {
                        window.performSegueChoice(named: c.name)
                        for _ in 0..<60 { clock.advance(by: 1.0 / 30); _ = window.drawList() }
                        while window.unwindFrontScreen() {
                            for _ in 0..<60 { clock.advance(by: 1.0 / 30); _ = window.drawList() }
                        }
                    }
                    performed += choices.prefix(12).count
                }
            case .failure(let e):
                failed.append(f)
                print("FAIL \(f):\n  " + e.diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description).joined(separator: "\n  "))
            }
            let t = Date().timeIntervalSince(start)
            if t > 2 { print("SLOW \(f): \(t) s") }
        }
        let projects = Set(files.map { $0.split(separator: "/").first.map(String.init) ?? $0 }).count
        print("corpus: \(files.count) files from \(projects) folders, \(ok) opened with warnings only, \(failed.count) with errors; \(performed) segue palette choices performed")
        for (k, n) in reasons.sorted(by: { $0.value > $1.value }).prefix(25) { print("  \(n)× \(k)") }
    }
}
