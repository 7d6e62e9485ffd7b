import Foundation

/// The images an Interface Builder storyboard names, found in the project beside it: asset
/// catalogues (`*.xcassets/…/NAME.imageset/Contents.json`, `NAME.colorset`) and loose image
/// files. Looked for in the storyboard's folder and, for a `Base.lproj`-style folder, the one
/// above it (where Xcode puts `Assets.xcassets`). Folders are walked to a bounded depth and
/// size, so a huge or looping tree costs little.
struct IBAssetCatalog {
    /// The folder image paths are relative to and must be inside (what the storyboard's
    /// `assetsDirectory` becomes).
    let assetsDirectory: String
    private let searchFolders: [String]
    private let decode: (@Sendable (String) -> String?)?
    private let files: any FileQueries
    private var index: [String: String]?       // imageset name → folder
    private var colorIndex: [String: String] = [:]
    private var looseFiles: [String: String] = [:]     // file name → path, anywhere below the search folders
    /// The Xcode project's folder, when the storyboard is inside one: its catalogues are
    /// found at any depth (`maxDepth`), as the target's.
    private var projectFolder: String?
    static let maxEntries = 20_000
    static let maxDepth = 8
    /// Why an image cannot be used.
    struct Problem: Error { var reason: String }
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "pdf", "svg"]

    init(baseDirectory: String, assetsFolder: String?, decode: (@Sendable (String) -> String?)?, files: any FileQueries) {
        let base = baseDirectory
        var folders = [base]
        // A storyboard opened from inside its `Base.lproj` has the current folder as its folder:
        // its real path says whether it is a `.lproj` one.
        let named = base.isEmpty ? files.realPath(".") ?? base : base
        if PathName(named).pathExtension == "lproj" { folders.append(Storyboard.folder(of: named)) }
        // Xcode gives a storyboard every catalogue of its target: the project's folder (the one
        // holding the `.xcodeproj`, up to six folders above) is searched too, last.
        // Paths are then absolute, so that every image found is inside the project's folder.
        if assetsFolder == nil, let root = IBAssetCatalog.projectFolder(above: files.realPath(folders.last ?? base) ?? base, files: files) {
            folders = folders.map { files.realPath($0) ?? $0 }
            if !folders.contains(root) { folders.append(root) }
            projectFolder = root
        }
        if let given = assetsFolder { folders = [given] }
        searchFolders = folders
        assetsDirectory = assetsFolder ?? folders.last ?? base
        self.decode = decode
        self.files = files
    }

    /// The image file for `name`, relative to `assetsDirectory`, or why there is none.
    /// An image set's files are tried in the order UIKit picks them for a screen of `scale`:
    /// that scale's, then the larger ones, then the smaller; loose files likewise (`@3x`, `@2x`).
    mutating func image(named name: String, scale: Double = 2) -> Result<String, Problem> {
        buildIndex()
        let stem = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        var candidates: [String] = []
        if let set = index?[stem] ?? index?[name] { candidates += imagesInSet(set, scale: scale) }
        for folder in searchFolders {
            let ext = (name as NSString).pathExtension.lowercased()
            let scaled = scale >= 3 ? [stem + "@3x.", stem + "@2x."] : [stem + "@2x."]
            let names = IBAssetCatalog.imageExtensions.contains(ext) ? [name] + scaled.map { $0 + ext }
                : scaled.map { $0 + "png" } + [name + ".png", name + ".jpg"]
            candidates += names.map { IBAssetCatalog.join(folder, $0) }
        }
        // Old projects keep their images in folders of their own (Images/, Resources/).
        let ext = (name as NSString).pathExtension.lowercased()
        let names = IBAssetCatalog.imageExtensions.contains(ext) ? [name, stem + "@2x." + ext] : [name + ".png", name + "@2x.png", name + ".jpg"]
        candidates += names.compactMap { looseFiles[$0] }
        var lastProblem = "no asset catalogue image or file of that name beside the storyboard"
        for path in candidates {
            guard files.problem(at: path) == nil else { continue }
            guard IBAssetCatalog.imageExtensions.contains((path as NSString).pathExtension.lowercased()) else {
                lastProblem = "its file '\((path as NSString).lastPathComponent)' is not a PNG, JPEG, GIF, BMP, PDF or SVG image"
                continue
            }
            if let decode, let why = decode(path) { lastProblem = "its file cannot be used: \(why)"; continue }
            guard let relative = relativePath(path) else { lastProblem = "its file is outside the assets folder"; continue }
            return .success(relative)
        }
        if index?[stem] != nil, lastProblem.hasPrefix("no asset") {
            lastProblem = "its image set has no PNG, JPEG, GIF, BMP, PDF or SVG file"
        }
        return .failure(Problem(reason: lastProblem))
    }

    /// Whether the image set `name` renders as a template (its `Contents.json` has
    /// `"template-rendering-intent": "template"`): drawn in the view's tint, as UIKit does.
    mutating func isTemplate(named name: String) -> Bool {
        buildIndex()
        let stem = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        guard let set = index?[stem] ?? index?[name], let json = self.json(IBAssetCatalog.join(set, "Contents.json")),
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["template-rendering-intent"] as? String == "template"
    }

    /// A colour set's colour (`NAME.colorset/Contents.json`) in the light appearance: its
    /// `light` entry, else its any-appearance entry, else its first. Components may be written
    /// 0…1 (`"0.5"`), 0…255 (`"128"`) or in hex (`"0x80"`); a `display-p3` colour is converted
    /// to sRGB.
    /// With `dark`, only its `dark` entry (nil when it has none).
    mutating func color(named name: String, dark: Bool = false) -> Color? {
        buildIndex()
        func isLuminosity(_ value: String) -> ([String: Any]) -> Bool {
            { e in (e["appearances"] as? [[String: Any]])?.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == value } == true }
        }
        guard let folder = colorIndex[name],
              let json = self.json(IBAssetCatalog.join(folder, "Contents.json")),
              let colors = json["colors"] as? [[String: Any]],
              let entry = dark ? colors.first(where: isLuminosity("dark"))
                  : colors.first(where: isLuminosity("light")) ?? colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
              let color = entry["color"] as? [String: Any], let c = color["components"] as? [String: Any] else { return nil }
        let p3 = (color["color-space"] as? String)?.lowercased() == "display-p3"
        func converted(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
            p3 ? IBAssetCatalog.sRGB(fromDisplayP3: r, g, b, alpha: a) : Color(red: r, green: g, blue: b, alpha: a)
        }
        func component(_ k: String) -> Double? {
            if let d = c[k] as? Double { return d }
            guard let s = c[k] as? String else { return nil }
            if s.hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(s) else { return nil }
            return v > 1 ? v / 255 : v
        }
        let a = component("alpha") ?? 1
        if let w = component("white") { return Color(white: w, alpha: a) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return converted(r, g, b, a)
    }

    /// A Display P3 colour in sRGB: both share the sRGB transfer curve; the linear values are
    /// mapped by the P3-to-sRGB matrix (D65) and clamped to sRGB's gamut.
    static func sRGB(fromDisplayP3 r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> Double {
            let c = min(max(v, 0), 1)
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return Color(red: encoded(1.2249 * lr - 0.2247 * lg + 0.0 * lb),
                     green: encoded(-0.0420 * lr + 1.0419 * lg + 0.0 * lb),
                     blue: encoded(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb), alpha: alpha)
    }

    /// The nearest folder at or up to six levels above `folder` that holds an Xcode project
    /// (`NAME.xcodeproj` or `NAME.xcworkspace`); failing that, the nearest that holds the spec
    /// an app's project is generated from (XcodeGen's `project.yml`, Tuist's `Project.swift`),
    /// as such a project commits no `.xcodeproj`; nil when none. (A `Package.swift` or a Git
    /// checkout's top is not taken for one: a package's storyboards keep their own folders.)
    static func projectFolder(above folder: String, files: any FileQueries) -> String? {
        let generated: Set<String> = ["project.yml", "project.yaml", "Project.swift"]
        var generatedFolder: String?
        var current = PathName(folder.isEmpty ? "." : folder)
        for _ in 0...6 {
            let names = files.names(in: current.argument) ?? []
            if names.contains(where: { ["xcodeproj", "xcworkspace"].contains(($0 as NSString).pathExtension) }) { return current.argument }
            if generatedFolder == nil, names.contains(where: generated.contains) { generatedFolder = current.argument }
            let up = current.folder
            if up.argument == current.argument { break }
            current = up
        }
        return generatedFolder
    }

    /// Calls `visit` with every entry below the project folder `root` and its depth (0: in
    /// `root`), not going into hidden folders, build products (`build`, `DerivedData`, `Pods`,
    /// `Carthage`), Xcode's project and workspace bundles, or folders whose extension is in
    /// `stopAt`; at most `maxEntries` entries, `maxDepth` folders deep.
    static func walkProject(_ root: String, files: any FileQueries, stopAt: Set<String> = [], _ visit: (String, Int) -> Void) {
        var entries = 0
        func walk(_ folder: String, depth: Int) {
            guard depth <= maxDepth, entries < maxEntries, let items = files.names(in: folder) else { return }
            for item in items.sorted() where !item.hasPrefix(".") && !["build", "DerivedData", "Pods", "Carthage"].contains(item) {
                entries += 1
                if entries >= maxEntries { return }
                let full = join(folder, item)
                visit(full, depth)
                let ext = (item as NSString).pathExtension
                if !stopAt.union(["xcodeproj", "xcworkspace"]).contains(ext), files.entry(at: full) == .folder {
                    walk(full, depth: depth + 1)
                }
            }
        }
        walk(root, depth: 0)
    }

    private func relativePath(_ path: String) -> String? {
        let root = assetsDirectory
        if root.isEmpty || root == "." { return path.hasPrefix("/") ? nil : path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : PathName(folder).appending(PathName(name)).argument
    }

    /// The image files of an image set in the order a screen of `scale` wants them: its own
    /// scale first, then the larger ones (scaled down), then the smaller (scaled up), then
    /// files of no scale (a single vector or universal image).
    func imagesInSet(_ folder: String, scale: Double = 2) -> [String] {
        guard let json = self.json(IBAssetCatalog.join(folder, "Contents.json")), let images = json["images"] as? [[String: Any]] else { return [] }
        func rank(_ s: String?) -> Double {
            guard let s, s.hasSuffix("x"), let v = Double(s.dropLast()) else { return 100 }
            return v == scale ? 0 : v > scale ? v - scale : 10 + scale - v
        }
        return images.compactMap { i -> (Double, String)? in
            guard let f = i["filename"] as? String, !f.contains("/") else { return nil }
            return (rank(i["scale"] as? String), IBAssetCatalog.join(folder, f))
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func json(_ path: String) -> [String: Any]? {
        guard let data = try? files.read(path, limit: FileLimits.textBytes), data.count < 1 << 20 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Every `NAME.imageset` and `NAME.colorset` in the `*.xcassets` folders of the search folders.
    private mutating func buildIndex() {
        guard index == nil else { return }
        var images: [String: String] = [:]
        var colors: [String: String] = [:]
        var loose: [String: String] = [:]
        var entries = 0
        let files = self.files
        // Loose image files in the search folders and their subfolders (not inside catalogues).
        func walkLoose(_ folder: String, depth: Int) {
            guard depth <= 4, entries < IBAssetCatalog.maxEntries,
                  let items = files.names(in: folder) else { return }
            for item in items.sorted() where !item.hasPrefix(".") {
                entries += 1
                if entries >= IBAssetCatalog.maxEntries { return }
                let full = IBAssetCatalog.join(folder, item)
                let ext = (item as NSString).pathExtension.lowercased()
                if IBAssetCatalog.imageExtensions.contains(ext) { if loose[item] == nil { loose[item] = full }; continue }
                if ext == "xcassets" || ext == "xcodeproj" || ext == "git" { continue }
                if files.entry(at: full) == .folder {
                    walkLoose(full, depth: depth + 1)
                }
            }
        }
        if let top = searchFolders.last { walkLoose(top, depth: 0) }
        func walk(_ folder: String, depth: Int) {
            guard depth <= IBAssetCatalog.maxDepth, entries < IBAssetCatalog.maxEntries,
                  let items = files.names(in: folder) else { return }
            for item in items.sorted() {
                entries += 1
                if entries >= IBAssetCatalog.maxEntries { return }
                let full = IBAssetCatalog.join(folder, item)
                let ext = (item as NSString).pathExtension
                let stem = (item as NSString).deletingPathExtension
                if ext == "imageset" { if images[stem] == nil { images[stem] = full }; continue }
                if ext == "colorset" { if colors[stem] == nil { colors[stem] = full }; continue }
                // Symbolic links are not followed: a link loop must not be walked.
                if files.entry(at: full) == .folder {
                    walk(full, depth: depth + 1)
                }
            }
        }
        for folder in searchFolders {
            guard let items = files.names(in: folder) else { continue }
            for item in items.sorted() where (item as NSString).pathExtension == "xcassets" {
                walk(IBAssetCatalog.join(folder, item), depth: 0)
            }
        }
        // The project's other catalogues, in any folder below it (those beside it are walked above).
        if let root = projectFolder {
            IBAssetCatalog.walkProject(root, files: files, stopAt: ["xcassets"]) { path, depth in
                if depth > 0, (path as NSString).pathExtension == "xcassets" { walk(path, depth: 0) }
            }
        }
        index = images
        colorIndex = colors
        looseFiles = loose
    }
}
