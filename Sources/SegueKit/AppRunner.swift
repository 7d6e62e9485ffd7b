import Foundation
import SegueCore
import SegueRender
import SeguePlatform

/// The live loop: input from the platform window into the scene, frames from the scene into
/// the renderer. It draws only when something changed or moves, and otherwise sleeps waiting
/// for input (no pixel is drawn that need not be).
public final class AppRunner {
    public struct Options {
        /// Save the frame on screen at `screenshotAt` seconds to this PNG.
        public var screenshot: String?
        public var screenshotAt: Double = 0.5
        /// Stop after this many seconds (nil: run until quit).
        public var quitAfter: Double?
        public init() {}
    }

    public let stack: GraphicsStack
    public let scene: SceneHost
    public let clock: Clock
    public var options: Options
    private let pacer: FramePacer

    public init(stack: GraphicsStack, scene: SceneHost, clock: Clock, options: Options = Options()) {
        self.stack = stack
        self.scene = scene
        self.clock = clock
        self.options = options
        pacer = FramePacer(framesPerSecond: 60, clock: clock)
    }

    /// Runs until the scene or the window asks to quit, or `quitAfter` passes.
    public func run() throws {
        var needsDraw = true
        var screenshotPending = options.screenshot != nil
        while true {
            let now = clock.now
            let busy = needsDraw || scene.isAnimating || screenshotPending
            var timeout = 0.25
            if let q = options.quitAfter { timeout = min(timeout, max(0, q - now)) }
            let events = busy ? stack.window.pollEvents() : stack.window.waitForEvents(timeout: timeout)
            if !busy { pacer.reset() }
            for e in events {
                if case .quit = e { return }
                scene.handle(e)
                needsDraw = true
            }
            if scene.wantsQuit { return }
            if needsDraw || scene.isAnimating {
                try stack.drawAndPresent(scene.frame())
                needsDraw = false
                pacer.frameDidEnd()
            }
            if screenshotPending, let path = options.screenshot, clock.now >= options.screenshotAt {
                try stack.renderer.readScreen().savePNG(path)
                screenshotPending = false
            }
            if let q = options.quitAfter, clock.now >= q { return }
        }
    }
}
