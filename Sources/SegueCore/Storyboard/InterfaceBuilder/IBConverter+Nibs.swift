import Foundation

/// A scene whose controller holds no view in the storyboard loads it from a xib named after its
/// class, as UIKit's `UIViewController.loadView()` does when `nibName` is nil: for a class whose
/// name ends in `Controller` (`RoomViewController`), first the nib without that word
/// (`RoomView.xib`), then the one of the class's own name (`RoomViewController.xib`). The xib
/// is looked for where the app bundle keeps it (`bundledFile(_:)`): beside the storyboard, in a
/// `Base.lproj`, anywhere in the Xcode project.
///
/// - The view is the one the xib's File's Owner's `view` outlet names, laid out with the xib's
///   constraints; the scene keeps its own class, navigation item, bars and segues.
/// - A xib found without such a view (UIKit stops with "loaded the nib but the view outlet was
///   not set"), that does not load, that is a document already being read (it would load
///   itself), or whose view is not the table or collection view a table or collection view
///   controller needs (UIKit stops there too), leaves the scene empty, with a warning that says why.
/// - A scene with no class of the app's, or whose class has no xib, stays empty, as in UIKit;
///   so does one whose class name is not a plain identifier (it never names a file elsewhere).
extension IBConverter {
    /// The controllers whose view a nib can give: those `loadView()` loads a nib for.
    static let nibLoadingControllers: Set<String> = ["viewController", "tableViewController", "collectionViewController"]

    /// Gives every scene of `file` whose controller has no view in the storyboard the view of
    /// the xib named after its class; `chain` is the documents being read, outermost first.
    mutating func loadNibViews(in file: inout StoryboardFile, registries: SegueRegistries, chain: [String]) {
        for i in file.scenes.indices {
            guard let ib = file.scenes[i].interfaceBuilderID, let e = controllerElements[ib],
                  Self.nibLoadingControllers.contains(e.name), e.child(key: "view") == nil,
                  let className = IBConverter.className(e["customClass"]),
                  className.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else { continue }
            let found = Self.nibNames(forClass: className).lazy.compactMap { [self] in bundledFile("\($0).xib") }.first
            guard let path = found else { continue }
            let nib = PathName(path).lastComponent.argument
            guard !chain.contains(where: { sameFile($0, path) }) else {
                warn(e, "\(className) has no view in the storyboard and \(nib) is a document being read (it would load itself); it is shown empty")
                continue
            }
            switch loadOwnerView(path, registries: registries, chain: chain) {
            case .failure(let why):
                warn(e, "\(className) has no view in the storyboard and \(nib) \(why); it is shown empty")
            case .success(let owner):
                // UIKit's table and collection view controllers stop at a nib whose view is not
                // their table or collection view.
                let wanted: [String: ViewKind] = ["tableViewController": .table, "collectionViewController": .collection]
                if let kind = wanted[e.name], owner.view.kind != kind {
                    let what = kind == .table ? "table" : "collection"
                    warn(e, "\(className) is a \(what) view controller and \(nib)'s view is not a \(what) view; it is shown empty")
                    continue
                }
                file.scenes[i].view = owner.view
                file.scenes[i].interfaceBuilderLayout = owner.interfaceBuilderLayout
            }
        }
    }

    /// The nib names UIKit tries for a controller class, in order: without a trailing
    /// `Controller` first, then the class's own name.
    static func nibNames(forClass className: String) -> [String] {
        let word = "Controller"
        guard className.hasSuffix(word), className.count > word.count else { return [className] }
        return [String(className.dropLast(word.count)), className]
    }

    /// The scene of the view a xib's File's Owner's `view` outlet names, read as this document
    /// was; its warnings join this one's.
    private mutating func loadOwnerView(_ path: String, registries: SegueRegistries, chain: [String]) -> Result<SceneSpec, ReferenceProblem> {
        let data: Data
        do { data = try assets.files.read(path, limit: FileLimits.textBytes) } catch {
            return .failure(ReferenceProblem(description: "cannot be read (\(error))"))
        }
        guard case .success(let root) = IBDocumentReader.read(data), IBXibDocument.isXib(root),
              let objects = root.child("objects") else {
            return .failure(ReferenceProblem(description: "is not a xib"))
        }
        guard let viewID = IBXibDocument.owner(in: objects).viewID else {
            return .failure(ReferenceProblem(description: "sets no view outlet of its File's Owner"))
        }
        switch load(path, registries: registries, chain: chain) {
        case .failure(let why):
            return .failure(ReferenceProblem(description: "does not load (\(why))"))
        case .success(let xib):
            for w in xib.warnings where !log.diagnostics.contains(w) { log.warn(at: w.location, w.message) }
            guard let scene = xib.scenes.first(where: { $0.interfaceBuilderID == viewID }) else {
                return .failure(ReferenceProblem(description: "names a view outlet '\(viewID)' that is not a top-level view"))
            }
            return .success(scene)
        }
    }
}
