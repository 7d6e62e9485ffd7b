#!/usr/bin/env python3
"""Writes random constraint systems and kiwisolver's solutions of them, as the fixture the
Swift solver's differential test reads (Tests/SegueCoreTests/Layout/Fixtures/kiwi-systems.json).

    pip install kiwisolver
    python3 scripts/make-solver-fixture.py [--cases N] [--seed S]

Every system first pins each of its variables with a non-required `v == c` of its own random
weight, so its optimum is bounded; a system is kept only when kiwisolver gives the same values for every
variable whatever the order the constraints are added in (three orders), which keeps out
systems whose optimum is not unique (two solvers may pick different points of a tied optimum).
A system whose required constraints conflict is kept with the index of the first constraint
kiwisolver refuses and the solution of the constraints before it. A system that solves also
lists some of its constraints to remove afterwards, with kiwisolver's values once they are gone
(kept only when they equal a fresh solve of the constraints left).
"""
import argparse
import json
import random

import kiwisolver as kiwi

OPS = ["==", "<=", ">="]
NAMED = {"weak": 1.0, "medium": 1e3, "strong": 1e6}


def random_system(rng):
    n = rng.randint(2, 6)
    # Pins first: every prefix of the list (what is left when a required constraint is
    # refused) still pins every variable, so its optimum stays unique too.
    constraints = [{"terms": [[i, 1.0]], "constant": -float(rng.randint(-200, 200)),
                    "op": "==", "strength": round(rng.uniform(0.5, 10), 3)} for i in range(n)]
    for _ in range(rng.randint(1, 8)):
        k = rng.randint(1, min(3, n))
        terms = [[i, float(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3]))] for i in rng.sample(range(n), k)]
        r = rng.random()
        strength = "required" if r < 0.45 else rng.choice(list(NAMED.values())) if r < 0.75 else round(rng.uniform(1, 5000), 2)
        constraints.append({"terms": terms, "constant": float(rng.randint(-100, 100)),
                            "op": rng.choice(OPS), "strength": strength})
    edits = []
    if rng.random() < 0.5:
        for i in rng.sample(range(n), rng.randint(1, min(2, n))):
            edits.append({"variable": i, "strength": rng.choice([NAMED["strong"], NAMED["medium"], round(rng.uniform(20, 900), 2)]),
                          "value": float(rng.randint(-300, 300))})
    return {"variables": n, "constraints": constraints, "edits": edits}


def make_constraint(spec, xs):
    expr = sum((coef * xs[i] for i, coef in spec["terms"]), 0) + spec["constant"]
    c = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[spec["op"]]
    s = spec["strength"]
    return c | ("required" if s == "required" else s)


def solve(system, order):
    """kiwisolver's values, and the index (in system order) of the first constraint refused."""
    xs = [kiwi.Variable(f"x{i}") for i in range(system["variables"])]
    solver = kiwi.Solver()
    specs = system["constraints"]
    for index in order:
        try:
            solver.addConstraint(make_constraint(specs[index], xs))
        except kiwi.UnsatisfiableConstraint:
            return None, index
    for edit in system["edits"]:
        solver.addEditVariable(xs[edit["variable"]], edit["strength"])
        solver.suggestValue(xs[edit["variable"]], edit["value"])
    solver.updateVariables()
    return [x.value() for x in xs], None


def solve_then_remove(system, removals):
    """kiwisolver's values after adding the whole system and then removing `removals`."""
    xs = [kiwi.Variable(f"x{i}") for i in range(system["variables"])]
    solver = kiwi.Solver()
    made = [make_constraint(spec, xs) for spec in system["constraints"]]
    for c in made:
        solver.addConstraint(c)
    for edit in system["edits"]:
        solver.addEditVariable(xs[edit["variable"]], edit["strength"])
        solver.suggestValue(xs[edit["variable"]], edit["value"])
    for index in removals:
        solver.removeConstraint(made[index])
    solver.updateVariables()
    return [x.value() for x in xs]


def n_pins(system):
    return system["variables"]


def agree(a, b):
    return all(abs(p - q) < 1e-7 for p, q in zip(a, b))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--out", default="Tests/SegueCoreTests/Layout/Fixtures/kiwi-systems.json")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases, dropped = [], 0
    while len(cases) < args.cases:
        system = random_system(rng)
        m = len(system["constraints"])
        values, fails = solve(system, list(range(m)))
        if fails is not None:
            # Keep the prefix kiwisolver accepted; the Swift test expects the same refusal.
            prefix = dict(system, constraints=system["constraints"][:fails], edits=[])
            values, again = solve(prefix, list(range(fails)))
            assert again is None
            system = dict(system, edits=[])
            orders = [list(range(fails))[::-1], rng.sample(range(fails), fails)]
            check = prefix
        else:
            orders = [list(range(m))[::-1], rng.sample(range(m), m)]
            check = system
        if any((lambda r: r[1] is not None or not agree(r[0], values))(solve(check, o)) for o in orders):
            dropped += 1
            continue
        system["removals"], system["valuesAfterRemovals"] = [], None
        if fails is None and m > n_pins(system):
            # Remove some of the constraints after the pins, in a random order; the result must
            # be the optimum of what is left, which a fresh solve (in another order) confirms.
            extra = list(range(n_pins(system), m))
            removals = rng.sample(extra, rng.randint(1, len(extra)))
            after = solve_then_remove(system, removals)
            kept = dict(system, constraints=[c for i, c in enumerate(system["constraints"]) if i not in removals])
            fresh, refused = solve(kept, list(range(len(kept["constraints"])))[::-1])
            if refused is not None or not agree(after, fresh):
                dropped += 1
                continue
            system["removals"], system["valuesAfterRemovals"] = removals, [round(v, 9) for v in after]
        system["failsAt"] = fails
        system["values"] = [round(v, 9) for v in values]
        cases.append(system)
    with open(args.out, "w") as f:
        f.write('{"generator": "scripts/make-solver-fixture.py", "seed": %d, "kiwisolver": "%s", "cases": [\n'
                % (args.seed, kiwi.__version__))
        f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in cases))
        f.write("\n]}\n")
    print(f"{len(cases)} systems ({sum(c['failsAt'] is not None for c in cases)} unsatisfiable), "
          f"{dropped} dropped as not unique")


if __name__ == "__main__":
    main()
