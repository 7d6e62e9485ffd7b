import Foundation
import Yams

/// Everything one view kind is, said once: its YAML keys (each with the value it takes, its
/// default, how it is read into a `ViewSpec` and written back out), the view it builds, the
/// Interface Builder elements that become it and how much room it needs when nothing sizes it.
/// The YAML decoder and writer, `Storyboard`'s view builder, the Interface Builder importer
/// and the docs' table of view keys all read this; a new kind is a `ViewKind` case and a schema
/// in `ViewKindSchema+Kinds.swift`.
struct ViewKindSchema: Sendable {
    /// The kind described.
    let kind: ViewKind
    /// The keys this kind adds to those of every view (`common`), in the order they are written.
    let keys: [ViewKey]
    /// The Interface Builder element names converted to this kind.
    let ibElements: [String]
    /// Whether an imported view of this kind keeps its Interface Builder id as its `id`, so a
    /// sidecar (its actions) and an embed segue can name it: controls and containers.
    let keepsIBID: Bool
    /// Checks that need several keys at once (a selected segment within the segments), after
    /// every key was read.
    let check: @Sendable (ViewSpec, Node, inout YAMLReader) -> Void
    /// Makes the view, its kind's own properties set (`Storyboard` sets those of every view);
    /// image paths resolve against the assets folder given.
    let make: @MainActor @Sendable (ViewSpec, _ assetsDirectory: String) -> View

    /// Every key a view of this kind may have, those of every view first, by name.
    let keysByName: [String: ViewKey]
    /// The names a view of this kind may have in YAML: `type`, `subviews`, the common keys and its own.
    let allowedNames: Set<String>

    init(_ kind: ViewKind, keys: [ViewKey], ib: [String], keepsIBID: Bool = false,
         check: @escaping @Sendable (ViewSpec, Node, inout YAMLReader) -> Void = { _, _, _ in },
         make: @escaping @MainActor @Sendable (ViewSpec, String) -> View) {
        self.kind = kind
        self.keys = keys
        self.ibElements = ib
        self.keepsIBID = keepsIBID
        self.check = check
        self.make = make
        let all = ViewKindSchema.common + keys
        keysByName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        allowedNames = Set(all.map(\.name)).union(["type", "subviews"])
    }

    /// The keys of every view, in the order they are written (`type` first and `subviews` last
    /// are the decoder's and writer's own: they choose the schema and recurse).
    var allKeys: [ViewKey] { ViewKindSchema.common + keys }
}

/// One YAML key of a view: its name, the value it takes and its default (for the docs' table),
/// how it is read into a `ViewSpec` and written back out (nil: not written, the default).
struct ViewKey: Sendable {
    /// The key as written in YAML.
    let name: String
    /// The value it takes, as the docs say it.
    let value: String
    /// Its default when absent, as the docs say it.
    let defaultValue: String
    /// Reads the key's value node into the spec, reporting what is wrong with it.
    let read: @Sendable (inout YAMLReader, Node, inout ViewSpec) -> Void
    /// The key's value node for the spec (image paths rewritten by the function given), or
    /// nil when the spec has the default and nothing is written.
    let write: @Sendable (ViewSpec, (String) -> String) -> Node?

    private typealias W = StoryboardYAMLWriter

    /// A text.
    static func text(_ name: String, _ path: WritableKeyPath<ViewSpec, String?> & Sendable, _ what: String,
                     value: String = "text", default d: String = "none") -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.string(n, what) },
                write: { v, _ in v[keyPath: path].map(W.s) })
    }

    /// A name without spaces (an id, a segue id).
    static func identifier(_ name: String, _ path: WritableKeyPath<ViewSpec, String?> & Sendable, _ what: String,
                           value: String, default d: String = "none") -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.identifier(n, what) },
                write: { v, _ in v[keyPath: path].map(W.s) })
    }

    /// An image file, relative to the assets folder.
    static func image(_ name: String, _ path: WritableKeyPath<ViewSpec, String?> & Sendable, _ what: String,
                      value: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: "none",
                read: { r, n, v in v[keyPath: path] = r.string(n, what) },
                write: { v, imagePath in v[keyPath: path].map { W.s(imagePath($0)) } })
    }

    /// A number from `min` to `max`.
    static func number(_ name: String, _ path: WritableKeyPath<ViewSpec, Double?> & Sendable, _ what: String,
                       min: Double? = nil, max: Double? = nil, value: String, default d: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.number(n, what, min: min, max: max) },
                write: { v, _ in v[keyPath: path].map(W.n) })
    }

    /// Insets as `[top, left, bottom, right]` in points.
    static func insets(_ name: String, _ path: WritableKeyPath<ViewSpec, EdgeInsets?> & Sendable, _ what: String,
                       min: Double = 0, default d: String) -> ViewKey {
        ViewKey(name: name, value: "`[top, left, bottom, right]` in points", defaultValue: d,
                read: { r, n, v in
                    if let a = r.numbers(n, what, names: ["top", "left", "bottom", "right"], min: min) {
                        v[keyPath: path] = EdgeInsets(top: a[0], left: a[1], bottom: a[2], right: a[3])
                    }
                },
                write: { v, _ in
                    v[keyPath: path].map { Node([W.n($0.top), W.n($0.left), W.n($0.bottom), W.n($0.right)], Tag(.seq), .flow) }
                })
    }

    /// A whole number from `min` to `max`.
    static func integer(_ name: String, _ path: WritableKeyPath<ViewSpec, Int?> & Sendable, _ what: String,
                        min: Int? = nil, max: Int? = nil, value: String, default d: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.integer(n, what, min: min, max: max) },
                write: { v, _ in v[keyPath: path].map(W.n) })
    }

    /// `true` or `false`.
    static func bool(_ name: String, _ path: WritableKeyPath<ViewSpec, Bool?> & Sendable, _ what: String,
                     value: String = "`true` or `false`", default d: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.bool(n, what) },
                write: { v, _ in v[keyPath: path].map(W.b) })
    }

    /// A colour (`#RRGGBB` or a name).
    static func color(_ name: String, _ path: WritableKeyPath<ViewSpec, Color?> & Sendable, _ what: String,
                      value: String = "colour", default d: String) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.color(n, what) },
                write: { v, _ in v[keyPath: path].map { W.s($0.hexString) } })
    }

    /// One of an enumeration's raw values.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<ViewSpec, E?> & Sendable, _ what: String, default d: String
    ) -> ViewKey where E.RawValue == String {
        ViewKey(name: name, value: E.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "), defaultValue: d,
                read: { r, n, v in v[keyPath: path] = r.choice(n, what, E.self) },
                write: { v, _ in v[keyPath: path].map { W.s($0.rawValue) } })
    }

    /// A control's action: `segue: ID` or `unwind: ACTION` (one of the two).
    static func action(_ name: String, what: String, value: String,
                       make: @escaping @Sendable (String) -> ControlAction,
                       written: @escaping @Sendable (ControlAction) -> String?) -> ViewKey {
        ViewKey(name: name, value: value, defaultValue: "none",
                read: { r, n, v in if let s = r.identifier(n, what) { v.action = make(s) } },
                write: { v, _ in v.action.flatMap(written).map(W.s) })
    }
}

extension ViewKind {
    /// This kind's schema: its keys, the view it makes, its Interface Builder elements.
    var schema: ViewKindSchema {
        switch self {
        case .view: return ViewKindSchema.view
        case .label: return ViewKindSchema.label
        case .button: return ViewKindSchema.button
        case .image: return ViewKindSchema.image
        case .segmented: return ViewKindSchema.segmented
        case .pageControl: return ViewKindSchema.pageControl
        case .container: return ViewKindSchema.container
        case .stack: return ViewKindSchema.stack
        case .scroll: return ViewKindSchema.scroll
        case .table: return ViewKindSchema.table
        case .collection: return ViewKindSchema.collection
        case .cell: return ViewKindSchema.cell
        case .switch: return ViewKindSchema.switchControl
        case .activityIndicator: return ViewKindSchema.activityIndicator
        case .progress: return ViewKindSchema.progress
        case .slider: return ViewKindSchema.slider
        case .stepper: return ViewKindSchema.stepper
        case .datePicker: return ViewKindSchema.datePicker
        case .textView: return ViewKindSchema.textView
        case .navigationBar: return ViewKindSchema.navigationBar
        case .toolbar: return ViewKindSchema.toolbar
        case .tabBar: return ViewKindSchema.tabBar
        }
    }
}

extension ViewKindSchema {
    /// Each kind's schema, in `ViewKind` order.
    static var all: [ViewKindSchema] { ViewKind.allCases.map(\.schema) }

    /// The Interface Builder element names drawn as a kind of view, and which.
    static let ibKinds: [String: ViewKind] = Dictionary(
        ViewKind.allCases.flatMap { kind in kind.schema.ibElements.map { ($0, kind) } }, uniquingKeysWith: { a, _ in a })

    /// The docs' table of view keys (docs/storyboard.md shows it; a test keeps the two equal):
    /// the keys of every view, then each type's own, with the value each takes and its default.
    static func markdownTable() -> String {
        var lines = ["| type | key | value | default |", "|---|---|---|---|"]
        func rows(_ title: String, _ keys: [ViewKey]) {
            for (i, k) in keys.enumerated() {
                lines.append("| \(i == 0 ? title : "") | `\(k.name)` | \(k.value) | \(k.defaultValue) |")
            }
        }
        rows("every view", common)
        for s in all {
            if s.keys.isEmpty { lines.append("| `\(s.kind.rawValue)` | — | | |") } else { rows("`\(s.kind.rawValue)`", s.keys) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
