import Foundation
import Yams

/// A button's iOS 15 configuration in YAML: `configuration: filled` and the keys that go with
/// it. Any of them makes the button configured (`plain` unless `configuration` names a style).
extension ViewKindSchema {
    private typealias W = StoryboardYAMLWriter
    private typealias C = Button.Configuration

    /// A key of the configuration: read into it (made plain when absent), written when `get` gives a value.
    private static func configKey(_ name: String, value: String, default d: String,
                                  read: @escaping @Sendable (inout YAMLReader, Node, inout C) -> Void,
                                  write: @escaping @Sendable (C, (String) -> String) -> Node?) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in
                    var c = v.buttonConfiguration ?? C(style: .plain)
                    read(&r, n, &c)
                    v.buttonConfiguration = c
                },
                write: { v, path in v.buttonConfiguration.flatMap { write($0, path) } })
    }

    private static func names<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> String where E.RawValue == String {
        E.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    }

    /// The configuration's keys, in the order they are written.
    static let configurationKeys: [ViewKey] = [
        configKey("configuration", value: names(C.Style.self) + " (UIKit's `UIButton.Configuration` styles)",
                  default: "none (a plain title)",
                  read: { r, n, c in if let s = r.choice(n, "the configuration", C.Style.self) { c.style = s } },
                  write: { c, _ in W.s(c.style.rawValue) }),
        configKey("subtitle", value: "text below the title", default: "none",
                  read: { r, n, c in c.subtitle = r.string(n, "the subtitle") },
                  write: { c, _ in c.subtitle.map(W.s) }),
        configKey("image", value: "an image file beside the title", default: "none",
                  read: { r, n, c in c.image = r.string(n, "the image") },
                  write: { c, path in c.image.map { W.s(path($0)) } }),
        configKey("templateImage", value: "`true`: the image drawn in the foreground colour", default: "false",
                  read: { r, n, c in c.imageIsTemplate = r.bool(n, "templateImage") ?? false },
                  write: { c, _ in c.imageIsTemplate ? W.b(true) : nil }),
        configKey("symbol", value: "an SF Symbol's name beside the title (see `SystemSymbol`)", default: "none",
                  read: { r, n, c in c.systemImageName = r.string(n, "the symbol") },
                  write: { c, _ in c.systemImageName.map(W.s) }),
        configKey("imagePlacement", value: names(C.ImagePlacement.self), default: "`leading`",
                  read: { r, n, c in if let p = r.choice(n, "the image placement", C.ImagePlacement.self) { c.imagePlacement = p } },
                  write: { c, _ in c.imagePlacement == .leading ? nil : W.s(c.imagePlacement.rawValue) }),
        configKey("imagePadding", value: "points between the image and the title", default: "0",
                  read: { r, n, c in if let p = r.number(n, "the image padding", min: 0, max: 1000) { c.imagePadding = p } },
                  write: { c, _ in c.imagePadding == 0 ? nil : W.n(c.imagePadding) }),
        configKey("baseForeground", value: "colour of the title and image", default: "the style's (tint; white when filled)",
                  read: { r, n, c in c.baseForegroundColor = r.color(n, "the base foreground colour") },
                  write: { c, _ in c.baseForegroundColor.map { W.s($0.hexString) } }),
        configKey("baseBackground", value: "colour of the background", default: "the style's",
                  read: { r, n, c in c.baseBackgroundColor = r.color(n, "the base background colour") },
                  write: { c, _ in c.baseBackgroundColor.map { W.s($0.hexString) } }),
        configKey("cornerStyle", value: names(C.CornerStyle.self), default: "`dynamic`",
                  read: { r, n, c in if let s = r.choice(n, "the corner style", C.CornerStyle.self) { c.cornerStyle = s } },
                  write: { c, _ in c.cornerStyle == .dynamic ? nil : W.s(c.cornerStyle.rawValue) }),
        configKey("backgroundCornerRadius", value: "points, for `cornerStyle: fixed`", default: "0",
                  read: { r, n, c in if let v = r.number(n, "the corner radius", min: 0, max: YAMLReader.maxSide) { c.backgroundCornerRadius = v } },
                  write: { c, _ in c.backgroundCornerRadius == 0 ? nil : W.n(c.backgroundCornerRadius) }),
        configKey("buttonSize", value: names(C.Size.self), default: "`medium`",
                  read: { r, n, c in if let s = r.choice(n, "the button size", C.Size.self) { c.buttonSize = s } },
                  write: { c, _ in c.buttonSize == .medium ? nil : W.s(c.buttonSize.rawValue) }),
        configKey("contentInsets", value: "`[top, leading, bottom, trailing]` in points", default: "the size's",
                  read: { r, n, c in
                      guard let seq = n.sequence, seq.count == 4 else {
                          r.error(n, "expected contentInsets as [top, leading, bottom, trailing]")
                          return
                      }
                      let v = seq.compactMap { r.number($0, "a content inset", min: 0, max: 1000) }
                      if v.count == 4 { c.contentInsets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
                  },
                  write: { c, _ in
                      c.contentInsets.map { i in Node([W.n(i.top), W.n(i.left), W.n(i.bottom), W.n(i.right)], Tag(.seq), .flow) }
                  }),
    ]
}
