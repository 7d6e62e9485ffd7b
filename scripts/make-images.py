#!/usr/bin/env python3
"""Generates the demo images in Assets/images (our own procedural pictures).

Run it again to regenerate them; the output is deterministic. Needs numpy.
"""
import os
import struct
import zlib

import numpy as np

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Assets", "images")


def write_png(path, rgb):
    """Writes an H×W×3 or H×W×4 uint8 array as a PNG."""
    h, w, c = rgb.shape
    kind = 2 if c == 3 else 6
    raw = b"".join(b"\x00" + rgb[y].tobytes() for y in range(h))

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, kind, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def grid(w, h):
    y, x = np.mgrid[0:h, 0:w].astype(np.float64)
    return x / w, y / h


def mix(a, b, t):
    t = np.clip(t, 0, 1)[..., None]
    return np.array(a, float) * (1 - t) + np.array(b, float) * t


def ridge(x, seed, scale, amp, base):
    rng = np.random.default_rng(seed)
    y = np.full_like(x, base)
    for k in range(1, 6):
        y += amp / k * np.sin(x * scale * k * 2.1 + rng.uniform(0, 6.28))
    return y


def landscape(w, h, seed, sky_top, sky_bottom, sun, layers):
    x, y = grid(w, h)
    img = mix(sky_top, sky_bottom, y / 0.7)
    if sun:
        cx, cy, r, col = sun
        d = np.hypot((x - cx) * w / h, y - cy)
        img = np.where((d < r)[..., None], np.array(col, float), img)
        glow = np.clip(1 - d / (r * 3), 0, 1) ** 2 * 0.35
        img = img * (1 - glow[..., None]) + np.array(col, float) * glow[..., None]
    for i, (col, base, amp) in enumerate(layers):
        top = ridge(x[0], seed + i, 3 + i * 2, amp, base)
        img = np.where((y > top[None, :])[..., None], np.array(col, float), img)
    return np.clip(img, 0, 255).astype(np.uint8)


def ocean(w, h):
    x, y = grid(w, h)
    img = mix((40, 110, 200), (170, 215, 245), y / 0.5)
    sea = y > 0.55
    waves = 0.5 + 0.5 * np.sin(x * 60 + np.sin(y * 40) * 2 + y * 90)
    water = mix((10, 70, 140), (30, 120, 190), (y - 0.55) / 0.45) + waves[..., None] * 18
    img = np.where(sea[..., None], water, img)
    d = np.hypot((x - 0.75) * w / h, y - 0.25)
    img = np.where((d < 0.08)[..., None], np.array((255, 250, 220), float), img)
    return np.clip(img, 0, 255).astype(np.uint8)


def city(w, h, seed=7):
    x, y = grid(w, h)
    img = mix((8, 10, 40), (60, 30, 90), y)
    rng = np.random.default_rng(seed)
    px = (x * w).astype(int)
    py = (y * h).astype(int)
    col = np.zeros((h, w), bool)
    xs = 0
    while xs < w:
        bw = int(rng.integers(w // 20, w // 8))
        bh = rng.uniform(0.25, 0.75)
        building = (px >= xs) & (px < xs + bw - 2) & (y > 1 - bh)
        lit = ((px - xs) % 8 < 4) & (py % 10 < 5) & (rng.random((h, w)) < 0.5)
        img = np.where(building[..., None], np.array((25, 25, 35), float), img)
        img = np.where((building & lit)[..., None], np.array((250, 210, 110), float), img)
        col |= building
        xs += bw
    stars = (rng.random((h, w)) < 0.002) & ~col & (y < 0.5)
    img = np.where(stars[..., None], 255.0, img)
    return np.clip(img, 0, 255).astype(np.uint8)


def pattern(size=48):
    x, y = grid(size, size)
    img = mix((236, 226, 208), (222, 208, 186), y)
    d1 = np.hypot(x - 0.5, y - 0.5)
    img = np.where((np.abs(d1 - 0.3) < 0.04)[..., None], np.array((196, 120, 86), float), img)
    for cx, cy in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        d = np.hypot(x - cx, y - cy)
        img = np.where((d < 0.14)[..., None], np.array((120, 150, 170), float), img)
    return np.clip(img, 0, 255).astype(np.uint8)


def badge(size=256):
    """A round app badge with transparency."""
    x, y = grid(size, size)
    d = np.hypot(x - 0.5, y - 0.5)
    img = np.zeros((size, size, 4))
    body = mix((255, 94, 58), (255, 42, 104), y)
    img[..., :3] = body
    img[..., 3] = np.clip((0.48 - d) * size, 0, 1) * 255
    # A white arrow: a bar and a triangle pointing right.
    bar = (np.abs(y - 0.5) < 0.07) & (x > 0.25) & (x < 0.55)
    tri = (x >= 0.55) & (x < 0.75) & (np.abs(y - 0.5) < (0.75 - x) * 0.9)
    img[..., :3] = np.where((bar | tri)[..., None], 255.0, img[..., :3])
    return np.clip(img, 0, 255).astype(np.uint8)


def main():
    os.makedirs(os.path.join(OUT, "photos"), exist_ok=True)
    write_png(os.path.join(OUT, "pattern.png"), pattern())
    write_png(os.path.join(OUT, "badge.png"), badge())
    photos = {
        "sunset": landscape(640, 427, 1, (250, 120, 80), (255, 200, 120), (0.3, 0.45, 0.09, (255, 240, 200)),
                            [((120, 60, 90), 0.62, 0.05), ((70, 30, 60), 0.72, 0.04), ((35, 15, 35), 0.85, 0.03)]),
        "alps": landscape(427, 640, 2, (90, 150, 230), (200, 225, 250), None,
                          [((235, 240, 250), 0.35, 0.08), ((90, 110, 130), 0.5, 0.06), ((40, 90, 50), 0.75, 0.04)]),
        "ocean": ocean(600, 600),
        "panorama": landscape(900, 360, 3, (40, 60, 140), (240, 150, 110), (0.8, 0.55, 0.06, (255, 230, 170)),
                              [((70, 70, 110), 0.6, 0.06), ((40, 40, 70), 0.75, 0.05)]),
        "city": city(480, 640),
        "desert": landscape(640, 480, 4, (120, 180, 240), (250, 230, 200), (0.2, 0.2, 0.07, (255, 255, 235)),
                            [((225, 170, 100), 0.6, 0.03), ((200, 130, 70), 0.75, 0.03), ((160, 95, 50), 0.9, 0.02)]),
    }
    for name, img in photos.items():
        write_png(os.path.join(OUT, "photos", name + ".png"), img)


if __name__ == "__main__":
    main()
