import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document: its name, attributes, child elements and
/// where its start tag is, for messages. A small tree is easier to convert than parser events,
/// because a view's frame, constraints and segues come in any order among its children.
final class IBElement {
    let name: String
    let attributes: [String: String]
    private(set) var children: [IBElement] = []
    /// Character data directly inside the element (a `<string key="text">`'s text).
    var text = ""
    let line: Int
    let column: Int
    weak private(set) var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    func append(_ child: IBElement) {
        child.parent = self
        children.append(child)
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child element named `name` (and with `key` when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element with this `key`, whatever its name.
    func child(key: String) -> IBElement? { children.first { $0["key"] == key } }

    /// Every child element named `name`.
    func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// A number attribute (nil when absent or not a finite number).
    func number(_ attribute: String) -> Double? {
        guard let s = attributes[attribute], let v = Double(s), v.isFinite else { return nil }
        return v
    }

    /// A `YES`/`NO` attribute.
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES"?: return true
        case "NO"?: return false
        default: return nil
        }
    }

    /// Every element below this one, depth first.
    func forEachDescendant(_ body: (IBElement) -> Void) {
        for c in children {
            body(c)
            c.forEachDescendant(body)
        }
    }
}

/// Reads an Interface Builder XML file into an `IBElement` tree with Foundation's `XMLParser`.
/// External entities are never resolved, and a document nested deeper than `maxDepth` or with
/// more than `maxElements` elements is refused instead of exhausting memory.
enum IBDocumentReader {
    /// Why a file could not be read as XML, and where.
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    static let maxDepth = 400
    static let maxElements = 2_000_000

    /// The root element, or where and why the XML could not be read.
    static func read(_ data: Data) -> Result<IBElement, Failure> {
        // Fed as a stream, in chunks: given the whole file as one buffer, libxml2 refuses any
        // document over 10,000,000 bytes ("huge input lookup", its code 1), well under the
        // 16 MiB a storyboard may have. What stays is its limit on one attribute value.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = Builder(parser: parser)
        parser.delegate = builder
        let ok = parser.parse()
        if let limit = builder.limit { return .failure(Failure(line: limit.line, column: limit.column, message: limit.message)) }
        if !ok || builder.root == nil {
            let e = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not an XML document"
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            return .failure(Failure(line: line, column: column, message: "cannot read the XML: \(describe(parser.parserError, fallback: e))"))
        }
        // Some parsers end a truncated document without an error: an element left open is one.
        if let open = builder.stack.last {
            return .failure(Failure(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                                    message: "the file ends before <\(open.name)> (opened at line \(open.line)) is closed; is it truncated?"))
        }
        return .success(builder.root!)
    }

    private static func describe(_ error: Error?, fallback: String) -> String {
        guard let error else { return fallback }
        let ns = error as NSError
        if ns.domain == XMLParser.errorDomain {
            return XMLErrorWords.words(for: ns.code).map { "\($0) (XML error \(ns.code))" } ?? "XML error \(ns.code)"
        }
        return fallback
    }

    private final class Builder: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var root: IBElement?
        var stack: [IBElement] = []
        var count = 0
        var limit: (line: Int, column: Int, message: String)?

        init(parser: XMLParser) { self.parser = parser }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            count += 1
            if stack.count >= IBDocumentReader.maxDepth || count > IBDocumentReader.maxElements {
                limit = (max(1, parser.lineNumber), max(1, parser.columnNumber),
                         stack.count >= IBDocumentReader.maxDepth
                            ? "elements nested more than \(IBDocumentReader.maxDepth) deep; this is not a storyboard Interface Builder wrote"
                            : "more than \(IBDocumentReader.maxElements) elements; this is not a storyboard Interface Builder wrote")
                parser.abortParsing()
                return
            }
            let e = IBElement(name: elementName, attributes: attributeDict,
                              line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            if let top = stack.last { top.append(e) } else if root == nil { root = e }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

extension IBDocumentReader {
    /// The device an Interface Builder document was laid out for: the `<device>` (or older
    /// `<simulatedScreenMetrics>`) element and the first scene's stored root view size. Nil for
    /// a document that names no device Xcode's canvas draws, or that is not XML.
    ///
    /// The canvas of the scene `scene` (a controller's IB id or storyboard identifier; nil: the
    /// initial one) when Xcode draws it at a size of its own: that device at that size, with no
    /// status bar and no safe-area insets (`DeviceProfile.freeformCanvas(size:)`), or with the
    /// simulated status bar where the scene lays out with the layout guides of before safe areas
    /// (`DeviceProfile.statusBarCanvas(size:)`); a xib's top-level view at a size of its own
    /// keeps the device's safe area (`DeviceProfile.partOfScreen(size:)`, see
    /// `DeviceProfile.xibViewsInScreen`), or stands at the top of the screen
    /// (`DeviceProfile.topOfScreen(size:)`). A xib naming no device is a phone's freeform
    /// canvas at its view's size. The size is
    /// the controller's freeform size (`freeformSimulatedSizeMetrics` and its `freeformSize`: a
    /// widget, a preview, a tall form), or else its root view's stored size where that is not
    /// the screen's: a popover's content, a page sheet's card, a split view's column, a
    /// container's child. A navigation controller is drawn at its root controller's size.
    static func device(_ data: Data, scene: String? = nil) -> DeviceProfile? {
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        let finder = DeviceFinder()
        parser.delegate = finder
        _ = parser.parse()
        finder.nameXibScenes()
        let size = finder.rootSize.map { finder.orientation == "landscape" ? Size($0.height, $0.width) : $0 }
        var device = DeviceProfile.interfaceBuilder(id: finder.id, orientation: finder.orientation, size: size, toolsVersion: finder.toolsVersion)
        device?.isDark = finder.appearance == "dark"
        if let d = device, let wanted = scene ?? finder.initialController, let own = finder.canvasSize(of: wanted, screen: d.size) {
            // A scene presented as a sheet is drawn as the sheet's card (from Xcode 11, iOS 13),
            // and so is one stored at the size of a phone's card, whatever presents it.
            let card = d.presentsSheets && (finder.isPresentedAsSheet(wanted) || !d.isLandscape && own == d.sheetCardSize)
            // The top layout guide of before safe areas measures the simulated status bar over
            // a scene of its own size, but for a sheet's card and a view stored as wide as the
            // screen and as tall as below its status bar (which stands below it).
            let belowStatusBar = own.width == d.size.width && own.height == d.size.height - d.statusBarHeight
            device = finder.keepsScreenInsets(wanted) ? d.partOfScreen(size: own)
                : finder.standsAtScreenTop(wanted) ? d.topOfScreen(size: own)
                : card ? d.sheetCardCanvas(size: own)
                : finder.usesLayoutGuides(wanted) && !belowStatusBar ? d.statusBarCanvas(size: own) : d.freeformCanvas(size: own)
            device?.isSheetCard = card
        }
        // A xib that names no device (before Xcode 8), or one this reader does not know, draws
        // its view at the view's own size, as a freeform canvas: a phone's, with no status bar
        // and no insets, of the iOS release its tools drew.
        if device == nil, finder.isXib, let wanted = scene ?? finder.initialController, let own = finder.rootSizes[wanted],
           var phone = DeviceProfile.named("iphone-8")?.freeformCanvas(size: own) {
            phone.systemVersion = DeviceProfile.systemVersion(ofTools: DeviceProfile.toolsNumber(finder.toolsVersion)) ?? phone.systemVersion
            device = phone
        }
        // A simulated status bar of none leaves the top layout guide nothing to measure (a
        // document laid out with safe areas keeps the device's: an iPad's, saved by Xcode 26,
        // keeps its 20 points with the status bar set to none).
        if let wanted = scene ?? finder.initialController, finder.usesLayoutGuides(wanted), finder.hidesStatusBar(wanted) {
            device = device?.hidingStatusBar()
        }
        return device
    }


    /// The elements of cells, which a xib's canvas draws without the device's safe area (a
    /// cell pinned to its content view's margins stands 11 points in from its top in Xcode's
    /// stored frames, whatever the device).
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    private final class DeviceFinder: NSObject, XMLParserDelegate {
        var id: String?
        var orientation: String?
        var appearance: String?
        var toolsVersion: String?
        var rootSize: Size?
        /// The document's initial controller's IB id.
        var initialController: String?
        /// Freeform controllers' sizes, by IB id and by storyboard identifier.
        var freeformSizes: [String: Size] = [:]
        /// Controllers' stored root view sizes, by IB id and by storyboard identifier.
        var rootSizes: [String: Size] = [:]
        /// Navigation controllers' root controllers' IB ids, by IB id and storyboard identifier.
        var navigationRoots: [String: String] = [:]
        /// Controllers laid out with the layout guides of before safe areas
        /// (`<viewControllerLayoutGuide>`), and those whose simulated status bar is none, by IB
        /// id and storyboard identifier.
        var layoutGuideControllers: Set<String> = [], statusBarless: Set<String> = []
        /// Controllers (and a xib's views) whose view does not extend under the bars along some
        /// edge (`<extendedEdge key="edgesForExtendedLayout">` without it, or an opaque simulated
        /// bar: `translucent="NO"`), by IB id and storyboard identifier.
        var keptFromBars: Set<String> = []
        private var inRootView = false
        /// The controller being read (IB id, storyboard identifier), whether Xcode draws it at a
        /// freeform size, and the depth of its element.
        private var controller: (id: String?, identifier: String?)?
        private var controllerIsFreeform = false
        private var controllerIsNavigation = false
        private var controllerDepth = 0
        /// The depth of the controller's root view element while its frame is awaited.
        private var controllerRootDepth: Int?
        private var depth = 0
        /// Whether the document is a xib, whose top-level views are scenes (`IBXibDocument`).
        private(set) var isXib = false
        /// A xib's top-level objects that may be scenes, in file order, and whether each has a
        /// stored frame (a view is a scene only with one; a controller always is).
        private var xibTopLevel: [(object: IBXibDocument.TopLevel, hasFrame: Bool)] = []
        /// A xib's File's Owner's class and the view its `view` outlet names.
        private var owner: (className: String?, viewID: String?) = (nil, nil)
        /// The depth of the File's Owner's element while it is read.
        private var ownerDepth: Int?
        /// Whether the document's element being read is its `<objects>` (a xib's top level).
        private var inObjects = false
        /// The place in `xibTopLevel` of the top-level object being read.
        private var readingTopLevel: Int?

        /// A xib's scenes named as `IBXibDocument` names them (their sizes found by name as
        /// well as by IB id), its initial scene and its first scene's size, as the converted
        /// document has them.
        func nameXibScenes() {
            guard isXib else { return }
            let scenes = xibTopLevel.filter { $0.object.isController || $0.hasFrame }.map(\.object)
            for name in IBXibDocument.sceneIDs(scenes, ownerViewID: owner.viewID, ownerClass: owner.className) {
                if let size = rootSizes[name.ibID] { rootSizes[name.sceneID] = size }
                if keptFromBars.contains(name.ibID) { keptFromBars.insert(name.sceneID) }
            }
            initialController = IBXibDocument.initialScene(scenes.map(\.id), ownerViewID: owner.viewID)
            rootSize = scenes.first.flatMap { rootSizes[$0.id] }
            // Which views keep the device's safe area (`keepsScreenInsets`).
            let tools = DeviceProfile.toolsNumber(toolsVersion)
            let notched = DeviceProfile.interfaceBuilder(id: id, orientation: nil, size: rootSize, toolsVersion: toolsVersion)?.hasNotch == true
            let names = IBXibDocument.sceneIDs(scenes, ownerViewID: owner.viewID, ownerClass: owner.className)
            for (object, name) in zip(scenes, names) where !object.isController && !xibCells.contains(object.id) {
                if object.id == owner.viewID || DeviceProfile.xibViewsInScreen.contains(tools) {
                    screenInsetScenes.formUnion([name.ibID, name.sceneID])
                } else if notched {
                    screenTopScenes.formUnion([name.ibID, name.sceneID])
                }
            }
        }

        /// Presentation segues' destinations (IB ids), their `modalPresentationStyle` and whether
        /// they are popovers.
        var presentations: [(destination: String, style: String?, popover: Bool)] = []
        /// Controllers' own `modalPresentationStyle`, by IB id.
        var controllerStyles: [String: String] = [:]

        /// Whether the scene `id` (or the navigation controller it is the root of) is the
        /// destination of a presentation segue that presents it as a sheet.
        func isPresentedAsSheet(_ id: String) -> Bool {
            var ids: Set<String> = [id]
            for (nav, root) in navigationRoots where root == id || nav == id { ids.formUnion([nav, root]) }
            return presentations.contains { p in
                ids.contains(p.destination)
                    && IBConverter.presentationStyle(p.style ?? controllerStyles[p.destination], popover: p.popover, sheets: true).isSheet
            }
        }

        /// The xib scenes (by IB id and scene id) whose views keep the device's safe-area insets at their own size.
        private var screenInsetScenes: Set<String> = []
        /// The xib scenes (by IB id and scene id) whose views stand at the top of the device's screen.
        private var screenTopScenes: Set<String> = []
        /// A xib's top-level cells, by IB id.
        private var xibCells: Set<String> = []

        /// Whether the scene `id`, drawn at a size of its own, keeps the device's safe area: a
        /// xib's top-level view does (`DeviceProfile.xibViewsInScreen`); a cell (its
        /// content is laid out in the cell, as a table lays it out) and a controller do not.
        func keepsScreenInsets(_ id: String) -> Bool { screenInsetScenes.contains(id) }

        /// Whether the scene `id`, drawn at a size of its own, stands at the top of the device's
        /// screen (`DeviceProfile.topOfScreen(size:)`): a xib's top-level view other than the
        /// owner's, on a phone with a notch, before Xcode 14.
        func standsAtScreenTop(_ id: String) -> Bool { screenTopScenes.contains(id) }

        /// Whether controller `id`'s scene (a navigation controller's: its root controller's)
        /// lays out with the top and bottom layout guides of before safe areas.
        /// In a document laid out with safe areas (`useSafeAreas`), Xcode measures those guides
        /// by the safe area, as SegueKit always does.
        func usesLayoutGuides(_ id: String) -> Bool { !usesSafeAreas && layoutGuideControllers.contains(navigationRoots[id] ?? id) }
        /// Whether the document is laid out with safe areas (`useSafeAreas="YES"`).
        private var usesSafeAreas = false

        /// Whether controller `id`'s scene draws no status bar: its simulated status bar (or
        /// its navigation controller's, or its root controller's) is none.
        func hidesStatusBar(_ id: String) -> Bool {
            statusBarless.contains(id) || navigationRoots[id].map(statusBarless.contains) == true
                || navigationRoots.contains { $0.value == id && statusBarless.contains($0.key) }
        }

        /// The size Xcode draws controller `id`'s scene at when it is not `screen`: its freeform
        /// size, or its root view's (a navigation controller's root controller's) stored size.
        /// A view kept from under the bars (`edgesForExtendedLayout` without an edge, an opaque
        /// simulated bar) stored as wide as the screen and shorter is the screen's, between its bars.
        func canvasSize(of id: String, screen: Size) -> Size? {
            if let freeform = freeformSizes[id] { return freeform }
            let rootID = navigationRoots[id] ?? id
            guard let root = rootSizes[rootID],
                  abs(root.width - screen.width) > 0.5 || abs(root.height - screen.height) > 0.5,
                  root.width >= 1, root.height >= 1 else { return nil }
            if keptFromBars.contains(rootID), abs(root.width - screen.width) <= 0.5, root.height < screen.height { return nil }
            return root
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if controller != nil, depth == controllerDepth { controller = nil }
            depth -= 1
            if let r = controllerRootDepth, depth < r { controllerRootDepth = nil }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes a: [String: String] = [:]) {
            depth += 1
            // A controller's root view's frame is its first child.
            if let r = controllerRootDepth, depth == r + 1 {
                controllerRootDepth = nil
                if let c = controller, elementName == "rect", a["key"] == "frame", let w = a["width"].flatMap(Double.init),
                   let h = a["height"].flatMap(Double.init), w.isFinite, h.isFinite {
                    let size = Size(IBSceneLayout.clampSide(w), IBSceneLayout.clampSide(h))
                    for key in [c.id, c.identifier].compactMap({ $0 }) { rootSizes[key] = size }
                }
            }
            if controller != nil, depth == controllerDepth + 1, a["key"] == "view" { controllerRootDepth = depth }
            if let d = ownerDepth, depth <= d { ownerDepth = nil }
            if depth == 2 { inObjects = elementName == "objects" }
            if isXib, inObjects, depth == 3 { readingTopLevel = nil }
            if isXib, inObjects, depth == 4, let i = readingTopLevel,
               (elementName == "rect" && a["key"] == "frame") || (elementName == "frameInset" && a["key"] == "frameInset") {
                xibTopLevel[i].hasFrame = true
            }
            if isXib, inObjects, depth == 3, let id = a["id"] {
                // A top-level object of a xib: the File's Owner, or a view or controller (a scene).
                if elementName == "placeholder" {
                    if a["placeholderIdentifier"] == "IBFilesOwner" {
                        owner.className = IBConverter.className(a["customClass"])
                        ownerDepth = depth
                    }
                    return
                }
                let isController = IBDocumentIndex.controllerNames.contains(elementName)
                if IBDocumentReader.cellElements.contains(elementName) { xibCells.insert(id) }
                xibTopLevel.append((IBXibDocument.TopLevel(id: id, customClass: a["customClass"], userLabel: a["userLabel"],
                                                           storyboardIdentifier: a["storyboardIdentifier"], isController: isController), false))
                readingTopLevel = xibTopLevel.count - 1
                controller = (id, a["storyboardIdentifier"])
                controllerIsFreeform = false
                controllerIsNavigation = elementName == "navigationController"
                controllerDepth = depth
                if !isController { controllerRootDepth = depth }
                return
            }
            if ownerDepth != nil, elementName == "outlet", a["property"] == "view" { owner.viewID = a["destination"] }
            switch elementName {
            case "document":
                isXib = IBXibDocument.isXib(type: a["type"])
                toolsVersion = a["toolsVersion"]
                initialController = a["initialViewController"]
                usesSafeAreas = a["useSafeAreas"] == "YES"
            case _ where a["sceneMemberID"] == "viewController":
                if let id = a["id"], let style = a["modalPresentationStyle"] { controllerStyles[id] = style }
                controller = (a["id"], a["storyboardIdentifier"])
                controllerIsFreeform = false
                controllerIsNavigation = elementName == "navigationController"
                controllerDepth = depth
            case "segue" where IBConverter.presentationKinds.contains(a["kind"] ?? ""):
                if let destination = a["destination"], let kind = a["kind"] {
                    presentations.append((destination, a["modalPresentationStyle"], IBConverter.popoverKinds.contains(kind)))
                }
            case "segue" where controllerIsNavigation && a["relationship"] == "rootViewController":
                if let c = controller, let root = a["destination"] {
                    for key in [c.id, c.identifier].compactMap({ $0 }) { navigationRoots[key] = root }
                }
            case "extendedEdge" where a["key"] == "edgesForExtendedLayout" && depth == controllerDepth + 1:
                if let c = controller, a["top"] != "YES" || a["bottom"] != "YES" {
                    keptFromBars.formUnion([c.id, c.identifier].compactMap { $0 })
                }
            case "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedTabBarMetrics":
                if let c = controller, depth == controllerDepth + 1, a["translucent"] == "NO" {
                    keptFromBars.formUnion([c.id, c.identifier].compactMap { $0 })
                }
            case "viewControllerLayoutGuide" where depth == controllerDepth + 2 && a["type"] == "top":
                if let c = controller { layoutGuideControllers.formUnion([c.id, c.identifier].compactMap { $0 }) }
            case "nil" where a["key"] == "simulatedStatusBarMetrics" && depth == controllerDepth + 1:
                if let c = controller { statusBarless.formUnion([c.id, c.identifier].compactMap { $0 }) }
            case "freeformSimulatedSizeMetrics" where a["key"] == "simulatedDestinationMetrics":
                controllerIsFreeform = controller != nil
            case "size" where a["key"] == "freeformSize" && controllerIsFreeform:
                if let w = a["width"].flatMap(Double.init), let h = a["height"].flatMap(Double.init), w >= 1, h >= 1,
                   w.isFinite, h.isFinite, let c = controller {
                    let size = Size(IBSceneLayout.clampSide(w), IBSceneLayout.clampSide(h))
                    for key in [c.id, c.identifier].compactMap({ $0 }) { freeformSizes[key] = size }
                }
            case "device":
                id = a["id"]; orientation = a["orientation"]; appearance = a["appearance"]
            case "simulatedScreenMetrics" where id == nil:
                id = a["type"]
            case _ where a["key"] == "view" && rootSize == nil:
                inRootView = true
            case "rect" where inRootView && a["key"] == "frame":
                if let w = a["width"].flatMap(Double.init), let h = a["height"].flatMap(Double.init) { rootSize = Size(w, h) }
                inRootView = false
            default:
                break
            }
        }
    }
}
