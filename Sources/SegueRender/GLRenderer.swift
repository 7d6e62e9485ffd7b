import CGL
import Foundation
import SegueCore
import SegueAssets

/// Where a shader transition's GLSL and uniform defaults come from (gl-transitions format).
public struct ShaderTransitionSource: Sendable {
    /// The transition's name, as shader passes give it.
    public var name: String
    /// The file's GLSL: it defines `vec4 transition(vec2 uv)` and its own uniforms.
    public var glsl: String
    /// Each uniform's value when a pass does not set it, by name (the file's `// = …` defaults).
    public var defaults: [String: ShaderValue]
    /// A source for the transition `name` with its GLSL (without the renderer's prelude) and its
    /// uniform `defaults`.
    public init(name: String, glsl: String, defaults: [String: ShaderValue]) {
        self.name = name; self.glsl = glsl; self.defaults = defaults
    }
}

/// Draws draw lists with OpenGL 3.3 core: the SegueCore `Renderer` and `FrameRenderer`.
///
/// A composition of parts that each keep their own state: the programs and the unit square
/// (`GLPrograms`), what GL is set to while a list is drawn (`GLDrawState`), the snapshot
/// framebuffers (`SnapshotCache`), the textures of images, text and registrations
/// (`TextureCache`), and the screen and reduced targets with the frame in flight
/// (`FrameTargets`).
///
/// Screen frames are drawn in explicit stages (`beginFrame`, `drawContent`, `scaleUp`,
/// `drawOverlay`, `present`; see `Frame`). A frame kept in the screen target (a framebuffer
/// object of its own) reads back the same pixels on every platform (windowed, Xvfb, EGL) and
/// is copied to a window when presented; a live frame nobody reads back can instead be drawn
/// straight into the window (`FrameDestination.window`), which saves that copy. Colours are
/// blended premultiplied (GL_ONE, GL_ONE_MINUS_SRC_ALPHA). Needs a current GL context.
public final class GLRenderer: Renderer {
    /// Pixels per point of the screen target and of snapshots (2 on a HiDPI window).
    public var scale: Double = 1
    /// The largest frame this context can draw; every point size is turned into pixels
    /// through it (see `PixelLimits`), so no size traps or makes an incomplete framebuffer.
    public let limits: PixelLimits
    /// Looks up shader transitions by name (`ShaderPass.name`).
    public var shaderSources: (String) -> ShaderTransitionSource?
    /// Samples textures with nearest filtering where their texels land exactly on pixels (a
    /// quad at rest at its natural size), which gives the same colours as bilinear filtering at
    /// a fraction of the cost on a software rasteriser. On by default; the benchmark turns it
    /// off to draw a floor with the filtering a moving layer needs.
    public var nearestWhereExact = true
    /// Called once for each image file a quad names that cannot be loaded (missing or
    /// unreadable): such an image draws nothing, as a nil `UIImage` does, and the frame goes
    /// on. The app prints a warning here.
    public var onMissingImage: ((String, ImageError) -> Void)?

    /// The programs and the unit square they draw.
    let programs: GLPrograms
    /// What GL is set to while a list is drawn.
    var state = GLDrawState()
    /// The framebuffers snapshots are drawn into.
    var snapshots = SnapshotCache()
    /// The screen and reduced targets, and the frame in flight.
    var targets = FrameTargets()
    /// Textures made from images, text and registrations.
    var textures = TextureCache()
    /// Decodes the images a scene names ahead of their first frame (`preloadImages`).
    let preloader = ImagePreloader()
    /// Lays out and rasterises text: the engine Core measures with, so drawn text is the
    /// text measured.
    public let text: TextEngine

    /// Statistics of the last screen frame, for tests and the benchmark: its quads, the
    /// overlay's included.
    public internal(set) var lastFrameQuadCount = 0
    /// Whether the last screen frame sampled any texture bilinearly (see `nearestWhereExact`).
    public internal(set) var lastFrameFiltered = false
    /// How many snapshot targets have been drawn since the renderer was made (a view whose
    /// snapshot did not change is not drawn again), for tests and the benchmark.
    public var snapshotRenders: Int { snapshots.renders }

    /// - Parameters:
    ///   - text: the text engine (the app's: `TextEngine.shared()`).
    ///   - shaderSources: resolves shader-transition names.
    public init(text: TextEngine, shaderSources: @escaping (String) -> ShaderTransitionSource? = { _ in nil }) throws {
        guard let version = glGetString(GLenum(GL_VERSION)) else {
            throw RenderError.noContext("no current OpenGL context")
        }
        _ = version
        limits = GLRenderer.contextLimits()
        self.shaderSources = shaderSources
        self.text = text
        programs = try GLPrograms()
    }

    /// The current context's limits (GL 3.3 promises sides of at least 1024).
    public static func contextLimits() -> PixelLimits {
        PixelLimits(maxSide: max(1024, Int(segue_max_framebuffer_side())))
    }

    /// The renderer's GL_VERSION and GL_RENDERER strings.
    public static func contextDescription() -> String {
        func s(_ e: Int32) -> String { glGetString(GLenum(e)).map { String(cString: $0) } ?? "?" }
        return "\(s(GL_VERSION)) — \(s(GL_RENDERER))"
    }

    // MARK: Renderer

    /// Draws `list` into `target`: a whole frame into the screen target at full resolution
    /// (`drawScreenFrame`), or the contents of a snapshot already requested.
    public func draw(_ list: DrawList, to target: RenderTarget) throws {
        switch target {
        case .screen:
            try drawScreenFrame(list)
        case .snapshot(let id):
            try renderShownSnapshots(list)
            guard let fb = snapshots[id] else { throw RenderError.framebuffer("no snapshot target \(id)") }
            try render(list, into: fb)
        }
    }

    /// Renders the snapshots a frame shows, and only those (a transition's first frame shows
    /// only its source, so the destination's texture waits for the next frame).
    func renderShownSnapshots(_ list: DrawList) throws {
        let used = GLRenderer.referencedSnapshots(list)
        for request in list.snapshots where used.contains(request.id) { try renderSnapshot(request) }
    }

    /// Pixels for `size` points at the renderer's scale: at least one each way, and scaled
    /// down as a whole where the context's limits would be exceeded.
    func pixelSize(_ size: Size) -> (width: Int, height: Int) {
        limits.pixels(for: size, scale: scale)
    }

    /// Frees snapshot `id` (its framebuffer is kept for a snapshot of the same size).
    public func releaseSnapshot(_ id: SnapshotID) { snapshots.release(id) }

    /// The snapshot ids a list's items draw.
    static func referencedSnapshots(_ list: DrawList) -> Set<SnapshotID> {
        var ids = Set<SnapshotID>()
        func add(_ c: QuadContent) { if case .snapshot(let id) = c { ids.insert(id) } }
        for item in list.items {
            switch item {
            case .quad(let q): add(q.content)
            case .shader(let p): add(p.from); add(p.to)
            }
        }
        return ids
    }

    /// Renders a snapshot request unless a texture of the same version and size exists.
    private func renderSnapshot(_ r: SnapshotRequest) throws {
        let (w, h) = pixelSize(r.size)
        if snapshots.holds(r.id, version: r.version, width: w, height: h) { return }
        let used = GLRenderer.referencedSnapshots(r.contents)
        for nested in r.contents.snapshots where used.contains(nested.id) { try renderSnapshot(nested) }
        let fb = try snapshots.target(for: r.id, version: r.version, width: w, height: h, pointSize: r.size)
        var contents = r.contents
        contents.size = r.size
        try render(contents, into: fb)
    }
}
