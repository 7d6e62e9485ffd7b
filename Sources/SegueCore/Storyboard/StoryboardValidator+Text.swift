import Foundation

extension StoryboardValidator {
    /// Every text a run would draw (labels, buttons, segments, scene and tab titles) checked
    /// with the renderer's own rule (`TextMetrics.problem(with:)`), so that `check` refuses at
    /// the text's line what `run` could not draw. An empty or zero-width title is fine: it
    /// draws nothing.
    static func checkTexts(_ f: StoryboardFile, _ r: inout YAMLReader) {
        func check(_ text: String?, _ what: String, at location: SourceLocation) {
            guard let text, let problem = TextMetrics.problem(with: text) else { return }
            r.error(at: location, "\(what) cannot be drawn: \(problem)")
        }
        for scene in f.scenes {
            check(scene.title, "the title of scene '\(scene.id)'", at: scene.at["title"] ?? scene.location)
            check(scene.tabTitle, "the tab title of scene '\(scene.id)'", at: scene.at["tabTitle"] ?? scene.location)
            walk(scene.view) { v in
                let what = v.kind == .button ? "the button's title" : "the label's text"
                check(v.text, what, at: v.at["text"] ?? v.at["title"] ?? v.location)
                check(v.runs?.map(\.text).joined(), what, at: v.at["attributedText"] ?? v.at["attributedTitle"] ?? v.location)
                for (i, segment) in v.segments.enumerated() {
                    check(segment, "segment \(i + 1)'s title", at: v.at["segments"] ?? v.location)
                }
            }
        }
    }
}
