import ArgumentParser
import Foundation
import SegueCommands
import SegueDemo
import SegueBenchmarks

/// `--sizes`: the sizes a subcommand measures at.
struct BenchSizes: ParsableArguments {
    @Option(help: "Sizes to measure, comma separated.")
    var sizes = "1280x720,1920x1080"

    func validate() throws { _ = try list() }

    /// The sizes, in the order given.
    func list() throws -> [SizeArgument] {
        guard !sizes.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--sizes needs at least one size, WIDTHxHEIGHT, comma separated")
        }
        return try sizes.split(separator: ",", omittingEmptySubsequences: false).map { s in
            do { return try SizeArgument.parse(String(s)) } catch { throw ValidationError("--sizes \(error)") }
        }
    }
}

/// `--size`: the one size a subcommand measures at.
struct BenchSize: ParsableArguments {
    @Option(help: ArgumentHelp("The window's or context's size: \(SizeArgument.limits).", valueName: "WIDTHxHEIGHT"))
    var size = SizeArgument(width: 1280, height: 720)
}

/// `--json FILE`: the subcommand's result, written as `{"MODE": result}`.
struct BenchJSON: ParsableArguments {
    @Option(help: "Write the results as JSON to this file.")
    var json: String?

    /// Writes `{key: value}` to `--json`'s file, when given.
    func write<Value: Encodable>(_ key: String, _ value: Value) throws {
        guard let json else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode([key: value]).write(to: URL(fileURLWithPath: json))
    }
}

/// `--transitions` and `--shaders`: which transitions a subcommand plays.
struct BenchTransitions: ParsableArguments {
    @Option(help: "Transitions to measure, comma separated (default: all, or with --shaders each file of the folder).")
    var transitions: String?

    @OptionGroup var shaderFolder: ShaderFolderOptions

    /// The named transitions, else the folder's files, else every one the catalog knows.
    func names(in catalog: TransitionCatalog) -> [String] {
        transitions.map { $0.split(separator: ",").map(String.init) }
            ?? (shaderFolder.shaders == nil ? catalog.names : catalog.folderShaders.map(\.name))
    }

    /// The app's catalog with the folder's files, compiled first: one that does not load is
    /// skipped with a warning (an error with `--strict`).
    func catalog(in app: AppContext) throws -> TransitionCatalog {
        try app.catalog(shaderFolder, compile: shaderFolder.shaders == nil ? .no : .required)
    }
}

/// `--frame-budget`/`--no-frame-budget` for the live subcommands.
struct BenchFrameBudget: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Run with the app's frame budget (--no-frame-budget: every frame at full resolution).")
    var frameBudget = true

    /// The budget the live loop runs with, or nil for every frame whole.
    @MainActor var budget: FrameBudget? { frameBudget ? FrameBudget() : nil }
}

/// Checks a count option's range.
func checkCount(_ value: Int, _ option: String, _ range: ClosedRange<Int>) throws {
    guard range.contains(value) else {
        throw ValidationError("\(option) must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
    }
}

/// Checks a live transition's duration.
func checkDuration(_ value: Double, _ option: String) throws {
    guard value.isFinite, value > 0, value <= 600 else {
        throw ValidationError("\(option) must be more than 0 and at most 600 seconds, got \(formatNumber(value))")
    }
}

/// Says on standard error that a debug build's figures mean little.
func warnIfDebugBuild() {
    #if DEBUG
    StandardError.write(Data("segue bench: this is a debug build; figures are only meaningful with -c release\n".utf8))
    #endif
}

/// The two photo pages of the live benchmarks and the peer: two photos and two titles.
func benchPages(assets: String) -> (images: (String, String), titles: (String, String)) {
    ((assets + "/images/photos/sunset.png", assets + "/images/photos/city.png"), ("Sunset", "City"))
}

/// The columns of the live subcommands (`live-transitions`, `peer`).
func liveColumns(_ second: String, widths: Int = 34) -> [BenchTable.Column] {
    [.init("size", width: 10), .init(second, width: widths)]
}
