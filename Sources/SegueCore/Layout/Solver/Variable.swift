import Foundation

/// An unknown of a constraint system: a view's edge, width or centre, say. A variable is an
/// identity (two variables with the same name are still two unknowns); its value lives in the
/// ``Solver`` that solves for it (``Solver/value(of:)``).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for messages and debugging; it plays no part in solving.
    public let name: String

    /// A new unknown named `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Variables are equal when they are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The variable's name, or its address when it has none.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}

/// The solver's variables, each with its place in the solver's lists: an open-addressing table
/// keyed by the variable's identity, cheaper to look up than a `Dictionary` (no seeded hash), as
/// reading a laid-out screen looks up every variable. The solver keeps its variables alive, so an
/// identity is never reused while it is in the table.
struct VariableTable {
    private var keys: [ObjectIdentifier?] = Array(repeating: nil, count: 16)
    private var places: [Int] = Array(repeating: 0, count: 16)
    private(set) var count = 0

    private func slot(_ key: ObjectIdentifier) -> Int {
        // Fibonacci hashing of the address (its low bits are alignment zeros).
        let bits = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    }

    /// The place of `variable`, or nil when it is not in the table.
    subscript(variable: Variable) -> Int? {
        let key = ObjectIdentifier(variable)
        var i = slot(key)
        while let k = keys[i] {
            if k == key { return places[i] }
            i = (i + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Adds `variable` (not in the table yet) at `place`.
    mutating func insert(_ variable: Variable, place: Int) {
        if (count + 1) * 2 > keys.count { grow() }
        let key = ObjectIdentifier(variable)
        var i = slot(key)
        while keys[i] != nil { i = (i + 1) & (keys.count - 1) }
        keys[i] = key
        places[i] = place
        count += 1
    }

    private mutating func grow() {
        let old = zip(keys, places).compactMap { k, p in k.map { ($0, p) } }
        keys = Array(repeating: nil, count: keys.count * 2)
        places = Array(repeating: 0, count: keys.count)
        for (key, place) in old {
            var i = slot(key)
            while keys[i] != nil { i = (i + 1) & (keys.count - 1) }
            keys[i] = key
            places[i] = place
        }
    }
}
