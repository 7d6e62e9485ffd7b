import CGL
import Foundation
import SegueCore

extension GLRenderer {
    /// Clears `fb` and draws the list's items in z order.
    func render(_ list: DrawList, into fb: GLFramebuffer) throws {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb.fbo)
        glViewport(0, 0, GLsizei(fb.width), GLsizei(fb.height))
        currentTargetPixels = (fb.width, fb.height)
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        let c = list.clearColor
        glClearColor(GLfloat(c.red * c.alpha), GLfloat(c.green * c.alpha), GLfloat(c.blue * c.alpha), GLfloat(c.alpha))
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glBindVertexArray(vao)
        let toNDC = GLRenderer.pointsToClip(list.size, topDown: fb.topDown)
        currentTargetTopDown = fb.topDown
        for item in list.ordered {
            switch item {
            case .quad(let q): try drawQuad(q, toNDC: toNDC, listSize: list.size)
            case .shader(let s): try drawShaderPass(s, toNDC: toNDC, listSize: list.size)
            }
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
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

    /// Sets the scissor box for a clip rectangle in points (nil: none). Returns false when the
    /// clip is empty and nothing need be drawn.
    func applyClip(_ clip: Rect?, listSize: Size) -> Bool {
        guard let r = clip else {
            glDisable(GLenum(GL_SCISSOR_TEST))
            return true
        }
        let sx = Double(currentTargetPixels.width) / max(listSize.width, 1e-9)
        let sy = Double(currentTargetPixels.height) / max(listSize.height, 1e-9)
        let x0 = Int((r.minX * sx).rounded()), x1 = Int((r.maxX * sx).rounded())
        let y0 = Int((r.minY * sy).rounded()), y1 = Int((r.maxY * sy).rounded())
        guard x1 > x0, y1 > y0 else { return false }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(x0), GLint(currentTargetTopDown ? y0 : currentTargetPixels.height - y1), GLsizei(x1 - x0), GLsizei(y1 - y0))
        return true
    }

    /// The texture for a quad's content, made and cached on first use.
    func texture(for content: QuadContent) throws -> GLTexture? {
        switch content {
        case .color:
            return nil
        case .image(let path):
            if let t = textures.images[path] { return t }
            let t = GLTexture(image: try PixelBuffer.load(path))
            textures.images[path] = t
            return t
        case .text(let spec):
            let s = scale
            return try textures.text(.init(spec: spec, scale: s)) {
                let px = try text.rasterize(spec, scale: s)
                return GLTexture(image: px, pointSize: Size(Double(px.width) / s, Double(px.height) / s))
            }
        case .snapshot(let id):
            guard let s = snapshots[id] else { throw RenderError.framebuffer("\(id) was never rendered") }
            return s.fb.texture
        case .texture(let id):
            guard let t = textures.registered[id] else { throw RenderError.framebuffer("no registered texture \(id)") }
            return t
        }
    }

    func drawQuad(_ q: Quad, toNDC: Transform3D, listSize: Size) throws {
        guard q.opacity > 0, q.size.width > 0, q.size.height > 0 else { return }
        guard applyClip(q.clip, listSize: listSize) else { return }
        let p = quadProgram
        glUseProgram(p.id)
        let bounds = Rect(size: q.size)
        var geom = bounds
        var uv = (u0: 0.0, v0: 0.0, du: 1.0, dv: 1.0)
        if case .color(let c) = q.content {
            glUniform1i(p.location("u_useTexture"), 0)
            glUniform4f(p.location("u_color"), GLfloat(c.red * c.alpha), GLfloat(c.green * c.alpha),
                        GLfloat(c.blue * c.alpha), GLfloat(c.alpha))
        } else if let t = try texture(for: q.content) {
            glUniform1i(p.location("u_useTexture"), 1)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), t.id)
            glUniform1i(p.location("u_tex"), 0)
            let cr = q.contentsRect
            if q.contentMode == .tile {
                t.setWrap(repeat: true)
                uv = (0, 0, q.size.width / t.pointSize.width, q.size.height / t.pointSize.height)
            } else {
                t.setWrap(repeat: false)
                geom = q.contentMode.rect(forContent: Size(t.pointSize.width * cr.width, t.pointSize.height * cr.height),
                                          in: bounds)
                if case .text = q.content {
                    // Whole pixels for crisp glyphs.
                    geom.origin = Point((geom.minX * scale).rounded() / scale, (geom.minY * scale).rounded() / scale)
                }
                uv = (cr.minX, cr.minY, cr.width, cr.height)
            }
            if q.mirrored { uv = (uv.u0 + uv.du, uv.v0, -uv.du, uv.dv) }
            if t.bottomUp { uv = (uv.u0, 1 - uv.v0, uv.du, -uv.dv) }
        } else {
            return
        }
        glUniformMatrix4fv(p.location("u_matrix"), 1, GLboolean(GL_FALSE), q.transform.concatenating(toNDC).glColumnMajor)
        glUniform4f(p.location("u_geom"), GLfloat(geom.minX), GLfloat(geom.minY), GLfloat(geom.width), GLfloat(geom.height))
        glUniform4f(p.location("u_uv"), GLfloat(uv.u0), GLfloat(uv.v0), GLfloat(uv.du), GLfloat(uv.dv))
        glUniform1f(p.location("u_opacity"), GLfloat(q.opacity))
        glUniform1f(p.location("u_dim"), GLfloat(q.dim))
        glUniform1f(p.location("u_radius"), GLfloat(min(q.cornerRadius, min(q.size.width, q.size.height) / 2)))
        glUniform2f(p.location("u_size"), GLfloat(q.size.width), GLfloat(q.size.height))
        glUniform1f(p.location("u_pixelsPerPoint"), GLfloat(Double(currentTargetPixels.width) / max(listSize.width, 1e-9)))
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }
}
