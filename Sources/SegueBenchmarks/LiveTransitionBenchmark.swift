import Foundation
import SegueCore
import SegueKit
import SegueRender
import SeguePlatform

/// One transition played live, over and over, in the app's own frame loop (`FrameLoop`, paced
/// at 60 Hz and presented to a window, as `segue run` runs): two full-window pages — a photo
/// filling the window with a bold title over it — swapped back and forth by a container with
/// the transition. Every presented frame's time and the process's CPU time are taken for each
/// swap, in the same shape as the GtkStack peer's (`PeerRun`), so the two compare side by side.
@MainActor
package struct LiveTransitionBenchmark {
    package let stack: GraphicsStack
    package let clock: Clock
    /// The pacer's rate.
    package var framesPerSecond = FrameRate.standard
    /// The live frame budget (`FrameBudget`), as the app runs with it; nil draws every frame
    /// at full resolution.
    package var budget: FrameBudget? = FrameBudget()
    /// How long the pages rest between swaps, in seconds.
    package var rest = 0.4
    /// The longest one swap may run before the run fails, in seconds.
    package var swapLimit = 120.0

    /// - Parameters:
    ///   - stack: a windowed stack; its window's size is the pages' size.
    ///   - clock: the wall clock (`SystemClock`).
    package init(stack: GraphicsStack, clock: Clock) {
        self.stack = stack
        self.clock = clock
    }

    /// Swaps the pages `swaps` times with `transition` lasting `duration` seconds (made anew
    /// for each swap by `make`). `images` and `titles` are the two pages' photos and titles.
    package func run(name: String, make: () throws -> any Transition, duration: Double, swaps: Int,
                     images: (String, String), titles: (String, String)) throws -> PeerRun {
        guard !stack.window.isHeadless else {
            let why = stack.window.fallbackReasons.isEmpty ? "" : " (no window: \(stack.window.fallbackReasons.joined(separator: "; ")))"
            throw SegueKitError("the live transition benchmark needs a window (a display, or Xvfb): a headless context presents nothing" + why)
        }
        let size = stack.window.pointSize
        let root = PagesController(size: size, images: images, titles: titles)
        let scene = StoryboardScene(rootViewController: root, size: size, clock: clock)
        let pacer = FramePacer(framesPerSecond: framesPerSecond, clock: clock)
        let loop = FrameLoop(stack: stack, scene: scene, clock: clock, pacer: pacer)
        loop.budget = budget
        func frame() throws -> Double {
            guard let timing = try loop.step() else {
                throw SegueKitError("the window was closed during the live transition benchmark")
            }
            return timing.presented
        }
        // The first page at rest, as the app shows it before any input.
        _ = try frame()
        var records: [PeerRun.Swap] = []
        for _ in 0..<max(1, swaps) {
            // At rest the app draws nothing; it waits for input.
            Thread.sleep(forTimeInterval: rest)
            pacer.reset()
            let transition = try make()
            let cpu0 = ProcessCPU.seconds()
            let start = clock.now
            root.swap(using: transition, duration: duration)
            var times: [Double] = []
            var levels: [Double] = []
            repeat {
                times.append((try frame() - start) * 1000)
                levels.append(loop.lastResolution)
                if times.last! > swapLimit * 1000 {
                    throw SegueKitError("\(name): a swap still runs after \(swapLimit) s")
                }
            } while scene.isAnimating
            let cpu = (ProcessCPU.seconds() - cpu0) * 1000
            records.append(PeerRun.Swap(frameTimesMs: times, cpuMs: cpu, inputToFirstFrameMs: times.first ?? 0,
                                        resolutions: levels))
        }
        let px = stack.window.pixelSize
        return PeerRun(toolkit: "SegueKit", renderer: GLRenderer.contextDescription(), width: Int(px.width),
                       height: Int(px.height), transition: name, durationMs: duration * 1000, swaps: records)
    }

    /// The root of the benchmark's scene: two full-window pages, one shown, swapped on request.
    final class PagesController: ViewController {
        let pages: [ViewController]
        var shown = 0

        init(size: Size, images: (String, String), titles: (String, String)) {
            pages = [(images.0, titles.0, Color(red: 0.12, green: 0.16, blue: 0.22)),
                     (images.1, titles.1, Color(red: 0.16, green: 0.12, blue: 0.20))].map { image, title, background in
                let page = ViewController()
                let view = View(frame: Rect(0, 0, size.width, size.height))
                view.backgroundColor = background
                view.addSubview(ImageView(frame: view.bounds, image: image, contentMode: .aspectFill))
                let label = Label(frame: Rect(0, 40, size.width, 56), text: title)
                label.font = .boldSystemFont(ofSize: 40)
                label.textColor = .white
                label.textAlignment = .center
                view.addSubview(label)
                page.view = view
                return page
            }
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            for page in pages { addChild(page) }
            view.addSubview(pages[0].view)
            pages[0].didMove(toParent: self)
            pages[1].didMove(toParent: self)
        }

        /// Swaps to the other page with `transition`.
        func swap(using transition: any Transition, duration: Double) {
            let from = pages[shown], to = pages[1 - shown]
            shown = 1 - shown
            self.transition(from: from, to: to, using: transition, duration: duration)
        }
    }
}

/// The CPU time this process has used, all its threads (the GL driver's rasteriser threads
/// included), in seconds.
package enum ProcessCPU {
    package static func seconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1_000_000 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }
}
