import Foundation
import Yams

/// What an Interface Builder storyboard's app code did, written beside it as `NAME.segue.yaml`
/// (`Main.segue.yaml` for `Main.storyboard`): the code does not come along to Linux, so a
/// control's action that performed a segue, the unwind actions controllers declared, the
/// classes the storyboard names, and containers the code filled with scenes loaded by
/// identifier are said here instead.
///
/// ```yaml
/// actions:                    # a control (its Interface Builder id) → what it performs
///   "309": [embedFirst, embedSecond]   # a segmented control: one segue per segment
///   "btn-7": showDetail                # a button: a segue …
///   "btn-9": unwind:backToHome         # … or an unwind action
/// onLoad:                     # a scene → the segue its viewDidLoad performed
///   ContainerVC: embedFirst
/// unwind:                     # a scene → the unwind actions its controller declares
///   home: [backToHome]
/// classes:                    # a custom class → one of ours, a registered one, or a transition
///   CubeSegue: RotatingSegue
///   FadeSegue: crossDissolve
///   MyListController: ViewController
/// containers:                 # a scene (new or existing) → its children, turned by a segue class
///   cube: { children: ["0", "1", "2", "3"], segue: RotatingSegue }
/// initial: cube               # the scene shown first
/// ```
///
/// Every problem is a `FILE:LINE:COLUMN: error:` in the sidecar; see docs/storyboard.md.
public struct StoryboardSidecar: Hashable, Sendable {
    /// What a control performs.
    public enum Action: Hashable, Sendable {
        /// A segue, asking `shouldPerformSegue` first.
        case segue(String)
        /// An unwind action.
        case unwind(String)
        /// One segue per segment of a segmented control, performed when it is selected.
        case segments([String])
    }

    /// A control's action.
    public struct ActionBinding: Hashable, Sendable {
        /// The control's Interface Builder id.
        public var control: String
        /// What it performs.
        public var action: Action
        /// Where the entry is in the sidecar.
        public var location: SourceLocation?
        /// A binding of `control` to `action`.
        public init(control: String, action: Action, location: SourceLocation? = nil) {
            self.control = control; self.action = action; self.location = location
        }
    }

    /// A segue a scene performs when its view loads.
    public struct LoadSegue: Hashable, Sendable {
        /// The scene.
        public var scene: String
        /// The segue, which leaves that scene.
        public var segue: String
        /// Where the entry is in the sidecar.
        public var location: SourceLocation?
        /// `scene` performs `segue` when its view loads.
        public init(scene: String, segue: String, location: SourceLocation? = nil) {
            self.scene = scene; self.segue = segue; self.location = location
        }
    }

    /// The unwind actions a scene's controller declares.
    public struct UnwindTargets: Hashable, Sendable {
        /// The scene.
        public var scene: String
        /// Its unwind actions (`unwindToHome`, without the selector's colon).
        public var actions: [String]
        /// Where the entry is in the sidecar.
        public var location: SourceLocation?
        /// `scene` declares `actions`.
        public init(scene: String, actions: [String], location: SourceLocation? = nil) {
            self.scene = scene; self.actions = actions; self.location = location
        }
    }

    /// A class the storyboard names, played as another.
    public struct ClassMapping: Hashable, Sendable {
        /// The name in the storyboard, without its module.
        public var name: String
        /// A registered controller or segue class, or a transition name.
        public var target: String
        /// Where the entry is in the sidecar.
        public var location: SourceLocation?
        /// `name` is played as `target`.
        public init(name: String, target: String, location: SourceLocation? = nil) {
            self.name = name; self.target = target; self.location = location
        }
    }

    /// A container scene whose children are other scenes (loaded by identifier in the app's code).
    public struct Container: Hashable, Sendable {
        /// The container scene: an existing one, or a new one made for the sidecar.
        public var scene: String
        /// The child scenes, in order; the first is shown.
        public var children: [String]
        /// The segue class that turns between them (nil: a cross-dissolve).
        public var segue: String?
        /// Where the entry is in the sidecar.
        public var location: SourceLocation?
        /// `scene` holds `children`, turned by `segue`.
        public init(scene: String, children: [String], segue: String? = nil, location: SourceLocation? = nil) {
            self.scene = scene; self.children = children; self.segue = segue; self.location = location
        }
    }

    /// The sidecar's path (for messages).
    public var path: String
    /// Controls' actions.
    public var actions: [ActionBinding] = []
    /// Segues performed when a scene's view loads.
    public var onLoad: [LoadSegue] = []
    /// Unwind actions declared by scenes.
    public var unwind: [UnwindTargets] = []
    /// Classes played as others.
    public var classes: [ClassMapping] = []
    /// Containers and their children.
    public var containers: [Container] = []
    /// The scene shown first, instead of the storyboard's initial view controller.
    public var initial: String?
    /// Where `initial` is in the sidecar.
    public var initialLocation: SourceLocation?
    /// Controls whose action goes to the app's code, written as commented-out `actions`
    /// entries for a person to complete (`"42": SEGUE_ID    # …`); never applied.
    public var pendingActions: [PendingAction] = []
    /// A container of the scenes only the app's code loads, written commented out (with an
    /// `initial` naming it) for a person to confirm; never applied.
    public var pendingContainer: Container?

    /// A control whose action goes to the app's code: a sidecar entry for a person to complete.
    public struct PendingAction: Hashable, Sendable {
        /// The control's Interface Builder id.
        public var control: String
        /// Its element name (`switch`, `slider` …).
        public var element: String
        /// The scene it is in.
        public var scene: String
        /// The action's selector, as the storyboard names it.
        public var selector: String
        /// The control `control`, a `element` in `scene`, whose `selector` goes to the app's code.
        public init(control: String, element: String, scene: String, selector: String) {
            self.control = control; self.element = element; self.scene = scene; self.selector = selector
        }
    }

    /// An empty sidecar for the file at `path`.
    public init(path: String) { self.path = path }

    /// Whether it says nothing.
    public var isEmpty: Bool {
        actions.isEmpty && onLoad.isEmpty && unwind.isEmpty && classes.isEmpty && containers.isEmpty && initial == nil
    }

    /// The class mappings by name (the last entry for a name wins).
    public var classMap: [String: String] {
        var map: [String: String] = [:]
        for c in classes { map[c.name] = c.target }
        return map
    }

    /// The sidecar looked for beside a storyboard: `Main.storyboard` → `Main.segue.yaml`.
    public static func path(besideStoryboard path: String) -> String {
        let name = PathName(path).deletingPathExtension
        return PathName(bytes: name.bytes + Array(".segue.yaml".utf8)).argument
    }

    static let topKeys: Set<String> = ["actions", "onLoad", "unwind", "classes", "containers", "initial"]

    /// Parses a sidecar's text; the failure lists every problem with its line and column.
    public static func parse(_ text: String, path: String) -> Result<StoryboardSidecar, StoryboardError> {
        var r = YAMLReader(file: path, text: text)
        var sidecar = StoryboardSidecar(path: path)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else { return .success(sidecar) }
            root = node
        } catch let e as YamlError {
            return .failure(StoryboardError([StoryboardDecoder.yamlDiagnostic(e, path: path, text: text)]))
        } catch {
            r.error(at: SourceLocation(file: path, line: 1, column: 1), "cannot read YAML: \(error)")
            return .failure(StoryboardError(r.diagnostics))
        }
        if case .scalar(let s) = root, YAMLReader.isNull(s) || s.string.isEmpty { return .success(sidecar) }
        if case .scalar = root {
            r.error(root, "this is not a sidecar: it is a single value, not a mapping of 'actions', 'onLoad', 'unwind', 'classes', 'containers' or 'initial'")
            return .failure(StoryboardError(r.diagnostics))
        }
        guard let top = r.mapping(root, "the sidecar", allowed: topKeys) else { return .failure(StoryboardError(r.diagnostics)) }
        for (key, _, value) in top {
            // A section left empty (`actions:` with only comments under it, as import writes
            // one when it guessed nothing) holds nothing.
            if key != "initial", case .scalar(let s) = value, YAMLReader.isNull(s) { continue }
            switch key {
            case "actions":
                for (control, _, v) in r.mapping(value, "'actions' (control id → segue, unwind:ACTION or a list of segues)") ?? [] {
                    let at = r.location(v)
                    if v.sequence != nil {
                        guard let ids = r.stringList(v, "the segues of segmented control '\(control)', one per segment") else { continue }
                        sidecar.actions.append(ActionBinding(control: control, action: .segments(ids), location: at))
                    } else if let s = r.identifier(v, "what control '\(control)' performs: a segue id or unwind:ACTION") {
                        if s.hasPrefix("unwind:") {
                            let action = String(s.dropFirst("unwind:".count))
                            guard !action.isEmpty else { r.error(v, "expected an unwind action after 'unwind:'"); continue }
                            sidecar.actions.append(ActionBinding(control: control, action: .unwind(action), location: r.location(v)))
                        } else {
                            sidecar.actions.append(ActionBinding(control: control, action: .segue(s), location: r.location(v)))
                        }
                    }
                }
            case "onLoad":
                for (scene, _, v) in r.mapping(value, "'onLoad' (scene → the segue it performs when its view loads)") ?? [] {
                    if let s = r.identifier(v, "the segue scene '\(scene)' performs when its view loads") {
                        sidecar.onLoad.append(LoadSegue(scene: scene, segue: s, location: r.location(v)))
                    }
                }
            case "unwind":
                for (scene, _, v) in r.mapping(value, "'unwind' (scene → its unwind actions)") ?? [] {
                    if let list = r.stringList(v, "the unwind actions of scene '\(scene)'") {
                        let actions = list.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
                        sidecar.unwind.append(UnwindTargets(scene: scene, actions: actions, location: r.location(v)))
                    }
                }
            case "classes":
                for (name, _, v) in r.mapping(value, "'classes' (a class in the storyboard → a class or transition)") ?? [] {
                    if let t = r.identifier(v, "what class '\(name)' is played as") {
                        sidecar.classes.append(ClassMapping(name: name, target: t, location: r.location(v)))
                    }
                }
            case "containers":
                for (scene, keyNode, v) in r.mapping(value, "'containers' (scene → its children and segue)") ?? [] {
                    var container = Container(scene: scene, children: [], location: r.location(keyNode))
                    if v.sequence != nil {
                        container.children = r.stringList(v, "the children of container '\(scene)'") ?? []
                    } else {
                        for (k, _, cv) in r.mapping(cv: v, scene: scene) {
                            switch k {
                            case "children": container.children = r.stringList(cv, "the children of container '\(scene)'") ?? []
                            case "segue": container.segue = r.identifier(cv, "the segue class turning container '\(scene)'")
                            default: break
                            }
                        }
                    }
                    if container.children.isEmpty {
                        r.error(v, "container '\(scene)' needs 'children': the scenes it holds, the first one shown")
                    }
                    sidecar.containers.append(container)
                }
            case "initial":
                sidecar.initial = r.identifier(value, "the initial scene's id")
                sidecar.initialLocation = r.location(value)
            default: break
            }
        }
        if !r.diagnostics.isEmpty { return .failure(StoryboardError(r.diagnostics)) }
        return .success(sidecar)
    }
}

extension YAMLReader {
    /// A container entry's keys.
    fileprivate mutating func mapping(cv node: Node, scene: String) -> [(key: String, keyNode: Node, value: Node)] {
        mapping(node, "container '\(scene)' (children, segue)", allowed: ["children", "segue"]) ?? []
    }
}
