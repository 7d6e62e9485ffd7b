import Foundation

/// Where a frame's pixels go: the renderer's screen target (kept, so it can be read back), the
/// window's back buffer, or both.
public enum FrameDestination: Hashable, Sendable {
    /// The renderer's screen target only: kept for `readScreen`, shown nowhere (headless).
    case screen
    /// The screen target, kept for `readScreen`, and copied into a window of `width × height`
    /// pixels when the frame is presented (a screenshot or a recording of a live window).
    case screenAndWindow(width: Int, height: Int)
    /// Straight into a window's back buffer of `width × height` pixels, nothing kept: a live
    /// frame nobody reads back saves the copy. The frame sits at the window's top left.
    case window(width: Int, height: Int)

    /// Whether the frame lands in the screen target, where `readScreen` finds it.
    public var keepsFrame: Bool {
        if case .window = self { return false }
        return true
    }
}
