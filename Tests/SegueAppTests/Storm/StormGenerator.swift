import Foundation
import SegueCore
import SegueKit

/// Makes the storm's input, one frame at a time, as input-script commands (so a storm can be
/// written out as a script and replayed by `segue run --script` or a test): the app's keys,
/// clicks on the controls on screen (dots and segments included) and at random points, drags
/// (from the left edge too) that span frames, scrolls and window resizes from 1×1 to 4096²,
/// in bursts within one frame and with gaps longer than any transition. Never Q, Ctrl+Q or
/// Ctrl+R (they quit or record).
@MainActor
struct StormGenerator {
    private(set) var rng: StormRandom
    /// Commands planned for later frames (the rest of a drag).
    private var planned: [(frame: Int, command: InputScriptCommand)] = []
    private var nextActionFrame = 0
    /// Whether a drag is under way (its release is planned).
    var isDragging: Bool { planned.contains { if case .up = $0.command { return true } else { return false } } }

    /// The keys the storm presses, with weights.
    static let keys: [(key: Key, mods: KeyModifiers, weight: Double)] = [
        (Key("1"), [], 3), (Key("2"), [], 3), (Key("3"), [], 3), (Key("4"), [], 3), (Key("5"), [], 3), (Key("6"), [], 3),
        (.left, [], 5), (.right, [], 5), (.tab, [], 4), (.tab, [.shift], 2), (.enter, [], 4), (.space, [], 2),
        (.escape, [], 8), (.backspace, [], 3), (Key("S"), [], 0.4), (Key("M"), [], 0.8), (.f1, [], 0.6),
        (.questionMark, [], 0.4),
    ]

    /// The largest side resizes may ask for: nil keeps them between 1×1 and 4096² (a storm
    /// without a renderer); a GL storm sets the context's limit, and then also resizes to
    /// 1×N, N×1 and the limit itself, and to sizes beyond it (which the platform fits).
    var sizeLimit: Int?
    /// How often a resize comes, against 40 for a key and 26 for a click on a control.
    var resizeWeight = 4.0

    init(seed: UInt64, sizeLimit: Int? = nil) {
        rng = StormRandom(seed: seed)
        self.sizeLimit = sizeLimit
    }

    /// The commands for `frame`, given the window as it is now.
    mutating func commands(forFrame frame: Int, window: Window) -> [InputScriptCommand] {
        var out = planned.filter { $0.frame <= frame }.map(\.command)
        planned.removeAll { $0.frame <= frame }
        guard frame >= nextActionFrame else { return out }
        let burst = rng.chance(0.15) ? rng.int(in: 2...6) : 1
        for _ in 0..<burst { out += action(frame: frame, window: window) }
        nextActionFrame = frame + gap()
        return out
    }

    /// Frames until the next action: mostly quick, sometimes longer than any transition.
    private mutating func gap() -> Int {
        switch rng.weighted([30, 35, 20, 12, 3]) {
        case 0: return 1
        case 1: return rng.int(in: 2...12)
        case 2: return rng.int(in: 13...45)
        case 3: return rng.int(in: 46...150)
        default: return rng.int(in: 300...900)
        }
    }

    /// Releases the pointer now if a drag is under way (before the storm lets the app settle).
    mutating func releasePointer() -> [InputScriptCommand] {
        let ups = planned.filter { if case .up = $0.command { return true } else { return false } }.map(\.command)
        planned.removeAll()
        return ups
    }

    private mutating func action(frame: Int, window: Window) -> [InputScriptCommand] {
        let size = window.size
        // While the button is held only keys, scrolls and resizes come (as from a real mouse).
        let weights: [Double] = isDragging ? [40, 0, 0, 0, 3, resizeWeight] : [40, 26, 8, 11, 3, resizeWeight]
        switch rng.weighted(weights) {
        case 0:
            let i = rng.weighted(Self.keys.map(\.weight))
            return [.key(Self.keys[i].key, Self.keys[i].mods)]
        case 1:
            guard let p = controlPoint(window) else { return [.click(randomPoint(size), .left)] }
            if rng.chance(0.1) {
                // Press on the control and let go elsewhere (or back on it), a few frames later.
                let q = rng.chance(0.5) ? p : randomPoint(size)
                let k = rng.int(in: 1...20)
                planned.append((frame + k, .move(q)))
                planned.append((frame + k, .up(q, .left)))
                return [.move(p), .down(p, .left)]
            }
            return [.click(p, .left)]
        case 2:
            return [.click(randomPoint(size), .left)]
        case 3:
            return drag(frame: frame, size: size)
        case 4:
            return [.move(randomPoint(size)), .scroll(dx: rng.double(in: -5...5).rounded(), dy: rng.double(in: -10...10).rounded())]
        default:
            guard let limit = sizeLimit, rng.chance(0.5) else { return [.resize(randomSize())] }
            let size = extremeSize(limit: limit)
            // Software rendering takes a second a frame at the largest areas: leave them soon.
            if size.width * size.height > 4096 * 4096 {
                planned.append((frame + rng.int(in: 1...3), .resize(randomSize())))
            }
            return [.resize(size)]
        }
    }

    /// A size at the edges of the range: one point wide or high, the limit on one side, the
    /// limit's whole area, or beyond the limit.
    private mutating func extremeSize(limit: Int) -> Size {
        let n = Double(rng.int(in: 1...limit)), k = Double(rng.int(in: 1...8))
        switch rng.weighted([4, 4, 3, 3, 2, 2, 1, 1]) {
        case 0: return Size(1, n)
        case 1: return Size(n, 1)
        case 2: return Size(Double(limit), k)
        case 3: return Size(k, Double(limit))
        case 4: return Size(k, k)
        case 5: return Size(Double(limit + rng.int(in: 1...100_000)), Double(rng.int(in: 1...64)))
        case 6: return Size(Double(limit), Double(limit))
        default: return Size(8192, 8192)
        }
    }

    /// A drag planned over the next frames: from the left edge rightwards (swipe back), across
    /// the middle (cube and flip scrubbing), or anywhere; slow or a quick flick.
    private mutating func drag(frame: Int, size: Size) -> [InputScriptCommand] {
        let w = max(size.width, 1), h = max(size.height, 1)
        let from: Point, to: Point
        switch rng.weighted([3, 4, 2]) {
        case 0:
            from = Point(rng.double(in: 0...min(24, w)).rounded(), rng.double(in: 0...h).rounded())
            to = Point(rng.double(in: 0...w).rounded(), from.y + rng.double(in: -40...40).rounded())
        case 1:
            from = Point(rng.double(in: w * 0.2...w * 0.8).rounded(), rng.double(in: h * 0.25...h * 0.8).rounded())
            to = Point((from.x + rng.double(in: -w * 0.9...w * 0.9)).rounded(), from.y + rng.double(in: -30...30).rounded())
        default:
            from = randomPoint(size)
            to = Point(rng.double(in: -50...(w + 50)).rounded(), rng.double(in: -50...(h + 50)).rounded())
        }
        let steps = rng.chance(0.3) ? rng.int(in: 1...3) : rng.int(in: 4...40)
        for s in 1...steps {
            let f = Double(s) / Double(steps)
            planned.append((frame + s, .move(Point((from.x + (to.x - from.x) * f).rounded(), (from.y + (to.y - from.y) * f).rounded()))))
        }
        // Sometimes the pointer rests before letting go (no velocity left).
        let release = frame + steps + (rng.chance(0.25) ? rng.int(in: 1...30) : 0)
        planned.append((release, .up(to, .left)))
        return [.move(from), .down(from, .left)]
    }

    private mutating func randomPoint(_ size: Size) -> Point {
        Point(rng.double(in: 0...max(size.width - 1, 0)).rounded(), rng.double(in: 0...max(size.height - 1, 0)).rounded())
    }

    private mutating func randomSize() -> Size {
        switch rng.weighted([12, 20, 50, 10, 8]) {
        case 0: return Size(Double(rng.int(in: 1...64)), Double(rng.int(in: 1...64)))
        case 1: return Size(Double(rng.int(in: 100...640)), Double(rng.int(in: 80...480)))
        case 2: return Size(Double(rng.int(in: 640...1920)), Double(rng.int(in: 360...1080)))
        case 3: return Size(Double(rng.int(in: 1920...4096)), Double(rng.int(in: 1080...4096)))
        default: return Size(1280, 720)
        }
    }

    /// The centre of a control on screen (a dot of a page control, a segment of a segmented
    /// control), in window points; nil when the screen has none.
    private mutating func controlPoint(_ window: Window) -> Point? {
        var controls: [Control] = []
        var stack = [window.rootView]
        while let v = stack.popLast() {
            if v.isHidden || v.alpha <= 0 { continue }
            if let c = v as? Control, c.isEnabled { controls.append(c) }
            stack += v.subviews
        }
        guard !controls.isEmpty else { return nil }
        let c = rng.pick(controls)
        let b = c.bounds.size
        var local = Point(b.width / 2, b.height / 2)
        if let pages = c as? PageControl, pages.numberOfPages > 0 {
            local = pages.dotCenter(rng.int(pages.numberOfPages))
        } else if let seg = c as? SegmentedControl, !seg.segments.isEmpty {
            let n = Double(seg.segments.count)
            local = Point(b.width / n * (Double(rng.int(seg.segments.count)) + 0.5), b.height / 2)
        }
        let p = c.transform(to: nil).project(local)
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return Point(p.x.rounded(), p.y.rounded())
    }
}
