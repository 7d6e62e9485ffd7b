import Foundation
import SegueCore
import Testing

/// How a test turns a value into a reference file and compares it with one (swift-snapshot-testing's
/// idea, small): the one snapshot mechanism for text (traces, draw lists) and images (rendered
/// frames). A strategy writes the value as its reference and compares the value with a reference;
/// strategies for other types are derived with `pullback`.
package struct Snapshotting<Value> {
    /// The reference file's extension.
    package var pathExtension: String
    /// Writes the value as the reference file at the URL.
    package var record: (Value, URL) throws -> Void
    /// Compares the value with the reference file at the URL: nil when they match within the
    /// tolerance, else what differs (a strategy may write files beside the reference that show it).
    package var compare: (Value, URL, SnapshotTolerance) throws -> String?

    /// A strategy writing references with `record` and comparing with `compare`.
    package init(pathExtension: String, record: @escaping (Value, URL) throws -> Void,
                 compare: @escaping (Value, URL, SnapshotTolerance) throws -> String?) {
        self.pathExtension = pathExtension
        self.record = record
        self.compare = compare
    }

    /// A text strategy: the value as text (a final newline added), compared exactly, a
    /// difference shown as a line diff (`-` reference, `+` now).
    package init(pathExtension: String = "txt", text: @escaping (Value) -> String) {
        func lines(_ value: Value) -> String {
            let t = text(value)
            return t.hasSuffix("\n") ? t : t + "\n"
        }
        self.init(pathExtension: pathExtension, record: { value, url in
            try lines(value).write(to: url, atomically: true, encoding: .utf8)
        }, compare: { value, url, _ in
            let reference = try String(contentsOf: url, encoding: .utf8), now = lines(value)
            return reference == now ? nil : "(- reference, + now)\n" + SnapshotDiff.lines(reference, now)
        })
    }

    /// A strategy for `NewValue` that first turns it into this strategy's `Value`.
    package func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Snapshotting<NewValue> {
        Snapshotting<NewValue>(pathExtension: pathExtension, record: { try record(transform($0), $1) },
                               compare: { try compare(transform($0), $1, $2) })
    }
}

extension Snapshotting where Value == String {
    /// Text as it is.
    package static var lines: Snapshotting<String> { Snapshotting(text: { $0 }) }
}

/// How far a snapshot may be from its reference, and why: each test that allows any difference
/// says what causes it. Text is always compared exactly.
package struct SnapshotTolerance: Sendable {
    /// The largest difference in one channel (0–255) a pixel may have and still match.
    package var maxChannelDelta: Int
    /// The share of pixels (0–1) that may differ by more than `maxChannelDelta`.
    package var maxFractionOver: Double
    /// Why the test allows this much.
    package var reason: String

    /// At most `maxFractionOver` of the pixels more than `maxChannelDelta` apart, `because` …
    package init(maxChannelDelta: Int, maxFractionOver: Double, because reason: String) {
        self.maxChannelDelta = maxChannelDelta
        self.maxFractionOver = maxFractionOver
        self.reason = reason
    }

    /// No difference at all.
    package static let exact = SnapshotTolerance(maxChannelDelta: 0, maxFractionOver: 0, because: "the output is exact")
}

/// The one switch that records snapshots: `SEGUE_RECORD_SNAPSHOTS=1` in the environment.
package let recordSnapshotsVariable = "SEGUE_RECORD_SNAPSHOTS"

/// Compares `value` with its reference, `__Snapshots__/TESTFILE/NAME.EXT` beside the test file,
/// within `tolerance`. With `SEGUE_RECORD_SNAPSHOTS=1` in the environment, or when the reference
/// is missing, the reference is written and the test fails, so that someone reads (or looks at)
/// the new file before it is committed.
package func assertSnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String,
                                   tolerance: SnapshotTolerance = .exact,
                                   filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent(name).appendingPathExtension(strategy.pathExtension)
    let recording = ProcessInfo.processInfo.environment[recordSnapshotsVariable] == "1"
    if recording || !FileManager.default.fileExists(atPath: reference.path) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try strategy.record(value, reference)
            Issue.record("recorded the snapshot \(reference.path): look at it, then run the test again",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot write the snapshot \(reference.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    do {
        guard let difference = try strategy.compare(value, reference, tolerance) else { return }
        Issue.record("""
            the snapshot differs from \(reference.path) (\(recordSnapshotsVariable)=1 records it): \(difference)
            """, sourceLocation: sourceLocation)
    } catch {
        Issue.record("cannot compare with the snapshot \(reference.path): \(error)", sourceLocation: sourceLocation)
    }
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
    /// Every field of every item, in drawing order, one item a line (numbers rounded to 0.01
    /// point; a field at its default is left out, so a line says what is special about it):
    ///
    ///     quad CONTENT z Z size WxH corners (x, y)×4 [w (w)×4] [opacity O] [dim D] [clip [x, y, w, h]]
    ///          [radius R] [mode CONTENTMODE] [contentsRect [x, y, w, h]] [mirrored] [tint COLOR] [mosaic WxH]
    ///     shader NAME FROM → TO progress P frame [x, y, w, h] z Z [clip [x, y, w, h]] [PARAM=VALUE…]
    ///     snapshot request ID version V size WxH items N
    ///
    /// Corners are where the quad's corners land after the perspective divide; `w` is each
    /// corner's homogeneous w, shown when the transform has perspective (it decides how the
    /// content is interpolated across the quad).
    package static var drawList: Snapshotting<DrawList> { Snapshotting<String>.lines.pullback(text) }

    /// The draw list as `drawList` writes it.
    package static func text(_ list: DrawList) -> String {
        var lines = ["size \(number(list.size.width))x\(number(list.size.height)) clear \(list.clearColor)"]
        for item in list.ordered {
            switch item {
            case .quad(let q):
                lines.append(quad(q))
            case .shader(let s):
                let params = s.parameters.keys.sorted().map { "\($0)=\(s.parameters[$0]!)" }.joined(separator: " ")
                lines.append("shader \(s.name) \(content(s.from)) → \(content(s.to)) progress \(number(s.progress)) frame \(rect(s.frame)) z \(number(s.zIndex))"
                    + (s.clip.map { " clip \(rect($0))" } ?? "")
                    + (params.isEmpty ? "" : " \(params)"))
            }
        }
        for r in list.snapshots {
            lines.append("snapshot request \(r.id) version \(r.version) size \(number(r.size.width))x\(number(r.size.height)) items \(r.contents.items.count)")
        }
        return lines.joined(separator: "\n")
    }

    private static func quad(_ q: Quad) -> String {
        let defaults = Quad(content: q.content, size: q.size)
        var line = "quad \(content(q.content)) z \(number(q.zIndex)) size \(number(q.size.width))x\(number(q.size.height)) corners "
            + q.projectedCorners.map { "(\(number($0.x)), \(number($0.y)))" }.joined(separator: " ")
        let ws = [Point(0, 0), Point(q.size.width, 0), Point(q.size.width, q.size.height), Point(0, q.size.height)]
            .map { number(q.transform.apply(Vector3($0.x, $0.y, 0)).w) }
        if ws.contains(where: { $0 != "1" }) { line += " w " + ws.joined(separator: " ") }
        if q.opacity != defaults.opacity { line += " opacity \(number(q.opacity))" }
        if q.dim != defaults.dim { line += " dim \(number(q.dim))" }
        if let c = q.clip { line += " clip \(rect(c))" }
        if q.cornerRadius != defaults.cornerRadius { line += " radius \(number(q.cornerRadius))" }
        if q.contentMode != defaults.contentMode { line += " mode \(q.contentMode.rawValue)" }
        if q.contentsRect != defaults.contentsRect { line += " contentsRect \(rect(q.contentsRect))" }
        if q.mirrored { line += " mirrored" }
        if q.tint != defaults.tint { line += " tint \(q.tint)" }
        if let m = q.mosaic { line += " mosaic \(number(m.width))x\(number(m.height))" }
        return line
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
