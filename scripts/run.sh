#!/usr/bin/env bash
# Builds (release) and runs the app with the demo storyboard. Arguments go to `segue run`.
# With no display (a server, a container), run it under Xvfb and save a screenshot:
#   xvfb-run -a scripts/run.sh --screenshot shot.png --quit-after 3
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product segue
exec .build/release/segue run "$@"
