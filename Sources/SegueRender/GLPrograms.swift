import CGL
import Foundation
import SegueCore

/// The renderer's GL programs and the unit square every one of them draws: the quad programs
/// (compiled up front), and the mosaic, layer-pair, upscale and shader-transition programs
/// (each compiled on first use and kept). Needs a current GL context.
final class GLPrograms {
    /// The quad programs, indexed by `GLRenderer.quadProgramIndex(textured:rounded:tinted:dimmed:)`.
    let quad: [GLProgram]
    /// Mosaic quad programs, by `quadProgramIndex`, compiled on first use.
    var mosaic: [Int: GLProgram] = [:]
    /// The programs that draw two layers in one pass (keyed by whether it is the plain
    /// variant), made on first use.
    var pair: [Bool: GLProgram] = [:]
    /// The program that scales a reduced frame up, made on first use.
    var upscaler: GLProgram?
    /// Shader transitions' programs, by transition name.
    var transitions: [String: GLProgram] = [:]
    /// The vertex array and buffer of the unit square (a triangle strip).
    private(set) var vao: GLuint = 0
    private var vbo: GLuint = 0

    /// Compiles the quad programs and uploads the unit square.
    init() throws {
        do {
            quad = try (0..<16).map { i in
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

    /// The mosaic variant of quad program `index`, compiled on first use.
    func mosaicProgram(_ index: Int) throws -> GLProgram {
        if let p = mosaic[index] { return p }
        let p = try Self.compile(name: "mosaic quad", vertex: Shaders.vertex,
                                 fragment: Shaders.quadFragment(textured: true, rounded: index & 2 != 0,
                                                                tinted: index & 1 != 0, dimmed: index & 8 != 0, mosaic: true))
        mosaic[index] = p
        return p
    }

    /// The layer-pair program (`plain`: the variant for a lower layer at full opacity and
    /// neither layer dimmed), compiled on first use.
    func layerPairProgram(plain: Bool) throws -> GLProgram {
        if let p = pair[plain] { return p }
        let p = try Self.compile(name: "layer pair", vertex: Shaders.vertex(secondUV: true),
                                 fragment: Shaders.pairFragment(plain: plain))
        pair[plain] = p
        return p
    }

    /// The program that scales a reduced frame up, compiled on first use.
    func upscaleProgram() throws -> GLProgram {
        if let p = upscaler { return p }
        let p = try Self.compile(name: "upscale", vertex: Shaders.fullTargetVertex, fragment: Shaders.fullTargetFragment)
        upscaler = p
        return p
    }

    /// Binds the unit square for drawing.
    func bindSquare() { glBindVertexArray(vao) }

    /// A program of the renderer's own: a compile error is a `RenderError.shader`.
    private static func compile(name: String, vertex: String, fragment: String) throws -> GLProgram {
        do {
            return try GLProgram(name: name, vertex: vertex, fragment: fragment)
        } catch let e as ShaderError {
            throw RenderError.shader(e)
        }
    }
}
