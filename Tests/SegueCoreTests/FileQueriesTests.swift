import Foundation
import Testing
import SegueCore

/// Core asks about files only through `FileQueries`: a table stands in for the file system, so
/// the storyboard's image checks and a transition's image parameter are decided by what the
/// table says, with no file anywhere.
struct TableFiles: FileQueries {
    /// Regular files by path, with their bytes.
    var files: [String: Data] = [:]
    /// Folders by path.
    var folders: Set<String> = []

    func problem(at path: String) -> String? {
        if files[path] != nil { return nil }
        return folders.contains(path) ? "it is a folder" : "no such file"
    }
    func read(_ path: String, limit: Int) throws -> Data {
        guard let data = files[path] else { throw Problem(reason: problem(at: path) ?? "unreadable") }
        return data
    }
    func readText(_ path: String, limit: Int) throws -> String { String(decoding: try read(path, limit: limit), as: UTF8.self) }
    func realPath(_ path: String) -> String? {
        files[path] != nil || folders.contains(path) || path == "." ? "/table/" + (path == "." ? "" : path) : nil
    }
    func size(of path: String) -> Int? { files[path]?.count }
    func entry(at path: String) -> FileEntry? { files[path] != nil ? .other : folders.contains(path) ? .folder : nil }
    func names(in folder: String) -> [String]? { folders.contains(folder) || folder.isEmpty ? [] : nil }

    struct Problem: Error, CustomStringConvertible { var reason: String; var description: String { reason } }
}

@MainActor
@Suite struct FileQueriesTests {
    static let storyboard = """
    initial: home
    scenes:
      - id: home
        view:
          subviews:
            - type: image
              frame: [0, 0, 10, 10]
              image: pictures/a.png
    """

    @Test("A storyboard's image is checked against the file queries it is given, not the disk")
    func storyboardImagesAskTheQueries() {
        let there = TableFiles(files: ["pictures/a.png": Data([1, 2, 3])], folders: ["pictures"])
        let accepted = Storyboard.parse(Self.storyboard, path: "s.yaml", assets: StoryboardAssetPolicy(files: there))
        if case .failure(let e) = accepted { Issue.record("refused: \(e)") }

        let empty = TableFiles()
        guard case .failure(let e) = Storyboard.parse(Self.storyboard, path: "s.yaml", assets: StoryboardAssetPolicy(files: empty)) else {
            Issue.record("an image the queries do not know was accepted"); return
        }
        #expect(e.diagnostics.contains { $0.message.contains("missing image asset 'pictures/a.png'") }, "\(e)")

        let hollow = TableFiles(files: ["pictures/a.png": Data()], folders: ["pictures"])
        guard case .failure(let e2) = Storyboard.parse(Self.storyboard, path: "s.yaml", assets: StoryboardAssetPolicy(files: hollow)) else {
            Issue.record("an empty image was accepted"); return
        }
        #expect(e2.diagnostics.contains { $0.message.contains("is an empty file") }, "\(e2)")
    }

    @Test("A transition's image parameter is checked by the registry's file queries; with none, Core checks nothing")
    func transitionImagesAskTheQueries() throws {
        let shader = try GLTransition(name: "t", source: "uniform sampler2D luma;\nvec4 transition(vec2 uv) { return getToColor(uv); }")
        var registry = TransitionRegistry()
        registry.register(shader: shader)
        // No queries: nothing is asked, the path is taken as given.
        _ = try registry.make("t", parameters: ["luma": "masks/m.png"])
        registry.files = TableFiles(files: ["masks/m.png": Data([1])])
        _ = try registry.make("t", parameters: ["luma": "masks/m.png"])
        #expect(throws: TransitionError.self) { try registry.make("t", parameters: ["luma": "masks/other.png"]) }
    }
}
