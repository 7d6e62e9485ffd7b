import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

/// `segue bench`: one subcommand a measurement, each with only its own options; `table` (frame
/// times next to the floor) when none is named. Every subcommand prints through `BenchTable`
/// and writes its result with `--json`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times, latency, recording, memory, live transitions, the layout solver and text (build with -c release).",
        discussion: "With no subcommand: 'table'. Window-based subcommands (live, live-transitions, peer) need a display: run them under xvfb-run.",
        subcommands: [BenchTableCommand.self, BenchLatencyCommand.self, BenchRecordingCommand.self, BenchMemoryCommand.self,
                      BenchLiveCommand.self, BenchLiveTransitionsCommand.self, BenchPeerCommand.self, BenchLayoutCommand.self,
                      BenchTextCommand.self, BenchScrollTableCommand.self],
        defaultSubcommand: BenchTableCommand.self)
}
