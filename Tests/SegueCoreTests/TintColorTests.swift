import Foundation
import Testing
@testable import SegueCore

/// UIKit's inherited `tintColor`: a view's own, else its superview's, else system blue; the
/// views that take it are told when it changes (`tintColorDidChange`), whether it is set on
/// them, on an ancestor, or they move under another tint; a window's tint is its root view's.
@MainActor
@Suite struct TintColorTests {
    /// A view that counts the tint changes it is told of.
    final class Listener: View {
        var told = 0
        override func tintColorDidChange() { told += 1 }
    }

    @Test func aViewTakesTheNearestTintAbove() {
        let top = View(), middle = View(), leaf = Listener()
        top.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        top.tintColor = .red
        #expect(middle.tintColor == .red && leaf.tintColor == .red && leaf.told == 1)
        // Its own beats the ancestors'; nil goes back to theirs.
        leaf.tintColor = .green
        #expect(leaf.tintColor == .green && leaf.told == 2)
        top.tintColor = .gray
        #expect(leaf.tintColor == .green && leaf.told == 2, "a view with its own tint is not told")
        leaf.tintColor = nil
        #expect(leaf.tintColor == .gray && leaf.told == 3)
        // Setting the same tint again tells nobody.
        middle.tintColor = .gray
        #expect(leaf.told == 3)
    }

    @Test func movingUnderAnotherTintTellsTheView() {
        let red = View(), blue = View(), leaf = Listener()
        red.tintColor = .red
        red.addSubview(leaf)
        #expect(leaf.told == 1 && leaf.tintColor == .red)
        blue.addSubview(leaf)
        #expect(leaf.told == 2 && leaf.tintColor == .systemBlue)
        leaf.removeFromSuperview()
        #expect(leaf.told == 2, "system blue both before and after")
        red.addSubview(leaf)
        leaf.removeFromSuperview()
        #expect(leaf.told == 4)
    }

    @Test func aWindowsTintReachesItsControlsAndBars() {
        let vc = ViewController()
        let button = Button(title: "Go")
        button.frame = Rect(20, 100, 80, 40)
        vc.view.addSubview(button)
        vc.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit")]
        let nav = NavigationController(rootViewController: vc)
        let w = Window(size: Size(390, 600), clock: ManualClock())
        w.rootViewController = nav
        w.rootView.layoutIfNeeded()
        let brand = Color(red: 0.6, green: 0.1, blue: 0.5)
        w.tintColor = brand
        w.rootView.layoutIfNeeded()
        #expect(button.tintColor == brand && nav.navigationBar.tintColor == brand)
        let titles = w.drawList().quads.compactMap { q -> (String, Color)? in
            guard case .text(let t) = q.content else { return nil }
            return (t.text, t.firstAttributes.foregroundColor)
        }
        #expect(titles.contains { $0.0 == "Go" && $0.1 == brand }, "the button's title in the window's tint")
        #expect(titles.contains { $0.0 == "Edit" && $0.1 == brand }, "the bar's item in the window's tint")
        // A bar's own tint beats the window's.
        nav.navigationBar.tintColor = .gray
        w.rootView.layoutIfNeeded()
        #expect(w.drawList().quads.contains { q in
            if case .text(let t) = q.content { return t.text == "Edit" && t.firstAttributes.foregroundColor == .gray }
            return false
        })
    }
}
