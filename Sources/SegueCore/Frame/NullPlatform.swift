import Foundation

/// A platform with no window: a fixed size, no input but what a test queues, and a clock that
/// moves one fixed step per present (Dear ImGui's null backend: a fixed display size and a
/// 1/60 s step), so every frame the loop draws on it is reproducible.
public final class NullPlatform: FramePlatform {
    /// The drawable area in points; changed only by `resize(to:)`.
    public private(set) var pointSize: Size
    /// Device pixels per point.
    public let scale: Double
    /// The drawable area in pixels: `pointSize` at `scale`, in whole pixels, at least 1 each way.
    public var pixelSize: Size {
        Size(max(1, (pointSize.width * scale).rounded()), max(1, (pointSize.height * scale).rounded()))
    }
    /// Always true: there is nothing to show.
    public var isHeadless: Bool { true }
    /// Always false: presenting waits for nothing.
    public var vsyncEnabled: Bool { false }
    /// The step clock: it moves by `step` at each `present()`, and only then.
    public let stepClock: ManualClock
    /// The clock the loop reads (`stepClock`).
    public var clock: Clock { stepClock }
    /// Seconds the clock moves per presented frame.
    public let step: Double
    /// How many frames have been presented.
    public private(set) var presentedFrames = 0
    private var queued: [InputEvent] = []

    /// A platform of `size` points at `scale` pixels a point whose clock starts at 0 and moves
    /// `step` seconds per frame (default: one frame at `FrameRate.standard`).
    public init(size: Size, scale: Double = 1, step: Double = FrameRate.standardInterval) {
        pointSize = size
        self.scale = scale
        self.step = step
        stepClock = ManualClock()
    }

    /// Queues `events` for the next `pollEvents()`.
    public func queue(_ events: [InputEvent]) { queued += events }

    /// Takes the size `size` and queues its `.resize` event, as a headless window does.
    public func resize(to size: Size) {
        pointSize = size
        queued.append(.resize(size))
    }

    /// The queued events, in order.
    public func pollEvents() -> [InputEvent] {
        defer { queued.removeAll() }
        return queued
    }

    /// Counts the frame and moves the clock one step.
    public func present() {
        presentedFrames += 1
        stepClock.advance(by: step)
    }
}
