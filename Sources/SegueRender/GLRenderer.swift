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

/// Draws draw lists with OpenGL 3.3 core (the SegueCore `Renderer`).
///
/// Screen frames are rendered into a framebuffer object of their own: reading it back gives
/// the same pixels on every platform (windowed, Xvfb, EGL), and a windowed app blits it to the
/// window with `present(toWindowPixels:)`. A live frame nobody reads back can instead be drawn
/// straight into the window with `drawToWindow`, which saves that copy. Colours are blended
/// premultiplied (GL_ONE, GL_ONE_MINUS_SRC_ALPHA). Needs a current GL context.
public final class GLRenderer: Renderer {
    /// Pixels per point of the screen target and of snapshots (2 on a HiDPI window).
    public var scale: Double = 1
    /// The largest frame this context can draw; every point size is turned into pixels
    /// through it (see `PixelLimits`), so no size traps or makes an incomplete framebuffer.
    public let limits: PixelLimits
    /// Looks up shader transitions by name (`ShaderPass.name`).
    public var shaderSources: (String) -> ShaderTransitionSource?

    /// The quad programs, indexed by `quadProgramIndex(textured:rounded:tinted:dimmed:)`.
    let quadPrograms: [GLProgram]
    /// Mosaic quad programs, by `quadProgramIndex`, compiled on first use.
    var mosaicPrograms: [Int: GLProgram] = [:]
    var vao: GLuint = 0
    var vbo: GLuint = 0
    var screen: GLFramebuffer?
    var snapshots: [SnapshotID: (fb: GLFramebuffer, version: Int)] = [:]
    /// Released snapshot framebuffers kept for reuse, one per pixel size, oldest first.
    var spareFramebuffers: [SpareKey: GLFramebuffer] = [:]
    var spareOrder: [SpareKey] = []
    struct SpareKey: Hashable { var width: Int; var height: Int }
    /// The most spare framebuffers kept: a window resized through many sizes would otherwise
    /// keep one of every size it passed through.
    static let maxSpareFramebuffers = 8
    var textures = TextureCache()
    /// Decodes the images a scene names ahead of their first frame (`preloadImages`).
    let preloader = ImagePreloader()
    var shaderPrograms: [String: GLProgram] = [:]
    var text: TextRasterizer
    /// The framebuffer being drawn into and its size in points, while a list is drawn.
    var currentTargetPixels = (width: 0, height: 0)
    var currentTargetTopDown = false
    /// The bottom-left pixel of the rectangle being drawn into: (0, 0) but for a frame drawn
    /// into part of a larger window.
    var currentTargetOrigin = (x: 0, y: 0)
    /// Whether GL_BLEND is on (opaque quads turn it off).
    var blending = true
    /// Whether alpha is written (off while drawing the first item over opaque black).
    var writingAlpha = true
    /// What is under the next draw call of the frame being drawn.
    var clearState = ClearState.other
    /// The programs that draw two layers in one pass (keyed by whether it is the plain
    /// variant), made on first use.
    var pairPrograms: [Bool: GLProgram] = [:]
    /// Where a frame's content is drawn below full resolution, kept between frames.
    var reduced: GLFramebuffer?
    /// The program that scales a reduced frame up, made on first use.
    var upscaler: GLProgram?
    /// The reduced frame `drawOverlay` scales up, and where to.
    var pendingUpscale: (GLFramebuffer, Destination)?
    /// Where the last screen or window frame was drawn and its size in points (for `drawOverlay`).
    var frameDestination: (Destination, Size)?
    /// Whether the last frame's content covers every pixel opaquely.
    var frameOpaque = true

    /// Samples textures with nearest filtering where their texels land exactly on pixels (a
    /// quad at rest at its natural size), which gives the same colours as bilinear filtering at
    /// a fraction of the cost on a software rasteriser. On by default; the benchmark turns it
    /// off to draw a floor with the filtering a moving layer needs.
    public var nearestWhereExact = true
    /// Textured draws of the frame being drawn that filter bilinearly (moved, scaled or turned
    /// quads, shader passes).
    var filteredDraws = 0

    /// Statistics of the last `draw(_:to: .screen)`, for tests and the benchmark.
    public private(set) var lastFrameQuadCount = 0
    /// Whether the last screen frame sampled any texture bilinearly (see `nearestWhereExact`).
    public private(set) var lastFrameFiltered = false
    /// How many snapshot targets have been drawn since the renderer was made (a view whose
    /// snapshot did not change is not drawn again), for tests and the benchmark.
    public private(set) var snapshotRenders = 0

    /// - Parameters:
    ///   - fontFolder: the folder holding DejaVuSans.ttf and DejaVuSans-Bold.ttf (Assets/fonts).
    ///   - shaderSources: resolves shader-transition names.
    public init(fontFolder: String, shaderSources: @escaping (String) -> ShaderTransitionSource? = { _ in nil }) throws {
        guard let version = glGetString(GLenum(GL_VERSION)) else {
            throw RenderError.noContext("no current OpenGL context")
        }
        _ = version
        limits = GLRenderer.contextLimits()
        self.shaderSources = shaderSources
        text = try TextRasterizer(fontFolder: fontFolder)
        do {
            quadPrograms = try (0..<16).map { i in
                try GLProgram(name: "quad", vertex: Shaders.vertex,
                              fragment: Shaders.quadFragment(textured: i & 4 != 0, rounded: i & 2 != 0, tinted: i & 1 != 0,
                                                             dimmed: i & 8 != 0))
            }
        } catch let e as ShaderError {
            throw RenderError.shader(e)
        }
        glGenVertexArrays(1, &vao)
        glBindVertexArray(vao)
        glGenBuffers(1, &vbo)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        let square: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]
        square.withUnsafeBytes { raw in
            glBufferData(GLenum(GL_ARRAY_BUFFER), raw.count, raw.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
    }

    deinit {
        glDeleteBuffers(1, &vbo)
        glDeleteVertexArrays(1, &vao)
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

    public func draw(_ list: DrawList, to target: RenderTarget) throws {
        try draw(list, to: target, resolution: 1)
    }

    /// Draws a screen frame's content with `resolution` of the target's pixels along each
    /// side (1: all of them). Below 1 the content is drawn into a smaller framebuffer and
    /// `drawOverlay(_:)`, which must follow, scales it up to the target before drawing over
    /// it: a live frame too dear for its display interval costs about `resolution²` as much
    /// (`FrameBudget`). Snapshots are always rendered at full resolution, and a snapshot
    /// target ignores `resolution`.
    public func draw(_ list: DrawList, to target: RenderTarget, resolution: Double) throws {
        try renderShownSnapshots(list)
        switch target {
        case .screen:
            let (w, h) = pixelSize(list.size)
            if screen == nil || screen!.width != w || screen!.height != h {
                screen = try GLFramebuffer(width: w, height: h, pointSize: list.size, topDown: true)
            }
            let fb = screen!
            try renderFrame(list, into: Destination(fbo: fb.fbo, width: w, height: h, topDown: true), resolution: resolution)
            fb.texture.opaque = frameOpaque
        case .snapshot(let id):
            guard let s = snapshots[id] else { throw RenderError.framebuffer("no snapshot target \(id)") }
            frameDestination = nil
            pendingUpscale = nil
            try render(list, into: s.fb)
        }
    }

    /// Renders the snapshots a frame shows, and only those (a transition's first frame shows
    /// only its source, so the destination's texture waits for the next frame).
    private func renderShownSnapshots(_ list: DrawList) throws {
        let used = GLRenderer.referencedSnapshots(list)
        for request in list.snapshots where used.contains(request.id) { try renderSnapshot(request) }
    }

    /// Pixels for `size` points at the renderer's scale: at least one each way, and scaled
    /// down as a whole where the context's limits would be exceeded.
    func pixelSize(_ size: Size) -> (width: Int, height: Int) {
        limits.pixels(for: size, scale: scale)
    }

    /// The statistics of a screen frame just drawn.
    private func noteScreenFrame(_ list: DrawList) {
        lastFrameQuadCount = list.items.count
        lastFrameFiltered = filteredDraws > 0
    }

    /// Draws a screen frame straight into the window's default framebuffer (the back buffer the
    /// next swap shows), with no framebuffer object and no copy at full `resolution`: for live
    /// frames that are not read back (`readScreen` keeps returning the last frame drawn
    /// `to: .screen`). Below full resolution the content goes to a smaller framebuffer that
    /// `drawOverlay` (which must follow) scales up into the window. The frame sits at the
    /// window's top left; a window larger than the frame (mid-resize) is black around it.
    public func drawToWindow(_ list: DrawList, windowPixels width: Int, _ height: Int, resolution: Double = 1) throws {
        try renderShownSnapshots(list)
        let (w, h) = pixelSize(list.size)
        if w < width || h < height {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            glDisable(GLenum(GL_SCISSOR_TEST))
            glViewport(0, 0, GLsizei(width), GLsizei(height))
            glClearColor(0, 0, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        // The window's rows run bottom-up: the frame's top row is the window's row height − 1.
        try renderFrame(list, into: Destination(fbo: 0, x: 0, y: height - h, width: w, height: h, topDown: false),
                        resolution: resolution)
    }

    /// Draws a frame's content into `destination`, or — below full `resolution` — into the
    /// reduced framebuffer that `drawOverlay` scales up to it.
    private func renderFrame(_ list: DrawList, into destination: Destination, resolution: Double) throws {
        let r = resolution.isFinite ? min(1, max(resolution, 1.0 / 16)) : 1
        let rw = max(1, Int((Double(destination.width) * r).rounded()))
        let rh = max(1, Int((Double(destination.height) * r).rounded()))
        if rw < destination.width || rh < destination.height {
            if reduced == nil || reduced!.width != rw || reduced!.height != rh || reduced!.topDown != destination.topDown {
                reduced = try GLFramebuffer(width: rw, height: rh, pointSize: list.size, topDown: destination.topDown)
            }
            frameOpaque = try render(list, into: Destination(fbo: reduced!.fbo, width: rw, height: rh, topDown: destination.topDown))
            pendingUpscale = (reduced!, destination)
        } else {
            frameOpaque = try render(list, into: destination)
            pendingUpscale = nil
        }
        frameDestination = (destination, list.size)
        noteScreenFrame(list)
    }

    /// Completes the frame begun by `draw(_:to: .screen, resolution:)` or `drawToWindow`: a
    /// frame drawn at reduced resolution is first scaled up (`upscaleReducedFrame`), then
    /// `quads` — what is drawn over the content at full resolution whatever the content's (a
    /// badge, notices, help) — are drawn on top in order, nothing cleared. Once per frame:
    /// called again, or with no screen or window frame begun, it draws nothing.
    public func drawOverlay(_ quads: [Quad]) throws {
        guard let (destination, size) = frameDestination else { return }
        try upscaleReducedFrame()
        frameDestination = nil
        guard !quads.isEmpty else { return }
        var list = DrawList(size: size)
        for q in quads { list.append(q) }
        try render(list, into: destination, clearing: false)
        lastFrameQuadCount += quads.count
    }

    /// Scales the frame drawn at reduced resolution up to fill its target, if the last frame
    /// was drawn so and has not been scaled up yet; otherwise does nothing. Where the target's
    /// size is a whole multiple of the reduced frame's (the same each way: a 1920×1080 window
    /// at a half, a third or a quarter) each pixel is repeated (nearest), which is exact and
    /// costs a software rasteriser about a fifth less; other sizes (1280 wide at a third) are
    /// filtered bilinearly.
    public func upscaleReducedFrame() throws {
        guard let (source, target) = pendingUpscale else { return }
        pendingUpscale = nil
        let p = try upscaleProgram()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.fbo)
        glViewport(GLint(target.x), GLint(target.y), GLsizei(target.width), GLsizei(target.height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        setBlending(false)
        glUseProgram(p.id)
        glActiveTexture(GLenum(GL_TEXTURE0))
        let whole = target.width % source.width == 0 && target.height % source.height == 0
            && target.width / source.width == target.height / source.height
        source.texture.bind(repeating: false, nearest: whole)
        glUniform1i(p.location("u_tex"), 0)
        glBindVertexArray(vao)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }

    private func upscaleProgram() throws -> GLProgram {
        if let p = upscaler { return p }
        do {
            let p = try GLProgram(name: "upscale", vertex: Shaders.fullTargetVertex, fragment: Shaders.fullTargetFragment)
            upscaler = p
            return p
        } catch let e as ShaderError {
            throw RenderError.shader(e)
        }
    }

    public func releaseSnapshot(_ id: SnapshotID) {
        guard let s = snapshots.removeValue(forKey: id) else { return }
        keepSpare(s.fb)
    }

    /// Keeps one released snapshot framebuffer of each size for the next snapshot of that
    /// size: a transition's snapshots are released when it ends and the next transition's are
    /// mostly the same sizes, so their textures are reused instead of allocated (and their
    /// pages faulted in) again. One per size, and the most recent sizes only, bounds what is kept.
    private func keepSpare(_ fb: GLFramebuffer) {
        let key = SpareKey(width: fb.width, height: fb.height)
        guard spareFramebuffers[key] == nil else { return }
        spareFramebuffers[key] = fb
        spareOrder.append(key)
        while spareOrder.count > GLRenderer.maxSpareFramebuffers {
            spareFramebuffers.removeValue(forKey: spareOrder.removeFirst())
        }
    }

    private func takeSpare(_ key: SpareKey) -> GLFramebuffer? {
        guard let fb = spareFramebuffers.removeValue(forKey: key) else { return nil }
        spareOrder.removeAll { $0 == key }
        return fb
    }

    /// Starts decoding the image files at `paths` on a background thread, so that the frame
    /// that first shows one finds it decoded (a scene's images, when it is loaded). Files that
    /// cannot be read are left for that frame to report. What is held decoded ahead is bounded
    /// (64 MB); images past that are decoded when first shown, as without this call.
    public func preloadImages(_ paths: [String]) {
        preloader.preload(paths.filter { textures.images[$0] == nil })
    }

    /// Registers an image as a texture that quads can show with `.texture(id)`.
    public func registerTexture(_ image: PixelBuffer) -> Int {
        textures.register(fittedTexture(image, pointSize: Size(Double(image.width), Double(image.height))))
    }

    /// Forgets the texture registered as `id` (`registerTexture(_:)`); drawing a quad that
    /// shows `.texture(id)` afterwards throws `RenderError.framebuffer`. Unknown ids are ignored.
    public func unregisterTexture(_ id: Int) { textures.unregister(id) }

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
        if let s = snapshots[r.id], s.version == r.version, s.fb.width == w, s.fb.height == h { return }
        let used = GLRenderer.referencedSnapshots(r.contents)
        for nested in r.contents.snapshots where used.contains(nested.id) { try renderSnapshot(nested) }
        let fb: GLFramebuffer
        if let s = snapshots[r.id], s.fb.width == w, s.fb.height == h { fb = s.fb } else {
            if let old = snapshots[r.id] { keepSpare(old.fb) }
            if let spare = takeSpare(SpareKey(width: w, height: h)) {
                fb = spare
                fb.texture.pointSize = r.size
            } else {
                fb = try GLFramebuffer(width: w, height: h, pointSize: r.size)
            }
        }
        snapshots[r.id] = (fb, r.version)
        snapshotRenders += 1
        var contents = r.contents
        contents.size = r.size
        try render(contents, into: fb)
    }

    // MARK: Output

    /// Copies the last screen frame to the window's default framebuffer (windowed mode).
    public func present(toWindowPixels width: Int, _ height: Int) {
        guard let s = screen else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), s.fbo)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        let w = GLint(min(width, s.width)), h = GLint(min(height, s.height))
        if w < GLint(width) || h < GLint(height) {
            // The frame does not fill the window (mid-resize): black around it.
            glClearColor(0, 0, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        // The screen target is stored top-down; the window's framebuffer is bottom-up.
        glBlitFramebuffer(0, GLint(s.height) - h, w, GLint(s.height), 0, GLint(height), w, GLint(height) - h,
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// The pixel size of the last screen frame; nil before the first.
    public var screenPixelSize: (width: Int, height: Int)? {
        screen.map { ($0.width, $0.height) }
    }

    /// Reads the last screen frame back (rows top to bottom, straight alpha as stored:
    /// frames of opaque content are opaque).
    public func readScreen() throws -> PixelBuffer {
        guard let s = screen else { throw RenderError.framebuffer("nothing has been drawn yet") }
        return read(s)
    }

    /// Reads a snapshot's texture back.
    public func readSnapshot(_ id: SnapshotID) throws -> PixelBuffer {
        guard let s = snapshots[id] else { throw RenderError.framebuffer("no snapshot \(id)") }
        return read(s.fb)
    }

    private func read(_ fb: GLFramebuffer) -> PixelBuffer {
        let w = fb.width, h = fb.height, row = w * 4
        var out = [UInt8](repeating: 0, count: row * h)
        out.withUnsafeMutableBytes { read(fb, into: $0) }
        return PixelBuffer(width: w, height: h, bytes: out)
    }

    /// Reads `fb` into `buffer` (width × height × 4 bytes), rows top to bottom.
    private func read(_ fb: GLFramebuffer, into buffer: UnsafeMutableRawBufferPointer) {
        let w = fb.width, h = fb.height, row = w * 4
        precondition(buffer.count >= row * h, "readback buffer too small")
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb.fbo)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(w), GLsizei(h), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), buffer.baseAddress)
        guard !fb.topDown else { return }
        // GL rows are bottom-up: swap rows in place.
        var tmp = [UInt8](repeating: 0, count: row)
        tmp.withUnsafeMutableBytes { t in
            for y in 0..<(h / 2) {
                let a = buffer.baseAddress! + y * row, b = buffer.baseAddress! + (h - 1 - y) * row
                t.baseAddress!.copyMemory(from: a, byteCount: row)
                a.copyMemory(from: b, byteCount: row)
                b.copyMemory(from: t.baseAddress!, byteCount: row)
            }
        }
    }

    /// Reads the last screen frame into a caller's buffer (no allocation: the recorder's path),
    /// rows top to bottom. Returns the frame's pixel size.
    @discardableResult
    public func readScreen(into buffer: inout [UInt8]) throws -> (width: Int, height: Int) {
        guard let s = screen else { throw RenderError.framebuffer("nothing has been drawn yet") }
        let needed = s.width * s.height * 4
        if buffer.count != needed { buffer = [UInt8](repeating: 0, count: needed) }
        buffer.withUnsafeMutableBytes { read(s, into: $0) }
        return (s.width, s.height)
    }

    /// Blocks until the GL has finished the submitted work (for timing).
    public func finish() { glFinish() }
}
