#!/usr/bin/env bash
# Regenerates the pictures in docs/images from the demo scripts in docs/scripts, with the app
# itself (segue record, headless, with the pointer and keys shown): one still mid-transition per
# demo and a captioned GIF of the cube.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product segue
segue=.build/release/segue
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# demo:second-of-the-still
for entry in cube:1.45 explode:1.35 segmented:1.32 photos:1.52 gallery:1.55 navigation:1.35; do
    name=${entry%%:*}; at=${entry##*:}
    "$segue" record --script "docs/scripts/$name.script" --out "$tmp/$name/" --fps 30 --cursor --keys --quiet >/dev/null
    frame=$(printf 'frame_%05d.png' "$(awk -v t="$at" 'BEGIN { printf "%d", t * 30 + 1 }')")
    ffmpeg -v error -y -i "$tmp/$name/$frame" -vf scale=640:-1 "docs/images/$name.png"
done
"$segue" record --script docs/scripts/cube-demo.script --out docs/images/cube.gif --size 800x450 --fps 25 --cursor --keys --quiet
echo "wrote docs/images"
