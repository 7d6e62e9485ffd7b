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
