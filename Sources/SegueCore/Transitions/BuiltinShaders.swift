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

    // Whether a point of the page (x in 0...ratio, y in 0...1) exists.
    bool onPage(vec2 p) {
      return p.x >= 0.0 && p.x <= ratio && p.y >= 0.0 && p.y <= 1.0;
    }

    vec4 pageFront(vec2 p, float light) {
      vec4 c = getFromColor(vec2(p.x / ratio, p.y));
      return vec4(c.rgb * light, c.a);
    }

    // The back of the page: the front's picture seen through thin paper, washed out.
    vec4 pageBack(vec2 p, float light) {
      vec4 c = getFromColor(vec2(p.x / ratio, p.y));
      vec3 washed = mix(c.rgb, vec3(1.0), clamp(backTint, 0.0, 1.0));
      return vec4(washed * light, 1.0);
    }

    vec4 transition(vec2 uv) {
      // Square pixels: the page is ratio wide and 1 high, y up.
      vec2 q = vec2(uv.x * ratio, uv.y);
      // The curl travels along dir, from the corner with the lowest projection (bottom right) to
      // past the highest (top left), so that the page is flat at 0 and gone at 1.
      vec2 dir = normalize(vec2(-angle, 1.0));
      float c1 = ratio * dir.x;
      float c2 = dir.y;
      float c3 = ratio * dir.x + dir.y;
      float lo = min(min(0.0, c1), min(c2, c3));
      float hi = max(max(0.0, c1), max(c2, c3));
      float r = max(radius, 0.001);
      // The cylinder's axis lies over the line dot(q, dir) = axis; s is the signed distance from it.
      float axis = mix(lo, hi + r, progress);
      float s = dot(q, dir) - axis;

      // The part of the page already rolled wraps the cylinder (arc length t = angle * r from the
      // axis line) and then lies flat on top, back side up, ahead of the axis. A screen point at
      // distance s sees, from the top down: the flat back, the upper arc, the lower arc, the flat
      // front; where none is on the page, the next page shows.
      if (s >= 0.0) {
        float t = s + PI * r;
        vec2 o = q - (s + t) * dir;
        if (onPage(o)) {
          return pageBack(o, 1.0);
        }
        return getFromColor(uv);
      }
      if (s >= -r) {
        float a = asin(clamp(-s / r, 0.0, 1.0));
        // Upper arc: angle PI - a, back side, darker towards the rim of the curl.
        float tUp = (PI - a) * r;
        vec2 oUp = q - (s + tUp) * dir;
        if (onPage(oUp)) {
          return pageBack(oUp, 0.8 + 0.2 * cos(a));
        }
        // Lower arc: angle a, front side, turning away from the light.
        float tDown = a * r;
        vec2 oDown = q - (s + tDown) * dir;
        if (onPage(oDown)) {
          return pageFront(oDown, 1.0 - 0.35 * sin(a));
        }
      }
      // The next page, in the shadow of the curl near its rim; the shadow leaves with the page.
      float away = max(-s - r, 0.0);
      float dark = shadow * exp(-away / r) * (1.0 - progress);
      vec4 next = getToColor(uv);
      return vec4(next.rgb * (1.0 - dark), next.a);
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
    // Rings of waves spread from `center` and bend the picture while it fades into the next;
    // the waves rise and die away with the transition. Written for SegueKit in the
    // gl-transitions format.
    // License: MIT

    uniform vec2 center; // = vec2(0.5, 0.5)
    uniform float amplitude; // = 0.03
    uniform float frequency; // = 28.0
    uniform float speed; // = 24.0

    vec4 transition(vec2 uv) {
      vec2 offset = (uv - center) * vec2(ratio, 1.0);
      float d = length(offset);
      // Strongest halfway, exactly zero at both ends.
      float strength = amplitude * 4.0 * progress * (1.0 - progress);
      vec2 bend = vec2(0.0);
      if (d > 0.0001) {
        vec2 outward = offset / d;
        bend = outward * vec2(1.0 / ratio, 1.0) * sin(d * frequency - progress * speed) * strength;
      }
      vec2 p = clamp(uv + bend, vec2(0.0), vec2(1.0));
      float blend = smoothstep(0.25, 0.75, progress);
      return mix(getFromColor(p), getToColor(p), blend);
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
