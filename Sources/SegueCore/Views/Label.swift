import Foundation

/// Text (UILabel), rasterised by the renderer with the font in Assets/: one line by default,
/// or several, wrapped at word boundaries (`numberOfLines`), and shrunk to fit its bounds when
/// `adjustsFontSizeToFitWidth` is on. Measurement uses `TextMetrics`, so layout needs no
/// renderer.
open class Label: View {
    /// The text; a newline starts a new line when `numberOfLines` allows more than one. Text
    /// that does not fit is cut at the label's bounds (no truncation ellipsis). An empty string
    /// draws nothing.
    public var text: String { didSet { invalidate() } }
    /// The font size in points; 17 by default, UIKit's body size.
    public var fontSize: Double = 17 { didSet { invalidate() } }
    /// Whether the bundled font's bold face is used.
    public var bold = false { didSet { invalidate() } }
    /// The text colour; black by default.
    public var textColor: Color = .black { didSet { invalidate() } }
    /// Where the text sits horizontally in the bounds; left by default.
    public var textAlignment: TextAlignment = .left { didSet { invalidate() } }
    /// The most lines the text may take, like `UILabel.numberOfLines`: 1 by default (one line,
    /// never wrapped); 0 for as many as it needs. Lines are broken at spaces.
    public var numberOfLines = 1 { didSet { invalidate() } }
    /// Whether the font shrinks (down to `minimumScaleFactor` of `fontSize`) until the text fits
    /// the bounds, like `UILabel.adjustsFontSizeToFitWidth`: its width, and its height too, so
    /// that a label squeezed by a small window stays whole.
    public var adjustsFontSizeToFitWidth = false { didSet { invalidate() } }
    /// The smallest fraction of `fontSize` that `adjustsFontSizeToFitWidth` may shrink to; 0 (the
    /// default, as in UIKit) lets it shrink as far as it must, to a 4-point floor.
    public var minimumScaleFactor = 0.0 { didSet { invalidate() } }

    /// Creates a label with `frame` and `text`: 17-point regular black text, left-aligned.
    public init(frame: Rect = .zero, text: String = "") {
        self.text = text
        super.init(frame: frame)
    }

    /// What `wrapped(fontSize:)` found for the current text, width and face, by font size.
    private var wrapCache: (key: WrapKey, lines: [Double: [String]])?
    private struct WrapKey: Equatable {
        var text: String
        var width: Double
        var bold: Bool
    }

    /// The text wrapped to the bounds at `size` points, worked out once for each text, width,
    /// face and size: a long text is not wrapped again every frame it is drawn.
    private func wrapped(fontSize size: Double) -> [String] {
        let key = WrapKey(text: text, width: max(bounds.width, 1), bold: bold)
        if wrapCache?.key != key { wrapCache = (key, [:]) }
        if let known = wrapCache?.lines[size] { return known }
        let lines = TextMetrics.wrap(text, width: key.width, fontSize: size, bold: bold)
        // Shrinking to fit tries a dozen sizes; keep no more than that.
        if (wrapCache?.lines.count ?? 0) >= 16 { wrapCache?.lines.removeAll() }
        wrapCache?.lines[size] = lines
        return lines
    }

    /// The lines drawn at `size` points, and the font size they are drawn at.
    func layout(fontSize size: Double) -> [String] {
        guard numberOfLines != 1 else { return [text.replacingOccurrences(of: "\n", with: " ")] }
        var lines = wrapped(fontSize: size)
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        return lines
    }

    private func fits(_ size: Double) -> Bool {
        if numberOfLines == 1 {
            return TextMetrics.width(of: text, fontSize: size, bold: bold) <= bounds.width
                && TextMetrics.lineHeight(fontSize: size) <= max(bounds.height, TextMetrics.lineHeight(fontSize: 4))
        }
        let all = wrapped(fontSize: size)
        if numberOfLines > 0, all.count > numberOfLines { return false }
        let widest = all.map { TextMetrics.width(of: $0, fontSize: size, bold: bold) }.max() ?? 0
        return widest <= bounds.width && Double(all.count) * TextMetrics.lineHeight(fontSize: size) <= bounds.height
    }

    /// The font size the text is drawn at: `fontSize`, or less when `adjustsFontSizeToFitWidth`
    /// shrinks it to fit.
    public var effectiveFontSize: Double {
        guard adjustsFontSizeToFitWidth, !text.isEmpty, !fits(fontSize) else { return fontSize }
        let floor = max(4, fontSize * minimumScaleFactor)
        guard floor < fontSize else { return fontSize }
        // The largest size that fits (fitting is monotonic in size).
        var lo = floor, hi = fontSize
        if !fits(lo) { return lo }
        while hi - lo > 0.1 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        // Whole points, as the renderer opens fonts at whole pixel sizes: a fraction would be
        // rounded up there and the text drawn wider than measured.
        return max(lo.rounded(.down), 4)
    }

    /// The lines the text is drawn on (one unless `numberOfLines` allows more).
    public var lines: [String] { layout(fontSize: effectiveFontSize) }

    /// The size the text takes at `effectiveFontSize`: its widest line, and its lines' height.
    public var textSize: Size {
        let size = effectiveFontSize
        let ls = layout(fontSize: size)
        let widest = ls.map { TextMetrics.width(of: $0, fontSize: size, bold: bold) }.max() ?? 0
        return Size(widest, Double(ls.count) * TextMetrics.lineHeight(fontSize: size))
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard !text.isEmpty else { return }
        let size = effectiveFontSize
        let ls = layout(fontSize: size)
        if ls.count == 1 {
            // Only what the bounds can show is rasterised (see `TextMetrics.visiblePart`).
            let shown = TextMetrics.visiblePart(of: ls[0], width: bounds.width, fontSize: size, bold: bold, alignment: textAlignment)
            list.append(Quad(content: .text(TextSpec(shown, fontSize: size, color: textColor, bold: bold)),
                             size: bounds.size, transform: m, opacity: opacity, clip: clip,
                             contentMode: textAlignment.contentMode))
            return
        }
        // Several lines: a block centred vertically, one quad a line (cut to the bounds).
        let lineHeight = TextMetrics.lineHeight(fontSize: size)
        let top = (bounds.height - Double(ls.count) * lineHeight) / 2
        let own = m.boundingBox(of: Rect(size: bounds.size))
        let upright = m.isAffine && m.m12 == 0 && m.m21 == 0 && m.m13 == 0 && m.m23 == 0
        let cut = upright ? RunningTransition.combine(own, clip) : clip
        for (i, line) in ls.enumerated() where !line.isEmpty {
            // Lines wholly above or below the bounds are cut off there (upright: the clip is the bounds).
            let y = top + Double(i) * lineHeight
            if upright, y + lineHeight < 0 || y > bounds.height { continue }
            let lineTransform = Transform3D.translation(0, top + Double(i) * lineHeight).concatenating(m)
            list.append(Quad(content: .text(TextSpec(line, fontSize: size, color: textColor, bold: bold)),
                             size: Size(bounds.width, lineHeight), transform: lineTransform, opacity: opacity,
                             clip: cut, contentMode: textAlignment.contentMode))
        }
    }
}
