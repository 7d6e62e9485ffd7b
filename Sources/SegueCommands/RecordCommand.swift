import ArgumentParser
import Foundation
import SegueKit

/// `record`: runs the app headless on a fixed timestep with scripted input and writes
/// the frames as an MP4, a GIF or a folder of PNGs.
struct RecordCommand: AppCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scripted session to .mp4, .webm, .gif, .webp, .apng or a folder of PNG frames, headless and deterministic.",
        discussion: "A GIF has exact delays in hundredths of a second (at most 25 frames a second, 800 pixels wide), still stretches merged into one frame and a palette per scene; the summary says what the file got.")

    @Option(help: "The input script: one event a line, as `0.50 key Right` (see docs/ and the README).")
    var script: String

    @Option(help: "The output, by its extension: NAME.mp4 (H.264), NAME.webm (VP9), NAME.gif (at most 25 fps and 800 px wide), NAME.webp (animated), NAME.apng, or a folder for numbered PNGs.")
    var out: String

    @Option(help: "The storyboard (default: the app's own).")
    var storyboard: String?

    @OptionGroup var shaderFolder: ShaderFolderOptions

    @Option(help: "The folder the storyboard's images must be inside (default: the storyboard's folder).")
    var assets: String?

    @Option(help: "An Interface Builder storyboard's sidecar: its actions, unwinds, classes and containers (default: NAME.segue.yaml beside it).")
    var sidecar: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame size: \(SizeArgument.limits) (default: an Interface Builder storyboard's device, else 1280x720).", valueName: "WIDTHxHEIGHT"), transform: SizeArgument.parse)
    var size: SizeArgument?

    @OptionGroup var screen: DeviceOptions

    @Option(parsing: .unconditional, help: "Frames per second, more than 0 and at most 240.")
    var fps: Double = FrameRate.standard

    @Option(help: "Write the trace (JSON lines) to this file.")
    var trace: String?

    @OptionGroup var video: VideoOptions

    @Flag(help: "No progress bar.")
    var quiet = false

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be more than 0 and at most 240, got \(formatNumber(fps))") }
        try checkDistinct(inputs: [("--storyboard", storyboard), ("--script", script), ("--sidecar", sidecar)],
                          outputs: [("--out", out), ("--trace", trace)])
    }

    func run(in app: AppContext) throws {
        let screens = try AppScreens(storyboard: storyboard, sidecar: sidecar, app: app)
        let (size, device) = try screen.screen(size: size, defaultSize: Size(1280, 720)) { screens.documentDevice }
        try RecordCommand.record(app: app, screens: screens, script: script, out: out,
                                 shaderFolder: shaderFolder, size: size, device: device, fps: fps, trace: trace, quiet: quiet,
                                 assets: assets, video: video)
    }

    /// Records `screens` driven by the script at `script` into `out` (what `record` and
    /// `run --record` do), at `size` (`video.scale` pixels a point), emulating `device` when
    /// given, with the pointer and keys `video` asks for.
    @MainActor static func record(app: AppContext, screens: AppScreens, script: String, out: String,
                       shaderFolder: ShaderFolderOptions, size: Size, device: DeviceProfile?, fps: Double, trace: String?, quiet: Bool,
                       assets: String?, video: VideoOptions) throws {
        try reportingErrors(program: app.program) {
            // Signals (caught for every command by the command line) stop the recording
            // between frames and remove the partial output.
            let parsed = try InputScriptParser.parse(path: script)
            _ = try OutputKind.from(path: out)
            let catalog = try app.catalog(shaderFolder)
            let run = try screens.scriptedRun(app: app, size: size, device: device, fps: fps, catalog: catalog, tracePath: trace,
                                              assets: assets)
            run.trace.keepsEvents = false
            let stack = try GraphicsStack(options: PlatformOptions(size: size, headless: true, headlessScale: video.scale),
                                          shaderSources: catalog.shaderSource)
            let player = try ScriptPlayer(script: parsed, fps: fps)
            let wall = SystemClock()
            let recorder = try Recorder(path: out, width: Int(stack.window.pixelSize.width),
                                        height: Int(stack.window.pixelSize.height), fps: fps,
                                        expectedFrames: player.frameCount, showProgress: !quiet, now: { wall.now })
            let summary = PathName.displayed("\(try run.record(player, stack: stack, into: recorder, overlay: video.overlay()))")
            // A trace written to standard output keeps it to itself: the summary goes to stderr.
            if trace.map({ PathName($0).isStandardStream }) == true {
                StandardError.write(Data((summary + "\n").utf8))
            } else {
                print(summary)
            }
        }
    }
}
