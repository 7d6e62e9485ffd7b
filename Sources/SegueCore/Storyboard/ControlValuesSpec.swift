import Foundation

/// The values of a storyboard's value controls and indicators: a slider's, stepper's or
/// progress view's value and range, an activity indicator's state, a date picker's date and
/// face, a text view's flags (the YAML keys of `type: slider`, `stepper`, `progress`,
/// `activityIndicator`, `datePicker` and `textView`). Nil keeps the view's default.
public struct ControlValuesSpec: Sendable {
    /// A slider's or stepper's `value`, or a progress view's `progress`.
    public var value: Double?
    /// A slider's or stepper's `minimumValue`.
    public var minimumValue: Double?
    /// A slider's or stepper's `maximumValue`.
    public var maximumValue: Double?
    /// A stepper's `stepValue`.
    public var stepValue: Double?
    /// Whether a stepper wraps round its ends.
    public var wraps: Bool?
    /// Whether a stepper held down repeats.
    public var autorepeat: Bool?
    /// Whether a slider or stepper sends `valueChanged` while it moves (`isContinuous`).
    public var continuous: Bool?
    /// A slider's unfilled track or a progress view's track colour.
    public var trackTint: Color?
    /// A slider's thumb colour (`thumbTintColor`).
    public var thumbTint: Color?
    /// Whether an activity indicator is turning.
    public var animating: Bool?
    /// Whether an activity indicator hides while stopped.
    public var hidesWhenStopped: Bool?
    /// An activity indicator's style.
    public var indicatorStyle: ActivityIndicatorView.Style?
    /// A date picker's mode.
    public var datePickerMode: DatePicker.Mode?
    /// A date picker's style.
    public var datePickerStyle: DatePicker.Style?
    /// A date picker's date.
    public var date: Date?
    /// Whether a text view scrolls (`isScrollEnabled`).
    public var scrollEnabled: Bool?
    /// Whether a text view is editable (stored, as `isEditable`).
    public var editable: Bool?
    /// Whether a text view's text is selectable (stored, as `isSelectable`).
    public var selectable: Bool?

    /// Nothing set.
    public init() {}

    /// A date as storyboards write it: ISO 8601 in UTC, `2007-01-09T09:41:00Z`.
    public static func string(of date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }

    /// Reads `string(of:)`'s form (a date alone, `2007-01-09`, is midnight UTC).
    public static func date(from text: String) -> Date? {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        if let d = f.date(from: text) { return d }
        f.formatOptions = [.withFullDate]
        return f.date(from: text)
    }
}
