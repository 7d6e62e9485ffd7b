import Foundation

/// Something that can be performed by name from the current screen: a storyboard segue
/// leaving it, an unwind that would land somewhere, or a scene to show. The segue palette
/// lists them; a script's `segue NAME` line (`InputEvent.segue`) performs one.
public struct SegueChoice: Hashable, Sendable {
    /// What kind of thing is performed.
    public enum Kind: String, Hashable, Sendable {
        /// A storyboard segue leaving a controller on screen.
        case segue
        /// An unwind action some controller above the screen declares.
        case unwind
        /// A scene shown by its identifier (presented), as an app's code would.
        case scene
    }

    /// What kind of thing is performed.
    public var kind: Kind
    /// The segue's id, the unwind action, or the scene's id.
    public var target: String
    /// A line saying where it goes, for the palette.
    public var detail: String

    /// A choice of `kind` for `target`.
    public init(kind: Kind, target: String, detail: String) {
        self.kind = kind; self.target = target; self.detail = detail
    }

    /// What performing the choice performs.
    public var segueTarget: SegueTarget {
        switch kind {
        case .segue: return .segue(target)
        case .unwind: return .unwind(target)
        case .scene: return .scene(target)
        }
    }

    /// The name a script's `segue` line gives: the segue id, `unwind:ACTION` or `scene:ID`.
    public var name: String { segueTarget.scriptName }
}

extension Window {
    /// The controllers whose views are on screen in front: the front screen and its visible
    /// children, deepest last.
    var visibleControllers: [ViewController] {
        guard let front = frontmostViewController else { return [] }
        var out: [ViewController] = []
        var stack = [front]
        while let vc = stack.popLast() {
            out.append(vc)
            stack += vc.children.filter { $0.viewIfLoaded?.window === self }.reversed()
        }
        return out
    }

    /// Every segue leaving the current screen, in storyboard order — performed from code,
    /// by a control or by a table row alike (embed segues, which run when a view loads, are
    /// left out) — then every unwind action that would land on a controller from here.
    public var segueChoices: [SegueChoice] {
        var out: [SegueChoice] = []
        var seen: Set<String> = []
        let visible = visibleControllers
        for vc in visible {
            guard let file = vc.storyboard?.file, let scene = vc.storyboardIdentifier else { continue }
            for s in file.segues where s.source == scene && s.kind != .embed && seen.insert(s.id).inserted {
                let how = s.className ?? s.options.transition.map { "\(s.kind.rawValue), \($0)" } ?? s.kind.rawValue
                out.append(SegueChoice(kind: .segue, target: s.id, detail: "\(scene) → \(s.destination) (\(how))"))
            }
        }
        var actions: [String] = []
        for vc in visible {
            for s in vc.storyboard?.file.scenes ?? [] { actions += s.unwindActions }
            actions += vc.unwindActions.keys.sorted()
        }
        for action in actions where !seen.contains(SegueTarget.unwind(action).scriptName) {
            guard let (_, dest) = unwindSource(for: action) else { continue }
            seen.insert(SegueTarget.unwind(action).scriptName)
            out.append(SegueChoice(kind: .unwind, target: action, detail: "back to \(dest.storyboardIdentifier ?? dest.traceName)"))
        }
        return out
    }

    /// The scenes an app's code would show by identifier: those no segue, navigation root,
    /// tab or container leads to (the initial scene aside), for the scene picker.
    public var sceneChoices: [SegueChoice] {
        guard let file = rootViewController?.storyboard?.file else { return [] }
        var reached: Set<String> = [file.initialScene]
        for s in file.segues { reached.insert(s.destination) }
        for sc in file.scenes {
            reached.formUnion(sc.children)
            if let r = sc.root { reached.insert(r) }
        }
        return file.scenes.filter { !reached.contains($0.id) }.map {
            SegueChoice(kind: .scene, target: $0.id, detail: $0.title ?? $0.className)
        }
    }

    /// The deepest controller on screen from which `action` unwinds, and where it lands.
    private func unwindSource(for action: String) -> (ViewController, ViewController)? {
        for vc in visibleControllers.reversed() {
            if let d = vc.unwindDestination(forAction: action) { return (vc, d) }
        }
        return nil
    }

    /// Performs a choice by its name as a script writes it (`SegueChoice.name`): see
    /// `performSegueChoice(_:)`.
    @discardableResult
    public func performSegueChoice(named name: String) -> Bool {
        performSegueChoice(SegueTarget(scriptName: name))
    }

    /// Performs `choice` with UIKit's life cycle: a segue asks its source's
    /// `shouldPerformSegue` first, then the destination, the segue, `prepare(for:sender:)` and
    /// `perform()`; an unwind goes through `performUnwind`; a scene is instantiated and
    /// presented. Returns false, tracing an `error`, when nothing on screen has it.
    @discardableResult
    public func performSegueChoice(_ choice: SegueTarget) -> Bool {
        let name = choice.scriptName
        switch choice {
        case .segue(let target):
            for vc in visibleControllers {
                guard let spec = vc.storyboard?.file.segue(target), spec.source == vc.storyboardIdentifier else { continue }
                return vc.performStoryboardSegue(target, sender: nil, triggeredByControl: true)
            }
        case .unwind(let target):
            if let (source, _) = unwindSource(for: target) { return source.performUnwind(action: target, sender: nil) }
        case .scene(let target):
            if let front = frontmostViewController, let storyboard = rootViewController?.storyboard,
               let vc = storyboard.instantiateShownViewController(withIdentifier: target) {
                front.present(vc, animated: true)
                return true
            }
        }
        frontmostViewController?.trace(.error, [.init("message", .string("no segue '\(name)' from this screen"))])
        return false
    }
}
