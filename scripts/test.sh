#!/usr/bin/env bash
# Runs every test, headless: Core tests, rendering tests (real GL through Mesa, under Xvfb),
# end-to-end app tests. Rendering tests fail, never skip, when no GL context can be had.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export SEGUE_REQUIRE_GL=1
# GL tests must not run in parallel with each other; Core tests are fast either way.
xvfb-run -a -s "-screen 0 1920x1080x24" swift test --no-parallel "$@"
