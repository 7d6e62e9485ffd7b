import Foundation

/// Stack views: where their arranged subviews go, and how they follow the stack.
extension IBSceneLayout {
    /// How a stack view's arranged subviews follow it when it resizes: in proportion along
    /// its axis (their sizes and gaps scale), and across it as its alignment places them.
    static func arrangedAutoresizing(_ stack: IBElement) -> AutoresizingMask {
        let vertical = stack["axis"] == "vertical"
        var mask: AutoresizingMask = vertical ? [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
                                              : [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        switch stack["alignment"] ?? "fill" {
        case "center": mask.formUnion(vertical ? [.flexibleLeftMargin, .flexibleRightMargin] : [.flexibleTopMargin, .flexibleBottomMargin])
        case "trailing", "bottom", "lastBaseline": mask.insert(vertical ? .flexibleLeftMargin : .flexibleTopMargin)
        case "leading", "top", "firstBaseline": mask.insert(vertical ? .flexibleRightMargin : .flexibleBottomMargin)
        default: mask.insert(vertical ? .flexibleWidth : .flexibleHeight)
        }
        return mask
    }

    /// A stack view's arranged subviews, laid out by its axis, distribution, alignment and
    /// spacing in its bounds (hidden ones take no room).
    func stackLayout(_ stack: IBElement, _ children: [IBElement], stored: [Rect?], size: Size) -> [Rect] {
        let vertical = stack["axis"] == "vertical"
        let spacing = stack.number("spacing") ?? 0
        let main = vertical ? size.height : size.width, cross = vertical ? size.width : size.height
        func own(_ e: IBElement, _ attribute: String) -> Double? {
            guard let id = e["id"] else { return nil }
            return (self.constraintsOf[id] ?? []).lazy.map { self.constraints[$0] }
                .first { $0.first == id && $0.second == nil && $0.firstAttribute.rawValue == attribute && $0.isEquality }?.constant
        }
        var sizes: [Size] = []
        var fixed: [Bool] = []
        for (c, f) in zip(children, stored) {
            let natural = intrinsicSize(c)
            let w = f?.width ?? own(c, "width"), h = f?.height ?? own(c, "height")
            sizes.append(Size(w ?? natural.width, h ?? natural.height))
            fixed.append((vertical ? h : w) != nil)
        }
        let visible = children.indices.filter { children[$0].flag("hidden") != true }
        let n = Double(visible.count)
        guard n > 0 else { return children.map { _ in .zero } }
        var lengths = sizes.map { vertical ? $0.height : $0.width }
        let total = visible.reduce(0) { $0 + lengths[$1] }
        var gap = spacing
        switch stack["distribution"] ?? "fill" {
        case "fillEqually":
            for i in visible { lengths[i] = max(0, (main - spacing * (n - 1)) / n) }
        case "fillProportionally":
            let scale = total > 0 ? max(0, main - spacing * (n - 1)) / total : 0
            for i in visible { lengths[i] *= scale }
        case "equalSpacing", "equalCentering":
            if n > 1 { gap = max(spacing, (main - total) / (n - 1)) }
        default:
            // fill: the first arranged view without a size of its own takes up the slack.
            let extra = main - total - spacing * (n - 1)
            if let i = visible.first(where: { !fixed[$0] }) ?? visible.last { lengths[i] = max(0, lengths[i] + extra) }
        }
        var out: [Rect] = []
        var position = 0.0
        for (i, c) in children.enumerated() {
            guard visible.contains(i) else { out.append(.zero); continue }
            let crossNatural = vertical ? sizes[i].width : sizes[i].height
            var crossLength = min(crossNatural, cross), crossPos = 0.0
            switch stack["alignment"] ?? "fill" {
            case "center": crossPos = (cross - crossLength) / 2
            case "trailing", "bottom", "lastBaseline": crossPos = cross - crossLength
            case "leading", "top", "firstBaseline": break
            default: crossLength = cross
            }
            _ = c
            out.append(vertical ? Rect(crossPos, position, crossLength, lengths[i]) : Rect(position, crossPos, lengths[i], crossLength))
            position += lengths[i] + gap
        }
        return out
    }
}
