import Foundation

/// The shader transitions known by name: the builtins (`BuiltinShaders`) plus `.glsl` files
/// loaded from folders. The renderer looks up `ShaderPass.name` here to find the source to
/// compile; the registry lists their parameters.
public struct GLTransitionLibrary: Sendable {
    private var byName: [String: GLTransition] = [:]
    /// Names in the order they were added.
    public private(set) var names: [String] = []

    /// A library with the builtins (or an empty one).
    public init(includeBuiltins: Bool = true) {
        if includeBuiltins { for t in BuiltinShaders.all { add(t) } }
    }

    /// Adds a transition; one with the same name (a builtin, say) is replaced.
    public mutating func add(_ transition: GLTransition) {
        if byName[transition.name] == nil { names.append(transition.name) }
        byName[transition.name] = transition
    }

    public func transition(named name: String) -> GLTransition? { byName[name] }

    /// The GLSL of a transition (without any prelude), for the renderer.
    public func source(named name: String) -> String? { byName[name]?.source }

    public var all: [GLTransition] { names.compactMap { byName[$0] } }

    /// Loads every `.glsl` file in `folder` (not its subfolders), in name order, and returns
    /// them. Throws the first file's error (with its path and line); nothing is added then.
    @discardableResult
    public mutating func loadFolder(_ folder: URL) throws -> [GLTransition] {
        let loaded = try GLTransitionLibrary.readFolder(folder)
        for t in loaded { add(t) }
        return loaded
    }

    /// Reads every `.glsl` file of a folder without adding them anywhere.
    public static func readFolder(_ folder: URL) throws -> [GLTransition] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GLTransitionError(file: folder.path, line: nil, message: "no such folder")
        }
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "glsl" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw GLTransitionError(file: folder.path, line: nil, message: "cannot list the folder (\(error.localizedDescription))")
        }
        return try files.map(GLTransition.load(contentsOf:))
    }
}
