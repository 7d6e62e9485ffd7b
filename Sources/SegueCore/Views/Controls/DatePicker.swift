import Foundation

/// A date picker (`UIDatePicker`) shown as its face, in one of two of UIKit's styles:
///
/// - `.compact` (iOS 14+'s default): the date and the time each in a grey rounded capsule
///   ("Jan 9, 2007" and "9:41 AM"). A click on a capsule selects it (its text turns to the
///   tint, as UIKit's does while its calendar or time popover is open; SegueKit opens none);
///   Up/Down then step the selected field by a day or a minute.
/// - `.wheels`: the wheels' face, five rows of each column with the centre row on a grey
///   band; a click on a row above or below the centre, or the mouse wheel over a column, turns
///   that column by so many rows.
///
/// Each change the user makes sends `valueChanged` (and `primaryActionTriggered`); setting
/// `date` from code sends nothing. The date is drawn in a fixed calendar (Gregorian, English
/// month names, UTC), never from the wall clock: a new picker shows `DatePicker.keynoteDate`,
/// the 2007 iPhone keynote's 9:41 AM, unless given a date.
open class DatePicker: Control {
    /// What the picker picks (`UIDatePicker.Mode`).
    public enum Mode: String, Sendable, CaseIterable {
        /// A time of day.
        case time
        /// A day.
        case date
        /// A day and a time (the default).
        case dateAndTime
        /// A duration in hours and minutes.
        case countDownTimer
    }

    /// How the picker is drawn (`UIDatePickerStyle`); `.automatic` is `.compact`, as on iOS 14+.
    public enum Style: String, Sendable, CaseIterable {
        /// The system's choice: compact.
        case automatic
        /// Capsules with the date and time.
        case compact
        /// Spinning wheels.
        case wheels
        /// The full calendar (iOS 14+); drawn as `compact` here.
        case inline
    }

    /// January 9, 2007, 9:41 AM (UTC here): the date Apple's keynotes show, and what a picker
    /// shows until given another.
    public nonisolated static let keynoteDate = Date(timeIntervalSince1970: 1_168_335_660)
    /// The height of the wheels' face.
    public nonisolated static let wheelsHeight = 216.0
    /// The height of one wheel row.
    public nonisolated static let rowHeight = 32.0
    /// The compact capsules' height.
    public nonisolated static let capsuleHeight = 34.0

    /// The date shown. Setting it sends no action.
    public var date: Date { didSet { invalidate() } }
    /// What the picker picks.
    public var datePickerMode: Mode { didSet { invalidate(); invalidateIntrinsicContentSize() } }
    /// How the picker is drawn (`preferredDatePickerStyle`).
    public var preferredDatePickerStyle: Style { didSet { invalidate(); invalidateIntrinsicContentSize() } }
    /// The style drawn: `.automatic` and `.inline` are drawn `.compact`.
    public var datePickerStyle: Style { preferredDatePickerStyle == .wheels ? .wheels : .compact }
    /// The compact capsule selected by a click (0: the date, 1: the time), or nil.
    public private(set) var selectedField: Int? { didSet { invalidate() } }

    /// A picker at `frame` showing `date` in `mode` and `style`.
    public init(frame: Rect = .zero, date: Date = DatePicker.keynoteDate, mode: Mode = .dateAndTime, style: Style = .automatic) {
        self.date = date
        datePickerMode = mode
        preferredDatePickerStyle = style
        super.init(frame: frame)
    }

    // MARK: Texts

    /// The calendar every text is worked out in: Gregorian, in UTC.
    nonisolated static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }()
    private nonisolated static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private nonisolated static let longMonthNames = ["January", "February", "March", "April", "May", "June", "July",
                                                     "August", "September", "October", "November", "December"]
    private nonisolated static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private nonisolated static func parts(_ d: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: d)
    }

    /// The date as the compact face writes it: "Jan 9, 2007".
    public nonisolated static func dateText(_ d: Date) -> String {
        let c = parts(d)
        return "\(monthNames[(c.month ?? 1) - 1]) \(c.day ?? 1), \(c.year ?? 2007)"
    }

    /// The time as the compact face writes it: "9:41 AM".
    public nonisolated static func timeText(_ d: Date) -> String {
        let c = parts(d)
        let h = c.hour ?? 0
        return "\(h % 12 == 0 ? 12 : h % 12):\(String(format: "%02d", c.minute ?? 0)) \(h < 12 ? "AM" : "PM")"
    }

    /// The capsules' texts for the mode.
    public var compactTexts: [String] {
        switch datePickerMode {
        case .date: return [DatePicker.dateText(date)]
        case .time: return [DatePicker.timeText(date)]
        case .countDownTimer: return [DatePicker.durationText(date)]
        case .dateAndTime: return [DatePicker.dateText(date), DatePicker.timeText(date)]
        }
    }

    private nonisolated static func durationText(_ d: Date) -> String {
        let c = parts(d)
        return "\(c.hour ?? 0) hours \(c.minute ?? 0) min"
    }

    // MARK: Wheels

    /// A wheel column: its texts at an offset of rows from the date, its width share, and
    /// what one row is worth.
    struct Column {
        var width: Double
        var alignment: TextAlignment
        var unit: Calendar.Component
        var amount: Int
        var text: @Sendable (Date) -> String
    }

    /// The columns of the wheels for the mode, left to right.
    var columns: [Column] {
        let c = DatePicker.self
        switch datePickerMode {
        case .dateAndTime:
            return [Column(width: 0.46, alignment: .right, unit: .day, amount: 1, text: { d in
                        let p = c.parts(d); return "\(c.dayNames[(p.weekday ?? 1) - 1]) \(c.monthNames[(p.month ?? 1) - 1]) \(p.day ?? 1)" }),
                    Column(width: 0.16, alignment: .right, unit: .hour, amount: 1, text: { d in
                        let h = c.parts(d).hour ?? 0; return "\(h % 12 == 0 ? 12 : h % 12)" }),
                    Column(width: 0.16, alignment: .left, unit: .minute, amount: 1, text: { d in String(format: "%02d", c.parts(d).minute ?? 0) }),
                    Column(width: 0.22, alignment: .left, unit: .hour, amount: 12, text: { d in (c.parts(d).hour ?? 0) < 12 ? "AM" : "PM" })]
        case .date:
            return [Column(width: 0.45, alignment: .right, unit: .month, amount: 1, text: { d in c.longMonthNames[(c.parts(d).month ?? 1) - 1] }),
                    Column(width: 0.2, alignment: .center, unit: .day, amount: 1, text: { d in "\(c.parts(d).day ?? 1)" }),
                    Column(width: 0.35, alignment: .left, unit: .year, amount: 1, text: { d in "\(c.parts(d).year ?? 2007)" })]
        case .time:
            return [Column(width: 0.4, alignment: .right, unit: .hour, amount: 1, text: { d in
                        let h = c.parts(d).hour ?? 0; return "\(h % 12 == 0 ? 12 : h % 12)" }),
                    Column(width: 0.2, alignment: .center, unit: .minute, amount: 1, text: { d in String(format: "%02d", c.parts(d).minute ?? 0) }),
                    Column(width: 0.4, alignment: .left, unit: .hour, amount: 12, text: { d in (c.parts(d).hour ?? 0) < 12 ? "AM" : "PM" })]
        case .countDownTimer:
            return [Column(width: 0.5, alignment: .right, unit: .hour, amount: 1, text: { d in "\(c.parts(d).hour ?? 0) hours" }),
                    Column(width: 0.5, alignment: .left, unit: .minute, amount: 1, text: { d in "\(c.parts(d).minute ?? 0) min" })]
        }
    }

    /// The date `rows` rows along `column`.
    func date(turning column: Column, by rows: Int) -> Date {
        guard column.amount == 12 else {
            return DatePicker.calendar.date(byAdding: column.unit, value: rows * column.amount, to: date) ?? date
        }
        // AM/PM has two rows: a row down from AM is PM and no further.
        let pm = (DatePicker.parts(date).hour ?? 0) >= 12
        let target = min(max((pm ? 1 : 0) + rows, 0), 1)
        let delta = target - (pm ? 1 : 0)
        return DatePicker.calendar.date(byAdding: .hour, value: 12 * delta, to: date) ?? date
    }

    /// The column under `x` and the rectangle of each column.
    private func columnFrames() -> [Rect] {
        let inset = 16.0
        let width = max(0, bounds.width - 2 * inset)
        var x = inset
        return columns.map { c in
            defer { x += width * c.width }
            return Rect(x, 0, width * c.width, bounds.height)
        }
    }

    // MARK: Size

    open override var intrinsicContentSize: Size {
        if datePickerStyle == .wheels { return Size(View.noIntrinsicMetric, DatePicker.wheelsHeight) }
        let widths = capsuleSizes()
        let total = widths.map(\.width).reduce(0, +) + Double(max(0, widths.count - 1)) * 8
        return Size(total, DatePicker.capsuleHeight)
    }

    private var faceFont: Font { .systemFont(ofSize: 17) }

    /// Each capsule's size: its text plus 11 points each side.
    private func capsuleSizes() -> [Size] {
        compactTexts.map { t in
            let s = Label.intrinsicSize(of: AttributedText(t, attributes: TextAttributes(font: faceFont)))
            return Size((s.width + 22).rounded(.up), DatePicker.capsuleHeight)
        }
    }

    /// The capsules' rectangles, at the trailing edge as UIKit lays out a compact picker.
    public var capsuleFrames: [Rect] {
        let sizes = capsuleSizes()
        let total = sizes.map(\.width).reduce(0, +) + Double(max(0, sizes.count - 1)) * 8
        var x = max(0, bounds.width - total)
        let y = (bounds.height - DatePicker.capsuleHeight) / 2
        return sizes.map { s in
            defer { x += s.width + 8 }
            return Rect(x, y, s.width, s.height)
        }
    }

    // MARK: Input

    /// A click selects a compact capsule, or turns a wheel to the row clicked.
    open override func tapped(at p: Point) {
        if datePickerStyle == .wheels {
            let frames = columnFrames()
            guard let i = frames.firstIndex(where: { $0.minX <= p.x && p.x < $0.maxX }) else { return }
            let rows = Int(((p.y - bounds.height / 2) / DatePicker.rowHeight).rounded())
            turn(columns[i], by: rows)
        } else {
            selectedField = capsuleFrames.firstIndex { $0.contains(p) }
        }
    }

    private func turn(_ column: Column, by rows: Int) {
        guard rows != 0 else { return }
        let next = date(turning: column, by: rows)
        guard next != date else { return }
        date = next
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// The mouse wheel turns the wheel column under the pointer (a notch a row).
    open override func scrollWheel(dx: Double, dy: Double) -> Bool {
        guard datePickerStyle == .wheels, isEnabled, dy != 0, let window,
              let p = convertFromWindow(window.pointer.location) else { return false }
        let frames = columnFrames()
        guard let i = frames.firstIndex(where: { $0.minX <= p.x && p.x < $0.maxX }) else { return false }
        // Away from the user brings the earlier rows down into the centre.
        turn(columns[i], by: dy > 0 ? -1 : 1)
        return true
    }

    /// Enter or Space selects the first compact field (or the next).
    open override func activate() {
        guard isEnabled, datePickerStyle == .compact else { return }
        selectedField = ((selectedField ?? -1) + 1) % max(1, compactTexts.count)
    }

    /// Up/Down step the selected field (or the first wheel) by one.
    open override func keyDown(_ key: Key) -> Bool {
        guard isEnabled, key == .up || key == .down else { return false }
        let rows = key == .up ? -1 : 1
        if datePickerStyle == .wheels {
            if let first = columns.first { turn(first, by: rows) }
            return true
        }
        let field = selectedField ?? 0
        let timeField = datePickerMode == .time || datePickerMode == .countDownTimer || field == 1
        let column = Column(width: 0, alignment: .left, unit: timeField ? .minute : .day, amount: 1, text: { _ in "" })
        turn(column, by: -rows)
        return true
    }

    // MARK: Drawing

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let o = opacity * (isEnabled ? 1 : 0.4)
        if datePickerStyle == .wheels { drawWheels(into: &list, transform: m, opacity: o, clip: clip); return }
        let palette = controlPalette
        for (i, (r, t)) in zip(capsuleFrames, compactTexts).enumerated() {
            fill(r, palette.face, radius: 6, into: &list, transform: m, opacity: o, clip: clip)
            let color: Color = selectedField == i ? tintColor! : palette.label
            text(t, in: r, color: color, font: faceFont, alignment: .center, into: &list, transform: m, opacity: o, clip: clip)
        }
    }

    private func drawWheels(into list: inout DrawList, transform m: Transform3D, opacity o: Double, clip: Rect?) {
        let rowH = DatePicker.rowHeight
        let palette = controlPalette
        fill(DatePicker.wheelBand(in: bounds.size), palette.face, radius: DatePicker.wheelBandCornerRadius,
             into: &list, transform: m, opacity: o, clip: clip)
        for (column, frame) in zip(columns, columnFrames()) {
            var shown: Set<String> = []
            for row in -2...2 {
                let d = date(turning: column, by: row)
                // AM/PM shows its two rows only once each.
                let t = column.text(d)
                if column.amount == 12, row != 0, d == date || shown.contains(t) { continue }
                shown.insert(t)
                let y = DatePicker.wheelRowTop(row, height: bounds.height)
                let (size, color) = DatePicker.wheelRow(row, palette)
                text(t, in: Rect(frame.minX + 4, y, max(0, frame.width - 8), rowH), color: color, font: size,
                     alignment: column.alignment, into: &list, transform: m, opacity: o, clip: clip)
            }
        }
    }

    /// The wheels' selection band in bounds of `size`: a row high across the middle, 8 points
    /// in from the sides (a picker view's face draws the same band).
    nonisolated static func wheelBand(in size: Size) -> Rect {
        Rect(8, wheelRowTop(0, height: size.height), max(0, size.width - 16), rowHeight)
    }

    /// The band's corner radius.
    nonisolated static let wheelBandCornerRadius = 8.0

    /// The top of the wheel row `offset` rows from the centre (−2…2) in bounds `height` high.
    nonisolated static func wheelRowTop(_ offset: Int, height: Double) -> Double {
        height / 2 + Double(offset) * rowHeight - rowHeight / 2
    }

    /// A wheel row's font and colour, `offset` rows from the centre (−2…2): the centre one in
    /// the label colour at 21 points, the others 2 points smaller a row and fading.
    nonisolated static func wheelRow(_ offset: Int, _ palette: ControlPalette) -> (Font, Color) {
        let secondary = palette.secondaryLabel
        let color = offset == 0 ? palette.label : secondary.withAlpha(secondary.alpha * [1.0, 0.55, 0.3][abs(offset)])
        return (Font.systemFont(ofSize: 21 - 2 * Double(abs(offset))), color)
    }

    /// One line of text in `r`.
    private func text(_ s: String, in r: Rect, color: Color, font: Font, alignment: TextAlignment,
                      into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let attrs = TextAttributes(font: font, foregroundColor: color,
                                   paragraphStyle: ParagraphStyle(alignment: alignment, lineBreakMode: .byClipping))
        let spec = TextSpec(AttributedText(s, attributes: attrs), maxWidth: r.width, maxHeight: r.height, numberOfLines: 1)
        list.append(Quad(content: .text(spec), size: r.size, transform: Transform3D.translation(r.minX, r.minY).concatenating(m),
                         opacity: opacity, clip: clip, contentMode: alignment.contentMode))
    }
}
