import CGL
import Foundation
import SegueCore

/// Reading frames back as planar Y′CbCr 4:2:0 (`FramePixelFormat.yuv420p`), converted on the
/// GL side: what a video encoder takes as it is, at 1.5 bytes a pixel instead of RGBA's 4, so
/// recording reads back and pipes less than half the bytes and ffmpeg converts nothing.
///
/// The conversion draws into a framebuffer of RGBA8 texels a quarter of the frame's width
/// and 1.5 times its height, so that its rows, read back, are exactly the three planes one
/// after the other: the Y′ plane's h rows of w bytes (each texel holds four neighbouring
/// pixels' Y′), then the Cb plane's (w/2 × h/2 bytes, four chroma samples a texel, h/4 rows
/// of w bytes), then Cr's. Chroma is the mean of each 2 × 2 block, one bilinear lookup at the
/// block's centre.
extension GLRenderer {
    /// Whether frames of `width × height` pixels can be read back as yuv420p: the width a
    /// multiple of 8 and the height of 4, so that every plane fills whole rows of texels.
    public static func canReadYUV420(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width % 8 == 0 && height % 4 == 0
    }

    /// Reads the last screen frame into `buffer` in `format` (resized to fit), rows top to
    /// bottom. Returns the frame's pixel size. yuv420p needs `canReadYUV420` sizes.
    @discardableResult
    public func readScreen(into buffer: inout [UInt8], format: FramePixelFormat) throws -> (width: Int, height: Int) {
        switch format {
        case .rgba:
            return try readScreen(into: &buffer)
        case .yuv420p:
            guard let s = screen else { throw RenderError.framebuffer("nothing has been drawn yet") }
            let w = s.width, h = s.height
            guard GLRenderer.canReadYUV420(width: w, height: h) else {
                throw RenderError.framebuffer("a \(w)×\(h) frame cannot be read as yuv420p (width must be a multiple of 8, height of 4)")
            }
            let target = try yuvTarget(width: w / 4, height: h * 3 / 2)
            try convertToYUV(s, into: target)
            let needed = FramePixelFormat.yuv420p.byteCount(width: w, height: h)
            if buffer.count != needed { buffer = [UInt8](repeating: 0, count: needed) }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.fbo)
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
            buffer.withUnsafeMutableBytes { raw in
                glReadPixels(0, 0, GLsizei(w / 4), GLsizei(h * 3 / 2), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
            }
            return (w, h)
        }
    }

    private func yuvTarget(width: Int, height: Int) throws -> GLFramebuffer {
        if let t = yuvFramebuffer, t.width == width, t.height == height { return t }
        // Memory row r is the framebuffer's row r from the bottom (glReadPixels order); the
        // shaders index rows by gl_FragCoord.y, so no flip is involved.
        let t = try GLFramebuffer(width: width, height: height, pointSize: Size(Double(width), Double(height)))
        yuvFramebuffer = t
        return t
    }

    private func yuvPrograms() throws -> (luma: GLProgram, chroma: GLProgram) {
        if let p = yuvProgramPair { return p }
        do {
            let pair = (try GLProgram(name: "yuv-luma", vertex: Shaders.fullScreenVertex, fragment: Shaders.lumaFragment),
                        try GLProgram(name: "yuv-chroma", vertex: Shaders.fullScreenVertex, fragment: Shaders.chromaFragment))
            yuvProgramPair = pair
            return pair
        } catch let e as ShaderError {
            throw RenderError.shader(e)
        }
    }

    /// Draws the Y′ rows, then the Cb and Cr rows, of `source` (a top-down screen frame).
    private func convertToYUV(_ source: GLFramebuffer, into target: GLFramebuffer) throws {
        let (luma, chroma) = try yuvPrograms()
        let w = source.width, h = source.height
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.fbo)
        glViewport(0, 0, GLsizei(target.width), GLsizei(target.height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        setBlending(false)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        writingAlpha = true
        glBindVertexArray(vao)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), source.texture.id)
        source.texture.setWrap(repeat: false)
        glEnable(GLenum(GL_SCISSOR_TEST))
        // Y′: rows 0..<h.
        glScissor(0, 0, GLsizei(target.width), GLsizei(h))
        glUseProgram(luma.id)
        glUniform1i(luma.location("u_src"), 0)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        // Cb then Cr: rows h..<h + h/2.
        glScissor(0, GLint(h), GLsizei(target.width), GLsizei(h / 2))
        glUseProgram(chroma.id)
        glUniform1i(chroma.location("u_src"), 0)
        glUniform2i(chroma.location("u_size"), GLint(w), GLint(h))
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        glDisable(GLenum(GL_SCISSOR_TEST))
        setBlending(true)
    }
}

extension Shaders {
    /// A unit square stretched over the whole viewport.
    static let fullScreenVertex = """
    #version 330 core
    layout(location = 0) in vec2 a_pos;
    void main() { gl_Position = vec4(a_pos * 2.0 - 1.0, 0.0, 1.0); }
    """

    /// BT.709, limited range, from premultiplied colour (what the frame shows over black).
    static let yuvCommon = """
    #version 330 core
    uniform sampler2D u_src;
    out vec4 fragColor;
    float luma(vec3 c) { return (16.0 + 219.0 * dot(c, vec3(0.2126, 0.7152, 0.0722))) / 255.0; }
    float cb(vec3 c) { return (128.0 + 224.0 * dot(c, vec3(-0.114572, -0.385428, 0.5))) / 255.0; }
    float cr(vec3 c) { return (128.0 + 224.0 * dot(c, vec3(0.5, -0.454153, -0.045847))) / 255.0; }

    """

    /// Texel (x, y) of the Y′ rows holds the Y′ of pixels 4x…4x+3 of image row y (the source
    /// is stored top-down, so image row y is texel row y).
    static let lumaFragment = yuvCommon + """
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        int x = p.x * 4;
        fragColor = vec4(luma(texelFetch(u_src, ivec2(x, p.y), 0).rgb),
                         luma(texelFetch(u_src, ivec2(x + 1, p.y), 0).rgb),
                         luma(texelFetch(u_src, ivec2(x + 2, p.y), 0).rgb),
                         luma(texelFetch(u_src, ivec2(x + 3, p.y), 0).rgb));
    }
    """

    /// Rows h…h + h/4 − 1 hold Cb, the next h/4 rows Cr: byte n of a plane (n = row · w +
    /// 4x + k) is the sample of chroma row n / (w/2), column n mod (w/2), the mean of the
    /// 2 × 2 pixel block it covers (a bilinear lookup at the block's centre).
    static let chromaFragment = yuvCommon + """
    uniform ivec2 u_size;
    vec3 block(int n) {
        int half_ = u_size.x / 2;
        vec2 centre = vec2(float(2 * (n % half_) + 1), float(2 * (n / half_) + 1));
        return texture(u_src, centre / vec2(u_size)).rgb;
    }
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        int row = p.y - u_size.y;
        int quarter = u_size.y / 4;
        bool isCr = row >= quarter;
        int n = (isCr ? row - quarter : row) * u_size.x + p.x * 4;
        vec3 a = block(n), b = block(n + 1), c = block(n + 2), d = block(n + 3);
        fragColor = isCr ? vec4(cr(a), cr(b), cr(c), cr(d)) : vec4(cb(a), cb(b), cb(c), cb(d));
    }
    """
}
