#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages SegueKit needs, when they are missing. Safe to run again.
set -euo pipefail

packages=(libsdl2-dev libsdl2-image-dev libgl-dev libegl-dev libgl1-mesa-dri
          xvfb xauth ffmpeg fonts-dejavu-core pkg-config
          # Text (docs/text.md): Pango with cairo and fontconfig; Noto for the scripts and colour
          # emoji; faces metric-close to iOS's (Inter for the system font, Liberation for
          # Helvetica/Arial, Times and Courier). Vector images (PDF and SVG in asset catalogues):
          # Poppler and librsvg.
          libpango1.0-dev libpoppler-glib-dev librsvg2-dev fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-inter fonts-liberation2)
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

# kiwisolver for the python3 on PATH: the solver's differential test and `segue bench layout`
# compare with it. pip installs it for the user; where the Python is the system's own (Debian 12,
# Ubuntu 23.04 and later refuse pip there) --break-system-packages lets it.
if ! python3 -c 'import kiwisolver' 2>/dev/null; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    if ! command -v python3 >/dev/null || ! python3 -m pip --version >/dev/null 2>&1; then
        echo "setup: installing python3-pip"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3 python3-pip >/dev/null
    fi
    echo "setup: installing kiwisolver for $(command -v python3)"
    pip=(python3 -m pip install --quiet --disable-pip-version-check)
    python3 -m pip install --help 2>/dev/null | grep -q -- --break-system-packages && pip+=(--break-system-packages)
    # Outside a virtual environment as the user; inside one (where --user is refused), into it.
    "${pip[@]}" --user kiwisolver 2>/dev/null || "${pip[@]}" kiwisolver
    python3 -c 'import kiwisolver' || { echo "setup: kiwisolver could not be installed for python3" >&2; exit 1; }
fi

command -v swift >/dev/null || {
    echo "setup: Swift 6 is required (https://www.swift.org/install/linux/) and was not found on PATH" >&2
    exit 1
}
