import Foundation

/// The app's one frame rate: the live loop paces to it, a replayed or recorded script steps
/// by it, the frame budget aims at its interval, and a Ctrl+R recording is written at it.
/// Every default of 60 frames a second reads it here.
public enum FrameRate {
    /// Frames per second of the live loop, of a replayed script and of a recording (60).
    public static let standard: Double = 60
    /// Seconds per frame at `standard` (1/60 s).
    public static var standardInterval: Double { 1 / standard }
}
