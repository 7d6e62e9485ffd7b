import CGL
import Foundation
import SegueCore

/// Two textured layers in exactly the same place, one straight after the other (a cross
/// dissolve: the destination, and the source fading on top), drawn in one pass that composites
/// them in the shader: the frame is written once instead of twice, and the top layer needs no
/// read of what is under it. `over` is associative, so (top over under) over the target is
/// what the two draws would have made.
extension GLRenderer {
    /// Draws `under` then `top` as one pass when they can be; returns false (drawing nothing)
    /// when they cannot: different geometry, clip or transform, a colour, a tint or rounded
    /// corners.
    func drawLayerPair(under a: Quad, top b: Quad, toNDC: Transform3D, listSize: Size) throws -> Bool {
        guard a.opacity > 0, b.opacity > 0, a.size == b.size, a.size.width > 0, a.size.height > 0,
              a.transform == b.transform, a.clip == b.clip,
              a.cornerRadius <= 0, b.cornerRadius <= 0, a.tint.alpha <= 0, b.tint.alpha <= 0,
              a.mosaic == nil, b.mosaic == nil,
              !a.content.isColorContent, !b.content.isColorContent,
              let pa = try placement(of: a), let pb = try placement(of: b),
              let ta = pa.texture, let tb = pb.texture, pa.geom == pb.geom else { return false }
        guard state.applyClip(a.clip, listSize: listSize) else { return true }
        // The common case — a layer fading in over one at full opacity, neither dimmed — has a
        // program of its own with none of the arithmetic it does not need.
        let plain = a.opacity >= 1 && a.dim <= 0 && b.dim <= 0
        let p = try programs.layerPairProgram(plain: plain)
        glUseProgram(p.id)
        glActiveTexture(GLenum(GL_TEXTURE0))
        bindForSampling(ta, geom: pa.geom, uv: pa.uv, transform: a.transform, repeating: a.contentMode == .tile, listSize: listSize)
        glActiveTexture(GLenum(GL_TEXTURE1))
        bindForSampling(tb, geom: pb.geom, uv: pb.uv, transform: b.transform, repeating: b.contentMode == .tile, listSize: listSize)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glUniform1i(p.location("u_tex"), 0)
        glUniform1i(p.location("u_tex2"), 1)
        // The pair covers what is under it when its lower layer does.
        state.prepareBlending(needsBlend: !(ta.opaque && a.opacity >= 1))
        glUniformMatrix4fv(p.location("u_matrix"), 1, GLboolean(GL_FALSE), a.transform.concatenating(toNDC).glColumnMajor)
        let g = pa.geom
        glUniform4f(p.location("u_geom"), GLfloat(g.minX), GLfloat(g.minY), GLfloat(g.width), GLfloat(g.height))
        glUniform4f(p.location("u_uv"), GLfloat(pa.uv.u0), GLfloat(pa.uv.v0), GLfloat(pa.uv.du), GLfloat(pa.uv.dv))
        glUniform4f(p.location("u_uv2"), GLfloat(pb.uv.u0), GLfloat(pb.uv.v0), GLfloat(pb.uv.du), GLfloat(pb.uv.dv))
        glUniform2f(p.location("u_opacities"), GLfloat(a.opacity), GLfloat(b.opacity))
        if !plain { glUniform2f(p.location("u_dims"), GLfloat(a.dim), GLfloat(b.dim)) }
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        return true
    }
}

extension QuadContent {
    var isColorContent: Bool {
        if case .color = self { return true }
        return false
    }
}

extension Shaders {
    /// Each layer dimmed and faded as a quad would be, then the top one over the lower one
    /// (premultiplied). The `plain` variant, for a lower layer at full opacity and neither
    /// layer dimmed, leaves out the arithmetic that would change nothing.
    static func pairFragment(plain: Bool) -> String {
        let body = plain ? """
            vec4 top = texture(u_tex2, v_uv2) * u_opacities.y;
            fragColor = top + texture(u_tex, v_uv) * (1.0 - top.a);
        """ : """
            vec4 under = texture(u_tex, v_uv);
            under.rgb *= 1.0 - u_dims.x;
            vec4 top = texture(u_tex2, v_uv2);
            top.rgb *= 1.0 - u_dims.y;
            under *= u_opacities.x;
            top *= u_opacities.y;
            fragColor = top + under * (1.0 - top.a);
        """
        return """
        #version 330 core
        in vec2 v_uv;
        in vec2 v_uv2;
        out vec4 fragColor;
        uniform sampler2D u_tex;
        uniform sampler2D u_tex2;
        uniform vec2 u_opacities;
        uniform vec2 u_dims;
        void main() {
        \(body)
        }
        """
    }
}
