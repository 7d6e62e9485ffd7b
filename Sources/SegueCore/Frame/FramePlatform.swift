import Foundation

/// What the frame loop needs of a platform: its input, its drawable's size, a clock and a
/// present. The SDL window is one; `NullPlatform` is one with no window and a fixed size and
/// step, so the one frame loop runs in tests.
public protocol FramePlatform: AnyObject {
    /// The drawable area in points (the unit of layout and input).
    var pointSize: Size { get }
    /// The drawable area in device pixels.
    var pixelSize: Size { get }
    /// Device pixels per point.
    var scale: Double { get }
    /// Whether nothing is shown (no window to present to): frames then go to the renderer's
    /// screen target only.
    var isHeadless: Bool { get }
    /// Whether presenting waits for the display's vertical blank (that wait is not work).
    var vsyncEnabled: Bool { get }
    /// The platform's clock: the wall clock for a window, a stepped clock for a null platform.
    var clock: Clock { get }
    /// Every input event that arrived since the last call, in order.
    func pollEvents() -> [InputEvent]
    /// Shows the finished frame (a buffer swap; nothing headless). The loop calls it once at
    /// the end of every frame.
    func present()
}
