import Foundation
import SegueCore
import SegueKit
import SegueRender

/// Frame-time statistics, in milliseconds.
package struct FrameStats: Codable, Sendable {
    package var median: Double
    package var p99: Double
    package var frames: Int

    package init(samples: [Double]) {
        let s = samples.sorted()
        frames = s.count
        median = s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
        p99 = s.isEmpty ? 0 : s[min(s.count - 1, Int((Double(s.count) * 0.99).rounded(.up)) - 1)]
    }
}

/// One transition measured next to its floor, in the same run.
package struct TransitionBenchmark: Codable, Sendable {
    package var transition: String
    package var width: Int
    package var height: Int
    /// Full-window layers the transition draws at progress 0.5 (a shader pass, which reads two
    /// textures, counts as two).
    package var layers: Int
    package var frame: FrameStats
    /// Clearing and drawing the same number of full-window textured, blended quads.
    package var floor: FrameStats
    package var ratio: Double { floor.median > 0 ? frame.median / floor.median : 0 }
}

/// Measures transitions' frame times against the floor with the GL renderer.
///
/// A frame's time is from the start of `draw` to the end of `glFinish`, so that it counts what
/// the GPU (here, llvmpipe) did, not just what was queued. Transition frames and floor frames
/// alternate, so both see the same machine load.
@MainActor
package struct TransitionBenchmarker {
    package let stack: GraphicsStack
    package let clock: Clock
    package var frames = 120
    package var warmup = 10
    /// Seconds after which a transition's measurement stops (nil: none), once at least
    /// `minimumFrames` frames are measured; warm-up ends early after a quarter of it. A shader
    /// that takes seconds a frame on a software rasteriser is then measured in bounded time.
    package var maxSeconds: Double?
    package var minimumFrames = 3

    package init(stack: GraphicsStack, clock: Clock) {
        self.stack = stack
        self.clock = clock
    }

    package func measure(_ transition: Transition, size: Size, from: QuadContent, to: QuadContent) throws -> TransitionBenchmark {
        let input = TransitionInput(size: size, from: from, to: to)
        let layers = Self.layers(of: transition.items(progress: 0.5, input: input), size: size)
        var floorList = DrawList(size: size, clearColor: .black)
        for i in 0..<layers {
            floorList.append(Quad(content: i % 2 == 0 ? to : from, size: size, opacity: i == 0 ? 1 : 0.5, zIndex: Double(i)))
        }
        var t: [Double] = [], f: [Double] = []
        let start = clock.now
        var warmup = self.warmup
        var i = 0
        while t.count < frames {
            defer { i += 1 }
            if let cap = maxSeconds {
                let spent = clock.now - start
                if t.count >= minimumFrames, spent > cap { break }
                if i < warmup, spent > cap / 4 { warmup = i }
            }
            let p = Double(i % frames) / Double(max(1, frames - 1))
            let list = transition.drawList(progress: min(max(p, 0.001), 0.999), input: input)
            let a = try time { try stack.renderer.draw(list, to: .screen) }
            // The floor samples its layers as this frame did: bilinearly when any layer moved,
            // turned or went through a shader; nearest when every texel sat on a pixel.
            stack.renderer.nearestWhereExact = !stack.renderer.lastFrameFiltered
            defer { stack.renderer.nearestWhereExact = true }
            let b = try time { try stack.renderer.draw(floorList, to: .screen) }
            if i >= warmup { t.append(a); f.append(b) }
        }
        return TransitionBenchmark(transition: transition.name, width: Int(size.width), height: Int(size.height),
                                   layers: layers, frame: FrameStats(samples: t), floor: FrameStats(samples: f))
    }

    /// The number of full-window layers a frame's items add up to, rounded up: an item counts
    /// for the part of the window its clip leaves it (a transition may cut its picture into
    /// clipped pieces), and a shader pass, which reads two textures, counts twice.
    static func layers(of items: [DrawItem], size: Size) -> Int {
        let window = Rect(size: size), area = max(size.width * size.height, 1e-9)
        func share(_ clip: Rect?) -> Double {
            guard let c = clip else { return 1 }
            let r = c.intersection(window)
            return max(0, r.width) * max(0, r.height) / area
        }
        let total = items.reduce(0.0) { n, item in
            switch item {
            case .quad(let q): return n + share(q.clip)
            case .shader(let s): return n + 2 * share(s.clip)
            }
        }
        return max(1, Int((total - 1e-6).rounded(.up)))
    }

    private func time(_ body: () throws -> Void) throws -> Double {
        let start = clock.now
        try body()
        stack.renderer.finish()
        return (clock.now - start) * 1000
    }
}
