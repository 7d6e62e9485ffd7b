import Foundation

extension StoryboardSidecar {
    /// Applies the sidecar to a converted storyboard: binds controls, declares unwind actions,
    /// sets the segues performed on load, makes containers and sets the initial scene. Class
    /// mappings are applied during the conversion (`classMap`); here their targets are
    /// checked. Returns every problem, located in the sidecar (errors) — a reference to
    /// something the storyboard does not have, a class or transition nobody registered.
    func apply(to file: inout StoryboardFile, registries: SegueRegistries) -> [StoryboardDiagnostic] {
        var problems: [StoryboardDiagnostic] = []
        func fail(_ at: SourceLocation?, _ message: String) {
            problems.append(StoryboardDiagnostic(at ?? SourceLocation(file: path, line: 1, column: 1), message))
        }
        func sceneList() -> String { file.scenes.map(\.id).sorted().joined(separator: ", ") }
        func hasScene(_ id: String) -> Bool { file.scenes.contains { $0.id == id } }

        for c in classes {
            let t = c.target
            if !registries.controllers.contains(t), registries.segues.segueClass(named: t) == nil, registries.transitions.info(t) == nil {
                fail(c.location, "class '\(c.name)' is mapped to '\(t)', which is neither a registered controller or segue class nor a transition; expected one of: \((registries.controllers.names + registries.segues.names).joined(separator: ", ")) or a name from 'segue transitions'")
            }
        }
        for container in containers {
            for child in container.children where !hasScene(child) {
                fail(container.location, "child scene '\(child)' of container '\(container.scene)' does not exist; expected one of: \(sceneList())")
            }
            if let s = container.segue, registries.segues.segueClass(named: s) == nil {
                fail(container.location, "unknown segue class '\(s)' for container '\(container.scene)'; expected one of: \(registries.segues.names.joined(separator: ", "))")
            }
            if let i = file.scenes.firstIndex(where: { $0.id == container.scene }) {
                if file.scenes[i].className == "ViewController" { file.scenes[i].className = "ChildContainerController" }
                file.scenes[i].children = container.children
                file.scenes[i].childSegue = container.segue
            } else {
                let location = container.location ?? SourceLocation(file: path, line: 1, column: 1)
                var view = ViewSpec(kind: .view, location: location)
                view.background = .black
                file.scenes.append(SceneSpec(id: container.scene, className: "ChildContainerController", title: nil, view: view,
                                             unwindActions: [], escape: nil, focus: nil, children: container.children,
                                             childContainer: nil, root: nil, location: location, childSegue: container.segue))
            }
        }
        for u in unwind {
            guard let i = file.scenes.firstIndex(where: { $0.id == u.scene }) else {
                fail(u.location, "scene '\(u.scene)' does not exist; expected one of: \(sceneList())")
                continue
            }
            for a in u.actions where !file.scenes[i].unwindActions.contains(a) { file.scenes[i].unwindActions.append(a) }
        }
        for l in onLoad {
            guard let i = file.scenes.firstIndex(where: { $0.id == l.scene }) else {
                fail(l.location, "scene '\(l.scene)' does not exist; expected one of: \(sceneList())")
                continue
            }
            guard let s = file.segue(l.segue), s.source == l.scene else {
                let leaving = file.segues.filter { $0.source == l.scene }.map(\.id).sorted()
                fail(l.location, "scene '\(l.scene)' has no segue '\(l.segue)'; expected one of: \(leaving.isEmpty ? "(none)" : leaving.joined(separator: ", "))")
                continue
            }
            file.scenes[i].loadSegue = l.segue
        }
        // Each binding applied to the first view with its control's id (scenes in order, each
        // tree parents first), in one walk over the views however many bindings there are.
        var pending: [String: [Int]] = [:]
        for (k, b) in actions.enumerated() { pending[b.control, default: []].append(k) }
        var outcome = [String??](repeating: nil, count: actions.count)  // nil: no such control
        func visit(_ v: inout ViewSpec) {
            if let id = v.id, let ks = pending.removeValue(forKey: id) {
                for k in ks { outcome[k] = .some(StoryboardSidecar.bind(actions[k], to: &v)) }
            }
            for j in v.gestureRecognizers.indices {
                guard let ks = pending.removeValue(forKey: v.gestureRecognizers[j].id) else { continue }
                for k in ks { outcome[k] = .some(StoryboardSidecar.bind(actions[k], to: &v.gestureRecognizers[j])) }
            }
            for i in v.subviews.indices where !pending.isEmpty { visit(&v.subviews[i]) }
        }
        for i in file.scenes.indices where !pending.isEmpty { visit(&file.scenes[i].view) }
        for (binding, result) in zip(actions, outcome) {
            switch result {
            case .none: fail(binding.location, "the storyboard has no control with id '\(binding.control)' (a button, segmented control or page control's Interface Builder id)")
            case .some(nil): break
            case .some(let message?): fail(binding.location, message)
            }
        }
        if let initial {
            // A scene by its id, or an Interface Builder scene by its controller's IB id (as
            // `segue layout --scene` takes it).
            if let scene = file.sceneID(named: initial) {
                file.initialScene = scene
            } else {
                fail(initialLocation, "initial scene '\(initial)' does not exist; expected one of: \(sceneList())")
            }
        }
        return problems
    }

    /// Binds the gesture recognizer `g` as `binding` says (a segue or an unwind); what is wrong, or nil.
    private static func bind(_ binding: ActionBinding, to g: inout GestureRecognizerSpec) -> String? {
        switch binding.action {
        case .segue(let id): g.action = .segue(id)
        case .unwind(let a): g.action = .unwind(a)
        case .segments: return "'\(binding.control)' is a gesture recognizer; give it one segue"
        }
        return nil
    }

    /// Binds the control `v` as `binding` says; what is wrong, or nil.
    private static func bind(_ binding: ActionBinding, to v: inout ViewSpec) -> String? {
        switch binding.action {
        case .segue, .unwind:
            // A box drawn for a control SegueKit has no class for (a switch, a
            // slider) becomes clickable, as a table cell that triggers a segue is.
            if v.kind == .view { v.kind = .button; v.text = "" }
            // A kind that can run a segue is one whose YAML has a `segue` key (buttons, switches, cells).
            guard v.kind.schema.keysByName["segue"] != nil else { return "'\(binding.control)' is a \(v.kind.rawValue), which cannot be clicked; bind a button, a cell or a control" }
        case .segments: break
        }
        switch binding.action {
        case .segue(let id):
            v.action = .segue(id)
            v.at["segue"] = binding.location
        case .unwind(let a):
            v.action = .unwind(a)
            v.at["unwind"] = binding.location
        case .segments(let ids):
            guard v.kind == .segmented else { return "control '\(binding.control)' is a \(v.kind.rawValue), not a segmented control; give it one segue" }
            guard ids.count == v.segments.count else {
                return "segmented control '\(binding.control)' has \(v.segments.count) segments; expected as many segues, got \(ids.count)"
            }
            v.segmentSegues = ids
            v.at["segues"] = binding.location
        }
        return nil
    }

    // MARK: Writing

    /// The sidecar as YAML, with a comment on each section, for `segue import` to write
    /// pre-filled with its guesses (`StoryboardYAMLWriter.sidecar` writes it).
    public func yaml(header: [String] = []) -> String {
        StoryboardYAMLWriter.sidecar(self, header: header)
    }
}
