#!/usr/bin/env bash
# The soak tier: the tests the quick tier (scripts/test.sh) leaves out — resident memory over
# 1,000 segue round trips of the demo, in a process of its own, and the run loop's main-actor
# sleeps, which need the main actor to themselves (one test at a time). They run only with
# SEGUE_SOAK=1; CI runs this after the quick tier.
#   scripts/soak.sh [swift test options]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
SEGUE_SOAK=1 xvfb-run -a -s "-screen 0 1920x1080x24" swift test --no-parallel --filter 'MemorySoakTests|SceneRunLoopTests|RunLoopTests' "$@"
