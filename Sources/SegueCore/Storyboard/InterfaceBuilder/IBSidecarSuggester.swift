import Foundation

/// What the app's code most likely did, guessed from the converted scenes and segues: which
/// scenes declare the unwind actions their controls use, which segues a segmented control's
/// segments perform, which scenes are the pages of a container. Each guess goes into the
/// suggested sidecar (what `segue import` writes for a person to check) and the guesses list.
enum IBSidecarSuggester {
    /// An unwind action a control uses, the scene it is in and where.
    typealias UnwindUse = (action: String, scene: String, at: SourceLocation)

    /// A scene with a segmented control and a container view whose embedded child performs
    /// as many segues from code as there are segments: the app's code most likely performs
    /// segment i's segue when it is selected (a container switching its child). Each control
    /// is bound to the first such container; lookups are by id, so the time is linear in the
    /// scenes, controls and segues.
    static func bindSegments(scenes: [SceneSpec], segues segueSpecs: [SegueSpec], sidecar suggested: inout StoryboardSidecar,
                             guesses: inout [InterfaceBuilderGuess]) {
        var segueByID: [String: SegueSpec] = [:]
        var seguesFrom: [String: [SegueSpec]] = [:]
        for s in segueSpecs {
            if segueByID[s.id] == nil { segueByID[s.id] = s }
            seguesFrom[s.source, default: []].append(s)
        }
        var manual: [String: Set<String>] = [:]
        for g in guesses where g.kind == .unboundSegue { manual[g.scene, default: []].insert(g.subject) }
        var childless: Set<String> = []
        for s in scenes where s.children.isEmpty { childless.insert(s.id) }
        var loading = Set(suggested.onLoad.map(\.scene))
        for scene in scenes {
            var controls: [ViewSpec] = [], embeds: [String] = []
            StoryboardValidator.walk(scene.view) { v in
                if v.kind == .segmented, v.id != nil, v.segments.count > 1 { controls.append(v) }
                if let e = v.embed { embeds.append(e) }
            }
            guard !controls.isEmpty else { continue }
            // Each embedded child's segues performed from code, found once.
            let children: [(child: String, candidates: [SegueSpec])] = embeds.compactMap { embed in
                guard let child = segueByID[embed]?.destination else { return nil }
                let own = manual[child] ?? []
                return (child, (seguesFrom[child] ?? []).filter { own.contains($0.id) })
            }
            for control in controls {
                guard let (child, candidates) = children.first(where: { $0.candidates.count == control.segments.count }) else { continue }
                suggested.actions.append(StoryboardSidecar.ActionBinding(control: control.id ?? "", action: .segments(candidates.map(\.id))))
                let shown = min(max(control.selected ?? 0, 0), candidates.count - 1)
                if childless.contains(child), loading.insert(child).inserted {
                    suggested.onLoad.append(StoryboardSidecar.LoadSegue(scene: child, segue: candidates[shown].id))
                }
                let choice = zip(control.segments, candidates).map { "'\($0)' → \($1.id)" }.joined(separator: ", ")
                guesses.append(InterfaceBuilderGuess(kind: .segmentSegues, scene: scene.id, subject: control.id ?? "",
                                                     choice: "segments perform the segues of '\(child)': \(choice)",
                                                     location: control.location))
            }
        }
    }

    /// Scenes with a storyboard identifier that nothing in the storyboard leads to are loaded
    /// by the app's code: several of them may be the pages of a container (the cookbook's
    /// cube). Offered as a container of them, commented out in the written sidecar.
    static func container(identified: Set<String>, scenes: [SceneSpec], segues segueSpecs: [SegueSpec]) -> StoryboardSidecar.Container? {
        var reached: Set<String> = []
        for s in segueSpecs { reached.insert(s.destination) }
        for sc in scenes { reached.formUnion(sc.children); if let r = sc.root { reached.insert(r) } }
        let loose = scenes.map(\.id).filter { identified.contains($0) && !reached.contains($0) }
        guard loose.count >= 2 else { return nil }
        return StoryboardSidecar.Container(scene: "pages", children: loose, segue: "RotatingSegue")
    }

    /// Unwind actions are declared in the app's code, not in the storyboard. Guess: the scenes
    /// with a segue into the scene the unwind starts from (or, when there is none, the initial
    /// scene's) declare it, which is where UIKit's walk would usually find it. Lookups are by
    /// id, so the time is linear in the unwinds, segues and scenes.
    static func declareUnwindTargets(_ unwindUses: [UnwindUse], scenes: inout [SceneSpec], segues segueSpecs: [SegueSpec],
                                     sidecar suggested: inout StoryboardSidecar, guesses: inout [InterfaceBuilderGuess]) {
        var sourcesInto: [String: [String]] = [:], shownInto: [String: [String]] = [:]
        for s in segueSpecs {
            sourcesInto[s.destination, default: []].append(s.source)
            if s.kind != .embed { shownInto[s.destination, default: []].append(s.source) }
        }
        var navigationsOf: [String: [String]] = [:]
        var sceneIndex: [String: Int] = [:]
        for (i, sc) in scenes.enumerated() {
            if let r = sc.root { navigationsOf[r, default: []].append(sc.id) }
            if sceneIndex[sc.id] == nil { sceneIndex[sc.id] = i }
        }
        var declared: [Int: Set<String>] = [:]
        var suggestedIndex: [String: Int] = [:]
        for (i, u) in suggested.unwind.enumerated() where suggestedIndex[u.scene] == nil { suggestedIndex[u.scene] = i }
        for use in unwindUses {
            var targets = shownInto[use.scene] ?? []
            for nav in navigationsOf[use.scene] ?? [] { targets += sourcesInto[nav] ?? [] }
            if targets.isEmpty { targets = [scenes.first?.id ?? use.scene] }
            let unique = Set(targets).sorted()
            for t in unique {
                guard let i = sceneIndex[t] else { continue }
                if declared[i] == nil { declared[i] = Set(scenes[i].unwindActions) }
                if declared[i]!.insert(use.action).inserted { scenes[i].unwindActions.append(use.action) }
            }
            for t in unique {
                if let i = suggestedIndex[t] {
                    if !suggested.unwind[i].actions.contains(use.action) { suggested.unwind[i].actions.append(use.action) }
                } else {
                    suggestedIndex[t] = suggested.unwind.count
                    suggested.unwind.append(StoryboardSidecar.UnwindTargets(scene: t, actions: [use.action]))
                }
            }
            guesses.append(InterfaceBuilderGuess(kind: .unwindTarget, scene: use.scene, subject: use.action,
                                                 choice: "declared by \(unique.joined(separator: ", "))", location: use.at))
        }
    }
}
