import Foundation
import Testing
@testable import SegueCore

/// A window emulating `device`, with a manual clock, for sheet and popover tests.
@MainActor
final class SheetHarness {
    let clock = ManualClock()
    let log = TraceLog()
    let window: Window
    let home = ViewController()

    init(_ device: String, landscape: Bool = false) {
        let d = DeviceProfile.named(device)!.oriented(landscape: landscape)
        window = Window(size: d.size, clock: clock, trace: log)
        window.device = d
        home.storyboardIdentifier = "home"
        home.traceLog = log
        window.rootViewController = home
    }

    func vc(_ name: String) -> ViewController {
        let c = ViewController()
        c.storyboardIdentifier = name
        c.traceLog = log
        return c
    }

    /// A controller named `name` presented over `presenter` (the home screen) with `style`,
    /// animated, once the presentation has ended.
    @discardableResult
    func presentSheet(_ name: String, _ style: ModalPresentationStyle, over presenter: ViewController? = nil) -> ViewController {
        let vc = self.vc(name)
        vc.modalPresentationStyle = style
        (presenter ?? home).present(vc, animated: true)
        run(0.8)
        return vc
    }

    func run(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded(.up)) {
            clock.advance(by: 1.0 / 60)
            _ = window.drawList()
        }
    }

    func drag(from x: Double, _ y: Double, by dy: Double, steps: Int = 10, dt: Double = 1.0 / 60, release: Bool = true) {
        window.handle(.mouseDown(Point(x, y), .left))
        for i in 1...steps {
            run(dt)
            window.handle(.mouseMove(Point(x, y + dy * Double(i) / Double(steps))))
        }
        if release { window.handle(.mouseUp(Point(x, y + dy), .left)) }
    }

    /// The events of the controller named `name`.
    func events(of name: String) -> [String] {
        log.events.filter { $0.vc == name }.map { $0.event.rawValue }
    }
}

/// Records what the presentation controller's delegate hears.
@MainActor
class DismissListener: AdaptivePresentationControllerDelegate {
    var heard: [String] = []
    var allow = true
    func presentationControllerShouldDismiss(_ pc: PresentationController) -> Bool { heard.append("should"); return allow }
    func presentationControllerWillDismiss(_ pc: PresentationController) { heard.append("will") }
    func presentationControllerDidDismiss(_ pc: PresentationController) { heard.append("did") }
    func presentationControllerDidAttemptToDismiss(_ pc: PresentationController) { heard.append("attempt") }
}

@MainActor
@Suite("Sheets")
struct SheetPresentationTests {
    @Test("On a phone upright a page sheet is a card below the safe area, over the presenter pushed back")
    func phoneCard() throws {
        let h = SheetHarness("iphone-x")
        let sheet = h.vc("sheet")
        sheet.modalPresentationStyle = .pageSheet
        h.home.present(sheet, animated: true)
        h.run(0.25)
        // Halfway, the sheet is still rising.
        #expect(sheet.view.presentation.frame.minY > 54 + 1)
        h.run(0.5)
        #expect(sheet.view.frame == Rect(0, 54, 375, 758))
        #expect(sheet.view.cardCorners == CardCorners(radius: 10, bottomSquare: true))
        // The presenter stays on screen, scaled 343/375 with its top at the safe area's top (44).
        let homeView = h.home.view!
        #expect(homeView.window != nil)
        let s = 343.0 / 375
        let top = homeView.frame.midY + homeView.transform.m42 - homeView.frame.height * s / 2
        #expect(abs(homeView.transform.m11 - s) < 1e-9)
        #expect(abs(top - 44) < 1e-6, "the presenter's top stands at \(top)")
        #expect(h.window.statusBar?.drawsLightContent == true)
        // No disappearance calls for the presenter, as in UIKit.
        #expect(!h.events(of: "home").contains("viewWillDisappear"))
        #expect(h.events(of: "sheet").contains("viewDidAppear"))
        // Dismissed: the presenter is as it was.
        sheet.dismiss(animated: true)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(homeView.transform == .identity)
        #expect(homeView.cardCorners == nil)
        #expect(h.window.statusBar?.drawsLightContent == nil)
        #expect(!h.window.rootView.subviews.contains { $0.identifier == "sheet-dimming" })
        #expect(AppearanceChecker.check(h.log.events).isEmpty)
    }

    @Test("UIKit's automatic style is a page sheet; full screen is not a sheet")
    func automaticIsASheet() {
        let h = SheetHarness("iphone-14")
        let sheet = h.vc("sheet")
        sheet.modalPresentationStyle = .automatic
        #expect(sheet.sheetPresentationController != nil)
        h.home.present(sheet, animated: false)
        h.run(0.1)
        let top = h.window.safeAreaInsets.top + 10
        #expect(sheet.view.frame == Rect(0, top, h.window.size.width, h.window.size.height - top))
        let full = h.vc("full")
        #expect(full.sheetPresentationController == nil)
        #expect(full.presentationController?.shouldRemovePresentersView == true)
    }

    @Test("On a phone on its side a sheet covers the window, and it follows the window when turned")
    func phoneOnItsSide() {
        let h = SheetHarness("iphone-x", landscape: true)
        let sheet = h.presentSheet("sheet", .formSheet)
        #expect(sheet.view.frame == Rect(size: h.window.size))
        #expect(h.home.view.transform == .identity)
        #expect(sheet.view.cardCorners == nil)
        // Turned upright: a card over the presenter pushed back.
        let upright = DeviceProfile.named("iphone-x")!
        h.window.device = upright
        h.window.resize(to: upright.size)
        #expect(sheet.view.frame == Rect(0, 54, 375, 758))
        #expect(h.home.view.transform != .identity)
        #expect(sheet.view.cardCorners != nil)
    }

    @Test("In regular width a form sheet is 540 × 620 and a page sheet 704 wide, centred over the presenter dimmed")
    func iPadSheets() throws {
        let h = SheetHarness("ipad")
        let size = h.window.size, insets = h.window.safeAreaInsets
        let form = h.vc("form")
        form.modalPresentationStyle = .formSheet
        h.home.present(form, animated: true)
        h.run(0.8)
        let f = form.view.frame
        #expect(f.size == Size(540, 620))
        #expect(abs(f.midX - size.width / 2) <= 0.5)
        #expect(abs(f.midY - (insets.top + (size.height - insets.top - insets.bottom) / 2)) <= 0.5)
        #expect(form.view.cardCorners == CardCorners(radius: 10, bottomSquare: false))
        #expect(h.home.view.transform == .identity, "an iPad's presenter is not pushed back")
        let dim = try #require(h.window.rootView.subviews.first { $0.identifier == "sheet-dimming" })
        #expect(dim.alpha == 1 && dim.backgroundColor == Color(white: 0, alpha: 0.4))
        form.dismiss(animated: false)
        h.run(0.1)
        let page = h.vc("page")
        page.modalPresentationStyle = .pageSheet
        h.home.present(page, animated: false)
        h.run(0.1)
        #expect(page.view.frame.width == 704)
        #expect(page.view.frame.minY == insets.top + 20)
        #expect(page.view.frame.maxY == size.height - insets.bottom - 20)
    }

    @Test("A navigation bar in a card is 56 points high, the compact 32 on a phone on its side")
    func barInASheet() {
        let h = SheetHarness("iphone-x")
        let nav = NavigationController(rootViewController: h.vc("root"))
        nav.modalPresentationStyle = .pageSheet
        h.home.present(nav, animated: false)
        h.run(0.1)
        #expect(nav.navigationBar.frame == Rect(0, 0, 375, 56))
        let h2 = SheetHarness("iphone-8", landscape: true)
        let nav2 = NavigationController(rootViewController: h2.vc("root"))
        nav2.modalPresentationStyle = .pageSheet
        h2.home.present(nav2, animated: false)
        h2.run(0.1)
        #expect(nav2.navigationBar.frame.height == NavigationBar.compactHeight)
    }

    @Test("Pulled down past half its travel, a sheet is dismissed; a short pull springs back")
    func pullToDismiss() {
        let h = SheetHarness("iphone-x")
        let sheet = h.vc("sheet")
        sheet.modalPresentationStyle = .pageSheet
        let listener = DismissListener()
        sheet.presentationController?.delegate = listener
        h.home.present(sheet, animated: true)
        h.run(0.8)
        // A short, slow pull: the sheet follows, then comes back.
        h.drag(from: 200, 300, by: 120, steps: 12, dt: 0.05, release: false)
        h.run(0.05)
        let following = sheet.view.presentation.frame.minY
        #expect(following > 54 + 60, "the sheet stands at \(following) under the pointer")
        h.window.handle(.mouseUp(Point(200, 420), .left))
        h.run(0.8)
        #expect(h.home.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 54)
        #expect(h.home.view.transform != .identity, "the presenter stays pushed back")
        #expect(listener.heard == ["should", "will"])
        // A long pull: dismissed.
        h.drag(from: 200, 300, by: 500, steps: 20, dt: 0.03)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(h.home.view.transform == .identity)
        #expect(listener.heard == ["should", "will", "should", "will", "did"])
        #expect(AppearanceChecker.check(h.log.events).isEmpty)
    }

    @Test("A sheet modal in presentation is not pulled away; its delegate hears the attempt")
    func modalInPresentation() {
        let h = SheetHarness("iphone-x")
        let nav = NavigationController(rootViewController: h.vc("editor"))
        nav.modalPresentationStyle = .pageSheet
        nav.topViewController?.isModalInPresentation = true
        let listener = DismissListener()
        nav.presentationController?.delegate = listener
        h.home.present(nav, animated: true)
        h.run(0.8)
        h.drag(from: 200, 300, by: 500, steps: 20, dt: 0.03, release: false)
        h.run(0.05)
        let stretched = nav.view.transform.m42
        #expect(stretched > 0 && stretched <= 40, "the sheet stretches \(stretched)")
        h.window.handle(.mouseUp(Point(200, 800), .left))
        h.run(0.8)
        #expect(h.home.presentedViewController === nav)
        #expect(nav.view.transform == .identity)
        #expect(listener.heard == ["attempt"])
    }

    @Test("A second sheet stacks over the first, and dismissing from the bottom takes both away")
    func stackedSheets() {
        let h = SheetHarness("iphone-x")
        let first = h.presentSheet("first", .pageSheet)
        let second = h.presentSheet("second", .pageSheet, over: first)
        #expect(second.view.frame == Rect(0, 54, 375, 758))
        #expect(first.view.window != nil && h.home.view.window != nil)
        #expect(first.view.transform != .identity, "the first sheet is pushed back")
        h.home.dismiss(animated: true)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(h.home.view.transform == .identity)
        #expect(h.window.rootView.subviews.count == 1)
        #expect(AppearanceChecker.check(h.log.events).isEmpty)
    }

    @Test("A custom presentation controller from the transitioning delegate places the presented view")
    func customPresentationController() throws {
        final class Half: PresentationController {
            var calls: [String] = []
            override var frameOfPresentedViewInContainerView: Rect {
                guard let c = containerView else { return .zero }
                return Rect(0, c.bounds.height / 2, c.bounds.width, c.bounds.height / 2)
            }
            override func presentationTransitionWillBegin() { calls.append("willBegin") }
            override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd \(completed)") }
            override func dismissalTransitionWillBegin() { calls.append("dismissWillBegin") }
            override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissDidEnd \(completed)") }
        }
        final class Delegate: ViewControllerTransitioningDelegate {
            var made: Half?
            func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                        source: ViewController) -> PresentationController? {
                let pc = Half(presentedViewController: presented, presenting: presenting)
                made = pc
                return pc
            }
        }
        let h = SheetHarness("iphone-8")
        let delegate = Delegate()
        let half = h.vc("half")
        half.modalPresentationStyle = .custom
        half.transitioningDelegate = delegate
        h.home.present(half, animated: true)
        h.run(0.8)
        let pc = try #require(delegate.made)
        #expect(half.presentationController === pc)
        #expect(half.view.frame == Rect(0, 333.5, 375, 333.5))
        #expect(h.home.view.window != nil)
        // Turned: the base class puts the view at the new frame.
        h.window.resize(to: Size(667, 375))
        #expect(half.view.frame == Rect(0, 187.5, 667, 187.5))
        half.dismiss(animated: true)
        h.run(0.8)
        #expect(pc.calls == ["willBegin", "didEnd true", "dismissWillBegin", "dismissDidEnd true"])
    }

    @Test("A sheet asking for a cross-dissolve fades in at its frame")
    func crossDissolveSheet() {
        let h = SheetHarness("iphone-x")
        let sheet = h.vc("sheet")
        sheet.modalPresentationStyle = .pageSheet
        sheet.modalTransition = CrossDissolve(duration: 0.3)
        h.home.present(sheet, animated: true)
        h.run(0.25)
        #expect(sheet.view.presentation.frame.minY == 54)
        #expect(sheet.view.presentation.alpha > 0.05 && sheet.view.presentation.alpha < 0.95)
        h.run(0.5)
        #expect(sheet.view.alpha == 1)
    }

    @Test("A full-screen screen over a sheet hides it; dismissed, the sheet is back at its card with its chrome")
    func fullScreenOverASheet() throws {
        let h = SheetHarness("iphone-x")
        let sheet = h.presentSheet("sheet", .pageSheet)
        let cover = h.presentSheet("cover", .fullScreen, over: sheet)
        #expect(sheet.view.window == nil && h.home.view.window == nil)
        #expect(h.window.statusBar?.drawsLightContent == nil, "the full-screen screen hides the black")
        cover.dismiss(animated: true)
        h.run(0.8)
        #expect(sheet.view.frame == Rect(0, 54, 375, 758))
        let subviews = h.window.rootView.subviews
        let dim = try #require(subviews.firstIndex { $0.identifier == "sheet-dimming" })
        let homeIndex = try #require(subviews.firstIndex { $0 === h.home.view })
        let sheetIndex = try #require(subviews.firstIndex { $0 === sheet.view })
        #expect(homeIndex < dim && dim + 1 == sheetIndex, "home, the dimming, then the sheet")
        #expect(h.window.statusBar?.drawsLightContent == true)
        #expect(AppearanceChecker.check(h.log.events).isEmpty)
    }

    @Test("Dismissing the top of two sheets keeps the status bar light over the first")
    func topOfTwoSheets() {
        let h = SheetHarness("iphone-x")
        let first = h.presentSheet("first", .pageSheet)
        let second = h.presentSheet("second", .formSheet, over: first)
        second.dismiss(animated: true)
        h.run(0.8)
        #expect(h.home.presentedViewController === first && first.presentedViewController == nil)
        #expect(first.view.transform == .identity, "the first sheet comes forward")
        #expect(h.home.view.transform != .identity, "the presenter stays pushed back")
        #expect(h.window.statusBar?.drawsLightContent == true)
    }

    @Test("Escape dismisses a sheet as a pull does, and not one modal in presentation")
    func escape() {
        let h = SheetHarness("iphone-x")
        let nav = NavigationController(rootViewController: h.vc("editor"))
        nav.modalPresentationStyle = .pageSheet
        let listener = DismissListener()
        // A child sets the delegate: the presentation controller is its parent's.
        nav.topViewController?.presentationController?.delegate = listener
        #expect(nav.topViewController?.presentationController === nav.presentationController)
        h.home.present(nav, animated: true)
        h.run(0.8)
        nav.topViewController?.isModalInPresentation = true
        _ = h.window.handle(.keyDown(.escape, []))
        h.run(0.8)
        #expect(h.home.presentedViewController === nav)
        #expect(listener.heard == ["attempt"])
        nav.topViewController?.isModalInPresentation = false
        _ = h.window.handle(.keyDown(.escape, []))
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(listener.heard == ["attempt", "should", "will", "did"])
    }

    @Test("A pull's resistance grows and never passes 40 points")
    func resistance() {
        #expect(SheetPresentationController.resisted(0) == 0)
        #expect(SheetPresentationController.resisted(120) == 20)
        #expect(SheetPresentationController.resisted(1e9) < 40)
        #expect(SheetPresentationController.resisted(60) < SheetPresentationController.resisted(61))
    }
}
