import Foundation

/// Where a renderer draws.
public enum RenderTarget: Hashable, Sendable {
    /// The window (or the headless frame buffer standing in for it).
    case screen
    /// An offscreen texture, kept by the renderer under this id.
    case snapshot(SnapshotID)
}

/// What every renderer does: turn a draw list into pixels. The GL renderer implements it;
/// `RecordingRenderer` implements it for tests with no GPU.
public protocol Renderer: AnyObject {
    /// Draws `list` (its snapshots first) into `target`.
    func draw(_ list: DrawList, to target: RenderTarget) throws
    /// Drops every cached texture the renderer keeps for `id`.
    func releaseSnapshot(_ id: SnapshotID)
}

/// A renderer that draws nothing and remembers what it was asked to draw, for tests that
/// check the draw lists a scene produces without a GL context (like sokol's dummy backend).
public final class RecordingRenderer: Renderer {
    /// Every draw call in order, each with its list and target. A list's snapshot requests that
    /// needed rendering appear first, as their own frames with a `.snapshot` target.
    public private(set) var frames: [(list: DrawList, target: RenderTarget)] = []
    /// The version of each snapshot texture the renderer currently holds; an id is removed when it
    /// is released.
    public private(set) var renderedSnapshots: [SnapshotID: Int] = [:]
    /// How many snapshot renders took place: requests whose version matched the held texture are
    /// skipped and not counted, which lets tests check snapshot caching.
    public private(set) var snapshotRenderCount = 0
    /// The ids passed to `releaseSnapshot(_:)`, in order.
    public private(set) var released: [SnapshotID] = []
    /// Pixels per point (`FrameRenderer`): the size `readScreen(into:)` gives.
    public var scale: Double = 1
    /// Each frame's overlay (`FrameRenderer.drawOverlay`), in order.
    public internal(set) var overlays: [[Quad]] = []
    /// Each recorded frame's recorded overlay (`FrameRenderer.drawRecordedOverlay`), in order.
    public internal(set) var recordedOverlays: [[Quad]] = []
    /// Where each presented frame went (`FrameRenderer.present`), in order.
    public internal(set) var presented: [FrameDestination] = []
    /// The frames begun so far (`FrameRenderer.beginFrame`).
    public internal(set) var begunFrames = 0
    /// The images named to `preloadImages`, in order.
    public internal(set) var preloaded: [String] = []
    /// How many textures have been registered (`registerTexture`); ids count from 1.
    public internal(set) var registeredTextures = 0

    /// Creates a renderer that has recorded nothing.
    public init() {}

    /// Records `list` and `target` in `frames`, after first recording (as frames of their own) the
    /// snapshot requests whose version differs from the one held.
    public func draw(_ list: DrawList, to target: RenderTarget) throws {
        for request in list.snapshots where renderedSnapshots[request.id] != request.version {
            renderedSnapshots[request.id] = request.version
            snapshotRenderCount += 1
            try draw(request.contents, to: .snapshot(request.id))
        }
        frames.append((list, target))
    }

    /// Forgets the held version of `id`, so its next request renders again, and records the id in
    /// `released`.
    public func releaseSnapshot(_ id: SnapshotID) {
        renderedSnapshots[id] = nil
        released.append(id)
    }

    /// The list of the most recent draw to `.screen`, or nil when nothing has been drawn to it.
    public var lastScreenFrame: DrawList? {
        frames.last(where: { $0.target == .screen })?.list
    }
}
