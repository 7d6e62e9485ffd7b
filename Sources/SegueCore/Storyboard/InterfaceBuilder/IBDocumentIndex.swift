import Foundation

/// What an Interface Builder document says before any scene is converted: that it is an iOS
/// storyboard, the device its scenes were laid out for, its resources, and each scene's id
/// (segues refer to scenes anywhere in the file, so every id is known first).
struct IBDocumentIndex {
    /// The scene id of each controller element, by Interface Builder id: its storyboard
    /// identifier (spaces made underscores), else its Interface Builder id; a repeated one gets
    /// the Interface Builder id appended.
    var sceneIDs: [String: String] = [:]
    /// Each scene's controller element, by Interface Builder id.
    var controllerElements: [String: IBElement] = [:]
    /// The scene each exit placeholder belongs to, by the placeholder's id.
    var exitScene: [String: String] = [:]
    /// The scenes' controllers, in file order.
    var controllers: [IBElement] = []
    /// The scene ids that came from a storyboard identifier (the app's code may load them by it).
    var identifiedScenes: Set<String> = []
    /// The document's colours and image sizes.
    var resources = IBResources()
    /// The size Interface Builder laid the scenes out for: its device's (375×667 when it names none).
    var canvas = Size(375, 667)
    /// The device the document names, which a window showing it emulates by default.
    var device: DeviceProfile?
    /// Whether its presentation segues present sheets by default (`DeviceProfile.presentsSheets`).
    var presentsSheets: Bool { device?.presentsSheets ?? true }
    /// A xib's top-level objects that are no scene (gesture recognizers, custom objects), by
    /// Interface Builder id: the recognizers its views name are among them.
    var looseObjects: [String: IBElement] = [:]
    /// Whether the document uses Auto Layout.
    var usesAutolayout = false
    /// Whether the document is shown in the dark appearance (`<device appearance="dark">`):
    /// its system colours, colour sets and default text and background colours are the dark ones.
    var isDark = false
    /// The intrinsic size Interface Builder measured for each view of an `@IBDesignable` class,
    /// by Interface Builder id (`<designables>`): Xcode's canvas runs the app's own class to
    /// draw such a view and records what it measured; `View.noIntrinsicMetric` on an axis
    /// where the class has no size of its own.
    var designedSizes: [String: Size] = [:]

    /// The controller elements a scene may hold.
    static let controllerNames: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "viewControllerPlaceholder",
        "glkViewController", "avPlayerViewController", "hostingController", "controller",
    ]

    /// Reads the document `root`, reporting what is wrong with it to `log`; nil when it is
    /// not a storyboard or has no scene with a controller.
    static func read(_ root: IBElement, _ log: inout IBDiagnosticLog) -> IBDocumentIndex? {
        guard root.name == "document" else {
            log.error(root, "this is XML but not an Interface Builder document (its root element is <\(root.name)>, expected <document>)")
            return nil
        }
        let type = root["type"] ?? ""
        let isXib = IBXibDocument.isXib(root)
        if !type.contains("Storyboard") && !isXib {
            log.error(root, "this is not an Interface Builder storyboard or xib (document type '\(type)')")
            return nil
        }
        if !type.contains("CocoaTouch") {
            log.warn(root, "this is not an iOS \(isXib ? "xib" : "storyboard") (document type '\(type)'); its scenes are converted as far as they go")
        }
        var index = IBDocumentIndex()
        index.usesAutolayout = root.flag("useAutolayout") ?? false
        index.device = device(root)
        index.isDark = root.child("device")?["appearance"] == "dark"
        index.canvas = index.device?.size ?? Size(375, 667)
        if let r = root.child("resources") { index.resources = IBResources(r) }
        index.designedSizes = designedSizes(root)
        for e in root.child("objects")?.children ?? [] { if let id = e["id"] { index.looseObjects[id] = e } }
        guard let scenesElement = root.child("scenes"), !scenesElement.children("scene").isEmpty else {
            let kinds = IBXibDocument.topLevelKinds(root)
            log.error(root.child("scenes") ?? root, !isXib ? "the storyboard has no scenes"
                      : "the xib has no top-level view or controller" + (kinds.isEmpty ? "" : " (its top-level objects: \(kinds.joined(separator: ", ")))"))
            return nil
        }
        var usedIDs: Set<String> = []
        var identifiers: [String] = []
        for scene in scenesElement.children("scene") {
            guard let objects = scene.child("objects") else {
                log.warn(scene, "a scene without objects is skipped")
                continue
            }
            for exit in objects.children("exit") { if let id = exit["id"] { index.exitScene[id] = "" } }
            guard let vc = objects.children.first(where: { $0["sceneMemberID"] == "viewController" })
                    ?? objects.children.first(where: { controllerNames.contains($0.name) }) else {
                log.warn(scene, "a scene without a view controller is skipped")
                continue
            }
            guard let ibID = vc["id"] else {
                log.warn(vc, "a \(vc.name) without an id is skipped")
                continue
            }
            let named = IBConverter.identifier(vc["storyboardIdentifier"]) ?? ibID
            let id = uniqueSceneID(named, ibID: ibID, used: &usedIDs)
            if id != named {
                log.warn(vc, "storyboard identifier '\(named)' is used by two scenes; this one is called '\(id)'")
            }
            index.sceneIDs[ibID] = id
            index.controllerElements[ibID] = vc
            for exit in objects.children("exit") { if let eid = exit["id"] { index.exitScene[eid] = id } }
            index.controllers.append(vc)
            if let identifier = IBConverter.identifier(vc["storyboardIdentifier"]) { identifiers.append(identifier) }
        }
        guard !index.controllers.isEmpty else {
            log.error(scenesElement, "the storyboard has no scene with a view controller")
            return nil
        }
        let sceneIDs = Set(index.sceneIDs.values)
        index.identifiedScenes = Set(identifiers.filter { sceneIDs.contains($0) })
        return index
    }

    /// `name` as a scene id not in `used` (and now in it): as it is, or with the Interface
    /// Builder id `ibID` appended when another scene has it.
    static func uniqueSceneID(_ name: String, ibID: String, used: inout Set<String>) -> String {
        let id = used.contains(name) ? "\(name)-\(ibID)" : name
        used.insert(id)
        return id
    }

    /// The intrinsic sizes the document records for its designable views (`<designable
    /// name="ID"><size key="intrinsicContentSize" width= height=>`), by view id; a negative
    /// side (UIKit's `noIntrinsicMetric`, −1) is none, and so is a side of 0 (iNaturalist's
    /// non-scrolling text view records a width of 0, which Xcode lays out 384 wide in a
    /// stack that stretches it, hugging at 1000); a size beyond those a view may have is left
    /// out.
    static func designedSizes(_ root: IBElement) -> [String: Size] {
        var out: [String: Size] = [:]
        for d in root.child("designables")?.children("designable") ?? [] {
            guard let id = d["name"], let s = d.child("size", key: "intrinsicContentSize"),
                  let w = s.number("width"), let h = s.number("height") else { continue }
            func side(_ v: Double) -> Double? { v <= 0 ? View.noIntrinsicMetric : v <= YAMLReader.maxSide ? v : nil }
            guard let width = side(w), let height = side(h) else { continue }
            out[id] = Size(width, height)
        }
        return out
    }

    /// The device Interface Builder laid the scenes out for (`<device id=…>`, or an older
    /// document's simulated screen metrics), as the first scene's stored root size confirms, or
    /// that size's device when the document names none; nil for a freeform document or an id
    /// Xcode's canvas does not name.
    static func device(_ root: IBElement) -> DeviceProfile? {
        let device = root.child("device")
        let id = device?["id"] ?? root.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics")?["type"]
        let landscape = device?["orientation"] == "landscape"
        var stored: Size?
        root.child("scenes")?.forEachDescendant { e in
            guard stored == nil, e["key"] == "view", let r = e.child("rect", key: "frame"),
                  let w = r.number("width"), let h = r.number("height") else { return }
            stored = landscape ? Size(h, w) : Size(w, h)
        }
        var profile = DeviceProfile.interfaceBuilder(id: id, orientation: device?["orientation"], size: stored,
                                                     toolsVersion: root["toolsVersion"])
        profile?.isDark = device?["appearance"] == "dark"
        return profile
    }
}
