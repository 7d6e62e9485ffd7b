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
