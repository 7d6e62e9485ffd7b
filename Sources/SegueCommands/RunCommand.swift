import ArgumentParser
import Foundation
import SegueKit

/// `run`: the interactive app.
struct RunCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the app window (the app's own storyboard or screens unless --storyboard names another).")

    @Option(help: "The storyboard to show (default: the app's own).")
    var storyboard: String?

    @OptionGroup var shaderFolder: ShaderFolderOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Window size: \(SizeArgument.limits) (default: an Interface Builder storyboard's device, else 1280x720).", valueName: "WIDTHxHEIGHT"), transform: SizeArgument.parse)
    var size: SizeArgument?

    @OptionGroup var screen: DeviceOptions

    @Option(help: "The folder the storyboard's images must be inside (default: the storyboard's folder).")
    var assets: String?

    @Option(help: "An Interface Builder storyboard's sidecar: its actions, unwinds, classes and containers (default: NAME.segue.yaml beside it).")
    var sidecar: String?

    @Flag(help: "Render without a window (EGL surfaceless); picked automatically when there is no display.")
    var headless = false

    @Flag(help: "Show the built-in test scene (text, images, pattern) instead of a storyboard.")
    var testScene = false

    @Option(help: "Write every life-cycle callback, segue step and transition as JSON lines to this file.")
    var trace: String?

    @Option(help: "Write this session's input as an input script to this file when the app ends.")
    var saveScript: String?

    @Option(help: "Replay this input script on a fixed \(formatNumber(FrameRate.standard)) fps timestep (as the record command does), then quit.")
    var script: String?

    @Option(help: "With --script: record the session headless to NAME.mp4, .webm, .gif, .webp, .apng or a folder of PNG frames, on the script's clock, instead of opening a window.")
    var record: String?

    @OptionGroup var video: VideoOptions

    @Option(help: "Save a screenshot PNG of the window after --screenshot-at seconds.")
    var screenshot: String?

    @Option(parsing: .unconditional, help: "When to take the screenshot, in seconds from start (0 to 86400).")
    var screenshotAt: Double = 0.5

    @Option(parsing: .unconditional, help: "Quit after this many seconds (0 to 86400).")
    var quitAfter: Double?

    @Flag(inversion: .prefixedNo, help: "While the app moves, draw a frame too dear for the display interval at a lower resolution instead of presenting it late (--no-frame-budget: every frame at full resolution). Screenshots and recordings are always drawn at full resolution.")
    var frameBudget = true

    func validate() throws {
        try checkSeconds(quitAfter, "--quit-after")
        try checkSeconds(screenshotAt, "--screenshot-at")
        if assets != nil && testScene { throw ValidationError("--assets is for storyboards; the test scene has none") }
        if record != nil && script == nil { throw ValidationError("--record needs --script: a recording replays a script on a fixed timestep") }
        if record != nil && testScene { throw ValidationError("--record records the app's screens, not the test scene") }
        if video.scale != 1 && record == nil { throw ValidationError("--scale is for --record: a window records at its display's scale") }
        try checkDistinct(inputs: [("--storyboard", storyboard), ("--script", script), ("--sidecar", sidecar)],
                          outputs: [("--trace", trace), ("--save-script", saveScript), ("--screenshot", screenshot),
                                    ("--record", record)])
    }

    func run(in app: AppContext) throws {
        let screens = testScene ? nil : try AppScreens(storyboard: storyboard, sidecar: sidecar, app: app)
        let (size, device) = try screen.screen(size: size, defaultSize: Size(1280, 720)) { screens?.documentDevice }
        if let record, let script, let screens {
            try RecordCommand.record(app: app, screens: screens, script: script, out: record, shaderFolder: shaderFolder,
                                     size: size, device: device, fps: FrameRate.standard, trace: trace, quiet: true, assets: assets,
                                     video: video)
            return
        }
        try reportingErrors(program: app.program) {
            let options = PlatformOptions(title: app.title, size: size, headless: headless ? true : nil)
            let catalog = try app.catalog(shaderFolder)
            let stack = try GraphicsStack(options: options, shaderSources: catalog.shaderSource)
            let clock = SystemClock()
            var runOptions = AppRunner.Options()
            var sceneClock: Clock = clock
            if let script { sceneClock = try runOptions.replayScript(at: script) }
            let scene: SceneHost
            var traceLog: TraceLog?
            if let screens {
                traceLog = try trace.map { try TraceLog.writing(toFile: $0, clock: sceneClock) }
                traceLog?.keepsEvents = false
                scene = try screens.scene(app: app, size: stack.window.pointSize, device: device, clock: sceneClock, trace: traceLog,
                                          catalog: catalog, assets: assets)
            } else if let test = app.testScene(stack.window.pointSize, stack.assets) {
                scene = test
            } else {
                throw CLIError("\(app.program) has no test scene")
            }
            // The trace ends with the session: close it while the scene is still alive, so that
            // tearing the app down adds nothing to it (a replay then traces exactly as its recording).
            defer { withExtendedLifetime(scene) { traceLog?.close() } }
            runOptions.screenshot = screenshot
            runOptions.screenshotAt = screenshotAt
            runOptions.quitAfter = quitAfter
            runOptions.saveScript = saveScript
            runOptions.frameBudget = frameBudget
            runOptions.recordsPointer = video.cursor
            runOptions.recordsKeys = video.keys
            if stack.window.isHeadless && quitAfter == nil && script == nil {
                StandardError.write(Data("\(app.program): no display, running headless for one frame (to see the app: xvfb-run -a \(app.program) --screenshot shot.png --quit-after 3)\n".utf8))
                runOptions.quitAfter = screenshot == nil ? 0 : screenshotAt
            }
            try AppRunner(stack: stack, scene: scene, clock: clock, options: runOptions).run()
        }
    }
}
