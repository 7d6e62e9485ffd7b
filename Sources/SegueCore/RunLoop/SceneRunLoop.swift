import Foundation

/// The work the app's frame loop runs on the **scene clock**: the main queue's delayed blocks
/// (`DispatchQueue.main.asyncAfter`), main-actor sleeps (`Task.sleep`) and display links
/// (`DisplayLink`). UIKit runs such work from the main run loop on the device's clock; here the
/// frame loop runs it once an iteration at the scene's time, so that a replayed script and
/// `segue record` (whose scene clock is a manual clock stepped a frame at a time) fire it in the
/// same frame every time, however long frames take to draw.
///
/// There is one, `SceneRunLoop.main`, for the process's main thread, as there is one main
/// queue. A running scene attaches its clock (`attach(clock:)`); with no clock attached (no
/// scene, or the scene gone) `schedule` answers nil and the callers fall through to Dispatch and
/// the system's sleep on the wall clock. Core never reads wall time: every time here is the
/// attached clock's.
@MainActor
public final class SceneRunLoop {
    /// The main thread's scene run loop.
    public static let main = SceneRunLoop()

    /// A block waiting for its time.
    private struct Entry {
        var id: Int
        var due: Double
        var work: () -> Void
        /// Run instead of `work` when the entry is cancelled (a sleeping task's `CancellationError`).
        var cancelled: (() -> Void)?
    }

    /// The scene clock the work is timed by (held weakly: the scene owns it).
    public private(set) weak var clock: Clock?
    /// The clock's time when the run loop last read it (to carry waiting work to a new clock).
    private var lastNow = 0.0
    private var entries: [Entry] = []
    private var nextID = 1
    /// The display links added to the run loop, in the order they were added.
    private(set) var displayLinks: [DisplayLink] = []
    /// Seconds between two frames of the loop that runs the scene (a display link's `duration`).
    public var frameDuration = 1 / FrameRate.standard

    /// A run loop with no clock (nothing is routed to it until a scene attaches one).
    public init() {}

    /// Times the work from now on by `clock` (a scene's; the app runner attaches the running
    /// scene's). Work still waiting keeps the time it had left.
    public func attach(clock: Clock) {
        guard clock !== self.clock else { return }
        let shift = clock.now - lastNow
        for i in entries.indices { entries[i].due += shift }
        self.clock = clock
        lastNow = clock.now
    }

    /// The attached clock's time, or nil with no scene.
    public var now: Double? {
        guard let clock else { return nil }
        lastNow = clock.now
        return lastNow
    }

    // MARK: Timed work

    /// Runs `work` on the main actor in the first iteration at or after `seconds` of scene time
    /// from now; blocks due at the same time run in the order they were scheduled. Returns the
    /// entry's id, or nil (and keeps nothing) when no scene clock is attached: the caller then
    /// uses the wall clock.
    @discardableResult
    public func schedule(after seconds: Double, _ work: @escaping () -> Void) -> Int? {
        schedule(after: seconds, work, cancelled: nil)
    }

    private func schedule(after seconds: Double, _ work: @escaping () -> Void, cancelled: (() -> Void)?) -> Int? {
        guard let now else { return nil }
        let id = nextID
        nextID += 1
        let delay = seconds.isFinite ? max(0, seconds) : .greatestFiniteMagnitude
        entries.append(Entry(id: id, due: now + delay, work: work, cancelled: cancelled))
        return id
    }

    /// Removes waiting work; a sleeping task's sleep throws `CancellationError`. Does nothing
    /// when the work already ran.
    public func cancel(_ id: Int) {
        guard let i = entries.firstIndex(where: { $0.id == id }) else { return }
        let entry = entries.remove(at: i)
        entry.cancelled?()
    }

    /// Suspends the calling main-actor task for `seconds` of scene time. A task cancelled while
    /// it waits resumes at once, throwing `CancellationError`, as `Task.sleep` does. Returns
    /// false at once (not sleeping) when no scene clock is attached.
    public func sleep(seconds: Double) async throws -> Bool {
        guard clock != nil else { return false }
        try Task.checkCancellation()
        let box = SleepID()
        // Counted from the resume until the task runs again (`resumingSleeps`).
        defer { resumingSleeps -= 1 }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                box.id = schedule(after: seconds, {
                    self.resumingSleeps += 1
                    continuation.resume()
                }, cancelled: {
                    self.resumingSleeps += 1
                    continuation.resume(throwing: CancellationError())
                })
            }
        } onCancel: {
            Task { @MainActor in if let id = box.id { self.cancel(id) } }
        }
        return true
    }

    /// Sleeping tasks this run loop has resumed that have not run yet. A resumed task reaches
    /// the main queue a moment after its resume, so the frame loop waits for them (briefly) to
    /// run them in the frame their time came in.
    public private(set) var resumingSleeps = 0

    /// When the next waiting work is due on the scene clock (nil: nothing waits).
    public var nextDueTime: Double? { entries.map(\.due).min() }

    /// Whether anything needs the next frame: a display link that is not paused.
    public var wantsEveryFrame: Bool { displayLinks.contains { !$0.isPaused } }

    /// One iteration at the scene's time: every running display link is called (in the order
    /// they were added), then the work due by now runs, earliest first. Work scheduled while
    /// this runs waits for a later iteration, even when it is due at once, as work added to a
    /// run loop waits for its next turn. Returns whether anything ran.
    @discardableResult
    public func runDue() -> Bool {
        guard let now else { return false }
        var ran = false
        for link in displayLinks where !link.isPaused {
            ran = link.fire(at: now, duration: frameDuration) || ran
        }
        // A nanosecond of slack: a clock stepped by adding 1/60 s reaches a frame's time a
        // rounding error short of it.
        let due = entries.filter { $0.due <= now + 1e-9 }.sorted { ($0.due, $0.id) < ($1.due, $1.id) }
        for entry in due {
            // An earlier block may have cancelled a later one.
            guard let i = entries.firstIndex(where: { $0.id == entry.id }) else { continue }
            entries.remove(at: i)
            entry.work()
            ran = true
        }
        return ran
    }

    // MARK: Display links

    func add(_ link: DisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    func remove(_ link: DisplayLink) { displayLinks.removeAll { $0 === link } }
}

/// The id of a sleep's entry, set on the main actor and read by its cancellation handler.
private final class SleepID: @unchecked Sendable {
    var id: Int?
}
