import Foundation

extension LayoutReport {
    /// What `segue check` warns about a storyboard's layout, as Xcode does: each scene (but
    /// the navigation and tab bar controllers, whose screens are their children's) laid out at
    /// `size`, its broken constraints, its ambiguous views and its texts that are truncated or
    /// clipped, each at the place in the file it was written (the view's, for a view), each once.
    @MainActor
    public static func warnings(_ storyboard: Storyboard, size: Size, device: DeviceProfile? = nil) -> [StoryboardDiagnostic] {
        var out: [StoryboardDiagnostic] = []
        var seen = Set<String>()
        func warn(_ location: SourceLocation, _ message: String) {
            let d = StoryboardDiagnostic(location, message, severity: .warning)
            if seen.insert(d.description).inserted { out.append(d) }
        }
        let sizeText = "\(YAMLReader.format(size.width))x\(YAMLReader.format(size.height))"
        for scene in storyboard.file.scenes where !["NavigationController", "TabBarController", "SplitViewController"].contains(scene.className) {
            guard let report = make(storyboard, scene: scene.id, size: size, device: device) else { continue }
            var places: [String: SourceLocation] = [:]
            for s in storyboard.file.scenes {
                StoryboardValidator.walk(s.view) { v in if let id = v.id, places[id] == nil || s.id == scene.id { places[id] = v.location } }
            }
            func place(_ id: String?) -> SourceLocation { id.flatMap { places[$0] } ?? scene.location }
            for u in report.unsatisfied {
                let at = u.diagnostic.location.flatMap(SourceLocation.init(parsing:)) ?? scene.location
                warn(at, "scene '\(scene.id)' at \(sizeText): \(u.error)")
            }
            for id in report.ambiguous {
                warn(place(id), "scene '\(scene.id)' at \(sizeText): ambiguous layout: the constraints do not determine the frame of '\(id)'")
            }
            for v in report.views where v.text?.isEmpty == false && (v.truncated || v.clipped) {
                let what = v.id.map { "\(v.kind) '\($0)'" } ?? v.kind
                let how = v.truncated ? "is truncated: its text does not fit" : "is clipped: part of it is outside the screen or its superview"
                warn(place(v.id), "scene '\(scene.id)' at \(sizeText): \(what) \(how) (text '\(YAMLReader.excerpt(v.text ?? "", limit: 40))')")
            }
        }
        return out
    }
}

extension SourceLocation {
    /// The place `FILE:LINE:COLUMN` names (a constraint's `sourceLocation`), or nil.
    init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }
}
