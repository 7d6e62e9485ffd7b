import Foundation
import SegueCore

/// What the app loop drives: something that takes input, knows whether it is animating, and
/// produces a frame. Core's window of view controllers is one; so is the built-in test scene.
public protocol SceneHost: AnyObject {
    /// Handles one input event (a `.resize` included).
    func handle(_ event: InputEvent)
    /// Advances animations to the clock's time and returns the frame to draw.
    func frame() -> DrawList
    /// True while something moves: the loop then draws every frame; otherwise it waits for input.
    var isAnimating: Bool { get }
    /// Set when the scene asks the app to quit (the Q key).
    var wantsQuit: Bool { get }
    /// Snapshot textures the renderer may free (their views are gone).
    func releasedSnapshots() -> [SnapshotID]
}

extension SceneHost {
    public func releasedSnapshots() -> [SnapshotID] { [] }
}
