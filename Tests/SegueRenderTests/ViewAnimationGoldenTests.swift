import Foundation
import SegueKit
import SegueTestSupport
import Testing

extension GLTests {
    /// Views drawn mid-animation by the real renderer: what is on screen is the presentation
    /// values (moved, turned, faded, recoloured, rounded), not the model values.
    @MainActor
    @Suite("View animation goldens")
    struct ViewAnimationGoldenTests {
        static let size = Size(160, 90)
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.002,
                                                 because: "edges of turned quads are rasterised a level or two apart between GL drivers")

        func scene() -> (Window, ManualClock, [View]) {
            let clock = ManualClock()
            let window = Window(size: Self.size, clock: clock)
            window.backgroundColor = Color(white: 0.95)
            let cards = (0..<3).map { i -> View in
                let v = View(frame: Rect(10 + Double(i) * 50, 20, 40, 50))
                v.backgroundColor = [Color(red: 0.9, green: 0.3, blue: 0.2), Color(red: 0.2, green: 0.6, blue: 0.3),
                                     Color(red: 0.2, green: 0.4, blue: 0.9)][i]
                window.rootView.addSubview(v)
                return v
            }
            return (window, clock, cards)
        }

        @Test("Cards halfway through a spring, a turn and a fade")
        func midAnimation() throws {
            try withGL(size: Self.size) { stack in
                let (window, clock, cards) = scene()
                View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
                    cards[0].center = Point(cards[0].center.x, 70)
                })
                View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    cards[1].transform = .rotation(Double.pi / 2, 0, 0, 1)
                    cards[1].cornerRadius = 20
                    cards[1].backgroundColor = Color(red: 0.9, green: 0.8, blue: 0.1)
                })
                View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { cards[2].alpha = 0 })
                clock.set(0.5)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "cards-mid-animation", tolerance: Self.tolerance)
                clock.set(1)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "cards-at-rest", tolerance: Self.tolerance)
            }
        }

        @Test("A view flipping from its old look to its new one")
        func transitionWithView() throws {
            try withGL(size: Self.size) { stack in
                let (window, clock, cards) = scene()
                View.transition(with: cards[1], duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
                    cards[1].backgroundColor = Color(red: 0.5, green: 0.2, blue: 0.6)
                })
                clock.set(0.3)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "flip-from-left-30", tolerance: Self.tolerance)
                clock.set(0.7)
                try stack.renderer.draw(window.drawList(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "flip-from-left-70", tolerance: Self.tolerance)
            }
        }
    }
}
