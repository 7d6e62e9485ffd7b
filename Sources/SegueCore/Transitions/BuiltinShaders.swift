import Foundation

/// The shaders that ship inside the library, in the gl-transitions format, so that shader
/// transitions work without the Assets folder. `Assets/transitions/` holds the same files
/// (a test keeps the two equal) as examples of the format.
public enum BuiltinShaders {
    /// `pageCurl.glsl`.
    public static let pageCurlSource = #"""
    // name: pageCurl
    // The page rolls away along a cylinder from its bottom right corner, showing its back
    // lightly, and uncovers the next page. Written for SegueKit in the gl-transitions format.
    // License: MIT

    uniform float radius; // = 0.08
    uniform float angle; // = 0.35
    uniform float backTint; // = 0.75
    uniform float shadow; // = 0.4

    const float PI = 3.141592653589793;

    // 1.0 where p is on the page (x in 0...ratio, y in 0...1), else 0.0.
    float onPage(vec2 p) {
      vec4 e = step(vec4(0.0, 0.0, p), vec4(p, ratio, 1.0));
      return e.x * e.y * e.z * e.w;
    }

    // Written without branches, sampling each page once: a software rasteriser runs every branch
    // for a whole block of pixels anyway, and the lookups are what costs.
    vec4 transition(vec2 uv) {
      // Square pixels: the page is ratio wide and 1 high, y up.
      vec2 q = vec2(uv.x * ratio, uv.y);
      // The curl travels along dir, from the corner with the lowest projection (bottom right) to
      // past the highest (top left), so that the page is flat at 0 and gone at 1.
      vec2 dir = vec2(-angle, 1.0) * inversesqrt(angle * angle + 1.0);
      vec2 corner = vec2(ratio * dir.x, dir.y);
      float lo = min(corner.x, 0.0) + min(corner.y, 0.0);
      float hi = max(corner.x, 0.0) + max(corner.y, 0.0);
      float r = max(radius, 0.001);
      // The cylinder's axis lies over the line dot(q, dir) = axis; s is the signed distance from it.
      float s = dot(q, dir) - mix(lo, hi + r, progress);

      // The part of the page already rolled wraps the cylinder (arc length t from the axis line)
      // and then lies flat on top, back side up, ahead of the axis. A screen point at distance s
      // sees, from the top down: the flat back (s >= 0, t = s + PI r) or the upper arc
      // (t = (PI - a) r, with sin a = -s / r), then the lower arc (t = a r) or the flat front
      // (s >= 0, the point itself); where none is on the page, the next page shows.
      float ahead = step(0.0, s);
      float x = -s / r;
      float inArc = step(x, 1.0) * (1.0 - ahead);
      x = clamp(x, 0.0, 1.0);
      float a = asin(x);
      vec2 oBack = q - (s + mix((PI - a) * r, s + PI * r, ahead)) * dir;
      vec2 oFront = q - (1.0 - ahead) * (s + a * r) * dir;
      float backOn = onPage(oBack) * (ahead + inArc);
      float frontOn = max(ahead, onPage(oFront) * inArc) * (1.0 - backOn);
      vec2 o = mix(oFront, oBack, backOn);
      vec4 page = getFromColor(vec2(o.x / ratio, o.y));

      // Light: the upper arc darkens towards the rim of the curl, the lower arc as it turns away.
      float light = mix(mix(1.0 - 0.35 * x, 0.8 + 0.2 * sqrt(1.0 - x * x), backOn), 1.0, ahead);
      // The back: the front's picture seen through thin paper, washed out.
      vec4 back = vec4(mix(page.rgb, vec3(1.0), clamp(backTint, 0.0, 1.0)) * light, 1.0);
      vec4 front = vec4(page.rgb * light, page.a);

      // The next page, in the shadow of the curl near its rim; the shadow leaves with the page.
      float away = max(-s - r, 0.0);
      float dark = shadow * exp(-away / r) * (1.0 - progress);
      vec4 next = getToColor(uv);
      next.rgb *= 1.0 - dark;
      return mix(mix(next, front, frontOn), back, backOn);
    }
    """#

    /// `wipe.glsl`.
    public static let wipeSource = #"""
    // name: wipe
    // A straight edge sweeps across the picture along `direction`, uncovering the next one,
    // with a soft edge. Written for SegueKit in the gl-transitions format.
    // License: MIT

    uniform vec2 direction; // = vec2(1.0, 0.0)
    uniform float smoothness; // = 0.1

    vec4 transition(vec2 uv) {
      vec2 d = length(direction) > 0.0001 ? normalize(direction) : vec2(1.0, 0.0);
      // Where uv lies along d: 0 at the first corner the edge reaches, 1 at the last.
      float extent = 0.5 * (abs(d.x) + abs(d.y));
      float along = (dot(uv - vec2(0.5), d) + extent) / (2.0 * extent);
      float soft = max(smoothness, 0.0001);
      // The edge runs from just before the first corner (nothing uncovered) to the last one.
      float edge = mix(-soft, 1.0, progress);
      float uncovered = 1.0 - smoothstep(edge, edge + soft, along);
      return mix(getFromColor(uv), getToColor(uv), uncovered);
    }
    """#

    /// `iris.glsl`.
    public static let irisSource = #"""
    // name: iris
    // A circle around `center` opens to uncover the next picture (or, with opening = false,
    // closes on the current one). Written for SegueKit in the gl-transitions format.
    // License: MIT

    uniform vec2 center; // = vec2(0.5, 0.5)
    uniform float smoothness; // = 0.05
    uniform bool opening; // = true

    // Distance in units of the height, so the circle stays round on a wide picture.
    float roundDistance(vec2 a, vec2 b) {
      return length((a - b) * vec2(ratio, 1.0));
    }

    vec4 transition(vec2 uv) {
      float soft = max(smoothness, 0.0001);
      float far = max(max(roundDistance(center, vec2(0.0, 0.0)), roundDistance(center, vec2(1.0, 0.0))),
                      max(roundDistance(center, vec2(0.0, 1.0)), roundDistance(center, vec2(1.0, 1.0))));
      float d = roundDistance(uv, center);
      float uncovered;
      if (opening) {
        // The next picture inside a growing circle, from a point to beyond the farthest corner.
        float r = mix(0.0, far + soft, progress);
        uncovered = 1.0 - smoothstep(r - soft, r, d);
      } else {
        // The current picture inside a shrinking circle.
        float r = mix(far + soft, 0.0, progress);
        uncovered = smoothstep(r - soft, r, d);
      }
      return mix(getFromColor(uv), getToColor(uv), uncovered);
    }
    """#

    /// `ripple.glsl`.
    public static let rippleSource = #"""
    // name: ripple
    // A drop falls on the picture at `center`: a ring of waves runs outwards from it, bending
    // the picture as it passes, and leaves the next picture calm behind it. Written for
    // SegueKit in the gl-transitions format.
    // License: MIT

    uniform vec2 center; // = vec2(0.5, 0.5)
    uniform float amplitude; // = 0.03
    uniform float width; // = 0.25
    uniform float waves; // = 2.5

    vec4 transition(vec2 uv) {
      // Distances in heights, so the rings stay round on a wide picture.
      vec2 aspect = vec2(ratio, 1.0);
      vec2 offset = (uv - center) * aspect;
      float d = length(offset);
      // The ring's middle runs from half a ring short of the centre (nothing reached yet) to
      // half a ring beyond the farthest corner (everything passed).
      float w = max(width, 0.001);
      float far = length(max(center, 1.0 - center) * aspect);
      float r = mix(-0.5 * w, far + 0.5 * w, progress);
      // Across the ring: -1 at its inner edge, 1 at its outer edge, held there beyond.
      float t = clamp((d - r) * 2.0 / w, -1.0, 1.0);
      float envelope = (1.0 - t * t) * (1.0 - t * t);
      // Each point moves along the radius by the height of the wave there: none outside the ring.
      float height = amplitude * envelope * sin(t * waves * 3.14159265);
      vec2 p = uv + offset / (max(d, 0.0001) * aspect) * height;
      // Behind the ring the next picture, ahead of it the current one: both ripple, and change
      // over the ring's middle half.
      return mix(getFromColor(p), getToColor(p), 1.0 - smoothstep(-0.5, 0.5, t));
    }
    """#

    /// `pixelate.glsl`.
    public static let pixelateSource = #"""
    // name: pixelate
    // The picture breaks into ever larger blocks, changes to the next one while coarsest, and
    // sharpens again. Written for SegueKit in the gl-transitions format.
    // License: MIT

    uniform ivec2 coarsest; // = ivec2(16, 9)
    uniform int levels; // = 8

    vec4 transition(vec2 uv) {
      // 0 at both ends, 1 halfway, in `levels` steps (0 only at the very ends).
      float amount = 1.0 - abs(2.0 * progress - 1.0);
      float n = float(max(levels, 1));
      float level = ceil(amount * n) / n;
      vec2 p = uv;
      if (level > 0.0) {
        // The block grid goes from 64 times finer than `coarsest` down to `coarsest`.
        vec2 coarse = max(vec2(coarsest), vec2(1.0));
        vec2 cells = coarse * exp2((1.0 - level) * 6.0);
        p = (floor(uv * cells) + 0.5) / cells;
      }
      return mix(getFromColor(p), getToColor(p), smoothstep(0.4, 0.6, progress));
    }
    """#

    /// The builtin page curl (used by `PageCurl`).
    public static let pageCurlTransition = builtin("pageCurl", pageCurlSource)

    /// Every builtin, parsed.
    public static let all: [GLTransition] = [pageCurlTransition] + [
        ("wipe", wipeSource), ("iris", irisSource), ("ripple", rippleSource), ("pixelate", pixelateSource),
    ].map { builtin($0.0, $0.1) }

    /// The sources are constants of this file and a test parses each of them, so a failure
    /// here is a programming error, not bad input.
    private static func builtin(_ name: String, _ source: String) -> GLTransition {
        do { return try GLTransition(name: name, source: source) } catch {
            preconditionFailure("builtin shader \(name) does not parse: \(error)")
        }
    }
}
