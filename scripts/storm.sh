#!/usr/bin/env bash
# The long input storms, by command: the plain storm (no renderer) and the GL storm (the
# renderer drawing every frame while the window is resized across every size the GL context
# allows), each with EVENTS events spread over its seeds (default 100000). Headless.
#   scripts/storm.sh [EVENTS]
set -euo pipefail
cd "$(dirname "$0")/.."
events="${1:-100000}"
scripts/setup.sh
SEGUE_STORM_EVENTS="$events" SEGUE_GL_STORM_EVENTS="$events" \
    xvfb-run -a -s "-screen 0 1920x1080x24" swift test --no-parallel --filter 'InputStormTests|GLStormTests'
