import Foundation

/// A xib — the Interface Builder document of one controller's view, a cell, or any view an app
/// loads from a nib — read as a storyboard whose scenes are its top-level objects, as Xcode's
/// canvas shows them side by side:
/// - the view the File's Owner's `view` outlet names is the owner's controller's scene, named by
///   the owner's class (`OptionsViewController.xib`'s view is the scene `OptionsViewController`,
///   run by a controller of that class when one is registered);
/// - every other top-level view (a cell, a header, a custom view) is a scene of its own, at its
///   stored size, named by its class, else its label in Xcode's outline, else its Interface
///   Builder id; a clear one is drawn over the canvas's colour (white, black when dark), as
///   Xcode draws it;
/// - a top-level controller is a scene as in a storyboard, named by its storyboard identifier,
///   else its class.
/// The first of these scenes — the owner's view when there is one — is the initial one.
/// Placeholders (File's Owner, First Responder) and objects that are not views (gesture
/// recognisers, custom objects) are no scenes.
enum IBXibDocument {
    /// The attribute that marks the controller made for a top-level view other than the
    /// owner's (a cell, a custom view): a view only ever shown on Xcode's canvas, never over
    /// another screen, so a clear one is drawn over the canvas's colour, as Xcode draws it.
    static let onCanvas = "segueKitShownOnCanvas"

    /// Whether `root` is a xib document.
    static func isXib(_ root: IBElement) -> Bool { root.name == "document" && isXib(type: root["type"]) }

    /// Whether a document `type` is a xib's (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`; a
    /// storyboard's is `….Storyboard.XIB`).
    static func isXib(type: String?) -> Bool {
        guard let type else { return false }
        return type.hasSuffix("XIB") && !type.contains("Storyboard")
    }

    /// The IB id of the view the File's Owner's `view` outlet names, and the owner's class.
    static func owner(in objects: IBElement) -> (viewID: String?, className: String?) {
        guard let owner = ownerPlaceholder(in: objects) else { return (nil, nil) }
        let outlet = owner.child("connections")?.children("outlet").first { $0["property"] == "view" }
        return (outlet?["destination"], IBConverter.className(owner["customClass"]))
    }

    /// The File's Owner's placeholder among a xib's top-level `objects`.
    static func ownerPlaceholder(in objects: IBElement) -> IBElement? {
        objects.children("placeholder").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
    }

    /// The kinds of the top-level objects of a xib that are not placeholders (`window`,
    /// `customObject`), for the message that none of them is a scene.
    static func topLevelKinds(_ document: IBElement) -> [String] {
        var kinds: [String] = []
        for e in document.child("objects")?.children ?? [] where e.name != "placeholder" && !kinds.contains(e.name) { kinds.append(e.name) }
        return kinds
    }

    /// Whether a top-level object of a xib is shown as a scene: a controller, or a view (an
    /// element with a stored frame).
    static func isScene(_ e: IBElement) -> Bool {
        guard e.name != "placeholder", e["id"] != nil else { return false }
        return IBDocumentIndex.controllerNames.contains(e.name) || e.child("rect", key: "frame") != nil
            || e.child("frameInset", key: "frameInset") != nil
    }

    /// A top-level object of a xib as its scene's name is decided: its Interface Builder id,
    /// the attributes that name it, and whether it is a controller.
    struct TopLevel {
        var id: String
        var customClass: String?
        var userLabel: String?
        var storyboardIdentifier: String?
        var isController: Bool
    }

    /// The scene ids of a xib's scenes (`scenes`, in file order), by Interface Builder id: the
    /// owner's view is named by the owner's class; another view by its class, else its label in
    /// Xcode's outline; a controller by its storyboard identifier, else its class; with no such
    /// name, the Interface Builder id. A repeated name gets the Interface Builder id appended,
    /// as `IBDocumentIndex` makes any scene id unique. The tree rewrite and the streaming
    /// reader of a document's device both name scenes here, so the two always agree.
    static func sceneIDs(_ scenes: [TopLevel], ownerViewID: String?, ownerClass: String?) -> [(ibID: String, sceneID: String, name: String)] {
        var used: Set<String> = []
        return scenes.map { e in
            let name: String?
            if e.isController {
                name = e.storyboardIdentifier ?? IBConverter.className(e.customClass)
            } else if e.id == ownerViewID, let ownerClass {
                name = ownerClass
            } else {
                name = IBConverter.className(e.customClass) ?? e.userLabel
            }
            let named = IBConverter.identifier(name) ?? e.id
            return (e.id, IBDocumentIndex.uniqueSceneID(named, ibID: e.id, used: &used), named)
        }
    }

    /// The scene that opens first: the owner's view when it is a scene, else the first scene.
    static func initialScene(_ ibIDs: [String], ownerViewID: String?) -> String? {
        ownerViewID.flatMap { ibIDs.contains($0) ? $0 : nil } ?? ibIDs.first
    }

    /// The storyboard `root` amounts to: the same document with a `<scenes>` element holding one
    /// scene per top-level view or controller (see the type's description), the initial one
    /// named. Each view becomes the root view (`key="view"`) of a controller with the view's
    /// Interface Builder id and the scene's id as its storyboard identifier; the
    /// controller-level settings Xcode stores on a xib's view (its simulated bars and size)
    /// move to that controller, where a storyboard keeps them. The other top-level objects
    /// (gesture recognizers, custom objects) stay in the document's `<objects>`, where a
    /// scene's views find the recognizers they name. What cannot be followed (the owner's
    /// `view` outlet naming a view inside another) is a warning in `log`. The elements are
    /// moved, not copied: `root` is not to be used afterwards.
    static func storyboard(from root: IBElement, _ log: inout IBDiagnosticLog) -> IBElement {
        var attributes = root.attributes
        let objects = root.child("objects")
        let (ownerViewID, ownerClass) = objects.map(owner(in:)) ?? (nil, nil)
        let sceneElements = objects?.children.filter(isScene) ?? []
        let names = sceneIDs(sceneElements.map {
            TopLevel(id: $0["id"]!, customClass: $0["customClass"], userLabel: $0["userLabel"],
                     storyboardIdentifier: $0["storyboardIdentifier"], isController: IBDocumentIndex.controllerNames.contains($0.name))
        }, ownerViewID: ownerViewID, ownerClass: ownerClass)
        if let ownerViewID, ownerClass != nil, !sceneElements.contains(where: { $0["id"] == ownerViewID }),
           let owner = objects.flatMap(ownerPlaceholder(in:)) {
            log.warn(owner, "the File's Owner's view outlet names '\(ownerViewID)', which is not a top-level view; no scene is run by \(ownerClass!)")
        }
        let scenes = IBElement(name: "scenes", attributes: [:], line: objects?.line ?? root.line, column: objects?.column ?? root.column)
        for (e, name) in zip(sceneElements, names) {
            let id = name.ibID
            if name.sceneID != name.name {
                log.warn(e, "two top-level objects are named '\(name.name)'; this one's scene is called '\(name.sceneID)'")
            }
            let controller: IBElement
            if IBDocumentIndex.controllerNames.contains(e.name) {
                var a = ["sceneMemberID": "viewController"]
                if name.sceneID != id { a["storyboardIdentifier"] = name.sceneID }
                controller = rebuilt(e, adding: a, children: e.children)
            } else {
                var a: [String: String] = ["id": id, "sceneMemberID": "viewController"]
                if name.sceneID != id { a["storyboardIdentifier"] = name.sceneID }
                if id == ownerViewID, let ownerClass { a["customClass"] = ownerClass } else { a[onCanvas] = "YES" }
                controller = IBElement(name: "viewController", attributes: a, line: e.line, column: e.column)
                let simulated = e.children.filter { ($0["key"] ?? "").hasPrefix("simulated") }
                controller.append(rebuilt(e, adding: ["key": "view"], children: e.children.filter { c in !simulated.contains { $0 === c } }))
                for s in simulated { controller.append(s) }
            }
            let scene = IBElement(name: "scene", attributes: ["sceneID": "xib-\(id)"], line: e.line, column: e.column)
            let sceneObjects = IBElement(name: "objects", attributes: [:], line: e.line, column: e.column)
            sceneObjects.append(controller)
            scene.append(sceneObjects)
            scenes.append(scene)
        }
        if let initial = initialScene(names.map(\.ibID), ownerViewID: ownerViewID) { attributes["initialViewController"] = initial }
        let document = IBElement(name: "document", attributes: attributes, line: root.line, column: root.column)
        for c in root.children where c.name != "objects" { document.append(c) }
        document.append(scenes)
        if let objects {
            let loose = IBElement(name: "objects", attributes: [:], line: objects.line, column: objects.column)
            for e in objects.children where !sceneElements.contains(where: { $0 === e }) { loose.append(e) }
            document.append(loose)
        }
        return document
    }

    /// `e` with `attributes` added (replacing any of the same name), holding `children` (moved to it).
    private static func rebuilt(_ e: IBElement, adding attributes: [String: String], children: [IBElement]) -> IBElement {
        let copy = IBElement(name: e.name, attributes: e.attributes.merging(attributes) { $1 }, line: e.line, column: e.column)
        copy.text = e.text
        for c in children { copy.append(c) }
        return copy
    }
}
