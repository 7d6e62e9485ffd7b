import Foundation

/// What a ``Solver`` refuses, with the constraint or variable it was given.
public enum SolverError: Error, CustomStringConvertible, Equatable {
    /// A required constraint conflicts with the required constraints already added; the solver
    /// is left as it was before the call.
    case unsatisfiableConstraint(Constraint)
    /// The constraint has been added already.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or has been removed).
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable must be weaker than required (a required edit could never move).
    case requiredEditVariable(Variable)
    /// The tableau reached a state the algorithm rules out (a bug, not a user error).
    case internalError(String)

    /// One sentence for a person.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): "unsatisfiable constraint: \(c) conflicts with the required constraints already added"
        case .duplicateConstraint(let c): "duplicate constraint: \(c) has been added already"
        case .unknownConstraint(let c): "unknown constraint: \(c) is not in the solver"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v) is an edit variable already"
        case .unknownEditVariable(let v): "unknown edit variable: \(v) is not an edit variable"
        case .requiredEditVariable(let v): "edit variable \(v) cannot be required"
        case .internalError(let what): "solver internal error: \(what)"
        }
    }
}

/// An incremental Cassowary solver (Badros, Borning and Stuckey's simplex over a tableau in
/// solved form, with error variables for non-required constraints and edit variables).
///
/// Add and remove ``Constraint``s one at a time; the solution after each call is the optimum of
/// the constraints present: every required constraint holds and the error of the others is
/// smallest, strength by strength, the strongest first (``Strength``: the objective keeps one
/// row per strength), or summed by weight when made ``StrengthOrder/weighted``. Edit variables
/// (``addEditVariable(_:strength:)``) are values that change often, such as a window's width or
/// a dragged point: ``suggestValue(_:_:)`` re-solves from the last solution with the dual
/// simplex, which is much cheaper than building again.
/// Read results with ``value(of:)`` after ``updateVariables()``.
public final class Solver {
    /// The parts of a constraint in the tableau: the symbol that marks its row and, for a
    /// non-required equality or inequality, its second error or slack symbol.
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    private struct Edit {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    /// How non-required strengths weigh against each other.
    public enum StrengthOrder: Sendable {
        /// Strictly by strength, as UIKit ranks priorities: the stronger constraints' error is
        /// made as small as it can be before any weaker one's is looked at.
        case ranked
        /// Each error at its strength's weight, summed (Cassowary's and kiwisolver's objective):
        /// several weak errors may outweigh a strong one.
        case weighted
    }

    /// Everything a failed required constraint rolls back.
    private struct Tableau {
        var rows = RowTable()
        var objective: Objective
        var infeasible: [Symbol] = []
    }

    /// How the solver weighs non-required strengths against each other.
    public let strengthOrder: StrengthOrder
    private var tableau: Tableau
    private var constraints: [Constraint: Tag] = [:]
    /// Each variable's place in `externals`.
    private var variables = VariableTable()
    /// The variables, in that order (the table does not keep them alive).
    private var variableList: [Variable] = []
    /// The external symbols, in the order their variables were first seen.
    private var externals: [Symbol] = []
    private var edits: [Variable: Edit] = [:]
    private var artificial: Row?
    private var nextID = 0
    /// The values at the last ``updateVariables()``, by place in `externals`.
    private var values: [Double] = []

    /// An empty solver that weighs strengths as `strengthOrder` says (UIKit's strict ranking
    /// unless told otherwise).
    public init(strengthOrder: StrengthOrder = .ranked) {
        self.strengthOrder = strengthOrder
        tableau = Tableau(objective: Objective(order: strengthOrder))
    }

    /// How many variables the solver has met. It never forgets one (a removed constraint's
    /// variables keep their symbols), so an owner whose variables come and go builds a new
    /// solver from time to time.
    public var variableCount: Int { variableList.count }

    /// Whether `constraint` has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The value `variable` had at the last ``updateVariables()`` (0 for a variable the solver
    /// has not seen, or has not solved for since).
    public func value(of variable: Variable) -> Double {
        guard let index = variables[variable], index < values.count else { return 0 }
        return values[index]
    }

    /// Copies the current solution into the values ``value(of:)`` reads.
    public func updateVariables() {
        values.removeAll(keepingCapacity: true)
        values.reserveCapacity(externals.count)
        for symbol in externals {
            let value = tableau.rows.constant(symbol) ?? 0
            values.append(value == 0 ? 0 : value) // no −0
        }
    }

    // MARK: Ambiguity

    /// The weight per point of the preference ``isAmbiguous(_:)`` pulls with.
    private static let probeWeight = 1e-3

    /// Whether the constraints leave `variable` free to take more than one value at the optimum
    /// (an ambiguous layout, in UIKit's words): a variable only bounded by inequalities, or not
    /// constrained at all. It probes: the variable is pulled up, then down, by a preference far
    /// weaker than any constraint's (weight 10⁻³ per point; a preference weaker than that counts
    /// as none), and is ambiguous when it moves. The solver is left exactly as it was.
    ///
    /// Most variables are settled without probing: a basic variable whose row holds only dummies
    /// and restricted symbols that each cost more (in the objective) than the pull could gain
    /// by moving them cannot move under either pull, so the probe's answer is known.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let index = variables[variable] else { return true }
        let symbol = externals[index]
        if let row = tableau.rows[symbol], row.cells.allSatisfy({ cell in
            cell.symbol.isDummy || (!cell.symbol.isExternal
                && tableau.objective.costs(cell.symbol, moreThan: Solver.probeWeight, rate: cell.coefficient))
        }) {
            return false
        }
        let saved = (tableau, constraints, nextID)
        defer { (tableau, constraints, nextID) = saved }
        func probe(_ target: Double) -> Double? {
            defer { (tableau, constraints, nextID) = saved }
            do {
                try addConstraint(Constraint(variable, .equal, target, strength: Strength(weight: Solver.probeWeight)))
            } catch {
                return nil
            }
            return tableau.rows.constant(symbol) ?? 0
        }
        guard let high = probe(1e7), let low = probe(-1e7) else { return true }
        return high - low > 1e-6
    }

    // MARK: Constraints

    /// Adds `constraint` and re-solves.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it is in the solver already;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` when it is required and conflicts with the
    ///   required constraints present (the solver is then as it was before the call).
    public func addConstraint(_ constraint: Constraint) throws {
        if constraints[constraint] != nil { throw SolverError.duplicateConstraint(constraint) }
        var (tag, row) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
            // Only dummies: the constraint restates required equalities; it holds when the
            // constant is zero and can never hold otherwise.
            if !nearZero(row.constant) { throw SolverError.unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            tableau.rows[subject] = row
        } else {
            let saved = tableau
            if try !addWithArtificialVariable(row) {
                tableau = saved
                throw SolverError.unsatisfiableConstraint(constraint)
            }
        }
        constraints[constraint] = tag
        try optimize(useArtificial: false)
    }

    /// Adds each constraint in order (see ``addConstraint(_:)``); stops at the first that fails.
    public func addConstraints(_ list: [Constraint]) throws {
        for constraint in list { try addConstraint(constraint) }
    }

    /// Removes `constraint` and re-solves.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // Take the constraint's errors out of the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = tableau.rows[symbol] {
                tableau.objective.insert(row, weight: constraint.strength.weight, -1)
            } else {
                tableau.objective.insert(symbol, weight: constraint.strength.weight, -1)
            }
        }
        // Make the marker basic, then drop its row: that removes the constraint's equation.
        if tableau.rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw SolverError.internalError("no row to remove for \(constraint)")
            }
            var row = tableau.rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(useArtificial: false)
    }

    /// Puts `replacement` in the place of `constraint`. When the two differ only in their
    /// constants (the same terms, relation and strength: a view's frame or a constraint's
    /// `constant` changed), the tableau is shifted in place and re-solved with the dual simplex,
    /// as `suggestValue(_:_:)` does for an edit variable; otherwise, or when the new constant
    /// cannot hold, it is a removal and an addition.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when `constraint` is not in the solver;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` when `replacement` is required and cannot
    ///   hold (then `constraint` is gone and `replacement` is not added).
    public func replaceConstraint(_ constraint: Constraint, with replacement: Constraint) throws {
        guard let tag = constraints[constraint] else { throw SolverError.unknownConstraint(constraint) }
        guard constraints[replacement] == nil, replacement.relation == constraint.relation,
              replacement.strength == constraint.strength,
              Self.sameTerms(constraint.expression, replacement.expression) else {
            try removeConstraint(constraint)
            try addConstraint(replacement)
            return
        }
        constraints[constraint] = nil
        constraints[replacement] = tag
        let delta = replacement.expression.constant - constraint.expression.constant
        if delta == 0 { return }
        // The constraint's row was `constant + terms + k·marker (+ …) = 0`. With the constant
        // moved by delta it holds for marker′ = marker − delta/k: every row through the marker
        // shifts by its coefficient × delta/k, or the marker's own row by −delta/k.
        let shift = delta / markerCoefficient(constraint)
        let saved = tableau
        var consistent = true
        func shifted(_ basic: Symbol, _ constant: Double) {
            if basic.isDummy { consistent = consistent && nearZero(constant) }
            else if constant < 0, !basic.isExternal { tableau.infeasible.append(basic) }
        }
        if tableau.rows.contains(tag.marker) {
            shifted(tag.marker, tableau.rows[tag.marker]!.add(-shift))
        } else {
            var touched: [(Symbol, Double)] = []
            tableau.rows.forEach { basic, row in
                let coefficient = row.coefficient(tag.marker)
                if coefficient != 0 { touched.append((basic, row.add(shift * coefficient))) }
            }
            for (basic, constant) in touched.reversed() { shifted(basic, constant) }
            tableau.objective.shiftConstants(by: shift, along: tag.marker)
        }
        if consistent, (try? dualOptimize()) != nil { return }
        // The new constant cannot hold with the required constraints: back to the old tableau,
        // and the slow way, which refuses the replacement as an addition does.
        tableau = saved
        constraints[replacement] = nil
        constraints[constraint] = tag
        try removeConstraint(constraint)
        try addConstraint(replacement)
    }

    /// The coefficient `makeRow(_:)` gives the marker of `constraint` in its row.
    private func markerCoefficient(_ constraint: Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Whether two expressions have the same variables with the same coefficients, in order.
    static func sameTerms(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable !== y.variable || x.coefficient != y.coefficient {
            return false
        }
        return true
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `strength` (weaker than required); until a value is
    /// suggested it prefers 0 at that strength.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        if edits[variable] != nil { throw SolverError.duplicateEditVariable(variable) }
        if strength.isRequired { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Makes `variable` an ordinary variable again (its edit constraint goes).
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Asks for `variable` to be `value`, at its edit strength, and re-solves from the current
    /// solution (dual simplex).
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var edit = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        // The edit constraint is `variable − value = e⁺ − e⁻`: moving the value by delta moves
        // e⁺ by −delta where it is basic, e⁻ by +delta, and otherwise every row through e⁺.
        let plus = edit.tag.marker, minus = edit.tag.other!
        if tableau.rows.contains(plus) {
            if tableau.rows[plus]!.add(-delta) < 0 { tableau.infeasible.append(plus) }
        } else if tableau.rows.contains(minus) {
            if tableau.rows[minus]!.add(delta) < 0 { tableau.infeasible.append(minus) }
        } else {
            var infeasible: [Symbol] = []
            tableau.rows.forEach { basic, row in
                let coefficient = row.coefficient(plus)
                if coefficient != 0, row.add(delta * coefficient) < 0, !basic.isExternal {
                    infeasible.append(basic)
                }
            }
            tableau.infeasible += infeasible.reversed()
        }
        try dualOptimize()
    }

    // MARK: The tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let index = variables[variable] { return externals[index] }
        let symbol = newSymbol(.external)
        variables.insert(variable, place: externals.count)
        variableList.append(variable)
        externals.append(symbol)
        return symbol
    }

    /// The constraint as a row over the current parametric symbols, with its slack, error or
    /// dummy symbols; a non-required constraint's errors enter the objective at its weight.
    private func makeRow(_ constraint: Constraint) -> (Tag, Row) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0 with slack ≥ 0 (≥: minus the slack).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                tableau.objective.insert(error, weight: weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, weight: weight)
                tableau.objective.insert(minus, weight: weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (tag, row)
    }

    /// The symbol to make basic in a new row: an external variable if there is one (the
    /// first made), else the constraint's own slack or error when it has a negative coefficient
    /// (so the row stays feasible); nil when the row needs an artificial variable.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds `row` through a temporary artificial variable, minimised to zero (phase one of the
    /// simplex); false when it cannot reach zero, i.e. the row cannot hold.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        tableau.rows[art] = row
        artificial = row
        try optimize(useArtificial: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if var basic = tableau.rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            tableau.rows[entering] = basic
        }
        tableau.rows.forEach { _, row in row.remove(art) }
        tableau.objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that turn negative.
    private func substitute(_ symbol: Symbol, _ row: Row) {
        var infeasible: [Symbol] = []
        tableau.rows.forEach { basic, target in
            if target.substitute(symbol, row), !basic.isExternal, target.constant < 0 { infeasible.append(basic) }
        }
        // Rows are walked in id order; the dual pivots take the newest first.
        tableau.infeasible += infeasible.reversed()
        tableau.objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex: pivots until no objective coefficient is negative.
    private func optimize(useArtificial: Bool) throws {
        while true {
            // The oldest symbol whose increase lowers the objective (Bland's rule: no cycling).
            guard let entering = useArtificial ? artificial!.oldestNegative() : tableau.objective.entering() else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            var row = tableau.rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            tableau.rows[entering] = row
        }
    }

    /// The restricted row that bounds `entering` first (smallest ratio; ties to the oldest).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        tableau.rows.forEachRow { symbol, row in
            guard !symbol.isExternal else { return }
            let coefficient = row.coefficient(entering)
            guard coefficient < 0 else { return }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    /// Dual simplex: pivots the infeasible rows back to feasibility, keeping optimality.
    private func dualOptimize() throws {
        while let leaving = tableau.infeasible.popLast() {
            guard var row = tableau.rows[leaving], row.constant < 0 else { continue }
            var best: (coefficient: Double, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                guard let b = best else { best = (coefficient, symbol); continue }
                let order = tableau.objective.compareRatios(symbol, coefficient, b.symbol, b.coefficient)
                if order < 0 || (order == 0 && symbol < b.symbol) { best = (coefficient, symbol) }
            }
            guard let entering = best?.symbol else {
                throw SolverError.internalError("the dual simplex found no entering symbol")
            }
            tableau.rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, row)
            tableau.rows[entering] = row
        }
    }

    /// The row to pivot `marker` into when removing its constraint: a restricted row where the
    /// marker has a negative coefficient (smallest ratio), else a restricted one with a positive
    /// coefficient, else an unrestricted one.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?, second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        func better(_ ratio: Double, _ symbol: Symbol, than best: (ratio: Double, symbol: Symbol)?) -> Bool {
            best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol)
        }
        tableau.rows.forEachRow { symbol, row in
            let coefficient = row.coefficient(marker)
            if coefficient == 0 { return }
            if symbol.kind == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better(ratio, symbol, than: first) { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if better(ratio, symbol, than: second) { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}
