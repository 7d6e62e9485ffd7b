import Foundation
import SegueCore
import SegueRender
import SegueIO

/// Every transition the app knows, by name: the built-in ones (the builtin shaders are package
/// resources, `BuiltinShaders`), any gl-transitions files in the assets folder's `transitions/`,
/// and those of an optional folder of the user's. Wraps Core's
/// `TransitionRegistry` and hands the renderer the shader sources.
public struct TransitionCatalog: Sendable {
    /// The shader transitions by name: the builtin shaders, the assets folder's `transitions/`
    /// files and those of `shaderFolder`; the renderer gets their GLSL from here.
    public private(set) var library: GLTransitionLibrary
    /// Every transition the app can make by name, with its parameters: the standard ones, the
    /// shader transitions of `library`, then the app's own.
    public private(set) var registry: TransitionRegistry
    /// The app's transitions the catalog was made with.
    public let appTransitions: TransitionRegistry
    /// The transitions read from `shaderFolder`, in name order (each under the name it is known
    /// by: `cube.glsl` for a file named like a builtin).
    public private(set) var folderShaders: [GLTransition] = []
    /// Files of `shaderFolder` left out because they do not read, each with its place.
    public private(set) var skipped: [GLTransitionError] = []
    /// Files of `shaderFolder` left out because the GL driver does not compile them (after
    /// `compilingFolderShaders()`).
    public private(set) var failedToCompile: [ShaderCheck.Problem] = []

    /// - Parameters:
    ///   - shaderFolder: a folder of `.glsl` files in the gl-transitions format, loaded too:
    ///     every file that reads; the others are listed in `skipped`. A file named like a
    ///     builtin is known as `NAME.glsl`, the builtin keeping its name.
    ///   - assets: the assets folder whose `transitions/` files are loaded (nil: found automatically;
    ///     a missing assets folder only means the shipped shader files are not listed).
    ///   - skippingBadFiles: false: the first file of `shaderFolder` that does not read is
    ///     the error (`--strict`); true (the default): it is left out and listed in `skipped`.
    ///   - transitions: the app's transitions: those it registered beyond
    ///     `TransitionRegistry.standard` are added after the shipped and folder shaders.
    public init(transitions: TransitionRegistry = .standard, shaderFolder: String? = nil, assets: String? = nil,
                skippingBadFiles: Bool = true) throws {
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
            let load: GLTransitionLibrary.FolderLoad
            do {
                load = try library.loadFolder(PathName(shaderFolder).fileURL,
                                              reserved: Set(TransitionRegistry.makeStandard().names))
            } catch let e as GLTransitionError {
                throw SegueKitError("cannot list shader folder '\(shaderFolder)': \(e.message)")
            }
            if !skippingBadFiles, let first = load.problems.first { throw first }
            folderShaders = load.loaded
            skipped = load.problems
        }
        self.library = library
        appTransitions = transitions
        registry = TransitionCatalog.makeRegistry(library, folderShaders: folderShaders, app: transitions)
    }

    /// The standard registry over `library`, a folder file named like a builtin saying so.
    private static func makeRegistry(_ library: GLTransitionLibrary, folderShaders: [GLTransition],
                                     app: TransitionRegistry) -> TransitionRegistry {
        var registry = TransitionRegistry.makeStandard(library: library)
        for t in folderShaders where t.name.hasSuffix(".glsl") {
            let builtin = String(t.name.dropLast(5))
            registry.register(shader: t, summary: "gl-transitions shader \(t.path ?? t.name) (named '\(t.name)': the built-in '\(builtin)' keeps its name)")
        }
        registry.register(contentsOf: app, except: Set(TransitionRegistry.standard.names))
        registry.files = LocalFiles()
        return registry
    }

    /// The catalog without the folder shaders named in `names` (files that do not compile).
    public func removingFolderShaders(_ names: Set<String>) -> TransitionCatalog {
        var copy = self
        var library = GLTransitionLibrary(includeBuiltins: false)
        for t in self.library.all where !(names.contains(t.name) && folderShaders.contains(t)) {
            if let builtin = self.library.builtin(named: t.name) { library.add(builtin: builtin) } else { library.add(t) }
        }
        copy.library = library
        copy.folderShaders.removeAll { names.contains($0.name) }
        copy.registry = TransitionCatalog.makeRegistry(library, folderShaders: copy.folderShaders, app: appTransitions)
        return copy
    }

    /// The catalog with every folder shader compiled headless and those the GL driver refuses
    /// left out, listed in `failedToCompile`. Throws when no GL context can be had.
    public func compilingFolderShaders() throws -> TransitionCatalog {
        guard !folderShaders.isEmpty else { return self }
        let failed = try ShaderCheck.compile(folderShaders)
        var copy = removingFolderShaders(Set(failed.keys))
        copy.failedToCompile = failed.values.sorted { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }
        return copy
    }

    /// Every folder file left out, as located lines with `severity` (`warning`, or `error`
    /// under `--strict`): `FILE:LINE:COLUMN: warning: …`, in file order.
    public func folderProblems(severity: String) -> [String] {
        let skipping = severity == "warning" ? " (file skipped)" : ""
        let read = skipped.map { (path: $0.file, text: $0.text(severity: severity) + skipping) }
        let compiled = failedToCompile.map {
            (path: $0.path, text: $0.text(severity: severity) + (severity == "warning" ? " (file skipped: it does not compile)" : " (it does not compile)"))
        }
        return (read + compiled).sorted { $0.path < $1.path }.map(\.text)
    }

    /// The names of all transitions, built-in ones first.
    public var names: [String] { registry.names }

    /// Makes a transition from text parameters (`--param k=v`, storyboard options). A name
    /// whose file of the folder was left out says so rather than only that it is unknown.
    public func make(name: String, parameters: [String: String], settings: TimingSettings = .standard) throws -> any Transition {
        do { return try registry.make(name, parameters: parameters, settings: settings) } catch let e as TransitionError where e.kind == .unknownTransition {
            let leftOut = skipped.map(\.file) + failedToCompile.map(\.path)
            if let file = leftOut.first(where: { PathName($0).lastComponent.deletingPathExtension.argument == name }) {
                throw SegueKitError("transition '\(name)' is not loaded: its file \(file) was skipped (see the warning above)")
            }
            throw e
        }
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
