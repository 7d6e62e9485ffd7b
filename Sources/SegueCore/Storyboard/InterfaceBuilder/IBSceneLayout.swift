import Foundation

/// Where the views of one scene go: each frame stored, laid out by a stack view or worked out
/// from the scene's simple Auto Layout constraints (required equalities with the superview,
/// its layout guides and placed siblings), and how each view follows its superview's size.
/// It reads Interface Builder elements and makes frames and autoresizing masks; it knows
/// nothing of the storyboard model. What it cannot honour it reports in `warnings`.
struct IBSceneLayout {
    /// The scene, for warnings given once per scene.
    let sceneID: String
    /// The size classes the window has (which stored variations apply).
    let widthClass: InterfaceBuilderSizeClass, heightClass: InterfaceBuilderSizeClass
    /// The images' sizes by name (an image view's natural size).
    let imageSizes: [String: Size]
    /// Each converted view's frame in its superview, by Interface Builder id.
    var frames: [String: Rect] = [:]
    /// Each view's superview, by Interface Builder id.
    var parentOf: [String: String] = [:]
    /// Each view's element, by Interface Builder id.
    var elements: [String: IBElement] = [:]
    /// Layout guides and safe areas: id → the view they belong to and their rectangle in it.
    var guides: [String: (owner: String, rect: Rect)] = [:]
    /// Every constraint of the scene.
    var constraints: [IBConstraint] = []
    /// The indices in `constraints` of each view's constraints (as first or second item).
    var constraintsOf: [String: [Int]] = [:]
    /// Each view's autoresizing mask as worked out from its constraints, by sibling depth and id.
    var autoresizingMasks: [String: AutoresizingMask] = [:]
    /// The root view's IB id.
    var rootID: String?
    /// Whether a view placed by its constraints had some that could not be honoured.
    var skippedConstraints = false
    /// What could not be placed as stored: the element, the message and the key it is given
    /// once under.
    var warnings: [(element: IBElement, message: String, once: String)] = []

    init(sceneID: String, options: InterfaceBuilderOptions, imageSizes: [String: Size]) {
        self.sceneID = sceneID
        widthClass = options.widthClass
        heightClass = options.heightClass
        self.imageSizes = imageSizes
    }

    static func clampSide(_ v: Double) -> Double { min(max(v.isFinite ? v : 0, 0), YAMLReader.maxSide) }
    static func clamp(_ r: Rect) -> Rect {
        let c = YAMLReader.maxCoordinate
        return Rect(min(max(r.minX.isFinite ? r.minX : 0, -c), c), min(max(r.minY.isFinite ? r.minY : 0, -c), c),
                    clampSide(r.width), clampSide(r.height))
    }

    /// Whether a variation (`heightClass=regular-widthClass=compact`) applies to the window.
    func variationApplies(_ key: String) -> Bool {
        let parts = key.split(separator: "-")
        guard !parts.isEmpty, key != "default" else { return false }
        for p in parts {
            let kv = p.split(separator: "=")
            guard kv.count == 2 else { return false }
            let want = kv[0] == "widthClass" ? widthClass.rawValue : heightClass.rawValue
            if kv[1] != want { return false }
        }
        return true
    }

    /// The frame Interface Builder stored: a matching size-class variation's, the `<rect>`, or
    /// (Xcode 8) the `frameInset` from the superview's edges.
    func storedFrame(_ e: IBElement, parentSize: Size) -> Rect? {
        func rect(_ r: IBElement) -> Rect? {
            guard let w = r.number("width"), let h = r.number("height") else { return nil }
            return Rect(r.number("x") ?? 0, r.number("y") ?? 0, w, h)
        }
        for v in e.children("variation") where variationApplies(v["key"] ?? "") {
            if let r = v.child("rect", key: "frame").flatMap(rect) { return r }
        }
        if let r = e.child("rect", key: "frame").flatMap(rect) { return r }
        if let i = e.child("frameInset", key: "frameInset") {
            let minX = i.number("minX") ?? 0, minY = i.number("minY") ?? 0
            let w = i.number("width") ?? (parentSize.width - minX - (i.number("maxX") ?? 0))
            let h = i.number("height") ?? (parentSize.height - minY - (i.number("maxY") ?? 0))
            let x = i.number("minX") ?? (i.number("maxX").map { parentSize.width - $0 - w } ?? 0)
            let y = i.number("minY") ?? (i.number("maxY").map { parentSize.height - $0 - h } ?? 0)
            return Rect(x, y, max(0, w), max(0, h))
        }
        return nil
    }

    /// The autoresizing mask: the stored one, or for an Auto Layout view what its constraints
    /// imply. Pinned to both sides of the superview: flexible size; to the trailing edge only:
    /// a flexible leading margin; centred: both margins flexible. A view placed against a
    /// sibling follows that sibling (a button above one pinned to the bottom stays above it).
    ///
    /// Siblings are followed at most `siblingDepth` steps, and each view's mask at each step is
    /// worked out once and remembered, so identical or circular constraints between siblings
    /// cost their number, not a power of it.
    mutating func autoresizing(of e: IBElement, depth: Int = 0) -> AutoresizingMask {
        if let m = e.child("autoresizingMask", key: "autoresizingMask") {
            var mask: AutoresizingMask = []
            if m.flag("flexibleMinX") == true { mask.insert(.flexibleLeftMargin) }
            if m.flag("widthSizable") == true { mask.insert(.flexibleWidth) }
            if m.flag("flexibleMaxX") == true { mask.insert(.flexibleRightMargin) }
            if m.flag("flexibleMinY") == true { mask.insert(.flexibleTopMargin) }
            if m.flag("heightSizable") == true { mask.insert(.flexibleHeight) }
            if m.flag("flexibleMaxY") == true { mask.insert(.flexibleBottomMargin) }
            return mask
        }
        guard let id = e["id"], let parent = self.parentOf[id] else { return [] }
        let memoKey = "\(depth) \(id)"
        if let known = self.autoresizingMasks[memoKey] { return known }
        var pinned: Set<String> = []
        for k in self.constraintsOf[id] ?? [] {
            let c = self.constraints[k]
            guard c.isEquality, c.priority >= 1000 else { continue }
            let other: String?, attribute: String, otherAttribute: String?
            if c.first == id { other = c.second; attribute = c.firstAttribute.rawValue; otherAttribute = c.second == nil ? nil : c.secondAttribute.rawValue }
            else if c.second == id { other = c.first; attribute = c.secondAttribute.rawValue; otherAttribute = c.firstAttribute.rawValue }
            else { continue }
            guard let other, let otherAttribute, other != id else { continue }
            let a = IBSceneLayout.normalized(attribute).name
            if other == parent || self.guides[other]?.owner == parent {
                pinned.insert(a)
            } else if depth < IBSceneLayout.siblingDepth, self.parentOf[other] == parent, let sibling = self.elements[other] {
                // Against a sibling: follow the edge of the sibling it is placed against.
                let m = autoresizing(of: sibling, depth: depth + 1)
                let b = IBSceneLayout.normalized(otherAttribute).name
                let vertical = ["top", "bottom", "centerY"].contains(a)
                let (nearFlex, size, farFlex): (AutoresizingMask, AutoresizingMask, AutoresizingMask) = vertical
                    ? (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin) : (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
                let far = vertical ? "bottom" : "right", mid = vertical ? "centerY" : "centerX"
                guard ["top", "bottom", "left", "right", "centerX", "centerY"].contains(a) else { continue }
                let edgeMoves: Bool
                if m.contains(nearFlex) && m.contains(farFlex) { pinned.insert(mid); continue }
                if m.contains(nearFlex) { edgeMoves = true }                          // the sibling follows the far edge
                else if m.contains(size) { edgeMoves = b == far || b == mid }         // its far edge follows
                else { edgeMoves = false }
                // A sibling that stays put leaves the view where it is (no flexible margin).
                if edgeMoves { pinned.insert(far) }
            }
        }
        var mask: AutoresizingMask = []
        if pinned.contains("left") && pinned.contains("right") { mask.insert(.flexibleWidth) }
        else if pinned.contains("right") { mask.insert(.flexibleLeftMargin) }
        else if pinned.contains("centerX") { mask.formUnion([.flexibleLeftMargin, .flexibleRightMargin]) }
        if pinned.contains("top") && pinned.contains("bottom") { mask.insert(.flexibleHeight) }
        else if pinned.contains("bottom") { mask.insert(.flexibleTopMargin) }
        else if pinned.contains("centerY") { mask.formUnion([.flexibleTopMargin, .flexibleBottomMargin]) }
        self.autoresizingMasks[memoKey] = mask
        return mask
    }

    /// How many siblings `autoresizing(of:_:depth:)` follows from a view (a view placed
    /// against one placed against another …).
    static let siblingDepth = 4

    /// Every constraint of the scene, and each view's superview.
    mutating func collectConstraints(in root: IBElement) {
        func walk(_ e: IBElement, depth: Int) {
            guard depth < 100 else { return }
            let id = e["id"]
            if let id, let list = e.child("constraints") {
                for c in list.children("constraint") {
                    var problem: String?
                    if let k = IBConstraint(c, owner: id, problem: &problem) { self.constraints.append(k) }
                }
            }
            if let id { self.elements[id] = e }
            for child in IBConverter.subviewElements(of: e) {
                if let id, let cid = child["id"] { self.parentOf[cid] = id }
                walk(child, depth: depth + 1)
            }
        }
        walk(root, depth: 0)
        // Each view's constraints, so a view's own are found without reading the scene's all.
        for (k, c) in self.constraints.enumerated() {
            self.constraintsOf[c.first, default: []].append(k)
            if let s = c.second, s != c.first { self.constraintsOf[s, default: []].append(k) }
        }
    }

    /// A view's own safe area and margins guides, in its bounds.
    mutating func registerGuides(_ e: IBElement, size: Size) {
        guard let owner = e["id"] else { return }
        let isRoot = owner == self.rootID
        for g in e.children("viewLayoutGuide") {
            guard let id = g["id"] else { continue }
            if g["key"] == "safeArea" {
                let top: Double = isRoot ? (size.height >= 812 ? 44 : 20) : 0, bottom: Double = isRoot && size.height >= 812 ? 34 : 0
                self.guides[id] = (owner, Rect(0, top, size.width, max(0, size.height - top - bottom)))
            } else {
                let m: Double = isRoot ? 16 : 8
                self.guides[id] = (owner, Rect(m, 8, max(0, size.width - 2 * m), max(0, size.height - 16)))
            }
        }
    }

    /// The frames of `children` in a view of `size`: stored, laid out by a stack view, or
    /// solved from the simple constraints; rows of a table without frames go one under another.
    mutating func layoutChildren(_ children: [IBElement], in parent: IBElement, size: Size) -> [Rect] {
        var frames: [Rect?] = children.map { storedFrame($0, parentSize: size) }
        if parent.name == "stackView", frames.contains(where: { $0 == nil }) {
            let laid = stackLayout(parent, children, stored: frames, size: size)
            for (c, f) in zip(children, laid) { if let id = c["id"] { self.frames[id] = f } }
            return laid
        }
        // A cell's content view without a frame fills the cell.
        for (i, c) in children.enumerated() where frames[i] == nil && c["key"] == "contentView" { frames[i] = Rect(size: size) }
        for (c, f) in zip(children, frames) { if let id = c["id"], let f { self.frames[id] = f } }
        guard frames.contains(where: { $0 == nil }) else { return frames.map { $0! } }
        // Rows without frames (old table views), one under another.
        var rowY = 0.0
        for (i, c) in children.enumerated() where c.name.hasSuffix("Cell") {
            if let f = frames[i] { rowY = f.maxY; continue }
            let h = c.number("rowHeight") ?? parent.number("rowHeight") ?? 44
            frames[i] = Rect(0, rowY, size.width, h)
            rowY += h
        }
        // Constraints: passes until nothing more is placed (siblings place each other).
        let parentID = parent["id"] ?? ""
        let unplaced = Set(children.indices.filter { frames[$0] == nil }.compactMap { children[$0]["id"] })
        if self.constraints.contains(where: { c in
            (unplaced.contains(c.first) || c.second.map { unplaced.contains($0) } == true) && (!c.isEquality || c.priority < 1000)
        }) {
            self.skippedConstraints = true
        }
        // A view is tried again only when a sibling it is constrained to has just been placed
        // (a solution needs every sibling it names placed, so the order does not change it):
        // each view is tried at most once per constraint, never once per pass over all.
        var childIndex: [String: Int] = [:]
        for (i, c) in children.enumerated() { if let id = c["id"], childIndex[id] == nil { childIndex[id] = i } }
        var todo = children.indices.filter { frames[$0] == nil }
        while !todo.isEmpty {
            var again = Set<Int>()
            for i in todo where frames[i] == nil {
                let c = children[i]
                guard let f = solve(c, parent: parentID, size: size, final: false) else { continue }
                frames[i] = f
                guard let id = c["id"] else { continue }
                self.frames[id] = f
                for k in self.constraintsOf[id] ?? [] {
                    let k = self.constraints[k]
                    for other in [k.first, k.second] {
                        if let other, other != id, let j = childIndex[other], frames[j] == nil { again.insert(j) }
                    }
                }
            }
            todo = again.sorted()
        }
        for (i, c) in children.enumerated() where frames[i] == nil {
            let f = solve(c, parent: parentID, size: size, final: true) ?? Rect(size: intrinsicSize(c))
            warnings.append((element: c, message: "\(c.name) has no stored frame and its constraints do not place it fully; it is placed at \(YAMLReader.format(f.minX)), \(YAMLReader.format(f.minY)) (\(YAMLReader.format(f.width))×\(YAMLReader.format(f.height)))",
                 once: "unplaced-\(sceneID)"))
            frames[i] = f
            if let id = c["id"] { self.frames[id] = f }
        }
        if self.skippedConstraints {
            self.skippedConstraints = false
            warnings.append((element: parent, message: "some constraints of views without a stored frame are not honoured (inequalities, priorities below required, or items that are not the superview, a sibling or a layout guide)",
                 once: "skipped-\(sceneID)"))
        }
        return frames.map { $0 ?? .zero }
    }

    /// An attribute without its margin suffix, and whether it had one.
    static func normalized(_ attribute: String) -> (name: String, margin: Bool) {
        var a = attribute, margin = false
        for suffix in ["WithinMargins", "Margin"] where a.hasSuffix(suffix) {
            a.removeLast(suffix.count); margin = true
        }
        switch a {
        case "leading": return ("left", margin)
        case "trailing": return ("right", margin)
        case "baseline", "lastBaseline": return ("bottom", margin)
        case "firstBaseline": return ("top", margin)
        default: return (a, margin)
        }
    }

    /// The value of `item.attribute` in the coordinates of the view `parent` (of `size`), for
    /// the superview itself, a layout guide of it, or a sibling already placed.
    func value(_ item: String, _ attribute: String, parent: String, size: Size) -> Double? {
        let (a, margin) = IBSceneLayout.normalized(attribute)
        var r: Rect
        var inset = 0.0
        if item == parent {
            r = Rect(size: size)
            if margin { inset = a == "top" || a == "bottom" ? 8 : (parent == self.rootID ? 16 : 8) }
        } else if let g = self.guides[item], g.owner == parent {
            r = g.rect
        } else if self.parentOf[item] == parent, let f = self.frames[item] {
            r = f
        } else {
            return nil
        }
        switch a {
        case "left": return r.minX + inset
        case "right": return r.maxX - inset
        case "top": return r.minY + inset
        case "bottom": return r.maxY - inset
        case "centerX": return r.midX
        case "centerY": return r.minY + r.height / 2
        case "width": return r.width
        case "height": return r.height
        default: return nil
        }
    }

    /// The frame of `e` from its required equality constraints with its superview, the
    /// superview's guides and placed siblings; nil until both its position and size are known
    /// (with `final`, missing parts fall back to its natural size and the superview's origin).
    func solve(_ e: IBElement, parent: String, size: Size, final: Bool) -> Rect? {
        guard let id = e["id"] else { return final ? Rect(size: intrinsicSize(e)) : nil }
        var known: [String: Double] = [:]
        var aspect: Double?
        var pending = false
        for k in self.constraintsOf[id] ?? [] {
            let c = self.constraints[k]
            guard c.isEquality, c.priority >= 1000 else { continue }
            if c.first == id, c.second == id {
                let a = IBSceneLayout.normalized(c.firstAttribute.rawValue).name, b = IBSceneLayout.normalized(c.secondAttribute.rawValue).name
                if a == "width", b == "height" { aspect = c.multiplier } else if a == "height", b == "width" { aspect = 1 / c.multiplier }
                continue
            }
            if c.first == id {
                let a = IBSceneLayout.normalized(c.firstAttribute.rawValue).name
                guard let other = c.second, case let sa = c.secondAttribute.rawValue else {
                    if a == "width" || a == "height" { known[a] = c.constant }
                    continue
                }
                guard let v = value(other, sa, parent: parent, size: size) else { pending = true; continue }
                known[a] = v * c.multiplier + c.constant
            } else if c.second != nil, case let sa = c.secondAttribute.rawValue {
                let a = IBSceneLayout.normalized(sa).name
                guard let v = value(c.first, c.firstAttribute.rawValue, parent: parent, size: size) else { pending = true; continue }
                known[a] = (v - c.constant) / c.multiplier
            }
        }
        if pending && !final { return nil }
        let natural = intrinsicSize(e)
        func axis(_ lo: String, _ hi: String, _ mid: String, _ len: String, natural: Double) -> (Double, Double)? {
            var l = known[len]
            if l == nil, let a = known[lo], let b = known[hi] { l = b - a }
            if l == nil, let a = known[lo], let m = known[mid] { l = 2 * (m - a) }
            if l == nil, let b = known[hi], let m = known[mid] { l = 2 * (b - m) }
            let length = l ?? natural
            if let a = known[lo] { return (a, length) }
            if let b = known[hi] { return (b - length, length) }
            if let m = known[mid] { return (m - length / 2, length) }
            return final ? (0, length) : nil
        }
        if let aspect {
            if known["width"] == nil, let h = known["height"] { known["width"] = h * aspect }
            if known["height"] == nil, let w = known["width"] { known["height"] = w / aspect }
        }
        guard let (x, w) = axis("left", "right", "centerX", "width", natural: natural.width),
              let (y, h) = axis("top", "bottom", "centerY", "height", natural: natural.height) else { return nil }
        return IBSceneLayout.clamp(Rect(x, y, max(0, w), max(0, h)))
    }

    /// What a view measures when nothing says otherwise (UIKit's intrinsic content size, roughly).
    func intrinsicSize(_ e: IBElement) -> Size {
        let size = e.children.first { $0.name == "fontDescription" }?.number("pointSize") ?? 17
        let text = IBConverter.text(e, "text") ?? e.children.first { $0.name == "state" }?["title"] ?? ""
        if let kind = ViewKindSchema.ibKinds[e.name] {
            var content = ViewContent(text: text, fontSize: size)
            switch kind {
            case .segmented: content.count = e.child("segments")?.children.count
            case .pageControl: content.count = Int(e["numberOfPages"] ?? "3") ?? 3
            case .image: content.imageSize = (e["image"] ?? e.child(key: "image")?["image"]).flatMap { imageSizes[$0] }
            default: break
            }
            return kind.schema.intrinsicSize(content)
        }
        switch e.name {
        case "switch": return Size(51, 31)
        case "textField": return Size(97, 34)
        case "activityIndicatorView": return Size(20, 20)
        case "slider": return Size(118, 31)
        case "progressView": return Size(150, 4)
        default: return Size(0, 0)
        }
    }
}
