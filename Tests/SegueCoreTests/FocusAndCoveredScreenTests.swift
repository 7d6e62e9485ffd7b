import Foundation
import Testing
@testable import SegueCore

/// Two framework rules about views that leave the window: focus leaves a control that
/// leaves it (and moves as UIKit's focus engine moves it), and a presenter covered by a
/// full-screen presentation still follows the window's size.
@MainActor
@Suite struct FocusAndCoveredScreenTests {
    /// A child controller with one button (`name`-button), or none.
    func child(_ h: ControllerHarness, _ name: String, button: Bool) -> ViewController {
        let vc = h.vc(name)
        if button {
            let b = Button(frame: Rect(20, 20, 120, 40), title: name)
            b.identifier = name + "-button"
            vc.view.addSubview(b)
        }
        return vc
    }

    /// A swap container holding `kids`, the first shown.
    func container(_ h: ControllerHarness, _ kids: [ViewController]) -> SwapContainer {
        let c = SwapContainer()
        c.traceLog = h.log
        for (i, k) in kids.enumerated() {
            c.addChild(k)
            if i == 0 {
                k.view.frame = Rect(0, 0, 400, 300)
                c.view.addSubview(k.view)
            }
            k.didMove(toParent: c)
        }
        h.window.rootViewController = c
        return c
    }

    @Test func focusLeavesAControlSwappedOutOfTheWindow() throws {
        let h = ControllerHarness()
        let kids = [child(h, "a", button: true), child(h, "b", button: true)]
        let c = container(h, kids)
        let a = try #require(kids[0].view.viewWithIdentifier("a-button") as? Control)
        #expect(h.window.focus.focus(a))
        c.show(kids[1])
        h.run(1)
        #expect(a.window == nil)
        let focused = h.window.focus.focusedControl
        #expect(focused?.identifier == "b-button", "focus moves to the new screen's first control")
    }

    @Test func focusGoesToNoneWhenTheNewScreenHasNoControl() throws {
        let h = ControllerHarness()
        let kids = [child(h, "a", button: true), child(h, "b", button: false)]
        let c = container(h, kids)
        let a = try #require(kids[0].view.viewWithIdentifier("a-button") as? Control)
        #expect(h.window.focus.focus(a))
        c.show(kids[1])
        h.run(1)
        #expect(h.window.focus.focusedControl == nil)
    }

    @Test func aCoveredPresenterFollowsWindowResizes() {
        let h = ControllerHarness(size: Size(400, 300))
        let root = h.vc("root")
        h.window.rootViewController = root
        let marker = View(frame: Rect(0, 260, 400, 40))
        marker.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.view.addSubview(marker)
        let sheet = h.vc("sheet")
        root.present(sheet, animated: false)
        h.run(0.1)
        #expect(root.view.superview == nil, "a full-screen presentation takes its presenter off the tree")
        h.window.resize(to: Size(600, 500))
        #expect(root.view.frame == Rect(0, 0, 600, 500))
        #expect(marker.frame == Rect(0, 460, 600, 40), "its autoresizing subviews follow it")
        sheet.dismiss(animated: false)
        h.run(0.1)
        #expect(root.view.window != nil)
        #expect(root.view.frame == Rect(0, 0, 600, 500))
    }
}
