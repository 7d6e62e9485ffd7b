import Foundation
import SegueAssets
import SegueCore

/// The text engine's costs (SPEC §10): measuring a 20-word label warm (its layout kept, as a
/// label measured again by each layout pass finds it), laying it out anew with the fonts
/// warm (a new width or a new text), and rasterising it cold (a layout not seen before, drawn
/// into pixels at 2× as a texture is). Times in microseconds, medians of `samples`.
package struct TextBenchmark {
    package struct Result: Codable, Sendable {
        /// The label's text.
        package var text: String
        /// Samples taken of each figure.
        package var samples: Int
        /// Measuring the same spec again: the kept layout is found.
        package var measureWarm: FrameStats
        /// Measuring a spec not seen before (another width): a new Pango layout, fonts warm.
        package var measureNewLayout: FrameStats
        /// The same on one line (no width limit; a new text each sample).
        package var measureNewLine: FrameStats
        /// Rasterising a spec not seen before at 2×: a new layout drawn into RGBA pixels.
        package var rasterizeCold: FrameStats
        /// The label's size in points at its width.
        package var width: Double
        package var height: Double
        package var lines: Int
    }

    /// Twenty words, wrapped at 300 points.
    package static let label = "The quick brown fox jumps over the lazy dog while seven tired wizards quietly pack boxes of liquor jugs near the old mill"

    package let engine: TextEngine
    package let wall: Clock

    package init(engine: TextEngine, wall: Clock) {
        self.engine = engine
        self.wall = wall
    }

    /// Measures each figure `samples` times (a warm sample is the mean of 100 calls, below
    /// the clock's resolution otherwise).
    package func run(samples: Int = 200) -> Result {
        let font = Font.systemFont(ofSize: 17)
        func spec(width: Double, text: String = TextBenchmark.label) -> TextSpec {
            TextSpec(AttributedText(text, attributes: TextAttributes(font: font)), maxWidth: width, numberOfLines: 0)
        }
        let label = spec(width: 300)
        let size = engine.layout(label)
        var warm: [Double] = [], fresh: [Double] = [], line: [Double] = [], raster: [Double] = []
        for _ in 0..<samples {
            let start = wall.now
            for _ in 0..<100 { _ = engine.layout(label) }
            warm.append((wall.now - start) * 1e6 / 100)
        }
        // Widths never asked before, so each sample makes its layout; a new text each run.
        let run = Int(wall.now * 1e6) % 1000
        for i in 0..<samples {
            let s = spec(width: 300 + Double(i) / 64 + Double(run) / 1e4)
            let start = wall.now
            _ = engine.layout(s)
            fresh.append((wall.now - start) * 1e6)
        }
        for i in 0..<samples {
            let s = spec(width: .infinity, text: TextBenchmark.label + " \(run) \(i)")
            let start = wall.now
            _ = engine.layout(s)
            line.append((wall.now - start) * 1e6)
        }
        for i in 0..<samples {
            let s = spec(width: 300 + Double(i) / 64 + Double(run) / 1e4, text: TextBenchmark.label + " ")
            let start = wall.now
            _ = engine.rasterize(s, scale: 2)
            raster.append((wall.now - start) * 1e6)
        }
        return Result(text: TextBenchmark.label, samples: samples, measureWarm: FrameStats(samples: warm),
                      measureNewLayout: FrameStats(samples: fresh), measureNewLine: FrameStats(samples: line), rasterizeCold: FrameStats(samples: raster),
                      width: size.size.width, height: size.size.height, lines: size.lineCount)
    }
}
