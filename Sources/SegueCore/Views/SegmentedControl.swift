import Foundation

/// A row of segments, one selected (UISegmentedControl). Clicking a segment or pressing
/// Left/Right while focused selects it and sends `valueChanged`; Enter/Space selects the
/// next segment, wrapping round. It stays usable while a transition it started runs.
open class SegmentedControl: CellRowControl {
    /// The segments' titles, left to right, in equal-width cells, like the titles of a
    /// `UISegmentedControl`. Shortening the list moves the selection onto the last segment (-1 when
    /// empty).
    public var segments: [String] { didSet { selectedSegmentIndex = min(selectedSegmentIndex, segments.count - 1); invalidate() } }
    /// The selected segment, or -1 for none.
    public var selectedSegmentIndex: Int { didSet { invalidate() } }
    /// The titles' font: the system font at 13 points, `UISegmentedControl`'s default.
    public var font: Font = .systemFont(ofSize: 13) { didSet { invalidate() } }

    /// Creates a segmented control; the selection is clamped to the segments there are, or -1
    /// when there are none. It has 6-point rounded corners.
    public init(frame: Rect = .zero, segments: [String] = [], selectedSegmentIndex: Int = 0) {
        self.segments = segments
        self.selectedSegmentIndex = segments.isEmpty ? -1 : min(max(selectedSegmentIndex, 0), segments.count - 1)
        super.init(frame: frame)
        cornerRadius = 6
    }

    /// The segment under `p` (control coordinates), if any.
    public func segment(at p: Point) -> Int? { cell(at: p) }

    /// The number of segments.
    open override var cellCount: Int { segments.count }
    /// `selectedSegmentIndex`.
    open override var selectedCell: Int {
        get { selectedSegmentIndex }
        set { selectedSegmentIndex = newValue }
    }

    /// UIKit's size for a segmented control: 32 points high (iOS 13 and later), its segments of
    /// equal width, each its widest title plus 16 points a side; no segments, no width.
    open override var intrinsicContentSize: Size { SegmentedControl.intrinsicSize(ofSegments: segments, font: font) }

    /// The intrinsic size of a segmented control of `segments` in `font` (see
    /// `intrinsicContentSize`), for the control and for importers that size views before any exists.
    public nonisolated static func intrinsicSize(ofSegments segments: [String], font: Font = .systemFont(ofSize: 13)) -> Size {
        guard !segments.isEmpty else { return Size(View.noIntrinsicMetric, 32) }
        let widest = segments.map { Label.intrinsicSize(of: AttributedText($0, attributes: TextAttributes(font: font))).width }.max() ?? 0
        return Size(Double(segments.count) * (widest.rounded(.up) + 32), 32)
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard !segments.isEmpty else { return }
        let w = bounds.width / Double(segments.count), h = bounds.height
        let line = 1.0
        // Outline: the tint behind, the background inset by a line.
        list.append(Quad(content: .color(tintColor), size: bounds.size, transform: m, opacity: opacity, clip: clip,
                         cornerRadius: cornerRadius))
        list.append(Quad(content: .color(backgroundColor ?? controlPalette.background), size: Size(bounds.width - 2 * line, h - 2 * line),
                         transform: Transform3D.translation(line, line).concatenating(m), opacity: opacity, clip: clip,
                         cornerRadius: max(0, cornerRadius - line)))
        for (i, title) in segments.enumerated() {
            let cell = Transform3D.translation(Double(i) * w, 0).concatenating(m)
            let selected = i == selectedSegmentIndex
            if selected {
                list.append(Quad(content: .color(tintColor), size: Size(w, h), transform: cell, opacity: opacity,
                                 clip: clip, cornerRadius: cornerRadius))
            } else if i > 0 {
                list.append(Quad(content: .color(tintColor), size: Size(line, h), transform: cell, opacity: opacity, clip: clip))
            }
            let color = selected ? (backgroundColor ?? controlPalette.background) : tintColor
            let attributes = TextAttributes(font: font, foregroundColor: color.withAlpha(color.alpha * (isEnabled ? 1 : 0.4)),
                                            paragraphStyle: ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail))
            // A title too wide for its segment ends in an ellipsis, 4 points clear of each side.
            let spec = TextSpec(AttributedText(title, attributes: attributes), maxWidth: max(w - 8, 0), maxHeight: h, numberOfLines: 1)
            list.append(Quad(content: .text(spec), size: Size(max(w - 8, 0), h),
                             transform: Transform3D.translation(4, 0).concatenating(cell), opacity: opacity, clip: clip,
                             contentMode: .center))
        }
        drawHighlight(into: &list, transform: m, opacity: opacity * 0.5, clip: clip)
    }
}
