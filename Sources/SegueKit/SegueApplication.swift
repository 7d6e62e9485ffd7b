import Foundation
import SegueCore
import SeguePlatform

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
    /// `--headless`, `--quit-after S`, `--screenshot FILE` (and `--screenshot-at S`), `--script FILE`.
    public static func run(title: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           makeRoot: () -> ViewController) throws {
        var o = Options()
        o.title = title
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < arguments.count else { throw SegueKitError("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--size":
                let v = try value(), parts = v.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 8192 }) else {
                    throw SegueKitError("bad --size '\(v)': expected WIDTHxHEIGHT, e.g. 1280x720")
                }
                o.size = Size(parts[0], parts[1])
            case "--headless": o.headless = true
            case "--quit-after": o.quitAfter = Double(try value())
            case "--screenshot": o.screenshot = try value()
            case "--screenshot-at": o.screenshotAt = Double(try value()) ?? 0.5
            case "--script": o.script = try value()
            default: throw SegueKitError("unknown option '\(arguments[i])' (known: --size, --headless, --quit-after, --screenshot, --screenshot-at, --script)")
            }
            i += 1
        }
        try run(options: o, makeRoot: makeRoot)
    }
}
