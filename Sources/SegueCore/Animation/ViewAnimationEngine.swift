import Foundation

/// Plays a window's view animations on its clock: `Window.update()` advances it.
@MainActor
public final class ViewAnimationEngine {
    private(set) weak var window: Window?
    private(set) var animators: [ViewPropertyAnimator] = []

    init(window: Window) { self.window = window }

    /// The window's clock time.
    var now: Double { window?.clock.now ?? 0 }

    /// Whether an animation is running (or a deferred completion waits), so the window keeps drawing.
    public var isAnimating: Bool { animators.contains { $0.isRunning } || !Self.deferred.isEmpty }

    func add(_ a: ViewPropertyAnimator) {
        guard !animators.contains(where: { $0 === a }) else { return }
        animators.append(a)
        a.engine = self
    }

    func remove(_ a: ViewPropertyAnimator) {
        animators.removeAll { $0 === a }
        if a.engine === self { a.engine = nil }
    }

    /// Advances every animator to the clock's time; runs deferred completions first.
    func update() {
        Self.runDeferred()
        guard let window else { return }
        let t = window.clock.now
        for a in animators { a.tick(at: t, in: window) }
    }

    // MARK: The next turn

    private static var deferred: [() -> Void] = []

    /// Runs `body` on the next turn: the next window update or main-queue turn, whichever
    /// comes first.
    static func deferUntilNextTurn(_ body: @escaping () -> Void) {
        deferred.append(body)
        if deferred.count == 1 {
            DispatchQueue.main.async { MainActor.assumeIsolated { ViewAnimationEngine.runDeferred() } }
        }
    }

    static func runDeferred() {
        while !deferred.isEmpty {
            let blocks = deferred
            deferred = []
            for b in blocks { b() }
        }
    }
}
