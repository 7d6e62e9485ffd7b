import Foundation
import Testing
@testable import SegueCore

/// The Cassowary solver: required and preferred constraints, inequalities, strengths deciding
/// conflicts, edit variables, removal, refusals, and kiwisolver's answers on random systems.
@Suite("Constraint solver")
struct SolverTests {
    /// Whether `a` and `b` agree to within `tolerance`.
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test("Required equalities chain: x = 10, y = x + 5, z = 2y")
    func equalities() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(Constraint(y - x, .equal, LinearExpression(constant: 5)))
        try solver.addConstraint(Constraint(LinearExpression(z), .equal, 2 * y))
        try solver.addConstraint(Constraint(x, .equal, 10))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 30)
    }

    @Test("Inequalities bound a weak preference from either side")
    func inequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 20))
        let wish = Constraint(x, .equal, 100, strength: .weak)
        try solver.addConstraint(wish)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(wish)
        try solver.addConstraint(Constraint(x, .equal, -5, strength: .weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }

    @Test("A weak preference loses to a strong one; a required constraint beats both")
    func strengths() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .strong))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 15))
        solver.updateVariables()
        #expect(solver.value(of: x) == 15)
        // UIKit priorities: 750 over 250, and 251 over 250 when they compete point for point.
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(a + b, .equal, LinearExpression(constant: 100)))
        try solver.addConstraint(Constraint(a, .equal, 0, strength: Strength(priority: 250)))
        try solver.addConstraint(Constraint(b, .equal, 0, strength: Strength(priority: 251)))
        solver.updateVariables()
        #expect(solver.value(of: a) == 100)
        #expect(solver.value(of: b) == 0)
    }

    @Test("UIKit priorities map onto weights: 1000 is required, 750 strong, 1 weak")
    func priorities() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Self.close(Strength(priority: 750).weight, Strength.strong.weight, 1e-3))
        #expect(Self.close(Strength(priority: 1).weight, Strength.weak.weight, 1e-9))
        #expect(Strength(priority: 251) > Strength(priority: 250))
        #expect(Strength(priority: 999) < .required)
        // SPEC's names for them.
        #expect(LayoutPriority.required.strength == .required)
        #expect(!(LayoutPriority.required - 1).strength.isRequired)
        #expect(LayoutPriority.defaultHigh.strength == .strong)
        #expect(LayoutPriority.defaultLow.strength < .medium)
        #expect(LayoutPriority.fittingSizeLevel.strength < LayoutPriority.defaultLow.strength)
        #expect((LayoutPriority.defaultLow + 1).description == "251")
    }

    @Test("An edit variable drags a value within required bounds, and lets go when removed")
    func editVariables() throws {
        // A slider's knob: 0 ≤ knob ≤ 200, resting at 50 (weak) until dragged.
        let knob = Variable("knob"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(knob, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(knob, .lessThanOrEqual, 200))
        try solver.addConstraint(Constraint(LinearExpression(right), .equal, knob + 20))
        try solver.addConstraint(Constraint(knob, .equal, 50, strength: .weak))
        try solver.addEditVariable(knob, strength: .strong)
        for (suggested, expected) in [(120.0, 120.0), (260, 200), (-40, 0), (75.5, 75.5)] {
            try solver.suggestValue(knob, suggested)
            solver.updateVariables()
            #expect(solver.value(of: knob) == expected, "suggested \(suggested)")
            #expect(solver.value(of: right) == expected + 20)
        }
        #expect(throws: SolverError.duplicateEditVariable(knob)) { try solver.addEditVariable(knob, strength: .medium) }
        try solver.removeEditVariable(knob)
        solver.updateVariables()
        #expect(solver.value(of: knob) == 50)
        #expect(throws: SolverError.unknownEditVariable(knob)) { try solver.suggestValue(knob, 1) }
        #expect(throws: SolverError.requiredEditVariable(knob)) { try solver.addEditVariable(knob, strength: .required) }
    }

    @Test("Removing constraints brings back the solutions before they were added")
    func removal() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(Constraint(LinearExpression(right), .equal, left + width))
        try solver.addConstraint(Constraint(left, .equal, 10, strength: .strong))
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .medium))
        solver.updateVariables()
        let before = [left, width, right].map(solver.value(of:))
        #expect(before == [10, 100, 110])
        let clamp = Constraint(right, .lessThanOrEqual, 50)
        let shift = Constraint(left, .equal, 30)
        try solver.addConstraint(clamp)
        try solver.addConstraint(shift)
        solver.updateVariables()
        #expect([left, width, right].map(solver.value(of:)) == [30, 20, 50])
        try solver.removeConstraint(clamp)
        solver.updateVariables()
        #expect([left, width, right].map(solver.value(of:)) == [30, 100, 130])
        try solver.removeConstraint(shift)
        solver.updateVariables()
        #expect([left, width, right].map(solver.value(of:)) == before)
        #expect(throws: SolverError.unknownConstraint(shift)) { try solver.removeConstraint(shift) }
    }

    @Test("A conflicting required constraint throws and leaves the solver as it was")
    func unsatisfiable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, 2 * x))
        try solver.addConstraint(Constraint(x, .equal, 40, strength: .weak))
        let tooSmall = Constraint(y, .lessThanOrEqual, 5, identifier: "tooSmall")
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(tooSmall) }
        #expect(error == .unsatisfiableConstraint(tooSmall))
        #expect(error?.description.contains("unsatisfiable constraint: [tooSmall]") == true)
        #expect(!solver.hasConstraint(tooSmall))
        // Only required equalities left: the conflict is caught without a pivot.
        let pinned = Constraint(x, .equal, 40)
        try solver.addConstraint(pinned)
        let other = Constraint(x, .equal, 41)
        #expect(throws: SolverError.unsatisfiableConstraint(other)) { try solver.addConstraint(other) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 80)
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 100))
        #expect(throws: SolverError.duplicateConstraint(pinned)) { try solver.addConstraint(pinned) }
    }

    @Test("A row of views follows the window's width through an edit variable, re-solved in place")
    func chainFollowsTheWidth() throws {
        // The layout benchmark's chain: each view 8 pt after the previous, all as wide as the
        // first, at least 10 wide, 100 wide if they can (weak); the last 8 pt from the edge.
        let count = 10
        let solver = Solver()
        let width = Variable("W")
        try solver.addEditVariable(width, strength: .strong)
        let lefts = (0..<count).map { Variable("left\($0)") }, widths = (0..<count).map { Variable("width\($0)") }
        for i in 0..<count {
            let previousRight: LinearExpression = i == 0 ? LinearExpression(constant: 0) : lefts[i - 1] + widths[i - 1]
            try solver.addConstraint(Constraint(LinearExpression(lefts[i]), .equal, previousRight + 8))
            if i > 0 { try solver.addConstraint(Constraint(LinearExpression(widths[i]), .equal, LinearExpression(widths[i - 1]))) }
            try solver.addConstraint(Constraint(widths[i], .greaterThanOrEqual, 10))
            try solver.addConstraint(Constraint(widths[i], .equal, 100, strength: .weak))
        }
        try solver.addConstraint(Constraint(lefts[count - 1] + widths[count - 1], .equal, width - 8))
        // Just 100 each; wider and narrower (the window's strong width beats the weak 100);
        // too narrow (the required minimum beats the window's width).
        for (window, each, solvedWindow) in [(1088.0, 100.0, 1088.0), (1200, 111.2, 1200), (200, 11.2, 200), (100, 10, 188), (1000, 91.2, 1000)] {
            try solver.suggestValue(width, window)
            solver.updateVariables()
            #expect(Self.close(solver.value(of: width), solvedWindow), "window \(window)")
            for i in 0..<count {
                #expect(Self.close(solver.value(of: widths[i]), each), "window \(window), view \(i)")
                #expect(Self.close(solver.value(of: lefts[i]), 8 + Double(i) * (each + 8)), "window \(window), view \(i)")
            }
        }
    }

    @Test("Ambiguity: a variable only bounded, or shared by a sum, is ambiguous; a preference settles it")
    func ambiguity() throws {
        let x = Variable("x"), a = Variable("a"), b = Variable("b"), unseen = Variable("unseen")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10))
        try solver.addConstraint(Constraint(a + b, .equal, LinearExpression(constant: 100)))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(a))
        #expect(solver.isAmbiguous(b))
        #expect(solver.isAmbiguous(unseen))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .weak))
        try solver.addConstraint(Constraint(a, .equal, 40, strength: .weak))
        solver.updateVariables()
        let before = [x, a, b].map(solver.value(of:))
        #expect(before == [10, 40, 60])
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(a))
        #expect(!solver.isAmbiguous(b))
        // Probing leaves the solution and the constraints as they were.
        solver.updateVariables()
        #expect([x, a, b].map(solver.value(of:)) == before)
        let pin = Constraint(x, .equal, 3)
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect([x, a, b].map(solver.value(of:)) == before)
    }

    // MARK: kiwisolver

    /// One random system of the fixture and kiwisolver's solution of it.
    struct KiwiCase: Decodable {
        struct Spec: Decodable {
            var terms: [[Double]]
            var constant: Double
            var op: String
            var strength: StrengthSpec
        }
        enum StrengthSpec: Decodable {
            case required, weight(Double)
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let weight = try? container.decode(Double.self) { self = .weight(weight) } else {
                    let name = try container.decode(String.self)
                    guard name == "required" else {
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "strength \(name)")
                    }
                    self = .required
                }
            }
            var strength: Strength {
                switch self {
                case .required: .required
                case .weight(let w): Strength(weight: w)
                }
            }
        }
        struct Edit: Decodable {
            var variable: Int
            var strength: Double
            var value: Double
        }
        var variables: Int
        var constraints: [Spec]
        var edits: [Edit]
        var failsAt: Int?
        var values: [Double]
        var removals: [Int]
        var valuesAfterRemovals: [Double]?
    }

    struct KiwiFixture: Decodable {
        var seed: Int
        var cases: [KiwiCase]
    }

    /// The systems come from `scripts/make-solver-fixture.py`. Their optimum is unique: each
    /// variable is pinned by a non-required equality of its own random weight, and the script
    /// kept only systems kiwisolver solves to the same values in three orders of adding. So the
    /// values must match variable by variable, not just in objective: a tied optimum, where two
    /// correct solvers may differ, is what the script leaves out. Where kiwisolver refused a
    /// required constraint, this solver must refuse the same one and keep the solution of the
    /// constraints before it. Then the listed constraints are removed and the values must be
    /// kiwisolver's again (the optimum of what is left, also unique).
    @Test("Random systems solve to kiwisolver's values")
    func matchesKiwisolver() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwi-systems.json")
        let fixture = try JSONDecoder().decode(KiwiFixture.self, from: Data(contentsOf: url))
        #expect(fixture.cases.count >= 300)
        #expect(fixture.cases.contains { $0.failsAt != nil })
        #expect(fixture.cases.contains { !$0.edits.isEmpty })
        #expect(fixture.cases.contains { !$0.removals.isEmpty })
        var mismatches: [String] = []
        for (index, system) in fixture.cases.enumerated() {
            let xs = (0..<system.variables).map { Variable("x\($0)") }
            let solver = Solver()
            var refused: Int?
            var added: [Constraint] = []
            for (i, spec) in system.constraints.enumerated() {
                let terms = spec.terms.map { Term(xs[Int($0[0])], $0[1]) }
                let relation = Constraint.Relation(rawValue: spec.op)!
                let constraint = Constraint(LinearExpression(terms, constant: spec.constant), relation,
                                            strength: spec.strength.strength)
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch SolverError.unsatisfiableConstraint(let c) where c === constraint {
                    refused = i
                    break
                }
            }
            if refused != system.failsAt {
                mismatches.append("case \(index): refused \(refused.map(String.init) ?? "none"), kiwisolver \(system.failsAt.map(String.init) ?? "none")")
                continue
            }
            for edit in system.edits {
                try solver.addEditVariable(xs[edit.variable], strength: Strength(weight: edit.strength))
                try solver.suggestValue(xs[edit.variable], edit.value)
            }
            // Every variable is pinned, so none is ambiguous; probing must not move the solution.
            if let free = xs.first(where: solver.isAmbiguous) {
                mismatches.append("case \(index): \(free) is ambiguous")
            }
            solver.updateVariables()
            let values = xs.map(solver.value(of:))
            if !zip(values, system.values).allSatisfy({ Self.close($0, $1) }) {
                mismatches.append("case \(index): \(values) != kiwisolver's \(system.values)")
            }
            guard let expected = system.valuesAfterRemovals else { continue }
            for i in system.removals { try solver.removeConstraint(added[i]) }
            solver.updateVariables()
            let after = xs.map(solver.value(of:))
            if !zip(after, expected).allSatisfy({ Self.close($0, $1) }) {
                mismatches.append("case \(index) after removing \(system.removals): \(after) != kiwisolver's \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(fixture.cases.count):\n\(mismatches.prefix(10).joined(separator: "\n"))")
    }
}
