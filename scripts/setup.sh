#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages SegueKit needs, when they are missing. Safe to run again.
set -euo pipefail

packages=(libsdl2-dev libsdl2-image-dev libgl-dev libegl-dev libgl1-mesa-dri
          xvfb xauth ffmpeg fonts-dejavu-core pkg-config
          # Text (docs/text.md): Pango with cairo and fontconfig; Noto for the scripts and colour
          # emoji; faces metric-close to iOS's (Inter for the system font, Liberation for
          # Helvetica/Arial, Times and Courier).
          libpango1.0-dev fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-inter fonts-liberation2)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "setup: need root or sudo to install packages" >&2; exit 1; }
        sudo="sudo"
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || {
    echo "setup: Swift 6 is required (https://www.swift.org/install/linux/) and was not found on PATH" >&2
    exit 1
}
