import Foundation

/// The few shapes the built-in controls draw as content (bars, capsules, spokes, glyph
/// strokes), each one colour quad with rounded corners in the view's own coordinates.
extension View {
    /// Appends a `rect` of the view's bounds filled with `color`, its corners rounded by
    /// `radius`, turned by `angle` radians about its centre (positive: clockwise on screen).
    func fill(_ rect: Rect, _ color: Color, radius: Double = 0, angle: Double = 0, into list: inout DrawList,
              transform m: Transform3D, opacity: Double, clip: Rect?) {
        guard rect.width > 0, rect.height > 0, color.alpha > 0 else { return }
        let local: Transform3D
        if angle == 0 {
            local = .translation(rect.minX, rect.minY)
        } else {
            local = Transform3D.translation(-rect.width / 2, -rect.height / 2)
                .concatenating(.rotation(angle, 0, 0, 1))
                .concatenating(.translation(rect.midX, rect.midY))
        }
        list.append(Quad(content: .color(color), size: rect.size, transform: local.concatenating(m),
                         opacity: opacity, clip: clip, cornerRadius: radius))
    }

    /// Appends a straight stroke from `a` to `b`, `width` points wide with round caps.
    func stroke(from a: Point, to b: Point, width: Double, _ color: Color, into list: inout DrawList,
                transform m: Transform3D, opacity: Double, clip: Rect?) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot() + width
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        fill(Rect(mid.x - length / 2, mid.y - width / 2, length, width), color, radius: width / 2,
             angle: atan2(dy, dx), into: &list, transform: m, opacity: opacity, clip: clip)
    }
}

/// The system colours the built-in controls draw their faces with (tracks, faces, thumbs,
/// glyphs), in one appearance. Each role is one of UIKit's named system colours, read from the
/// one system colour table (`IBValues.systemColors`, and `IBValues.darkSystemColors` in the dark
/// appearance) — the table a storyboard's `systemColor` names are read from — so the controls of
/// a dark document get UIKit's dark values without a test of their own. A view's palette follows
/// the appearance of the device its window emulates (`DeviceProfile.isDark`), as UIKit's controls
/// follow their trait collection's interface style.
struct ControlPalette: Sendable {
    /// Whether the colours are the dark appearance's.
    let isDark: Bool

    /// The system colour `name` (a storyboard's `systemColor` name) in this appearance.
    func system(_ name: String) -> Color {
        (isDark ? IBValues.darkSystemColors[name] : nil) ?? IBValues.systemColors[name] ?? .clear
    }

    /// A stepper's and a compact date picker's face (`tertiarySystemFill`).
    var face: Color { system("tertiarySystemFillColor") }
    /// A slider's and a progress view's unfilled track (`systemFill`).
    var track: Color { system("systemFillColor") }
    /// A switch's track when on (`systemGreen`).
    var onTrack: Color { system("systemGreenColor") }
    /// A switch's track when off (`secondarySystemFill`).
    var offTrack: Color { system("secondarySystemFillColor") }
    /// A face part held down (`systemFill`, over the face).
    var pressed: Color { system("systemFillColor") }
    /// The glyphs and texts of a control's face (`label`).
    var label: Color { system("labelColor") }
    /// Secondary texts: a wheel's rows, an activity indicator's spokes (`secondaryLabel`).
    var secondaryLabel: Color { system("secondaryLabelColor") }
    /// A disabled glyph (`tertiaryLabel`).
    var disabledLabel: Color { system("tertiaryLabelColor") }
    /// The hairline between a stepper's halves (`separator`).
    var separator: Color { system("separatorColor") }
    /// A table's separators where none is set (`opaqueSeparator`).
    var opaqueSeparator: Color { system("opaqueSeparatorColor") }
    /// A table cell's default background: a plain table's `systemBackground`, a grouped one's
    /// `secondarySystemGroupedBackground`.
    func cellBackground(grouped: Bool) -> Color {
        system(grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor")
    }
    /// A pressed or selected cell's fill (`systemGray4`).
    var selectedCell: Color { system("systemGray4Color") }
    /// The ground of a segmented control and a text field (`systemBackground`,
    /// `tertiarySystemBackground` in a field).
    var background: Color { system("systemBackgroundColor") }
    /// A rounded text field's box (`tertiarySystemBackground`).
    var fieldBackground: Color { system("tertiarySystemBackgroundColor") }
    /// A rounded text field's hairline border (`separator`: UIKit draws a light grey line and
    /// publishes no colour for it; this is SegueKit's choice).
    var fieldBorder: Color { system("separatorColor") }
    /// A search field's box (`tertiarySystemFill`).
    var searchField: Color { system("tertiarySystemFillColor") }
    /// A prominent search bar's ground where no bar tint is set (`secondarySystemBackground`:
    /// UIKit draws a light grey bar and publishes no colour for it; this is SegueKit's choice).
    var searchBar: Color { system("secondarySystemBackgroundColor") }
    /// A search field's magnifying glass (`secondaryLabel`).
    var searchGlyph: Color { system("secondaryLabelColor") }
    /// A text field's placeholder text (`placeholderText`).
    var placeholder: Color { system("placeholderTextColor") }
    /// A segmented control's selected segment: white (`systemBackground`) in the light
    /// appearance, `systemGray2` in the dark, as UIKit raises it.
    var selectedSegment: Color { isDark ? system("systemGray2Color") : system("systemBackgroundColor") }
}

extension View {
    /// The control colours of the appearance this view is shown in: its window's device's, light
    /// when it is in no window or the window emulates no device.
    var controlPalette: ControlPalette { ControlPalette(isDark: window?.device?.isDark ?? false) }
}
