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
    /// The size Interface Builder laid the scenes out for.
    var canvas = Size(375, 667)
    /// Whether the document uses Auto Layout.
    var usesAutolayout = false

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
        if !type.contains("Storyboard") {
            log.error(root, type.contains("XIB")
                      ? "this is an Interface Builder xib ('\(type)'), not a storyboard; only storyboards are read"
                      : "this is not an Interface Builder storyboard (document type '\(type)')")
            return nil
        }
        if !type.contains("CocoaTouch") {
            log.warn(root, "this is not an iOS storyboard (document type '\(type)'); its scenes are converted as far as they go")
        }
        var index = IBDocumentIndex()
        index.usesAutolayout = root.flag("useAutolayout") ?? false
        index.canvas = canvasSize(root)
        if let r = root.child("resources") { index.resources = IBResources(r) }
        guard let scenesElement = root.child("scenes"), !scenesElement.children("scene").isEmpty else {
            log.error(root.child("scenes") ?? root, "the storyboard has no scenes")
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
            var id = IBConverter.identifier(vc["storyboardIdentifier"]) ?? ibID
            if usedIDs.contains(id) {
                log.warn(vc, "storyboard identifier '\(id)' is used by two scenes; this one is called '\(id)-\(ibID)'")
                id = "\(id)-\(ibID)"
            }
            usedIDs.insert(id)
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

    /// The size Interface Builder laid the scenes out for: the document's simulated device.
    static func canvasSize(_ root: IBElement) -> Size {
        var size = Size(375, 667)
        let deviceID = root.child("device")?["id"] ?? root.child("simulatedMetricsContainer")?
            .child("simulatedScreenMetrics")?["type"]
        let sizes: [String: Size] = [
            "retina3_5": Size(320, 480), "retina4": Size(320, 568), "retina4_0": Size(320, 568),
            "retina4_7": Size(375, 667), "retina47": Size(375, 667), "retina5_5": Size(414, 736), "retina55": Size(414, 736),
            "retina5_9": Size(375, 812), "retina6_1": Size(414, 896), "retina6_5": Size(414, 896),
            "retina6_12": Size(390, 844), "retina6_7": Size(428, 926), "retina6_72": Size(430, 932),
            "retina6_3": Size(402, 874), "retina6_9": Size(440, 956),
            "ipad9_7": Size(768, 1024), "ipad10_2": Size(810, 1080), "ipad10_5": Size(834, 1112),
            "ipad11": Size(834, 1194), "ipad12_9": Size(1024, 1366), "ipad": Size(768, 1024),
        ]
        if let d = deviceID, let s = sizes[d] { size = s }
        if root.child("device")?["orientation"] == "landscape" { size = Size(size.height, size.width) }
        return size
    }
}
