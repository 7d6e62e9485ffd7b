import Foundation

/// An attribute of a layout item as Interface Builder writes it (`firstAttribute="leadingMargin"`),
/// UIKit's `NSLayoutConstraint.Attribute` by name; `baseline` is read as `lastBaseline`.
enum IBLayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The attribute an Interface Builder name means; nil for a name it never writes.
    init?(ib name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }

    /// Whether it is a width or a height (a size, not a position).
    var isDimension: Bool { self == .width || self == .height }

    /// Whether it is a centre (`centerX`, `centerY`, or one within the margins).
    var isCenter: Bool { [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(self) }

    /// Whether it is measured along the vertical axis.
    var isVertical: Bool {
        switch self {
        case .top, .bottom, .centerY, .height, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: return true
        default: return false
        }
    }
}

/// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
enum IBLayoutRelation: String, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// One Auto Layout constraint as Interface Builder stores it, read whole:
/// `firstItem.firstAttribute (==|<=|>=) secondItem.secondAttribute × multiplier + constant`
/// at `priority`. Items are Interface Builder ids of views or layout guides; a missing item is
/// the view that holds the constraint (its `owner`).
struct IBConstraint: Sendable {
    /// The constraint's Interface Builder id (size-class masks name constraints by it).
    var id: String?
    /// The view whose `<constraints>` list holds it (UIKit installs it there).
    var owner: String
    var first: String
    var firstAttribute: IBLayoutAttribute
    var relation: IBLayoutRelation
    /// Nil for a constant size (`width == 44`).
    var second: String?
    var secondAttribute: IBLayoutAttribute
    var multiplier: Double
    var constant: Double
    /// 1…1000 (1000 is required).
    var priority: Double
    /// `symbolic="YES"`: the system's standard spacing, whatever constant was stored.
    var isStandardSpacing: Bool
    /// The constraint's `identifier` (UIKit's, shown in diagnostics).
    var identifier: String?
    /// A placeholder constraint exists only in Interface Builder: it is removed at build time.
    var isPlaceholder: Bool
    /// Where it is in the file, for diagnostics.
    var line: Int, column: Int
    /// `<variation key="widthClass=regular" constant="500"/>`: the constant for some size
    /// classes, least specific first.
    var variations: [IBVariation] = []

    /// The constant in force for a window of these size classes: the most specific variation's
    /// that gives one, else the constraint's own.
    func constant(width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> Double {
        var value = constant
        for v in variations where v.applies(width: width, height: height) {
            if let c = v.attributes["constant"].flatMap(Double.init), c.isFinite { value = c }
        }
        return value
    }

    /// Whether it is `==` (the importer's frame guess honours only these).
    var isEquality: Bool { relation == .equal }

    /// Reads a `<constraint>` held by the view `owner`; nil when its first attribute is missing
    /// or not one Interface Builder writes (`problem` then says why).
    init?(_ e: IBElement, owner: String, problem: inout String?) {
        guard let name = e["firstAttribute"] else { problem = "a constraint without a firstAttribute is left out"; return nil }
        guard let a = IBLayoutAttribute(ib: name), a != .notAnAttribute else {
            problem = "constraint attribute '\(name)' is not one of UIKit's; the constraint is left out"
            return nil
        }
        id = e["id"]
        self.owner = owner
        first = e["firstItem"] ?? owner
        firstAttribute = a
        var b = IBLayoutAttribute.notAnAttribute
        if let s = e["secondAttribute"] {
            guard let parsed = IBLayoutAttribute(ib: s) else {
                problem = "constraint attribute '\(s)' is not one of UIKit's; the constraint is left out"
                return nil
            }
            b = parsed
        }
        secondAttribute = b
        second = b == .notAnAttribute ? nil : (e["secondItem"] ?? owner)
        switch e["relation"] {
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        default: relation = .equal
        }
        multiplier = IBConstraint.multiplier(e["multiplier"])
        constant = e.number("constant") ?? 0
        priority = min(max(e.number("priority") ?? 1000, 1), 1000)
        isStandardSpacing = e.flag("symbolic") == true
        identifier = e["identifier"].flatMap { $0.isEmpty ? nil : $0 }
        isPlaceholder = e.flag("placeholder") == true
        line = e.line
        column = e.column
        variations = e.children("variation").compactMap(IBVariation.init).sorted { $0.specificity < $1.specificity }
    }

    /// A multiplier as Interface Builder writes it: `16:9`, `16/9` or a number; 1 when absent,
    /// zero or unreadable (UIKit refuses a zero multiplier on a position).
    static func multiplier(_ text: String?) -> Double {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return 1 }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0 else { return 1 }
            let m = a / b
            return m.isFinite && m != 0 ? m : 1
        }
        guard let m = Double(text), m.isFinite, m != 0 else { return 1 }
        return m
    }
}
