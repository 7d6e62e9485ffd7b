import Foundation
import SegueCore
import SegueKit
import SegueRecorder

/// The constraint solver on SPEC's *chain* system: N views in a row in a superview whose width W
/// is an edit variable (strong). Each view: `leading == previous.trailing + 8` (the first:
/// `== superview.leading + 8`), `width == previous.width` (after the first), `top == 10`,
/// `height == 30`, `width >= 10`, `width == 100 @ weak`; the last: `trailing == superview.trailing − 8`.
///
/// W starts at 58·N + 8 (views 50 pt wide: between their 10 pt minimum and their 100 pt wish, so
/// the window's width decides) and a resize makes it 100 pt wider. `build` is making the solver,
/// adding the edit variable and suggesting W, adding every constraint and reading the solution;
/// `resize` is one new W (suggestValue), updateVariables and reading every view's four
/// variables. Each of the runs builds a new solver; the figures are medians over the runs.
package enum LayoutBenchmark {
    /// One size's medians, as `segue bench layout --json` writes them.
    package struct Result: Codable, Sendable {
        /// Views in the chain.
        package var n: Int
        /// Building and solving once, in milliseconds.
        package var buildMilliseconds: Double
        /// One change of W followed by reading every frame, in microseconds.
        package var resizeMicroseconds: Double
        /// kiwisolver's figures for the same system in the same run, when it could be timed.
        package var kiwisolver: Kiwisolver?

        enum CodingKeys: String, CodingKey {
            case n, buildMilliseconds = "build_ms", resizeMicroseconds = "resize_us", kiwisolver
        }
    }

    /// kiwisolver's medians for one size (from `scripts/bench-layout-kiwi.py`).
    package struct Kiwisolver: Codable, Sendable {
        /// Views in the chain.
        package var n: Int
        /// Building and solving once, in milliseconds.
        package var buildMilliseconds: Double
        /// One change of W followed by reading every variable's value, in microseconds.
        package var resizeMicroseconds: Double
        /// The kiwisolver version that was timed.
        package var version: String

        enum CodingKeys: String, CodingKey {
            case n, buildMilliseconds = "build_ms", resizeMicroseconds = "resize_us", version
        }
    }

    /// The window's width before the resize.
    package static func startWidth(_ n: Int) -> Double { 58 * Double(n) + 8 }
    /// How much a resize widens the window.
    package static let resizeStep = 100.0

    /// A built chain: its solver, the window's width and every view's variables.
    package struct Chain {
        /// The solver holding the chain.
        package let solver: Solver
        /// The window's width W, an edit variable.
        package let width: Variable
        /// Each view's variables, first to last.
        package let views: [(left: Variable, top: Variable, width: Variable, height: Variable)]

        /// Builds the chain of `n` views at W = `windowWidth` and solves it.
        package init(n: Int, windowWidth: Double) throws {
            solver = Solver()
            width = Variable("W")
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, windowWidth)
            var views: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
            views.reserveCapacity(n)
            for i in 0..<n {
                let v = (left: Variable("left\(i)"), top: Variable("top\(i)"), width: Variable("width\(i)"), height: Variable("height\(i)"))
                let previousTrailing = views.last.map { $0.left + $0.width } ?? LinearExpression(constant: 0)
                try solver.addConstraint(Constraint(LinearExpression(v.left), .equal, previousTrailing + 8))
                if let previous = views.last {
                    try solver.addConstraint(Constraint(LinearExpression(v.width), .equal, LinearExpression(previous.width)))
                }
                try solver.addConstraint(Constraint(v.top, .equal, 10))
                try solver.addConstraint(Constraint(v.height, .equal, 30))
                try solver.addConstraint(Constraint(v.width, .greaterThanOrEqual, 10))
                try solver.addConstraint(Constraint(v.width, .equal, 100, strength: .weak))
                views.append(v)
            }
            if let last = views.last {
                try solver.addConstraint(Constraint(last.left + last.width, .equal, width - 8))
            }
            self.views = views
            solver.updateVariables()
        }

        /// Every view's frame at the last ``Solver/updateVariables()``.
        package func frames() -> [Rect] {
            views.map { Rect(x: solver.value(of: $0.left), y: solver.value(of: $0.top), width: solver.value(of: $0.width), height: solver.value(of: $0.height)) }
        }

        /// Sets W and reads every frame; returns the sum of the frames' edges (so that the
        /// reads cannot be optimised away).
        package func resize(to windowWidth: Double) throws -> Double {
            try solver.suggestValue(width, windowWidth)
            solver.updateVariables()
            var sum = 0.0
            for view in views {
                sum += solver.value(of: view.left) + solver.value(of: view.top) + solver.value(of: view.width) + solver.value(of: view.height)
            }
            return sum
        }
    }

    /// Times the chain of `n` views `runs` times; medians.
    package static func measure(n: Int, runs: Int = 5) throws -> Result {
        var builds: [Double] = [], resizes: [Double] = []
        var sink = 0.0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let chain = try Chain(n: n, windowWidth: startWidth(n))
            sink += chain.frames().last?.width ?? 0
            let built = DispatchTime.now().uptimeNanoseconds
            sink += try chain.resize(to: startWidth(n) + resizeStep)
            let resized = DispatchTime.now().uptimeNanoseconds
            builds.append(Double(built - start) / 1e6)
            resizes.append(Double(resized - built) / 1e3)
        }
        guard sink.isFinite else { throw SegueKitError("the layout chain did not solve to finite frames") }
        return Result(n: n, buildMilliseconds: median(builds), resizeMicroseconds: median(resizes))
    }

    /// The chain of `n` views as a screen: views in a controller's view in a window, placed by
    /// the same constraints through the runtime (anchors, priorities), and the window resized
    /// back and forth `runs` times. Each resize re-solves and sets every view's frame (the layout
    /// pass a frame runs); the median in microseconds.
    @MainActor
    package static func measureScreen(n: Int, runs: Int = 21) throws -> Double {
        let width = startWidth(n)
        let window = Window(size: Size(width, 200), clock: ManualClock())
        let vc = ViewController()
        window.rootViewController = vc
        let root = vc.view!
        var previous: View?
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            if let p = previous {
                constraints.append(v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8))
                constraints.append(v.widthAnchor.constraint(equalTo: p.widthAnchor))
            } else {
                constraints.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
            }
            constraints.append(v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10))
            constraints.append(v.heightAnchor.constraint(equalToConstant: 30))
            constraints.append(v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10))
            let preferred = v.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = LayoutPriority(1)
            constraints.append(preferred)
            previous = v
        }
        if let last = previous { constraints.append(last.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)) }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        var times: [Double] = []
        var w = width
        for i in 0..<runs {
            w = i % 2 == 0 ? width + resizeStep : width
            let start = DispatchTime.now().uptimeNanoseconds
            window.resize(to: Size(w, 200))
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
        }
        // The views share the last width the window was given.
        let expected = (w - 16 - 8 * Double(n - 1)) / Double(n)
        guard let last = previous, abs(last.frame.width - expected) < 1e-6, window.layoutDiagnostics.isEmpty else {
            throw SegueKitError("the layout screen did not solve as expected (last width \(previous?.frame.width ?? -1), expected \(expected))")
        }
        return median(times)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// kiwisolver's figures for `sizes`, or why there are none.
    package enum KiwiOutcome {
        /// The figures, one per size.
        case measured([Kiwisolver])
        /// Why kiwisolver could not be timed, in words.
        case unavailable(String)
    }

    /// `scripts/bench-layout-kiwi.py` in the package checkout (beside the `Assets` folder), or nil.
    package static func kiwiScript() -> String? {
        var roots: [URL] = []
        if let assets = AssetLocator.assetsFolder() { roots.append(URL(fileURLWithPath: assets).deletingLastPathComponent()) }
        // Sources/SegueBenchmarks/LayoutBenchmark.swift → the package root.
        roots.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
        return roots.map { $0.appendingPathComponent("scripts/bench-layout-kiwi.py").path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The first executable `name` in `PATH`.
    static func executableInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { String($0) + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Times the same chain with kiwisolver through `python3` (found in `PATH`), `runs` times a size.
    package static func kiwisolver(sizes: [Int], runs: Int = 5) -> KiwiOutcome {
        guard let script = kiwiScript() else { return .unavailable("scripts/bench-layout-kiwi.py was not found beside the Assets folder") }
        guard let python = executableInPath("python3") else { return .unavailable("python3 was not found in PATH") }
        // A quiet script is stopped after 10 minutes without output (each size prints a line).
        let outcome = ChildProcess.run(python, [script, "--sizes", sizes.map(String.init).joined(separator: ","), "--runs", String(runs)],
                                       limits: .init(timeout: 600, idle: true))
        if outcome.ending == .exited(3) { return .unavailable("kiwisolver is not installed for \(python) (scripts/setup.sh installs it)") }
        if let failure = outcome.failure {
            return .unavailable("\(script) failed: \(failure): \(outcome.stderr.text.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let decoder = JSONDecoder()
        var figures: [Kiwisolver] = []
        for line in outcome.stdout.text.split(separator: "\n") {
            guard let figure = try? decoder.decode(Kiwisolver.self, from: Data(line.utf8)) else {
                return .unavailable("\(script) printed a line that is not a size's figures: \(line)")
            }
            figures.append(figure)
        }
        return .measured(figures)
    }
}
