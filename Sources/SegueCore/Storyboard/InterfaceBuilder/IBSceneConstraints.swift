import Foundation

/// A size-class variation as Interface Builder writes it: `<variation key="heightClass=compact">`
/// inside a view (or `key="default"`, the base every window starts from), with `<mask>`s that
/// include or exclude subviews and constraints by id, a frame of its own, and attributes that
/// replace the view's (a stack view's `axis`, `spacing` …).
struct IBVariation: Sendable {
    /// The variation's key as written.
    var key: String
    /// The width class it is for (nil: any).
    var widthClass: InterfaceBuilderSizeClass?
    /// The height class it is for (nil: any).
    var heightClass: InterfaceBuilderSizeClass?
    /// Whether this is the `default` variation (any width, any height).
    var isDefault: Bool
    /// `<mask key=K><include reference=ID/>`: ids made present, by mask key (`constraints`, `subviews`).
    var includes: [String: Set<String>] = [:]
    /// `<mask key=K><exclude reference=ID/>`: ids made absent, by mask key.
    var excludes: [String: Set<String>] = [:]
    /// The frame stored for this variation.
    var frame: Rect?
    /// The view's attributes this variation replaces.
    var attributes: [String: String] = [:]

    /// Reads `<variation key=…>`; nil for a key that names neither size class (a variation for
    /// another trait, such as a display gamut, never applies).
    init?(_ e: IBElement) {
        guard let key = e["key"], let v = IBVariation(key: key) else { return nil }
        self = v
        for mask in e.children("mask") {
            guard let k = mask["key"] else { continue }
            for c in mask.children {
                guard let r = c["reference"] else { continue }
                if c.name == "include" { includes[k, default: []].insert(r) }
                if c.name == "exclude" { excludes[k, default: []].insert(r) }
            }
        }
        if let r = e.child("rect", key: "frame"), let w = r.number("width"), let h = r.number("height") {
            frame = Rect(r.number("x") ?? 0, r.number("y") ?? 0, w, h)
        }
        attributes = e.attributes.filter { $0.key != "key" }
    }

    /// A variation of `key` with nothing in it yet; nil for a key that names neither size class.
    init?(key: String) {
        self.key = key
        isDefault = key == "default"
        if !isDefault {
            for part in key.split(separator: "-") {
                let kv = part.split(separator: "=")
                guard kv.count == 2, let c = InterfaceBuilderSizeClass(rawValue: String(kv[1])) else { return nil }
                switch kv[0] {
                case "widthClass": widthClass = c
                case "heightClass": heightClass = c
                default: return nil
                }
            }
            guard widthClass != nil || heightClass != nil else { return nil }
        }
    }

    /// Whether it applies to a window of these size classes.
    func applies(width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> Bool {
        (widthClass == nil || widthClass == width) && (heightClass == nil || heightClass == height)
    }

    /// How specific it is: a variation for both classes overrides one for either, which
    /// overrides the default.
    var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }
}

/// A stack view as Interface Builder stores it (UIKit's `UIStackView`): the `<subviews>` of a
/// `<stackView>` are its arranged subviews.
struct IBStackLayout: Sendable {
    /// `horizontal` (Interface Builder's default when absent) or `vertical`.
    var isVertical: Bool
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    var distribution: String
    /// `fill`, `leading`/`top`, `center`, `trailing`/`bottom`, `firstBaseline`, `lastBaseline`.
    var alignment: String
    var spacing: Double
    var isBaselineRelativeArrangement: Bool
    var isLayoutMarginsRelativeArrangement: Bool
    /// The arranged subviews' ids, in order.
    var arranged: [String]
    /// The attributes it was read from (a variation's replace some).
    var attributes: [String: String]

    /// Whether the document sets the stack's layout margins (`<edgeInsets key="layoutMargins">`
    /// or directional ones).
    var setsLayoutMargins: Bool

    /// The stack as `attributes` (the element's, with a variation's on top) describe it.
    /// Interface Builder stores a stack's layout margins only when its content is arranged within
    /// them (Xcode's frames of such stacks' views are inset by them; it writes no
    /// `layoutMarginsRelativeArrangement`), so margins it sets are arranged relative to.
    init(_ attributes: [String: String], arranged: [String], setsLayoutMargins: Bool) {
        self.attributes = attributes
        self.setsLayoutMargins = setsLayoutMargins
        isVertical = attributes["axis"] == "vertical"
        distribution = attributes["distribution"] ?? "fill"
        alignment = attributes["alignment"] ?? "fill"
        // `spacingType="standard"` is UIKit's system spacing between siblings (8 pt), whatever
        // `spacing` was stored beside it.
        spacing = attributes["spacingType"] == "standard" ? LayoutSpacing.standard
            : attributes["spacing"].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 0
        // Between baselines, the system spacing comes from the fonts (UIKit publishes no value;
        // WooCommerce's 17-pt rows stand 22 pt apart): a stack of standard spacing keeps its 8
        // points between edges, the closest rule known.
        isBaselineRelativeArrangement = attributes["baselineRelativeArrangement"] == "YES" && attributes["spacingType"] != "standard"
        isLayoutMarginsRelativeArrangement = attributes["layoutMarginsRelativeArrangement"] == "YES"
            || attributes["layoutMarginsRelative"] == "YES" || setsLayoutMargins
        self.arranged = arranged
    }
}

/// What one view of a scene brings to Auto Layout.
struct IBViewLayout: Sendable {
    var id: String
    /// The Interface Builder element's name (`label`, `stackView` …).
    var element: String
    /// The superview's id (nil for the scene's root view).
    var superview: String?
    /// Whether its frame and autoresizing mask become constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`): Interface Builder writes `NO` for a view it
    /// lays out by constraints, and `fixedFrame="YES"` for one it does not (whose frame and mask
    /// then hold); a view of an Auto Layout document that constraints place is laid out by them
    /// when its scene writes neither for any view (Xcode 4 left them out).
    var translatesAutoresizingMaskIntoConstraints: Bool
    /// Content hugging, horizontal and vertical (250 unless the document stores another:
    /// Interface Builder writes its labels' and image views' 251).
    var hugging: (horizontal: Double, vertical: Double)
    /// Compression resistance, horizontal and vertical (default 750).
    var compression: (horizontal: Double, vertical: Double)
    /// The intrinsic size Interface Builder was told to assume for it (`placeholderIntrinsicWidth`
    /// and `…Height`: the app's view class gives its own at run time); nil on an axis without one.
    var placeholderIntrinsicWidth: Double?, placeholderIntrinsicHeight: Double?
    /// Its stack, when it is a `<stackView>`.
    var stack: IBStackLayout?
    /// Its own layout margins (`<edgeInsets key="layoutMargins">` or directional ones), when set.
    var layoutMargins: EdgeInsets?
    var preservesSuperviewLayoutMargins: Bool
    var insetsLayoutMarginsFromSafeArea: Bool
    /// Its size-class variations, default first.
    var variations: [IBVariation]
    /// Whether the document hides it (`hidden="YES"`), before any variation.
    var hidden = false
    /// Where it is in the file.
    var line: Int, column: Int

    /// The variations that apply to a window of these classes, least specific first.
    func variations(width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> [IBVariation] {
        variations.filter { $0.applies(width: width, height: height) }.sorted { $0.specificity < $1.specificity }
    }

    /// Whether it is hidden in a window of these classes, where a variation says so
    /// (`<variation key="widthClass=regular" hidden="NO"/>`, Lockwise's iPad illustrations):
    /// the most specific variation's word, else the view's own; nil where no variation of the
    /// view says either, so that nothing else decides it.
    func isHidden(width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> Bool? {
        guard variations.contains(where: { $0.attributes["hidden"] != nil }) else { return nil }
        return variations(width: width, height: height).last { $0.attributes["hidden"] != nil }.map { $0.attributes["hidden"] == "YES" } ?? hidden
    }

    /// Whether a variation of it shows or hides it, or leaves out some of its subviews.
    var variesItsViews: Bool {
        variations.contains { $0.attributes["hidden"] != nil || $0.includes["subviews"] != nil || $0.excludes["subviews"] != nil }
    }

    /// The stack as laid out for a window of these classes (a variation may change its axis,
    /// spacing, distribution or alignment).
    func stack(width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> IBStackLayout? {
        guard let stack else { return nil }
        var a = stack.attributes
        for v in variations(width: width, height: height) { a.merge(v.attributes) { _, new in new } }
        return IBStackLayout(a, arranged: stack.arranged, setsLayoutMargins: stack.setsLayoutMargins)
    }
}

/// Which guide a layout guide item is.
enum IBGuideKind: String, Sendable {
    /// `<viewLayoutGuide key="safeArea">`: the view's `safeAreaLayoutGuide`.
    case safeArea
    /// `<viewLayoutGuide key="layoutMargins">`: the view's `layoutMarginsGuide`.
    case layoutMargins
    /// Before safe areas: `<viewControllerLayoutGuide type="top">`, its bottom the status or
    /// navigation bar's bottom (the safe area's top).
    case topLayoutGuide
    /// `<viewControllerLayoutGuide type="bottom">`, its top the tab bar's or toolbar's top.
    case bottomLayoutGuide
    /// `<keyboardLayoutGuide key="keyboard">`: the view's `keyboardLayoutGuide` (iOS 15). With
    /// no keyboard on screen (as on Xcode's canvas and here) it spans the bottom safe-area inset,
    /// so its top is the safe area's bottom, as the bottom layout guide's.
    case keyboard
    /// A scroll view's `frameLayoutGuide`: its frame, whatever it scrolls.
    case scrollFrame
    /// A scroll view's `contentLayoutGuide`: the content it scrolls, as large as the constraints
    /// to it make it, from the scroll view's top left corner (the content is shown unscrolled).
    case scrollContent
}

/// A layout guide item: its kind and the view it belongs to.
struct IBGuide: Sendable {
    var id: String
    var owner: String
    var kind: IBGuideKind
}

/// Everything Auto Layout needs from one scene of an Interface Builder document, as values:
/// its views (with their priorities, stacks and variations), every constraint where it is
/// held, and its layout guides. Read once per scene; the constraints in force for a window are
/// chosen from it by size class (`constraints(width:height:)`).
struct IBSceneConstraints: Sendable {
    /// The scene's root view.
    var rootID: String
    /// Each view, by id.
    var views: [String: IBViewLayout] = [:]
    /// The views' ids, root first, depth first in file order.
    var order: [String] = []
    /// Every constraint, in file order.
    var constraints: [IBConstraint] = []
    /// Layout guides by id.
    var guides: [String: IBGuide] = [:]
    /// What could not be read, with its place.
    var problems: [(line: Int, column: Int, message: String)] = []

    /// Reads the scene whose root view is `root`, held by `controller` (whose old-style
    /// `<layoutGuides>` belong to the root view); `autolayout` says whether the document uses
    /// Auto Layout (`useAutolayout="YES"`).
    init(root: IBElement, controller: IBElement?, autolayout: Bool, subviews: (IBElement) -> [IBElement]) {
        rootID = root["id"] ?? ""
        var constrained: Set<String> = []
        var explicit: Set<String> = []
        // Whether the scene writes the word on any view's mask.
        var writesMaskWord = false
        func walk(_ e: IBElement, superview: String?, depth: Int) {
            guard depth < 100, let id = e["id"] else { return }
            order.append(id)
            if e["translatesAutoresizingMaskIntoConstraints"] != nil || e.flag("fixedFrame") == true {
                explicit.insert(id)
                writesMaskWord = true
            }
            // A cell style's own labels and image view are placed by the cell, by their frames,
            // whatever constraints name them.
            if e.name == "tableViewCell" {
                for role in ["textLabel", "detailTextLabel", "imageView"] { if let v = e[role] { explicit.insert(v) } }
            }
            for g in e.children("viewLayoutGuide") {
                guard let gid = g["id"] else { continue }
                switch g["key"] {
                case "safeArea"?: guides[gid] = IBGuide(id: gid, owner: id, kind: .safeArea)
                case "layoutMargins"?, "layoutMarginsGuide"?: guides[gid] = IBGuide(id: gid, owner: id, kind: .layoutMargins)
                case "frameLayoutGuide"?: guides[gid] = IBGuide(id: gid, owner: id, kind: .scrollFrame)
                case "contentLayoutGuide"?: guides[gid] = IBGuide(id: gid, owner: id, kind: .scrollContent)
                default: problems.append((g.line, g.column, "layout guide '\(g["key"] ?? "?")' is not one UIKit gives a view; constraints to it are left out"))
                }
            }
            for g in e.children("keyboardLayoutGuide") {
                if let gid = g["id"] { guides[gid] = IBGuide(id: gid, owner: id, kind: .keyboard) }
            }
            for c in e.child("constraints")?.children("constraint") ?? [] {
                var problem: String?
                if let k = IBConstraint(c, owner: id, problem: &problem) {
                    constraints.append(k)
                    for item in [k.first, k.second].compactMap({ $0 }) where item != id || k.second == nil || k.second == k.first {
                        constrained.insert(item)
                    }
                } else if let problem {
                    problems.append((c.line, c.column, problem))
                }
            }
            let children = subviews(e)
            // Interface Builder writes every priority that is not UIView's default: a label or
            // image view from its library stores its 251 hugging; one stored without the
            // attribute was set back to 250 (Element's menu cell: a label of 250 beside a badge
            // of 251 stretches, which Xcode lays out without calling it ambiguous).
            func priority(_ name: String, _ fallback: Double) -> Double { min(max(e.number(name) ?? fallback, 1), 1000) }
            var margins: EdgeInsets?
            if let m = e.child("edgeInsets", key: "layoutMargins") {
                margins = EdgeInsets(top: m.number("top") ?? 8, left: m.number("left") ?? 8, bottom: m.number("bottom") ?? 8, right: m.number("right") ?? 8)
            } else if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
                margins = EdgeInsets(top: m.number("top") ?? 8, left: m.number("leading") ?? 8, bottom: m.number("bottom") ?? 8, right: m.number("trailing") ?? 8)
            }
            var stack: IBStackLayout?
            if e.name == "stackView" {
                stack = IBStackLayout(e.attributes, arranged: children.compactMap { $0["id"] }, setsLayoutMargins: margins != nil)
            }
            var view = IBViewLayout(
                id: id, element: e.name, superview: superview,
                // `fixedFrame="YES"`: a view without constraints whose frame and mask Xcode turns into
                // constraints when it compiles the file, whatever the attribute beside it says.
                translatesAutoresizingMaskIntoConstraints: e.flag("fixedFrame") == true || (e.flag("translatesAutoresizingMaskIntoConstraints") ?? true),
                hugging: (priority("horizontalHuggingPriority", 250), priority("verticalHuggingPriority", 250)),
                compression: (priority("horizontalCompressionResistancePriority", 750), priority("verticalCompressionResistancePriority", 750)),
                placeholderIntrinsicWidth: e.number("placeholderIntrinsicWidth"),
                placeholderIntrinsicHeight: e.number("placeholderIntrinsicHeight"),
                stack: stack, layoutMargins: margins,
                preservesSuperviewLayoutMargins: e.flag("preservesSuperviewLayoutMargins") ?? false,
                insetsLayoutMarginsFromSafeArea: e.flag("insetsLayoutMarginsFromSafeArea") ?? true,
                variations: e.children("variation").compactMap(IBVariation.init), line: e.line, column: e.column)
            view.variations.sort { $0.specificity < $1.specificity }
            view.hidden = e["hidden"] == "YES"
            views[id] = view
            for c in children { walk(c, superview: id, depth: depth + 1) }
        }
        walk(root, superview: nil, depth: 0)
        for g in controller?.child("layoutGuides")?.children ?? [] {
            guard let gid = g["id"] else { continue }
            guides[gid] = IBGuide(id: gid, owner: rootID, kind: g["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide)
        }
        // A view the document's constraints place, with no word on its mask, is laid out by them
        // where the scene says nothing of any view's mask (as Xcode 4's documents do). Later
        // Xcodes write `NO` for every view they lay out by constraints, so there a view without
        // the word keeps its frame and mask, though constraints tie other views to it (a
        // thumbnail with a fixed frame that a stack's leading edge follows).
        if autolayout, !writesMaskWord {
            for id in constrained where id != rootID {
                guard var v = views[id], v.translatesAutoresizingMaskIntoConstraints else { continue }
                if !explicit.contains(id) { v.translatesAutoresizingMaskIntoConstraints = false; views[id] = v }
            }
        }
    }

    /// Whether installing it does anything: it has constraints, stacks, margins a view keeps,
    /// size-class variations that show, hide or leave out views, or intrinsic sizes Interface
    /// Builder assumes (an empty cell style label's placeholder text).
    var appliesAnything: Bool {
        !constraints.isEmpty || views.values.contains {
            $0.stack != nil || $0.layoutMargins != nil || $0.variesItsViews
                || $0.placeholderIntrinsicWidth != nil || $0.placeholderIntrinsicHeight != nil
        }
    }

    /// Whether the item `id` (a view or a guide) is present for a window of these classes: a
    /// view can be left out of some size classes by its superview's `subviews` mask.
    func isPresent(_ id: String, width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> Bool {
        if let g = guides[id] { return isPresent(g.owner, width: width, height: height) }
        guard let v = views[id] else { return false }
        guard let s = v.superview, let parent = views[s] else { return true }
        return IBSceneConstraints.installed(id, mask: "subviews", in: parent, width: width, height: height)
            && isPresent(s, width: width, height: height)
    }

    /// Whether `id` is installed by the `mask` masks of `view`'s variations for these classes:
    /// present unless a variation excludes it; the most specific variation that names it decides.
    static func installed(_ id: String, mask: String, in view: IBViewLayout,
                          width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> Bool {
        var present = true
        for v in view.variations(width: width, height: height) {
            if v.includes[mask]?.contains(id) == true { present = true }
            if v.excludes[mask]?.contains(id) == true { present = false }
        }
        return present
    }

    /// The constraints in force for a window of these size classes: installed by their
    /// holder's variations, not placeholders, and between items that are present.
    func constraints(width: InterfaceBuilderSizeClass, height: InterfaceBuilderSizeClass) -> [IBConstraint] {
        constraints.filter { c in
            guard !c.isPlaceholder, let owner = views[c.owner] else { return false }
            if let id = c.id, !IBSceneConstraints.installed(id, mask: "constraints", in: owner, width: width, height: height) { return false }
            return isPresent(c.first, width: width, height: height) && (c.second.map { isPresent($0, width: width, height: height) } ?? true)
        }
    }
}
