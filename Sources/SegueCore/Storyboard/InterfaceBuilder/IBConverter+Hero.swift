import Foundation

/// Storyboards made for Hero load as they are: Hero's user-defined runtime attributes become
/// SegueKit's matched elements and default animations.
///
/// - On a view: `heroID` is its `transitionID`, `heroModifierString` its `transitionModifiers`
///   (each problem a warning naming its column in the string); a `cornerRadius` attribute
///   (the inspectable Hero's examples add to every view) reads as `layer.cornerRadius` does.
/// - On a controller: `isHeroEnabled` makes segues to it play Hero's default animation,
///   `heroModalAnimationTypeString` (default `auto`: a fade); on a navigation controller,
///   `heroNavigationAnimationTypeString` is the animation of pushes from its root (default
///   `auto`: the push). A segue with its own `modalTransitionStyle` keeps it.
/// - Hero's actions `hero_dismissViewController` and `hero_unwindToRootViewController` on a
///   control are unwinds, declared (as any unwind the importer binds) by the scenes that show
///   the control's scene: they go back one presentation or push, with the forward animation
///   and its matched elements played backwards. (Hero's unwind to the root goes back one level
///   here when the chain is longer.)
extension IBConverter {
    /// Hero's control actions, bound as unwinds.
    static let heroActions: Set<String> = ["hero_dismissViewController", "hero_unwindToRootViewController"]

    /// The `<userDefinedRuntimeAttribute>` of `e` at `keyPath`.
    static func runtimeAttribute(_ e: IBElement, _ keyPath: String) -> IBElement? {
        e.child("userDefinedRuntimeAttributes")?.children.first { $0["keyPath"] == keyPath }
    }

    /// A string runtime attribute (`type="string"`), nil when absent or empty.
    static func runtimeString(_ e: IBElement, _ keyPath: String) -> String? {
        guard let a = runtimeAttribute(e, keyPath), let v = a["value"] ?? a.child("string")?.text, !v.isEmpty else { return nil }
        return v
    }

    /// A boolean runtime attribute (`type="boolean"`, `value="YES"`).
    static func runtimeBool(_ e: IBElement, _ keyPath: String) -> Bool? {
        runtimeAttribute(e, keyPath)?.flag("value")
    }

    /// Reads Hero's view attributes into `v`.
    mutating func readHeroAttributes(_ e: IBElement, into v: inout ViewSpec) {
        if let id = IBConverter.runtimeString(e, "heroID") { v.transitionID = id }
        if let text = IBConverter.runtimeString(e, "heroModifierString") {
            let parsed = TransitionModifier.parse(text)
            v.transitionModifiers = parsed.modifiers
            for w in parsed.warnings { warn(e, "heroModifierString '\(text)', column \(w.column): \(w.message)") }
        }
        if v.cornerRadius == nil, let r = IBConverter.runtimeNumber(e, "cornerRadius"), r > 0 {
            v.cornerRadius = min(r, YAMLReader.maxSide)
        }
    }

    /// Gives the presentations and pushes into Hero-enabled controllers Hero's animation,
    /// once every scene and segue exists.
    mutating func applyHeroAnimations() {
        var elementOfScene: [String: IBElement] = [:]
        for s in scenes { if let ib = s.interfaceBuilderID, let e = controllerElements[ib] { elementOfScene[s.id] = e } }
        // The navigation controller (its element) whose root each scene is.
        var navigationOf: [String: IBElement] = [:]
        for s in scenes where s.className == "NavigationController" {
            if let root = s.root, let e = elementOfScene[s.id] { navigationOf[root] = e }
        }
        for i in segueSpecs.indices {
            let segue = segueSpecs[i]
            guard segue.kind == .present || segue.kind == .show, segue.options.transition == nil,
                  let destination = elementOfScene[segue.destination] else { continue }
            let navigation = segue.kind == .show ? navigationOf[segue.source] : nil
            let text: String
            let element: IBElement
            if let nav = navigation {
                guard IBConverter.runtimeBool(nav, "isHeroEnabled") == true else { continue }
                text = IBConverter.runtimeString(nav, "heroNavigationAnimationTypeString") ?? "auto"
                element = IBConverter.runtimeAttribute(nav, "heroNavigationAnimationTypeString") ?? nav
            } else {
                guard IBConverter.runtimeBool(destination, "isHeroEnabled") == true else { continue }
                text = IBConverter.runtimeString(destination, "heroModalAnimationTypeString") ?? "auto"
                element = IBConverter.runtimeAttribute(destination, "heroModalAnimationTypeString") ?? destination
            }
            switch HeroAnimationType.resolve(text, presenting: true, inNavigation: navigation != nil) {
            case .failure(let w):
                warn(element, "Hero animation '\(text)', column \(w.column): \(w.message); the segue keeps its own transition")
            case .success(let type):
                if let note = type.note { warn(element, note) }
                switch type.outcome {
                case .transition(let name, let parameters):
                    segueSpecs[i].options.transition = name
                    for (k, v) in parameters { segueSpecs[i].options.parameters[k] = v }
                case .none: segueSpecs[i].options.animated = false
                case .segueDefault: break
                }
            }
        }
    }
}
