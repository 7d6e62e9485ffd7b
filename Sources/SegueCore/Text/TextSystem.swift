import Foundation

/// The text engine Core measures with (see `TextMeasuring`).
///
/// It is one settable, process-wide measurer rather than a property of each window, because
/// text is measured where no window exists yet (importing an Interface Builder file, building
/// a storyboard's views, `segue layout`). The platform layer sets it once at start-up, before
/// any view is measured, to the renderer's engine (`TextSystem.measurer = engine`); until
/// then, and in tests that never set it, it is `FixedTextMeasurer`, so Core's results are
/// deterministic without fonts. Nothing sets it as a side effect of loading a file.
public enum TextSystem {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var measurer: any TextMeasuring = FixedTextMeasurer()
    }
    private static let slot = Slot()

    /// The measurer in use: the task's own (`withMeasurer(_:_:)`) when it has one, else the
    /// process's — `FixedTextMeasurer()` until the platform layer sets the real one.
    public static var measurer: any TextMeasuring {
        get { taskMeasurer ?? slot.lock.withLock { slot.measurer } }
        set { slot.lock.withLock { slot.measurer = newValue } }
    }

    /// A measurer for the current task and the tasks it starts only.
    @TaskLocal private static var taskMeasurer: (any TextMeasuring)?

    /// Runs `body` measuring with `measurer` in this task (and its child tasks) only, whatever
    /// the process's measurer is: tests that draw with the real engine measure with it too,
    /// while tests beside them keep the fixed one.
    public static func withMeasurer<R>(_ measurer: any TextMeasuring, _ body: () async throws -> R) async rethrows -> R {
        try await $taskMeasurer.withValue(measurer) { try await body() }
    }
}
