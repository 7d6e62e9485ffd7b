import Foundation

/// What converting an Interface Builder document reports, each at its place in the file:
/// errors, warnings (some given once per key, so a table of 40 cells says "table cell" once
/// per scene) and the guesses made where the app's code decided.
struct IBDiagnosticLog {
    /// The storyboard's path, for places.
    let path: String
    /// Errors and warnings, in the order they were found.
    private(set) var diagnostics: [StoryboardDiagnostic] = []
    /// The guesses, in the order they were made.
    var guesses: [InterfaceBuilderGuess] = []
    /// The keys of warnings already given once.
    private var warned: Set<String> = []

    init(path: String) { self.path = path }

    /// Where `e` is in the file (the start of the file when there is no element).
    func location(_ e: IBElement?) -> SourceLocation {
        SourceLocation(file: path, line: e?.line ?? 1, column: e?.column ?? 1)
    }

    /// An error at `e`.
    mutating func error(_ e: IBElement?, _ message: String) {
        diagnostics.append(StoryboardDiagnostic(location(e), message, severity: .error))
    }

    /// A warning at `e`; with `once`, only the first one with that key is given.
    mutating func warn(_ e: IBElement?, _ message: String, once: String? = nil) {
        if let once, !warned.insert(once).inserted { return }
        warn(at: location(e), message)
    }

    /// A warning at a place already known.
    mutating func warn(at place: SourceLocation, _ message: String) {
        diagnostics.append(StoryboardDiagnostic(place, message, severity: .warning))
    }

    /// A guess of `kind` about `subject` in the scene `scene`, made at `e`.
    mutating func guess(_ kind: InterfaceBuilderGuess.Kind, scene: String, _ subject: String, _ choice: String, at e: IBElement?) {
        guesses.append(InterfaceBuilderGuess(kind: kind, scene: scene, subject: subject, choice: choice, location: location(e)))
    }
}
