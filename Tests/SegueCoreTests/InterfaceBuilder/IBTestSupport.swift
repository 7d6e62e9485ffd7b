import Foundation
@testable import SegueCore
import SegueIO

/// The hand-written Interface Builder fixtures beside these tests, loaded with registries of
/// their own (loading never changes the shared ones).
@MainActor
enum IBFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Loads a fixture; `segues` may hold the app's own classes.
    static func load(_ name: String, segues: SegueRegistry = SegueRegistry()) throws -> Storyboard {
        try Storyboard.load(path: path(name), registries: SegueRegistries(segues: segues)).get()
    }

    /// Reads a fixture with the guesses the conversion made.
    static func read(_ name: String, segues: SegueRegistry = SegueRegistry()) throws -> InterfaceBuilderImport {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try InterfaceBuilderReader.read(data: data, path: path(name), baseDirectory: folder.path,
                                               registries: SegueRegistries(segues: segues)).get()
    }
}

extension ViewSpec {
    /// The first view in this tree whose text, title or id is `name`.
    func find(_ name: String) -> ViewSpec? {
        if text == name || runs?.map(\.text).joined() == name || id == name { return self }
        for s in subviews { if let v = s.find(name) { return v } }
        return nil
    }
}

extension StoryboardFile {
    /// Whether some warning's message contains `text`.
    func warns(_ text: String) -> Bool { warnings.contains { $0.message.contains(text) } }
}
