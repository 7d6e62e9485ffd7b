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
