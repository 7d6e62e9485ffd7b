#!/usr/bin/env bash
# Runs every test, headless: Core tests, rendering tests (real GL through Mesa, under Xvfb),
# end-to-end app tests, and a build and scripted run of the example app in Examples/.
# Rendering tests fail, never skip, when no GL context can be had.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# GL tests must not run in parallel with each other; Core tests are fast either way.
xvfb-run -a -s "-screen 0 1920x1080x24" swift test --no-parallel "$@"

echo "Example app: building Examples/HelloSegue against the SegueKit library product"
swift build --package-path Examples/HelloSegue
script=$(mktemp --suffix=.script)
shot=$(mktemp --suffix=.png)
printf '0.10 key Enter\n1.00 key Escape\n2.00 end\n' > "$script"
Examples/HelloSegue/.build/debug/HelloSegue --headless --size 640x360 --script "$script" --screenshot "$shot" --screenshot-at 0.4
test -s "$shot" || { echo "the example app did not render a frame" >&2; exit 1; }
rm -f "$script" "$shot"
# An app on SegueApplication reports bad options and files as segue does: its own name, exit 2
# for a usage error, 1 for a failure, never a Swift fatal error.
app=Examples/HelloSegue/.build/debug/HelloSegue
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
expect_exit 1 "HelloSegue: error: cannot read script '/nonexistent.script': no such file" --headless --script /nonexistent.script
echo "Example app: built and ran a scripted session; bad options and files give clear errors"
