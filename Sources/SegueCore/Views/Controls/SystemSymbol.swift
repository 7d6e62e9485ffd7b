import Foundation

/// SF Symbols by name (`UIImage(systemName:)`), drawn by SegueKit's own strokes and fills:
/// Apple's symbol artwork is neither copied nor shipped. The symbols storyboards use most are
/// drawn as simple shapes of the same meaning on a 24-point design grid (`drawnNames`: round-capped
/// strokes, discs, rounded rectangles and filled polygons); a name's `.fill` variant fills the
/// same outline, its inner marks (the plus of `plus.circle.fill`, the lines of
/// `doc.text.fill`) cut out in white. Any other name is drawn as a labelled placeholder: its
/// name in small text in a rounded box of the symbol's size, so a screen still says what it
/// would show.
///
/// This is the one glyph set of SegueKit: image views, button configurations, bar button items
/// and tab bar items draw their symbols here, and UIKit's system bar and tab items are drawn as
/// the symbols UIKit itself shows for them (`BarButtonItem.SystemItem.symbolName`,
/// `TabBarItem.SystemItem.symbolName`).
public enum SystemSymbol {
    /// The symbol names drawn as shapes (the rest are labelled placeholders).
    public static let drawnNames: Set<String> = {
        var names = Set<String>()
        for (name, glyph) in glyphs {
            names.insert(name)
            if glyph.fills { names.insert(name + ".fill") }
        }
        for (alias, target) in aliases {
            names.insert(alias)
            if glyphs[target]?.fills == true { names.insert(alias + ".fill") }
        }
        return names
    }()

    /// Whether `name` is drawn as a shape (otherwise as a labelled placeholder).
    public static func isDrawn(_ name: String) -> Bool { drawnNames.contains(name) }

    /// Appends the symbol `name` drawn in `color` in the square centred in `rect` (in the
    /// coordinates `m` maps to the screen), or its labelled placeholder.
    static func draw(_ name: String, in rect: Rect, color: Color, into list: inout DrawList,
                     transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard let (glyph, filled) = resolve(name) else {
            placeholder(name, in: rect, color: color, into: &list, transform: m, opacity: opacity, clip: clip)
            return
        }
        var painter = Painter(square: rect, color: color, transform: m, opacity: opacity, clip: clip)
        swap(&painter.list, &list)
        painter.paint(glyph.marks, filled: filled)
        swap(&painter.list, &list)
    }

    /// Appends the square crossed by its diagonal that stands for an image that could not be
    /// found (a bar or tab item's missing image file), in the square centred in `rect`.
    static func drawMissingImage(in rect: Rect, color: Color, into list: inout DrawList, transform m: Transform3D,
                                 opacity: Double, clip: Rect?) {
        var painter = Painter(square: rect, color: color, transform: m, opacity: opacity, clip: clip)
        swap(&painter.list, &list)
        painter.paint([.loop([Point(4, 4), Point(20, 4), Point(20, 20), Point(4, 20)]), .line([Point(4, 4), Point(20, 20)])],
                      filled: false)
        swap(&painter.list, &list)
    }

    /// The glyph and whether its filled variant is asked for, or nil for a placeholder.
    private static func resolve(_ name: String) -> (Glyph, Bool)? {
        let name = aliases[name] ?? name
        if let g = glyphs[name] { return (g, false) }
        if name.hasSuffix(".fill") {
            let base = String(name.dropLast(5))
            if let g = glyphs[aliases[base] ?? base], g.fills { return (g, true) }
        }
        return nil
    }

    /// The labelled placeholder: the name in small text in a faint rounded box of `rect`.
    private static func placeholder(_ name: String, in rect: Rect, color: Color, into list: inout DrawList,
                                    transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard rect.width > 0, rect.height > 0 else { return }
        let t = Transform3D.translation(rect.minX, rect.minY).concatenating(m)
        list.append(Quad(content: .color(color.withAlpha(color.alpha * 0.12)), size: rect.size, transform: t, opacity: opacity,
                         clip: clip, cornerRadius: min(6, min(rect.width, rect.height) / 4)))
        let size = max(4, min(11, rect.height * 0.4))
        let attrs = TextAttributes(font: .systemFont(ofSize: size), foregroundColor: color,
                                   paragraphStyle: ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingMiddle))
        let spec = TextSpec(AttributedText(name, attributes: attrs), maxWidth: rect.width, maxHeight: rect.height, numberOfLines: 1)
        list.append(Quad(content: .text(spec), size: rect.size, transform: t, opacity: opacity, clip: clip, contentMode: .center))
    }

    // MARK: - The shapes

    /// A symbol's marks on the 24-point grid, and whether it has a `.fill` variant.
    struct Glyph: Sendable {
        /// The marks, drawn in order.
        let marks: [Mark]
        /// Whether `name.fill` is drawn too (its regions filled, its inner marks cut out).
        let fills: Bool
    }

    /// One mark of a glyph on the 24-point grid (x right, y down; angles in degrees, 0 pointing
    /// right and growing clockwise).
    indirect enum Mark: Sendable {
        /// A round-capped polyline.
        case line([Point], width: Double = 1.8)
        /// A closed round-capped polyline.
        case loop([Point], width: Double = 1.8)
        /// A stroked arc around a centre.
        case arc(Point, radius: Double, from: Double, to: Double, width: Double = 1.8)
        /// A closed outline, filled in the `.fill` variant.
        case region([Point])
        /// A circle's outline, a disc in the `.fill` variant.
        case oval(Point, radius: Double)
        /// A rounded rectangle's outline, filled in the `.fill` variant.
        case box(Rect, radius: Double)
        /// A filled disc, in both variants.
        case dot(Point, radius: Double)
        /// A filled polygon, in both variants.
        case solid([Point])
        /// Marks inside a region: in the symbol's colour, or cut out (white) in the `.fill` variant.
        case inner([Mark])
        /// Marks cut out (white) in the `.fill` variant, and not drawn in the outline: the gap
        /// around a slash crossing a filled glyph.
        case gap([Mark])
    }

    /// Names that draw another name's glyph (older and newer spellings, UIKit's synonyms).
    static let aliases: [String: String] = [
        "chevron.forward": "chevron.right", "chevron.backward": "chevron.left", "line.horizontal.3": "line.3.horizontal",
        "gear": "gearshape", "person.crop.circle": "person.circle", "arrow.forward": "arrow.right",
        "arrow.backward": "arrow.left", "arrow.triangle.2.circlepath.camera": "camera.rotate",
    ]

    /// Every drawn glyph by name.
    static let glyphs: [String: Glyph] = {
        var g: [String: Glyph] = [:]
        func add(_ name: String, fills: Bool = false, _ marks: [Mark]) { g[name] = Glyph(marks: marks, fills: fills) }
        func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }
        func circled(_ inner: [Mark]) -> [Mark] { [.oval(P(12, 12), radius: 9.5), .inner(inner)] }
        func arrow(_ from: Point, _ to: Point, head: Double = 6) -> [Mark] {
            // The shaft and a head of two 45° strokes at `to`.
            let dx = to.x - from.x, dy = to.y - from.y, len = (dx * dx + dy * dy).squareRoot()
            let ux = dx / len * head, uy = dy / len * head
            return [.line([from, to]), .line([P(to.x - ux - uy, to.y - uy + ux), to, P(to.x - ux + uy, to.y - uy - ux)])]
        }

        // Chevrons and arrows.
        add("chevron.right", [.line([P(9, 4), P(16.5, 12), P(9, 20)], width: 2.2)])
        add("chevron.left", mirrored(g["chevron.right"]!.marks))
        add("chevron.down", transposed(g["chevron.right"]!.marks))
        add("chevron.up", transposed(g["chevron.left"]!.marks))
        add("arrow.right", arrow(P(3, 12), P(20.5, 12)))
        add("arrow.left", mirrored(g["arrow.right"]!.marks))
        add("arrow.down", transposed(g["arrow.right"]!.marks))
        add("arrow.up", transposed(g["arrow.left"]!.marks))
        add("arrow.up.arrow.down", arrow(P(7, 20.5), P(7, 3.5), head: 4.2) + arrow(P(17, 3.5), P(17, 20.5), head: 4.2))
        add("arrow.clockwise", [.arc(P(12, 13), radius: 8, from: -60, to: 262, width: 1.9),
                                .solid([P(12.5, 1.5), P(18.5, 5.2), P(12.5, 9.2)])])
        add("arrow.counterclockwise", mirrored(g["arrow.clockwise"]!.marks))
        add("arrowshape.turn.up.left", fills: true, [.region([
            P(2, 11), P(10, 4), P(10, 8), P(14.5, 8), P(18.5, 9.8), P(21, 13.5), P(21.5, 19.5), P(19, 16.5),
            P(15.5, 14.6), P(10, 14.2), P(10, 18)])])
        add("arrowshape.turn.up.right", fills: true, mirrored(g["arrowshape.turn.up.left"]!.marks))
        add("arrow.uturn.left", [.arc(P(14, 12), radius: 5.5, from: 270, to: 450), .line([P(14, 17.5), P(9, 17.5)])]
            + arrow(P(14, 6.5), P(3.5, 6.5), head: 4.5))
        add("arrow.uturn.right", mirrored(g["arrow.uturn.left"]!.marks))

        // Signs, alone and circled.
        let plus: [Mark] = [.line([P(12, 4), P(12, 20)], width: 2.2), .line([P(4, 12), P(20, 12)], width: 2.2)]
        add("plus", plus)
        add("minus", [.line([P(4, 12), P(20, 12)], width: 2.2)])
        add("xmark", [.line([P(5, 5), P(19, 19)], width: 2.2), .line([P(19, 5), P(5, 19)], width: 2.2)])
        add("checkmark", [.line([P(4, 13), P(9.5, 18.5), P(20, 5.5)], width: 2.2)])
        add("plus.circle", fills: true, circled([.line([P(12, 7.5), P(12, 16.5)]), .line([P(7.5, 12), P(16.5, 12)])]))
        add("minus.circle", fills: true, circled([.line([P(7.5, 12), P(16.5, 12)])]))
        add("xmark.circle", fills: true, circled([.line([P(8.6, 8.6), P(15.4, 15.4)]), .line([P(15.4, 8.6), P(8.6, 15.4)])]))
        add("checkmark.circle", fills: true, circled([.line([P(7.5, 12.5), P(10.7, 15.7), P(16.5, 8.5)])]))
        add("info.circle", fills: true, circled([.dot(P(12, 7.6), radius: 1.3), .line([P(12, 11), P(12, 17)], width: 2)]))
        add("questionmark.circle", fills: true, circled([
            .arc(P(12, 9.6), radius: 3, from: 195, to: 405, width: 1.9), .line([P(14.1, 11.7), P(12, 13.3), P(12, 14.3)], width: 1.9),
            .dot(P(12, 17.2), radius: 1.2)]))
        add("ellipsis.circle", fills: true, circled([7.5, 12, 16.5].map { x -> Mark in .dot(P(x, 12), radius: 1.3) }))
        add("person.circle", fills: true, circled([.oval(P(12, 9.3), radius: 3.2),
                                                   .region(halfEllipse(P(12, 19.8), rx: 6.2, ry: 5))]))
        add("exclamationmark.triangle", fills: true, [
            .region([P(12, 2.8), P(22, 20.5), P(2, 20.5)]),
            .inner([.line([P(12, 9), P(12, 14.5)], width: 2), .dot(P(12, 17.5), radius: 1.2)])])
        add("checkmark.seal", fills: true, [
            .region((0..<24).map { i in
                let a = Double(i) / 24 * 2 * .pi, r = i % 2 == 0 ? 10.2 : 8.6
                return P(12 + r * cos(a), 12 + r * sin(a))
            }),
            .inner([.line([P(8, 12.3), P(10.8, 15.1), P(16, 9)])])])
        add("plus.app", fills: true, [.box(Rect(3, 3, 18, 18), radius: 4.5),
                                      .inner([.line([P(12, 7.5), P(12, 16.5)]), .line([P(7.5, 12), P(16.5, 12)])])])
        add("circle", fills: true, [.oval(P(12, 12), radius: 9.5)])
        add("square", fills: true, [.box(Rect(3, 3, 18, 18), radius: 3)])
        add("ellipsis", [5.0, 12, 19].map { x -> Mark in .dot(P(x, 12), radius: 1.8) })
        add("exclamationmark.circle", fills: true, circled([.line([P(12, 6.5), P(12, 13.5)], width: 2), .dot(P(12, 17), radius: 1.2)]))
        add("chevron.down.circle", fills: true, circled([.line([P(7.5, 10.2), P(12, 14.7), P(16.5, 10.2)], width: 2)]))
        add("safari", fills: true, circled([.solid([P(16.8, 7.2), P(13.4, 13.4), P(7.2, 16.8), P(10.6, 10.6)])]))
        add("checkmark.square", fills: true, [.box(Rect(3, 3, 18, 18), radius: 3),
                                              .inner([.line([P(7.5, 12.5), P(10.7, 15.7), P(16.5, 8.5)])])])
        add("die.face.3", fills: true, [.box(Rect(3, 3, 18, 18), radius: 4.5),
                                        .inner([7.5, 12, 16.5].map { c -> Mark in .dot(P(c, c), radius: 1.7) })])
        add("at", [.oval(P(12, 12), radius: 3.6), .line([P(15.6, 8), P(15.6, 14)]), .arc(P(18.2, 14), radius: 2.6, from: 0, to: 180),
                   .arc(P(12, 12), radius: 9, from: 13, to: 350)])

        // Lists and layout.
        add("magnifyingglass", [.arc(P(10, 10), radius: 6.5, from: 0, to: 360, width: 2), .line([P(15, 15), P(21, 21)], width: 2.4)])
        add("line.3.horizontal", [6.0, 12, 18].map { y -> Mark in .line([P(4, y), P(20, y)]) })
        add("line.3.horizontal.decrease", [(6.0, 4.0), (12, 7.5), (18, 10.5)].map { yx -> Mark in
            .line([P(yx.1, yx.0), P(24 - yx.1, yx.0)])
        })
        add("list.bullet", [5.0, 12, 19].flatMap { y -> [Mark] in [.dot(P(3.3, y), radius: 1.4), .line([P(8, y), P(22, y)])] })
        add("slider.horizontal.3", [(6.0, 15.0), (12, 8), (18, 13)].flatMap { yx -> [Mark] in
            let (y, x) = yx
            return [.line([P(3, y), P(x - 2.6, y)]), .oval(P(x, y), radius: 2.4), .line([P(x + 2.6, y), P(21, y)])]
        })
        add("square.grid.2x2", fills: true, [(3.0, 3.0), (13.5, 3), (3, 13.5), (13.5, 13.5)].map { o -> Mark in .box(Rect(o.0, o.1, 7.5, 7.5), radius: 2) })
        add("chart.bar", fills: true, [.box(Rect(3.5, 12, 4, 9), radius: 1), .box(Rect(10, 5, 4, 16), radius: 1),
                                       .box(Rect(16.5, 9, 4, 12), radius: 1)])

        // Things.
        add("heart", fills: true, [.region((0..<48).map { i in
            let t = Double(i) / 48 * 2 * .pi, s = sin(t)
            return P(12 + 0.6 * 16 * s * s * s, 11.2 - 0.6 * (13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)))
        })])
        add("star", fills: true, [.region((0..<10).map { i in
            let r = i % 2 == 0 ? 10.5 : 4.8, a = -Double.pi / 2 + Double(i) * .pi / 5
            return P(12 + r * cos(a), 12.8 + r * sin(a))
        })])
        add("flag", fills: true, [.line([P(5, 3), P(5, 21.5)]), .region([P(5, 4), P(19.5, 4), P(16, 8.5), P(19.5, 13), P(5, 13)])])
        add("tag", fills: true, [.region([P(3, 3), P(12, 3), P(21.5, 12.5), P(12.5, 21.5), P(3, 12)]),
                                 .inner([.oval(P(7.8, 7.8), radius: 1.6)])])
        add("bookmark", fills: true, [.region([P(6, 3), P(18, 3), P(18, 21), P(12, 16), P(6, 21)])])
        add("bell", fills: true, [
            .region([P(12, 3.2), P(15.6, 4.6), P(17.5, 8.5), P(17.5, 13.5), P(20, 17), P(4, 17), P(6.5, 13.5), P(6.5, 8.5), P(8.4, 4.6)]),
            .arc(P(12, 18.5), radius: 2.4, from: 0, to: 180)])
        // A bell with a badge: the dot at its top right, cut clear of the bell in the filled form.
        add("bell.badge", fills: true, g["bell"]!.marks + [.gap([.dot(P(19.5, 4.5), radius: 4.4)]), .dot(P(19.5, 4.5), radius: 3)])
        // A push pin: its head, the flared collar below it, and the needle.
        add("pin", fills: true, [.region([P(8, 2.5), P(16, 2.5), P(16, 4.5), P(15, 4.5), P(15.5, 10), P(18.5, 13.5), P(5.5, 13.5),
                                          P(8.5, 10), P(9, 4.5), P(8, 4.5)]),
                                 .line([P(12, 13.5), P(12, 22)])])
        add("lock", fills: true, [.box(Rect(5, 11, 14, 10), radius: 2), .line([P(8, 11), P(8, 8)]), .line([P(16, 11), P(16, 8)]),
                                  .arc(P(12, 8), radius: 4, from: 180, to: 360), .inner([.dot(P(12, 15.8), radius: 1.3)])])
        add("lock.open", fills: true, [.box(Rect(3, 11, 14, 10), radius: 2), .line([P(13, 11), P(13, 7)]),
                                       .arc(P(17, 7), radius: 4, from: 180, to: 360), .line([P(21, 7), P(21, 9)]),
                                       .inner([.dot(P(10, 15.8), radius: 1.3)])])
        add("person", fills: true, [.oval(P(12, 7.5), radius: 4), .region(halfEllipse(P(12, 21), rx: 8, ry: 7))])
        add("person.2", fills: true, [
            .oval(P(16.5, 7), radius: 2.8), .arc(P(16.5, 19.5), radius: 5.5, from: 240, to: 360), .line([P(22, 19.5), P(22, 20.5)]),
            .oval(P(9, 8.3), radius: 3.3), .region(halfEllipse(P(9, 20.5), rx: 6.5, ry: 6))])
        add("gearshape", fills: true, (0..<8).map { i -> Mark in
            let a = Double(i) / 8 * 2 * .pi
            return .line([P(12 + 7 * cos(a), 12 + 7 * sin(a)), P(12 + 9.6 * cos(a), 12 + 9.6 * sin(a))], width: 3.4)
        } + [.oval(P(12, 12), radius: 7.2), .inner([.oval(P(12, 12), radius: 2.8)])])
        add("house", fills: true, [.line([P(2, 12), P(12, 3.5), P(22, 12)], width: 2),
                                   .region([P(5.5, 10.5), P(12, 5), P(18.5, 10.5), P(18.5, 21), P(5.5, 21)]),
                                   .inner([.box(Rect(10, 14.5, 4, 6.5), radius: 0.5)])])
        add("trash", fills: true, [.line([P(3, 6), P(21, 6)]), .line([P(9, 6), P(9, 3), P(15, 3), P(15, 6)]),
                                   .region([P(5.5, 6), P(7, 21), P(17, 21), P(18.5, 6)]),
                                   .inner([.line([P(10, 10), P(10, 17)]), .line([P(14, 10), P(14, 17)])])])
        add("folder", fills: true, [.region([P(2, 5), P(9, 5), P(11, 8), P(22, 8), P(22, 20), P(2, 20)])])
        add("doc", fills: true, [.region([P(5, 2.5), P(14, 2.5), P(19, 7.5), P(19, 21.5), P(5, 21.5)]),
                                 .inner([.line([P(14, 2.5), P(14, 7.5), P(19, 7.5)])])])
        add("doc.text", fills: true, g["doc"]!.marks + [.inner([
            .line([P(8.5, 11), P(15.5, 11)]), .line([P(8.5, 14.5), P(15.5, 14.5)]), .line([P(8.5, 18), P(12.5, 18)])])])
        add("book", fills: true, [
            .region([P(12, 6), P(7, 4), P(3, 5), P(3, 20), P(7, 19), P(12, 21)]),
            .region([P(12, 6), P(17, 4), P(21, 5), P(21, 20), P(17, 19), P(12, 21)]),
            .inner([.line([P(12, 6), P(12, 21)])])])
        add("calendar", [.box(Rect(3, 4.5, 18, 16.5), radius: 2.5), .line([P(3, 9.5), P(21, 9.5)]),
                         .line([P(8, 2.5), P(8, 6.5)]), .line([P(16, 2.5), P(16, 6.5)])]
            + [(8.0, 13.5), (12, 13.5), (16, 13.5), (8, 17), (12, 17)].map { o -> Mark in .dot(P(o.0, o.1), radius: 1.1) })
        add("clock", fills: true, circled([.line([P(12, 6.5), P(12, 12), P(16, 14.5)])]))
        add("camera", fills: true, [.region([P(8, 8), P(9.3, 5), P(14.7, 5), P(16, 8)]), .box(Rect(2, 8, 20, 12.5), radius: 2.2),
                                    .inner([.oval(P(12, 14.2), radius: 3.6)])])
        add("photo", fills: true, [.box(Rect(2.5, 4, 19, 16), radius: 2.5), .inner([
            .solid([P(5, 18), P(10, 11), P(13.5, 15.2), P(16, 12.5), P(19, 18)]), .dot(P(16.5, 8.5), radius: 1.7)])])
        add("mic", fills: true, [.box(Rect(8.5, 2.5, 7, 12), radius: 3.5), .arc(P(12, 11), radius: 6.5, from: 0, to: 180),
                                 .line([P(12, 17.5), P(12, 21)]), .line([P(8.5, 21), P(15.5, 21)])])
        add("phone", fills: true, [.region([
            P(4.5, 3), P(8.8, 2.8), P(10.8, 7.6), P(8.6, 9.8), P(14.2, 15.4), P(16.4, 13.2), P(21.2, 15.2), P(21, 19.5),
            P(18.5, 21.3), P(12.5, 19.5), P(4.5, 11.5), P(2.7, 5.5)])])
        add("message", fills: true, [.region(
            stride(from: 150.0, through: 480, by: 10).map { a in P(12 + 9.5 * cos(a * .pi / 180), 11 + 8 * sin(a * .pi / 180)) }
                + [P(3, 21)])])
        add("bubble.left", fills: true, [.region([
            P(6.5, 3.5), P(17.5, 3.5), P(21.5, 7.5), P(21.5, 13.5), P(17.5, 17.5), P(9.5, 17.5), P(4, 21.5), P(5.2, 17.3),
            P(2.5, 13.5), P(2.5, 7.5)])])
        add("text.bubble", fills: true, g["bubble.left"]!.marks + [.inner([
            .line([P(7, 8), P(17, 8)]), .line([P(7, 10.8), P(17, 10.8)]), .line([P(7, 13.6), P(13, 13.6)])])])
        add("envelope", fills: true, [.box(Rect(2, 5, 20, 14), radius: 2), .inner([.line([P(2.8, 6.2), P(12, 13), P(21.2, 6.2)])])])
        add("paperplane", fills: true, [.region([P(2, 11), P(21.5, 2.5), P(14, 21.5), P(11, 13)]), .inner([.line([P(11, 13), P(21, 3)])])])
        add("cart", fills: true, [.line([P(2, 4), P(5, 4), P(8, 16), P(19, 16)]),
                                  .region([P(5.8, 7), P(21, 7), P(19, 13), P(7.3, 13)]),
                                  .dot(P(9, 19.5), radius: 1.6), .dot(P(17, 19.5), radius: 1.6)])
        add("bag", fills: true, [.box(Rect(4, 8, 16, 13), radius: 2), .arc(P(12, 8), radius: 4, from: 180, to: 360)])
        add("creditcard", fills: true, [.box(Rect(2, 5, 20, 14), radius: 2), .inner([.solid([P(2.5, 8.5), P(21.5, 8.5), P(21.5, 11), P(2.5, 11)])])])
        add("map", fills: true, [.region([P(2, 5), P(8, 3), P(16, 5), P(22, 3), P(22, 19), P(16, 21), P(8, 19), P(2, 21)]),
                                 .inner([.line([P(8, 3), P(8, 19)]), .line([P(16, 5), P(16, 21)])])])
        add("mappin", [.dot(P(12, 7), radius: 4.3), .line([P(12, 11), P(12, 21.5)])])
        add("location", fills: true, [.region([P(20.5, 3.5), P(12.5, 21), P(10.8, 13.2), P(3, 11.5)])])
        add("globe", circled([
            .region((0..<36).map { i in let a = Double(i) / 36 * 2 * .pi; return P(12 + 4.2 * cos(a), 12 + 9.5 * sin(a)) }),
            .line([P(2.5, 12), P(21.5, 12)]), .line([P(4, 7.2), P(20, 7.2)]), .line([P(4, 16.8), P(20, 16.8)])]))
        add("wifi", [.arc(P(12, 19.5), radius: 5, from: 225, to: 315, width: 2), .arc(P(12, 19.5), radius: 9.5, from: 225, to: 315, width: 2),
                     .arc(P(12, 19.5), radius: 14, from: 228, to: 312, width: 2), .dot(P(12, 19.5), radius: 1.7)])
        add("bolt", fills: true, [.region([P(14, 2), P(5, 13.5), P(11.5, 13.5), P(10, 22), P(19, 10), P(12.5, 10)])])
        add("cloud", fills: true, [.region(blob(center: P(12, 14.5), circles: [(P(7.5, 14.6), 4.4), (P(16.5, 14.6), 4.4), (P(12.5, 10.2), 5.8)],
                                                box: Rect(7.5, 11, 9, 8)))])
        add("sun.max", fills: true, [.oval(P(12, 12), radius: 4.3)] + (0..<8).map { i -> Mark in
            let a = Double(i) / 8 * 2 * .pi
            return .line([P(12 + 7 * cos(a), 12 + 7 * sin(a)), P(12 + 9.6 * cos(a), 12 + 9.6 * sin(a))])
        })
        add("moon", fills: true, [.region(crescent())])
        add("pencil", fills: true, [.region([P(17, 3.5), P(20.5, 7), P(8, 19.5), P(3.5, 20.5), P(4.5, 16)]),
                                    .inner([.line([P(14.8, 5.7), P(18.3, 9.2)])])])
        add("square.and.pencil", [.line([P(13, 5), P(4, 5), P(4, 20), P(19, 20), P(19, 11)]), .line([P(10, 14), P(20, 4)], width: 2.2)])
        add("square.and.arrow.up", [.line([P(9, 9), P(5, 9), P(5, 21), P(19, 21), P(19, 9), P(15, 9)])] + arrow(P(12, 15), P(12, 2.5)))
        add("square.and.arrow.down", [.line([P(9, 9), P(5, 9), P(5, 21), P(19, 21), P(19, 9), P(15, 9)])] + arrow(P(12, 2.5), P(12, 15)))
        add("power", [.arc(P(12, 13), radius: 8, from: 300, to: 600, width: 2), .line([P(12, 3), P(12, 12)], width: 2)])
        let lid: [Point] = (0...16).map { (i: Int) -> Point in
            let t = Double(i) / 16
            return P(2 + 20 * t, 12 - 6.5 * sin(t * .pi))
        }
        let lowerLid: [Point] = (1..<16).map { (i: Int) -> Point in
            let t = Double(i) / 16
            return P(22 - 20 * t, 12 + 6.5 * sin(t * .pi))
        }
        add("eye", fills: true, [.region(lid + lowerLid), .inner([.dot(P(12, 12), radius: 3.3)])])
        add("music.note", [.dot(P(7.5, 18), radius: 3), .line([P(10, 18), P(10, 3.5), P(18, 6)], width: 2.2)])
        add("video", fills: true, [.box(Rect(2, 6, 14, 12), radius: 2.5), .region([P(16.5, 10), P(22, 6.8), P(22, 17.2), P(16.5, 14)])])

        // Media.
        add("play", fills: true, [.region([P(6, 3), P(20, 12), P(6, 21)])])
        add("pause", fills: true, [.box(Rect(6, 4, 4, 16), radius: 0.8), .box(Rect(14, 4, 4, 16), radius: 0.8)])
        add("stop", fills: true, [.box(Rect(5, 5, 14, 14), radius: 2)])
        add("forward", fills: true, [.region([P(2, 5), P(12, 12), P(2, 19)]), .region([P(12, 5), P(22, 12), P(12, 19)])])
        add("backward", fills: true, mirrored(g["forward"]!.marks))
        add("speaker.wave.2", fills: true, [.region([P(2, 9), P(6, 9), P(11, 4.5), P(11, 19.5), P(6, 15), P(2, 15)]),
                                            .arc(P(11, 12), radius: 4.5, from: -50, to: 50), .arc(P(11, 12), radius: 8.5, from: -50, to: 50)])
        add("speaker", fills: true, [.region([P(4, 9), P(8, 9), P(14, 4), P(14, 20), P(8, 15), P(4, 15)])])
        add("person.3", fills: true, [
            .oval(P(5, 9.5), radius: 2.3), .arc(P(5, 19.5), radius: 4, from: 180, to: 290), .line([P(1, 19.5), P(1, 20.5)]),
            .oval(P(19, 9.5), radius: 2.3), .arc(P(19, 19.5), radius: 4, from: 250, to: 360), .line([P(23, 19.5), P(23, 20.5)]),
            .oval(P(12, 8), radius: 3.2), .region(halfEllipse(P(12, 20.5), rx: 5.8, ry: 6))])
        add("hand.thumbsup", fills: true, [.box(Rect(2.5, 10, 4.5, 11), radius: 1),
                                           .region([P(8.5, 10.5), P(11.8, 3.2), P(13.8, 3.6), P(14.6, 5.5), P(13.6, 9.5), P(19.6, 9.5),
                                                    P(21.2, 11.2), P(19.2, 20.2), P(17.8, 21), P(8.5, 21)])])
        add("gamecontroller", fills: true, [
            .region([P(7, 6.5), P(17, 6.5), P(20.5, 8.5), P(22.5, 16.5), P(21, 19.5), P(18, 19), P(15.2, 15.5), P(8.8, 15.5),
                     P(6, 19), P(3, 19.5), P(1.5, 16.5), P(3.5, 8.5)]),
            .inner([.line([P(5.3, 11.2), P(9.7, 11.2)]), .line([P(7.5, 9), P(7.5, 13.4)]),
                    .dot(P(15.8, 10.2), radius: 1.1), .dot(P(18, 12.4), radius: 1.1)])])
        add("doc.on.doc", fills: true, [.line([P(8, 5.5), P(8, 2.5), P(16, 2.5), P(21, 7.5), P(21, 18), P(17.5, 18)]),
                                        .region([P(3, 6), P(12, 6), P(16, 10), P(16, 22), P(3, 22)]),
                                        .inner([.line([P(12, 6), P(12, 10), P(16, 10)])])])
        add("icloud.and.arrow.up", fills: true, [
            .region(blob(center: P(12, 14.5), circles: [(P(7.5, 14.6), 4.4), (P(16.5, 14.6), 4.4), (P(12.5, 10.2), 5.8)],
                         box: Rect(7.5, 11, 9, 8))),
            .inner(arrow(P(12, 17.5), P(12, 10), head: 3.2))])
        // Calls: the "slash" forms cross the glyph from its top left to its bottom right; a
        // filled glyph is cut away around the slash, so that it shows.
        let slash: [Mark] = [.gap([.line([P(3.5, 3.5), P(20.5, 20.5)], width: 4.4)]), .line([P(3, 3), P(21, 21)], width: 2)]
        add("mic.slash", fills: true, g["mic"]!.marks + slash)
        add("video.slash", fills: true, g["video"]!.marks + slash)
        add("speaker.slash", fills: true, g["speaker"]!.marks + slash)
        add("bell.slash", fills: true, g["bell"]!.marks + slash)
        // A handset lying face down: an arch with a grip at each end.
        let outer = stride(from: 180.0, through: 360, by: 12).map { a in P(12 + 10 * cos(a * .pi / 180), 15 + 6 * sin(a * .pi / 180)) }
        let inner = stride(from: 360.0, through: 180, by: -15).map { a in P(12 + 5 * cos(a * .pi / 180), 15 + 2.2 * sin(a * .pi / 180)) }
        add("phone.down", fills: true, [.region([P(2, 18)] + outer + [P(22, 18), P(17, 18)] + inner + [P(7, 18)])])
        add("record.circle", fills: true, circled([.dot(P(12, 12), radius: 4.5)]))
        add("slash.circle", fills: true, circled([.line([P(5.5, 5.5), P(18.5, 18.5)])]))
        add("face.smiling", fills: true, circled([.dot(P(9, 9.5), radius: 1.3), .dot(P(15, 9.5), radius: 1.3),
                                                  .arc(P(12, 12.5), radius: 4.5, from: 20, to: 160)]))
        add("hand.raised", fills: true, [
            .region([P(5.5, 13), P(5.5, 6.5), P(7.5, 6.5), P(7.5, 11), P(8.5, 11), P(8.5, 4), P(10.5, 4), P(10.5, 10.5), P(11.5, 10.5),
                     P(11.5, 2.5), P(13.5, 2.5), P(13.5, 10.5), P(14.5, 10.5), P(14.5, 4), P(16.5, 4), P(16.5, 13), P(18.5, 10.5),
                     P(20.5, 11.5), P(16.5, 19.5), P(13.5, 22), P(9.5, 22), P(6.5, 19.5)])])
        add("display", fills: true, [.box(Rect(2, 3.5, 20, 13.5), radius: 2), .line([P(12, 17.5), P(12, 20.5)]),
                                     .line([P(8, 20.5), P(16, 20.5)])])
        // The camera without its lens (its last mark), two turning arrows in its place.
        add("camera.rotate", fills: true, Array(g["camera"]!.marks.dropLast()) + [.inner(
            [.arc(P(12, 14.2), radius: 3.8, from: 200, to: 330), .line([P(14.2, 10.3), P(15.3, 12.3), P(13.1, 12.6)]),
             .arc(P(12, 14.2), radius: 3.8, from: 20, to: 150), .line([P(9.8, 18.1), P(8.7, 16.1), P(10.9, 15.8)])])])
        add("qrcode.viewfinder", [.line([P(3, 8), P(3, 3), P(8, 3)]), .line([P(16, 3), P(21, 3), P(21, 8)]),
                                  .line([P(3, 16), P(3, 21), P(8, 21)]), .line([P(16, 21), P(21, 21), P(21, 16)]),
                                  .box(Rect(6.5, 6.5, 4.5, 4.5), radius: 0.6), .box(Rect(13, 6.5, 4.5, 4.5), radius: 0.6),
                                  .box(Rect(6.5, 13, 4.5, 4.5), radius: 0.6), .dot(P(15.2, 15.2), radius: 1), .dot(P(17.5, 17.5), radius: 1)])
        // Skip back and forward ten seconds: a circling arrow round a "10".
        let ten: [Mark] = [.line([P(8.6, 10.6), P(10, 9.5), P(10, 16)], width: 1.6),
                           .loop((0..<20).map { i in let a = Double(i) / 20 * 2 * .pi; return P(14.2 + 2 * cos(a), 12.75 + 3.25 * sin(a)) }, width: 1.6)]
        add("goforward.10", [.arc(P(12, 12.5), radius: 9, from: 300, to: 600), .line([P(12.5, 1.3), P(15.5, 3.7), P(12.5, 6.1)])] + ten)
        add("gobackward.10", mirrored([.arc(P(12, 12.5), radius: 9, from: 300, to: 600), .line([P(12.5, 1.3), P(15.5, 3.7), P(12.5, 6.1)])]) + ten)
        add("photo.on.rectangle.angled", fills: true, [.line([P(6.5, 6.5), P(7.2, 3.2), P(22, 6), P(19.6, 18.5), P(18.5, 18.3)]),
                                                       .box(Rect(2, 7.5, 16, 13), radius: 2), .inner([
            .solid([P(4.3, 18.6), P(8.5, 13), P(11.3, 16.4), P(13.3, 14.3), P(15.8, 18.6)]), .dot(P(13.5, 11), radius: 1.4)])])
        add("touchid", [.arc(P(12, 13), radius: 9, from: 200, to: 340), .arc(P(12, 13), radius: 6.3, from: 165, to: 375),
                        .arc(P(12, 13), radius: 3.6, from: 135, to: 405), .line([P(12, 11.5), P(12, 17)]),
                        .arc(P(12, 13), radius: 9, from: 30, to: 80)])
        return g
    }()

    /// The marks flipped left to right.
    static func mirrored(_ marks: [Mark]) -> [Mark] {
        map(marks, point: { Point(24 - $0.x, $0.y) }, angles: { (180 - $1, 180 - $0) })
    }

    /// The marks flipped about the diagonal (x and y swapped): a right arrow points down.
    static func transposed(_ marks: [Mark]) -> [Mark] {
        map(marks, point: { Point($0.y, $0.x) }, angles: { (90 - $1, 90 - $0) })
    }

    private static func map(_ marks: [Mark], point f: (Point) -> Point, angles g: (Double, Double) -> (Double, Double)) -> [Mark] {
        marks.map { mark -> Mark in
            switch mark {
            case .line(let pts, let w): return .line(pts.map(f), width: w)
            case .loop(let pts, let w): return .loop(pts.map(f), width: w)
            case .arc(let c, let r, let a, let b, let w):
                let (a2, b2) = g(a, b)
                return .arc(f(c), radius: r, from: a2, to: b2, width: w)
            case .region(let pts): return .region(pts.map(f))
            case .solid(let pts): return .solid(pts.map(f))
            case .oval(let c, let r): return .oval(f(c), radius: r)
            case .dot(let c, let r): return .dot(f(c), radius: r)
            case .box(let r, let radius):
                let a = f(r.origin), b = f(Point(r.maxX, r.maxY))
                return .box(Rect(min(a.x, b.x), min(a.y, b.y), abs(b.x - a.x), abs(b.y - a.y)), radius: radius)
            case .inner(let m): return .inner(map(m, point: f, angles: g))
            case .gap(let m): return .gap(map(m, point: f, angles: g))
            }
        }
    }

    /// The top half of an ellipse standing on `base` (a person's shoulders), closed along the base.
    private static func halfEllipse(_ base: Point, rx: Double, ry: Double) -> [Point] {
        (0...16).map { i in
            let a = Double.pi + Double(i) / 16 * .pi
            return Point(base.x + rx * cos(a), base.y + ry * sin(a))
        }
    }

    /// The outline of the union of discs and a box that all contain `center`, found along rays
    /// from it (the union is star-shaped about the centre).
    private static func blob(center c: Point, circles: [(Point, Double)], box: Rect) -> [Point] {
        (0..<72).map { i in
            let a = Double(i) / 72 * 2 * .pi, dx = cos(a), dy = sin(a)
            var far = 0.0
            for (o, r) in circles {
                let ox = o.x - c.x, oy = o.y - c.y, b = dx * ox + dy * oy
                let disc = b * b - (ox * ox + oy * oy) + r * r
                if disc >= 0 { far = max(far, b + disc.squareRoot()) }
            }
            let tx = dx > 0 ? (box.maxX - c.x) / dx : dx < 0 ? (box.minX - c.x) / dx : .infinity
            let ty = dy > 0 ? (box.maxY - c.y) / dy : dy < 0 ? (box.minY - c.y) / dy : .infinity
            far = max(far, min(tx, ty))
            return Point(c.x + far * dx, c.y + far * dy)
        }
    }

    /// A crescent moon: a disc less another disc offset to its upper right.
    private static func crescent() -> [Point] {
        let c = Point(12, 12.5), r = 9.0, o = Point(17, 7.5), ro = 8.0
        func outside(_ p: Point) -> Bool { (p.x - o.x) * (p.x - o.x) + (p.y - o.y) * (p.y - o.y) > ro * ro }
        func inside(_ p: Point) -> Bool { (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y) < r * r }
        let outer = stride(from: 315.0, to: 675, by: 5).map { a in Point(c.x + r * cos(a * .pi / 180), c.y + r * sin(a * .pi / 180)) }
            .filter(outside)
        let inner = stride(from: 315.0, to: -45, by: -5).map { a in Point(o.x + ro * cos(a * .pi / 180), o.y + ro * sin(a * .pi / 180)) }
            .filter(inside)
        return outer + inner
    }

    // MARK: - Drawing

    /// Draws marks on the 24-point grid scaled onto a square, as quads: strokes are rotated
    /// capsules, discs and boxes rounded rectangles, polygons thin horizontal strips.
    private struct Painter {
        var list = DrawList(size: .zero)
        let grid: Transform3D
        /// Points per grid unit.
        let k: Double
        let color: Color
        let opacity: Double
        let clip: Rect?
        /// The colour marks are drawn in now (the symbol's, or white for a filled glyph's inner marks).
        var ink: Color

        init(square rect: Rect, color: Color, transform m: Transform3D, opacity: Double, clip: Rect?) {
            let side = max(0, min(rect.width, rect.height))
            k = side / 24
            grid = Transform3D.scale(k, k).concatenating(.translation(rect.midX - side / 2, rect.midY - side / 2)).concatenating(m)
            self.color = color
            ink = color
            self.opacity = opacity
            self.clip = clip
        }

        mutating func paint(_ marks: [Mark], filled: Bool) {
            guard k > 0 else { return }
            for mark in marks {
                switch mark {
                case .line(let pts, let w): polyline(pts, w)
                case .loop(let pts, let w): polyline(pts + pts.prefix(1), w)
                case .arc(let c, let r, let a, let b, let w): arc(c, r, a, b, w)
                case .region(let pts):
                    if filled { polygon(pts) }
                    polyline(pts + pts.prefix(1), 1.8)
                case .solid(let pts): polygon(pts)
                case .oval(let c, let r):
                    if filled { disc(c, r + 0.9) } else { arc(c, r, 0, 360, 1.8) }
                case .dot(let c, let r): disc(c, r)
                case .box(let r, let radius):
                    if filled { fill(r.insetBy(dx: -0.9, dy: -0.9), radius: radius + 0.9) } else { frame(r, radius) }
                case .inner(let marks):
                    if filled { cut(marks) } else { paint(marks, filled: false) }
                case .gap(let marks):
                    if filled { cut(marks) }
                }
            }
        }

        /// Paints `marks` of a filled glyph in white: cut out of the fill.
        private mutating func cut(_ marks: [Mark]) {
            let previous = ink
            ink = Color(white: 1, alpha: color.alpha)
            paint(marks, filled: true)
            ink = previous
        }

        private mutating func fill(_ r: Rect, radius: Double = 0, rotation: Double = 0, around: Point = .zero) {
            var t = Transform3D.translation(r.minX, r.minY)
            if rotation != 0 {
                t = Transform3D.translation(r.minX - around.x, r.minY - around.y)
                    .concatenating(.rotation(rotation, 0, 0, 1)).concatenating(.translation(around.x, around.y))
            }
            list.append(Quad(content: .color(ink), size: r.size, transform: t.concatenating(grid), opacity: opacity,
                             clip: clip, cornerRadius: radius))
        }

        private mutating func disc(_ c: Point, _ r: Double) { fill(Rect(c.x - r, c.y - r, 2 * r, 2 * r), radius: r) }

        /// A round-capped stroke from a to b: a capsule whose length grows by the caps.
        private mutating func line(_ a: Point, _ b: Point, _ width: Double) {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            fill(Rect(a.x - width / 2, a.y - width / 2, length + width, width), radius: width / 2, rotation: atan2(dy, dx), around: a)
        }

        private mutating func polyline(_ pts: [Point], _ width: Double) {
            for (a, b) in zip(pts, pts.dropFirst()) { line(a, b, width) }
        }

        private mutating func arc(_ c: Point, _ r: Double, _ from: Double, _ to: Double, _ width: Double) {
            let steps = max(4, Int((abs(to - from) / 360 * 32).rounded(.up)))
            polyline((0...steps).map { i in
                let a = (from + (to - from) * Double(i) / Double(steps)) * .pi / 180
                return Point(c.x + r * cos(a), c.y + r * sin(a))
            }, width)
        }

        /// A rounded rectangle's outline: four sides and four quarter arcs.
        private mutating func frame(_ r: Rect, _ radius: Double) {
            let q = min(radius, r.width / 2, r.height / 2)
            polyline([Point(r.minX + q, r.minY), Point(r.maxX - q, r.minY)], 1.8)
            polyline([Point(r.maxX, r.minY + q), Point(r.maxX, r.maxY - q)], 1.8)
            polyline([Point(r.maxX - q, r.maxY), Point(r.minX + q, r.maxY)], 1.8)
            polyline([Point(r.minX, r.maxY - q), Point(r.minX, r.minY + q)], 1.8)
            guard q > 0 else { return }
            arc(Point(r.maxX - q, r.minY + q), q, 270, 360, 1.8)
            arc(Point(r.maxX - q, r.maxY - q), q, 0, 90, 1.8)
            arc(Point(r.minX + q, r.maxY - q), q, 90, 180, 1.8)
            arc(Point(r.minX + q, r.minY + q), q, 180, 270, 1.8)
        }

        /// A filled polygon (even-odd) as horizontal strips at most half a point high, each
        /// filled between the edges' crossings and overlapping the next a little.
        private mutating func polygon(_ pts: [Point]) {
            guard pts.count >= 3 else { return }
            let top = pts.map(\.y).min() ?? 0, bottom = pts.map(\.y).max() ?? 0
            let strip = min(0.25, 0.5 / k)
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
                    fill(Rect(xs[i], y, xs[i + 1] - xs[i], strip * 1.1))
                    i += 2
                }
                y += strip
            }
        }
    }
}
