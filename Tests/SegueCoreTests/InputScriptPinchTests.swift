import Foundation
import Testing
@testable import SegueCore

/// `scroll DX DY Ctrl`: a wheel turn with Ctrl held, the pinch a mouse makes, in input scripts —
/// read, written back, recorded from a live session and played into a zooming scroll view.
@MainActor
@Suite struct InputScriptPinchTests {
    @Test func aCtrlScrollLineReadsAndWritesBack() throws {
        let script = try InputScriptParser.parse("0.5 scroll 0 2 Ctrl\n0.6 scroll 0 -1 ctrl\n0.7 scroll 1 0\n")
        #expect(script.entries.map(\.command) == [.scroll(dx: 0, dy: 2, pinch: true), .scroll(dx: 0, dy: -1, pinch: true),
                                                  .scroll(dx: 1, dy: 0)])
        let text = InputScriptFormatter.format(script)
        #expect(text.contains("0.50 scroll 0 2 Ctrl\n") && text.contains("0.70 scroll 1 0\n"), "\(text)")
        #expect(try InputScriptParser.parse(text) == script)
    }

    @Test func anotherWordAfterTheAmountsIsAnErrorAtItsColumn() {
        #expect(throws: InputScriptError.self) { try InputScriptParser.parse("0.5 scroll 0 2 Shift\n") }
        do {
            _ = try InputScriptParser.parse("0.5 scroll 0 2 Shift\n")
        } catch let error as InputScriptError {
            #expect(error.column == 16 && error.description.contains("dx dy [Ctrl]"), "\(error)")
        } catch { Issue.record("\(error)") }
    }

    @Test func thePlayerHoldsCtrlAroundTheWheelTurn() throws {
        let player = try ScriptPlayer(script: InputScriptParser.parse("0 move 5 6\n0 scroll 0 2 Ctrl\n1 end\n"), fps: 60)
        #expect(player.events(forFrame: 0) == [.mouseMove(Point(5, 6)), .keyDown(.control, .control),
                                                 .scroll(dx: 0, dy: 2, at: Point(5, 6)), .keyUp(.control, [])])
    }

    @Test func aLiveCtrlWheelIsRecordedAsPinchSteps() throws {
        let recorder = InputScriptRecorder()
        recorder.record(.keyDown(.control, .control), at: 1.0)
        recorder.record(.scroll(dx: 0, dy: 1, at: Point(10, 20)), at: 1.1)
        recorder.record(.scroll(dx: 0, dy: 0.5, at: Point(10, 20)), at: 1.2)
        recorder.record(.keyUp(.control, []), at: 1.3)
        recorder.record(.scroll(dx: 0, dy: -1, at: Point(10, 20)), at: 1.4)
        recorder.record(.quit, at: 2)
        #expect(recorder.text == """
        1.10 move 10 20
        1.10 scroll 0 1 Ctrl
        1.20 scroll 0 0.5 Ctrl
        1.40 scroll 0 -1
        2.00 end

        """)
        #expect(try InputScriptParser.parse(recorder.text) == recorder.script)
    }

    /// Zooms what it is given.
    final class Zoomer: ScrollViewDelegate {
        let view: View
        init(_ view: View) { self.view = view }
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
    }

    @Test func playedPinchStepsZoomAScrollView() throws {
        let clock = ManualClock()
        let window = Window(size: Size(300, 300), clock: clock)
        let scroll = ScrollView(frame: Rect(0, 0, 300, 300))
        let photo = View(frame: Rect(0, 0, 300, 300))
        scroll.addSubview(photo)
        scroll.contentSize = Size(300, 300)
        scroll.maximumZoomScale = 4
        let zoomer = Zoomer(photo)
        scroll.delegate = zoomer
        window.rootView.addSubview(scroll)
        let player = try ScriptPlayer(script: InputScriptParser.parse("0 move 150 150\n0.1 scroll 0 3 Ctrl\n0.5 scroll 0 2 Ctrl\n1 end\n"), fps: 60)
        for frame in 0..<60 {
            for e in player.events(forFrame: frame) { window.handle(e) }
            clock.advance(by: 1.0 / 60)
            window.update()
        }
        // Five notches up, each ×1.1, in two pinches.
        #expect(abs(scroll.zoomScale - pow(PinchGestureRecognizer.notchFactor, 5)) < 1e-6, "\(scroll.zoomScale)")
    }
}
