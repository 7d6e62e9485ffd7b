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
