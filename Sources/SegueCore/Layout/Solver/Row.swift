import Foundation

/// An unknown of the solver's tableau: a user's ``Variable`` (external) or one the solver made
/// (a slack for an inequality, an error for a non-required constraint, a dummy marking a
/// required equality). The id orders symbols, which makes every pivot choice deterministic; ids
/// are dense (1, 2, 3 … in the order the solver makes them), so tables index arrays by them.
/// The id and the kind share one word, so a row's cell is two words.
struct Symbol: Hashable, Comparable {
    enum Kind: Int { case external, slack, error, dummy }
    /// `id << 2 | kind`: ordering it orders the ids, as no two symbols share an id.
    let raw: Int

    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }

    var id: Int { raw >> 2 }
    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// Slack and error symbols are restricted to values ≥ 0; a pivot may choose them.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
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

    /// Where `symbol` is, or where it would go. The ends are tried before the binary search: rows
    /// begin with their oldest symbols (a window's edit variable, made first, say), and most rows
    /// end before a new symbol.
    private func index(of symbol: Symbol) -> (Int, found: Bool) {
        let raw = symbol.raw
        var low = 0, high = cells.count
        if high == 0 { return (0, false) }
        let first = cells[0].symbol.raw
        if first >= raw { return (0, first == raw) }
        if cells[high - 1].symbol.raw < raw { return (high, false) }
        low = 1
        while low < high {
            let mid = (low + high) / 2
            let id = cells[mid].symbol.raw
            if id == raw { return (mid, true) }
            if id < raw { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(_ symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// The oldest symbol, not a dummy, with a negative coefficient that `allowed` accepts (the
    /// simplex's entering choice by Bland's rule, which never cycles).
    func oldestNegative(where allowed: (Symbol) -> Bool = { _ in true }) -> Symbol? {
        // The cells are in symbol order: the first that qualifies is the oldest.
        cells.first { $0.coefficient < 0 && $0.symbol.kind != .dummy && allowed($0.symbol) }?.symbol
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
            if j == row.cells.count || (i < cells.count && cells[i].symbol.raw < row.cells[j].symbol.raw) {
                merged.append(cells[i]); i += 1
            } else if i == cells.count || row.cells[j].symbol.raw < cells[i].symbol.raw {
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

    /// Replaces `symbol` by the right side of its row; false when the row does not hold it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
        let (at, found) = index(of: symbol)
        guard found else { return false }
        let coefficient = cells[at].coefficient
        if row.cells.count * 8 < cells.count {
            cells.remove(at: at)
            insert(row, coefficient)
            return true
        }
        constant += row.constant * coefficient
        if !row.cells.isEmpty, addsNoSymbol(row) {
            // Only coefficients change (and cells cancel): merge in place, never moving a cell right.
            var kept = 0
            cells.withUnsafeMutableBufferPointer { mine in
                row.cells.withUnsafeBufferPointer { theirs in
                    var write = 0, j = 0
                    for i in 0..<mine.count where i != at {
                        var cell = mine[i]
                        while j < theirs.count && theirs[j].symbol.raw < cell.symbol.raw { j += 1 }
                        if j < theirs.count && theirs[j].symbol.raw == cell.symbol.raw {
                            cell.coefficient += theirs[j].coefficient * coefficient
                            j += 1
                            if nearZero(cell.coefficient) { continue }
                        }
                        mine[write] = cell
                        write += 1
                    }
                    kept = write
                }
            }
            cells.removeLast(cells.count - kept)
            return true
        }
        // One merge into a new list that also drops `symbol`'s cell.
        var merged: [(symbol: Symbol, coefficient: Double)] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        let mine = cells.count, theirs = row.cells.count
        var i = 0, j = 0
        while i < mine || j < theirs {
            if i == at { i += 1; continue }
            if j == theirs || (i < mine && cells[i].symbol.raw < row.cells[j].symbol.raw) {
                merged.append(cells[i]); i += 1
            } else if i == mine || row.cells[j].symbol.raw < cells[i].symbol.raw {
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
        return true
    }

    /// Whether every symbol of `row` is a symbol of this row already.
    private func addsNoSymbol(_ row: Row) -> Bool {
        if row.cells.count > cells.count { return false }
        return cells.withUnsafeBufferPointer { mine in
            row.cells.withUnsafeBufferPointer { theirs in
                var i = 0
                for cell in theirs {
                    while i < mine.count && mine[i].symbol.raw < cell.symbol.raw { i += 1 }
                    if i == mine.count || mine[i].symbol.raw != cell.symbol.raw { return false }
                    i += 1
                }
                return true
            }
        }
    }
}

/// The tableau's rows by basic symbol: an array indexed by the symbol's id (ids are dense), so
/// finding a row is an index and walking them all is a walk along an array, in id order.
struct RowTable {
    private var slots: [Row?] = []
    private var keys: [Symbol] = []
    /// How many rows there are.
    private(set) var count = 0

    subscript(symbol: Symbol) -> Row? {
        get { symbol.id < slots.count ? slots[symbol.id] : nil }
        set {
            let id = symbol.id
            if id >= slots.count {
                guard newValue != nil else { return }
                let size = max(id + 1, slots.count * 2)
                slots += repeatElement(nil, count: size - slots.count)
                keys += repeatElement(symbol, count: size - keys.count)
            }
            count += (newValue == nil ? 0 : 1) - (slots[id] == nil ? 0 : 1)
            keys[id] = symbol
            slots[id] = newValue
        }
    }

    /// Whether `symbol` is basic (has a row).
    func contains(_ symbol: Symbol) -> Bool { symbol.id < slots.count && slots[symbol.id] != nil }

    /// The row's constant (the symbol's value) where `symbol` is basic, else nil.
    func constant(_ symbol: Symbol) -> Double? {
        symbol.id < slots.count ? slots[symbol.id]?.constant : nil
    }

    /// Removes and returns `symbol`'s row.
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        guard symbol.id < slots.count, let row = slots[symbol.id] else { return nil }
        slots[symbol.id] = nil
        count -= 1
        return row
    }

    /// Calls `body` with each row, in place, in id order.
    mutating func forEach(_ body: (Symbol, inout Row) -> Void) {
        for id in slots.indices where slots[id] != nil {
            body(keys[id], &slots[id]!)
        }
    }

    /// Calls `body` with each row, in id order.
    func forEachRow(_ body: (Symbol, Row) -> Void) {
        for id in slots.indices {
            if let row = slots[id] { body(keys[id], row) }
        }
    }
}
