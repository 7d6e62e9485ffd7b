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

/// The grey fills iOS 13+ draws its controls' faces with, light appearance.
enum ControlFill {
    /// `tertiarySystemFill` over white: a stepper's and a compact date picker's face.
    static let face = Color(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
    /// A slider's and a progress view's unfilled track (`systemFill`'s light value over white).
    static let track = Color(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
    /// The glyphs and texts of a control's face (`label`, black).
    static let label = Color.black
    /// A disabled glyph (`tertiaryLabel`).
    static let disabledLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
    /// A face part held down.
    static let pressed = Color(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.24)
}
