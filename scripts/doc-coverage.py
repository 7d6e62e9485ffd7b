#!/usr/bin/env python3
"""Counts the package's public declarations that have no doc comment.

Reads the symbol graphs that `swift package dump-symbol-graph` writes and lists every public
or open symbol of the library product's modules (what an app that depends on SegueKit sees)
whose declaration carries no `///` comment. The demo app's own screens (SegueDemo) and the
benchmarks are not part of the library. Exits 1 when any is missing, so CI keeps the count at
zero.

    scripts/doc-coverage.py            # builds the symbol graphs, then counts
    scripts/doc-coverage.py --no-dump  # counts the graphs already under .build
"""
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
SOURCES = "file://" + os.path.join(ROOT, "Sources") + "/"
# The modules of the `SegueKit` library product and the targets they depend on.
LIBRARY = {"SegueCore", "SegueIO", "SegueAssets", "SegueRender", "SeguePlatform", "SegueRecorder", "SegueKit", "SegueCommands"}


def symbol_graphs():
    pattern = os.path.join(ROOT, ".build", "*", "symbolgraph", "*.symbols.json")
    return sorted(glob.glob(pattern))


def main():
    if "--no-dump" not in sys.argv:
        subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    graphs = symbol_graphs()
    if not graphs:
        print("doc-coverage: no symbol graphs under .build; run without --no-dump", file=sys.stderr)
        return 2
    seen = set()
    missing = []
    total = 0
    for path in graphs:
        module = os.path.basename(path).split(".")[0].split("@")[0]
        if module not in LIBRARY:
            continue
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location", {}).get("uri", "")
            if not location.startswith(SOURCES):
                continue  # tests, dependencies, or synthesized members
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            total += 1
            lines = symbol.get("docComment", {}).get("lines", [])
            if not any(line.get("text", "").strip() for line in lines):
                line = symbol["location"]["position"]["line"] + 1
                name = ".".join(symbol.get("pathComponents", []))
                missing.append((location[len("file://" + ROOT) + 1:], line, name))
    for file, line, name in sorted(missing):
        print(f"{file}:{line}: public declaration without a doc comment: {name}")
    print(f"doc-coverage: {total - len(missing)} of {total} public declarations documented, "
          f"{len(missing)} without a doc comment")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
