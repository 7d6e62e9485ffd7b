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
