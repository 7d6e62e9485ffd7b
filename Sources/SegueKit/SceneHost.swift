import Foundation
import SegueCore

/// What the app loop drives: something that takes input, knows whether it is animating, and
/// produces a frame. Core's window of view controllers is one; so is the built-in test scene.
@MainActor
public protocol SceneHost: AnyObject {
    /// Handles one input event (a `.resize` included).
    func handle(_ event: InputEvent)
    /// Handles one input event that happened at `timestamp` (before the frame being built).
    func handle(_ event: InputEvent, at timestamp: Double)
    /// Advances animations to the clock's time and returns the frame to draw: the content with
    /// the overlays on top.
    func frame() -> DrawList
    /// Advances animations to the clock's time and returns the content alone, without the
    /// overlays: what a recording of the window keeps.
    func contentFrame() -> DrawList
    /// What the app draws over the content that is not content — a recording badge, notices,
    /// the help panel: shown on screen, never recorded. Call after `contentFrame()`.
    func overlay() -> [Quad]
    /// True while something moves: the loop then draws every frame; otherwise it waits for input.
    var isAnimating: Bool { get }
    /// A number that changes whenever what the scene shows changed (a view was changed): the
    /// live loop at rest draws again when work the run loop ran changed it.
    var contentRevision: Int { get }
    /// Set when the scene asks the app to quit (the Q key).
    var wantsQuit: Bool { get }
    /// Snapshot textures the renderer may free (their views are gone).
    func releasedSnapshots() -> [SnapshotID]
    /// The image files the scene can show, for the renderer to decode before a frame needs
    /// them (a storyboard's images); the frame loop asks once, when it starts.
    var imagesToPreload: [String] { get }
    /// The clock the scene animates on. A recording of the scene is timed by it: the wall
    /// clock live, a manual clock on a fixed timestep (a replayed script).
    var clock: Clock { get }
    /// Called when the scene asks to start or stop recording (Ctrl+R); the app runner sets it.
    /// A scene that never asks keeps the default (nil, and setting it does nothing).
    var onToggleRecording: (() -> Void)? { get set }
    /// Set by the app runner while it records the scene, so that the scene can show it.
    var isRecording: Bool { get set }
    /// The scene's trace log (`--trace`), which the app runner completes when the session ends.
    var trace: TraceLog? { get }
    /// Whether an input event belongs in the session's saved script (`--save-script`); the
    /// keys and clicks of an overlay that chooses something do not, what it chose does.
    func recordsInScript(_ event: InputEvent) -> Bool
    /// Set by the app runner: receives what the scene did that its input does not say (a
    /// segue chosen in the segue palette, as `.segue`), for the saved script.
    var onScriptEvent: ((InputEvent) -> Void)? { get set }
}

extension SceneHost {
    public func contentFrame() -> DrawList { frame() }
    public func overlay() -> [Quad] { [] }
    public func handle(_ event: InputEvent, at timestamp: Double) { handle(event) }
    public func releasedSnapshots() -> [SnapshotID] { [] }
    public var imagesToPreload: [String] { [] }
    public var contentRevision: Int { 0 }
    public var onToggleRecording: (() -> Void)? {
        get { nil }
        set {}
    }
    public var isRecording: Bool {
        get { false }
        set {}
    }
    public var trace: TraceLog? { nil }
    public func recordsInScript(_ event: InputEvent) -> Bool { true }
    public var onScriptEvent: ((InputEvent) -> Void)? {
        get { nil }
        set {}
    }
}
