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
/// - a top-level controller is a scene as in a storyboard.
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
        guard let owner = objects.children("placeholder").first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" }) else {
            return (nil, nil)
        }
        let outlet = owner.child("connections")?.children("outlet").first { $0["property"] == "view" }
        return (outlet?["destination"], IBConverter.className(owner["customClass"]))
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

    /// The name of the scene a top-level view `e` is: the owner's class for the owner's view,
    /// else the view's class, else its label in Xcode's outline; nil when it has none of these
    /// (its Interface Builder id names it).
    static func sceneName(of e: IBElement, ownerViewID: String?, ownerClass: String?) -> String? {
        sceneName(id: e["id"], customClass: e["customClass"], userLabel: e["userLabel"], ownerViewID: ownerViewID, ownerClass: ownerClass)
    }

    /// The name of the scene a top-level view is, from its attributes (see the other `sceneName`).
    static func sceneName(id: String?, customClass: String?, userLabel: String?, ownerViewID: String?, ownerClass: String?) -> String? {
        if id == ownerViewID, let ownerClass { return ownerClass }
        return IBConverter.className(customClass) ?? userLabel
    }

    /// The storyboard `root` amounts to: the same document with a `<scenes>` element holding one
    /// scene per top-level view or controller (see the type's description), the initial one
    /// named. Each view becomes the root view (`key="view"`) of a controller with the view's
    /// Interface Builder id and the scene's name as its storyboard identifier; the
    /// controller-level settings Xcode stores on a xib's view (its simulated bars and size)
    /// move to that controller, where a storyboard keeps them. The elements are moved, not
    /// copied: `root` is not to be used afterwards.
    static func storyboard(from root: IBElement) -> IBElement {
        var attributes = root.attributes
        let objects = root.child("objects")
        let (ownerViewID, ownerClass) = objects.map(owner(in:)) ?? (nil, nil)
        let scenes = IBElement(name: "scenes", attributes: [:], line: objects?.line ?? root.line, column: objects?.column ?? root.column)
        var initial: String?
        for e in objects?.children.filter(isScene) ?? [] {
            let id = e["id"]!
            let controller: IBElement
            if IBDocumentIndex.controllerNames.contains(e.name) {
                controller = rebuilt(e, adding: ["sceneMemberID": "viewController"], children: e.children)
            } else {
                var a: [String: String] = ["id": id, "sceneMemberID": "viewController"]
                if let name = sceneName(of: e, ownerViewID: ownerViewID, ownerClass: ownerClass) { a["storyboardIdentifier"] = name }
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
            if initial == nil || id == ownerViewID { initial = id }
        }
        if let initial { attributes["initialViewController"] = initial }
        let document = IBElement(name: "document", attributes: attributes, line: root.line, column: root.column)
        for c in root.children where c.name != "objects" { document.append(c) }
        document.append(scenes)
        // What the top-level objects were stays listed, by kind alone, for messages.
        if let objects {
            let kinds = IBElement(name: "objects", attributes: [:], line: objects.line, column: objects.column)
            for e in objects.children { kinds.append(IBElement(name: e.name, attributes: [:], line: e.line, column: e.column)) }
            document.append(kinds)
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
