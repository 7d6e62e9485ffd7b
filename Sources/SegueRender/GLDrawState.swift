import CGL
import Foundation
import SegueCore

/// What the renderer has set GL to while it draws a list: the pixel rectangle being drawn
/// into, blending and alpha writes (kept to skip redundant calls), what the target holds under
/// the next draw, and how many draws filtered bilinearly. Reset for each list (`begin`).
struct GLDrawState {
    /// What the target holds where nothing has been drawn yet this frame.
    enum ClearState { case transparentBlack, opaqueBlack, other, drawnOver }

    /// The size in pixels of the rectangle being drawn into.
    var targetPixels = (width: 0, height: 0)
    /// Whether the target's rows run top to bottom (a framebuffer object of the renderer's)
    /// rather than bottom-up (the window's).
    var targetTopDown = false
    /// The bottom-left pixel of the rectangle being drawn into: (0, 0) but for a frame drawn
    /// into part of a larger window.
    var targetOrigin = (x: 0, y: 0)
    /// Whether GL_BLEND is on (opaque quads turn it off).
    var blending = true
    /// Whether alpha is written (off while drawing the first item over opaque black).
    var writingAlpha = true
    /// What is under the next draw call of the list being drawn.
    var clearState = ClearState.other
    /// Textured draws of the list being drawn that filter bilinearly (moved, scaled or turned
    /// quads, shader passes).
    var filteredDraws = 0

    /// Turns blending on or off (state kept to skip redundant calls).
    mutating func setBlending(_ on: Bool) {
        if on { glEnable(GLenum(GL_BLEND)) } else { glDisable(GLenum(GL_BLEND)) }
        blending = on
    }

    /// Sets blending and the alpha write mask for the next draw call, then notes that the
    /// target has been drawn over. `needsBlend` is whether the item's colours can be
    /// translucent.
    mutating func prepareBlending(needsBlend: Bool) {
        var blend = needsBlend, writeAlpha = true
        switch clearState {
        case .transparentBlack: blend = false
        case .opaqueBlack: if needsBlend { blend = false; writeAlpha = false }
        case .other, .drawnOver: break
        }
        if blend != blending { setBlending(blend) }
        if writeAlpha != writingAlpha {
            glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(writeAlpha ? GL_TRUE : GL_FALSE))
            writingAlpha = writeAlpha
        }
        clearState = .drawnOver
    }

    /// Writes every channel again (the end of a list).
    mutating func restoreAlphaWrites() {
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        writingAlpha = true
    }

    /// Sets the scissor box for a clip rectangle in points (nil: none). Returns false when the
    /// clip is empty and nothing need be drawn. The rectangle is cut to the target in floating
    /// point before it becomes whole pixels, so a clip of any size (a view of 10¹⁰ points, a
    /// face projected past the eye) is a valid box; a clip that is not a number draws nothing.
    func applyClip(_ clip: Rect?, listSize: Size) -> Bool {
        guard let r = clip else {
            glDisable(GLenum(GL_SCISSOR_TEST))
            return true
        }
        let w = Double(targetPixels.width), h = Double(targetPixels.height)
        let sx = w / max(listSize.width, 1e-9), sy = h / max(listSize.height, 1e-9)
        func cut(_ v: Double, _ limit: Double) -> Int? {
            guard !v.isNaN else { return nil }
            return Int(min(max(v, 0), limit).rounded())
        }
        guard let x0 = cut(r.minX * sx, w), let x1 = cut(r.maxX * sx, w),
              let y0 = cut(r.minY * sy, h), let y1 = cut(r.maxY * sy, h),
              x1 > x0, y1 > y0 else { return false }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(targetOrigin.x + x0),
                  GLint(targetOrigin.y + (targetTopDown ? y0 : targetPixels.height - y1)),
                  GLsizei(x1 - x0), GLsizei(y1 - y0))
        return true
    }
}
