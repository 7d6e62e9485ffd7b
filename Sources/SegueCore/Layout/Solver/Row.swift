import Foundation

/// An unknown of the solver's tableau: a user's ``Variable`` (external) or one the solver made
/// (a slack for an inequality, an error for a non-required constraint, a dummy marking a
/// required equality). The id orders symbols, which makes every pivot choice deterministic.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    /// Slack and error symbols are restricted to values ≥ 0; a pivot may choose them.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    // The id alone identifies a symbol: hash and compare it only.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Values this close to zero are zero: they are rounding left over from pivots.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, or, before it has a basic
/// symbol, `0 = constant + Σ …`.
struct Row {
    var cells: [Symbol: Double] = [:]
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(_ symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        cells[symbol, default: 0] += coefficient
        if nearZero(cells[symbol]!) { cells[symbol] = nil }
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Turns `0 = constant + c × symbol + …` into `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Turns `lhs = … + c × rhs + …` into `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of its row.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }
}
