import Foundation
import Testing
@testable import SegueCore

/// The matched-element layer as a pure function of progress: a pair's frame (straight and
/// along Hero's arc), corners, colour and content, and each modifier's effect on an unmatched
/// view at progress 0, 0.5 and 1.
@Suite("Matched elements")
struct MatchedElementsTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// The rectangle a quad covers (its projected corners' bounds).
    func rect(_ item: DrawItem?) -> Rect? {
        guard case .quad(let q)? = item else { return nil }
        let c = q.projectedCorners
        let xs = c.map(\.x), ys = c.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    func quad(_ item: DrawItem?) -> Quad? { if case .quad(let q)? = item { return q }; return nil }

    /// An image quad standing for a view's content, drawn over its whole bounds.
    func content(_ name: String, _ size: Size) -> [DrawItem] {
        [.quad(Quad(content: .image(name), size: size))]
    }

    func pair(arc: Double? = nil) -> MatchedPair {
        let a = ElementState(frame: Rect(20, 100, 75, 75), cornerRadius: 20, backgroundColor: Self.red,
                             content: content("square", Size(75, 75)))
        let b = ElementState(frame: Rect(0, 300, 320, 140), cornerRadius: 0, backgroundColor: Self.blue, alpha: 0.5,
                             content: content("bar", Size(320, 140)))
        return MatchedPair(id: "blue", source: a, destination: b, arc: arc)
    }

    @Test func aPairMorphsItsFrameCornersColourAndAlphaStraight() throws {
        let p = pair()
        for t in [0.0, 0.5, 1.0] {
            let items = p.items(progress: t)
            let bg = try #require(quad(items.first))
            #expect(close(rect(items.first), Rect.lerp(p.source.frame, p.destination.frame, t)), "at \(t)")
            #expect(abs(bg.cornerRadius - lerp(20, 0, t)) < 1e-12)
            #expect(bg.content == .color(Color(red: 1 - t, green: 0, blue: t)))
            #expect(abs(bg.opacity - lerp(1, 0.5, t)) < 1e-12)
        }
        let mid = Rect.lerp(p.source.frame, p.destination.frame, 0.5)
        #expect(close(rect(p.items(progress: 0.5).first), Rect(10, 200, 197.5, 107.5)))
        #expect(mid == Rect(10, 200, 197.5, 107.5))
    }

    @Test func theContentIsTheSourcesUntilHalfwayThenTheDestinations() throws {
        let p = pair()
        func text(_ t: Double) -> (String, Double)? {
            guard let q = quad(p.items(progress: t).dropFirst().first), case .image(let name) = q.content else { return nil }
            return (name, q.opacity)
        }
        #expect(text(0)?.0 == "square" && text(0)?.1 == 1)
        // Within its background the content fades out, then the destination's fades in.
        let quarter = try #require(text(0.25))
        #expect(quarter.0 == "square" && abs(quarter.1 - lerp(1, 0.5, 0.25) * 0.5) < 1e-12)
        let late = try #require(text(0.75))
        #expect(late.0 == "bar" && abs(late.1 - lerp(1, 0.5, 0.75) * 0.5) < 1e-12)
        #expect(text(1)?.0 == "bar" && text(1)?.1 == 0.5)
        // The content is stretched to the element's frame.
        #expect(close(rect(p.items(progress: 0.75).dropFirst().first), Rect.lerp(p.source.frame, p.destination.frame, 0.75)))
        // Without a background the content switches at halfway, at full opacity: never gone.
        var bare = p
        bare.source.backgroundColor = nil; bare.destination.backgroundColor = nil
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let items = bare.items(progress: t)
            #expect(items.count == 1, "one quad at \(t)")
            #expect(quad(items.first).map { $0.opacity > 0 } == true)
        }
    }

    @Test func anArcBendsThePathAsHerosDoes() throws {
        let p = pair(arc: 1)
        let a = p.source.frame.center, b = p.destination.frame.center
        // The path goes down (a.y < b.y): the control point is the corner below the start.
        let c = Point(a.x, b.y)
        for t in [0.0, 0.5, 1.0] {
            let u = 1 - t
            let expected = Point(u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            let r = try #require(rect(p.items(progress: t).first))
            #expect(abs(r.center.x - expected.x) < 1e-9 && abs(r.center.y - expected.y) < 1e-9, "at \(t)")
            #expect(abs(r.width - lerp(75, 320, t)) < 1e-9)
        }
        // Half the intensity: the control point halfway between the midpoint and the corner.
        let half = pair(arc: 0.5)
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        let c2 = Point((mid.x + c.x) / 2, (mid.y + c.y) / 2)
        let r = try #require(rect(half.items(progress: 0.5).first))
        #expect(abs(r.center.x - (0.25 * a.x + 0.5 * c2.x + 0.25 * b.x)) < 1e-9)
        #expect(abs(r.center.y - (0.25 * a.y + 0.5 * c2.y + 0.25 * b.y)) < 1e-9)
        // A horizontal path stays straight.
        var flat = p
        flat.destination.frame = Rect(0, a.y + 0.5 - 70, 320, 140)
        #expect(abs(flat.center(at: 0.5).y - (a.y + 0.25)) < 1e-9)
        #expect(abs(flat.center(at: 0.5).x - (a.x + 160) / 2) < 1e-9)
    }

    @Test func aDelayAndDurationPlayThePairInPartOfTheTransition() throws {
        var p = pair()
        p.span = 0.25...0.75
        #expect(close(rect(p.items(progress: 0.2).first), p.source.frame))
        #expect(close(rect(p.items(progress: 0.5).first), Rect.lerp(p.source.frame, p.destination.frame, 0.5)))
        #expect(close(rect(p.items(progress: 0.8).first), p.destination.frame))
    }

    @Test func anElementsOwnCurveFollowsTheTransitionsTime() throws {
        var p = pair()
        p.curve = .easeIn
        // The transition's progress is ignored for it: its own curve at the time fraction.
        for (progress, time) in [(0.5, 0.3), (0.9, 0.5), (0.1, 0.8)] {
            let expected = Rect.lerp(p.source.frame, p.destination.frame, TimingCurve.easeIn.value(at: time))
            #expect(close(rect(p.items(progress: progress, time: time).first), expected, 1e-9), "at time \(time)")
        }
        // With a span, the curve runs over the element's share of the time.
        p.span = 0.5...1
        let expected = Rect.lerp(p.source.frame, p.destination.frame, TimingCurve.easeIn.value(at: 0.5))
        #expect(close(rect(p.items(progress: 0, time: 0.75).first), expected, 1e-9))
        // From the modifier string: `curve(easeIn)` and a spring both reach the state's curve.
        #expect(TransitionTargetState(TransitionModifier.list("curve(easeIn)"), presenting: true).curve == .easeIn)
        let e = ModifiedElement(rest: Self.rest, modified: ModifiedElement.modified(Self.rest, by: TransitionTargetState([.fade], presenting: true)),
                                isAppearing: false, curve: .easeOut)
        #expect(abs((quad(e.items(progress: 0.5, time: 0.25).first)?.opacity ?? -1) - (1 - TimingCurve.easeOut.value(at: 0.25))) < 1e-12)
    }

    // MARK: Modifiers of unmatched views

    static let rest = ElementState(frame: Rect(100, 100, 80, 40), backgroundColor: nil,
                                   content: [.quad(Quad(content: .color(red), size: Size(80, 40)))])

    /// The leaving view's quad at progress `t` with `modifiers` (a disappearing view).
    func leaving(_ modifiers: String, _ t: Double, appearing: Bool = false, sourceFrame: Rect? = nil) -> Quad? {
        let target = TransitionTargetState(TransitionModifier.list(modifiers), presenting: true)
        let e = ModifiedElement(rest: Self.rest, modified: ModifiedElement.modified(Self.rest, by: target, sourceFrame: sourceFrame),
                                isAppearing: appearing)
        return quad(e.items(progress: t).first)
    }

    func covered(_ q: Quad?) -> Rect? { q.flatMap { rect(.quad($0)) } }

    @Test func fadeAndOpacity() {
        // A transparent view is not drawn at all (no quad), so opacity 0 reads as nil.
        for t in [0.0, 0.5, 1.0] {
            #expect((leaving("fade", t)?.opacity ?? 0) == 1 - t)
            #expect((leaving("fade", t, appearing: true)?.opacity ?? 0) == t, "an arriving view fades in")
            #expect(abs((leaving("opacity(0.4)", t)?.opacity ?? -1) - lerp(1, 0.4, t)) < 1e-12)
        }
        #expect(leaving("fade", 1) == nil && leaving("fade", 0, appearing: true) == nil)
        #expect(close(covered(leaving("fade", 0.5)), Self.rest.frame), "fading does not move it")
    }

    @Test func scaleAboutTheCentre() {
        let f = Self.rest.frame
        for t in [0.0, 0.5, 1.0] {
            let s = lerp(1, 0.5, t)
            let expected = Rect(f.center.x - 40 * s, f.center.y - 20 * s, 80 * s, 40 * s)
            #expect(close(covered(leaving("scale(0.5)", t)), expected), "at \(t)")
            // Arriving: from the scaled state at 0 to the view's own at 1.
            let a = lerp(0.5, 1, t)
            #expect(close(covered(leaving("scale(0.5)", t, appearing: true)), Rect(f.center.x - 40 * a, f.center.y - 20 * a, 80 * a, 40 * a)))
        }
    }

    @Test func translateMovesByItsOffset() {
        for t in [0.0, 0.5, 1.0] {
            #expect(close(covered(leaving("translate(0, -150)", t)), Self.rest.frame.offsetBy(dx: 0, dy: -150 * t)), "at \(t)")
            #expect(close(covered(leaving("translate(200, 0)", t, appearing: true)), Self.rest.frame.offsetBy(dx: 200 * (1 - t), dy: 0)))
        }
        // Hero's order: the translation happens inside the scale, so it is halved.
        #expect(close(covered(leaving("scale(0.5) translate(200, 0)", 1)), Rect(220, 110, 40, 20)))
    }

    @Test func rotateTurnsAboutTheCentre() throws {
        let q = try #require(leaving("rotate(1.5707963267948966)", 1))
        // A quarter turn: 80 × 40 becomes 40 × 80 about the same centre.
        #expect(close(covered(q), Rect(120, 80, 40, 80), 1e-9))
        let half = try #require(leaving("rotate(1.5707963267948966)", 0.5))
        // Entries are interpolated: at halfway the matrix is the mean of identity and the turn.
        let r = try #require(covered(half))
        #expect(abs(r.center.x - 140) < 1e-9 && abs(r.center.y - 120) < 1e-9)
        #expect(close(covered(leaving("rotate(1.5707963267948966)", 0)), Self.rest.frame))
    }

    @Test func positionAndSizeSetTheFrame() {
        for t in [0.0, 0.5, 1.0] {
            // position(0, 0): the centre goes to the superview's origin.
            let f = Self.rest.frame
            let c = Point(lerp(f.center.x, 0, t), lerp(f.center.y, 0, t))
            #expect(close(covered(leaving("position(0, 0)", t)), Rect(c.x - 40, c.y - 20, 80, 40)), "at \(t)")
            let w = lerp(80, 20, t), h = lerp(40, 10, t)
            #expect(close(covered(leaving("size(20, 10)", t)), Rect(f.center.x - w / 2, f.center.y - h / 2, w, h)))
        }
    }

    @Test func sourceStartsFromTheOtherScreensView() {
        let menu = Rect(0, 0, 40, 40)
        for t in [0.0, 0.5, 1.0] {
            #expect(close(covered(leaving("source(menu)", t, appearing: true, sourceFrame: menu)), Rect.lerp(menu, Self.rest.frame, t)))
        }
    }

    @Test func conditionsFollowTheDirection() {
        let mods = TransitionModifier.list("whenPresenting(fade) whenDismissing(translate(0, 100))")
        let forward = TransitionTargetState(mods, presenting: true), backward = TransitionTargetState(mods, presenting: false)
        let f = ModifiedElement(rest: Self.rest, modified: ModifiedElement.modified(Self.rest, by: forward), isAppearing: false)
        let b = ModifiedElement(rest: Self.rest, modified: ModifiedElement.modified(Self.rest, by: backward), isAppearing: false)
        #expect(f.items(progress: 1).isEmpty, "faded out")
        #expect(quad(f.items(progress: 0.5).first)?.opacity == 0.5)
        #expect(close(rect(f.items(progress: 0.5).first), Self.rest.frame))
        #expect(quad(b.items(progress: 1).first)?.opacity == 1)
        #expect(close(rect(b.items(progress: 1).first), Self.rest.frame.offsetBy(dx: 0, dy: 100)))
    }

    @Test func elementsAreDrawnByZPosition() {
        var low = pair(); low.zPosition = 0; low.id = "low"
        var high = pair(); high.zPosition = 5; high.id = "high"
        high.source.backgroundColor = Self.blue
        let all = MatchedElements(pairs: [high, low])
        #expect(all.matchedIDs == ["high", "low"])
        let first = quad(all.items(progress: 0).first)
        #expect(first?.content == .color(Self.red), "the lower z position is drawn first")
    }
}
