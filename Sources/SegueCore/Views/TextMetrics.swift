import Foundation

/// The limit on a text's length that `check` and the renderer share. Measuring is the text
/// engine's (`TextSystem.measurer`).
public enum TextMetrics {
    /// The most Unicode scalars one text may have (a label's text, a button's, a segment's or
    /// a tab's title). A storyboard with a longer one is refused by `check` and before a run,
    /// at the text's line; the renderer draws text set in code cut at the limit. Ten thousand
    /// is pages of prose, while a line of it at the largest font size still fits a texture
    /// once scaled down, and laying it out stays quick.
    public static let maxCharacters = 10_000

    /// Why `text` cannot be drawn, or nil: over `maxCharacters`. Text that measures to zero
    /// width (empty, or only format characters such as U+200B) is fine: it draws nothing.
    public static func problem(with text: String) -> String? {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > maxCharacters {
                return "a text of \(text.unicodeScalars.count) characters is over the limit of \(maxCharacters) characters a text may have"
            }
        }
        return nil
    }
}
