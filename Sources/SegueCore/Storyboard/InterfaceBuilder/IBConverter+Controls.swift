import Foundation

/// Interface Builder's value controls and indicators: `<activityIndicatorView>`,
/// `<progressView>`, `<slider>`, `<stepper>` and `<datePicker>`, with the attributes Xcode
/// writes for them.
extension IBConverter {
    /// Reads the control's own attributes into `v.values` (and its colours).
    mutating func valueControl(_ e: IBElement, _ v: inout ViewSpec) {
        func finite(_ name: String) -> Double? { e.number(name).flatMap { $0.isFinite ? min(max($0, -1e9), 1e9) : nil } }
        switch e.name {
        case "activityIndicatorView":
            // Xcode 11+ writes `medium`/`large`; older files `gray`, `white` and `whiteLarge`.
            let style = e["style"] ?? "medium"
            v.values.indicatorStyle = style == "large" || style == "whiteLarge" ? .large : .medium
            if style == "white" || style == "whiteLarge" { v.color = .white }
            if let c = color(of: e, "color") { v.color = c }
            v.values.animating = e.flag("animating") ?? false
            v.values.hidesWhenStopped = e.flag("hidesWhenStopped") ?? false
        case "progressView":
            v.values.value = finite("progress").map { min(max($0, 0), 1) }
            v.tint = color(of: e, "progressTintColor") ?? color(of: e, "tintColor")
            v.values.trackTint = color(of: e, "trackTintColor")
        case "slider":
            v.values.value = finite("value")
            v.values.minimumValue = finite("minValue")
            v.values.maximumValue = finite("maxValue")
            if let lo = v.values.minimumValue, let hi = v.values.maximumValue, lo > hi { v.values.maximumValue = lo }
            if e.flag("continuous") == false { v.values.continuous = false }
            v.tint = color(of: e, "minimumTrackTintColor") ?? color(of: e, "tintColor")
            v.values.trackTint = color(of: e, "maximumTrackTintColor")
            v.values.thumbTint = color(of: e, "thumbTintColor")
        case "stepper":
            v.values.value = finite("value")
            v.values.minimumValue = finite("minimumValue")
            v.values.maximumValue = finite("maximumValue")
            if let lo = v.values.minimumValue, let hi = v.values.maximumValue, lo > hi { v.values.maximumValue = lo }
            if let s = finite("stepValue"), s > 0 { v.values.stepValue = s }
            if e.flag("wraps") == true { v.values.wraps = true }
            if e.flag("autorepeat") == false { v.values.autorepeat = false }
            if e.flag("continuous") == false { v.values.continuous = false }
        case "datePicker":
            v.values.datePickerMode = e["datePickerMode"].flatMap(DatePicker.Mode.init(rawValue:))
            // A count-down timer has wheels only, as in UIKit; a file without a style (Xcode
            // before 12) is drawn as iOS 14+ draws `automatic`: compact.
            v.values.datePickerStyle = v.values.datePickerMode == .countDownTimer ? .wheels
                : e["style"].flatMap(DatePicker.Style.init(rawValue:))
            if let d = e.child("date", key: "date")?.number("timeIntervalSinceReferenceDate"), d.isFinite, abs(d) < 1e11 {
                v.values.date = Date(timeIntervalSinceReferenceDate: d)
            }
        default: break
        }
    }
}

extension IBConverter {
    /// A `<textView>`: its text (plain, or an attributed string's runs), font, colour,
    /// alignment and flags, wrapped and scrolling as UIKit draws it.
    mutating func textView(_ e: IBElement, _ v: inout ViewSpec) {
        v.text = e["text"] ?? e.children.first(where: { $0.name == "string" && $0["key"] == "text" })?.text
        v.font = font(of: e)
        v.color = color(of: e, "textColor") ?? (index.isDark ? .white : nil)
        v.align = e["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        attributedText(e, key: "attributedText", &v)
        if e.flag("scrollEnabled") == false { v.values.scrollEnabled = false }
        if e.flag("editable") == false { v.values.editable = false }
        if e.flag("selectable") == false { v.values.selectable = false }
    }
}
