import Foundation

/// Finds the `Assets/` folder (demo storyboard, images, fonts, shader transitions).
///
/// Looked for, in order: the `SEGUE_ASSETS` environment variable; an `Assets` folder beside
/// the executable or in one of its parent folders (a build inside the package checkout); the
/// package checkout this library was compiled from; the current folder.
public enum AssetLocator {
    /// The file whose presence marks a real assets folder.
    static let marker = "fonts/DejaVuSans.ttf"

    /// The first candidate folder that holds the marker file `fonts/DejaVuSans.ttf`, or nil when
    /// none does: `SEGUE_ASSETS` from `environment` (when set and not empty), an `Assets` folder
    /// beside the executable or up to five folders above it, the package checkout's `Assets`, then
    /// `Assets` in the current folder. A `SEGUE_ASSETS` folder without the marker is passed over.
    public static func assetsFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates: [String] = []
        if let env = environment["SEGUE_ASSETS"], !env.isEmpty { candidates.append(env) }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Assets").path)
            dir = dir.deletingLastPathComponent()
        }
        // Sources/SegueKit/AssetLocator.swift → the package root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent("Assets").path)
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
    }

    /// The assets folder, or an error that says how to point at one.
    public static func requireAssetsFolder() throws -> String {
        guard let f = assetsFolder() else { throw AssetError.notFound }
        return f
    }
}

/// Why the assets the app needs could not be used.
public enum AssetError: Error, CustomStringConvertible {
    /// No assets folder was found where `AssetLocator` looks; set `SEGUE_ASSETS` to one.
    case notFound
    public var description: String {
        "cannot find the Assets folder (with \(AssetLocator.marker)); set SEGUE_ASSETS to its path"
    }
}
