import Foundation
import Testing
@testable import SegueCore

@MainActor
@Suite("Transitions: exact ends and shapes")
struct TransitionLibraryTests {
    static let size = Size(320, 200)
    static let input = TransitionInput(size: size, from: .color(.red), to: .color(.blue))

    static var everyTransition: [any Transition] {
        var list: [any Transition] = [
            Cube(), Cube(direction: .backward), Cube(faces: 5), Explode(), CrossDissolve(), ImageFlight(),
            Push(), Push(from: .left), CoverVertical(), PropertyAnimations(), PageCurl(), PageCurl(direction: .down),
        ]
        list += Flip.Edge.allCases.map { Flip(from: $0) }
        list += BuiltinShaders.types.map { ShaderTransition(builtin: $0) }
        list += list.map { ReversedTransition($0) }
        return list
    }

    @Test func progressZeroIsExactlyTheSourceAndOneTheDestination() {
        for t in Self.everyTransition {
            #expect(t.items(progress: 0, input: Self.input) == [.quad(Quad(content: .color(.red), size: Self.size))], "\(t.name)")
            #expect(t.items(progress: 1, input: Self.input) == [.quad(Quad(content: .color(.blue), size: Self.size))], "\(t.name)")
        }
    }

    @Test func everyTransitionDrawsInBetween() {
        for t in Self.everyTransition {
            for p in [0.25, 0.5, 0.75] {
                let items = t.items(progress: p, input: Self.input)
                // A flip is edge-on halfway: nothing to see at that instant.
                #expect(!items.isEmpty || (t.name == "flip" && p == 0.5), "\(t.name) at \(p)")
                for case .quad(let q) in items {
                    for c in q.projectedCorners { #expect(c.x.isFinite && c.y.isFinite, "\(t.name)") }
                }
            }
        }
    }

    @Test func pageCurlIsAShaderPassOverTheContainer() {
        // The shader runs over the band of the curl (clipped), plain quads elsewhere.
        let items = PageCurl().items(progress: 0.3, input: Self.input)
        let passes = items.compactMap { if case .shader(let s) = $0 { return s } else { return nil } }
        guard let s = passes.first else { Issue.record("no shader pass"); return }
        #expect(s.name == "pageCurl" && s.progress == 0.3 && s.frame == Rect(0, 0, 320, 200))
        #expect(s.from == .color(.red) && s.to == .color(.blue))
        #expect(s.parameters["radius"] == .float(0.08))
        #expect(passes.allSatisfy { $0.clip != nil })
        #expect(items.contains { if case .quad(let q) = $0 { return q.content == .color(.red) } else { return false } })
        let late = PageCurl().items(progress: 0.9, input: Self.input)
        #expect(late.contains { if case .quad(let q) = $0 { return q.content == .color(.blue) } else { return false } })
        // Curling down rolls the destination down over the source: the same curl backwards.
        guard case .shader(let d)? = PageCurl(direction: .down).items(progress: 0.3, input: Self.input)
            .first(where: { if case .shader = $0 { return true } else { return false } }) else {
            Issue.record("no shader pass"); return
        }
        #expect(d.from == .color(.blue) && d.to == .color(.red) && abs(d.progress - 0.7) < 1e-12)
    }

    @Test func explodeScalesAboutTheCentreAndFades() {
        let items = Explode().items(progress: 0.5, input: Self.input)
        let q = items.compactMap { if case .quad(let q) = $0, q.content == .color(.red) { return q } else { return nil } }.first!
        #expect(q.opacity == 0.5 && q.zIndex > 0)
        let c = q.projectedCorners
        // ×1.5 about (160, 100): corners at (160 ∓ 240, 100 ∓ 150).
        #expect(c[0].distance(to: Point(-80, -50)) < 1e-9 && c[2].distance(to: Point(400, 250)) < 1e-9)
        #expect(items.first == .quad(Quad(content: .color(.blue), size: Self.size)))
        #expect(Explode().curve == .easeOut && Explode().duration == 0.75)
    }

    @Test func flipShowsTheFrontThenTheUnmirroredBack() {
        let early = Flip(from: .left).items(progress: 0.3, input: Self.input)
        let late = Flip(from: .left).items(progress: 0.7, input: Self.input)
        #expect(early.count == 1 && late.count == 1)
        guard case .quad(let a)? = early.first, case .quad(let b)? = late.first else { return }
        #expect(a.content == .color(.red) && b.content == .color(.blue))
        // Not mirrored: the back's left corners stay left of its right corners.
        let c = b.projectedCorners
        #expect(c[0].x < c[1].x && c[3].x < c[2].x)
        // From the left: the left edge comes towards the viewer, so it grows taller.
        let e = a.projectedCorners
        #expect(e[3].y - e[0].y > e[2].y - e[1].y)
        // From the top: the top edge comes forward and grows wider.
        guard case .quad(let t)? = Flip(from: .top).items(progress: 0.3, input: Self.input).first else { return }
        let tc = t.projectedCorners
        #expect(tc[1].x - tc[0].x > tc[2].x - tc[3].x)
    }

    @Test func pushMovesTheSourceAThirdAndDimsIt() {
        let items = Push().items(progress: 0.5, input: Self.input)
        guard case .quad(let src)? = items.first, case .quad(let dst)? = items.last else { return }
        #expect(abs(src.projectedCorners[0].x - -320.0 / 6) < 1e-9 && src.dim == 0.1)
        #expect(dst.projectedCorners[0].x == 160 && dst.zIndex > src.zIndex)
        let cover = CoverVertical().items(progress: 0.25, input: Self.input)
        guard case .quad(let up)? = cover.last else { return }
        #expect(up.projectedCorners[0].y == 150 && up.content == .color(.blue))
    }

    @Test func imageFlightFliesFromTheThumbnailToAnAspectFitRect() {
        let flight = ImageFlightInput(image: .image("photo.png"), imageSize: Size(400, 400),
                                      sourceRect: Rect(10, 20, 60, 30), thumbnailCover: .color(.white))
        let input = TransitionInput(size: Self.size, from: .color(.red), to: .color(.blue), flight: flight)
        #expect(flight.landingRect(in: Self.size) == Rect(60, 0, 200, 200))
        // The thumbnail (60×30) shows the middle half of the square image.
        #expect(flight.sourceContentsRect == Rect(0, 0.25, 1, 0.5))
        let mid = ImageFlight().items(progress: 0.5, input: input)
        let image = mid.compactMap { if case .quad(let q) = $0, q.content == .image("photo.png") { return q } else { return nil } }.first!
        #expect(image.projectedCorners[0] == Point(35, 10) && image.size == Size(130, 115))
        #expect(image.zIndex == mid.map(\.zIndex).max())
        #expect(mid.contains(.quad(Quad(content: .color(.white), frame: Rect(10, 20, 60, 30), zIndex: 0.5))))
        #expect(mid.contains(.quad(Quad(content: .color(.blue), size: Self.size, opacity: 0.5, zIndex: 1))))
        // Unwinding plays it backwards: the image flies from the full rect back to the thumbnail.
        let back = ReversedTransition(ImageFlight())
        let unwind = TransitionInput(size: Self.size, from: .color(.blue), to: .color(.red), flight: flight)
        let q = back.items(progress: 0.25, input: unwind)
            .compactMap { if case .quad(let q) = $0, q.content == .image("photo.png") { return q } else { return nil } }.first!
        #expect(q.projectedCorners[0].distance(to: Rect.lerp(Rect(10, 20, 60, 30), Rect(60, 0, 200, 200), 0.75).origin) < 1e-9)
        // Without a cover the source texture lacks the thumbnail: progress 0 puts the image back.
        var bare = input; bare.flight?.thumbnailCover = nil
        let start = ImageFlight().items(progress: 0, input: bare)
        #expect(start.count == 2 && start.first == .quad(Quad(content: .color(.red), size: Self.size)))
    }

    @Test func animationsBlockMovesTheSourceToTheCornerWhileFading() {
        let items = PropertyAnimations().items(progress: 0.5, input: Self.input)
        guard case .quad(let a)? = items.first, case .quad(let b)? = items.last else { return }
        // The centre goes from (160, 100) to (0, 0): halfway it is at (80, 50).
        #expect(a.projectedCorners[0] == Point(-80, -50) && a.opacity == 0.5)
        #expect(b.content == .color(.blue) && b.opacity == 0.5 && b.transform == .identity)
    }
}
