import CGL
import Foundation
import SegueCore
import SegueAssets

extension GLRenderer {
    /// Where a list is drawn: a framebuffer (0: the window's), the pixel rectangle of it the
    /// list fills (from the bottom-left, as GL counts), and which way its rows run.
    struct Destination {
        var fbo: GLuint
        var x = 0, y = 0
        var width: Int
        var height: Int
        var topDown: Bool
    }

    /// Clears `fb` and draws the list's items in z order.
    func render(_ list: DrawList, into fb: GLFramebuffer) throws {
        fb.texture.opaque = try render(list, into: Destination(fbo: fb.fbo, width: fb.width, height: fb.height,
                                                               topDown: fb.topDown))
    }

    /// Clears the destination's rectangle and draws the list's items in z order. Returns
    /// whether every pixel of it ends opaque (`coversOpaquely`). Without `clearing` the items
    /// are drawn over what the destination holds (a frame's overlay).
    @discardableResult
    func render(_ list: DrawList, into fb: Destination, clearing: Bool = true) throws -> Bool {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb.fbo)
        glViewport(GLint(fb.x), GLint(fb.y), GLsizei(fb.width), GLsizei(fb.height))
        state.targetPixels = (fb.width, fb.height)
        state.targetOrigin = (fb.x, fb.y)
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        var c = list.clearColor
        var items = list.ordered
        let opaque = GLRenderer.coversOpaquely(list, ordered: items)
        // An opaque colour filling the target first (a screen's background) is drawn as the
        // clear: a software rasteriser clears far faster than it shades every pixel.
        if clearing, let fill = GLRenderer.opaqueFill(items.first, listSize: list.size) {
            c = fill
            items.removeFirst()
        }
        state.filteredDraws = 0
        // Whatever lies under an item that paints every pixel opaquely is never seen: it is
        // not drawn, and neither is the clear.
        var covered = false
        if clearing, let last = try items.lastIndex(where: { try coversTarget($0, listSize: list.size) }) {
            items.removeFirst(last)
            covered = true
        }
        if clearing, !covered {
            glClearColor(GLfloat(c.red * c.alpha), GLfloat(c.green * c.alpha), GLfloat(c.blue * c.alpha), GLfloat(c.alpha))
            // Clearing ignores the viewport: in the window, which may be larger than the frame,
            // only the frame's rectangle is cleared.
            let part = fb.fbo == 0
            if part {
                glEnable(GLenum(GL_SCISSOR_TEST))
                glScissor(GLint(fb.x), GLint(fb.y), GLsizei(fb.width), GLsizei(fb.height))
            }
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            if part { glDisable(GLenum(GL_SCISSOR_TEST)) }
        }
        // Premultiplied blending onto black is a copy, so the first thing drawn after clearing
        // to black needs no blending (which costs a read of every pixel on a software
        // rasteriser): over opaque black only the alpha differs, and it is kept by not writing it.
        let black = c.red * c.alpha == 0 && c.green * c.alpha == 0 && c.blue * c.alpha == 0
        state.clearState = !clearing ? .drawnOver : black && c.alpha <= 0 ? .transparentBlack : black && c.alpha >= 1 ? .opaqueBlack : .other
        state.setBlending(true)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        programs.bindSquare()
        let toNDC = GLRenderer.pointsToClip(list.size, topDown: fb.topDown)
        state.targetTopDown = fb.topDown
        var i = 0
        while i < items.count {
            // Two textured layers in the same place are drawn in one pass.
            if i + 1 < items.count, case .quad(let under) = items[i], case .quad(let top) = items[i + 1],
               try drawLayerPair(under: under, top: top, toNDC: toNDC, listSize: list.size) {
                i += 2
                continue
            }
            switch items[i] {
            case .quad(let q): try drawQuad(q, toNDC: toNDC, listSize: list.size)
            case .shader(let s): try drawShaderPass(s, toNDC: toNDC, listSize: list.size)
            }
            i += 1
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
        state.restoreAlphaWrites()
        return opaque
    }

    /// Whether `q` fills the whole of a `listSize` target, drawn at full opacity with square
    /// corners, no blur or border, no clip and in place (whatever its content).
    static func fillsTarget(_ q: Quad, listSize: Size) -> Bool {
        q.opacity >= 1 && q.cornerRadius <= 0 && q.blur <= 0 && q.border <= 0 && q.clip == nil && q.transform.keepsPlane
            && q.size.width >= listSize.width && q.size.height >= listSize.height
    }

    /// The colour of `item` when it is an opaque colour quad filling the whole target, plain
    /// (no dim or tint either): drawing it gives exactly the clear colour.
    static func opaqueFill(_ item: DrawItem?, listSize: Size) -> Color? {
        guard case .quad(let q)? = item, case .color(let color) = q.content, color.alpha >= 1,
              q.dim <= 0, q.tint.alpha <= 0, fillsTarget(q, listSize: listSize) else { return nil }
        return color
    }

    /// Whether `item` paints every pixel of the target opaquely: an opaque colour or texture
    /// filling it (`fillsTarget`; a full-window page or background).
    func coversTarget(_ item: DrawItem, listSize: Size) throws -> Bool {
        guard case .quad(let q) = item, GLRenderer.fillsTarget(q, listSize: listSize) else { return false }
        switch q.content {
        case .color(let color):
            return color.alpha >= 1
        default:
            guard q.contentMode == .scaleToFill || q.contentMode == .tile || q.contentMode == .aspectFill,
                  q.contentsRect == Rect(0, 0, 1, 1) else { return false }
            return try texture(for: q.content)?.opaque ?? false
        }
    }

    /// Whether drawing `list` leaves every pixel opaque: its clear colour is opaque, or the
    /// first thing drawn is an opaque colour filling the whole list (a view's background, in a
    /// snapshot that clears to transparent). Blending over an opaque base keeps it opaque.
    static func coversOpaquely(_ list: DrawList, ordered: [DrawItem]) -> Bool {
        if list.clearColor.alpha >= 1 { return true }
        guard case .quad(let q)? = ordered.first, case .color(let c) = q.content else { return false }
        return c.alpha >= 1 && fillsTarget(q, listSize: list.size)
    }

    /// Draw-list points (y down) → clip space (y up). The z output is zero so that faces
    /// turned in 3D are never cut by the near and far planes; depth order comes from zIndex.
    /// A top-down target keeps y pointing down (row 0 is the top of the list).
    static func pointsToClip(_ size: Size, topDown: Bool = false) -> Transform3D {
        var m = Transform3D.identity
        m.m11 = 2 / max(size.width, 1e-9)
        m.m22 = (topDown ? 2 : -2) / max(size.height, 1e-9)
        m.m33 = 0
        m.m41 = -1
        m.m42 = topDown ? -1 : 1
        return m
    }

    /// Texture coordinates: origin and extent (negative extents flip).
    typealias UV = (u0: Double, v0: Double, du: Double, dv: Double)

    /// Where a quad's content lands in its own points and which part of its texture it shows.
    struct Placement {
        var texture: GLTexture?
        var geom: Rect
        var uv: UV
    }

    /// The placement of `q`'s content (nil when nothing of it is visible). Content larger than
    /// the quad (aspect fill, a centred big image) is cut to the quad's bounds here, geometry
    /// and texture coordinates together, so no fragment outside the quad is ever shaded.
    func placement(of q: Quad) throws -> Placement? {
        let bounds = Rect(size: q.size)
        if case .color = q.content { return Placement(texture: nil, geom: bounds, uv: (0, 0, 1, 1)) }
        guard let t = try texture(for: q.content) else { return nil }
        var geom = bounds
        var uv: UV
        let cr = q.contentsRect
        if q.contentMode == .tile {
            uv = (0, 0, q.size.width / t.pointSize.width, q.size.height / t.pointSize.height)
        } else {
            geom = q.contentMode.rect(forContent: Size(t.pointSize.width * cr.width, t.pointSize.height * cr.height),
                                      in: bounds)
            if case .text = q.content {
                // Whole pixels for crisp glyphs.
                geom.origin = Point((geom.minX * scale).rounded() / scale, (geom.minY * scale).rounded() / scale)
            }
            uv = (cr.minX, cr.minY, cr.width, cr.height)
            guard let cut = GLRenderer.clip(geom: geom, uv: uv, to: bounds) else { return nil }
            (geom, uv) = cut
        }
        if q.mirrored { uv = (uv.u0 + uv.du, uv.v0, -uv.du, uv.dv) }
        if t.bottomUp { uv = (uv.u0, 1 - uv.v0, uv.du, -uv.dv) }
        return Placement(texture: t, geom: geom, uv: uv)
    }

    /// Binds `t` to the active unit, sampled nearest where its texels sit on pixels.
    /// `exactPossible` false: the texture is read between texels whatever the geometry (a mosaic).
    func bindForSampling(_ t: GLTexture, geom: Rect, uv: UV, transform: Transform3D, repeating: Bool, listSize: Size,
                         exactPossible: Bool = true) {
        let exact = exactPossible && GLRenderer.texelsOnPixels(t, geom: geom, uv: uv, transform: transform,
                                                               pixelsPerPoint: Double(state.targetPixels.width) / max(listSize.width, 1e-9))
        let nearest = exact && nearestWhereExact
        t.bind(repeating: repeating, nearest: nearest)
        if !nearest { state.filteredDraws += 1 }
    }

    func drawQuad(_ q: Quad, toNDC: Transform3D, listSize: Size) throws {
        guard q.opacity > 0, q.size.width > 0, q.size.height > 0 else { return }
        guard state.applyClip(q.clip, listSize: listSize) else { return }
        let pixelsPerPoint = Double(state.targetPixels.width) / max(listSize.width, 1e-9)
        // A blur under half a pixel would alias: at least half a pixel of fade.
        var blur = 0.0, border = 0.0
        if case .color = q.content, q.blur > 0 { blur = max(q.blur, 0.5 / pixelsPerPoint) }
        if case .color = q.content, q.border > 0 { border = q.border }
        let radius = max(min(q.cornerRadius, min(q.size.width, q.size.height) / 2 - blur), 0)
        let rounded = radius > 0 || blur > 0 || border > 0
        guard let placed = try placement(of: q) else { return }
        let texture = placed.texture, uv = placed.uv
        let geom = texture == nil && !rounded
            ? GLRenderer.widenedToAPixel(placed.geom, transform: q.transform, clip: q.clip, pixelsPerPoint: pixelsPerPoint)
            : placed.geom
        let tinted = q.tint.alpha > 0
        let index = GLRenderer.quadProgramIndex(textured: texture != nil, rounded: rounded, tinted: tinted, dimmed: q.dim > 0)
        let mosaic = texture == nil ? nil : q.mosaic.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        let p = mosaic == nil ? programs.quad[index] : try programs.mosaicProgram(index)
        glUseProgram(p.id)
        if case .color(let c) = q.content {
            glUniform4f(p.location("u_color"), GLfloat(c.red * c.alpha), GLfloat(c.green * c.alpha),
                        GLfloat(c.blue * c.alpha), GLfloat(c.alpha))
        }
        if let t = texture {
            glActiveTexture(GLenum(GL_TEXTURE0))
            // A mosaic's cell centres fall between texels: always bilinear, as a shader's texture() would.
            bindForSampling(t, geom: geom, uv: uv, transform: q.transform, repeating: q.contentMode == .tile, listSize: listSize,
                            exactPossible: mosaic == nil)
            if let m = mosaic {
                glUniform2f(p.location("u_mosaic"), GLfloat(m.width), GLfloat(m.height))
                glUniform1i(p.location("u_topDown"), t.bottomUp ? 0 : 1)
            }
            glUniform1i(p.location("u_tex"), 0)
        }
        // An opaque quad at full opacity with square corners replaces what is under it.
        let opaqueContent: Bool
        if case .color(let c) = q.content { opaqueContent = c.alpha >= 1 } else { opaqueContent = texture?.opaque ?? false }
        let needsBlend = !(opaqueContent && q.opacity >= 1 && !rounded)
        state.prepareBlending(needsBlend: needsBlend)
        glUniformMatrix4fv(p.location("u_matrix"), 1, GLboolean(GL_FALSE), q.transform.concatenating(toNDC).glColumnMajor)
        glUniform4f(p.location("u_geom"), GLfloat(geom.minX), GLfloat(geom.minY), GLfloat(geom.width), GLfloat(geom.height))
        // A mosaic's coordinates run from the content's bottom-left corner, y up: a bottom-up
        // texture's own, a top-down texture's turned over (its shader turns them back).
        let shown: UV = mosaic == nil || texture?.bottomUp == true ? uv : (uv.u0, 1 - uv.v0, uv.du, -uv.dv)
        glUniform4f(p.location("u_uv"), GLfloat(shown.u0), GLfloat(shown.v0), GLfloat(shown.du), GLfloat(shown.dv))
        glUniform1f(p.location("u_opacity"), GLfloat(q.opacity))
        if q.dim > 0 { glUniform1f(p.location("u_dim"), GLfloat(q.dim)) }
        if tinted {
            let t = q.tint
            glUniform4f(p.location("u_tint"), GLfloat(t.red * t.alpha), GLfloat(t.green * t.alpha), GLfloat(t.blue * t.alpha), GLfloat(t.alpha))
        }
        if rounded {
            glUniform1f(p.location("u_radius"), GLfloat(radius))
            glUniform1f(p.location("u_blur"), GLfloat(blur))
            glUniform1f(p.location("u_border"), GLfloat(border))
            glUniform2f(p.location("u_size"), GLfloat(q.size.width), GLfloat(q.size.height))
            glUniform1f(p.location("u_pixelsPerPoint"), GLfloat(pixelsPerPoint))
        }
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }

    /// A colour rectangle thinner than a pixel (a 0.5-pt hairline at 1x, a 0.3-pt rule), as a
    /// whole pixel: the row (or column) whose centre is nearest its own, among those inside its
    /// clip. The rasterizer lights only pixels whose centres a rectangle covers, so such a line
    /// would show or vanish by where it falls; kept inside its clip, a cell's hairline stays on
    /// the cell's own pixels, where the next cell does not paint over it. Only a rectangle
    /// that is moved, not scaled or turned, is widened; others are left as they are.
    static func widenedToAPixel(_ geom: Rect, transform m: Transform3D, clip: Rect?, pixelsPerPoint s: Double) -> Rect {
        guard s > 0, m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m13 == 0, m.m14 == 0, m.m21 == 0, m.m23 == 0, m.m24 == 0,
              m.m31 == 0, m.m32 == 0, m.m34 == 0, m.m44 == 1 else { return geom }
        /// The pixel nearest `centre` (in pixels) among those the clip's edges `low` and `high`
        /// (points) keep: the scissor box rounds them to whole pixels (`applyClip`).
        func pixel(nearest centre: Double, within low: Double, _ high: Double) -> Double {
            let below = (centre - 0.5).rounded(.down), candidates = centre - 0.5 - below < 0.5 ? [below, below + 1] : [below + 1, below]
            return candidates.first { $0 >= (low * s).rounded() && $0 < (high * s).rounded() } ?? candidates[0]
        }
        var g = geom
        if g.height * s < 1 {
            let row = pixel(nearest: (m.m42 + g.midY) * s, within: clip?.minY ?? -.greatestFiniteMagnitude, clip?.maxY ?? .greatestFiniteMagnitude)
            g.origin.y = row / s - m.m42
            g.size.height = 1 / s
        }
        if g.width * s < 1 {
            let column = pixel(nearest: (m.m41 + g.midX) * s, within: clip?.minX ?? -.greatestFiniteMagnitude, clip?.maxX ?? .greatestFiniteMagnitude)
            g.origin.x = column / s - m.m41
            g.size.width = 1 / s
        }
        return g
    }

    /// Whether every texel of `t` lands exactly on one pixel: the quad only moves by whole
    /// pixels, and its geometry is the texture's pixel size. Bilinear filtering then reads each
    /// texel at its centre, which is what nearest filtering gives.
    static func texelsOnPixels(_ t: GLTexture, geom: Rect, uv: UV,
                               transform m: Transform3D, pixelsPerPoint s: Double) -> Bool {
        guard m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m13 == 0, m.m14 == 0, m.m21 == 0, m.m23 == 0, m.m24 == 0,
              m.m31 == 0, m.m32 == 0, m.m34 == 0, m.m44 == 1 else { return false }
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        let tw = Double(t.pixelWidth), th = Double(t.pixelHeight)
        return whole((m.m41 + geom.minX) * s) && whole((m.m42 + geom.minY) * s)
            && abs(geom.width * s - abs(uv.du) * tw) < 1e-6 && abs(geom.height * s - abs(uv.dv) * th) < 1e-6
            && whole(uv.u0 * tw) && whole(uv.v0 * th)
    }

    /// The index of the quad program with these features (one bit each).
    static func quadProgramIndex(textured: Bool, rounded: Bool, tinted: Bool, dimmed: Bool) -> Int {
        (dimmed ? 8 : 0) + (textured ? 4 : 0) + (rounded ? 2 : 0) + (tinted ? 1 : 0)
    }

    /// `geom` (a rectangle in the quad's points) mapped linearly onto texture coordinates `uv`,
    /// cut to `bounds`: the part inside and its coordinates, or nil when nothing is inside.
    static func clip(geom: Rect, uv: UV, to bounds: Rect) -> (Rect, UV)? {
        let x0 = max(geom.minX, bounds.minX), x1 = min(geom.maxX, bounds.maxX)
        let y0 = max(geom.minY, bounds.minY), y1 = min(geom.maxY, bounds.maxY)
        guard x1 > x0, y1 > y0, geom.width > 0, geom.height > 0 else { return nil }
        if x0 == geom.minX, x1 == geom.maxX, y0 == geom.minY, y1 == geom.maxY { return (geom, uv) }
        let su = uv.du / geom.width, sv = uv.dv / geom.height
        return (Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                (uv.u0 + (x0 - geom.minX) * su, uv.v0 + (y0 - geom.minY) * sv, (x1 - x0) * su, (y1 - y0) * sv))
    }
}
