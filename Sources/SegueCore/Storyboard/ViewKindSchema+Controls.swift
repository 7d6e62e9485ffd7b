import Foundation
import Yams

/// The value controls and indicators a storyboard can declare: activity indicators, progress
/// views, sliders, steppers and date pickers (their keys live in `ViewSpec.values`).
extension ViewKindSchema {
    private typealias W = StoryboardYAMLWriter

    private static let enabled = ViewKey.bool("enabled", \.enabled, "enabled", default: "true")
    private static let continuous = ViewKey.bool("continuous", \.values.continuous, "continuous",
                                                 value: "`false`: `valueChanged` only when the pointer is released",
                                                 default: "true")
    private static func range(_ lo: String, _ hi: String) -> [ViewKey] {
        [.number("minimumValue", \.values.minimumValue, "the minimum value", value: "a number", default: lo),
         .number("maximumValue", \.values.maximumValue, "the maximum value", value: "a number", default: hi)]
    }

    /// An `ActivityIndicatorView`.
    static let activityIndicator = ViewKindSchema(
        .activityIndicator,
        keys: [
            .choice("style", \.values.indicatorStyle, "the indicator's style", default: "`medium` (20 points; `large`: 37)"),
            .color("color", \.color, "the spokes' colour", default: "secondary label grey"),
            .bool("animating", \.values.animating, "animating", value: "`true`: turning (on the scene clock)", default: "false"),
            .bool("hidesWhenStopped", \.values.hidesWhenStopped, "hidesWhenStopped",
                  value: "`false`: drawn while stopped", default: "true"),
        ],
        ib: ["activityIndicatorView"],
        make: { spec, _ in
            let a = ActivityIndicatorView(style: spec.values.indicatorStyle ?? .medium)
            if let c = spec.color { a.color = c }
            if let h = spec.values.hidesWhenStopped { a.hidesWhenStopped = h }
            if spec.values.animating == true { a.startAnimating() }
            return a
        })

    /// A `ProgressView`.
    static let progress = ViewKindSchema(
        .progress,
        keys: [
            .number("progress", \.values.value, "the progress", min: 0, max: 1, value: "0…1", default: "0"),
            .color("trackTint", \.values.trackTint, "the track tint", value: "colour of the track", default: "light grey"),
        ],
        ib: ["progressView"],
        make: { spec, _ in
            let p = ProgressView(progress: spec.values.value ?? 0)
            p.progressTintColor = spec.tint
            p.trackTintColor = spec.values.trackTint
            return p
        })

    /// A `Slider`.
    static let slider = ViewKindSchema(
        .slider,
        keys: [.number("value", \.values.value, "the value", value: "a number within the range", default: "0")]
            + range("0", "1") + [
            continuous,
            .color("trackTint", \.values.trackTint, "the track tint", value: "colour of the unfilled track", default: "light grey"),
            .color("thumbTint", \.values.thumbTint, "the thumb tint", value: "colour of the thumb", default: "white"),
            enabled,
        ],
        ib: ["slider"], keepsIBID: true,
        check: { v, node, r in
            if let lo = v.values.minimumValue, let hi = v.values.maximumValue, lo > hi {
                r.error(node, "minimumValue \(lo) is above maximumValue \(hi)")
            }
        },
        make: { spec, _ in
            let s = Slider()
            s.maximumValue = spec.values.maximumValue ?? 1
            s.minimumValue = spec.values.minimumValue ?? 0
            s.value = spec.values.value ?? 0
            if let c = spec.values.continuous { s.isContinuous = c }
            s.maximumTrackTintColor = spec.values.trackTint
            s.thumbTintColor = spec.values.thumbTint
            return s
        })

    /// A `Stepper`.
    static let stepper = ViewKindSchema(
        .stepper,
        keys: [.number("value", \.values.value, "the value", value: "a number within the range", default: "0")]
            + range("0", "100") + [
            .number("stepValue", \.values.stepValue, "the step", min: 1e-9, value: "a number above 0", default: "1"),
            .bool("wraps", \.values.wraps, "wraps", value: "`true`: stepping past an end goes round to the other", default: "false"),
            .bool("autorepeat", \.values.autorepeat, "autorepeat", value: "`false`: a held press steps once", default: "true"),
            continuous,
            enabled,
        ],
        ib: ["stepper"], keepsIBID: true,
        check: { v, node, r in
            if let lo = v.values.minimumValue, let hi = v.values.maximumValue, lo > hi {
                r.error(node, "minimumValue \(lo) is above maximumValue \(hi)")
            }
        },
        make: { spec, _ in
            let s = Stepper()
            s.maximumValue = spec.values.maximumValue ?? 100
            s.minimumValue = spec.values.minimumValue ?? 0
            if let step = spec.values.stepValue { s.stepValue = step }
            s.value = spec.values.value ?? 0
            if let w = spec.values.wraps { s.wraps = w }
            if let a = spec.values.autorepeat { s.autorepeat = a }
            if let c = spec.values.continuous { s.isContinuous = c }
            return s
        })

    /// A `DatePicker`.
    static let datePicker = ViewKindSchema(
        .datePicker,
        keys: [
            ViewKey(name: "date", value: "an ISO 8601 date, `2007-01-09T09:41:00Z` (UTC)",
                    defaultValue: "January 9, 2007, 9:41 AM (the keynote date; never the wall clock)",
                    read: { r, n, v in
                        guard let text = r.string(n, "the date") else { return }
                        if let d = ControlValuesSpec.date(from: text) { v.values.date = d } else {
                            r.error(n, "expected an ISO 8601 date such as 2007-01-09T09:41:00Z, found '\(text)'")
                        }
                    },
                    write: { v, _ in v.values.date.map { W.s(ControlValuesSpec.string(of: $0)) } }),
            .choice("datePickerMode", \.values.datePickerMode, "the date picker's mode", default: "`dateAndTime`"),
            .choice("datePickerStyle", \.values.datePickerStyle, "the date picker's style",
                    default: "`automatic` (compact; `inline` is drawn compact too)"),
            enabled,
        ],
        ib: ["datePicker"], keepsIBID: true,
        make: { spec, _ in
            DatePicker(date: spec.values.date ?? DatePicker.keynoteDate, mode: spec.values.datePickerMode ?? .dateAndTime,
                       style: spec.values.datePickerStyle ?? .automatic)
        })
}

extension ViewKindSchema {
    /// A `TextView`: wrapped text that scrolls.
    static let textView = ViewKindSchema(
        .textView,
        keys: [
            .text("text", \.text, "the text", default: "empty"),
            runsKey("attributedText", what: "text"),
            fontKey(default: "`system 12` (UIKit's text view)"),
            .number("fontSize", \.fontSize, "the font size", min: 1, max: 500,
                    value: "points, 1…500 (overrides `font`'s size)", default: "12"),
            .color("color", \.color, "the text colour", default: "black"),
            .choice("align", \.align, "alignment", default: "`natural`"),
            .bool("scrollEnabled", \.values.scrollEnabled, "scrollEnabled",
                  value: "`false`: no scrolling; the view sizes itself to its text (empty: one line of its font, where the caret would stand, as UIKit's)", default: "true"),
            .bool("editable", \.values.editable, "editable", value: "`true` or `false` (stored only)", default: "true"),
            .bool("selectable", \.values.selectable, "selectable", value: "`true` or `false` (stored only)", default: "true"),
        ],
        ib: ["textView"],
        check: { v, node, r in checkRuns(v, node, &r, textKey: "text", runsKey: "attributedText") },
        make: { spec, _ in
            let t = TextView(text: spec.text ?? "")
            t.font = spec.resolvedFont(defaultSize: TextView.defaultFont.pointSize)
            if let c = spec.color { t.textColor = c }
            if let a = spec.align { t.textAlignment = a }
            let base = TextAttributes(font: t.font, foregroundColor: t.textColor,
                                      paragraphStyle: ParagraphStyle(alignment: t.textAlignment, lineBreakMode: .byWordWrapping))
            if let attributed = spec.attributedText(over: base) { t.attributedText = attributed }
            if let s = spec.values.scrollEnabled { t.isScrollEnabled = s }
            if let e = spec.values.editable { t.isEditable = e }
            if let s = spec.values.selectable { t.isSelectable = s }
            return t
        })
}
