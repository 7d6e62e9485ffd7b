#!/usr/bin/env bash
# GIF size and time: `segue record`'s own GIF writer next to ffmpeg's two-pass palette GIF
# (palettegen, then paletteuse, both with their defaults) made from the same frames.
# Usage: scripts/bench-gif.sh [SCRIPT] [WIDTHxHEIGHT]   (default docs/scripts/cube-rest.script 640x360)
set -euo pipefail
cd "$(dirname "$0")/.."
script=${1:-docs/scripts/cube-rest.script}
size=${2:-640x360}
swift build -c release --product segue >/dev/null
segue=.build/release/segue
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
bytes() { stat -c %s "$1"; }
frames() { ffprobe -v error -count_packets -select_streams v:0 -show_entries stream=nb_read_packets -of csv=p=0 "$1"; }
duration() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# The frames as PNGs (ffmpeg's input), then the GIF straight from the app.
a=$(now); "$segue" record --script "$script" --out "$tmp/frames/" --size "$size" --fps 25 --quiet >/dev/null; b=$(now)
echo "segue record → PNG frames: $(ls "$tmp/frames" | wc -l) frames in $(seconds "$a" "$b") s"
a=$(now); "$segue" record --script "$script" --out "$tmp/segue.gif" --size "$size" --fps 25 --quiet >/dev/null; b=$(now)
echo "segue record → GIF: $(bytes "$tmp/segue.gif") bytes, $(frames "$tmp/segue.gif") frames, $(duration "$tmp/segue.gif") s, in $(seconds "$a" "$b") s (drawing included)"

a=$(now)
ffmpeg -v error -y -framerate 25 -i "$tmp/frames/frame_%05d.png" -vf palettegen "$tmp/palette.png"
m=$(now)
ffmpeg -v error -y -framerate 25 -i "$tmp/frames/frame_%05d.png" -i "$tmp/palette.png" -lavfi paletteuse "$tmp/ffmpeg.gif"
b=$(now)
echo "ffmpeg palettegen + paletteuse: $(bytes "$tmp/ffmpeg.gif") bytes, $(frames "$tmp/ffmpeg.gif") frames, $(duration "$tmp/ffmpeg.gif") s, in $(seconds "$a" "$b") s ($(seconds "$a" "$m") + $(seconds "$m" "$b"), from the PNGs)"

# Fidelity: PSNR of each GIF, played at 25 fps, against the PNG frames.
psnr() {
    ffmpeg -i "$1" -framerate 25 -i "$tmp/frames/frame_%05d.png" \
        -lavfi "[0]fps=25,format=rgb24[a];[1]format=rgb24[b];[a][b]psnr" -f null - 2>&1 | grep -o "average:[0-9.]*"
}
echo "PSNR against the frames: segue $(psnr "$tmp/segue.gif"), ffmpeg $(psnr "$tmp/ffmpeg.gif")"
