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
  // Distances in square pixels: the page is ratio wide and 1 high.
  vec2 toPoint = uv - center;
  vec2 offset = toPoint * vec2(ratio, 1.0);
  float inverse = inversesqrt(max(dot(offset, offset), 1e-8));
  float d = dot(offset, offset) * inverse;
  // Strongest halfway, exactly zero at both ends.
  float strength = amplitude * 4.0 * progress * (1.0 - progress);
  // Each point moves outwards (in uv, along toPoint) by the wave's height there.
  vec2 bend = toPoint * (inverse * sin(d * frequency - progress * speed) * strength);
  vec2 p = clamp(uv + bend, vec2(0.0), vec2(1.0));
  float blend = smoothstep(0.25, 0.75, progress);
  return mix(getFromColor(p), getToColor(p), blend);
}
