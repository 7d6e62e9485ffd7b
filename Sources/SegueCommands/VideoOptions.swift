import ArgumentParser
import Foundation
import SegueKit

/// `--cursor`, `--keys` and `--scale`, shared by `record` and `run` (its `--record` and its
/// Ctrl+R recordings): what a demo video shows besides the app, and at how many pixels a point.
package struct VideoOptions: ParsableArguments {
    @Flag(help: "Show the pointer in the recording: a dot where it is (blue and smaller while pressed) and a ripple where it clicks.")
    package var cursor = false

    @Flag(help: "Show the keys pressed in the recording, as small captions at the bottom (like a screencast's key overlay).")
    package var keys = false

    @Option(parsing: .unconditional, help: "Record at this many pixels a point, from 1 to 4 (2: HiDPI; views, text and images are drawn at that scale, never upscaled). Headless recordings only: a window records at its display's scale.")
    package var scale: Double = 1

    package init() {}

    /// Throws for a scale outside 1…4.
    package func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw ValidationError("--scale must be from 1 to 4, got \(formatNumber(scale))")
        }
    }

    /// The overlay a recording with these options draws.
    @MainActor package func overlay() -> RecordingOverlay {
        RecordingOverlay(showsPointer: cursor, showsKeys: keys)
    }
}
