import ArgumentParser
import Foundation
import SegueKit

/// `segue run`: the interactive app.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the app window (the demo storyboard unless --storyboard names another).")

    @Option(help: "Window size in points, WIDTHxHEIGHT.")
    var size = SizeArgument(width: 1280, height: 720)

    @Flag(help: "Render without a window (EGL surfaceless); picked automatically when there is no display.")
    var headless = false

    @Flag(help: "Show the built-in test scene (text, images, pattern) instead of a storyboard.")
    var testScene = false

    @Option(help: "Save a screenshot PNG of the window after --screenshot-at seconds.")
    var screenshot: String?

    @Option(help: "When to take the screenshot, in seconds from start.")
    var screenshotAt: Double = 0.5

    @Option(help: "Quit after this many seconds.")
    var quitAfter: Double?

    func run() throws {
        try reportingErrors {
            let options = PlatformOptions(title: "SegueKit", size: size.size, headless: headless ? true : nil)
            let stack = try GraphicsStack(options: options)
            let scene = TestScene(size: stack.window.pointSize, assets: stack.assets)
            var runOptions = AppRunner.Options()
            runOptions.screenshot = screenshot
            runOptions.screenshotAt = screenshotAt
            runOptions.quitAfter = quitAfter
            if stack.window.isHeadless && quitAfter == nil {
                FileHandle.standardError.write(Data("segue: no display, running headless (see it with: xvfb-run -a swift run segue)\n".utf8))
                runOptions.quitAfter = screenshot == nil ? 0 : screenshotAt
            }
            try AppRunner(stack: stack, scene: scene, clock: SystemClock(), options: runOptions).run()
        }
    }
}
