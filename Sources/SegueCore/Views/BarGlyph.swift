import Foundation

/// The icons of system bar items (a bar button item's `add`, `trash`, `camera` …, a tab bar
/// item's `favorites`, `history` …), drawn as vector shapes of SegueKit's own on a 24-point
/// design grid: round-capped strokes, filled rectangles and circles, and filled polygons (cut
/// into thin strips, which reads as a solid shape at any scale). No icon artwork is copied; the
/// shapes only suggest what UIKit's icons show.
enum BarGlyph: String, Sendable, CaseIterable {
    case add, compose, reply, action, trash, search, refresh, bookmarks, camera, play, pause, fastForward, rewind,
         organize, stop, more, star, clock, person, download, list, placeholder

    /// One stroke, fill or polygon on the 24-point grid.
    enum Shape {
        /// A straight stroke with round caps.
        case line(Point, Point, width: Double)
        /// A filled rectangle with rounded corners.
        case rect(Rect, radius: Double)
        /// An arc stroke around `center` from `start` to `end` radians (0 points right, angles
        /// grow clockwise as y grows downwards).
        case arc(center: Point, radius: Double, start: Double, end: Double, width: Double)
        /// A filled polygon (even-odd), its corners in order.
        case polygon([Point])
    }

    /// The shapes of the glyph.
    var shapes: [Shape] {
        let w = 1.8
        func path(_ pts: [Point], closed: Bool = false) -> [Shape] {
            var out: [Shape] = []
            for i in 0..<(pts.count - 1) { out.append(.line(pts[i], pts[i + 1], width: w)) }
            if closed, let a = pts.last, let b = pts.first { out.append(.line(a, b, width: w)) }
            return out
        }
        switch self {
        case .add:
            return [.line(Point(12, 4), Point(12, 20), width: 2.2), .line(Point(4, 12), Point(20, 12), width: 2.2)]
        case .compose:
            return path([Point(13, 5), Point(4, 5), Point(4, 20), Point(19, 20), Point(19, 11)])
                + [.line(Point(10, 14), Point(20, 4), width: 2.2)]
        case .reply:
            return [.polygon([Point(2, 11), Point(10, 4), Point(10, 18)])]
                + path([Point(10, 11), Point(15, 11), Point(19, 14), Point(21, 19)])
        case .action:
            return path([Point(9, 9), Point(5, 9), Point(5, 21), Point(19, 21), Point(19, 9), Point(15, 9)])
                + path([Point(12, 15), Point(12, 2)]) + path([Point(8, 6), Point(12, 2), Point(16, 6)])
        case .trash:
            return path([Point(3, 6), Point(21, 6)]) + path([Point(9, 6), Point(9, 3), Point(15, 3), Point(15, 6)])
                + path([Point(5.5, 6), Point(7, 21), Point(17, 21), Point(18.5, 6)])
                + path([Point(10, 10), Point(10, 17)]) + path([Point(14, 10), Point(14, 17)])
        case .search:
            return [.arc(center: Point(10, 10), radius: 6.5, start: 0, end: 2 * .pi, width: 2),
                    .line(Point(15, 15), Point(21, 21), width: 2.4)]
        case .refresh:
            return [.arc(center: Point(12, 13), radius: 8, start: -0.35 * .pi, end: 1.45 * .pi, width: 1.9),
                    .polygon([Point(13, 1.5), Point(18.5, 5.5), Point(13, 9.5)])]
        case .bookmarks:
            return path([Point(12, 6), Point(7, 4), Point(3, 5), Point(3, 20), Point(7, 19), Point(12, 21)])
                + path([Point(12, 6), Point(17, 4), Point(21, 5), Point(21, 20), Point(17, 19), Point(12, 21)])
                + path([Point(12, 6), Point(12, 21)])
        case .camera:
            return path([Point(2, 8), Point(22, 8), Point(22, 20), Point(2, 20)], closed: true)
                + [.rect(Rect(8, 4.5, 8, 3.5), radius: 1),
                   .arc(center: Point(12, 14), radius: 3.6, start: 0, end: 2 * .pi, width: 1.8)]
        case .play:
            return [.polygon([Point(6, 3), Point(20, 12), Point(6, 21)])]
        case .pause:
            return [.rect(Rect(6, 4, 4, 16), radius: 0.8), .rect(Rect(14, 4, 4, 16), radius: 0.8)]
        case .fastForward:
            return [.polygon([Point(2, 5), Point(12, 12), Point(2, 19)]), .polygon([Point(12, 5), Point(22, 12), Point(12, 19)])]
        case .rewind:
            return [.polygon([Point(22, 5), Point(12, 12), Point(22, 19)]), .polygon([Point(12, 5), Point(2, 12), Point(12, 19)])]
        case .organize:
            return path([Point(2, 5), Point(9, 5), Point(11, 8), Point(22, 8), Point(22, 20), Point(2, 20)], closed: true)
        case .stop:
            return [.line(Point(5, 5), Point(19, 19), width: 2.2), .line(Point(19, 5), Point(5, 19), width: 2.2)]
        case .more:
            return [4.5, 12, 19.5].map { .rect(Rect($0 - 2.2, 9.8, 4.4, 4.4), radius: 2.2) }
        case .star:
            let pts = (0..<10).map { i -> Point in
                let r = i % 2 == 0 ? 10.5 : 4.3
                let a = -Double.pi / 2 + Double(i) * .pi / 5
                return Point(12 + r * cos(a), 12.5 + r * sin(a))
            }
            return [.polygon(pts)]
        case .clock:
            return [.arc(center: Point(12, 12), radius: 9, start: 0, end: 2 * .pi, width: 1.8)]
                + path([Point(12, 6.5), Point(12, 12), Point(16, 14.5)])
        case .person:
            return [.rect(Rect(8, 2.5, 8, 8), radius: 4),
                    .polygon([Point(3, 21), Point(4, 16), Point(8, 13), Point(16, 13), Point(20, 16), Point(21, 21)])]
        case .download:
            return path([Point(12, 2), Point(12, 15)]) + path([Point(7, 10), Point(12, 15), Point(17, 10)])
                + path([Point(3, 15), Point(3, 21), Point(21, 21), Point(21, 15)])
        case .placeholder:
            return path([Point(4, 4), Point(20, 4), Point(20, 20), Point(4, 20)], closed: true) + path([Point(4, 4), Point(20, 20)])
        case .list:
            return [5.0, 12, 19].flatMap { y -> [Shape] in
                [.rect(Rect(2, y - 1.3, 2.6, 2.6), radius: 1.3), .line(Point(8, y), Point(22, y), width: 1.8)]
            }
        }
    }

    /// Draws the glyph in `color`, the 24-point grid scaled to a square of `side` points whose
    /// top left is at `origin` in the coordinates `m` maps to the screen.
    func draw(into list: inout DrawList, origin: Point, side: Double, color: Color, transform m: Transform3D,
              opacity: Double, clip: Rect?) {
        let k = side / 24
        let grid = Transform3D.scale(k, k).concatenating(.translation(origin.x, origin.y)).concatenating(m)
        func fill(_ r: Rect, radius: Double = 0, rotation: Double = 0, around: Point = .zero) {
            var t = Transform3D.translation(r.minX, r.minY)
            if rotation != 0 {
                t = Transform3D.translation(r.minX - around.x, r.minY - around.y)
                    .concatenating(.rotation(rotation, 0, 0, 1)).concatenating(.translation(around.x, around.y))
            }
            list.append(Quad(content: .color(color), size: r.size, transform: t.concatenating(grid), opacity: opacity,
                             clip: clip, cornerRadius: radius))
        }
        func line(_ a: Point, _ b: Point, _ width: Double) {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            // A capsule from a to b: its length grows by the caps, centred on the stroke.
            fill(Rect(a.x - width / 2, a.y - width / 2, length + width, width), radius: width / 2,
                 rotation: atan2(dy, dx), around: a)
        }
        for shape in shapes {
            switch shape {
            case .line(let a, let b, let width):
                line(a, b, width)
            case .rect(let r, let radius):
                fill(r, radius: radius)
            case .arc(let c, let r, let start, let end, let width):
                let steps = max(8, Int((abs(end - start) / (2 * .pi) * 28).rounded(.up)))
                var previous = Point(c.x + r * cos(start), c.y + r * sin(start))
                for i in 1...steps {
                    let a = start + (end - start) * Double(i) / Double(steps)
                    let p = Point(c.x + r * cos(a), c.y + r * sin(a))
                    line(previous, p, width)
                    previous = p
                }
            case .polygon(let pts):
                // Horizontal strips a quarter of a point high, each filled between the crossings.
                let top = pts.map(\.y).min() ?? 0, bottom = pts.map(\.y).max() ?? 0
                let strip = 0.25
                var y = top
                while y < bottom {
                    let mid = y + strip / 2
                    var xs: [Double] = []
                    for i in pts.indices {
                        let p = pts[i], q = pts[(i + 1) % pts.count]
                        if (p.y <= mid) != (q.y <= mid) { xs.append(p.x + (mid - p.y) / (q.y - p.y) * (q.x - p.x)) }
                    }
                    xs.sort()
                    var i = 0
                    while i + 1 < xs.count {
                        fill(Rect(xs[i], y, xs[i + 1] - xs[i], strip + 0.02))
                        i += 2
                    }
                    y += strip
                }
            }
        }
    }
}
