import Foundation

extension IBConverter {
    /// Where a segue's trigger is, which decides how it can be performed.
    enum SegueTrigger {
        /// A control SegueKit draws (button, segmented control …): bound to its action.
        case control
        /// A container view: an embed segue.
        case container
        /// Something not drawn as a control (a table cell, a gesture): performed
        /// by its identifier.
        case other(String)
    }

    /// Converts one `<segue>` leaving the scene `scene` and adds it to the storyboard.
    /// Returns it, or nil for segues that are not model segues (relationships, unwinds, those
    /// with no destination).
    @discardableResult
    mutating func addSegue(_ s: IBElement, from scene: String, trigger: SegueTrigger?, _ ctx: inout SceneContext) -> SegueSpec? {
        let kindName = s["kind"] ?? "show"
        if kindName == "relationship" {
            if let d = s["destination"] {
                relationships.append((scene, s["relationship"] ?? "", d, location(s)))
            }
            return nil
        }
        if kindName == "unwind" {
            // A manual unwind segue (performed from code); a control's unwind is bound by the view.
            if trigger == nil {
                guess(.unboundSegue, scene: scene, s["identifier"] ?? s["id"] ?? "unwind",
                      "unwind '\(IBConverter.actionName(s["unwindAction"]) ?? "?")' performed from code", at: s)
            }
            return nil
        }
        guard let destID = s["destination"], let dest = sceneIDs[destID] else {
            warn(s, "segue '\(s["identifier"] ?? s["id"] ?? "?")' goes to '\(s["destination"] ?? "nothing")', which is not a scene of this storyboard; it is left out")
            return nil
        }
        var id = IBConverter.identifier(s["identifier"]) ?? s["id"] ?? "segue\(segueSpecs.count + 1)"
        if segueIDs.contains(id) { id = "\(id)-\(s["id"] ?? String(segueSpecs.count + 1))" }
        var options = SegueOptions()
        if s.flag("animates") == false { options.animated = false }
        var kind: SegueKind
        var className: String?
        switch kindName {
        case "embed":
            kind = .embed
        case "show", "push", "showDetail", "replace":
            kind = .show
            if kindName == "replace" || kindName == "showDetail" {
                warn(s, "'\(kindName)' segues are played as 'show' (a push, or a presentation outside a navigation controller)", once: "kind-\(kindName)")
            }
        case _ where IBConverter.presentationKinds.contains(kindName):
            kind = .present
            let destElement = controllerElements[destID]
            applyModalStyle(s["modalTransitionStyle"] ?? destElement?["modalTransitionStyle"], to: &options, at: s)
            let popover = IBConverter.popoverKinds.contains(kindName)
            options.presentationStyle = IBConverter.presentationStyle(s["modalPresentationStyle"] ?? destElement?["modalPresentationStyle"],
                                                                      popover: popover, sheets: index.presentsSheets)
            if options.presentationStyle == .popover {
                options.popoverAnchor = s["popoverAnchorView"] ?? s["popoverAnchorBarButtonItem"]
                if let arrows = s.child(key: "popoverArrowDirection") {
                    let sides = PopoverArrowDirection.names.prefix(4).enumerated()
                        .filter { arrows.flag($0.element) == true }.map { PopoverArrowDirection(rawValue: 1 << $0.offset) }
                    if !sides.isEmpty { options.popoverArrowDirections = PopoverArrowDirection(sides) }
                }
            }
        case "custom":
            (kind, className) = customSegue(s, scene: scene, &options)
        default:
            warn(s, "segue kind '\(kindName)' is played as a presentation")
            kind = .present
        }
        segueIDs.insert(id)
        let spec = SegueSpec(id: id, kind: kind, source: scene, destination: dest, className: className, options: options,
                             location: location(s))
        segueSpecs.append(spec)
        switch trigger {
        case .control?, .container?: break
        case .other(let what)?:
            guess(.unboundSegue, scene: scene, id, "triggered by a \(what); perform it by its identifier", at: s)
        case nil:
            guess(.unboundSegue, scene: scene, id, "performed from code", at: s)
        }
        return spec
    }

    /// Popover segues' anchors: a view anchored to takes its IB id as its id (a storyboard
    /// written from this one still finds it); an anchor left out of the conversion is dropped,
    /// with a warning (the popover then points at what triggers it).
    mutating func nameAnchors() {
        for i in segueSpecs.indices {
            guard let anchor = segueSpecs[i].options.popoverAnchor,
                  let s = scenes.firstIndex(where: { $0.id == segueSpecs[i].source }) else { continue }
            if scenes[s].view.nameView(layoutID: anchor) || scenes[s].anchorIDs.contains(anchor) { continue }
            segueSpecs[i].options.popoverAnchor = nil
            log.warn(at: segueSpecs[i].location, "popover segue '\(segueSpecs[i].id)': its anchor '\(anchor)' is not drawn; the popover points at what triggers it")
        }
    }

    /// The segue kinds that present (Interface Builder's for iOS and for the Mac), and those of
    /// them that present a popover.
    static let presentationKinds: Set<String> = ["presentation", "modal", "popover", "popoverPresentation", "presentAsPopover",
                                                  "presentAsModal", "presentAsSheet"]
    static let popoverKinds: Set<String> = ["popover", "popoverPresentation", "presentAsPopover"]

    /// UIKit's `modalPresentationStyle` `name` of a presentation segue (or of its destination),
    /// `popover` for a popover's kind: a sheet by default when the document's iOS release
    /// presents `sheets` (13 on: the release of the Xcode that saved it), full screen before, as
    /// UIKit's `.automatic` was then. A popover stays a popover: where the width is compact it
    /// adapts as the emulated release adapts it (`PopoverPresentationController`).
    static func presentationStyle(_ name: String?, popover: Bool, sheets: Bool) -> ModalPresentationStyle {
        // A popover segue presents a popover, whatever its destination's own style (UIKit's).
        if popover { return .popover }
        switch name {
        case "overFullScreen"?, "overCurrentContext"?, "custom"?: return .overFullScreen
        case "fullScreen"?, "currentContext"?: return .fullScreen
        case "pageSheet"?: return sheets ? .pageSheet : .fullScreen
        case "formSheet"?: return sheets ? .formSheet : .fullScreen
        case "popover"?: return .popover
        default: return sheets ? .automatic : .fullScreen
        }
    }

    /// UIKit's `modalTransitionStyle` as one of our transitions (`UIKitTransitionStyles`); a
    /// presentation's own default is left unsaid.
    mutating func applyModalStyle(_ style: String?, to options: inout SegueOptions, at e: IBElement) {
        guard let style else { return }
        guard let request = UIKitTransitionStyles.modalTransitionStyle(style) else {
            warn(e, "modal transition style '\(style)' is played as cover vertical")
            return
        }
        if request.name != PresentSegue.defaultTransition?.name { options.transition = request.name }
    }

    /// A custom segue: its class when registered (our `RotatingSegue`, `ExplodeSegue`,
    /// `TransitionSegue`, `ImageFlightSegue` or the app's), else a presentation with the
    /// transition its name suggests, else a cross-dissolve.
    mutating func customSegue(_ s: IBElement, scene: String, _ options: inout SegueOptions) -> (SegueKind, String?) {
        let dissolve = CrossDissolve.description.name
        guard let name = IBConverter.className(s["customClass"]) else {
            warn(s, "custom segue '\(s["identifier"] ?? s["id"] ?? "?")' names no class; it is played as a cross-dissolve presentation")
            options.transition = dissolve
            return (.present, nil)
        }
        if let mapped = classMap[name] {
            usedMappings.insert(name)
            if segueClasses.segueClass(named: mapped) != nil { return (.custom, mapped) }
            options.transition = mapped
            return (.present, nil)
        }
        if segueClasses.segueClass(named: name) != nil { return (.custom, name) }
        if let family = UIKitTransitionStyles.family(ofSegueClass: name)?.name {
            warn(s, "custom segue class '\(name)' is not registered; it is played as a '\(family)' presentation, the transition its name suggests (register the class with SegueRegistry to run it)")
            options.transition = family
            guess(.segueClass, scene: scene, name, "present with the '\(family)' transition", at: s)
            suggest(class: name, as: family)
        } else {
            warn(s, "custom segue class '\(name)' is not registered and its name suggests no transition; it is played as a cross-dissolve presentation")
            options.transition = dissolve
            guess(.segueClass, scene: scene, name, "present with the '\(dissolve)' transition", at: s)
            suggest(class: name, as: dissolve)
        }
        return (.present, nil)
    }

    /// Adds a class mapping to the suggested sidecar, once per name.
    mutating func suggest(class name: String, as target: String) {
        if !suggested.classes.contains(where: { $0.name == name }) {
            suggested.classes.append(StoryboardSidecar.ClassMapping(name: name, target: target))
        }
    }

    /// `unwindToHome:` → `unwindToHome` (the action's name, as a storyboard's `unwind` list has it).
    static func actionName(_ selector: String?) -> String? {
        guard let s = selector?.split(separator: ":").first, !s.isEmpty else { return nil }
        return String(s).filter { !$0.isWhitespace }
    }
}
