import Foundation

/// A value in a trace event: the few JSON types the trace format needs.
public enum TraceValue: Hashable, Sendable, CustomStringConvertible {
    /// A JSON string.
    case string(String)
    /// A JSON boolean (`animated`, `completed` …).
    case bool(Bool)
    /// A JSON number; written with four decimals, and as `null` when not finite.
    case number(Double)
    /// JSON `null` (also what a field of an unknown type reads back as).
    case null
    /// A JSON list of strings (`transitionBegin`'s `matched` ids).
    case strings([String])

    /// The value as JSON text.
    public var json: String {
        switch self {
        case .string(let s): return TraceLog.jsonString(s)
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return d.isFinite ? String(format: "%.4f", d) : "null"
        case .null: return "null"
        case .strings(let list): return "[" + list.map(TraceLog.jsonString).joined(separator: ",") + "]"
        }
    }

    public var description: String {
        switch self {
        case .string(let s): return s
        case .strings(let list): return "[" + list.joined(separator: ", ") + "]"
        default: return json
        }
    }
}

/// One line of the trace: a life-cycle callback, a segue step or a transition.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// Seconds on the window's clock.
    public var time: Double
    /// `viewWillAppear`, `prepareForSegue`, `transitionEnd` …
    public var event: TraceEventKind
    /// The controller's storyboard identifier (or class name), when the event concerns one.
    public var vc: String?
    /// The other fields, in the order they are written.
    public var fields: [Field]
    /// Which controller object the event is about (`"instance"` in JSON): a number unique to
    /// the controller object within the run, so two live controllers of the same scene are
    /// told apart.
    public var instance: Int?

    /// A named extra field (`animated`, `parent`, `segue`, `transition`, `completed` …).
    public struct Field: Hashable, Sendable {
        /// The field's JSON key.
        public var key: String
        /// The field's value.
        public var value: TraceValue
        /// A field with `key` and `value` (the first and second arguments).
        public init(_ key: String, _ value: TraceValue) { self.key = key; self.value = value }
    }

    /// An event at `time` (seconds on the window's clock) named `event`, about the controller
    /// traced as `vc` (nil when the event concerns none), with its extra `fields` in writing order
    /// and the controller object's `instance` number when known.
    public init(time: Double, event: TraceEventKind, vc: String?, fields: [Field] = [], instance: Int? = nil) {
        self.time = time; self.event = event; self.vc = vc; self.fields = fields; self.instance = instance
    }

    /// A field's value by key.
    public subscript(key: String) -> TraceValue? { fields.first { $0.key == key }?.value }

    /// The event as one JSON object on one line (docs/controllers.md, "Traces"):
    /// `{"t":0.5000,"event":"viewWillAppear","vc":"second","instance":7,"animated":true}`.
    public var jsonLine: String {
        var parts = ["\"t\":" + String(format: "%.4f", time), "\"event\":" + event.json]
        if let vc { parts.append("\"vc\":" + TraceLog.jsonString(vc)) }
        if let instance { parts.append("\"instance\":\(instance)") }
        for f in fields { parts.append(TraceLog.jsonString(f.key) + ":" + f.value.json) }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// Reads one line of a trace file back (nil for a line that is not a trace event, one whose
    /// `event` is not a `TraceEventKind` included).
    /// Fields keep the order they have in the line.
    public init?(jsonLine: String) {
        guard let data = jsonLine.data(using: .utf8),
              let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let name = obj["event"] as? String, let event = TraceEventKind(rawValue: name) else { return nil }
        let time = (obj["t"] as? NSNumber)?.doubleValue ?? 0
        var fields: [Field] = []
        func position(_ key: String) -> Int {
            guard let r = jsonLine.range(of: TraceLog.jsonString(key) + ":") else { return Int.max }
            return jsonLine.distance(from: jsonLine.startIndex, to: r.lowerBound)
        }
        for key in obj.keys.sorted(by: { position($0) < position($1) }) where !["t", "event", "vc", "instance"].contains(key) {
            switch obj[key] {
            // JSON booleans come back as NSNumber's boolean subclass on every platform.
            case let b as NSNumber where String(describing: type(of: b)).contains("Boolean"):
                fields.append(Field(key, .bool(b.boolValue)))
            case let n as NSNumber: fields.append(Field(key, .number(n.doubleValue)))
            case let s as String: fields.append(Field(key, .string(s)))
            case let list as [String]: fields.append(Field(key, .strings(list)))
            default: fields.append(Field(key, .null))
            }
        }
        self.init(time: time, event: event, vc: obj["vc"] as? String, fields: fields,
                  instance: (obj["instance"] as? NSNumber)?.intValue)
    }

    /// A compact form for test expectations: `second.viewWillAppear(animated: true)`.
    public var description: String {
        let args = fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return (vc.map { $0 + "." } ?? "") + event.rawValue + (args.isEmpty ? "" : "(\(args))")
    }
}

/// Collects trace events (the `--trace FILE` output and the callback log tests compare with
/// UIKit's documented order). Time comes from `clock` (the window's), never from the wall.
///
/// Controllers find the log through their parent, presenter or window, so one log sees a
/// whole window's tree; a controller keeps the log it first joined so that its `deinit` is
/// still recorded after it left the tree.
public final class TraceLog {
    /// The source of the `t` field; nil writes 0.
    public var clock: Clock?
    /// Every event so far, in order.
    public private(set) var events: [TraceEvent] = []
    /// Receives each event's JSON line as it happens (the CLI writes them to the trace file).
    public var sink: ((String) -> Void)?
    /// Keep `events` in memory (turn off for very long sessions that only stream to `sink`).
    public var keepsEvents = true

    /// A log that timestamps events with `clock` (0 when nil) and hands each event's JSON line to
    /// `sink` when one is given. It writes no file; see SegueIO's `writing(toFile:clock:)` for that.
    public init(clock: Clock? = nil, sink: ((String) -> Void)? = nil) {
        self.clock = clock
        self.sink = sink
    }

    /// A log that appends each event's JSON line (and a newline) to `file`, which `finish()`
    /// (or `close()`) completes and `discard()` abandons. SegueIO's `writing(toFile:clock:)`
    /// opens a file by path for this.
    public convenience init(clock: Clock? = nil, file: any TraceOutput) {
        self.init(clock: clock)
        self.file = file
    }

    /// The trace file, while one is being written.
    private var file: (any TraceOutput)?

    /// Why writing the trace file failed (a full disk, say); nil while all is well. After a
    /// failure no more lines are written: the run checks this each frame and stops with it.
    public private(set) var failure: TraceFileError?

    /// Completes the trace file: every line on disk under its final name, or an error (and no
    /// file left under that name). Does nothing for a log that writes no file, or once done.
    public func finish() throws {
        defer { sink = nil }
        guard let file else {
            if let failure { throw failure }
            return
        }
        self.file = nil
        if let failure {
            file.discard()
            throw failure
        }
        do {
            try file.commit()
        } catch let error as TraceFileError {
            failure = error
            throw error
        }
    }

    /// Abandons the trace file (a run that failed): nothing is left under its name.
    public func discard() {
        file?.discard()
        file = nil
        sink = nil
    }

    /// Completes the trace file as `finish()` does, keeping a failure in `failure` instead of
    /// throwing it.
    public func close() {
        try? finish()
    }

    private func writeToFile(_ line: String) {
        guard let file, failure == nil else { return }
        do {
            try file.write(line + "\n")
        } catch let error as TraceFileError {
            failure = error
        } catch {
            failure = TraceFileError(path: file.path, reason: "\(error)")
        }
    }

    /// Records one event now.
    public func record(_ event: TraceEventKind, vc: String?, _ fields: [TraceEvent.Field] = [], instance: Int? = nil) {
        let e = TraceEvent(time: clock?.now ?? 0, event: event, vc: vc, fields: fields, instance: instance)
        if keepsEvents { events.append(e) }
        if file != nil || sink != nil {
            let line = e.jsonLine
            writeToFile(line)
            sink?(line)
        }
    }

    private var instanceCount = 0

    /// The next controller instance number of this log's run (1, 2, 3 …).
    func nextInstanceNumber() -> Int {
        instanceCount += 1
        return instanceCount
    }

    /// Forgets the events collected so far (the sink has already seen them).
    public func removeAll() { events.removeAll() }

    /// The events' compact descriptions, for comparing with an expected order in tests.
    public var descriptions: [String] { events.map(\.description) }

    /// `s` as a JSON string literal, with the escapes JSON requires (quotes, backslashes and
    /// control characters); traces and `segue layout --json` write strings this way.
    public static func jsonString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}

/// Where a trace log writes its lines as they happen (SegueIO's `TraceFile`: a file by the
/// rules of its output files). Errors are `TraceFileError`s.
public protocol TraceOutput: AnyObject {
    /// The path as given, for messages.
    var path: String { get }
    /// Appends `text`; throws a `TraceFileError` when it cannot (a full disk).
    func write(_ text: String) throws
    /// Completes the file: every line under its final name, or a `TraceFileError`.
    func commit() throws
    /// Abandons the file: nothing is left under its name.
    func discard()
}

/// The trace file could not be created or written.
public struct TraceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The trace file's path, as given.
    public var path: String
    /// Why: "the folder 'x' does not exist", "the disk is full" …
    public var reason: String
    /// An error for the trace file at `path` that failed for `reason`.
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "cannot write the trace file '\(path)': \(reason)" }
}
