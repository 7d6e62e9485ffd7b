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
