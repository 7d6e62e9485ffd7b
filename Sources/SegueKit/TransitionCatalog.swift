import Foundation
import SegueCore
import SegueRender

/// Every transition the app knows, by name: the built-in ones, the gl-transitions files shipped
/// in Assets/transitions, and those of an optional folder of the user's. Wraps Core's
/// `TransitionRegistry` and hands the renderer the shader sources.
public struct TransitionCatalog: Sendable {
    public private(set) var library: GLTransitionLibrary
    public private(set) var registry: TransitionRegistry
    /// The transitions read from `shaderFolder`, in name order.
    public private(set) var folderShaders: [GLTransition] = []
    /// Files of `shaderFolder` left out because they do not read (with `skippingBadFiles`).
    public private(set) var skipped: [GLTransitionError] = []

    /// - Parameters:
    ///   - shaderFolder: a folder of `.glsl` files in the gl-transitions format, loaded too.
    ///   - assets: the assets folder whose `transitions/` files are loaded (nil: found automatically;
    ///     a missing assets folder only means the shipped shader files are not listed).
    ///   - skippingBadFiles: leave out a file of `shaderFolder` that does not read, listing it in
    ///     `skipped` (default: the first such file is the error).
    public init(shaderFolder: String? = nil, assets: String? = nil, skippingBadFiles: Bool = false) throws {
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
            if let why = RegularFile.problem(at: shaderFolder), why != "it is a folder" {
                throw SegueKitError("cannot use shader folder '\(shaderFolder)': \(why == "no such file" ? "no such folder" : why)")
            }
            if RegularFile.problem(at: shaderFolder) == nil {
                throw SegueKitError("cannot use shader folder '\(shaderFolder)': it is a file, not a folder")
            }
            let files: [String]
            do {
                files = try FileManager.default.contentsOfDirectory(atPath: shaderFolder).filter { $0.hasSuffix(".glsl") }.sorted()
            } catch {
                throw SegueKitError("cannot list shader folder '\(shaderFolder)': \((error as NSError).localizedDescription)")
            }
            for f in files {
                let path = (shaderFolder as NSString).appendingPathComponent(f)
                do {
                    let t = try GLTransition.load(path: path)
                    folderShaders.append(t)
                    library.add(t)
                } catch let e as GLTransitionError {
                    if !skippingBadFiles { throw e }
                    skipped.append(e)
                }
            }
        }
        self.library = library
        registry = TransitionRegistry.makeStandard(library: library)
    }

    /// The catalog without the folder shaders named in `names` (files that do not compile).
    public func removingFolderShaders(_ names: Set<String>) -> TransitionCatalog {
        var copy = self
        var library = GLTransitionLibrary()
        for t in self.library.all where !(names.contains(t.name) && folderShaders.contains(t)) { library.add(t) }
        copy.library = library
        copy.folderShaders.removeAll { names.contains($0.name) }
        copy.registry = TransitionRegistry.makeStandard(library: library)
        return copy
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
