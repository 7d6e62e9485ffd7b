import Foundation

/// One Auto Layout constraint as Interface Builder stores it:
/// `first.firstAttribute = second.secondAttribute × multiplier + constant`.
struct IBConstraint {
    var first: String
    var firstAttribute: String
    var second: String?
    var secondAttribute: String?
    var multiplier: Double
    var constant: Double
    /// Equal, or an inequality (not honoured).
    var isEquality: Bool
    /// 1000 is required; lower priorities are not honoured.
    var priority: Double

    /// Reads a `<constraint>` held by the view `owner` (the implied first item).
    init?(_ e: IBElement, owner: String) {
        guard let a = e["firstAttribute"] else { return nil }
        first = e["firstItem"] ?? owner
        firstAttribute = a
        second = e["secondItem"]
        secondAttribute = e["secondAttribute"]
        if second == nil, secondAttribute != nil { second = owner == first ? nil : owner }
        constant = e.number("constant") ?? 0
        var m = 1.0
        if let s = e["multiplier"] {
            let parts = s.split(separator: ":").compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { m = parts[0] / parts[1] } else if let v = Double(s) { m = v }
        }
        multiplier = m.isFinite && m != 0 ? m : 1
        isEquality = e["relation"] == nil || e["relation"] == "equal"
        priority = e.number("priority") ?? 1000
    }
}
