import Foundation
import SegueCore

extension StoryboardAssetPolicy {
    /// A policy whose checks ask the file system (`LocalFiles`), with the given assets `folder`
    /// (nil: the storyboard's folder) and image check `decode` (nil: only the file checks, no
    /// decoding).
    public init(folder: String? = nil, decode: (@Sendable (String) -> String?)? = nil) {
        self.init(files: LocalFiles(), folder: folder, decode: decode)
    }
}

extension Storyboard {
    /// Loads and checks the storyboard at `path` (`-`: standard input). Never throws, blocks or
    /// crashes on a bad file: the failure lists every problem with file, line and column.
    /// `assets` says where images may come from and how they are checked (see
    /// `StoryboardAssetPolicy`); `interfaceBuilder` how an Interface Builder file is read (its
    /// sidecar among others).
    public static func load(path: String, registries: SegueRegistries = SegueRegistries(),
                            assets: StoryboardAssetPolicy = StoryboardAssetPolicy(),
                            interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> Result<Storyboard, StoryboardError> {
        let data: Data
        do { data = try RegularFile.read(path) } catch {
            let why = (error as? RegularFile.Failure)?.reason ?? "\(error)"
            return .failure(StoryboardError([StoryboardDiagnostic(SourceLocation(file: path, line: 1, column: 1),
                                                                   "cannot open storyboard: \(why)")]))
        }
        return load(data: data, path: path, registries: registries, assets: assets, interfaceBuilder: interfaceBuilder)
    }

    /// Parses storyboard text (assets resolve against `baseDirectory` and are checked on the
    /// file system): YAML, or Interface Builder XML when the text starts with `<`.
    public static func parse(_ text: String, path: String = "storyboard.yaml", baseDirectory: String = "",
                             registries: SegueRegistries = SegueRegistries()) -> Result<Storyboard, StoryboardError> {
        parse(text, path: path, baseDirectory: baseDirectory, registries: registries, assets: StoryboardAssetPolicy())
    }

    /// Every problem in the storyboard at `path` (empty: it is valid). What `segue check` runs;
    /// `run` and `record` load through the same `load`, so what this accepts they can load.
    public static func check(path: String, registries: SegueRegistries = SegueRegistries(),
                             assets: StoryboardAssetPolicy = StoryboardAssetPolicy()) -> [StoryboardDiagnostic] {
        switch load(path: path, registries: registries, assets: assets) {
        case .success: return []
        case .failure(let e): return e.diagnostics
        }
    }
}

extension InterfaceBuilderReader {
    /// Converts the storyboard file's bytes, its images and sidecar checked on the file system.
    /// `baseDirectory` is its folder: asset catalogues (`*.xcassets`) are looked for there, and
    /// beside a `.lproj` folder.
    public static func read(data: Data, path: String, baseDirectory: String,
                            registries: SegueRegistries = SegueRegistries(),
                            options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> Result<InterfaceBuilderImport, StoryboardError> {
        read(data: data, path: path, baseDirectory: baseDirectory, registries: registries,
             assets: StoryboardAssetPolicy(), options: options)
    }
}
