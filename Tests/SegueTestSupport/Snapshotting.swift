import Foundation
import SegueCore
import Testing

/// How a test turns a value into text for a text golden (swift-snapshot-testing's idea, small):
/// a strategy is a function from the value to text plus the file extension of its reference.
/// Strategies for other types are derived with `pullback`.
package struct Snapshotting<Value> {
    /// The reference file's extension.
    package var pathExtension: String
    /// The value as text: what is compared with the reference and what a failure diffs.
    package var snapshot: (Value) -> String

    package init(pathExtension: String = "txt", snapshot: @escaping (Value) -> String) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that first turns it into this strategy's `Value`.
    package func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Snapshotting<NewValue> {
        Snapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == String {
    /// Text as it is.
    package static var lines: Snapshotting<String> { Snapshotting { $0 } }
}

/// Compares `value`'s text with its reference, `__Snapshots__/TESTFILE/NAME.EXT` beside the test
/// file. On a difference the failure shows a line diff (`-` reference, `+` now). With
/// `SEGUE_RECORD_SNAPSHOTS=1` in the environment, or when the reference is missing, the reference
/// is written and the test fails, so that someone reads the new file before it is committed.
package func assertSnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String,
                                   filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let text = strategy.snapshot(value).hasSuffix("\n") ? strategy.snapshot(value) : strategy.snapshot(value) + "\n"
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent(name).appendingPathExtension(strategy.pathExtension)
    let recording = ProcessInfo.processInfo.environment["SEGUE_RECORD_SNAPSHOTS"] == "1"
    let existing = try? String(contentsOf: reference, encoding: .utf8)
    if recording || existing == nil {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: reference, atomically: true, encoding: .utf8)
            Issue.record("recorded the snapshot \(reference.path): read it, then run the test again",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot write the snapshot \(reference.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let existing, existing != text else { return }
    Issue.record("""
        the snapshot differs from \(reference.path) (- reference, + now; SEGUE_RECORD_SNAPSHOTS=1 records it):
        \(SnapshotDiff.lines(existing, text))
        """, sourceLocation: sourceLocation)
}

/// A line diff for snapshot failures.
package enum SnapshotDiff {
    /// The lines of `old` and `new` that differ, with `-` and `+`, and up to `context` unchanged
    /// lines around each change.
    package static func lines(_ old: String, _ new: String, context: Int = 2) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the ends.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { ops.append((" ", a[i])); i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { ops.append(("+", b[j])); j += 1 }
            else { ops.append(("-", a[i])); i += 1 }
        }
        let changed = ops.indices.filter { ops[$0].0 != " " }
        var out: [String] = []
        var last = -1
        for k in ops.indices where changed.contains(where: { abs($0 - k) <= context }) {
            if last >= 0, k > last + 1 { out.append("…") }
            out.append("\(ops[k].0) \(ops[k].1)")
            last = k
        }
        return out.joined(separator: "\n")
    }
}

extension Snapshotting where Value == [TraceEvent] {
    /// Trace events one a line: the scene-clock time, then `vc.event(fields)`.
    package static var trace: Snapshotting<[TraceEvent]> {
        Snapshotting<String>.lines.pullback { events in
            events.map { String(format: "%7.3f  ", $0.time) + $0.description }.joined(separator: "\n")
        }
    }
}

extension Snapshotting where Value == DrawList {
    /// Items in drawing order, one a line: what is drawn, where its corners land in the list's
    /// space (rounded to 0.01 point), and the opacity, dimming and clip that apply.
    package static var drawList: Snapshotting<DrawList> {
        Snapshotting<String>.lines.pullback { list in
            var lines = ["size \(number(list.size.width))x\(number(list.size.height)) clear \(list.clearColor)"]
            for item in list.ordered {
                switch item {
                case .quad(let q):
                    var line = "quad \(content(q.content)) z \(number(q.zIndex)) corners "
                        + q.projectedCorners.map { "(\(number($0.x)), \(number($0.y)))" }.joined(separator: " ")
                    if q.opacity != 1 { line += " opacity \(number(q.opacity))" }
                    if q.dim != 0 { line += " dim \(number(q.dim))" }
                    if let c = q.clip { line += " clip \(rect(c))" }
                    if q.cornerRadius != 0 { line += " radius \(number(q.cornerRadius))" }
                    if q.mirrored { line += " mirrored" }
                    lines.append(line)
                case .shader(let s):
                    let params = s.parameters.keys.sorted().map { "\($0)=\(s.parameters[$0]!)" }.joined(separator: " ")
                    lines.append("shader \(s.name) \(content(s.from)) → \(content(s.to)) progress \(number(s.progress)) frame \(rect(s.frame)) z \(number(s.zIndex))"
                        + (params.isEmpty ? "" : " \(params)"))
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// At most two decimals, no trailing zeros, never "-0".
    private static func number(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    private static func rect(_ r: Rect) -> String {
        "[\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))]"
    }

    private static func content(_ c: QuadContent) -> String {
        switch c {
        case .color(let color): return "color \(color)"
        case .image(let path): return "image \((path as NSString).lastPathComponent)"
        case .text(let t): return "text \"\(t.text)\""
        case .snapshot(let id): return "\(id)"
        case .texture(let n): return "texture#\(n)"
        }
    }
}
