import Foundation

/// Which size class an Interface Builder variation is chosen for, like UIKit's
/// `UIUserInterfaceSizeClass`: a storyboard may give a view another frame, or leave it out,
/// for compact or regular widths and heights.
public enum InterfaceBuilderSizeClass: String, Sendable, CaseIterable {
    /// A phone's width in portrait, its height in landscape.
    case compact
    /// A tablet's width and height, or a desktop window's.
    case regular
}

/// How an Interface Builder storyboard is turned into SegueKit's storyboard model.
public struct InterfaceBuilderOptions: Sendable {
    /// The size classes whose variations apply (default: regular by regular, a desktop window).
    public var widthClass: InterfaceBuilderSizeClass
    /// See `widthClass`.
    public var heightClass: InterfaceBuilderSizeClass
    /// The sidecar to read (`--sidecar FILE`); nil: `NAME.segue.yaml` beside the storyboard,
    /// when there is one.
    public var sidecar: String?
    /// Whether the guesses are applied when there is no sidecar (default: they are, with a
    /// warning that says so).
    public var appliesGuesses: Bool
    /// The storyboards whose references led to this one, outermost first (a reference back to
    /// one of them is not followed again).
    var referencingFiles: [String] = []

    /// Options for a window of the given size classes.
    public init(widthClass: InterfaceBuilderSizeClass = .regular, heightClass: InterfaceBuilderSizeClass = .regular,
                sidecar: String? = nil, appliesGuesses: Bool = true) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.sidecar = sidecar
        self.appliesGuesses = appliesGuesses
    }
}

/// Something the conversion decided without the app's code to ask: a class it did not know,
/// an unwind target, a segue it could not attach to a control. `segue import` reports them so
/// that a person can confirm or correct each one.
public struct InterfaceBuilderGuess: Hashable, Sendable, CustomStringConvertible {
    /// What kind of decision this is.
    public enum Kind: String, Hashable, Sendable {
        /// A controller's custom class is not registered: the scene uses a built-in class.
        case controllerClass
        /// A custom segue class is not registered: the segue runs a transition chosen by name.
        case segueClass
        /// An unwind action is declared on the scenes a guess picked (the code that declares
        /// it is not in the storyboard).
        case unwindTarget
        /// A segue with no control to trigger it (performed from code, a table row, a bar
        /// button): it can be performed by its identifier.
        case unboundSegue
        /// A control's action goes to the app's code.
        case controlAction
        /// A segmented control beside a container whose child has one segue performed from
        /// code per segment: each segment probably performs its segue (a child swap).
        case segmentSegues
    }
    /// What kind of decision this is.
    public var kind: Kind
    /// The scene concerned.
    public var scene: String
    /// The name in the storyboard (a class, an action, a segue identifier).
    public var subject: String
    /// What was chosen for it.
    public var choice: String
    /// Where in the storyboard file it was found.
    public var location: SourceLocation

    /// A guess about `subject` in `scene`.
    public init(kind: Kind, scene: String, subject: String, choice: String, location: SourceLocation) {
        self.kind = kind; self.scene = scene; self.subject = subject; self.choice = choice; self.location = location
    }

    /// `FILE:LINE:COLUMN: KIND SUBJECT in SCENE → CHOICE`.
    public var description: String { "\(location): \(kind.rawValue) '\(subject)' in scene '\(scene)' → \(choice)" }
}

/// An Interface Builder storyboard converted to SegueKit's storyboard model, with what the
/// conversion guessed.
public struct InterfaceBuilderImport: Sendable {
    /// The converted storyboard; its `warnings` list what was left out or approximated.
    public var file: StoryboardFile
    /// Every decision that the app's code would have made.
    public var guesses: [InterfaceBuilderGuess]
    /// The guesses as a sidecar (`NAME.segue.yaml`), for `segue import` to write.
    public var suggestedSidecar: StoryboardSidecar
    /// The sidecar that was applied, when one was read.
    public var sidecar: StoryboardSidecar?
}

/// Reads Interface Builder storyboards (`Main.storyboard`, the XML Xcode writes, from Xcode 4
/// on, and Xamarin's) and xibs (each top-level view a scene, `IBXibDocument`) into the same
/// `StoryboardFile` the YAML reader makes, so one runtime shows both. What SegueKit cannot
/// draw or run yet is a warning, with the place in the file, and degrades to something close
/// (an unknown view is a box of its frame and colour); only what makes the document unusable
/// (not XML, neither a storyboard nor a xib, no scenes) is an error.
public enum InterfaceBuilderReader {
    /// Whether a file is an Interface Builder document: by its extension (`.storyboard`,
    /// `.xib`), or by its content starting like XML.
    public static func isInterfaceBuilder(path: String, data: Data) -> Bool {
        if isInterfaceBuilderName(path) { return true }
        var bytes = data.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first == UInt8(ascii: "<")
    }

    /// The Xcode project folder of the Interface Builder document at `path`: the folder holding
    /// its `.xcodeproj` or `.xcworkspace` (or the spec a project is generated from), up to six
    /// folders above it, where its asset catalogues are found too; nil for a document in no
    /// project, or for another kind of file.
    public static func projectFolder(ofDocument path: String, files: any FileQueries) -> String? {
        guard isInterfaceBuilderName(path) else { return nil }
        let folder = PathName(path).folder.argument
        return IBAssetCatalog.projectFolder(above: files.realPath(folder) ?? folder, files: files)
    }

    /// The font files (`.ttf`, `.otf`, `.ttc`, `.otc`) in the project folder `root`
    /// (`projectFolder(ofDocument:files:)`): Xcode's canvas draws a document's texts in the
    /// fonts its target ships (the `<customFonts>` it lists), wherever in the project they lie
    /// (ChatSecure's icon fonts are two folders above its storyboards). The walk skips hidden
    /// folders, build products (`build`, `DerivedData`, `Pods`, `Carthage`) and asset
    /// catalogues, and stops 8 folders deep or after 20,000 entries, as the asset search does.
    public static func fontFiles(inProject root: String, files: any FileQueries) -> [String] {
        var found: [String] = []
        IBAssetCatalog.walkProject(root, files: files, stopAt: ["xcassets"]) { full, _ in
            if fontFileExtensions.contains(PathName(full).pathExtension.lowercased()) { found.append(full) }
        }
        return found
    }

    /// The file name extensions of font files, lower-case.
    public static let fontFileExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// Whether `path` is named as an Interface Builder document is (`.storyboard` or `.xib`).
    static func isInterfaceBuilderName(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// The device an Interface Builder document was laid out for (`<device id="retina4_7" …>`),
    /// which a window showing it emulates unless told otherwise; nil when it names none Xcode's
    /// canvas draws (but a xib naming none is drawn as a canvas of its view's own size), or
    /// when the bytes are not an Interface Builder document. When the scene
    /// shown (`scene`, a scene id or a controller's IB id; nil: the initial one) is drawn at a
    /// size of its own, the device is a canvas of that size (with no insets, or with the ones
    /// Xcode keeps there: a status bar over a scene laid out with layout guides, a xib view's
    /// place in the screen).
    public static func documentDevice(data: Data, path: String, scene: String? = nil) -> DeviceProfile? {
        guard isInterfaceBuilder(path: path, data: data) else { return nil }
        return IBDocumentReader.device(data, scene: scene)
    }

    /// Converts the storyboard file's bytes. `baseDirectory` is its folder: asset catalogues
    /// (`*.xcassets`) are looked for there, and beside a `.lproj` folder.
    public static func read(data: Data, path: String, baseDirectory: String,
                            registries: SegueRegistries = SegueRegistries(),
                            assets: StoryboardAssetPolicy,
                            options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> Result<InterfaceBuilderImport, StoryboardError> {
        let root: IBElement
        switch IBDocumentReader.read(data) {
        case .success(let r): root = r
        case .failure(let f):
            return .failure(StoryboardError([StoryboardDiagnostic(SourceLocation(file: path, line: f.line, column: f.column),
                                                                   f.message)]))
        }
        var sidecar: StoryboardSidecar?
        switch readSidecar(storyboard: path, options: options, files: assets.files) {
        case .success(let s): sidecar = s
        case .failure(let e): return .failure(e)
        }
        var converter = IBConverter(path: path, baseDirectory: baseDirectory, controllers: registries.controllers, segues: registries.segues,
                                    assets: assets, options: options)
        converter.classMap = sidecar?.classMap ?? [:]
        guard var file = converter.convert(root) else {
            return .failure(StoryboardError(converter.diagnostics))
        }
        // Before the referenced storyboards' scenes join this file's: they loaded their own nibs.
        converter.loadNibViews(in: &file, registries: registries, chain: options.referencingFiles + [path])
        converter.resolveReferences(in: &file, registries: registries, chain: options.referencingFiles + [path])
        var suggested = converter.suggested
        suggested.path = StoryboardSidecar.path(besideStoryboard: path)
        var sidecarProblems: [StoryboardDiagnostic] = []
        var notes: [StoryboardDiagnostic] = []
        if let sidecar {
            sidecarProblems = sidecar.apply(to: &file, registries: registries)
            for c in sidecar.classes where !converter.usedMappings.contains(c.name) {
                notes.append(StoryboardDiagnostic(c.location ?? SourceLocation(file: sidecar.path, line: 1, column: 1),
                                                  "class '\(c.name)' is not a custom class of any controller or segue in the storyboard; the mapping is not used",
                                                  severity: .warning))
            }
        } else if options.appliesGuesses, !suggested.actions.isEmpty || !suggested.onLoad.isEmpty {
            // What the code most likely did, so the file works as it is; a sidecar replaces it.
            _ = suggested.apply(to: &file, registries: registries)
            let what = suggested.actions.map { a -> String in
                if case .segments(let ids) = a.action { return "segmented control '\(a.control)' performs \(ids.joined(separator: ", "))" }
                return "control '\(a.control)'"
            } + suggested.onLoad.map { "'\($0.scene)' performs \($0.segue) when it loads" }
            notes.append(StoryboardDiagnostic(SourceLocation(file: path, line: 1, column: 1),
                                              "no sidecar (\(PathName(suggested.path).lastComponent)): the guesses are applied: \(what.joined(separator: "; ")); segue import writes them into one to edit",
                                              severity: .warning))
        }
        if !sidecarProblems.isEmpty {
            return .failure(StoryboardError(sidecarProblems))
        }
        // The converted model is checked as a YAML file is: whatever the conversion got wrong is
        // an error here, never a crash later.
        var reader = YAMLReader(file: path)
        StoryboardValidator.validate(file, initialNode: nil, assets: assets, &reader)
        let errors = converter.diagnostics.filter { $0.severity == .error } + reader.diagnostics
        if !errors.isEmpty {
            return .failure(StoryboardError(errors + converter.diagnostics.filter { $0.severity == .warning }))
        }
        var done = file
        done.warnings = converter.diagnostics + notes
        return .success(InterfaceBuilderImport(file: done, guesses: converter.guesses, suggestedSidecar: suggested, sidecar: sidecar))
    }

    /// The sidecar named by the options, else the one beside the storyboard when it exists;
    /// nil when there is none. A named sidecar that cannot be read, or any that does not
    /// parse, is an error.
    static func readSidecar(storyboard path: String, options: InterfaceBuilderOptions,
                            files: any FileQueries) -> Result<StoryboardSidecar?, StoryboardError> {
        let named = options.sidecar
        let sidecarPath = named ?? StoryboardSidecar.path(besideStoryboard: path)
        if named == nil {
            // Found by its name alone, it must be the user's own file: a regular file inside the
            // storyboard's folder once links are followed. Anything else is never read (a link
            // beside a storyboard could point at any file the user can read).
            guard isInterfaceBuilderName(path), let entry = files.entry(at: sidecarPath) else { return .success(nil) }
            if entry == .folder { return .success(nil) }
            let isLink = entry == .symbolicLink
            let isFile = files.problem(at: sidecarPath) == nil
            guard isFile, files.isInside(sidecarPath, folder: Storyboard.folder(of: path)) else {
                let what = !isFile ? (isLink ? "a symbolic link to something that is not a regular file" : "not a regular file")
                    : "a symbolic link to a file outside the storyboard's folder"
                return .failure(StoryboardError([StoryboardDiagnostic(
                    SourceLocation(file: sidecarPath, line: 1, column: 1),
                    "the sidecar beside the storyboard is \(what), so it is not read; make it a regular file in the storyboard's folder, or name the file with --sidecar")]))
            }
        }
        let text: String
        do { text = try files.readText(sidecarPath, limit: FileLimits.textBytes) } catch {
            let why = "\(error)"
            return .failure(StoryboardError([StoryboardDiagnostic(SourceLocation(file: sidecarPath, line: 1, column: 1),
                                                                   "cannot open sidecar: \(why)")]))
        }
        return StoryboardSidecar.parse(text, path: sidecarPath).map { Optional($0) }
    }
}
