import Foundation

/// Storyboard references (`<viewControllerPlaceholder storyboardName="Settings"
/// referencedIdentifier="…">`): the scene a reference stands for lives in another storyboard
/// of the app, which is read too, so segues and tabs that lead to the reference lead to that
/// scene, as UIKit's `UIStoryboard(name:bundle:)` does at run time.
///
/// - The other file is looked for where an app bundle keeps it: beside this storyboard, in a
///   `Base.lproj` beside it, or, when this one is in a `.lproj` folder, beside that folder and
///   in its `Base.lproj`; inside an Xcode project, in any folder of it (the target's bundle
///   holds them all).
/// - The scene is the one whose storyboard identifier is the reference's
///   `referencedIdentifier`, else the other file's initial scene. All of the other file's
///   scenes and segues come along (the scene's own navigation root, tabs and segues are there),
///   with its own warnings and sidecar.
/// - A reference back to a file being read (Settings.storyboard's link back to the Main.storyboard
///   that refers to it) is left pending, and that file, once the other's scenes are merged into
///   it, points it at its own scene, as UIKit loads that storyboard again at run time.
/// - A reference that cannot be followed — no such file, a file that does not load, a name
///   used by both files — stays the labelled placeholder scene, with a warning that says why.
extension IBConverter {
    /// Follows every storyboard reference in `file`; `chain` is the storyboards being read,
    /// outermost first (this one last).
    mutating func resolveReferences(in file: inout StoryboardFile, registries: SegueRegistries, chain: [String]) {
        var loaded: [String: StoryboardFile] = [:]
        // Placeholders renamed to make way for the scene of the same identifier they stand for.
        var renamed: [String: String] = [:]
        for original in file.scenes {
            var scene = original
            scene.id = renamed[original.id] ?? original.id
            guard let ib = scene.interfaceBuilderID, let e = controllerElements[ib], e.name == "viewControllerPlaceholder" else { continue }
            let what = "storyboard reference '\(e["storyboardName"] ?? e["referencedIdentifier"] ?? ib)'"
            guard let name = e["storyboardName"], !name.isEmpty else {
                // A reference inside the same file names only an identifier.
                if let target = IBConverter.identifier(e["referencedIdentifier"]), file.scenes.contains(where: { $0.id == target }) {
                    replace(scene.id, with: target, in: &file)
                } else {
                    warn(e, "\(what) names no storyboard and no scene of this one; it is shown as a placeholder scene")
                }
                continue
            }
            guard let path = bundledFile("\(name).storyboard") else {
                warn(e, "\(what): no \(name).storyboard beside this storyboard or in a Base.lproj folder; it is shown as a placeholder scene")
                continue
            }
            if chain.contains(where: { sameFile($0, path) }) {
                // A file being read further out: it resolves the reference once this file is merged in.
                if let i = file.scenes.firstIndex(where: { $0.id == scene.id }) {
                    file.scenes[i].pendingReference = PendingReference(path: path, identifier: IBConverter.identifier(e["referencedIdentifier"]))
                }
                continue
            }
            if loaded[path] == nil {
                switch load(path, registries: registries, chain: chain) {
                case .failure(let why):
                    warn(e, "\(what): \(PathName(path).lastComponent) does not load (\(why)); it is shown as a placeholder scene")
                    continue
                case .success(let original):
                    var other = original
                    // What came from a file already merged (two references reaching one storyboard,
                    // directly and through another) is there once; only other names clash.
                    func known(_ id: String, _ place: SourceLocation, in places: [String: SourceLocation]) -> Bool {
                        places[id].map { sameFile($0.file, place.file) } ?? false
                    }
                    let ourScenes = Dictionary(file.scenes.map { ($0.id, $0.location) }, uniquingKeysWith: { a, _ in a })
                    let ourSegues = Dictionary(file.segues.map { ($0.id, $0.location) }, uniquingKeysWith: { a, _ in a })
                    other.scenes.removeAll { known($0.id, $0.location, in: ourScenes) }
                    other.segues.removeAll { known($0.id, $0.location, in: ourSegues) }
                    // A reference to that file that bears the identifier of the scene it stands
                    // for (Xcode lets a reference have one) names that scene, not another.
                    let standIns = Set(file.scenes.filter { isReference($0, to: path) }.map(\.id))
                    let clash = (other.scenes.map(\.id).filter { ourScenes[$0] != nil && !standIns.contains($0) }
                                 + other.segues.map(\.id).filter { ourSegues[$0] != nil }).sorted()
                    guard clash.isEmpty else {
                        warn(e, "\(what): \(PathName(path).lastComponent) uses the names \(clash.prefix(3).joined(separator: ", ")) that this storyboard uses too; it is shown as a placeholder scene")
                        continue
                    }
                    for id in other.scenes.map(\.id) where standIns.contains(id) {
                        var fresh = id + "~reference"
                        while ourScenes[fresh] != nil || other.scenes.contains(where: { $0.id == fresh }) { fresh += "~" }
                        renameScene(id, to: fresh, in: &file)
                        if id == scene.id { scene.id = fresh }
                        renamed[id] = fresh
                    }
                    file.scenes += other.scenes
                    file.segues += other.segues
                    file.referenceTargets.merge(other.referenceTargets) { ours, _ in ours }
                    // Its warnings keep their places in its own file.
                    for w in other.warnings where !log.diagnostics.contains(w) { log.warn(at: w.location, w.message) }
                    loaded[path] = original
                }
            }
            guard let other = loaded[path] else { continue }
            var target = other.initialScene
            if let wanted = IBConverter.identifier(e["referencedIdentifier"]) {
                if other.scenes.contains(where: { $0.id == wanted }) { target = wanted } else {
                    warn(e, "\(what): \(name).storyboard has no scene '\(wanted)'; its initial scene is shown")
                }
            }
            replace(scene.id, with: target, in: &file)
        }
        resolvePendingReferences(in: &file, outermost: chain.count <= 1)
    }

    /// Points the references back to this file, left by the files merged into it, at its own
    /// scenes (the one with the reference's identifier, else its initial scene). In the outermost
    /// file none is left; one that is (a file named only by another's path) stays a placeholder,
    /// with a warning.
    private mutating func resolvePendingReferences(in file: inout StoryboardFile, outermost: Bool) {
        for scene in file.scenes {
            guard let pending = scene.pendingReference else { continue }
            if sameFile(pending.path, path) {
                var target = file.initialScene
                if let wanted = pending.identifier {
                    if file.scenes.contains(where: { $0.id == wanted && $0.pendingReference == nil }) { target = wanted } else {
                        log.warn(at: scene.location, "storyboard reference to \(PathName(path).lastComponent): it has no scene '\(wanted)'; its initial scene is shown")
                    }
                }
                replace(scene.id, with: target, in: &file)
            } else if outermost, let i = file.scenes.firstIndex(where: { $0.id == scene.id }) {
                file.scenes[i].pendingReference = nil
                log.warn(at: scene.location, "storyboard reference to \(PathName(pending.path).lastComponent) was not followed; it is shown as a placeholder scene")
            }
        }
    }

    /// Where the file `fileName` (`Settings.storyboard`, `RoomView.xib`) is, as the app bundle
    /// would hold it: beside this document, in a `Base.lproj` beside it, or, when this one is in
    /// a `.lproj` folder, beside that folder and in its `Base.lproj`; inside an Xcode project,
    /// in any folder of it (the target's bundle holds them all; a `Base.lproj` copy first). Never
    /// this document itself; nil when nowhere.
    func bundledFile(_ fileName: String) -> String? {
        let base = PathName(baseDirectory.isEmpty ? "." : baseDirectory)
        var folders = [base, base.appending("Base.lproj")]
        if base.lastComponent.argument.hasSuffix(".lproj") {
            let up = base.folder
            folders += [up, up.appending("Base.lproj")]
        }
        for folder in folders {
            let candidate = folder.appending(PathName(fileName)).argument
            if !sameFile(candidate, path), assets.files.problem(at: candidate) == nil { return candidate }
        }
        let files = assets.files
        guard let root = IBAssetCatalog.projectFolder(above: files.realPath(base.argument) ?? base.argument, files: files) else { return nil }
        var found: [String] = []
        IBAssetCatalog.walkProject(root, files: files, stopAt: ["xcassets"]) { full, _ in
            if PathName(full).lastComponent.argument == fileName, !sameFile(full, path), files.problem(at: full) == nil { found.append(full) }
        }
        return found.first { PathName($0).folder.lastComponent.argument == "Base.lproj" } ?? found.first
    }

    /// Whether two paths name one file (links and `..` followed where the file system can).
    func sameFile(_ a: String, _ b: String) -> Bool {
        (assets.files.realPath(a) ?? a) == (assets.files.realPath(b) ?? b)
    }

    /// The other storyboard, read as this one was (its sidecar, its assets).
    func load(_ path: String, registries: SegueRegistries, chain: [String]) -> Result<StoryboardFile, ReferenceProblem> {
        let data: Data
        do { data = try assets.files.read(path, limit: FileLimits.textBytes) } catch {
            return .failure(ReferenceProblem(description: "\(error)"))
        }
        var options = options
        options.sidecar = nil
        options.referencingFiles = chain
        return InterfaceBuilderReader.read(data: data, path: path, baseDirectory: Storyboard.folder(of: path),
                                           registries: registries, assets: assets, options: options)
            .map(\.file)
            .mapError { ReferenceProblem(description: $0.diagnostics.first.map(\.description) ?? "no reason given") }
    }

    /// Why a referenced storyboard did not load.
    struct ReferenceProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// Points everything that led to the scene `old` at `new` and drops `old`.
    private func replace(_ old: String, with new: String, in file: inout StoryboardFile) {
        pointReferences(from: old, to: new, in: &file)
        // The reference's names still lead to its scene (`--scene`, a sidecar's `initial`).
        for scene in file.scenes where scene.id == old {
            for name in [scene.id, scene.interfaceBuilderID].compactMap({ $0 }) where name != new { file.referenceTargets[name] = new }
        }
        for (name, target) in file.referenceTargets where target == old { file.referenceTargets[name] = new }
        file.scenes.removeAll { $0.id == old }
    }

    /// Gives scene `old` the id `new`, and everything that leads to it.
    private func renameScene(_ old: String, to new: String, in file: inout StoryboardFile) {
        pointReferences(from: old, to: new, in: &file)
        for i in file.scenes.indices where file.scenes[i].id == old { file.scenes[i].id = new }
    }

    /// Points the segues, navigation roots, children and initial scene that lead to `old` at `new`.
    private func pointReferences(from old: String, to new: String, in file: inout StoryboardFile) {
        for i in file.segues.indices where file.segues[i].destination == old { file.segues[i].destination = new }
        for i in file.scenes.indices {
            if file.scenes[i].root == old { file.scenes[i].root = new }
            file.scenes[i].children = file.scenes[i].children.map { $0 == old ? new : $0 }
        }
        if file.initialScene == old { file.initialScene = new }
    }

    /// Whether `scene` is a reference to the storyboard at `path`.
    private func isReference(_ scene: SceneSpec, to path: String) -> Bool {
        guard let ib = scene.interfaceBuilderID, let e = controllerElements[ib], e.name == "viewControllerPlaceholder",
              let name = e["storyboardName"], !name.isEmpty, let file = bundledFile("\(name).storyboard") else { return false }
        return sameFile(file, path)
    }
}
