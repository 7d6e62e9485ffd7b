import Foundation
import Testing
@testable import SegueCore

/// A view with a fixed intrinsic content size, as a label or image would have.
@MainActor
final class SizedView: View {
    var size: Size { didSet { invalidateIntrinsicContentSize() } }
    init(_ w: Double, _ h: Double, id: String) {
        size = Size(w, h)
        super.init()
        identifier = id
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: Size { size }
}

/// A view that counts its layout passes.
@MainActor
final class CountingView: View {
    var layouts = 0
    var updates = 0
    override func layoutSubviews() { layouts += 1 }
    override func updateConstraints() { updates += 1 }
}

/// A view that adds the view it is given the next time it lays out, as a table adds the cells
/// its data source made.
@MainActor
final class AddingView: View {
    var pending: View?
    override func layoutSubviews() {
        if let p = pending { pending = nil; addSubview(p) }
    }
}

/// A controller that records its layout callbacks.
@MainActor
final class LayoutLoggingController: ViewController {
    var events: [String] = []
    override func viewWillLayoutSubviews() { events.append("willLayout \(view.bounds.size.width)") }
    override func viewDidLayoutSubviews() { events.append("didLayout") }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        events.append("willTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { _ in self.events.append("alongside \(Int(self.view.bounds.width))") })
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        events.append("traits \(previous?.description ?? "-") -> \(traitCollection)")
    }
}

/// Auto Layout on view trees: anchors, priorities, intrinsic sizes, guides, the layout cycle,
/// stack views and diagnostics.
@MainActor
@Suite("Auto Layout runtime")
struct LayoutRuntimeTests {
    func window(_ w: Double = 400, _ h: Double = 300) -> (Window, ViewController) {
        let window = Window(size: Size(w, h), clock: ManualClock())
        let vc = ViewController()
        window.rootViewController = vc
        return (window, vc)
    }

    func approx(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    func view(_ id: String) -> View {
        let v = View()
        v.identifier = id
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    @Test("Edges pinned to the superview follow it when the window resizes")
    func pinnedEdges() {
        let (window, vc) = window()
        let v = view("box")
        vc.view.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.rootView.layoutIfNeeded()
        #expect(v.frame == Rect(20, 10, 360, 50))
        window.resize(to: Size(800, 600))
        #expect(v.frame == Rect(20, 10, 760, 50))
        _ = window.drawList()
        #expect(v.frame == Rect(20, 10, 760, 50))
    }

    @Test("Screens that come and go leave nothing behind in the engine, and the views that stay keep their frames")
    func screensComeAndGo() throws {
        let (window, vc) = window()
        let stays = view("stays")
        vc.view.addSubview(stays)
        NSLayoutConstraint.activate([
            stays.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 8),
            stays.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 8),
            stays.widthAnchor.constraint(equalToConstant: 40), stays.heightAnchor.constraint(equalToConstant: 30),
        ])
        var most = 0
        for round in 0..<60 {
            // A screen of twenty stacked rows, made anew each time, as a pushed controller's is.
            let screen = View(frame: Rect(0, 0, 400, 300))
            var above = vc.view.topAnchor
            var rows: [View] = []
            for i in 0..<20 {
                let row = view("row\(i)")
                screen.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: Double(round % 7)),
                    row.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
                    row.topAnchor.constraint(equalTo: i == 0 ? screen.topAnchor : above, constant: 2),
                    row.heightAnchor.constraint(equalToConstant: 12),
                ])
                above = row.bottomAnchor
                rows.append(row)
            }
            vc.view.addSubview(screen)
            window.rootView.layoutIfNeeded()
            #expect(rows[19].frame == Rect(Double(round % 7), 20 * 14 - 12, 400 - Double(round % 7), 12))
            #expect(stays.frame == Rect(8, 8, 40, 30))
            most = max(most, try #require(window.rootView.layoutState.engine).solverVariableCount)
            screen.removeFromSuperview()
            window.rootView.layoutIfNeeded()
            #expect(stays.frame == Rect(8, 8, 40, 30))
        }
        // Each screen brings 21 views (84 variables): sixty of them would be over 5,000.
        #expect(most < 400, "the engine's solver holds \(most) variables")
    }

    @Test("Multipliers measure positions in the common ancestor's coordinates, not the root's")
    func multiplierSpace() {
        let (window, vc) = window(600, 400)
        let outer = view("outer"), inner = view("inner")
        vc.view.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 100),
            outer.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 50),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(item: inner, attribute: .trailing, relatedBy: .equal, toItem: outer,
                               attribute: .trailing, multiplier: 0.5, constant: 0),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.25),
            NSLayoutConstraint(item: inner, attribute: .centerY, relatedBy: .equal, toItem: outer,
                               attribute: .centerY, multiplier: 0.5, constant: 0),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.rootView.layoutIfNeeded()
        #expect(outer.frame == Rect(100, 50, 200, 100))
        // trailing at half of outer's own width (100), width 50; centre at a quarter of its height.
        #expect(inner.frame == Rect(50, 20, 50, 10))
    }

    @Test("A required minimum beats a preferred size; the preference holds when it can")
    func priorities() {
        let (window, vc) = window()
        let v = view("v")
        vc.view.addSubview(v)
        let preferred = v.widthAnchor.constraint(equalToConstant: 50)
        preferred.priority = .defaultHigh
        let minimum = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([preferred, minimum,
                                     v.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
                                     v.topAnchor.constraint(equalTo: vc.view.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        window.rootView.layoutIfNeeded()
        #expect(v.frame.width == 100)
        minimum.constant = 20
        window.rootView.layoutIfNeeded()
        #expect(v.frame.width == 50)
        minimum.isActive = false
        preferred.constant = 70
        window.rootView.layoutIfNeeded()
        #expect(v.frame.width == 70)
    }

    @Test("Between two views of intrinsic size, the one that hugs less stretches and the one that resists less shrinks")
    func huggingAndCompression() {
        let (window, vc) = window(400, 100)
        let a = SizedView(80, 20, id: "a"), b = SizedView(120, 20, id: "b")
        vc.view.addSubview(a); vc.view.addSubview(b)
        b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            a.topAnchor.constraint(equalTo: vc.view.topAnchor),
            b.topAnchor.constraint(equalTo: vc.view.topAnchor),
        ])
        window.rootView.layoutIfNeeded()
        #expect(a.frame == Rect(0, 0, 270, 20))
        #expect(b.frame == Rect(280, 0, 120, 20))
        // Too narrow: the one with less compression resistance gives way.
        a.setContentCompressionResistancePriority(LayoutPriority(760), for: .horizontal)
        window.resize(to: Size(150, 100))
        #expect(a.frame.width == 80)
        #expect(b.frame == Rect(90, 0, 60, 20))
        // A new intrinsic size is taken up at the next pass.
        b.size = Size(30, 20)
        window.rootView.layoutIfNeeded()
        #expect(b.frame.width == 30)
        #expect(a.frame.width == 110)
    }

    @Test("A conflict among hundreds of joined constraints is named by its few members")
    func aConflictInALargeScreenIsNamedByItsMembers() throws {
        let (window, vc) = window()
        // 150 views in a chain, each joined to the one before: one component of 450 constraints.
        var views: [View] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<150 {
            let v = View()
            v.identifier = "v\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(v)
            constraints.append(v.heightAnchor.constraint(equalToConstant: 2))
            if i != 100 { constraints.append(v.widthAnchor.constraint(equalToConstant: 10)) }
            constraints.append(i == 0 ? v.topAnchor.constraint(equalTo: vc.view.topAnchor)
                                      : v.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor))
            constraints.append(v.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor))
            views.append(v)
        }
        NSLayoutConstraint.activate(constraints)
        // v100's width tied to v99's, which is 10, and set to 50: three constraints conflict.
        let tie = views[100].widthAnchor.constraint(equalTo: views[99].widthAnchor)
        tie.identifier = "tie"
        tie.isActive = true
        let wide = views[100].widthAnchor.constraint(equalToConstant: 50)
        wide.identifier = "wide"
        wide.isActive = true
        window.rootView.layoutIfNeeded()
        let d = try #require(window.layoutDiagnostics.first { $0.kind == .unsatisfiable })
        #expect(d.conflicting.count == 2, "\(d.conflicting)")
        #expect(d.conflicting.allSatisfy { $0.contains("v99.width") || $0.contains("v100.width") || $0.contains("tie") || $0.contains("wide") })
    }

    @Test("A constraint on a view that still translates its frame is broken and reported, never a crash")
    func unsatisfiable() throws {
        let (window, vc) = window()
        let v = View(frame: Rect(10, 10, 40, 40))
        v.identifier = "framed"
        vc.view.addSubview(v)
        let c = v.widthAnchor.constraint(equalToConstant: 100)
        c.identifier = "too-wide"
        c.sourceLocation = "screen.yaml:12:7"
        c.isActive = true
        window.rootView.layoutIfNeeded()
        #expect(v.frame == Rect(10, 10, 40, 40))
        let d = try #require(window.layoutDiagnostics.first)
        #expect(d.kind == .unsatisfiable)
        #expect(d.identifier == "too-wide")
        #expect(d.location == "screen.yaml:12:7")
        #expect(d.conflicting.count == 1)
        #expect(d.description.hasPrefix("screen.yaml:12:7: warning: unable to simultaneously satisfy constraints"))
        c.isActive = false
        window.rootView.layoutIfNeeded()
        #expect(window.layoutDiagnostics.isEmpty)
    }

    @Test("A required content size gives way to a written constraint it conflicts with, and is the one reported broken")
    func requiredContentSizeGivesWay() throws {
        let (window, vc) = window()
        // DuckDuckGo's settings button: a 24-point image, hugging and compression resistance
        // of 1000, made 30 wide; Xcode stores it 30 wide. The same with a label that resists
        // compression at 1000 and is made narrower than its text, made before or after layout.
        let button = SizedView(24, 24, id: "settings")
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)
        let label = SizedView(120, 20, id: "title")
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        for v in [button, label] { vc.view.addSubview(v) }
        let wide = button.widthAnchor.constraint(equalToConstant: 30)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            wide,
            button.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 50),
        ])
        window.rootView.layoutIfNeeded()
        #expect(button.frame == Rect(10, 10, 30, 24))
        let d = try #require(window.layoutDiagnostics.first { $0.kind == .unsatisfiable })
        #expect(d.subject == "settings.width <= 24 (content hugging @1000)")
        #expect(d.conflicting.contains { $0.contains("wide") || $0.contains("settings.width == 30") }, "\(d.conflicting)")
        // A constant changed later still wins over the content size.
        wide.constant = 40
        window.rootView.layoutIfNeeded()
        #expect(button.frame.width == 40)
        // Added after the first pass, the written constraint still wins.
        label.widthAnchor.constraint(equalToConstant: 80).isActive = true
        window.rootView.layoutIfNeeded()
        #expect(label.frame.width == 80)
        #expect(window.layoutDiagnostics.contains { $0.subject == "title.width >= 120 (compression resistance @1000)" },
                "\(window.layoutDiagnostics.map(\.subject))")
    }

    @Test("A view placed by a left and top only is ambiguous; fully constrained it is not")
    func ambiguity() {
        let (window, vc) = window()
        let v = view("loose")
        vc.view.addSubview(v)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 5),
                                     v.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 5)])
        #expect(v.hasAmbiguousLayout)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 5)])
        #expect(!v.hasAmbiguousLayout)
        _ = window
    }

    @Test("What the constraints leave free keeps the frame the view started with; the rest is solved")
    func ambiguousViewsKeepTheirStartFrame() {
        let (window, vc) = window(400, 300)
        let v = View(frame: Rect(30, 40, 120, 50))
        v.translatesAutoresizingMaskIntoConstraints = false
        let inner = View(frame: Rect(6, 7, 20, 10))
        inner.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(v)
        v.addSubview(inner)
        // Placed by its right edge only: that edge from the constraint, top and size kept.
        NSLayoutConstraint.activate([v.rightAnchor.constraint(equalTo: vc.view.rightAnchor, constant: -5),
                                     inner.rightAnchor.constraint(equalTo: v.rightAnchor, constant: -4)])
        window.rootView.layoutIfNeeded()
        #expect(approx(v.frame, Rect(275, 40, 120, 50)), "\(v.frame)")
        // Pinned by its right edge alone, a subview keeps its size and moves with that edge.
        #expect(approx(inner.frame, Rect(96, 7, 20, 10)), "\(inner.frame)")
        // Still ambiguous, as UIKit and Xcode say.
        #expect(v.hasAmbiguousLayout && inner.hasAmbiguousLayout)
        // Constraints decide over the start frame, however weak they are.
        let width = v.widthAnchor.constraint(equalToConstant: 200)
        width.priority = LayoutPriority(1)
        NSLayoutConstraint.activate([width, v.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 9),
                                     v.heightAnchor.constraint(equalToConstant: 20)])
        window.rootView.layoutIfNeeded()
        #expect(approx(v.frame, Rect(195, 9, 200, 20)), "\(v.frame)")
        #expect(!v.hasAmbiguousLayout)
        // A wider window moves what is determined; what is not stays where it started.
        window.resize(to: Size(800, 300))
        window.rootView.layoutIfNeeded()
        #expect(approx(v.frame, Rect(595, 9, 200, 20)) && approx(inner.frame, Rect(176, 7, 20, 10)), "\(inner.frame)")
    }

    @Test("The safe area: the window's insets, then a navigation bar over the content")
    func safeArea() {
        let window = Window(size: Size(375, 667), clock: ManualClock())
        window.safeAreaInsets = EdgeInsets(top: 20)
        let child = ViewController()
        let nav = NavigationController(rootViewController: child)
        window.rootViewController = nav
        let label = view("label")
        child.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: child.view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: child.view.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = window.drawList()
        #expect(child.view.frame == Rect(0, 0, 375, 667))
        #expect(nav.navigationBar.frame == Rect(0, 20, 375, 44))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 64))
        #expect(label.frame == Rect(16, 72, 343, 20))
        nav.isNavigationBarHidden = true
        _ = window.drawList()
        #expect(label.frame.minY == 28)
    }

    @Test("setNeedsLayout runs layoutSubviews once, between the controller's will and did callbacks")
    func layoutCycle() {
        let window = Window(size: Size(300, 200), clock: ManualClock())
        let vc = LayoutLoggingController()
        let counting = CountingView(frame: Rect(0, 0, 50, 50))
        vc.loadViewIfNeeded()
        vc.view.addSubview(counting)
        window.rootViewController = vc
        _ = window.drawList()
        let layouts = counting.layouts
        #expect(layouts >= 1)
        vc.events.removeAll()
        _ = window.drawList()
        #expect(counting.layouts == layouts)
        #expect(vc.events.isEmpty)
        counting.setNeedsLayout()
        counting.setNeedsLayout()
        counting.setNeedsUpdateConstraints()
        _ = window.drawList()
        #expect(counting.layouts == layouts + 1)
        #expect(counting.updates == 1)
        vc.view.setNeedsLayout()
        counting.layoutIfNeeded()
        #expect(vc.events == ["willLayout 300.0", "didLayout"])
    }

    @Test("A resize tells controllers before it happens and reports size-class changes after")
    func resizeCallbacks() {
        let window = Window(size: Size(400, 700), clock: ManualClock())
        let vc = LayoutLoggingController()
        window.rootViewController = vc
        _ = window.drawList()
        vc.events.removeAll()
        window.resize(to: Size(800, 700))
        #expect(vc.events.first == "willTransition 800x700 from 400")
        #expect(vc.events.contains("alongside 800"))
        #expect(vc.events.last == "traits w:compact h:regular -> w:regular h:regular")
        vc.events.removeAll()
        window.resize(to: Size(900, 700))
        #expect(!vc.events.contains { $0.hasPrefix("traits") })
    }

    @Test("A horizontal stack: fill, fill equally, equal spacing, hidden views and centring")
    func stackView() {
        let (window, vc) = window(400, 200)
        let a = SizedView(40, 20, id: "a"), b = SizedView(60, 30, id: "b"), c = SizedView(80, 10, id: "c")
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        a.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        window.rootView.layoutIfNeeded()
        #expect(a.frame == Rect(0, 0, 220, 40))
        #expect(b.frame == Rect(230, 0, 60, 40))
        #expect(c.frame == Rect(300, 0, 80, 40))

        stack.distribution = .fillEqually
        window.rootView.layoutIfNeeded()
        #expect(a.frame.width == 120 && b.frame.width == 120 && c.frame.minX == 260)

        stack.distribution = .equalSpacing
        stack.alignment = .center
        window.rootView.layoutIfNeeded()
        #expect(a.frame == Rect(0, 10, 40, 20))
        #expect(approx(b.frame, Rect(140, 5, 60, 30)))
        #expect(c.frame == Rect(300, 15, 80, 10))

        b.isHidden = true
        window.rootView.layoutIfNeeded()
        #expect(a.frame.minX == 0 && c.frame.minX == 300)
        #expect(b.frame.width == 0)
    }

    @Test("Constraints and the intrinsic size are a view's alignment rectangle's; its frame is the insets larger")
    func alignmentRectangles() {
        // A badge drawing a shadow 3 left, 4 above, 6 right and 5 below its 20 × 10 content.
        final class Badge: View {
            override var intrinsicContentSize: Size { Size(20, 10) }
            override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 4, left: 3, bottom: 5, right: 6) }
        }
        let (window, vc) = window(400, 200)
        let badge = Badge(), next = SizedView(30, 10, id: "next"), below = View()
        for v in [badge, next, below] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
            next.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            next.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            below.topAnchor.constraint(equalTo: badge.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            below.widthAnchor.constraint(equalTo: badge.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.rootView.layoutIfNeeded()
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
        #expect(badge.frame == Rect(7, 6, 29, 19), "the content at 10, 10, 20 × 10: \(badge.frame)")
        #expect(next.frame == Rect(38, 10, 30, 10), "after the content, not the shadow: \(next.frame)")
        #expect(below.frame == Rect(10, 20, 20, 1), "\(below.frame)")
    }

    @Test("An autoresizing view's flexible size reaches its superview: a content view sized by what is pinned in it sizes its container")
    func autoresizingSizesReachTheSuperview() {
        // AltStore's banner: a visual effect view in a stack, its content view (flexible width
        // and height, as UIKit makes it) holding a label pinned to its edges. The effect view
        // is the label's size (Xcode stores the two alike), not nothing.
        let (window, vc) = window(400, 200)
        let effect = View(frame: Rect(0, 0, 190, 16))
        effect.translatesAutoresizingMaskIntoConstraints = false
        let content = View(frame: Rect(0, 0, 190, 16))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        effect.addSubview(content)
        let label = SizedView(64, 16, id: "developer")
        content.addSubview(label)
        let stack = StackView(arrangedSubviews: [SizedView(120, 20, id: "title"), effect])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor), label.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.topAnchor), label.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        window.rootView.layoutIfNeeded()
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
        #expect(effect.frame == Rect(0, 20, 64, 16), "\(effect.frame)")
        #expect(content.frame == Rect(0, 0, 64, 16) && label.frame == Rect(0, 0, 64, 16), "\(content.frame) \(label.frame)")
        // The label grows: the content view and the effect view grow with it.
        label.size = Size(100, 16)
        window.rootView.layoutIfNeeded()
        #expect(effect.frame.width == 100 && content.frame.width == 100)
    }

    @Test("Hidden arranged views collapse where they stand, aligned across the axis; a required size of their own keeps them")
    func hiddenArrangedViews() {
        // A podcast episode's info row, as Xcode stores it: 220 wide, spacing 5, centred; an
        // icon pinned 16 wide before the first visible view, two between two visible ones, one
        // after the last; a label of no size constraint hidden between.
        let (window, vc) = window(400, 200)
        func icon(_ id: String, hidden: Bool) -> View {
            let v = View()
            v.identifier = id
            v.translatesAutoresizingMaskIntoConstraints = false
            v.isHidden = hidden
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 16), v.heightAnchor.constraint(equalToConstant: 16)])
            return v
        }
        let upNext = icon("upNext", hidden: true), spinner = icon("spinner", hidden: false)
        let pie = icon("pie", hidden: true), note = SizedView(30, 12, id: "note")
        note.isHidden = true
        let bookmark = icon("bookmark", hidden: false), text = SizedView(12, 16, id: "text"), star = icon("star", hidden: true)
        let big = SizedView(44, 30, id: "big")
        big.isHidden = true
        text.setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
        let stack = StackView(arrangedSubviews: [big, upNext, spinner, pie, note, bookmark, text, star])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 5
        stack.alignment = .center
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 220),
            stack.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10),
        ])
        window.rootView.layoutIfNeeded()
        #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
        #expect(stack.frame.height == 16, "hidden views never widen the stack: \(stack.frame)")
        #expect(spinner.frame == Rect(0, 0, 16, 16))
        #expect(bookmark.frame == Rect(21, 0, 16, 16))
        #expect(text.frame == Rect(42, 0, 178, 16))
        #expect(upNext.frame == Rect(-16, 0, 16, 16), "before the first visible view, its trailing edge on it: \(upNext.frame)")
        #expect(pie.frame == Rect(18.5, 0, 16, 16), "between two, halfway across the spacing: \(pie.frame)")
        #expect(note.frame == Rect(18.5, 2, 0, 12), "no size of its own along the axis: collapsed: \(note.frame)")
        #expect(star.frame == Rect(220, 0, 16, 16), "after the last, on its trailing edge: \(star.frame)")
        #expect(big.frame == Rect(0, -7, 0, 30), "centred across the axis: \(big.frame)")

        // Shown again, each takes its room.
        upNext.isHidden = false
        window.rootView.layoutIfNeeded()
        #expect(upNext.frame == Rect(0, 0, 16, 16) && spinner.frame.minX == 21)

        // Aligned otherwise, a hidden view of a required height of its own, taller than the
        // row, keeps it from the row's top and still leaves the row as high as its visible views.
        let tall = View()
        tall.translatesAutoresizingMaskIntoConstraints = false
        tall.isHidden = true
        tall.heightAnchor.constraint(equalToConstant: 24).isActive = true
        stack.addArrangedSubview(tall)
        for alignment in [StackView.Alignment.fill, .leading, .firstBaseline] {
            stack.alignment = alignment
            window.rootView.layoutIfNeeded()
            #expect(window.layoutDiagnostics.isEmpty, "\(alignment): \(window.layoutDiagnostics)")
            #expect(stack.frame.height == 16, "\(alignment): \(stack.frame)")
            #expect(tall.frame.minY == 0 && tall.frame.height == 24, "\(alignment): \(tall.frame)")
        }
    }

    @Test("An equal-spacing or equal-centering stack that nothing sizes along its axis hugs its views; constrained, it spreads them")
    func equalSpacingStackHugs() {
        for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
            let (window, vc) = window(300, 500)
            // Simplenote's ratings prompt: a text and a row of buttons, centred, at least 20
            // from the top and bottom at 999. Xcode stores the stack 64.5 high, not stretched.
            let text = SizedView(33, 20.5, id: "text"), buttons = SizedView(142, 29, id: "buttons")
            let stack = StackView(arrangedSubviews: [text, buttons])
            stack.axis = .vertical
            stack.alignment = .center
            stack.distribution = distribution
            stack.spacing = 15
            stack.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(stack)
            let top = stack.topAnchor.constraint(greaterThanOrEqualTo: vc.view.topAnchor, constant: 20)
            top.priority = LayoutPriority(999)
            let bottom = vc.view.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 20)
            bottom.priority = LayoutPriority(999)
            NSLayoutConstraint.activate([top, bottom, stack.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
                                         stack.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor)])
            window.rootView.layoutIfNeeded()
            #expect(!stack.hasAmbiguousLayout, "\(distribution)")
            #expect(abs(stack.frame.height - 64.5) < 1e-6, "\(distribution): \(stack.frame)")
            #expect(abs(buttons.frame.minY - 35.5) < 1e-6, "\(distribution): \(buttons.frame)")
            // Given a height, the stack spreads its views over it.
            stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
            window.rootView.layoutIfNeeded()
            #expect(abs(buttons.frame.maxY - 200) < 1e-6, "\(distribution): \(buttons.frame)")
        }
    }

    @Test("A vertical stack without a height hugs its views; its fitting size adds them up")
    func verticalStackFitting() {
        let (window, vc) = window(300, 500)
        let a = SizedView(100, 20, id: "a"), b = SizedView(50, 30, id: "b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
                                     stack.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor)])
        window.rootView.layoutIfNeeded()
        #expect(stack.frame == Rect(100, 221, 100, 58))
        #expect(b.frame == Rect(0, 28, 50, 30))
        stack.updateConstraintsIfNeeded()
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(100, 58))
    }

    @Test("A view's size stays at least zero above every optional constraint: a spacer nothing holds stops at 0 and its stack keeps its content's length")
    func sizesStayAtLeastZero() {
        // WooCommerce's payment sheet: a wrapper whose height of 100 is only preferred (@250),
        // holding a column of 40 + 16 + spacer + 16 + 60 whose spacer resists nothing.
        let (window, vc) = window(300, 500)
        let wrapper = View()
        wrapper.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(wrapper)
        let top = SizedView(100, 40, id: "top"), bottom = SizedView(100, 60, id: "bottom")
        let spacer = View()
        spacer.setContentHuggingPriority(LayoutPriority(1), for: .vertical)
        spacer.setContentCompressionResistancePriority(LayoutPriority(1), for: .vertical)
        let stack = StackView(arrangedSubviews: [top, spacer, bottom])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        wrapper.addSubview(stack)
        let preferred = wrapper.heightAnchor.constraint(equalToConstant: 100)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([
            preferred, wrapper.widthAnchor.constraint(equalToConstant: 200),
            wrapper.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
            wrapper.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor),
            stack.topAnchor.constraint(equalTo: wrapper.topAnchor), stack.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor), stack.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor)])
        // The fitting size floors the spacer too, before any layout pass as after.
        wrapper.updateConstraintsIfNeeded()
        #expect(wrapper.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 132)
        window.rootView.layoutIfNeeded()
        #expect(spacer.frame.height == 0)
        #expect(wrapper.frame.height == 132, "40 + 16 + 0 + 16 + 60: the preferred 100 gives way")
        #expect(wrapper.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 132)
        #expect(bottom.frame.minY == 72 && bottom.frame.maxY == 132, "the last view follows the spacer, not over the first")
        #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
        // Required constraints that leave no room still win, without a conflict: a view inset
        // 30 points each side in a 40-point container is shown 0 wide.
        let narrow = View(), inner = View()
        narrow.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(narrow)
        narrow.addSubview(inner)
        NSLayoutConstraint.activate([
            narrow.widthAnchor.constraint(equalToConstant: 40), narrow.heightAnchor.constraint(equalToConstant: 40),
            narrow.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor), narrow.topAnchor.constraint(equalTo: vc.view.topAnchor),
            inner.leadingAnchor.constraint(equalTo: narrow.leadingAnchor, constant: 30),
            narrow.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 30),
            inner.topAnchor.constraint(equalTo: narrow.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10)])
        window.rootView.layoutIfNeeded()
        #expect(inner.frame == Rect(30, 0, 0, 10))
        #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    }

    @Test("A view nothing sizes across a centring stack keeps the size it had when arranged: zero when made without a frame, a stored frame's size otherwise")
    func suppressedAmbiguityKeepsTheDrawnSize() {
        let (window, vc) = window(300, 400)
        let label = SizedView(100, 20, id: "label")
        let bare = View(), drawn = View(frame: Rect(0, 0, 240, 30))
        for (v, id) in [(bare, "bare"), (drawn, "drawn")] {
            v.identifier = id
            v.translatesAutoresizingMaskIntoConstraints = false
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        let stack = StackView(arrangedSubviews: [label, bare, drawn])
        stack.axis = .vertical
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: vc.view.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor)])
        window.rootView.layoutIfNeeded()
        // UIKit's view made without a frame shrinks to nothing; the one drawn 240 wide (as an
        // Interface Builder spacer is stored) keeps 240, centred, as Xcode's canvas shows it.
        #expect(bare.frame == Rect(150, 20, 0, 10))
        #expect(drawn.frame == Rect(30, 30, 240, 10))
        #expect(!bare.hasAmbiguousLayout && !drawn.hasAmbiguousLayout)
    }

    @Test("A stack in a subtree added while its host lays out (a table adding a cell) is arranged in the same pass")
    func stackAddedDuringLayout() {
        let (window, vc) = window(400, 200)
        let host = AddingView(frame: Rect(0, 0, 400, 200))
        vc.view.addSubview(host)
        window.rootView.layoutIfNeeded()
        // The cell is made, and its stack asks for its constraints, before it has a superview.
        let cell = View(frame: Rect(0, 0, 400, 50))
        let a = SizedView(40, 20, id: "a"), b = SizedView(60, 30, id: "b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
                                     stack.centerYAnchor.constraint(equalTo: cell.centerYAnchor)])
        host.pending = cell
        host.setNeedsLayout()
        window.rootView.layoutIfNeeded()
        #expect(cell.superview === host)
        #expect(stack.frame == Rect(10, 10, 110, 30))
        #expect(a.frame == Rect(0, 0, 40, 30) && b.frame == Rect(50, 0, 60, 30))
        #expect(!stack.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    @Test("A view that leaves its tree takes its constraints along and is laid out at its own size off screen")
    func detachedTree() {
        let (window, vc) = window()
        let page = View(frame: Rect(0, 0, 320, 480))
        let box = view("box")
        page.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: page.leadingAnchor),
                                     box.trailingAnchor.constraint(equalTo: page.trailingAnchor),
                                     box.topAnchor.constraint(equalTo: page.topAnchor),
                                     box.bottomAnchor.constraint(equalTo: page.bottomAnchor)])
        page.layoutIfNeeded()
        #expect(box.frame == Rect(0, 0, 320, 480))
        page.frame = vc.view.bounds
        vc.view.addSubview(page)
        _ = window.drawList()
        #expect(box.frame == Rect(0, 0, 400, 300))
        page.removeFromSuperview()
        page.frame = Rect(0, 0, 100, 50)
        page.layoutIfNeeded()
        #expect(box.frame == Rect(0, 0, 100, 50))
    }

    @Test("Baselines of views without one: the first is the top edge, the last the bottom; an image view's are its bottom; margins attributes inset by the margins")
    func baselinesAndMargins() {
        let (window, vc) = window()
        let holder = view("holder")
        holder.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        holder.insetsLayoutMarginsFromSafeArea = false
        let a = view("a"), b = view("b")
        vc.view.addSubview(holder)
        holder.addSubview(a); holder.addSubview(b)
        NSLayoutConstraint.activate([
            holder.leftAnchor.constraint(equalTo: vc.view.leftAnchor), holder.topAnchor.constraint(equalTo: vc.view.topAnchor),
            holder.widthAnchor.constraint(equalToConstant: 100), holder.heightAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: holder, attribute: .leadingMargin, constant: 0),
            NSLayoutConstraint(item: a, attribute: .trailing, relatedBy: .equal, toItem: holder, attribute: .trailingMargin, constant: 0),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: holder, attribute: .topMargin, constant: 0),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 4),
            b.leftAnchor.constraint(equalTo: a.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        // An image view has its baselines at its bottom (its image's baseline offset).
        let image = ImageView()
        image.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(image)
        NSLayoutConstraint.activate([
            image.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 4),
            image.leftAnchor.constraint(equalTo: a.leftAnchor), image.widthAnchor.constraint(equalToConstant: 10),
            image.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.rootView.layoutIfNeeded()
        #expect(a.frame == Rect(6, 5, 86, 10))
        #expect(b.frame == Rect(6, 19, 10, 10))
        #expect(image.frame == Rect(6, 9, 10, 10))
    }

    @Test("A baseline-relative column spaces its views from baseline to baseline; a stack's baselines are its arranged views'")
    func baselineRelativeStack() throws {
        let (window, vc) = window(300, 500)
        let small = Label(text: "Name"), large = Label(text: "Title")
        large.font = .systemFont(ofSize: 34)
        let box = SizedView(40, 10, id: "box")
        // A row of two labels, centred across: its baselines are its first label's.
        let key = Label(text: "Key"), value = Label(text: "Value")
        let row = StackView(arrangedSubviews: [key, value])
        row.alignment = .center
        row.spacing = 8
        let stack = StackView(arrangedSubviews: [small, large, box, row])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 29
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 10),
                                     stack.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 20)])
        window.rootView.layoutIfNeeded()
        func first(_ v: View) throws -> Double { v.frame.minY + (try #require(v.firstBaselineOffsetFromTop)) }
        func last(_ v: View) throws -> Double { v.frame.maxY - (try #require(v.lastBaselineOffsetFromBottom)) }
        #expect(small.frame.minY == 0)
        #expect(abs(try first(large) - (try last(small) + 29)) < 1e-6)
        // A view without text: its top is its first baseline, its bottom its last.
        #expect(abs(box.frame.minY - (try last(large) + 29)) < 1e-6)
        let keyBaseline = row.frame.minY + key.frame.minY + (try #require(key.firstBaselineOffsetFromTop))
        #expect(abs(keyBaseline - (box.frame.maxY + 29)) < 1e-6)
        #expect(abs(stack.frame.height - row.frame.maxY) < 1e-6)
        // Without it, the gaps run from edge to edge.
        stack.isBaselineRelativeArrangement = false
        window.rootView.layoutIfNeeded()
        #expect(abs(large.frame.minY - (small.frame.maxY + 29)) < 1e-6 && abs(box.frame.minY - (large.frame.maxY + 29)) < 1e-6)
        // A horizontal stack ignores it.
        row.isBaselineRelativeArrangement = true
        window.rootView.layoutIfNeeded()
        #expect(abs(value.frame.minX - (key.frame.maxX + 8)) < 1e-6)
    }

    @Test("A baseline-aligned row's edge on the baselines' side is its first view's: a later, taller view stands out of it")
    func baselineAlignedRowsFollowTheirFirstView() throws {
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let (window, vc) = window(300, 500)
            let small = Label(text: "Name"), large = Label(text: "Title")
            large.font = .systemFont(ofSize: 34)
            let row = StackView(arrangedSubviews: [small, large])
            row.alignment = alignment
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(row)
            NSLayoutConstraint.activate([row.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 10),
                                         row.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100)])
            window.rootView.layoutIfNeeded()
            let smallBaseline = small.frame.minY + (try #require(small.firstBaselineOffsetFromTop))
            let largeBaseline = large.frame.minY + (try #require(large.firstBaselineOffsetFromTop))
            #expect(abs(smallBaseline - largeBaseline) < 1e-6, "\(alignment)")
            if alignment == .firstBaseline {
                // UIKit pins the row's top to its first label alone: the large title reaches
                // above the row, whose bottom still takes in the title's descent.
                #expect(small.frame.minY == 0 && large.frame.minY < -1, "\(large.frame)")
                #expect(abs(row.frame.height - max(small.frame.maxY, large.frame.maxY)) < 1e-6)
            } else {
                // And its bottom to the first label alone for last baselines.
                #expect(abs(small.frame.maxY - row.frame.height) < 1e-6 && large.frame.maxY > row.frame.height + 1, "\(large.frame)")
                #expect(abs(min(small.frame.minY, large.frame.minY)) < 1e-6)
            }
            // With the large view first, the row takes in both.
            row.removeArrangedSubview(small)
            row.addArrangedSubview(small)
            window.rootView.layoutIfNeeded()
            #expect(small.frame.minY >= -1e-6 && large.frame.minY >= -1e-6 && max(small.frame.maxY, large.frame.maxY) <= row.frame.height + 1e-6)
        }
    }
}

/// The custom-container pattern of the seeds: pages made up front in `viewDidLoad`, at the
/// view's size then, one on screen.
@MainActor
final class PagedContainer: ViewController {
    var pages: [ViewController] = []
    override func viewDidLoad() {
        for i in 0..<3 {
            let page = ViewController()
            page.storyboardIdentifier = "page\(i)"
            addChild(page)
            page.view.frame = view.bounds
            page.view.autoresizingMask = .flexibleSize
            if i == 0 { view.addSubview(page.view) }
            page.didMove(toParent: self)
            pages.append(page)
        }
    }
}

@MainActor
@Suite("Auto Layout: children off screen")
struct OffscreenChildLayoutTests {
    @Test("A page made before the window sized its container appears at the container's size, at any window size",
          arguments: [Size(1280, 720), Size(480, 320), Size(720, 1280)])
    func pagesAppearAtTheContainersSize(size: Size) {
        let window = Window(size: size, clock: ManualClock())
        let container = PagedContainer()
        container.loadViewIfNeeded()
        #expect(container.pages[1].view.frame.size == Size(320, 480))
        window.rootViewController = container
        for target in [1, 2] {
            container.transition(from: container.pages[target - 1], to: container.pages[target], duration: 0)
            _ = window.drawList()
            #expect(container.pages[target].view.frame == Rect(size: size))
        }
        window.resize(to: Size(size.width + 100, size.height + 50))
        #expect(container.pages[0].view.frame == Rect(size: Size(size.width + 100, size.height + 50)))
    }
}

/// A proportional stack (`.fillProportionally`), as UIKit shares its length.
@MainActor
@Suite struct FillProportionallyTests {
    func window() -> (Window, ViewController) {
        let window = Window(size: Size(400, 300), clock: ManualClock())
        let vc = ViewController()
        window.rootViewController = vc
        return (window, vc)
    }

    func stack(_ views: [View], in vc: ViewController, width: Double?) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(stack)
        var pins = [stack.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
                    stack.topAnchor.constraint(equalTo: vc.view.topAnchor), stack.heightAnchor.constraint(equalToConstant: 40)]
        if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(pins)
        return stack
    }

    @Test("The length the spacing leaves is shared in proportion to the intrinsic sizes")
    func sharedByIntrinsicSizes() {
        let (w, vc) = window()
        let a = SizedView(20, 10, id: "a"), b = SizedView(60, 10, id: "b"), c = SizedView(20, 10, id: "c")
        _ = stack([a, b, c], in: vc, width: 320)
        w.rootView.layoutIfNeeded()
        // 300 points after two 10-point gaps, shared 1 : 3 : 1.
        #expect(a.frame == Rect(0, 0, 60, 40) && b.frame == Rect(70, 0, 180, 40) && c.frame == Rect(260, 0, 60, 40))
        // An intrinsic size that changes shares the length again.
        b.size = Size(20, 10)
        w.rootView.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 100 && c.frame.minX == 220)
    }

    @Test("A stack nothing sizes along its axis is as long as its views' intrinsic sizes")
    func freeStackHugs() {
        let (w, vc) = window()
        let a = SizedView(30, 10, id: "a"), b = SizedView(50, 10, id: "b")
        let s = stack([a, b], in: vc, width: nil)
        w.rootView.layoutIfNeeded()
        #expect(s.frame.width == 90 && a.frame.width == 30 && b.frame == Rect(40, 0, 50, 40))
    }

    @Test("A view without an intrinsic size counts at its size when the stack is made; all zero share equally")
    func viewsWithoutIntrinsicSizes() {
        let (w, vc) = window()
        // As an Interface Builder stack's views stand at Xcode's stored frames.
        let a = View(frame: Rect(0, 0, 50, 40)), b = View(frame: Rect(0, 0, 150, 40))
        let label = SizedView(100, 10, id: "label")
        _ = stack([a, b, label], in: vc, width: 320)
        w.rootView.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame == Rect(60, 0, 150, 40) && label.frame.width == 100)
        // Views never sized, with nothing intrinsic: an equal share each.
        let (w2, vc2) = window()
        let x = View(), y = View()
        _ = stack([x, y], in: vc2, width: 210)
        w2.rootView.layoutIfNeeded()
        #expect(x.frame.width == 100 && y.frame == Rect(110, 0, 100, 40))
    }
}
