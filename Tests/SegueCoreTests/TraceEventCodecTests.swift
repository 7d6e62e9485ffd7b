import Foundation
import Testing
@testable import SegueCore

/// Trace events are a `TraceEventKind`: one codec writes each as its JSON line and reads the
/// line back.
@Suite("Trace event codec")
struct TraceEventCodecTests {
    @Test("Every event kind round-trips through its JSON line", arguments: TraceEventKind.allCases)
    func roundTrips(kind: TraceEventKind) throws {
        let event = TraceEvent(time: 1.25, event: kind, vc: "home", fields: [
            .init("animated", .bool(true)), .init("segue", .string("toDetail")), .init("progress", .number(0.5)),
            .init("parent", .null),
        ], instance: 3)
        let line = event.jsonLine
        #expect(line.contains(#""event":"# + kind.json))
        #expect(kind.json == "\"\(kind.rawValue)\"")
        let back = try #require(TraceEvent(jsonLine: line))
        #expect(back == event)
        #expect(back.jsonLine == line)
    }

    @Test func theLineIsWrittenAsBefore() {
        let e = TraceEvent(time: 0.5, event: .viewWillAppear, vc: "second", fields: [.init("animated", .bool(true))], instance: 7)
        #expect(e.jsonLine == #"{"t":0.5000,"event":"viewWillAppear","vc":"second","instance":7,"animated":true}"#)
        #expect(e.description == "second.viewWillAppear(animated: true)")
        #expect(TraceEvent(time: 0, event: .`deinit`, vc: "a").jsonLine == #"{"t":0.0000,"event":"deinit","vc":"a"}"#)
    }

    @Test func aLineOfAnUnknownEventIsNoTraceEvent() {
        #expect(TraceEvent(jsonLine: #"{"t":0.0000,"event":"viewDidExplode","vc":"a"}"#) == nil)
        #expect(TraceEvent(jsonLine: #"{"t":0.0000,"vc":"a"}"#) == nil)
    }
}
