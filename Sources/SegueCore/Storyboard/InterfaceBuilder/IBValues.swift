import Foundation

/// The document's own `<resources>`: what its `systemColor`, named colours and images are.
struct IBResources {
    var systemColors: [String: IBElement] = [:]
    var namedColors: [String: IBElement] = [:]
    /// Image sizes as Interface Builder recorded them (`<image name= width= height=>`).
    var imageSizes: [String: Size] = [:]

    init() {}

    init(_ resources: IBElement) {
        for e in resources.children {
            guard let name = e["name"] else { continue }
            switch e.name {
            case "systemColor": if let c = e.child("color") { systemColors[name] = c }
            case "namedColor": if let c = e.child("color") { namedColors[name] = c }
            case "image":
                if let w = e.number("width"), let h = e.number("height") { imageSizes[name] = Size(w, h) }
            default: break
            }
        }
    }
}

/// Colours and fonts as Interface Builder writes them.
enum IBValues {
    /// UIKit's named system colours in their light appearance, by the name a storyboard uses
    /// (`systemColor="systemBackgroundColor"`, `cocoaTouchSystemColor="darkTextColor"`).
    static let systemColors: [String: Color] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        let label = rgb(60, 60, 67)
        return [
            "systemBackgroundColor": .white, "secondarySystemBackgroundColor": rgb(242, 242, 247),
            "tertiarySystemBackgroundColor": .white, "systemGroupedBackgroundColor": rgb(242, 242, 247),
            "secondarySystemGroupedBackgroundColor": .white, "tertiarySystemGroupedBackgroundColor": rgb(242, 242, 247),
            "labelColor": .black, "secondaryLabelColor": label.withAlpha(0.6), "tertiaryLabelColor": label.withAlpha(0.3),
            "quaternaryLabelColor": label.withAlpha(0.18), "placeholderTextColor": label.withAlpha(0.3),
            "separatorColor": label.withAlpha(0.29), "opaqueSeparatorColor": rgb(198, 198, 200), "linkColor": rgb(0, 122, 255),
            "systemFillColor": rgb(120, 120, 128, 0.2), "secondarySystemFillColor": rgb(120, 120, 128, 0.16),
            "tertiarySystemFillColor": rgb(118, 118, 128, 0.12), "quaternarySystemFillColor": rgb(116, 116, 128, 0.08),
            "systemBlueColor": rgb(0, 122, 255), "systemRedColor": rgb(255, 59, 48), "systemGreenColor": rgb(52, 199, 89),
            "systemOrangeColor": rgb(255, 149, 0), "systemYellowColor": rgb(255, 204, 0), "systemPinkColor": rgb(255, 45, 85),
            "systemPurpleColor": rgb(175, 82, 222), "systemTealColor": rgb(90, 200, 250), "systemIndigoColor": rgb(88, 86, 214),
            "systemBrownColor": rgb(162, 132, 94), "systemMintColor": rgb(0, 199, 190), "systemCyanColor": rgb(50, 173, 230),
            "systemGrayColor": rgb(142, 142, 147), "systemGray2Color": rgb(174, 174, 178), "systemGray3Color": rgb(199, 199, 204),
            "systemGray4Color": rgb(209, 209, 214), "systemGray5Color": rgb(229, 229, 234), "systemGray6Color": rgb(242, 242, 247),
            "tintColor": rgb(0, 122, 255),
            // The iOS 2–12 names (`cocoaTouchSystemColor`).
            "darkTextColor": .black, "lightTextColor": Color(white: 1, alpha: 0.6),
            // The System catalogue's text colour (an attributed text's default): the label colour.
            "textColor": .black,
            "groupTableViewBackgroundColor": rgb(239, 239, 244), "tableCellGroupedBackgroundColor": .white,
            "viewFlipsideBackgroundColor": rgb(31, 33, 36), "scrollViewTexturedBackgroundColor": rgb(111, 113, 121),
            "underPageBackgroundColor": rgb(181, 185, 194),
            "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "grayColor": .gray,
            "lightGrayColor": .lightGray, "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green,
            "blueColor": .blue, "cyanColor": Color(red: 0, green: 1, blue: 1), "yellowColor": Color(red: 1, green: 1, blue: 0),
            "magentaColor": Color(red: 1, green: 0, blue: 1), "orangeColor": Color(red: 1, green: 0.5, blue: 0),
            "purpleColor": Color(red: 0.5, green: 0, blue: 0.5), "brownColor": Color(red: 0.6, green: 0.4, blue: 0.2),
        ]
    }()

    /// The text style Interface Builder names `name` (UIKit's raw value, or its older
    /// `UICTFontTextStyleLargeTitle` for the large title).
    static func textStyle(named name: String) -> Font.TextStyle? {
        if name == "UICTFontTextStyleLargeTitle" { return .largeTitle }
        return Font.TextStyle.allCases.first { $0.rawValue == name }
    }

    /// The underline or strikethrough style of an `NSUnderline` value (`NSUnderlineStyle`'s
    /// bits: the line style in the low byte; patterns and by-word drawing are dropped); nil for 0.
    static func underline(_ value: Double) -> UnderlineStyle? {
        guard value.isFinite, value >= 1, value < 2_147_483_648 else { return nil }
        switch Int(value) & 0xFF {
        case 0: return nil
        case 2: return .thick
        case 9: return .double
        default: return .single
        }
    }

    /// The line break mode an `NSParagraphStyle` names (`wordWrapping`, `truncatingTail` …).
    static func lineBreakMode(paragraphName name: String) -> LineBreakMode? {
        let names: [String: LineBreakMode] = [
            "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
            "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail, "truncatingMiddle": .byTruncatingMiddle,
        ]
        return names[name] ?? LineBreakMode(name: name)
    }

    /// The font a `<fontDescription>` (a view's) or `<font>` (an attributed string's `NSFont`)
    /// describes: a text style, the system font of a weight (`type` system, boldSystem or
    /// italicSystem with `weight`; `metaFont` system or systemBold), or a face by `name`
    /// (its `family` when it has none). Sizes are held to 1…500 points.
    static func font(_ f: IBElement) -> StoryboardFont? {
        if let style = f["style"], let s = textStyle(named: style) {
            let size = f.number("pointSize").map { min(max($0, 1), 500) }
            return StoryboardFont(.textStyle(s), size: size == s.defaultFace.size ? nil : size)
        }
        let size = (f.number("pointSize") ?? f.number("size")).map { min(max($0, 1), 500) }
        let weight = f["weight"].flatMap { Font.Weight(name: $0) }
        switch f["type"] ?? f["metaFont"] {
        case "boldSystem"?, "systemBold"?: return StoryboardFont(.system(.bold, italic: false), size: size)
        case "italicSystem"?: return StoryboardFont(.system(weight ?? .regular, italic: true), size: size)
        case "system"?, "systemMedium"?, "systemLight"?, "systemSemibold"?, "systemHeavy"?:
            let meta = f["metaFont"].map { String($0.dropFirst("system".count)) }.flatMap { Font.Weight(name: $0) }
            return StoryboardFont(.system(weight ?? meta ?? .regular, italic: false), size: size)
        default:
            guard let name = f["name"] ?? f["family"] else { return size.map { StoryboardFont(.system(.regular, italic: false), size: $0) } }
            return StoryboardFont(.named(name), size: size ?? 17)
        }
    }
}

extension IBConverter {
    /// A `<color>` element's colour; an unknown system or named colour is a warning and grey.
    ///
    /// A colour may name a `systemColor` or `namedColor` of the document's `<resources>`, whose
    /// own `<color>` may name another: the chain is followed in a loop, each definition at
    /// most once, so a long chain costs its length and a circle (`a` defined as `b`, `b` as
    /// `a`) is a located error, never a stack overflow. A definition resolved once is
    /// remembered for every later use.
    mutating func color(_ start: IBElement?) -> Color? {
        guard var e = start else { return nil }
        var chain: [IBElement] = []           // the definitions followed, in order
        var onChain = Set<ObjectIdentifier>()
        var named: (element: IBElement, name: String, system: Bool)?  // the last name followed
        func finish(_ c: Color?, _ me: inout IBConverter) -> Color? {
            // Every definition on the chain stands for the same colour.
            if let c { for d in chain { me.resolvedColors[ObjectIdentifier(d)] = c } }
            return c
        }
        while true {
            if let known = resolvedColors[ObjectIdentifier(e)] { return finish(known, &self) }
            let alpha = e.number("alpha") ?? 1
            if let w = e.number("white") { return finish(Color(white: w, alpha: alpha), &self) }
            if let r = e.number("red"), let g = e.number("green"), let b = e.number("blue") {
                return finish(Color(red: r, green: g, blue: b, alpha: alpha), &self)
            }
            // Older documents name a system colour from the System catalogue
            // (`<color name="systemGreenColor" catalog="System" colorSpace="catalog"/>`).
            let system = e["systemColor"] ?? e["cocoaTouchSystemColor"] ?? (e["catalog"] == "System" ? e["name"] : nil)
            guard let name = system ?? e["name"] else { break }
            named = (e, name, system != nil)
            // A dark document: the resources hold the light values, so the dark ones come first.
            if index.isDark, let dark = system != nil ? IBValues.darkSystemColors[name] : catalog.color(named: name, dark: true) {
                return finish(dark, &self)
            }
            guard let def = system != nil ? index.resources.systemColors[name] : index.resources.namedColors[name], def !== e else {
                return finish(fallbackColor(e, name: name, system: system != nil), &self)
            }
            if !onChain.insert(ObjectIdentifier(def)).inserted {
                let names = chain.compactMap { $0.parent?["name"] } + [name]
                let from = names.firstIndex(of: name) ?? 0
                error(e, "colour '\(name)' of the storyboard's resources is defined by itself: "
                      + names[from...].map { "'\($0)'" }.joined(separator: " → ")
                      + "; each colour must end in components (red, green, blue, white) or a system colour")
                return finish(.gray, &self)
            }
            chain.append(def)
            e = def
        }
        // A colour with no components and no name: nothing, or the last name's own colour.
        let onlyKey = e["key"] != nil && e.attributes.count <= 1
        if !onlyKey { warn(e, "a colour with no components; it is left out", once: "color-empty") }
        guard let named else { return nil }
        return finish(fallbackColor(named.element, name: named.name, system: named.system), &self)
    }

    /// The colour `name` stands for when the document's resources do not say: UIKit's system
    /// colour, or a named colour of an asset catalogue beside the storyboard; else a warning
    /// and grey.
    private mutating func fallbackColor(_ e: IBElement, name: String, system: Bool) -> Color {
        if system {
            if let c = IBValues.systemColors[name] ?? IBValues.systemColors[name + "Color"] { return c }
            warn(e, "unknown system colour '\(name)'; grey is used", once: "color-\(name)")
            return .gray
        }
        if let c = catalog.color(named: name) { return c }
        warn(e, "colour '\(name)' is not in the storyboard's resources or an asset catalogue beside it; grey is used", once: "color-\(name)")
        return .gray
    }

    /// The colour of the child `<color key=KEY>`.
    mutating func color(of e: IBElement, _ key: String) -> Color? {
        color(e.children.first { $0.name == "color" && $0["key"] == key })
    }

    /// A view's `<fontDescription>` (or `<font>`) as a storyboard font (see `IBValues.font`).
    func font(of e: IBElement) -> StoryboardFont? {
        IBConverter.fontElement(of: e).flatMap(IBValues.font)
    }

    /// A view's font element: its `<fontDescription>`, or an older `<font key="font">`.
    static func fontElement(of e: IBElement) -> IBElement? {
        e.children.first { ($0.name == "fontDescription" || $0.name == "font") && ($0["key"] ?? "font").hasPrefix("font") }
    }
}
