#!/usr/bin/env python3
"""Makes random constraint systems, solves them with kiwisolver and prints them with its answers
as JSON, for the solver's live differential test (Tests/SegueCoreTests/Layout/SolverTests.swift).

    python3 scripts/kiwi-differential.py [--cases N] [--seed S]

Unlike the fixed fixture (scripts/make-solver-fixture.py), a system need not determine all its
variables: only some are pinned, so others may be free, only bounded, or tied between optima.
Which variables a system determines is decided here, with kiwisolver: each variable is pulled up
and then down by a preference far weaker than any constraint (weight 1e-6 per point, towards
±1e7); it is determined when both pulls leave it at the same value, and only determined
variables' values are compared. A required constraint that kiwisolver refuses is recorded and
left out (kiwisolver is rebuilt without it, as the refusal leaves its tableau changed), and the
constraints after it are still added.

Each system is checked twice: after its constraints and edits (edit variables added and values
suggested), and after removing some constraints, removing one edit variable and suggesting new
values for the others. Exits with status 3 when kiwisolver is not installed.
"""
import argparse
import json
import random
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    print("kiwisolver is not installed (pip install kiwisolver)", file=sys.stderr)
    sys.exit(3)

OPS = ["==", "<=", ">="]
NAMED = [1.0, 1e3, 1e6]
PULL, PULL_WEIGHT, SAME = 1e7, 1e-6, 1e-6


def random_system(rng):
    n = rng.randint(2, 7)
    constraints = []
    for i in range(n):
        if rng.random() < 0.5:  # a pin for about half the variables, at its own weight
            constraints.append({"terms": [[i, 1.0]], "constant": -float(rng.randint(-200, 200)),
                                "op": "==", "strength": round(rng.uniform(0.5, 10), 3)})
    for _ in range(rng.randint(1, 10)):
        k = rng.randint(1, min(3, n))
        terms = [[i, float(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3]))] for i in rng.sample(range(n), k)]
        r = rng.random()
        strength = "required" if r < 0.45 else rng.choice(NAMED) if r < 0.75 else round(rng.uniform(1, 5000), 2)
        constraints.append({"terms": terms, "constant": float(rng.randint(-100, 100)),
                            "op": rng.choice(OPS), "strength": strength})
    rng.shuffle(constraints)
    edits = [{"variable": i, "strength": rng.choice([1e6, 1e3, round(rng.uniform(20, 900), 2)]),
              "value": float(rng.randint(-300, 300)), "later": float(rng.randint(-300, 300))}
             for i in rng.sample(range(n), rng.randint(0, min(3, n)))]
    return {"variables": n, "constraints": constraints, "edits": edits}


def make_constraint(spec, xs):
    expr = sum((coef * xs[i] for i, coef in spec["terms"]), 0) + spec["constant"]
    c = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[spec["op"]]
    return c | ("required" if spec["strength"] == "required" else spec["strength"])


def answers(solver, xs):
    """Every variable's value and whether the system determines it."""
    solver.updateVariables()
    values = [x.value() for x in xs]
    determined = []
    for x in xs:
        probes = []
        for target in (PULL, -PULL):
            pull = (x == target) | PULL_WEIGHT
            solver.addConstraint(pull)
            solver.updateVariables()
            probes.append(x.value())
            solver.removeConstraint(pull)
        determined.append(abs(probes[0] - probes[1]) <= SAME)
    return [round(v, 9) for v in values], determined


def run(system, rng):
    xs = [kiwi.Variable(f"x{i}") for i in range(system["variables"])]
    made = [make_constraint(spec, xs) for spec in system["constraints"]]
    solver, accepted, refused = kiwi.Solver(), [], []
    for index, c in enumerate(made):
        try:
            solver.addConstraint(c)
            accepted.append(index)
        except kiwi.UnsatisfiableConstraint:
            refused.append(index)
            solver = kiwi.Solver()
            for i in accepted:
                solver.addConstraint(made[i])
    for edit in system["edits"]:
        solver.addEditVariable(xs[edit["variable"]], edit["strength"])
        solver.suggestValue(xs[edit["variable"]], edit["value"])
    system["refused"] = refused
    system["values"], system["determined"] = answers(solver, xs)
    system["removals"] = rng.sample(accepted, rng.randint(0, len(accepted)))
    for index in system["removals"]:
        solver.removeConstraint(made[index])
    system["removedEdit"] = system["edits"][0]["variable"] if system["edits"] else None
    for edit in system["edits"]:
        if edit["variable"] == system["removedEdit"]:
            solver.removeEditVariable(xs[edit["variable"]])
        else:
            solver.suggestValue(xs[edit["variable"]], edit["later"])
    system["valuesAfter"], system["determinedAfter"] = answers(solver, xs)
    return system


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2511)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = [run(random_system(rng), rng) for _ in range(args.cases)]
    json.dump({"generator": "scripts/kiwi-differential.py", "seed": args.seed, "kiwisolver": kiwi.__version__,
               "cases": cases}, sys.stdout, separators=(",", ":"))
    print()


if __name__ == "__main__":
    main()
