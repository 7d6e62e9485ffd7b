import Foundation

/// SF Symbols by name (`UIImage(systemName:)`), drawn by SegueKit's own strokes: Apple's symbol
/// artwork is not copied nor shipped. The most common symbols are drawn as simple line
/// glyphs of the same meaning (`drawnNames`); any other name is drawn as a labelled
/// placeholder: its name in small text in a rounded box of the symbol's size, so a screen
/// still says what it would show.
public enum SystemSymbol {
    /// The symbol names drawn as glyphs (their `.fill` variants too where listed).
    public static let drawnNames: Set<String> = [
        "chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.forward", "chevron.backward",
        "plus", "minus", "xmark", "checkmark", "plus.circle", "plus.circle.fill", "xmark.circle", "xmark.circle.fill",
        "checkmark.circle", "checkmark.circle.fill", "magnifyingglass", "heart", "heart.fill", "star", "star.fill",
        "person", "person.fill", "person.circle", "person.circle.fill", "gear", "gearshape", "gearshape.fill",
        "trash", "trash.fill", "square.and.arrow.up", "ellipsis", "ellipsis.circle", "info.circle", "info.circle.fill",
        "house", "house.fill", "circle", "circle.fill", "arrow.right", "arrow.left", "arrow.up", "arrow.down",
    ]

    /// Whether `name` is drawn as a glyph (otherwise as a labelled placeholder).
    public static func isDrawn(_ name: String) -> Bool { drawnNames.contains(name) }

    /// Appends the symbol `name` drawn in the square centred in `rect` in `color` (through
    /// `view`'s drawing helpers), or its labelled placeholder.
    @MainActor
    static func draw(_ name: String, in rect: Rect, color: Color, on view: View, into list: inout DrawList,
                     transform m: Transform3D, opacity: Double, clip: Rect?) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let box = Rect(rect.midX - side / 2, rect.midY - side / 2, side, side)
        var pen = Pen(box: box, color: color, width: max(1, side * 0.09), view: view, list: list, m: m, opacity: opacity, clip: clip)
        defer { list = pen.list }
        guard isDrawn(name) else { pen.placeholder(name, in: rect); return }
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        switch base {
        case "chevron.right", "chevron.forward": pen.polyline([(0.38, 0.16), (0.66, 0.5), (0.38, 0.84)])
        case "chevron.left", "chevron.backward": pen.polyline([(0.62, 0.16), (0.34, 0.5), (0.62, 0.84)])
        case "chevron.up": pen.polyline([(0.16, 0.64), (0.5, 0.36), (0.84, 0.64)])
        case "chevron.down": pen.polyline([(0.16, 0.36), (0.5, 0.64), (0.84, 0.36)])
        case "plus": pen.plus(0.34)
        case "minus": pen.line(0.16, 0.5, 0.84, 0.5)
        case "xmark": pen.cross(0.3)
        case "checkmark": pen.polyline([(0.16, 0.54), (0.4, 0.78), (0.86, 0.22)])
        case "arrow.right": pen.line(0.14, 0.5, 0.84, 0.5); pen.polyline([(0.56, 0.22), (0.84, 0.5), (0.56, 0.78)])
        case "arrow.left": pen.line(0.16, 0.5, 0.86, 0.5); pen.polyline([(0.44, 0.22), (0.16, 0.5), (0.44, 0.78)])
        case "arrow.up": pen.line(0.5, 0.16, 0.5, 0.86); pen.polyline([(0.22, 0.44), (0.5, 0.16), (0.78, 0.44)])
        case "arrow.down": pen.line(0.5, 0.14, 0.5, 0.84); pen.polyline([(0.22, 0.56), (0.5, 0.84), (0.78, 0.56)])
        case "circle": filled ? pen.disk(0.5, 0.5, 0.42) : pen.ring(0.5, 0.5, 0.42)
        case "plus.circle", "xmark.circle", "checkmark.circle", "info.circle", "person.circle", "ellipsis.circle":
            pen.circled(base, filled: filled)
        case "magnifyingglass": pen.ring(0.42, 0.42, 0.28); pen.line(0.63, 0.63, 0.86, 0.86)
        case "heart": pen.heart(filled: filled)
        case "star": pen.star(filled: filled)
        case "person": pen.person(filled: filled, scale: 1)
        case "gear", "gearshape": pen.gear(filled: filled)
        case "trash": pen.trash(filled: filled)
        case "square.and.arrow.up":
            pen.line(0.5, 0.1, 0.5, 0.6); pen.polyline([(0.32, 0.28), (0.5, 0.1), (0.68, 0.28)])
            pen.polyline([(0.36, 0.42), (0.2, 0.42), (0.2, 0.9), (0.8, 0.9), (0.8, 0.42), (0.64, 0.42)])
        case "ellipsis": for x in [0.2, 0.5, 0.8] { pen.disk(x, 0.5, 0.07) }
        case "house":
            pen.polyline([(0.1, 0.5), (0.5, 0.14), (0.9, 0.5)])
            pen.polyline([(0.22, 0.42), (0.22, 0.86), (0.78, 0.86), (0.78, 0.42)])
            if filled { pen.fillRect(0.22, 0.44, 0.56, 0.42) }
        default: pen.placeholder(name, in: rect)
        }
    }

    /// Draws in a unit square mapped onto `box`.
    @MainActor
    private struct Pen {
        let box: Rect
        let color: Color
        var width: Double
        let view: View
        var list: DrawList
        let m: Transform3D
        let opacity: Double
        let clip: Rect?

        func p(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * box.width, box.minY + y * box.height) }

        mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width w: Double? = nil) {
            view.stroke(from: p(x0, y0), to: p(x1, y1), width: w ?? width, color, into: &list, transform: m, opacity: opacity, clip: clip)
        }

        mutating func polyline(_ points: [(Double, Double)], closed: Bool = false) {
            let all = closed ? points + [points[0]] : points
            for (a, b) in zip(all, all.dropFirst()) { line(a.0, a.1, b.0, b.1) }
        }

        mutating func plus(_ r: Double) { line(0.5, 0.5 - r, 0.5, 0.5 + r); line(0.5 - r, 0.5, 0.5 + r, 0.5) }
        mutating func cross(_ r: Double) { line(0.5 - r, 0.5 - r, 0.5 + r, 0.5 + r); line(0.5 + r, 0.5 - r, 0.5 - r, 0.5 + r) }

        mutating func disk(_ x: Double, _ y: Double, _ r: Double) {
            let c = p(x, y), rr = r * box.width
            view.fill(Rect(c.x - rr, c.y - rr, 2 * rr, 2 * rr), color, radius: rr, into: &list, transform: m, opacity: opacity, clip: clip)
        }

        mutating func fillRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            let a = p(x, y)
            view.fill(Rect(a.x, a.y, w * box.width, h * box.height), color, into: &list, transform: m, opacity: opacity, clip: clip)
        }

        /// A circle's outline as short strokes round it.
        mutating func ring(_ x: Double, _ y: Double, _ r: Double, from a0: Double = 0, to a1: Double = 2 * .pi) {
            let n = 28
            let pts = (0...n).map { i -> (Double, Double) in
                let a = a0 + (a1 - a0) * Double(i) / Double(n)
                return (x + r * cos(a), y + r * sin(a))
            }
            polyline(pts)
        }

        /// A filled triangle, as a fan of strokes narrower than the gaps between them.
        mutating func triangle(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) {
            let steps = 10
            let w = max(1, width * 0.6)
            for i in 0...steps {
                let t = Double(i) / Double(steps)
                line(a.0, a.1, b.0 + (c.0 - b.0) * t, b.1 + (c.1 - b.1) * t, width: w)
            }
        }

        mutating func heart(filled: Bool) {
            // The classic heart curve, scaled into the square.
            let pts = (0..<32).map { i -> (Double, Double) in
                let t = Double(i) / 32 * 2 * .pi
                let x = 16 * pow(sin(t), 3)
                let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
                return (0.5 + x / 38, 0.47 - y / 38)
            }
            if filled {
                disk(0.33, 0.36, 0.2); disk(0.67, 0.36, 0.2)
                triangle((0.5, 0.88), (0.14, 0.44), (0.86, 0.44))
                triangle((0.5, 0.4), (0.14, 0.44), (0.86, 0.44))
            }
            polyline(pts, closed: true)
        }

        mutating func star(filled: Bool) {
            let pts = (0..<10).map { i -> (Double, Double) in
                let a = -Double.pi / 2 + Double(i) * .pi / 5
                let r = i % 2 == 0 ? 0.44 : 0.18
                return (0.5 + r * cos(a), 0.54 + r * sin(a))
            }
            if filled {
                for i in stride(from: 0, to: 10, by: 2) { triangle(pts[i], pts[(i + 9) % 10], pts[i + 1]) }
                for i in stride(from: 1, to: 10, by: 2) { triangle((0.5, 0.54), pts[i], pts[(i + 2) % 10]) }
            }
            polyline(pts, closed: true)
        }

        mutating func person(filled: Bool, scale s: Double) {
            let cx = 0.5, head = (0.5 - 0.5 * s) + 0.3 * s
            if filled { disk(cx, head, 0.18 * s) } else { ring(cx, head, 0.18 * s) }
            // Shoulders: the top half of an ellipse.
            let base = 0.5 + 0.38 * s
            let pts = (0...16).map { i -> (Double, Double) in
                let a = Double.pi + Double(i) / 16 * .pi
                return (cx + 0.32 * s * cos(a), base + 0.3 * s * sin(a))
            }
            if filled {
                disk(cx, base - 0.05 * s, 0.25 * s)
                fillRect(cx - 0.32 * s, base - 0.06 * s, 0.64 * s, 0.06 * s)
            }
            polyline(pts + [pts[0]])
        }

        mutating func gear(filled: Bool) {
            for i in 0..<8 {
                let a = Double(i) / 8 * 2 * .pi
                line(0.5 + 0.3 * cos(a), 0.5 + 0.3 * sin(a), 0.5 + 0.44 * cos(a), 0.5 + 0.44 * sin(a), width: width * 1.8)
            }
            if filled { disk(0.5, 0.5, 0.33) } else { ring(0.5, 0.5, 0.3) }
            ring(0.5, 0.5, 0.13)
        }

        mutating func trash(filled: Bool) {
            line(0.14, 0.22, 0.86, 0.22)
            polyline([(0.38, 0.22), (0.38, 0.1), (0.62, 0.1), (0.62, 0.22)])
            polyline([(0.22, 0.22), (0.28, 0.9), (0.72, 0.9), (0.78, 0.22)])
            if filled {
                triangle((0.22, 0.22), (0.28, 0.9), (0.78, 0.22))
                triangle((0.78, 0.22), (0.28, 0.9), (0.72, 0.9))
            } else {
                line(0.42, 0.36, 0.43, 0.76); line(0.58, 0.36, 0.57, 0.76)
            }
        }

        mutating func circled(_ base: String, filled: Bool) {
            ring(0.5, 0.5, 0.44)
            if filled { disk(0.5, 0.5, 0.44) }
            // The inner mark: white on a filled circle (where the symbol would be cut out).
            var marker = Pen(box: box, color: filled ? .white : color, width: width * 0.9, view: view, list: list,
                             m: m, opacity: opacity, clip: clip)
            switch base {
            case "plus.circle": marker.plus(0.22)
            case "xmark.circle": marker.cross(0.15)
            case "checkmark.circle": marker.polyline([(0.3, 0.52), (0.45, 0.67), (0.71, 0.36)])
            case "info.circle": marker.disk(0.5, 0.3, 0.05); marker.line(0.5, 0.45, 0.5, 0.72)
            case "person.circle": marker.person(filled: filled, scale: 0.6)
            default: for x in [0.3, 0.5, 0.7] { marker.disk(x, 0.5, 0.05) }
            }
            list = marker.list
        }

        /// The name in small text in a rounded box of `rect`'s size, in the symbol's colour.
        mutating func placeholder(_ name: String, in rect: Rect) {
            view.fill(rect, color.withAlpha(color.alpha * 0.12), radius: min(6, min(rect.width, rect.height) / 4),
                      into: &list, transform: m, opacity: opacity, clip: clip)
            let size = max(4, min(11, rect.height * 0.4))
            let attrs = TextAttributes(font: .systemFont(ofSize: size), foregroundColor: color,
                                       paragraphStyle: ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingMiddle))
            let spec = TextSpec(AttributedText(name, attributes: attrs), maxWidth: rect.width, maxHeight: rect.height, numberOfLines: 1)
            list.append(Quad(content: .text(spec), size: rect.size, transform: Transform3D.translation(rect.minX, rect.minY).concatenating(m),
                             opacity: opacity, clip: clip, contentMode: .center))
        }
    }
}
