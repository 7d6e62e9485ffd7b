import Foundation
import Testing
@testable import SegueCore

/// The storyboard's constraint strings: every form SPEC §9 gives reads as the constraint it
/// says, what UIKit refuses is refused with its reason and the character it starts at, and
/// every constraint writes back as text that reads as the same constraint.
@Suite struct ConstraintSyntaxTests {
    typealias C = ConstraintSpec

    static func parse(_ text: String) throws -> C { try ConstraintParser.parse(text).get() }

    static func failure(_ text: String) -> ConstraintParser.Failure? {
        if case .failure(let f) = ConstraintParser.parse(text) { return f }
        return nil
    }

    @Test func theSpecsExamples() throws {
        #expect(try Self.parse("top == safeArea.top + 20") == C(.this, .top, .equal, .safeArea, .top, constant: 20))
        #expect(try Self.parse("width == superview.width * 0.5 @750")
                == C(.this, .width, .equal, .superview, .width, multiplier: 0.5, priority: .defaultHigh))
    }

    @Test func everyPart() throws {
        #expect(try Self.parse("leading >= margins.leading") == C(.this, .leading, .greaterThanOrEqual, .margins, .leading))
        #expect(try Self.parse("title.bottom <= button.top - 8 @ low")
                == C(.view("title"), .bottom, .lessThanOrEqual, .view("button"), .top, constant: -8, priority: .defaultLow))
        #expect(try Self.parse("height == 44") == C(.this, .height, .equal, constant: 44))
        #expect(try Self.parse("width >= 10 @ required") == C(.this, .width, .greaterThanOrEqual, constant: 10))
        #expect(try Self.parse("height == photo.width * 0.75 + 4 @high")
                == C(.this, .height, .equal, .view("photo"), .width, multiplier: 0.75, constant: 4, priority: .defaultHigh))
        #expect(try Self.parse("superview.height == body.height + 40")
                == C(.superview, .height, .equal, .view("body"), .height, constant: 40))
        #expect(try Self.parse("centerX == superview.centerX * 0.5") == C(.this, .centerX, .equal, .superview, .centerX, multiplier: 0.5))
        #expect(try Self.parse("firstBaseline == other.lastBaseline") == C(.this, .firstBaseline, .equal, .view("other"), .lastBaseline))
        #expect(try Self.parse("width == 0.5e2") == C(.this, .width, .equal, constant: 50))
        #expect(try Self.parse("width == -5") == C(.this, .width, .equal, constant: -5))
    }

    @Test func blanksAreOptional() throws {
        #expect(try Self.parse("top==safeArea.top+20@750") == C(.this, .top, .equal, .safeArea, .top, constant: 20, priority: 750))
        #expect(try Self.parse("top==safeArea.top-20") == C(.this, .top, .equal, .safeArea, .top, constant: -20))
        #expect(try Self.parse("  width  ==  a.width*2  ") == C(.this, .width, .equal, .view("a"), .width, multiplier: 2))
    }

    @Test func interfaceBuilderIdsWithDashesAreItems() throws {
        #expect(try Self.parse("BYZ-38-t0r.top == 8bC-Xf-vQO.bottom-8")
                == C(.view("BYZ-38-t0r"), .top, .equal, .view("8bC-Xf-vQO"), .bottom, constant: -8))
    }

    @Test func aPositionMayEqualAConstantInItsSuperviewsCoordinates() throws {
        #expect(try Self.parse("top == 10") == C(.this, .top, .equal, constant: 10))
    }

    @Test func refusedWithTheirReasonAndPlace() {
        let cases: [(String, Int, String)] = [
            ("", 0, "an empty constraint"),
            ("top", 3, "expected a relation (==, >= or <=) after 'top', found the end"),
            ("top = 20", 4, "expected a relation"),
            ("centre == superview.centerX", 0, "unknown attribute 'centre'"),
            ("top == superview.topp", 17, "unknown attribute 'topp' (did you mean 'top'?)"),
            ("top == superview.leading", 7, "cannot relate 'top' (a vertical position) to 'leading' (a horizontal position)"),
            ("width == superview.top", 9, "a size"),
            ("leading == superview.left", 11, "leading and trailing follow the writing direction"),
            ("top == superview.top * 0", 23, "a multiplier of 0 on a position"),
            ("width == height", 9, "say whose 'height' it is"),
            ("safeArea.top == top", 0, "'safeArea' is a guide"),
            ("width == 10 @ 1001", 14, "expected a priority from 1 to 1000, found 1001"),
            ("width == 10 @ 0", 14, "from 1 to 1000"),
            ("width == 10 @ urgent", 14, "expected a priority after '@' (1…1000, required, high or low)"),
            ("width == a.width * 2 + ", 23, "expected the constant after '+' (a number), found the end"),
            ("width == a.width extra", 17, "unexpected 'extra' at the end"),
            ("width == 1e9", 9, "within ±100000"),
            ("width == a.width * 5000", 19, "the multiplier within ±1000"),
            (".top == a.top", 0, "expected an item before '.top'"),
            ("width == == 3", 9, "expected ITEM.ATTR or a number"),
        ]
        for (text, offset, message) in cases {
            let f = Self.failure(text)
            #expect(f?.offset == offset, "\(text): \(String(describing: f))")
            #expect(f?.message.contains(message) == true, "\(text): \(String(describing: f?.message))")
        }
    }

    @Test func writtenTextReadsBackAsTheSameConstraint() throws {
        let all: [C] = [
            C(.this, .top, .equal, .safeArea, .top, constant: 20),
            C(.view("a"), .leading, .greaterThanOrEqual, .view("b"), .trailing, constant: -8.5, priority: 999),
            C(.this, .height, .lessThanOrEqual, constant: 44, priority: .defaultLow),
            C(.superview, .width, .equal, .view("x"), .width, multiplier: 1.5, constant: 2),
            C(.this, .centerYWithinMargins, .equal, .margins, .centerY),
        ]
        for c in all {
            let text = c.text(selfID: "me")
            #expect(try Self.parse(text) == c, "\(text)")
        }
        #expect(C(.this, .height, .equal, .this, .width, multiplier: 0.5).text(selfID: "photo") == "height == photo.width * 0.5")
        #expect(all[1].text() == "a.leading >= b.trailing - 8.5 @999")
    }
}

/// Visual Format Language strings (a view's `layout:`): Apple's grammar and the constraints it
/// gives — `|` the superview, `-` the standard 8 points between siblings and 20 to an edge,
/// explicit spacings, predicates with relations and priorities, widths tied to other views.
@Suite struct VisualFormatTests {
    typealias C = ConstraintSpec

    static func parse(_ text: String) throws -> [C] { try VisualFormatParser.parse(text).get().constraints }

    static func failure(_ text: String) -> ConstraintParser.Failure? {
        if case .failure(let f) = VisualFormatParser.parse(text) { return f }
        return nil
    }

    @Test func theSpecsExample() throws {
        #expect(try Self.parse("H:|-[a]-8-[b(==a)]-|") == [
            C(.view("a"), .leading, .equal, .this, .leading, constant: 20),
            C(.view("b"), .width, .equal, .view("a"), .width),
            C(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8),
            C(.this, .trailing, .equal, .view("b"), .trailing, constant: 20),
        ])
    }

    @Test func standardSpacingIs8BetweenSiblingsAnd20ToTheEdges() throws {
        #expect(try Self.parse("V:|-[a]-[b]-|") == [
            C(.view("a"), .top, .equal, .this, .top, constant: 20),
            C(.view("b"), .top, .equal, .view("a"), .bottom, constant: 8),
            C(.this, .bottom, .equal, .view("b"), .bottom, constant: 20),
        ])
    }

    @Test func flushViewsAndEdgesAreZero() throws {
        #expect(try Self.parse("|[a][b]|") == [
            C(.view("a"), .leading, .equal, .this, .leading),
            C(.view("b"), .leading, .equal, .view("a"), .trailing),
            C(.this, .trailing, .equal, .view("b"), .trailing),
        ])
    }

    @Test func theOrientationDefaultsToHorizontal() throws {
        #expect(try Self.parse("[a]-10-[b]") == Self.parse("H:[a]-10-[b]"))
        #expect(try Self.parse("[a]-10-[b]") == [C(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 10)])
    }

    @Test func predicates() throws {
        #expect(try Self.parse("[a(>=50@750)]") == [C(.view("a"), .width, .greaterThanOrEqual, constant: 50, priority: 750)])
        #expect(try Self.parse("V:[a(b)]") == [C(.view("a"), .height, .equal, .view("b"), .height)])
        #expect(try Self.parse("[a(>=70,<=100)]") == [
            C(.view("a"), .width, .greaterThanOrEqual, constant: 70), C(.view("a"), .width, .lessThanOrEqual, constant: 100),
        ])
        #expect(try Self.parse("[a(==b@500)]") == [C(.view("a"), .width, .equal, .view("b"), .width, priority: 500)])
        #expect(try Self.parse("[a(60)]") == [C(.view("a"), .width, .equal, constant: 60)])
        #expect(try Self.parse("|-(>=20@250,<=40)-[a]") == [
            C(.view("a"), .leading, .greaterThanOrEqual, .this, .leading, constant: 20, priority: 250),
            C(.view("a"), .leading, .lessThanOrEqual, .this, .leading, constant: 40),
        ])
        #expect(try Self.parse("[a]-(-5)-[b]") == [C(.view("b"), .leading, .equal, .view("a"), .trailing, constant: -5)])
        #expect(try Self.parse("[a]-(==0)-|") == [C(.this, .trailing, .equal, .view("a"), .trailing)])
    }

    @Test func blanksBetweenPartsAreAllowed() throws {
        #expect(try Self.parse(" H: | - [ a ( >= 50 ) ] - | ") == Self.parse("H:|-[a(>=50)]-|"))
    }

    @Test func oneViewAloneGivesNothing() throws {
        #expect(try Self.parse("[a]").isEmpty)
        #expect(try VisualFormatParser.parse("[a]-[b(==c)]").get().views.map(\.name) == ["a", "b", "c"])
    }

    @Test func refusedWithTheirReasonAndPlace() {
        let cases: [(String, Int, String)] = [
            ("", 0, "expected a view ('[name]'), found the end"),
            ("H:", 2, "expected a view"),
            ("|", 1, "expected a view"),
            ("|-", 2, "expected a view"),
            ("[a]-", 3, "a connection ('-') must lead to a view or to '|'"),
            ("[a]-10-", 3, "must lead to a view"),
            ("[a", 2, "expected ']' to close view 'a'"),
            ("[1a]", 1, "expected a view's id after '['"),
            ("[a]-x-[b]", 4, "'x' is a metric name"),
            ("[a]-(x)-[b]", 5, "'x' in a spacing"),
            ("[a]-10[b]", 6, "expected '-' after the spacing"),
            ("[a(>=)]", 5, "expected a number or a view's id in the predicate"),
            ("[a(50@1001)]", 6, "from 1 to 1000"),
            ("[a(50@)]", 6, "expected a priority after '@'"),
            ("[a(50;60)]", 5, "expected ',' or ')'"),
            ("[a]-[b]x", 7, "unexpected 'x' after the end of the format"),
            ("[a]|-[b]", 4, "unexpected '-[b]'"),
            ("X:[a]", 0, "expected a view"),
            ("[a]-*-[b]", 4, "expected a spacing after '-'"),
        ]
        for (text, offset, message) in cases {
            let f = Self.failure(text)
            #expect(f?.offset == offset, "\(text): \(String(describing: f))")
            #expect(f?.message.contains(message) == true, "\(text): \(String(describing: f?.message))")
        }
    }

    @Test func eachConstraintIsLocatedAtItsPartOfTheString() throws {
        let at = { (o: Int) in SourceLocation(file: "f", line: 1, column: 10 + o) }
        let c = try VisualFormatParser.parse("|-[a]-(>=8)-[b(==a)]", locate: at).get().constraints
        // The edge spacing at its '-', the width predicate at '==', the spacing at '>='.
        #expect(c.map { $0.location?.column } == [11, 25, 17])
    }
}
