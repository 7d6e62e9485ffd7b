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
/// symbol, `0 = constant + Σ …`. The cells are kept sorted by symbol: rows are short, and adding
/// one row to another is then a merge, cheaper than hashing every symbol.
struct Row {
    /// The symbols with their coefficients (none zero), sorted by symbol id.
    private(set) var cells: [(symbol: Symbol, coefficient: Double)] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    /// The symbols of the row, in id order.
    var symbols: some Sequence<Symbol> { cells.lazy.map(\.symbol) }

    /// Where `symbol` is, or where it would go.
    private func index(of symbol: Symbol) -> (Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(_ symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (i, found) = index(of: symbol)
        if found {
            cells[i].coefficient += coefficient
            if nearZero(cells[i].coefficient) { cells.remove(at: i) }
        } else if !nearZero(coefficient) {
            cells.insert((symbol, coefficient), at: i)
        }
    }

    /// Adds `coefficient × row` (a merge of the two sorted lists).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        if row.cells.count * 8 < cells.count {
            // A few cells into many: insert them one by one, in place.
            for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
            return
        }
        var merged: [(symbol: Symbol, coefficient: Double)] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < row.cells.count {
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || row.cells[j].symbol.id < cells[i].symbol.id {
                let value = row.cells[j].coefficient * coefficient
                if !nearZero(value) { merged.append((row.cells[j].symbol, value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + row.cells[j].coefficient * coefficient
                if !nearZero(value) { merged.append((cells[i].symbol, value)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (i, found) = index(of: symbol)
        if found { cells.remove(at: i) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + c × symbol + …` into `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let (i, _) = index(of: symbol)
        let factor = -1 / cells.remove(at: i).coefficient
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `lhs = … + c × rhs + …` into `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of its row.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (i, found) = index(of: symbol)
        guard found else { return }
        let coefficient = cells.remove(at: i).coefficient
        insert(row, coefficient)
    }
}
