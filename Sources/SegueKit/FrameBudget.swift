import Foundation
import SegueCore

/// The live app's frame budget: while something moves, each frame's cost is predicted from
/// the frames before it, and when a frame drawn at full resolution would miss the display
/// interval its content is drawn with fewer pixels — a step down a ladder of resolutions, to a
/// quarter of each side at the least — and scaled up to the window. At rest every frame is
/// drawn at full resolution. A live frame that is late is seen as a stall; one drawn with
/// fewer pixels while it moves is seen far less (its edges are coarser for as long as it moves).
///
/// The budget is a pure function of the costs it is told (`record`), never of the time: the
/// frame loop measures them. Only the live loop uses one: `segue record` and a replayed script
/// have none (`FrameLoop.budget` is nil), `segue render` does not use the frame loop, and a
/// frame being recorded (Ctrl+R) or kept for a screenshot is drawn at full resolution
/// whatever the budget says.
///
/// **The cost model.** A frame's work is drawing its content — dearer the more pixels, but
/// not in proportion: some of it does not shrink with the resolution — plus, below full
/// resolution, scaling the frame up to the window (a full-window pass of its own, which can
/// cost as much as a simple transition's whole frame: only what is dear gets cheaper below full
/// resolution), plus what does not change with the resolution (building the frame, the
/// overlay, presenting). Costs are the median of the last five steady frames (a hiccup of the
/// scheduler or two moves nothing; frames that rendered a snapshot are not steady and are left
/// out), kept per rung; a rung's costs older than `freshness` frames are not trusted to rise
/// to it. A rung without costs is predicted from two measured rungs (a fixed part plus a part
/// in proportion to the pixels), or from one (in proportion to the pixels). Scaling up is
/// learned per rung (the renderer scales some ratios up a cheaper way); from a rung not yet
/// scaled up from it is taken to cost as little as the cheapest measured (the rung is tried,
/// and learned), and before any, half as much as the content at full resolution.
///
/// **No oscillation.** The resolution drops only when the frames at the current one cost more
/// than `dropAt` of the interval (they are about to be late; three frames since arriving on the
/// rung tell, or one over three intervals — a rung's earlier costs are forgotten on arriving),
/// and then straight to the highest rung predicted to fit the target (`headroom` of the
/// interval) — or, when none does, the cheapest; it rises only after `hold` steady frames on
/// one rung, to the highest rung predicted to fit with a further `riseMargin` to spare (a kind
/// measured on one rung only may try, once, the highest rung that would cost at most two
/// intervals even if its cost were in proportion to its pixels: at most three frames of at
/// most two intervals, to learn the cost's fixed part). All the quads-only frames (no shader
/// pass) are one kind. What a kind of frame costs (keyed by its shader passes; see `FrameLoop`) is
/// remembered from one transition to the next, so a transition starts on the highest rung its
/// kind is predicted to draw in time; a shader never seen before starts on the lowest rung and
/// climbs, so a shader that takes seconds a frame at full resolution never stalls the window
/// even once.
public struct FrameBudget: Sendable {
    /// The resolutions tried, from full down to a quarter of each side: whole fractions, so
    /// that scaling up can repeat each pixel two, three or four times each way where the
    /// window's size divides (exact, and a fifth cheaper for a software rasteriser than
    /// filtering; see `FrameRenderer.scaleUp`).
    public static let ladder: [Double] = [1, 1.0 / 2, 1.0 / 3, 1.0 / 4]

    /// The display interval a frame must fit in, in seconds (`FrameRate.standardInterval` by default).
    public var interval: Double
    /// The share of the interval a frame's predicted work may take when a rung is chosen (the
    /// rest is margin for the scheduler and the pacer).
    public var headroom = 0.8
    /// The share of the interval the frames on the current rung may take before it drops.
    public var dropAt = 0.92
    /// How many frames a rung's costs are trusted for rising to it.
    public var freshness = 120
    /// The share of the full-resolution frame's predicted cost a reduced rung must come under
    /// to be chosen: below full resolution only what saves at least the rest is worth it.
    public var worthwhile = 0.85
    /// How much more room (a share of the target) the rung above must leave before rising.
    public var riseMargin = 0.25
    /// Steady frames spent on a rung before rising from it.
    public var hold = 12

    /// The current rung (an index into `ladder`).
    public private(set) var rung = 0
    private var framesOnRung = 0
    private var kind: Kind?
    /// Per kind of frame, the last steady costs (seconds) on each rung it was drawn on.
    private var costs: [Kind: Costs] = [:]
    /// The last costs of scaling a frame up (seconds) from each rung, whatever its kind (the
    /// renderer may scale some ratios up a cheaper way).
    private var upscale: [Int: Samples] = [:]

    /// Steady frames recorded so far (the budget's clock for freshness).
    private var frame = 0

    /// The last five samples of a cost, and the frame of the latest.
    private struct Samples: Sendable {
        var values: [Double] = []
        var lastFrame = 0
        mutating func add(_ v: Double, frame: Int = 0) {
            values.append(v)
            lastFrame = frame
            if values.count > 5 { values.removeFirst() }
        }
        /// The median of the last (up to five) samples; nil before the first.
        var median: Double? {
            let s = values.sorted()
            return s.isEmpty ? nil : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
    }

    private struct Costs: Sendable {
        /// Drawing the content, by rung.
        var content: [Int: Samples] = [:]
        /// The rest of the frame's work.
        var rest = Samples()

        /// The content's cost at rung `k`: measured, or predicted from the measured rungs; only
        /// costs measured at or after frame `since` count.
        func content(atRung k: Int, since: Int = 0) -> Double? {
            let fresh = content.filter { $0.value.lastFrame >= since }
            if let measured = fresh[k]?.median { return measured }
            let points = fresh.compactMap { rung, samples in
                samples.median.map { (area: FrameBudget.ladder[rung] * FrameBudget.ladder[rung], cost: $0) }
            }.sorted { $0.area < $1.area }
            let area = FrameBudget.ladder[k] * FrameBudget.ladder[k]
            guard let low = points.first, let high = points.last else { return nil }
            if high.area > low.area {
                // A fixed part and a part in proportion to the pixels, through the two measured
                // rungs farthest apart.
                let perArea = max(0, (high.cost - low.cost) / (high.area - low.area))
                let fixed = max(0, low.cost - perArea * low.area)
                return fixed + perArea * area
            }
            return low.cost * area / low.area
        }
    }

    /// The predicted work of a frame of `known` costs at rung `k`, from costs measured at or
    /// after frame `since`.
    private func predicted(_ known: Costs, rung k: Int, since: Int = 0) -> Double? {
        guard let content = known.content(atRung: k, since: since) else { return nil }
        let scaling = k == 0 ? 0 : upscale[k]?.median ?? upscale.values.compactMap(\.median).min()
            ?? (known.content(atRung: 0) ?? content) / 2
        return content + scaling + (known.rest.median ?? 0)
    }

    /// A budget for a display refreshing every `interval` seconds.
    public init(interval: Double = FrameRate.standardInterval) {
        self.interval = interval.isFinite && interval > 0 ? interval : FrameRate.standardInterval
    }

    /// The resolution the current rung draws at (1 at rest).
    public var resolution: Double { FrameBudget.ladder[rung] }

    /// The resolution to draw the next frame at. `moving` is false at rest: the frame is then
    /// drawn at full resolution. `kind` says what the frame draws (frames of one kind cost
    /// alike; shader passes cost what nothing predicts before they have been seen).
    public mutating func resolution(moving: Bool, kind: Kind) -> Double {
        guard moving else {
            rung = 0
            framesOnRung = 0
            self.kind = nil
            return 1
        }
        if kind != self.kind {
            // A new kind of frame (a transition starts): start where its costs say, if known.
            self.kind = kind
            framesOnRung = 0
            if let known = costs[kind], !known.content.isEmpty {
                move(to: highestFitting(known, share: dropAt))
            } else {
                move(to: kind.isShader ? FrameBudget.ladder.count - 1 : 0)
            }
        }
        return resolution
    }

    /// Learns from a frame drawn at `resolution` (what `resolution(moving:kind:)`
    /// returned): `content` seconds drawing the content, `upscale` seconds scaling it up (below
    /// full resolution), `rest` seconds of the rest of its work. `steady` is false for a frame
    /// whose cost says nothing of the next (it rendered a snapshot). Moves the rung for the
    /// next frame.
    public mutating func record(content: Double, upscale: Double = 0, rest: Double, resolution: Double, steady: Bool = true) {
        guard let kind, steady, content.isFinite, upscale.isFinite, rest.isFinite,
              let drawn = FrameBudget.ladder.firstIndex(where: { abs($0 - resolution) < 1e-9 }) else { return }
        frame += 1
        var known = costs[kind] ?? Costs()
        known.content[drawn, default: Samples()].add(max(0, content), frame: frame)
        known.rest.add(max(0, rest), frame: frame)
        costs[kind] = known
        if drawn > 0 { self.upscale[drawn, default: Samples()].add(max(0, upscale), frame: frame) }
        guard drawn == rung else { return }
        framesOnRung += 1
        let samples = known.content[rung]?.values ?? []
        let late = samples.count >= 3 || (samples.last ?? 0) > 3 * interval
        if late, let now = predicted(known, rung: rung), now > interval * dropAt {
            // Too dear here: to the highest rung predicted to fit — or, when none does, the
            // cheapest, which may be above (scaling up can cost more than it saves).
            let better = highestFitting(known, share: headroom)
            if better != rung { move(to: better) }
        } else if rung > 0, framesOnRung >= hold {
            let since = frame - freshness
            var higher = highestFitting(known, share: headroom * (1 - riseMargin), since: since)
            if higher >= rung, known.content.count == 1 {
                // Only this rung measured, and a cost in proportion to the pixels (which
                // overstates what a fixed part does not) rules every rung above out: try the
                // highest rung that would cost at most two intervals even so, once, for a
                // second measured rung to predict the others from.
                let probe = (0..<rung).first { (predicted(known, rung: $0, since: since) ?? .infinity) <= 2 * interval }
                if let probe { higher = probe }
            }
            if higher < rung { move(to: higher) }
        }
    }

    /// Makes `newRung` the current rung, forgetting what frames on it cost before: they are
    /// measured afresh from now on.
    private mutating func move(to newRung: Int) {
        rung = newRung
        framesOnRung = 0
        if let kind { costs[kind]?.content[newRung] = nil }
    }

    /// The highest rung (lowest index) whose predicted cost fits `share` of the interval, from
    /// costs measured at or after frame `since` — full resolution, though, when that rung would
    /// not cost `worthwhile` of it or less. When none fits, the rung predicted cheapest (the
    /// highest of those within 5% of it): the most frames a second there are.
    private func highestFitting(_ known: Costs, share: Double, since: Int = 0) -> Int {
        let costs = FrameBudget.ladder.indices.map { predicted(known, rung: $0, since: since) ?? .infinity }
        if let fitting = costs.firstIndex(where: { $0 <= interval * share }) {
            // Fewer pixels only where they save something worth it: scaling up costs a pass of
            // its own, and a frame that is not much cheaper for it is better drawn whole.
            return fitting == 0 || costs[fitting] <= costs[0] * worthwhile ? fitting : 0
        }
        let cheapest = costs.min() ?? 0
        return costs.firstIndex { $0 <= cheapest * 1.05 } ?? FrameBudget.ladder.count - 1
    }
}

extension FrameBudget {
    /// What kind of frame is drawn, as far as its cost goes: the shader passes it runs, in
    /// order. Frames of one kind cost alike; all the quads-only frames are one kind (`quads`).
    public struct Kind: Hashable, Sendable {
        /// The names of the shader passes the frame runs, in drawing order (empty: quads only).
        public var shaders: [String]

        /// The kind of a frame running the shader passes `shaders`, in order.
        public init(shaders: [String]) { self.shaders = shaders }

        /// The kind of the frame `list` draws: its shader passes.
        public init(drawing list: DrawList) {
            shaders = list.items.compactMap { item in
                if case .shader(let pass) = item { return pass.name }
                return nil
            }
        }

        /// Quads only, no shader pass.
        public static let quads = Kind(shaders: [])

        /// Whether the frame runs shader passes, whose cost nothing predicts before they have
        /// been seen.
        public var isShader: Bool { !shaders.isEmpty }
    }
}
