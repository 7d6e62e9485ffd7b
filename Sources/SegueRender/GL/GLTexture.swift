import CGL
import Foundation
import SegueCore
import SegueAssets

/// A GL texture with what the renderer needs to know to sample it right.
final class GLTexture {
    let id: GLuint
    let pixelWidth: Int
    let pixelHeight: Int
    /// The texture's natural size in points (pixels / scale for text; pixels for images).
    var pointSize: Size
    /// True when row 0 is the bottom (rendered into a framebuffer); false when row 0 is the
    /// top (uploaded from an image in memory).
    let bottomUp: Bool
    /// True when every texel has alpha 1, so a quad showing it at full opacity covers what is
    /// under it and needs no blending: images are checked when uploaded; a framebuffer's texture
    /// is opaque while the last list drawn into it had an opaque clear colour (premultiplied
    /// blending over an opaque base keeps it opaque).
    var opaque = false

    init(width: Int, height: Int, pointSize: Size, bottomUp: Bool, premultipliedRGBA: [UInt8]?) {
        var t: GLuint = 0
        glGenTextures(1, &t)
        id = t
        pixelWidth = width; pixelHeight = height
        self.pointSize = pointSize
        self.bottomUp = bottomUp
        glBindTexture(GLenum(GL_TEXTURE_2D), t)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        if let data = premultipliedRGBA {
            data.withUnsafeBytes { raw in
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
            }
        } else {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        }
    }

    /// Uploads an image, premultiplying its alpha (the renderer blends premultiplied colours).
    convenience init(image: PixelBuffer, pointSize: Size? = nil) {
        var data = image.bytes
        var i = 0
        var opaque = true
        while i < data.count {
            let a = UInt16(data[i + 3])
            if a < 255 {
                opaque = false
                data[i] = UInt8((UInt16(data[i]) * a + 127) / 255)
                data[i + 1] = UInt8((UInt16(data[i + 1]) * a + 127) / 255)
                data[i + 2] = UInt8((UInt16(data[i + 2]) * a + 127) / 255)
            }
            i += 4
        }
        self.init(width: image.width, height: image.height,
                  pointSize: pointSize ?? Size(Double(image.width), Double(image.height)),
                  bottomUp: false, premultipliedRGBA: data)
        self.opaque = opaque
    }

    private var wrapsRepeating = false
    private var filtersNearest = false

    /// Binds the texture to the active unit with the given wrap mode and filter (bilinear, or
    /// nearest where texels land exactly on pixels and both give the same colours, nearest
    /// being much cheaper for a software rasteriser). Parameters are set only when they change.
    func bind(repeating r: Bool, nearest: Bool = false) {
        glBindTexture(GLenum(GL_TEXTURE_2D), id)
        if r != wrapsRepeating {
            let mode = r ? GL_REPEAT : GL_CLAMP_TO_EDGE
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), mode)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), mode)
            wrapsRepeating = r
        }
        if nearest != filtersNearest {
            let filter = nearest ? GL_NEAREST : GL_LINEAR
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
            filtersNearest = nearest
        }
    }

    deinit {
        var t = id
        glDeleteTextures(1, &t)
    }
}

/// A framebuffer object with one RGBA8 colour texture.
final class GLFramebuffer {
    let fbo: GLuint
    let texture: GLTexture
    /// Drawn with row 0 at the top (the screen target: read back without flipping, blitted to
    /// the window flipped). Snapshots are drawn bottom-up, GL's own way, to be sampled as textures.
    let topDown: Bool

    init(width: Int, height: Int, pointSize: Size, topDown: Bool = false) throws {
        self.topDown = topDown
        texture = GLTexture(width: max(1, width), height: max(1, height), pointSize: pointSize,
                            bottomUp: !topDown, premultipliedRGBA: nil)
        var f: GLuint = 0
        glGenFramebuffers(1, &f)
        fbo = f
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), f)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture.id, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw RenderError.framebuffer("incomplete framebuffer (status 0x\(String(status, radix: 16))) at \(width)×\(height)")
        }
    }

    var width: Int { texture.pixelWidth }
    var height: Int { texture.pixelHeight }

    deinit {
        var f = fbo
        glDeleteFramebuffers(1, &f)
    }
}

/// Errors the renderer reports.
public enum RenderError: Error, CustomStringConvertible {
    /// A render target or texture could not be made or used: an incomplete framebuffer, a
    /// snapshot or registered texture that does not exist, or a frame read back before any
    /// was drawn.
    case framebuffer(String)
    /// No shader source is known for a shader pass's transition name.
    case unknownShaderTransition(String)
    /// A shader did not compile or link.
    case shader(ShaderError)
    /// No OpenGL context is current (the renderer was made before the window's context).
    case noContext(String)

    public var description: String {
        switch self {
        case .framebuffer(let s): return "render target: \(s)"
        case .unknownShaderTransition(let n): return "no shader transition named \"\(n)\""
        case .shader(let e): return e.description
        case .noContext(let s): return "no OpenGL context: \(s)"
        }
    }
}
