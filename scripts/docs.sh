#!/usr/bin/env bash
# Builds the DocC documentation of the SegueKit library (its articles and every public
# declaration of its modules) with warnings as errors, and checks that no public declaration
# lacks a doc comment. The combined archive lands in .build/plugins/Swift-DocC/outputs/.
#   scripts/docs.sh            # check (CI runs this from scripts/test.sh)
#   scripts/docs.sh --preview  # the same, then serve SegueKit's catalog on localhost
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(SegueCore SegueIO SegueAssets SegueRender SeguePlatform SegueRecorder SegueKit SegueCommands)
args=()
for t in "${targets[@]}"; do args+=(--target "$t"); done
swift package --disable-sandbox generate-documentation "${args[@]}" \
  --enable-experimental-combined-documentation --warnings-as-errors
python3 scripts/doc-coverage.py
if [ "${1:-}" = "--preview" ]; then
  swift package --disable-sandbox preview-documentation --target SegueKit
fi
