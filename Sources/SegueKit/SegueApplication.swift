import Foundation
import SegueCore
import SeguePlatform
import SegueRecorder

/// Runs an app built in code: a window (or, with no display, a headless context), a root
/// controller, and the live loop with the app's keys (S slow motion, M Reduce Motion, F1 help,
/// Ctrl+R record, Q quit). The way a Swift package that depends on SegueKit starts its app.
///
/// ```swift
/// import SegueKit
/// try SegueApplication.run(title: "Hello") { HomeController() }
/// ```
public enum SegueApplication {
    public struct Options {
        public var title = "SegueKit"
        public var size = Size(1280, 720)
        /// nil: headless exactly when there is no display.
        public var headless: Bool?
        /// Stop after this many seconds (nil: until the user quits).
        public var quitAfter: Double?
        /// Save a screenshot of the window after `screenshotAt` seconds.
        public var screenshot: String?
        public var screenshotAt = 0.5
        /// Replay this input script on a fixed timestep, then quit (as `segue run --script`).
        public var script: String?
        public init() {}
    }

    /// Opens the window, shows the controller `makeRoot` returns, and runs until quit.
    /// Without a display and without `quitAfter`, it draws one frame and returns.
    public static func run(options: Options = Options(), makeRoot: () -> ViewController) throws {
        let stack = try GraphicsStack(options: PlatformOptions(title: options.title, size: options.size,
                                                               headless: options.headless))
        let clock = SystemClock()
        var run = AppRunner.Options()
        var sceneClock: Clock = clock
        if let script = options.script { sceneClock = try run.replayScript(at: script) }
        let scene = StoryboardScene(rootViewController: makeRoot(), size: stack.window.pointSize, clock: sceneClock)
        run.quitAfter = options.quitAfter ?? (stack.window.isHeadless ? max(0, options.screenshot == nil ? 0 : options.screenshotAt) : nil)
        run.screenshot = options.screenshot
        run.screenshotAt = options.screenshotAt
        try AppRunner(stack: stack, scene: scene, clock: clock, options: run).run()
    }

    /// `run(options:makeRoot:)` with options read from the command line: `--size WxH`,
    /// `--headless`, `--quit-after S`, `--screenshot FILE` (and `--screenshot-at S`), `--script FILE`,
    /// `--help`. Errors are reported as `segue` reports them, with the program's own name:
    /// `NAME: error: …` on stderr (a script error as `FILE:LINE:COLUMN: error: …`); a bad or
    /// missing option exits with status 2 and a hint, a failure while running with status 1, a
    /// session stopped by a signal with 128 + its number.
    /// It never returns by throwing: an app's `try SegueApplication.run(…)` at top level never
    /// ends in a Swift fatal error.
    public static func run(title: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           makeRoot: () -> ViewController) throws {
        let program = ErrorReport.programName
        let options: Options
        switch parse(arguments, title: title) {
        case .success(.some(let o)): options = o
        case .success(.none):
            print(help(program: program, title: title))
            exit(0)
        case .failure(let e):
            FileHandle.standardError.write(Data("\(program): error: \(e.description)\nsee '\(program) --help'\n".utf8))
            exit(2)
        }
        do {
            try run(options: options, makeRoot: makeRoot)
        } catch let interruption as InterruptedBySignal {
            // Stopped by SIGINT, SIGTERM, SIGHUP or SIGQUIT after saving what it could: exit as a
            // shell expects of a process that signal ended (128 + its number).
            ErrorReport.print(program: program, interruption)
            exit(interruption.exitStatus)
        } catch {
            ErrorReport.print(program: program, error)
            exit(1)
        }
    }

    /// A command-line option that is unknown, lacks its value or has a bad one.
    public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The options in `arguments`, nil for `--help`, or what is wrong with them.
    public static func parse(_ arguments: [String], title: String = "SegueKit") -> Result<Options?, UsageError> {
        var o = Options()
        o.title = title
        var i = 0
        func seconds(_ name: String, _ text: String) throws -> Double {
            let range = CommandLineValue.seconds
            guard let v = Double(text), v.isFinite, range.contains(v) else {
                throw UsageError(description: "\(name) must be a number of seconds from 0 to \(Int(range.upperBound)), got '\(text)'")
            }
            return v
        }
        do {
            while i < arguments.count {
                var name = arguments[i]
                var inline: String?
                if name.hasPrefix("--"), let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                func value() throws -> String {
                    if let inline { return inline }
                    i += 1
                    guard i < arguments.count else { throw UsageError(description: "missing value for '\(name)'") }
                    return arguments[i]
                }
                switch name {
                case "--help", "-h": return .success(nil)
                case "--size":
                    let v = try value()
                    guard let (w, h) = CommandLineValue.size(v) else {
                        throw UsageError(description: "--size " + CommandLineValue.sizeProblem(v))
                    }
                    o.size = Size(Double(w), Double(h))
                case "--headless":
                    if inline != nil { throw UsageError(description: "--headless takes no value") }
                    o.headless = true
                case "--quit-after": o.quitAfter = try seconds(name, try value())
                case "--screenshot": o.screenshot = try value()
                case "--screenshot-at": o.screenshotAt = try seconds(name, try value())
                case "--script": o.script = try value()
                default:
                    throw UsageError(description: name.hasPrefix("-") ? "unknown option '\(name)'" : "unexpected argument '\(name)'")
                }
                i += 1
            }
        } catch let e as UsageError {
            return .failure(e)
        } catch {
            return .failure(UsageError(description: "\(error)"))
        }
        return .success(o)
    }

    /// The `--help` text.
    public static func help(program: String, title: String) -> String {
        let day = Int(CommandLineValue.seconds.upperBound)
        return """
        \(title)

        USAGE: \(program) [--size WIDTHxHEIGHT] [--headless] [--script FILE] [--screenshot FILE] [--screenshot-at S] [--quit-after S]

        OPTIONS:
          --size WIDTHxHEIGHT   Window size in points, each side from 1 (default: 1280x720);
                                \(CommandLineValue.sizeLimits).
          --headless            Render without a window (EGL surfaceless); picked automatically with no display.
          --script FILE         Replay this input script on a fixed 60 fps timestep, then quit.
          --screenshot FILE     Save a screenshot PNG of the window after --screenshot-at seconds.
          --screenshot-at S     When to take the screenshot, 0 to \(day) seconds (default: 0.5).
          --quit-after S        Quit after this many seconds, 0 to \(day).
          -h, --help            Show this help.

        Keys: S slow motion, M Reduce Motion, F1 help, Ctrl+R record, Q quit.
        """
    }
}
