import Foundation
import Testing
@testable import SegueCore

/// Records a sheet delegate's detent changes.
@MainActor
private final class DetentListener: SheetPresentationControllerDelegate {
    var changes: [SheetPresentationController.Detent.Identifier?] = []
    var dismissed = 0
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        changes.append(sheet.selectedDetentIdentifier)
    }
    func presentationControllerDidDismiss(_ pc: PresentationController) { dismissed += 1 }
}

/// A control that counts the clicks it gets.
private final class Clicks: Control {
    var count = 0
    override func pointerDown(at point: Point) -> Bool { true }
    override func pointerUp(at point: Point, inside: Bool) { if inside { count += 1 } }
}

@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
    /// A sheet over the home screen of an iPhone X with `detents`, presented and at rest.
    private func sheet(_ h: SheetHarness, _ detents: [SheetPresentationController.Detent],
                       configure: (SheetPresentationController) -> Void = { _ in }) -> ViewController {
        let vc = h.vc("sheet")
        vc.modalPresentationStyle = .pageSheet
        let sheet = vc.sheetPresentationController!
        sheet.detents = detents
        configure(sheet)
        h.home.present(vc, animated: true)
        h.run(0.8)
        return vc
    }

    @Test("A medium detent is half the card; the presenter is dimmed but not pushed back; animateChanges raises it to large")
    func medium() throws {
        let h = SheetHarness("iphone-x")
        let vc = sheet(h, [.medium(), .large()])
        let sheet = try #require(vc.sheetPresentationController)
        // The large detent: 812 - 54 - 34 = 724 points; the medium one 362, above the 34 of the
        // safe area at the bottom.
        #expect(sheet.maximumDetentValue == 724)
        #expect(vc.view.frame == Rect(0, 416, 375, 396))
        #expect(h.home.view.transform == .identity)
        #expect(h.window.rootView.viewWithIdentifier("sheet-dimming")?.alpha == 1)
        #expect(h.window.statusBar?.drawsLightContent == nil)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        h.run(0.2)
        let midway = vc.view.presentation.frame.minY
        #expect(midway < 416 && midway > 54)
        h.run(0.4)
        #expect(vc.view.frame == Rect(0, 54, 375, 758))
        #expect(abs(h.home.view.transform.m11 - 343.0 / 375) < 1e-9)
        #expect(h.window.statusBar?.drawsLightContent == true)
        // Set outside animateChanges, a change takes effect at once.
        sheet.selectedDetentIdentifier = .medium
        #expect(vc.view.frame.minY == 416)
        #expect(h.home.view.transform == .identity)
    }

    @Test("Dragged, the card moves between detents and the delegate hears of it; dragged down from the lowest, it is dismissed")
    func dragging() throws {
        let h = SheetHarness("iphone-x")
        let listener = DetentListener()
        let vc = sheet(h, [.medium(), .large()]) { $0.delegate = listener }
        let sheet = try #require(vc.sheetPresentationController)
        // Halfway up, the card follows the pointer and the presenter is pushed back part way.
        h.drag(from: 180, 500, by: -180, release: false)
        #expect(abs(vc.view.frame.minY - (416 - 180)) < 1)
        let scale = h.home.view.transform.m11
        #expect(scale < 1 && scale > 343.0 / 375)
        h.window.handle(.mouseUp(Point(180, 320), .left))
        h.run(0.6)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(vc.view.frame.minY == 54)
        #expect(listener.changes == [.large])
        // A short drag down from large comes back to large; a longer one rests at medium.
        h.drag(from: 180, 300, by: 60)
        h.run(0.6)
        #expect(vc.view.frame.minY == 54)
        // (slowly: a fling this long from large would be heading past the dismissal threshold)
        h.drag(from: 180, 300, by: 300, steps: 40)
        h.run(0.6)
        #expect(vc.view.frame.minY == 416)
        #expect(listener.changes == [.large, .medium])
        // Up past the highest detent, it only stretches.
        h.drag(from: 180, 500, by: -700, release: false)
        #expect(vc.view.frame.minY > 54 - 40 && vc.view.frame.minY < 54)
        h.window.handle(.mouseUp(Point(180, -200), .left))
        h.run(0.6)
        #expect(vc.view.frame.minY == 54)
        h.drag(from: 180, 300, by: 330, steps: 40)
        h.run(0.6)
        #expect(vc.view.frame.minY == 416)
        // Down from the lowest: dismissed as a pull dismisses.
        h.drag(from: 180, 500, by: 300)
        h.run(0.8)
        #expect(h.home.presentedViewController == nil)
        #expect(listener.dismissed == 1)
    }

    @Test("Undimmed at its detent, the presenter keeps getting clicks; dimmed above it")
    func undimmed() throws {
        let h = SheetHarness("iphone-x")
        let button = Clicks(frame: Rect(20, 200, 200, 50))
        h.home.view.addSubview(button)
        let vc = sheet(h, [.medium(), .large()]) { $0.largestUndimmedDetentIdentifier = .medium }
        let sheet = try #require(vc.sheetPresentationController)
        let dim = try #require(h.window.rootView.viewWithIdentifier("sheet-dimming"))
        #expect(dim.alpha == 0)
        h.window.handle(.mouseDown(Point(100, 225), .left))
        h.window.handle(.mouseUp(Point(100, 225), .left))
        #expect(button.count == 1)
        sheet.selectedDetentIdentifier = .large
        #expect(dim.alpha == 1)
        h.window.handle(.mouseDown(Point(100, 40), .left))
        h.window.handle(.mouseUp(Point(100, 40), .left))
        #expect(button.count == 1)
    }

    @Test("A custom detent, the grabber, and an iPad, which ignores detents")
    func customGrabberAndIPad() throws {
        let h = SheetHarness("iphone-x")
        let custom = SheetPresentationController.Detent.custom(identifier: .init("short")) { _ in 200 }
        let vc = sheet(h, [custom]) { $0.prefersGrabberVisible = true }
        #expect(vc.view.frame == Rect(0, 578, 375, 234))
        // Drawn over the card's contents, outside its tree (a table's rows scroll under it).
        let grabber = try #require(vc.view.chromeOverlay)
        #expect(grabber.frame == Rect(170, 5, 36, 5))
        #expect(grabber.superview == nil)
        // A resolver answering nil takes the detent out; none left, the sheet is large.
        let gone = SheetPresentationController.Detent.custom { _ in nil }
        vc.sheetPresentationController?.detents = [gone]
        #expect(vc.view.frame.minY == 54)
        vc.sheetPresentationController?.prefersGrabberVisible = false
        #expect(vc.view.chromeOverlay == nil)

        let pad = SheetHarness("ipad")
        let form = pad.vc("form")
        form.modalPresentationStyle = .formSheet
        form.sheetPresentationController?.detents = [.medium()]
        pad.home.present(form, animated: false)
        pad.run(0.1)
        #expect(form.view.frame.size == Size(540, 620))
    }

    @Test("A storyboard segue's detents, undimmed detent and grabber; written back as they were read")
    func fromTheStoryboard() throws {
        let yaml = """
        initial: home
        scenes:
          - id: home
            view: { background: white }
          - id: sheet
            view: { background: white }
        segues:
          - id: toSheet
            kind: present
            from: home
            to: sheet
            options: { style: pageSheet, detents: [200, medium, large], undimmed: 200, grabber: true }
        """
        let sb = try Storyboard.parse(yaml, path: "d.yaml").get()
        let options = try #require(sb.file.segue("toSheet")?.options)
        #expect(options.sheetDetents == [.height(200), .medium, .large])
        #expect(options.sheetUndimmedDetent == .height(200))
        let written = try StoryboardYAMLWriter.yaml(sb.file)
        #expect(written.contains("detents: [200, medium, large]") && written.contains("undimmed: 200") && written.contains("grabber: true"))
        let h = SheetHarness("iphone-x")
        let home = try #require(sb.instantiateInitialViewController())
        h.window.rootViewController = home
        h.run(0.1)
        #expect(home.performSegue(withIdentifier: "toSheet", sender: nil))
        h.run(0.8)
        let vc = try #require(home.presentedViewController)
        // The lowest detent, 200 high, undimmed, with the grabber.
        #expect(vc.view.frame == Rect(0, 578, 375, 234))
        #expect(h.window.rootView.viewWithIdentifier("sheet-dimming")?.alpha == 0)
        #expect(vc.view.chromeOverlay?.identifier == "sheet-grabber")
        vc.sheetPresentationController?.selectedDetentIdentifier = .medium
        #expect(vc.view.frame.minY == 416)
        #expect(h.window.rootView.viewWithIdentifier("sheet-dimming")?.alpha == 1)
    }

    @Test("A scroll view in a card yields a drag up to the card below its highest detent, and a drag down at its top")
    func scrollViewYields() throws {
        let h = SheetHarness("iphone-x")
        let vc = h.vc("sheet")
        vc.modalPresentationStyle = .pageSheet
        vc.sheetPresentationController?.detents = [.medium(), .large()]
        let scroll = ScrollView(frame: Rect(0, 0, 375, 758))
        scroll.autoresizingMask = .flexibleSize
        scroll.contentSize = Size(375, 3000)
        vc.view.addSubview(scroll)
        h.home.present(vc, animated: true)
        h.run(0.8)
        #expect(vc.view.frame.minY == 416)
        // Up: the card rises to large, the content stays at its top.
        h.drag(from: 180, 600, by: -300)
        h.run(0.6)
        #expect(vc.view.frame.minY == 54)
        #expect(scroll.contentOffset.y == 0)
        // At large, a drag up scrolls.
        h.drag(from: 180, 600, by: -300)
        h.run(0.6)
        #expect(vc.view.frame.minY == 54)
        #expect(scroll.contentOffset.y > 100)
    }
}
