import Foundation

/// Interface Builder's iOS 15 button configurations and SF Symbols:
/// `<buttonConfiguration key="configuration" style= title= subtitle= image= catalog=
/// imagePlacement= imagePadding= cornerStyle= buttonSize=>` with its `titleFontDescription`,
/// `baseForegroundColor`, `baseBackgroundColor`, `<backgroundConfiguration>` and
/// `contentInsets`; image views showing `catalog="system"` images.
extension IBConverter {
    /// Reads a button's configuration into `v.buttonConfiguration` (its title into `v.text`
    /// or `v.runs`, its title font into `v.font`).
    mutating func buttonConfiguration(_ config: IBElement, of e: IBElement, _ v: inout ViewSpec) {
        typealias C = Button.Configuration
        var c = C(style: config["style"].flatMap(C.Style.init(rawValue:)) ?? .plain)
        if let title = config["title"] {
            v.text = title
            v.runs = nil
        } else if config.children.contains(where: { $0.name == "attributedString" }) {
            attributedText(config, key: "attributedTitle", &v)
        } else {
            // A configuration without a title shows none: the title of the button's normal
            // state ("Button", which Interface Builder writes for every button) is not drawn.
            v.text = nil
            v.runs = nil
        }
        c.subtitle = config["subtitle"]
        // Its title font (nil: the size's text style, as UIKit's); the button's own font
        // description does not apply to a configured button.
        v.font = config.child("fontDescription", key: "titleFontDescription").flatMap(IBValues.font)
        v.fontSize = nil
        c.baseForegroundColor = color(of: config, "baseForegroundColor")
        c.baseBackgroundColor = color(of: config, "baseBackgroundColor")
        if let background = config.child("backgroundConfiguration") {
            if c.baseBackgroundColor == nil { c.baseBackgroundColor = color(of: background, "backgroundColor") }
            if let r = background.number("cornerRadius"), r.isFinite, r >= 0 { c.backgroundCornerRadius = min(r, YAMLReader.maxSide) }
        }
        c.imagePlacement = config["imagePlacement"].flatMap(C.ImagePlacement.init(rawValue:)) ?? .leading
        if let p = config.number("imagePadding"), p.isFinite, p >= 0 { c.imagePadding = min(p, 1000) }
        if let p = config.number("titlePadding"), p.isFinite, p >= 0 { c.titlePadding = min(p, 1000) }
        c.cornerStyle = config["cornerStyle"].flatMap(C.CornerStyle.init(rawValue:)) ?? (config.child("backgroundConfiguration")?.number("cornerRadius") != nil ? .fixed : .dynamic)
        c.buttonSize = config["buttonSize"].flatMap(C.Size.init(rawValue:)) ?? .medium
        if let i = config.child("directionalEdgeInsets", key: "contentInsets") {
            func side(_ k: String) -> Double { min(max(i.number(k) ?? 0, 0), 1000) }
            c.contentInsets = EdgeInsets(top: side("top"), left: side("leading"), bottom: side("bottom"), right: side("trailing"))
        }
        // The image as an attribute or as an `<imageReference key="image">` (Xcode 13 and later).
        let reference = config.child(key: "image")
        if let name = config["image"] ?? reference?["image"], !name.isEmpty {
            configurationImage(name, system: config["catalog"] == "system" || reference?["catalog"] == "system", at: e, &c)
        }
        v.buttonConfiguration = c
    }

    /// A configuration's image `name`: an SF Symbol (drawn, or a labelled placeholder, warned)
    /// or an image file with the size the document records for it and its set's template flag.
    mutating func configurationImage(_ name: String, system: Bool, at e: IBElement, _ c: inout Button.Configuration) {
        if system {
            c.systemImageName = name
            if !SystemSymbol.isDrawn(name) {
                warn(e, "system symbol '\(name)' is drawn as a labelled placeholder", once: "symbol-\(name)")
            }
            return
        }
        var probe = ViewSpec(kind: .image, location: location(e))
        resolveImage(name, at: e, &probe, size: Size(24, 24))
        if probe.kind == .image, let file = probe.image {
            c.image = file
            c.imageSize = index.resources.imageSizes[name]
            c.imageIsTemplate = catalog.isTemplate(named: name)
        }
    }

    /// An image view showing the SF Symbol `name`: drawn in its tint, as a glyph or a
    /// labelled placeholder (warned).
    mutating func symbol(_ name: String, at e: IBElement, _ v: inout ViewSpec) {
        v.symbol = name
        v.tint = color(of: e, "tintColor")
        if !SystemSymbol.isDrawn(name) {
            warn(e, "system symbol '\(name)' is drawn as a labelled placeholder", once: "symbol-\(name)")
        }
    }
}
