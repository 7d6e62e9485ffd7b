import Foundation

/// What loading a scene makes: the graph whose nodes are scenes and whose edges say "making
/// this scene's controller (or loading its view) makes that scene's controller too" — a
/// navigation root, a tab or custom container's children, a container view's embedded scene,
/// and the destination of the segue the scene performs as its view loads (`onLoad`).
///
/// Every walk over it is iterative and visits each scene and edge a bounded number of times:
/// the cycle check, the nesting depth and the number of controllers loading a scene makes
/// (each scene counted every time it appears), so a file of any shape is checked in time
/// linear in its size and never overflows the stack.
struct StoryboardGraph {
    /// One way a scene makes another.
    struct Edge {
        /// The index of the scene made.
        var target: Int
        /// Where the file says so (the `embed`, `children`, `root` or `onLoad` value).
        var location: SourceLocation
        /// How: a navigation root, a child or tab, an embed, or the segue performed on load.
        var how: Kind
    }

    /// The ways one scene makes another.
    enum Kind { case root, child, embeds, onLoad }

    /// Scene ids, in file order (the first scene of a duplicated id only).
    let ids: [String]
    /// Each scene's outgoing edges, in file order.
    let edges: [[Edge]]
    /// Where each scene is declared.
    let locations: [SourceLocation]

    init(_ f: StoryboardFile) {
        var index: [String: Int] = [:]
        var scenes: [SceneSpec] = []
        for s in f.scenes where index[s.id] == nil {
            index[s.id] = scenes.count
            scenes.append(s)
        }
        var segues: [String: SegueSpec] = [:]
        for s in f.segues where segues[s.id] == nil { segues[s.id] = s }
        var edges: [[Edge]] = []
        edges.reserveCapacity(scenes.count)
        for scene in scenes {
            var out: [Edge] = []
            if let root = scene.root, let t = index[root] {
                out.append(Edge(target: t, location: scene.at["root"] ?? scene.location, how: .root))
            }
            for c in scene.children {
                if let t = index[c] {
                    out.append(Edge(target: t, location: scene.at["children"] ?? scene.at["tabs"] ?? scene.location, how: .child))
                }
            }
            if let c = scene.split.compact, let t = index[c] {
                out.append(Edge(target: t, location: scene.at["compactChild"] ?? scene.location, how: .child))
            }
            StoryboardValidator.walk(scene.view) { v in
                if let e = v.embed, let s = segues[e], let t = index[s.destination] {
                    out.append(Edge(target: t, location: v.at["embed"] ?? v.location, how: .embeds))
                }
            }
            if let l = scene.loadSegue, let s = segues[l], s.source == scene.id, let t = index[s.destination] {
                out.append(Edge(target: t, location: scene.at["onLoad"] ?? scene.location, how: .onLoad))
            }
            edges.append(out)
        }
        ids = scenes.map(\.id)
        locations = scenes.map { $0.at["id"] ?? $0.location }
        self.edges = edges
    }

    /// A cycle found: the edge that closes it and the scenes around it, in order.
    struct Cycle {
        var edge: Edge
        var scenes: [Int]
    }

    /// The edges that close a cycle, found by one depth-first walk (an explicit stack, each
    /// scene entered once), with the scenes of the cycle each closes: the first `limit` of
    /// them (each is an error; a path is copied only for those reported, so a file of ten
    /// thousand circles costs ten thousand steps, not ten thousand paths).
    func cycles(limit: Int = 20) -> [Cycle] {
        var state = [UInt8](repeating: 0, count: ids.count) // 0 new, 1 on the stack, 2 done
        var positionOnStack = [Int](repeating: -1, count: ids.count)
        var stack: [(scene: Int, next: Int)] = []
        var found: [Cycle] = []
        for start in ids.indices where state[start] == 0 {
            state[start] = 1
            positionOnStack[start] = 0
            stack.append((start, 0))
            while let top = stack.last {
                let out = edges[top.scene]
                if top.next == out.count {
                    state[top.scene] = 2
                    positionOnStack[top.scene] = -1
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let e = out[top.next]
                switch state[e.target] {
                case 0:
                    state[e.target] = 1
                    positionOnStack[e.target] = stack.count
                    stack.append((e.target, 0))
                case 1:
                    let from = positionOnStack[e.target]
                    found.append(Cycle(edge: e, scenes: stack[from...].map(\.scene) + [e.target]))
                    if found.count >= limit { return found }
                default: break
                }
            }
        }
        return found
    }

    /// For each scene, the controllers loading it makes (itself included, every scene counted
    /// each time it appears; at most `cap`, which stands for "more"), and the longest chain of
    /// scenes it nests (itself included; at most `cap`). Only for a graph without cycles.
    func expandedSizes(cap: Int) -> (count: [Int], depth: [Int]) {
        var count = [Int](repeating: 0, count: ids.count)
        var depth = [Int](repeating: 0, count: ids.count)
        var done = [Bool](repeating: false, count: ids.count)
        var stack: [(scene: Int, next: Int)] = []
        for start in ids.indices where !done[start] {
            stack.append((start, 0))
            while let top = stack.last {
                let out = edges[top.scene]
                if top.next < out.count {
                    stack[stack.count - 1].next += 1
                    let t = out[top.next].target
                    if !done[t] { stack.append((t, 0)) }
                    continue
                }
                var c = 1, d = 0
                for e in out {
                    c = min(cap, c + count[e.target])
                    d = max(d, depth[e.target])
                }
                count[top.scene] = c
                depth[top.scene] = min(cap, d + 1)
                done[top.scene] = true
                stack.removeLast()
            }
        }
        return (count, depth)
    }

    /// `scenes` as "a → b → c", at most `keep` names from each end.
    func describe(_ scenes: [Int], keep: Int = 6) -> String {
        let names = scenes.map { ids[$0] }
        guard names.count > 2 * keep + 1 else { return names.joined(separator: " → ") }
        return (names.prefix(keep) + ["… (\(names.count - 2 * keep) more)"] + names.suffix(keep)).joined(separator: " → ")
    }

    /// The path from `scene` that makes the most controllers: at each step the scene made most
    /// often times its size, written "a → b ×2 → c ×2" (×N: made N times by the scene before).
    func heaviestPath(from scene: Int, count: [Int], keep: Int = 6) -> String {
        var parts: [String] = [ids[scene]]
        var s = scene
        var steps = 0
        while !edges[s].isEmpty, steps < ids.count {
            var times: [Int: Int] = [:]
            for e in edges[s] { times[e.target, default: 0] += 1 }
            guard let (t, n) = times.max(by: { ($0.value * count[$0.key], -$0.key) < ($1.value * count[$1.key], -$1.key) })
            else { break }
            parts.append(n > 1 ? "\(ids[t]) ×\(n)" : ids[t])
            s = t
            steps += 1
        }
        guard parts.count > 2 * keep + 1 else { return parts.joined(separator: " → ") }
        return (parts.prefix(keep) + ["… (\(parts.count - 2 * keep) more)"] + parts.suffix(keep)).joined(separator: " → ")
    }

    /// The longest chain of scenes from `scene`.
    func deepestPath(from scene: Int, depth: [Int]) -> [Int] {
        var path = [scene]
        var s = scene
        while let next = edges[s].map(\.target).max(by: { (depth[$0], -$0) < (depth[$1], -$1) }), path.count < ids.count {
            path.append(next)
            s = next
        }
        return path
    }

    /// Reports cycles, and, when there are none, scenes whose loading would nest deeper than
    /// `StoryboardLimits.maxNestingDepth` or make more than `StoryboardLimits.maxControllers`
    /// controllers. Each is reported once, where it starts: at the scene nearest the bottom
    /// that is over the limit (the one whose own making pushes it over), on the value that
    /// makes its first step.
    func check(_ r: inout YAMLReader) {
        let cycles = cycles()
        var reported = Set<[Int]>()
        for c in cycles {
            // The same circle closed from another scene is reported once.
            let ring = Array(c.scenes.dropLast())
            let k = ring.indices.min { ring[$0] < ring[$1] } ?? 0
            guard reported.insert(Array(ring[k...] + ring[..<k])).inserted else { continue }
            r.error(at: c.edge.location,
                    "cycle of embedded scenes: \(describe(c.scenes)); a scene cannot contain itself (through an embed, a child, a tab, a navigation root or the segue it performs on load)")
        }
        guard cycles.isEmpty else { return }
        let maxDepth = StoryboardLimits.maxNestingDepth, maxCount = StoryboardLimits.maxControllers
        let (count, depth) = expandedSizes(cap: Int.max / 2)
        for s in ids.indices {
            // Nearest the bottom: over the limit, though everything it makes is within it.
            if depth[s] == maxDepth + 1 {
                let path = deepestPath(from: s, depth: depth)
                r.error(at: edges[s].first?.location ?? locations[s],
                        "loading scene '\(ids[s])' nests \(depth[s]) scenes deep, over the limit of \(maxDepth): \(describe(path)); "
                        + "a storyboard may nest containers at most \(maxDepth) deep")
            }
            if count[s] > maxCount, edges[s].allSatisfy({ count[$0.target] <= maxCount }) {
                r.error(at: edges[s].first?.location ?? locations[s],
                        "loading scene '\(ids[s])' makes \(count[s]) controllers, over the limit of \(maxCount) "
                        + "(a scene embedded, a child or a tab twice counts twice): \(heaviestPath(from: s, count: count))")
            }
        }
    }
}
