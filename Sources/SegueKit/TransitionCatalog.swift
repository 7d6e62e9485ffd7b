import Foundation
import SegueCore
import SegueRender

/// Every transition the app knows, by name: the built-in ones, the gl-transitions files shipped
/// in Assets/transitions, and those of an optional folder of the user's. Wraps Core's
/// `TransitionRegistry` and hands the renderer the shader sources.
public struct TransitionCatalog: Sendable {
    public private(set) var library: GLTransitionLibrary
    public private(set) var registry: TransitionRegistry

    /// - Parameters:
    ///   - shaderFolder: a folder of `.glsl` files in the gl-transitions format, loaded too.
    ///   - assets: the assets folder whose `transitions/` files are loaded (nil: found automatically;
    ///     a missing assets folder only means the shipped shader files are not listed).
    public init(shaderFolder: String? = nil, assets: String? = nil) throws {
        var library = GLTransitionLibrary()
        if let shipped = assets ?? AssetLocator.assetsFolder() {
            let folder = URL(fileURLWithPath: shipped).appendingPathComponent("transitions")
            if FileManager.default.fileExists(atPath: folder.path) {
                for t in try GLTransitionLibrary.readFolder(folder) where library.transition(named: t.name) == nil {
                    library.add(t)
                }
            }
        }
        if let shaderFolder {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: shaderFolder, isDirectory: &isDir), isDir.boolValue else {
                throw SegueKitError("shader folder not found: \(shaderFolder)")
            }
            for t in try GLTransitionLibrary.readFolder(URL(fileURLWithPath: shaderFolder)) { library.add(t) }
        }
        self.library = library
        registry = TransitionRegistry.makeStandard(library: library)
    }

    /// The names of all transitions, built-in ones first.
    public var names: [String] { registry.names }

    /// Makes a transition from text parameters (`--param k=v`, storyboard options).
    public func make(name: String, parameters: [String: String], settings: TimingSettings = .standard) throws -> any Transition {
        try registry.make(name, parameters: parameters, settings: settings)
    }

    /// Shader sources by name, for the renderer.
    public var shaderSource: @Sendable (String) -> ShaderTransitionSource? {
        let library = self.library
        return { name in
            library.transition(named: name).map {
                ShaderTransitionSource(name: $0.name, glsl: $0.source, defaults: $0.defaultValues)
            }
        }
    }

    /// `segue transitions`' listing: each transition, what it is, its parameters and defaults.
    public var listing: String { registry.listing() }
}
