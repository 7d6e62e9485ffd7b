#!/usr/bin/env python3
"""Times kiwisolver on SPEC's layout chain, as `segue bench layout` times SegueKit's solver, and
prints one JSON line per size: {"n": N, "build_ms": …, "resize_us": …, "version": …}.

    python3 scripts/bench-layout-kiwi.py [--sizes 100,200,1000] [--runs 5]

The system and the timings are those of Sources/SegueBenchmarks/LayoutBenchmark.swift: N views
in a row, the window width W an edit variable (strong) starting at 58·N + 8, a resize 100 pt
wider; build = making the solver through reading the solution, resize = suggestValue,
updateVariables and reading every variable's value. Medians of the runs. Exits with status 3
when kiwisolver is not installed.
"""
import argparse
import json
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    print("kiwisolver is not installed (pip install kiwisolver)", file=sys.stderr)
    sys.exit(3)


def build(n, window):
    solver = kiwi.Solver()
    width = kiwi.Variable("W")
    solver.addEditVariable(width, "strong")
    solver.suggestValue(width, window)
    views = []
    for i in range(n):
        left, top, w, height = (kiwi.Variable(f"{name}{i}") for name in ("left", "top", "width", "height"))
        previous = views[-1] if views else None
        solver.addConstraint(left == (previous[0] + previous[2] if previous else 0) + 8)
        if previous:
            solver.addConstraint(w == previous[2])
        solver.addConstraint(top == 10)
        solver.addConstraint(height == 30)
        solver.addConstraint(w >= 10)
        solver.addConstraint((w == 100) | "weak")
        views.append((left, top, w, height))
    last = views[-1]
    solver.addConstraint(last[0] + last[2] == width - 8)
    solver.updateVariables()
    return solver, width, views


def read(views):
    total = 0.0
    for left, top, w, height in views:
        total += left.value() + top.value() + w.value() + height.value()
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,200,1000")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for n in (int(s) for s in args.sizes.split(",")):
        start_width = 58 * n + 8
        builds, resizes = [], []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            solver, width, views = build(n, start_width)
            read(views)
            t1 = time.perf_counter()
            solver.suggestValue(width, start_width + 100)
            solver.updateVariables()
            read(views)
            t2 = time.perf_counter()
            builds.append((t1 - t0) * 1e3)
            resizes.append((t2 - t1) * 1e6)
        print(json.dumps({"n": n, "build_ms": statistics.median(builds), "resize_us": statistics.median(resizes),
                          "version": kiwi.__version__}), flush=True)


if __name__ == "__main__":
    main()
