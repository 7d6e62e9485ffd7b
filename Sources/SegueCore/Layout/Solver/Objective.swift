import Foundation

/// The simplex's objective with its strengths ranked strictly, as UIKit ranks priorities
/// ("higher priority constraints are met before lower priority constraints"): one row per
/// strength present, the strongest first. A symbol's cost is the vector of its coefficients in
/// those rows, compared lexicographically, so no amount of error in weaker constraints — nor
/// several of them together — outweighs a point of error in a stronger one. Within one
/// strength, errors add up point for point.
///
/// Weighted (``Solver/StrengthOrder/weighted``), it is Cassowary's and kiwisolver's single row,
/// each error at its weight: several weak errors may then outweigh a strong one.
struct Objective {
    let order: Solver.StrengthOrder
    /// The rows, by strength (its weight), strongest first; weighted, one row of weight 1.
    private(set) var levels: [(weight: Double, row: Row)] = []

    init(order: Solver.StrengthOrder) { self.order = order }

    /// The row a constraint of `weight` adds to, and the factor its coefficients take there.
    private mutating func place(_ weight: Double) -> (index: Int, factor: Double) {
        order == .ranked ? (level(weight), 1) : (level(1), weight)
    }

    /// The index of the row of `weight`, made when missing.
    private mutating func level(_ weight: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].weight == weight { return mid }
            if levels[mid].weight > weight { low = mid + 1 } else { high = mid }
        }
        levels.insert((weight, Row()), at: low)
        return low
    }

    /// Adds `coefficient` × `symbol` to the row of `weight`.
    mutating func insert(_ symbol: Symbol, weight: Double, _ coefficient: Double = 1) {
        let (i, factor) = place(weight)
        levels[i].row.insert(symbol, factor * coefficient)
        pruneIfEmpty(i)
    }

    /// Adds `coefficient` × `row` to the row of `weight`.
    mutating func insert(_ row: Row, weight: Double, _ coefficient: Double) {
        let (i, factor) = place(weight)
        levels[i].row.insert(row, factor * coefficient)
        pruneIfEmpty(i)
    }

    private mutating func pruneIfEmpty(_ i: Int) {
        if levels[i].row.cells.isEmpty { levels.remove(at: i) }
    }

    /// Replaces `symbol` by `row` in every row.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for i in levels.indices.reversed() {
            _ = levels[i].row.substitute(symbol, row)
            pruneIfEmpty(i)
        }
    }

    /// Takes `symbol` out of every row.
    mutating func remove(_ symbol: Symbol) {
        for i in levels.indices.reversed() {
            levels[i].row.remove(symbol)
            pruneIfEmpty(i)
        }
    }

    /// Moves each row's constant by `factor` × its coefficient of `symbol` (bookkeeping of the
    /// objective's value when a constant of the tableau shifts).
    mutating func shiftConstants(by factor: Double, along symbol: Symbol) {
        for i in levels.indices { _ = levels[i].row.add(factor * levels[i].row.coefficient(symbol)) }
    }

    /// The oldest symbol (not a dummy) whose increase lowers the objective: its first nonzero
    /// coefficient, strongest row first, is negative. Nil at the optimum.
    func entering() -> Symbol? {
        var candidate: Symbol?
        for (i, level) in levels.enumerated() {
            // Negative here, and nothing in a stronger row (where it would be decided).
            guard let symbol = level.row.oldestNegative(where: { s in !levels[..<i].contains { $0.row.coefficient(s) != 0 } })
            else { continue }
            if candidate == nil || symbol < candidate! { candidate = symbol }
        }
        return candidate
    }

    /// Whether increasing `symbol`, which moves a variable `rate` points per unit, costs more
    /// than a preference of `weight` gains: ranked, its first nonzero coefficient in the rows
    /// stronger than `weight` is positive; weighted, its coefficient exceeds twice `weight` ×
    /// `rate`.
    func costs(_ symbol: Symbol, moreThan weight: Double, rate: Double) -> Bool {
        if order == .weighted { return (levels.first?.row.coefficient(symbol) ?? 0) > 2 * weight * abs(rate) }
        for level in levels where level.weight > weight {
            let c = level.row.coefficient(symbol)
            if c != 0 { return c > 0 }
        }
        return false
    }

    /// Orders `a`'s cost divided by `da` against `b`'s divided by `db` (the dual simplex's
    /// ratio test), strongest row first: negative when `a`'s is smaller, 0 when they are equal.
    func compareRatios(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Int {
        for level in levels {
            let x = level.row.coefficient(a) / da, y = level.row.coefficient(b) / db
            // Ranked, a difference below the rows' own precision does not decide over the weaker
            // rows; weighted, ties are exact (Cassowary's and kiwisolver's ratio test).
            if order == .ranked ? !nearZero(x - y) : x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
