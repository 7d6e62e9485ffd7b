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

    /// The selected segment's colour (`UISegmentedControl.selectedSegmentTintColor`); nil, the
    /// default, is UIKit's: white in the light appearance, `systemGray2` in the dark.
    public var selectedSegmentTintColor: Color? { didSet { invalidate() } }

    /// Creates a segmented control; the selection is clamped to the segments there are, or -1
    /// when there are none. It has 9-point rounded corners, as UIKit's (iOS 13 and later).
    public init(frame: Rect = .zero, segments: [String] = [], selectedSegmentIndex: Int = 0) {
        self.segments = segments
        self.selectedSegmentIndex = segments.isEmpty ? -1 : min(max(selectedSegmentIndex, 0), segments.count - 1)
        super.init(frame: frame)
        cornerRadius = 9
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

    /// UIKit's size for a segmented control: its segments of equal width, each its widest title
    /// and `segmentPadding` more; 32 points high from iOS 13, 29 before (the release the
    /// control's screen draws, `View.systemVersion`); no segments, no width.
    open override var intrinsicContentSize: Size {
        SegmentedControl.intrinsicSize(ofSegments: segments, font: font, systemVersion: systemVersion)
    }

    /// The room a segment leaves beside its widest title, both sides together, as Xcode's
    /// canvas lays segmented controls out by their titles (measured by this engine's faces):
    /// 20 points from iOS 13 (seven controls of three apps sized by their titles, saved by
    /// Xcode 11 to 15, 32 points high: six within half a point, one 1.6 wider), 15 before
    /// (three controls of two apps, saved by Xcode 8 and 9, 29 high, within half a point).
    public nonisolated static func segmentPadding(systemVersion: Int) -> Double { systemVersion >= 13 ? 20 : 15 }

    /// The intrinsic size of a segmented control of `segments` in `font` on a screen drawing
    /// iOS `systemVersion` (see `intrinsicContentSize`), for the control and for importers that
    /// size views before any exists.
    public nonisolated static func intrinsicSize(ofSegments segments: [String], font: Font = .systemFont(ofSize: 13),
                                                 systemVersion: Int = DeviceProfile.defaultSystemVersion) -> Size {
        let height: Double = systemVersion >= 13 ? 32 : 29
        guard !segments.isEmpty else { return Size(View.noIntrinsicMetric, height) }
        let widest = segments.map { Label.intrinsicSize(of: AttributedText($0, attributes: TextAttributes(font: font))).width }.max() ?? 0
        return Size(Double(segments.count) * (widest + segmentPadding(systemVersion: systemVersion)), height)
    }

    /// UIKit's look since iOS 13: a grey track (`tertiarySystemFill`); the selected segment a
    /// raised pill inset 2 points, white (`systemGray2` in the dark appearance) under a faint
    /// shadow, its title semibold; the other titles regular, in the label colour; a short hairline
    /// between two unselected segments. The tint colour plays no part, as in UIKit.
    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard !segments.isEmpty else { return }
        let palette = controlPalette
        let w = bounds.width / Double(segments.count), h = bounds.height
        let inset = 2.0
        list.append(Quad(content: .color(backgroundColor ?? palette.face), size: bounds.size, transform: m, opacity: opacity,
                         clip: clip, cornerRadius: cornerRadius))
        let selected = selectedSegmentIndex
        if segments.indices.contains(selected) {
            let pill = Rect(Double(selected) * w + inset, inset, max(w - 2 * inset, 0), max(h - 2 * inset, 0))
            let radius = max(cornerRadius - inset, 0)
            // The shadow: a faint edge half a point around the pill and a point below it.
            list.append(Quad(content: .color(Color(white: 0, alpha: 0.08)), size: Size(pill.width + 1, pill.height + 1.5),
                             transform: Transform3D.translation(pill.minX - 0.5, pill.minY - 0.25).concatenating(m),
                             opacity: opacity, clip: clip, cornerRadius: radius + 0.5))
            list.append(Quad(content: .color(selectedSegmentTintColor ?? palette.selectedSegment), size: pill.size,
                             transform: Transform3D.translation(pill.minX, pill.minY).concatenating(m), opacity: opacity,
                             clip: clip, cornerRadius: radius))
        }
        for i in 1..<segments.count where i != selected && i - 1 != selected {
            list.append(Quad(content: .color(palette.separator), size: Size(1, h / 2),
                             transform: Transform3D.translation(Double(i) * w - 0.5, h / 4).concatenating(m),
                             opacity: opacity, clip: clip))
        }
        let color = isEnabled ? palette.label : palette.disabledLabel
        for (i, title) in segments.enumerated() {
            let attributes = TextAttributes(font: i == selected ? font.withWeight(.semibold) : font, foregroundColor: color,
                                            paragraphStyle: ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail))
            // A title too wide for its segment ends in an ellipsis, 4 points clear of each side.
            let spec = TextSpec(AttributedText(title, attributes: attributes), maxWidth: max(w - 8, 0), maxHeight: h, numberOfLines: 1)
            list.append(Quad(content: .text(spec), size: Size(max(w - 8, 0), h),
                             transform: Transform3D.translation(Double(i) * w + 4, 0).concatenating(m), opacity: opacity,
                             clip: clip, contentMode: .center))
        }
        drawHighlight(into: &list, transform: m, opacity: opacity * 0.5, clip: clip)
    }
}
