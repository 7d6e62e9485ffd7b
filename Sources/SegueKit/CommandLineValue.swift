import Foundation
import SegueCore

/// The values the `segue` command line and apps built on `SegueApplication` take, read and
/// described one way, so that both refuse the same things with the same words.
public enum CommandLineValue {
    /// `WIDTHxHEIGHT` (`1280x720`): two positive whole numbers, or nil. No upper limit here: a
    /// size beyond the GL context's limits is fitted to them, with a note.
    public static func size(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// How a bad size is refused, after the option's name.
    public static func sizeProblem(_ text: String) -> String {
        "must be WIDTHxHEIGHT with positive whole numbers, got '\(text)'"
    }

    /// What help texts say about sizes.
    public static var sizeLimits: String {
        let limits = PixelLimits.standard
        return "a size beyond the GL context's limits (\(limits.maxSide) a side and \(limits.maxPixels) pixels in all with Mesa) is scaled down to fit, its shape kept, with a note"
    }

    /// The seconds an option such as `--quit-after` takes: the times a script may use.
    public static let seconds: ClosedRange<Double> = 0...InputScriptParser.maxTime
}
