/// GLSL sources of the renderer's own programs (GLSL 3.30 core).
enum Shaders {
    /// One vertex shader for everything: a unit square placed at `u_geom` (a rectangle in the
    /// quad's own points), carried by `u_matrix` (quad points → clip space, perspective
    /// included, so texturing is perspective-correct), with texture coordinates `u_uv`
    /// (origin and extent, negative extents flip).
    static let vertex = vertex(secondUV: false)

    /// The same with a second set of texture coordinates (`u_uv2` → `v_uv2`), for two layers
    /// drawn in one pass.
    static func vertex(secondUV: Bool) -> String {
        let two = secondUV
        return """
        #version 330 core
        layout(location = 0) in vec2 a_pos;
        uniform mat4 u_matrix;
        uniform vec4 u_geom;
        uniform vec4 u_uv;
        \(two ? "uniform vec4 u_uv2;\nout vec2 v_uv2;" : "")
        out vec2 v_local;
        out vec2 v_uv;
        void main() {
            vec2 local = u_geom.xy + a_pos * u_geom.zw;
            v_local = local;
            v_uv = u_uv.xy + a_pos * u_uv.zw;
            \(two ? "v_uv2 = u_uv2.xy + a_pos * u_uv2.zw;" : "")
            gl_Position = u_matrix * vec4(local, 0.0, 1.0);
        }
        """
    }

    /// Quads: a flat colour or a texture (premultiplied), then (dimmed variant) the black dim
    /// overlay, the opacity, an optional tint, and (rounded variant) rounded corners as an anti-aliased mask in the quad's own
    /// points. The renderer keeps one program per variant rather than branching on uniforms: a
    /// software rasteriser runs both sides of a branch, so a plain textured quad would pay for
    /// the colour path and the corner mask on every fragment. Quads never draw outside their
    /// bounds: the renderer clips the geometry (and its texture coordinates) on the CPU.
    ///
    /// The mosaic variant (textured only) gets its coordinates with the origin at the content's
    /// bottom-left corner (gl-transitions' uv), takes the centre of the cell of the `u_mosaic`
    /// grid the fragment falls in, and samples the texture there, turned the right way for a
    /// top-down texture (`u_topDown` 1) just as a shader transition's getFromColor does.
    static func quadFragment(textured: Bool, rounded: Bool, tinted: Bool, dimmed: Bool, mosaic: Bool = false) -> String {
        var s = """
        #version 330 core
        in vec2 v_local;
        in vec2 v_uv;
        out vec4 fragColor;
        uniform sampler2D u_tex;
        uniform vec4 u_color;
        uniform float u_opacity;
        uniform float u_dim;
        uniform float u_radius;
        uniform float u_blur;
        uniform float u_border;
        uniform vec2 u_size;
        uniform float u_pixelsPerPoint;
        uniform vec4 u_tint;
        uniform vec2 u_mosaic;
        uniform int u_topDown;
        void main() {

        """
        if textured && mosaic {
            s += """
                vec2 g = (floor(v_uv * u_mosaic) + 0.5) / u_mosaic;
                vec4 c = texture(u_tex, u_topDown != 0 ? vec2(g.x, 1.0 - g.y) : g);

            """
        } else {
            s += textured ? "    vec4 c = texture(u_tex, v_uv);\n" : "    vec4 c = u_color;\n"
        }
        if dimmed { s += "    c.rgb *= (1.0 - u_dim);\n" }
        // u_tint is premultiplied: the content's colour moves towards the tint by its alpha.
        if tinted { s += "    c.rgb = c.rgb * (1.0 - u_tint.a) + u_tint.rgb * c.a;\n" }
        if rounded {
            s += """
                vec2 half_ = u_size * 0.5;
                vec2 d = abs(v_local - half_) - (half_ - vec2(u_blur + u_radius));
                float dist = length(max(d, vec2(0.0))) + min(max(d.x, d.y), 0.0) - u_radius;
                float cover = u_blur > 0.0 ? 1.0 - smoothstep(-u_blur, u_blur, dist) : clamp(0.5 - dist * u_pixelsPerPoint, 0.0, 1.0);
                // A border keeps only the band u_border wide inside the edge.
                if (u_border > 0.0) { cover -= clamp(0.5 - (dist + u_border) * u_pixelsPerPoint, 0.0, 1.0); }
                fragColor = c * (u_opacity * cover);
            }

            """
        } else {
            s += "    fragColor = c * u_opacity;\n}\n"
        }
        return s
    }

    /// What the renderer puts before a gl-transitions file. The file supplies
    /// `vec4 transition(vec2 uv)`; uv has its origin at the bottom left, as in gl-transitions.
    /// The files are written in GLSL ES 1.0, whose `texture2D` GLSL 3.30 core calls `texture`.
    static let transitionPrelude = """
    #version 330 core
    in vec2 v_local;
    in vec2 v_uv;
    out vec4 segue_fragColor;
    uniform sampler2D segue_from;
    uniform sampler2D segue_to;
    uniform int segue_fromTopDown;
    uniform int segue_toTopDown;
    uniform float segue_opacity;
    uniform float progress;
    uniform float ratio;
    #define texture2D texture
    vec4 getFromColor(vec2 uv) { return texture(segue_from, segue_fromTopDown != 0 ? vec2(uv.x, 1.0 - uv.y) : uv); }
    vec4 getToColor(vec2 uv) { return texture(segue_to, segue_toTopDown != 0 ? vec2(uv.x, 1.0 - uv.y) : uv); }

    """

    static let transitionEpilogue = """

    void main() { segue_fragColor = transition(v_uv) * segue_opacity; }
    """

    static var transitionPreludeLineCount: Int {
        transitionPrelude.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    /// A texture filling the whole viewport, the same way up (a reduced frame scaled up to its
    /// target: both are stored the same way up).
    static let fullTargetVertex = """
    #version 330 core
    layout(location = 0) in vec2 a_pos;
    out vec2 v_uv;
    void main() {
        v_uv = a_pos;
        gl_Position = vec4(a_pos * 2.0 - 1.0, 0.0, 1.0);
    }
    """

    static let fullTargetFragment = """
    #version 330 core
    in vec2 v_uv;
    out vec4 fragColor;
    uniform sampler2D u_tex;
    void main() { fragColor = texture(u_tex, v_uv); }
    """
}
