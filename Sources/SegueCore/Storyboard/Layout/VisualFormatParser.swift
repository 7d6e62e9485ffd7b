import Foundation

/// Reads a Visual Format Language string (a view's `layout:`) into the constraints it stands
/// for, with Apple's grammar and meaning (`NSLayoutConstraint.constraints(withVisualFormat:
/// options:metrics:views:)`, with no options and no metrics):
///
///     format     ::= (H:|V:)? (| connection)? view (connection view)* (connection |)?
///     view       ::= [ name (predicates)? ]
///     connection ::= nothing | - | -number- | -(predicates)-
///     predicates ::= predicate (, predicate)*
///     predicate  ::= (==|>=|<=)? (number | name) (@number)?
///
/// `|` is the view the string is written on (the superview of the views it names); `-` alone
/// is the standard spacing, 8 points between siblings and 20 to the superview's edge; no
/// connection is 0. `H:` (the default) lays views out leading to trailing, `V:` top to bottom.
/// A view's predicates constrain its width (`H:`) or height (`V:`), to a number or to another
/// named view's. Blanks between the parts are allowed.
enum VisualFormatParser {
    /// The standard spacing between two sibling views, in points.
    static let siblingSpacing = 8.0
    /// The standard spacing between a view and its superview's edge, in points.
    static let superviewSpacing = 20.0

    typealias Failure = ConstraintParser.Failure

    /// One predicate: relation, a constant or a view, a priority; `at` where it starts.
    private struct Predicate {
        var relation: LayoutRelation = .equal
        var constant = 0.0
        var view: String?
        var priority: LayoutPriority = .required
        var at: Int
    }

    /// A connection between two elements, and where it starts.
    private struct Connection {
        enum Kind { case flush, standard, explicit([Predicate]), dangling }
        var kind: Kind
        var at: Int
        /// Whether nothing was written between the two elements.
        var isFlush: Bool { if case .flush = kind { return true }; return false }
    }

    /// The format `text` as constraints (each with `locate(offset)` as its location) and the
    /// views it names, or why it is not one.
    static func parse(_ text: String, locate: (Int) -> SourceLocation? = { _ in nil }) -> Result<VisualFormatSpec, Failure> {
        var s = Cursor(text)
        do { return .success(try format(&s, text, locate)) } catch let f as Failure { return .failure(f) } catch {
            return .failure(Failure(offset: 0, message: "\(error)"))
        }
    }

    private static func format(_ s: inout Cursor, _ text: String, _ locate: (Int) -> SourceLocation?) throws -> VisualFormatSpec {
        s.skipBlanks()
        var vertical = false
        if let c = s.peek, c == "H" || c == "V", s.offset + 1 < s.chars.count, s.chars[s.offset + 1] == ":" {
            vertical = c == "V"
            s.offset += 2
        }
        let lead: LayoutAttribute = vertical ? .top : .leading
        let trail: LayoutAttribute = vertical ? .bottom : .trailing
        let size: LayoutAttribute = vertical ? .height : .width
        var out: [ConstraintSpec] = []
        var views: [VisualFormatSpec.NamedView] = []

        func spacing(_ conn: Connection, from a: ConstraintSpec.Item, to b: ConstraintSpec.Item, standard: Double) {
            // Apple's form: the later item's leading edge against the earlier one's trailing
            // edge; at the trailing superview, the superview's edge against the view's.
            let (first, firstAttr, second, secondAttr): (ConstraintSpec.Item, LayoutAttribute, ConstraintSpec.Item, LayoutAttribute)
            if b == .this { (first, firstAttr, second, secondAttr) = (.this, trail, a, trail) }
            else if a == .this { (first, firstAttr, second, secondAttr) = (b, lead, .this, lead) }
            else { (first, firstAttr, second, secondAttr) = (b, lead, a, trail) }
            let list: [Predicate]
            switch conn.kind {
            case .flush: list = [Predicate(constant: 0, at: conn.at)]
            case .standard: list = [Predicate(constant: standard, at: conn.at)]
            case .explicit(let l): list = l
            case .dangling: list = []
            }
            for p in list {
                out.append(ConstraintSpec(first, firstAttr, p.relation, second, secondAttr, constant: p.constant,
                                          priority: p.priority, location: locate(p.at)))
            }
        }

        s.skipBlanks()
        var previous: ConstraintSpec.Item?
        var pending: Connection?
        if s.take("|") {
            previous = .this
            pending = try connection(&s)
        }
        while true {
            s.skipBlanks()
            let at = s.offset
            guard s.take("[") else {
                if previous == nil || previous == .this || !(pending?.isFlush ?? true) {
                    throw Failure(offset: at, message: "expected a view ('[name]'), found \(s.found())")
                }
                break
            }
            s.skipBlanks()
            let nameAt = s.offset
            guard let name = s.identifier() else {
                throw Failure(offset: nameAt, message: "expected a view's id after '[' (a letter or _, then letters, digits and _), found \(s.found())")
            }
            views.append(VisualFormatSpec.NamedView(name: name, location: locate(nameAt)))
            s.skipBlanks()
            if s.take("(") {
                for p in try predicates(&s, allowViews: true) {
                    out.append(ConstraintSpec(.view(name), size, p.relation, p.view.map { .view($0) }, p.view == nil ? nil : size,
                                              constant: p.constant, priority: p.priority, location: locate(p.at)))
                    if let other = p.view { views.append(VisualFormatSpec.NamedView(name: other, location: locate(p.at))) }
                }
            }
            s.skipBlanks()
            guard s.take("]") else { throw Failure(offset: s.offset, message: "expected ']' to close view '\(name)', found \(s.found())") }
            if let previous, let conn = pending {
                spacing(conn, from: previous, to: .view(name), standard: previous == .this ? superviewSpacing : siblingSpacing)
            }
            previous = .view(name)
            pending = try connection(&s)
            s.skipBlanks()
            if s.take("|") {
                if let previous, let conn = pending { spacing(conn, from: previous, to: .this, standard: superviewSpacing) }
                pending = nil
                break
            }
            if s.atEnd {
                if let p = pending, !p.isFlush {
                    throw Failure(offset: p.at, message: "a connection ('-') must lead to a view or to '|', found the end")
                }
                break
            }
        }
        s.skipBlanks()
        guard s.atEnd else { throw Failure(offset: s.offset, message: "unexpected \(s.found()) after the end of the format") }
        return VisualFormatSpec(text: text, constraints: out, views: views)
    }

    /// The connection that starts here: nothing (flush, 0), `-` (the standard spacing),
    /// `-N-` or `-(predicates)-`.
    private static func connection(_ s: inout Cursor) throws -> Connection {
        s.skipBlanks()
        let at = s.offset
        guard s.take("-") else { return Connection(kind: .flush, at: at) }
        s.skipBlanks()
        if let c = s.peek, c == "[" || c == "|" { return Connection(kind: .standard, at: at) }
        if s.atEnd { return Connection(kind: .dangling, at: at) }
        var list: [Predicate]
        let pAt = s.offset
        if s.take("(") {
            list = try predicates(&s, allowViews: false)
        } else if let v = s.number(signed: false) {
            list = [Predicate(constant: v, at: pAt)]
        } else if let name = s.identifier() {
            throw Failure(offset: pAt, message: "'\(name)' is a metric name, and storyboards give no metrics: write the spacing in points")
        } else {
            throw Failure(offset: pAt, message: "expected a spacing after '-' (a number, '(predicates)', or '[' / '|' for the standard spacing), found \(s.found())")
        }
        s.skipBlanks()
        guard s.take("-") else { throw Failure(offset: s.offset, message: "expected '-' after the spacing, found \(s.found())") }
        return Connection(kind: .explicit(list), at: at)
    }

    /// `pred, pred …)` after an opening parenthesis, up to and with the closing one.
    private static func predicates(_ s: inout Cursor, allowViews: Bool) throws -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            s.skipBlanks()
            var p = Predicate(at: s.offset)
            p.relation = s.relation() ?? .equal
            s.skipBlanks()
            let objAt = s.offset
            if let v = s.number(signed: true) {
                guard abs(v) <= ConstraintParser.maxConstant else {
                    throw Failure(offset: objAt, message: "expected a constant within ±\(YAMLReader.format(ConstraintParser.maxConstant)), found \(YAMLReader.format(v))")
                }
                p.constant = v
            } else if let name = s.identifier() {
                guard allowViews else {
                    throw Failure(offset: objAt, message: "'\(name)' in a spacing: a spacing is a number of points (metric names need metrics, which storyboards do not give)")
                }
                p.view = name
            } else {
                throw Failure(offset: objAt, message: "expected a number or a view's id in the predicate, found \(s.found())")
            }
            s.skipBlanks()
            if s.take("@") {
                s.skipBlanks()
                let pAt = s.offset
                guard let v = s.number(signed: true) else {
                    throw Failure(offset: pAt, message: "expected a priority after '@' (a number from 1 to 1000), found \(s.found())")
                }
                guard v >= 1, v <= 1000 else {
                    throw Failure(offset: pAt, message: "expected a priority from 1 to 1000, found \(YAMLReader.format(v))")
                }
                p.priority = LayoutPriority(Float(v))
                s.skipBlanks()
            }
            list.append(p)
        } while s.take(",")
        s.skipBlanks()
        guard s.take(")") else { throw Failure(offset: s.offset, message: "expected ',' or ')' in the predicate list, found \(s.found())") }
        return list
    }
}
