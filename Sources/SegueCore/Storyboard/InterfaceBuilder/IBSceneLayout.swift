import Foundation

/// Where the views of one scene start: each view's stored frame (a size-class variation's, the
/// `<rect>`, or Xcode 8's `frameInset`) and stored autoresizing mask. Auto Layout places the
/// views its constraints hold at run time (`IBSceneConstraints`, built by
/// `IBLayoutInstaller`); a stored frame is then only where a view starts, and the only
/// placement of a view without constraints, as in UIKit. It reads Interface Builder elements;
/// it knows nothing of the storyboard model.
struct IBSceneLayout {
    /// The size classes the window has (which stored variation frames apply).
    let widthClass: InterfaceBuilderSizeClass, heightClass: InterfaceBuilderSizeClass

    init(options: InterfaceBuilderOptions) {
        widthClass = options.widthClass
        heightClass = options.heightClass
    }

    static func clampSide(_ v: Double) -> Double { min(max(v.isFinite ? v : 0, 0), YAMLReader.maxSide) }
    static func clamp(_ r: Rect) -> Rect {
        let c = YAMLReader.maxCoordinate
        return Rect(min(max(r.minX.isFinite ? r.minX : 0, -c), c), min(max(r.minY.isFinite ? r.minY : 0, -c), c),
                    clampSide(r.width), clampSide(r.height))
    }

    /// Whether a variation (`heightClass=regular-widthClass=compact`) applies to the window.
    func variationApplies(_ key: String) -> Bool {
        guard let v = IBVariation(key: key), !v.isDefault else { return false }
        return v.applies(width: widthClass, height: heightClass)
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

    /// The stored autoresizing mask (none when Interface Builder stored none: UIKit's default).
    func autoresizing(of e: IBElement) -> AutoresizingMask {
        guard let m = e.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        var mask: AutoresizingMask = []
        if m.flag("flexibleMinX") == true { mask.insert(.flexibleLeftMargin) }
        if m.flag("widthSizable") == true { mask.insert(.flexibleWidth) }
        if m.flag("flexibleMaxX") == true { mask.insert(.flexibleRightMargin) }
        if m.flag("flexibleMinY") == true { mask.insert(.flexibleTopMargin) }
        if m.flag("heightSizable") == true { mask.insert(.flexibleHeight) }
        if m.flag("flexibleMaxY") == true { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    /// Where `children` start in a view of `size`: stored, or for the rows of an old table
    /// without frames one under another; a view with neither starts at zero and is placed by
    /// its constraints (or its stack view).
    func startFrames(_ children: [IBElement], in parent: IBElement, size: Size) -> [Rect] {
        var frames: [Rect?] = children.map { storedFrame($0, parentSize: size) }
        // A cell's content view without a frame fills the cell.
        for (i, c) in children.enumerated() where frames[i] == nil && c["key"] == "contentView" { frames[i] = Rect(size: size) }
        var rowY = 0.0
        for (i, c) in children.enumerated() where c.name.hasSuffix("Cell") {
            if let f = frames[i] { rowY = f.maxY; continue }
            let h = c.number("rowHeight") ?? parent.number("rowHeight") ?? 44
            frames[i] = Rect(0, rowY, size.width, h)
            rowY += h
        }
        return frames.map { $0 ?? .zero }
    }
}
