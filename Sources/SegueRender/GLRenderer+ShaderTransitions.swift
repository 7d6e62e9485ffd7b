import CGL
import Foundation
import SegueCore
import SegueAssets

extension GLRenderer {
    /// Compiles (once) the program of a gl-transitions shader. Compile errors carry the line
    /// number in the transition's own file.
    public func shaderProgramCheck(_ name: String) throws {
        _ = try shaderProgram(name)
    }

    func shaderProgram(_ name: String) throws -> (GLProgram, ShaderTransitionSource) {
        guard let source = shaderSources(name) else { throw RenderError.unknownShaderTransition(name) }
        if let p = programs.transitions[name] { return (p, source) }
        let fragment = Shaders.transitionPrelude + source.glsl + Shaders.transitionEpilogue
        do {
            let p = try GLProgram(name: name, vertex: Shaders.vertex, fragment: fragment,
                                  preludeLines: Shaders.transitionPreludeLineCount)
            programs.transitions[name] = p
            return (p, source)
        } catch let e as ShaderError {
            throw RenderError.shader(GLRenderer.placedInFile(e, glsl: source.glsl))
        }
    }

    /// A compile error the driver placed after the file's last line is in the code the
    /// renderer appends (the `main` that calls `transition`): the file ended early (an unclosed
    /// brace) or lacks the function. It is reported without a line, saying so, rather than on a
    /// line the file does not have.
    static func placedInFile(_ e: ShaderError, glsl: String) -> ShaderError {
        let lines = GLTransition.lines(glsl).count
        guard let line = e.line, line > lines else { return e }
        let why = e.message.contains("'transition'")
            ? "the file does not define 'vec4 transition(vec2 uv)' (\(e.message))"
            : "at the end of the file: \(e.message) (is a brace or parenthesis left open?)"
        return ShaderError(name: e.name, line: nil, message: why)
    }

    func drawShaderPass(_ s: ShaderPass, toNDC: Transform3D, listSize: Size) throws {
        guard s.frame.width > 0, s.frame.height > 0 else { return }
        let (p, source) = try shaderProgram(s.name)
        guard state.applyClip(s.clip, listSize: listSize) else { return }
        guard let from = try texture(for: s.from), let to = try texture(for: s.to) else {
            throw RenderError.framebuffer("shader transition \(s.name) needs textures, not colours")
        }
        var values = source.defaults
        for (k, v) in s.parameters { values[k] = v }
        // Images (`sampler2D` uniforms) are made into textures before anything is bound: making
        // a texture binds it to the active unit. They take the units after the two pages', in
        // name order so that a frame binds the same way every time.
        var images: [(location: GLint, texture: GLTexture)] = []
        for (k, v) in values.sorted(by: { $0.key < $1.key }) {
            guard case .image(let path) = v else { continue }
            let loc = p.location(k)
            guard loc >= 0 else { continue }  // declared but unused: the compiler dropped it
            images.append((loc, try shaderImage(path)))
        }
        glUseProgram(p.id)
        state.prepareBlending(needsBlend: true)
        state.filteredDraws += 1
        glActiveTexture(GLenum(GL_TEXTURE0))
        from.bind(repeating: false)
        glActiveTexture(GLenum(GL_TEXTURE1))
        to.bind(repeating: false)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUniform1i(p.location("segue_from"), 0)
        glUniform1i(p.location("segue_to"), 1)
        glUniform1i(p.location("segue_fromTopDown"), from.bottomUp ? 0 : 1)
        glUniform1i(p.location("segue_toTopDown"), to.bottomUp ? 0 : 1)
        glUniform1f(p.location("segue_opacity"), 1)
        glUniform1f(p.location("progress"), GLfloat(s.progress))
        glUniform1f(p.location("ratio"), GLfloat(s.frame.width / s.frame.height))
        for (k, v) in values { setUniform(p.location(k), v) }
        for (unit, image) in images.enumerated() {
            glActiveTexture(GLenum(GL_TEXTURE2) + GLenum(unit))
            image.texture.bind(repeating: false)
            glUniform1i(image.location, GLint(2 + unit))
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        let m = Transform3D.translation(s.frame.minX, s.frame.minY).concatenating(toNDC)
        glUniformMatrix4fv(p.location("u_matrix"), 1, GLboolean(GL_FALSE), m.glColumnMajor)
        glUniform4f(p.location("u_geom"), 0, 0, GLfloat(s.frame.width), GLfloat(s.frame.height))
        // gl-transitions' uv has its origin at the bottom left.
        glUniform4f(p.location("u_uv"), 0, 1, 1, -1)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
    }

    /// What a `sampler2D` uniform samples when given no image: black at the left edge to white
    /// at the right, the same on every row (a luma mask then wipes from left to right).
    static let defaultShaderImage: PixelBuffer = {
        let w = 256, h = 4
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                bytes[i] = UInt8(x); bytes[i + 1] = UInt8(x); bytes[i + 2] = UInt8(x)
            }
        }
        return PixelBuffer(width: w, height: h, bytes: bytes)
    }()

    /// Sets a uniform; integers beyond GLSL's 32 bits are clamped (file defaults are checked
    /// when parsed, but parameters can come from code).
    private func setUniform(_ loc: GLint, _ v: ShaderValue) {
        guard loc >= 0 else { return }
        switch v {
        case .float(let x): glUniform1f(loc, GLfloat(x))
        case .int(let x): glUniform1i(loc, GLint(clamping: x))
        case .bool(let x): glUniform1i(loc, x ? 1 : 0)
        case .vec2(let a, let b): glUniform2f(loc, GLfloat(a), GLfloat(b))
        case .vec3(let a, let b, let c): glUniform3f(loc, GLfloat(a), GLfloat(b), GLfloat(c))
        case .vec4(let a, let b, let c, let d): glUniform4f(loc, GLfloat(a), GLfloat(b), GLfloat(c), GLfloat(d))
        case .ivec2(let a, let b): glUniform2i(loc, GLint(clamping: a), GLint(clamping: b))
        case .image: break  // bound to a texture unit by drawShaderPass
        }
    }
}
