#!/usr/bin/env bash
# Runs the quick tier of the tests, headless (every test but the soak tier's, scripts/soak.sh):
# Core tests, rendering tests (real GL through Mesa, under Xvfb), end-to-end app tests, and the
# example app in Examples/: built, its storyboard checked, a session recorded and run, with no
# build warnings; the README's run command (a release build showing the demo); and the DocC
# documentation (scripts/docs.sh). Rendering tests fail, never skip, when no GL context can be
# had.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The quick tier: every test but the soak tier's (scripts/soak.sh), in parallel. Every test that
# touches GL, SDL or a window is @MainActor and synchronous, so those run one at a time on the
# main thread while the other tests run beside them.
xvfb-run -a -s "-screen 0 1920x1080x24" swift test "$@"

echo "Example app: building Examples/HelloSegue against the SegueKit library product (Swift 6, no warnings)"
build_log=$(mktemp)
swift build --package-path Examples/HelloSegue 2>&1 | tee "$build_log"
# SwiftPM's own note on Pango's pkg-config files (GLib's carry -pthread, which
# SwiftPM drops and names on every build) is not a warning about code; every other one fails.
warnings=$(grep "warning:" "$build_log" | grep -v "^warning: prohibited flag(s): -pthread\(, -pthread\)*$" || true)
if [ -n "$warnings" ]; then
  echo "the example app's build has warnings:" >&2; echo "$warnings" >&2; rm -f "$build_log"; exit 1
fi
rm -f "$build_log"
# CustomContainer's tests: a page swapped into the container fills it at any window size.
swift test --package-path Examples/HelloSegue
app=Examples/HelloSegue/.build/debug/HelloSegue
storyboard=Examples/HelloSegue/Sources/HelloSegue/Resources/Hello.yaml
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# check: the storyboard names the app's own controller, segue and transition classes; segue,
# without them, refuses it.
"$app" check "$storyboard"
if .build/debug/segue check "$storyboard" >/dev/null 2>&1; then
  echo "segue check accepted HelloSegue's storyboard without HelloSegue's classes" >&2; exit 1
fi
# record: Enter swings to the second screen (the app's segue and transition), a drag of the card
# unwinds home (handled in code).
printf '0.20 key Enter\n1.20 drag 160 210 160 360 0.4\n2.40 end\n' > "$work/hello.script"
"$app" record --script "$work/hello.script" --out "$work/frames" --size 640x360 --fps 10 --trace "$work/trace.jsonl" --quiet
test "$(ls "$work/frames" | wc -l)" = 24 || { echo "HelloSegue record: expected 24 frames" >&2; exit 1; }
grep -q '"event":"unwind"' "$work/trace.jsonl" || { echo "HelloSegue record: the drag did not unwind" >&2; exit 1; }
# run: a scripted session with a screenshot.
printf '0.10 key Enter\n1.00 key Escape\n2.00 end\n' > "$work/run.script"
xvfb-run -a -s "-screen 0 1920x1080x24" "$app" --headless --size 640x360 --script "$work/run.script" --screenshot "$work/shot.png" --screenshot-at 0.4
test -s "$work/shot.png" || { echo "the example app did not render a frame" >&2; exit 1; }
# An app on SegueCommands reports bad options and files as segue does: its own name, exit 2
# for a usage error, 1 for a failure, never a Swift fatal error.
expect_exit() {  # STATUS TEXT ARGS...
  local want=$1 text=$2; shift 2
  local out status=0
  out=$("$app" "$@" 2>&1) || status=$?
  if [ "$status" != "$want" ] || ! grep -qF -- "$text" <<<"$out"; then
    echo "HelloSegue $*: expected exit $want and '$text', got exit $status: $out" >&2; exit 1
  fi
}
expect_exit 0 "USAGE: HelloSegue" --help
expect_exit 2 "HelloSegue: error: --size must be WIDTHxHEIGHT with positive whole numbers, got '10'" --size 10
expect_exit 2 "HelloSegue: error: unknown option '--bogus'" --bogus
expect_exit 2 "HelloSegue: error: --record needs --script" run --record "$work/x.mp4"
expect_exit 1 "HelloSegue: error: cannot read script '/nonexistent.script': no such file" --headless --script /nonexistent.script
expect_exit 1 "/nonexistent.yaml:1:1: error: cannot open storyboard: no such file" check /nonexistent.yaml
echo "Example app: checked and recorded its own storyboard, ran a scripted session; bad options and files give clear errors"

echo "The README's run command: the app built for release (a compiler failure only optimised builds meet fails here) shows the demo"
xvfb-run -a -s "-screen 0 1920x1080x24" scripts/run.sh --size 640x360 --screenshot "$work/demo.png" --quit-after 2
test -s "$work/demo.png" || { echo "scripts/run.sh did not show the demo" >&2; exit 1; }

echo "Documentation: the DocC catalog with warnings as errors, and a doc comment on every public declaration"
scripts/docs.sh
