import Foundation
import Testing
@testable import SegueCore

/// A popover delegate that records what it hears and adapts as told.
@MainActor
private final class PopoverListener: PopoverPresentationControllerDelegate {
    var heard: [String] = []
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers; nil: the default.
    var adaptTo: ModalPresentationStyle??
    var moveTo: (Rect, View)?

    func presentationControllerShouldDismiss(_ pc: PresentationController) -> Bool { heard.append("should"); return true }
    func presentationControllerWillDismiss(_ pc: PresentationController) { heard.append("will") }
    func presentationControllerDidDismiss(_ pc: PresentationController) { heard.append("did") }
    func presentationControllerDidAttemptToDismiss(_ pc: PresentationController) { heard.append("attempt") }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
        heard.append("adapt")
        return adaptTo ?? (controller as? PopoverPresentationController)?.adaptivePresentationStyle
    }
    func prepareForPopoverPresentation(_ pc: PopoverPresentationController) { heard.append("prepare") }
    func popoverPresentationController(_ pc: PopoverPresentationController, willRepositionPopoverTo rect: inout Rect,
                                       in view: inout View) {
        heard.append("reposition")
        if let moveTo { (rect, view) = moveTo }
    }
}

@MainActor
private func click(_ h: SheetHarness, _ x: Double, _ y: Double) {
    h.window.handle(.mouseDown(Point(x, y), .left))
    h.run(0.05)
    h.window.handle(.mouseUp(Point(x, y), .left))
    h.run(0.05)
}

/// A button on the home screen (at 40, 140, 200 × 50) and a controller named "pop" that asks
/// for 300 × 200, to be presented as a popover pointing at the button.
@MainActor
private func popoverFromButton(_ h: SheetHarness) -> (button: View, pop: ViewController) {
    let button = View(frame: Rect(40, 140, 200, 50))
    h.home.view.addSubview(button)
    let pop = h.vc("pop")
    pop.modalPresentationStyle = .popover
    pop.preferredContentSize = Size(300, 200)
    pop.popoverPresentationController?.sourceView = button
    return (button, pop)
}

@MainActor
@Suite("Popovers")
struct PopoverPresentationTests {
    private let area = Rect(10, 30, 748, 974)

    @Test("A popover goes below its source when it fits, its arrow on the source's middle")
    func placementBelow() {
        let p = PopoverPlacement.place(content: Size(300, 200), anchor: Rect(100, 100, 80, 40), area: area, permitted: .any,
                                       canOverlap: false)
        #expect(p.arrow == .up)
        // Centred on the source (140 - 150 = -10), kept inside the area from 10.
        #expect(p.frame == Rect(10, 153, 300, 200))
        #expect(p.arrowOffset == 130)
    }

    @Test("Above the source when below has no room; beside it when only sideways is permitted")
    func placementAboveAndBeside() {
        let low = PopoverPlacement.place(content: Size(300, 200), anchor: Rect(300, 900, 80, 40), area: area,
                                         permitted: .any, canOverlap: false)
        #expect(low.arrow == .down)
        #expect(low.frame == Rect(190, 687, 300, 200))
        #expect(low.arrowOffset == 150)
        let side = PopoverPlacement.place(content: Size(300, 200), anchor: Rect(100, 500, 80, 40), area: area,
                                          permitted: [.left, .right], canOverlap: false)
        #expect(side.arrow == .left)
        #expect(side.frame == Rect(193, 420, 300, 200))
        let right = PopoverPlacement.place(content: Size(300, 200), anchor: Rect(600, 500, 80, 40), area: area,
                                           permitted: [.left, .right], canOverlap: false)
        #expect(right.arrow == .right)
        #expect(right.frame == Rect(287, 420, 300, 200))
    }

    @Test("A popover too large for any side takes the side with the most room, cut to it; the arrow keeps clear of the corners")
    func placementCut() {
        let p = PopoverPlacement.place(content: Size(320, 1100), anchor: Rect(700, 40, 40, 30), area: area, permitted: .any,
                                       canOverlap: false)
        // No side holds it whole; below holds its width, so it goes there, cut to the room.
        #expect(p.arrow == .up)
        #expect(p.frame == Rect(438, 83, 320, 921))
        // The arrow on the source's middle (720), 282 along: clear of the corner (13 + 17 from the end).
        #expect(p.arrowOffset == 282)
        let corner = PopoverPlacement.place(content: Size(320, 300), anchor: Rect(750, 100, 8, 30), area: area, permitted: .any,
                                            canOverlap: false)
        #expect(corner.frame.maxX == 758)
        #expect(corner.arrowOffset == 290)
        // No room on any side: centred, no arrow.
        let none = PopoverPlacement.place(content: Size(300, 200), anchor: area, area: area, permitted: .any, canOverlap: false)
        #expect(none.arrow == .unknown)
        #expect(none.frame == Rect(234, 417, 300, 200))
        // A source nearly as large as the area: 46 points below it, 17 above, for a popover
        // 1100 high: over the source, no arrow.
        let large = PopoverPlacement.place(content: Size(320, 1100), anchor: Rect(0, 70, 768, 885), area: area, permitted: .any,
                                           canOverlap: false)
        #expect(large.arrow == .unknown)
        #expect(large.frame == Rect(224, 30, 320, 974))
        // Only up permitted, and no room below: the popover is centred over the source.
        let over = PopoverPlacement.place(content: Size(300, 200), anchor: Rect(300, 950, 80, 40), area: area,
                                          permitted: .up, canOverlap: true)
        #expect(over.arrow == .unknown)
    }

    @Test("On an iPad a popover stands beside its source over the presenter, which stays on screen")
    func presentedBesideTheSource() {
        let h = SheetHarness("ipad")
        let button = View(frame: Rect(40, 140, 200, 50))
        h.home.view.addSubview(button)
        let pop = h.vc("pop")
        pop.preferredContentSize = Size(300, 200)
        pop.modalPresentationStyle = .popover
        let listener = PopoverListener()
        let pc = pop.popoverPresentationController
        #expect(pc != nil)
        pc?.sourceView = button
        pc?.delegate = listener
        h.home.present(pop, animated: true)
        h.run(0.8)
        #expect(pop.presentationController === pc)
        #expect(pc?.arrowDirection == .up)
        #expect(pop.view.frame == Rect(10, 203, 300, 200))
        #expect(pop.view.cardCorners == CardCorners(radius: 13, bottomSquare: false))
        #expect(h.home.view.window != nil)
        #expect(!h.events(of: "home").contains("viewWillDisappear"))
        let bubble = h.window.rootView.viewWithIdentifier("popover-bubble")
        #expect(bubble?.frame == pop.view.frame)
        #expect(bubble?.alpha == 1)
        #expect(listener.heard == ["prepare"])
        // A click inside the popover keeps it; one outside dismisses it as the user does.
        click(h, 100, 300)
        #expect(h.home.presentedViewController === pop)
        click(h, 600, 800)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(listener.heard == ["prepare", "should", "will", "did"])
        #expect(h.window.rootView.viewWithIdentifier("popover-bubble") == nil)
        #expect(h.window.rootView.viewWithIdentifier("popover-outside") == nil)
        #expect(pop.view.cardCorners == nil)
        #expect(AppearanceChecker.check(h.log.events).isEmpty)
    }

    @Test("A full-screen screen presented over a popover and dismissed leaves the popover's bubble over the presenter")
    func fullScreenOverAPopover() {
        let h = SheetHarness("ipad")
        let (_, pop) = popoverFromButton(h)
        h.home.present(pop, animated: false)
        h.run(0.1)
        let full = h.vc("full")
        pop.present(full, animated: false)
        h.run(0.1)
        #expect(h.home.view.window == nil)
        full.dismiss(animated: false)
        h.run(0.1)
        let order = h.window.rootView.subviews
        let index = { (v: View?) in order.firstIndex { $0 === v } ?? -1 }
        let home = index(h.home.view), outside = index(h.window.rootView.viewWithIdentifier("popover-outside"))
        let bubble = index(h.window.rootView.viewWithIdentifier("popover-bubble")), popover = index(pop.view)
        #expect(home >= 0 && home < outside && outside + 1 == bubble && bubble + 1 == popover, "\(home) \(outside) \(bubble) \(popover)")
        click(h, 600, 800)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
    }

    @Test("A popover modal in presentation stays; clicks on passthrough views reach them")
    func modalAndPassthrough() {
        let h = SheetHarness("ipad")
        let (_, pop) = popoverFromButton(h)
        let other = ClickCounter(frame: Rect(500, 800, 200, 100))
        h.home.view.addSubview(other)
        pop.isModalInPresentation = true
        let listener = PopoverListener()
        pop.popoverPresentationController?.delegate = listener
        pop.popoverPresentationController?.passthroughViews = [other]
        h.home.present(pop, animated: false)
        h.run(0.1)
        click(h, 600, 850)
        #expect(other.clicks == 1)
        #expect(listener.heard == ["prepare"])
        click(h, 100, 900)
        h.run(0.6)
        #expect(h.home.presentedViewController === pop)
        #expect(listener.heard == ["prepare", "attempt"])
        // Escape asks the same questions.
        h.window.handle(.keyDown(.escape, []))
        h.window.handle(.keyUp(.escape, []))
        h.run(0.6)
        #expect(h.home.presentedViewController === pop)
        pop.isModalInPresentation = false
        h.window.handle(.keyDown(.escape, []))
        h.window.handle(.keyUp(.escape, []))
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(listener.heard.suffix(3) == ["should", "will", "did"])
    }

    @Test("A popover from a bar button item points at the item's button in the navigation bar")
    func barButtonItem() {
        let h = SheetHarness("ipad")
        let nav = NavigationController(rootViewController: h.vc("list"))
        h.window.rootViewController = nav
        let item = BarButtonItem(barButtonSystemItem: .add)
        nav.topViewController?.navigationItem.rightBarButtonItems = [item]
        h.run(0.1)
        let pop = h.vc("pop")
        pop.modalPresentationStyle = .popover
        pop.preferredContentSize = Size(320, 300)
        pop.popoverPresentationController?.barButtonItem = item
        nav.present(pop, animated: false)
        h.run(0.1)
        let button = h.window.rootView.descendants.first { ($0 as? BarItemButton)?.item === item }!
        let b = button.transform(to: nil).boundingBox(of: button.bounds)
        #expect(pop.popoverPresentationController?.arrowDirection == .up)
        #expect(pop.view.frame.minY == b.maxY + 13)
        // Against the right margin (10 points in), the arrow as near the item as the corner allows.
        #expect(pop.view.frame.maxX == 768 - 10)
    }

    @Test("iOS 16's sourceItem is the same source as a view or a bar button item")
    func sourceItem() {
        let h = SheetHarness("ipad")
        let pop = h.vc("pop")
        pop.modalPresentationStyle = .popover
        let popover = pop.popoverPresentationController!
        let item = BarButtonItem(barButtonSystemItem: .add)
        popover.sourceItem = item
        #expect(popover.barButtonItem === item && popover.sourceItem === item)
        popover.sourceItem = h.home.view
        #expect(popover.sourceView === h.home.view && popover.barButtonItem == nil && popover.sourceItem === h.home.view)
        popover.sourceItem = nil
        #expect(popover.sourceView == nil && popover.barButtonItem == nil)
        // Pointed at a view through it, the popover stands beside that view.
        let anchor = View(frame: Rect(100, 300, 40, 40))
        h.home.view.addSubview(anchor)
        popover.sourceItem = anchor
        popover.permittedArrowDirections = .left
        h.home.present(pop, animated: false)
        h.run(0.1)
        #expect(popover.arrowDirection == .left && pop.view.frame.minX == anchor.transform(to: nil).boundingBox(of: anchor.bounds).maxX + 13)
    }

    @Test("Where the width is compact a popover adapts to a sheet, or as the delegate says")
    func adaptation() {
        let h = SheetHarness("iphone-x")
        let pop = h.vc("pop")
        pop.modalPresentationStyle = .popover
        let popover = pop.popoverPresentationController!
        popover.sourceView = h.home.view
        let listener = PopoverListener()
        popover.delegate = listener
        h.home.present(pop, animated: true)
        h.run(0.8)
        // The adaptive sheet presents it, with the popover's delegate; the popover stays the
        // controller's presentation controller, as in UIKit.
        #expect(pop.ownPresentationController === popover.adaptiveSheetPresentationController)
        #expect(pop.presentationController === popover)
        #expect(pop.popoverPresentationController === popover)
        #expect(pop.sheetPresentationController == nil)
        #expect(pop.view.frame == Rect(0, 54, 375, 758))
        #expect(pop.ownPresentationController?.presentationStyle == .formSheet)
        #expect(listener.heard == ["adapt"])
        // Pulled down, it is dismissed as a sheet is, and the delegate hears of it.
        h.drag(from: 180, 300, by: 500)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(listener.heard == ["adapt", "should", "will", "did"])

        // `.none` keeps the popover.
        let kept = h.vc("kept")
        kept.modalPresentationStyle = .popover
        kept.preferredContentSize = Size(200, 100)
        kept.popoverPresentationController?.sourceView = h.home.view
        kept.popoverPresentationController?.sourceRect = Rect(100, 100, 20, 20)
        let none = PopoverListener()
        none.adaptTo = .some(.none)
        kept.popoverPresentationController?.delegate = none
        h.home.present(kept, animated: false)
        h.run(0.1)
        #expect(kept.presentationController is PopoverPresentationController)
        #expect(kept.view.frame == Rect(10, 133, 200, 100))
        kept.dismiss(animated: false)
        h.run(0.1)

        // Full screen when the delegate asks for it.
        let full = h.vc("full")
        full.modalPresentationStyle = .popover
        let asks = PopoverListener()
        asks.adaptTo = .fullScreen
        full.popoverPresentationController?.delegate = asks
        h.home.present(full, animated: false)
        h.run(0.1)
        #expect(full.ownPresentationController?.shouldRemovePresentersView == true)
        #expect(h.home.view.window == nil)
    }

    @Test("A window narrowed below regular width turns its popover into a sheet, and back when widened")
    func adaptsAgainOnResize() throws {
        let h = SheetHarness("ipad")
        h.window.device = nil
        h.window.resize(to: Size(900, 800))
        let (_, pop) = popoverFromButton(h)
        // Only the presented controller holds its popover.
        weak var popover = pop.popoverPresentationController
        h.home.present(pop, animated: false)
        h.run(0.1)
        #expect(pop.view.frame == Rect(10, 203, 300, 200))
        h.window.resize(to: Size(500, 800))
        h.run(0.1)
        #expect(popover != nil)
        #expect(pop.ownPresentationController === popover?.adaptiveSheetPresentationController)
        #expect(pop.presentationController === popover)
        #expect(pop.view.frame == Rect(0, 10, 500, 790))
        #expect(h.window.rootView.viewWithIdentifier("popover-bubble") == nil)
        #expect(h.window.rootView.viewWithIdentifier("sheet-dimming") != nil)
        #expect(pop.view.cardCorners == CardCorners(radius: 10, bottomSquare: true))
        h.window.resize(to: Size(900, 800))
        h.run(0.1)
        #expect(pop.ownPresentationController === popover)
        #expect(pop.ownPresentationController?.adaptedFrom == nil)
        #expect(pop.view.frame == Rect(10, 203, 300, 200))
        #expect(h.window.rootView.viewWithIdentifier("sheet-dimming") == nil)
        #expect(h.window.rootView.viewWithIdentifier("popover-bubble") != nil)
        #expect(h.home.view.transform == .identity)
        // Dismissed as the popover it is again.
        click(h, 600, 600)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(h.window.rootView.subviews.allSatisfy { $0.identifier != "popover-outside" && $0.identifier != "popover-bubble" })
        // Nothing holds the popover or its sheet once dismissed.
        #expect(popover == nil)
    }

    @Test("Before iOS 13 a popover adapts to full screen on a phone")
    func adaptationBeforeSheets() {
        let h = SheetHarness("iphone-8")
        var d = h.window.device!
        d.systemVersion = 12
        h.window.device = d
        let pop = h.vc("pop")
        pop.modalPresentationStyle = .popover
        h.home.present(pop, animated: false)
        h.run(0.1)
        #expect(pop.ownPresentationController?.presentationStyle == .fullScreen)
        #expect(pop.view.frame == Rect(size: h.window.size))
    }

    @Test("The popover follows its source when the window changes size; the delegate may move it")
    func followsTheSource() {
        let h = SheetHarness("ipad")
        let (button, pop) = popoverFromButton(h)
        button.autoresizingMask = [.flexibleLeftMargin]
        let listener = PopoverListener()
        pop.popoverPresentationController?.delegate = listener
        h.home.present(pop, animated: false)
        h.run(0.1)
        #expect(pop.view.frame.minX == 10)
        h.window.device = nil
        h.window.resize(to: Size(1200, 900))
        h.run(0.1)
        // The button moved right with the window (432 more); the popover went with it.
        #expect(button.frame.minX == 472)
        #expect(pop.view.frame == Rect(422, 203, 300, 200))
        #expect(h.window.rootView.viewWithIdentifier("popover-outside")?.frame == Rect(0, 0, 1200, 900))
        // Asked, the delegate left the source as it was: it keeps following the button's bounds.
        #expect(listener.heard.contains("reposition"))
        #expect(pop.popoverPresentationController?.sourceRect == .zero)
        #expect(pop.popoverPresentationController?.sourceView === button)
        listener.moveTo = (Rect(0, 0, 10, 10), h.home.view)
        h.window.resize(to: Size(1000, 900))
        h.run(0.1)
        #expect(listener.heard.contains("reposition"))
        // Below the top left corner of the home screen (a plain window: no status bar).
        #expect(pop.view.frame == Rect(10, 23, 300, 200))
    }
}

@MainActor
@Suite("Popovers from a storyboard")
struct PopoverStoryboardTests {
    static let yaml = """
    initial: nav
    scenes:
      - { id: nav, class: NavigationController, root: home }
      - id: home
        navigationItem:
          title: Home
          right: [ { id: addItem, systemItem: add } ]
        view:
          background: white
          subviews:
            - { id: go, type: button, frame: [40, 140, 200, 50], title: Go, segue: toPop }
            - { id: mark, frame: [500, 600, 40, 40] }
            - { type: button, frame: [40, 800, 200, 50], title: Marked, segue: toMark }
      - id: pop
        preferredContentSize: [280, 160]
        view: { background: white }
    segues:
      - { id: toPop, kind: present, from: home, to: pop, options: { style: popover } }
      - { id: toMark, kind: present, from: home, to: pop, options: { style: popover, anchor: mark, arrows: [left, right] } }
      - { id: toItem, kind: present, from: home, to: pop, options: { style: popover, anchor: addItem } }
    """

    @Test("A popover segue points at the button clicked, or at the view its anchor names, with the arrows it permits")
    func fromTheStoryboard() throws {
        let sb = try Storyboard.parse(Self.yaml, path: "pop.yaml").get()
        let h = SheetHarness("ipad")
        let nav = try #require(sb.instantiateInitialViewController() as? NavigationController)
        let home = try #require(nav.topViewController)
        h.window.rootViewController = nav
        h.run(0.1)
        click(h, 140, 165)
        h.run(0.6)
        let pop = try #require(nav.presentedViewController)
        #expect(pop.preferredContentSize == Size(280, 160))
        #expect(pop.popoverPresentationController?.arrowDirection == .up)
        #expect(pop.view.frame == Rect(10, 203, 280, 160))
        click(h, 700, 900)
        h.run(0.6)
        #expect(nav.presentedViewController == nil)
        click(h, 140, 825)
        h.run(0.6)
        let marked = try #require(nav.presentedViewController)
        // Not room enough on its right (205 points): on its left, the arrow pointing right at it.
        #expect(marked.popoverPresentationController?.arrowDirection == .right)
        #expect(marked.view.frame == Rect(207, 540, 280, 160))
        marked.dismiss(animated: false)
        h.run(0.1)
        // Performed from code, anchored to the bar button item its anchor names.
        #expect(home.performSegue(withIdentifier: "toItem", sender: nil))
        h.run(0.6)
        let fromItem = try #require(nav.presentedViewController)
        #expect(fromItem.popoverPresentationController?.arrowDirection == .up)
        #expect(fromItem.view.frame.minY == 20 + 50 + 13)
        #expect(fromItem.view.frame.maxX == 758)
    }
}

/// A view that counts the clicks it gets.
private final class ClickCounter: Control {
    var clicks = 0
    override func pointerDown(at point: Point) -> Bool { true }
    override func pointerUp(at point: Point, inside: Bool) { if inside { clicks += 1 } }
}
