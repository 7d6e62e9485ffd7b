import Foundation
import Testing
@testable import SegueCore
import SegueIO

// The Swift samples of the DocC article "Auto Layout" (Sources/SegueKit/SegueKit.docc/
// AutoLayout.md), verbatim: they compile here, and the tests below lay them out. A test keeps
// the article's samples and these the same.

final class ProfileController: ViewController {
    let name = Label(text: "Ada Lovelace")
    let follow = Button(title: "Follow")

    override func viewDidLoad() {
        view.backgroundColor = .white
        for v in [name, follow] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            name.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            name.heightAnchor.constraint(equalToConstant: 30),
            follow.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            follow.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            follow.widthAnchor.constraint(equalToConstant: 120),
            follow.heightAnchor.constraint(equalToConstant: 44),
            name.trailingAnchor.constraint(lessThanOrEqualTo: follow.leadingAnchor, constant: -8),
        ])
    }
}

final class ToolbarController: ViewController {
    let stack = StackView(arrangedSubviews: [Button(title: "Back"), Button(title: "Share"), Button(title: "Delete")])

    override func viewDidLoad() {
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            stack.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// The article's samples do what it says: the Swift ones are the code above and lay out as
/// described, its storyboard loads, and its `segue layout` output is what the storyboard gives
/// (the same report the command prints).
@MainActor
@Suite struct AutoLayoutArticleTests {
    static let article: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Sources/SegueKit/SegueKit.docc/AutoLayout.md"), encoding: .utf8)) ?? ""
    }()

    /// The article's code blocks of `language`.
    static func blocks(_ language: String) -> [String] {
        article.components(separatedBy: "```" + language + "\n").dropFirst().map { String($0.components(separatedBy: "```")[0]) }
    }

    @Test func theSwiftSamplesAreThisFilesCode() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let samples = Self.blocks("swift")
        #expect(samples.count == 2)
        for sample in samples { #expect(source.contains(sample), "not in \(#filePath):\n\(sample)") }
    }

    func show(_ vc: ViewController, at size: Size) -> Window {
        let window = Window(size: size, clock: ManualClock())
        window.rootViewController = vc
        window.rootView.layoutIfNeeded()
        return window
    }

    @Test func theProfileFollowsTheWindow() {
        for size in [Size(480, 320), Size(1280, 720)] {
            let vc = ProfileController()
            let window = show(vc, at: size)
            #expect(vc.name.frame.minX == 20 && vc.name.frame.minY == 20 && vc.name.frame.height == 30)
            #expect(vc.follow.frame == Rect(size.width - 140, 13, 120, 44))
            #expect(vc.name.frame.maxX <= vc.follow.frame.minX - 8)
            #expect(window.layoutDiagnostics.isEmpty)
        }
    }

    @Test func theToolbarSharesItsWidthEqually() {
        let vc = ToolbarController()
        _ = show(vc, at: Size(480, 320))
        let buttons = vc.stack.arrangedSubviews
        #expect(vc.stack.frame.maxY == 320 - 8 && vc.stack.frame.height == 44)
        // Solved values agree to far below a pixel (sums of thirds are not exact in binary).
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        #expect(buttons.count == 3 && buttons.allSatisfy { same($0.frame.width, buttons[0].frame.width) })
        #expect(same(buttons[1].frame.minX, buttons[0].frame.maxX + 8))
        // In the stack's own coordinates: the first at its leading edge, the last at its trailing one.
        #expect(same(buttons[0].frame.minX, 0) && same(buttons[2].frame.maxX, vc.stack.bounds.width))
    }

    @Test func theStoryboardLoadsAndLaysOutAsShown() throws {
        let yaml = try #require(Self.blocks("yaml").first)
        let storyboard = try Storyboard.parse(yaml, path: "profile.yaml").get()
        let report = try #require(LayoutReport.make(storyboard, size: Size(480, 320)))
        // The console block: `segue layout` prints one line per view, "KIND [ID] [x, y, w, h]".
        let shown = Self.article.components(separatedBy: "$ segue layout profile.yaml --size 480x320\n")[1]
            .components(separatedBy: "```")[0].split(separator: "\n").dropFirst()
        #expect(shown.count == report.views.count)
        for (line, view) in zip(shown, report.views) {
            let f = view.frame
            // As `segue layout` prints lengths: to a thousandth of a point.
            let frame = [f.minX, f.minY, f.width, f.height].map { (v: Double) -> String in
                let r = (v * 1000).rounded() / 1000
                return r == r.rounded() ? String(Int(r)) : String(r)
            }
            let expected = String(repeating: "  ", count: view.depth) + view.kind + (view.id.map { " " + $0 } ?? "")
                + " [" + frame.joined(separator: ", ") + "]"
            #expect(line.hasPrefix(expected), "\(line) vs \(expected)")
        }
        #expect(report.unsatisfied.isEmpty && report.ambiguous.isEmpty)
    }
}
