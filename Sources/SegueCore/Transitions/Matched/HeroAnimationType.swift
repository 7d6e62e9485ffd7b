import Foundation

/// Hero's default animations by name (`heroModalAnimationTypeString`,
/// `heroNavigationAnimationTypeString`: `fade`, `push(left)`, `cover(up)`, `zoom`,
/// `selectBy(push(left), pull(right))`, `auto` …), mapped onto SegueKit's transitions. The
/// matched elements fly above whichever transition it picks.
///
/// Where no transition here moves the same way, the nearest one plays and `note` says so:
/// `push`/`pull`/`slide`/`cover`/`uncover`/`zoomSlide`/`pageIn`/`pageOut` up or down play as
/// the vertical cover, `zoom` as a cross-dissolve, `zoomOut` as the explode transition at
/// Hero's scale (1.3).
public struct HeroAnimationType: Hashable, Sendable {
    /// What the name asks for: a transition with its parameters, or no animation (`none`).
    public enum Outcome: Hashable, Sendable {
        /// Play this transition with these parameters.
        case transition(String, [String: String])
        /// The screens change without animation (Hero's `none`).
        case none
        /// Leave the segue's own default (Hero's `auto` in a navigation controller: a push).
        case segueDefault
    }

    /// The transition to play.
    public var outcome: Outcome
    /// Why the transition only approximates Hero's animation, or nil when it is Hero's.
    public var note: String?

    /// The animation `text` names, for a change that is `presenting` (forward) or not, inside a
    /// navigation controller or not; nil (with the reason) when the name is not Hero's.
    public static func resolve(_ text: String, presenting: Bool, inNavigation: Bool) -> Result<HeroAnimationType, TransitionModifierWarning> {
        let r = TransitionModifier.parseCalls(text)
        guard r.warnings.isEmpty else { return .failure(r.warnings[0]) }
        guard r.nodes.count == 1, let node = r.nodes.first else {
            return .failure(TransitionModifierWarning(column: 1, message: "expected one animation name, e.g. fade or push(left)"))
        }
        return resolve(node, presenting: presenting, inNavigation: inNavigation)
    }

    private static func resolve(_ node: ModifierNode, presenting: Bool, inNavigation: Bool) -> Result<HeroAnimationType, TransitionModifierWarning> {
        let args = node.arguments ?? []
        func direction() -> String? {
            guard case .node(let n)? = args.first, n.arguments == nil,
                  ["left", "right", "up", "down", "leading", "trailing"].contains(n.name) else { return nil }
            // Leading and trailing are left and right here (text runs left to right).
            return n.name == "leading" ? "left" : n.name == "trailing" ? "right" : n.name
        }
        func bad(_ message: String) -> Result<HeroAnimationType, TransitionModifierWarning> {
            .failure(TransitionModifierWarning(column: node.column, message: message))
        }
        switch node.name {
        case "fade": return .success(.init(outcome: .transition(CrossDissolve.description.name, [:])))
        case "none": return .success(.init(outcome: .none))
        case "auto":
            return .success(inNavigation ? .init(outcome: .segueDefault) : .init(outcome: .transition(CrossDissolve.description.name, [:])))
        case "zoom":
            return .success(.init(outcome: .transition(CrossDissolve.description.name, [:]),
                                  note: "Hero's 'zoom' is played as a cross-dissolve"))
        case "zoomOut":
            return .success(.init(outcome: .transition(Explode.description.name, ["scale": "1.3"])))
        case "selectBy":
            guard args.count == 2, case .node(let p) = args[0], case .node(let d) = args[1] else {
                return bad("'selectBy' needs two animations: selectBy(presenting, dismissing)")
            }
            return resolve(presenting ? p : d, presenting: presenting, inNavigation: inNavigation)
        case "push", "pull", "cover", "uncover", "slide", "zoomSlide", "pageIn", "pageOut":
            guard let dir = direction() else { return bad("'\(node.name)' needs a direction: left, right, up or down") }
            let push = Push.description.name
            if dir == "up" || dir == "down" {
                return .success(.init(outcome: .transition(CoverVertical.description.name, [:]),
                                      note: "Hero's '\(node.name)(\(dir))' is played as the vertical cover"))
            }
            // Moving left, the destination comes from the right edge; `pull` moves the other way.
            let from = (dir == "left") != (node.name == "pull" || node.name == "uncover") ? "right" : "left"
            switch node.name {
            case "slide": return .success(.init(outcome: .transition(push, ["from": from, "parallax": "1", "dim": "0"])))
            case "push", "cover": return .success(.init(outcome: .transition(push, ["from": from])))
            default:
                return .success(.init(outcome: .transition(push, ["from": from]),
                                      note: "Hero's '\(node.name)(\(dir))' is played as a push from the \(from)"))
            }
        default:
            return bad("unknown animation '\(node.name)'; expected auto, fade, zoom, zoomOut, none, push, pull, cover, uncover, slide, zoomSlide, pageIn, pageOut (with a direction) or selectBy(presenting, dismissing)")
        }
    }
}

extension TransitionModifier {
    /// The names and arguments of a string as read, before they are given meaning; `direction:`
    /// labels (`push(direction: left)`, as Hero's Swift API writes them) are dropped.
    static func parseCalls(_ text: String) -> (nodes: [ModifierNode], warnings: [TransitionModifierWarning]) {
        let unlabelled = text.replacingOccurrences(of: "direction:", with: "          ")
            .replacingOccurrences(of: "presenting:", with: "           ").replacingOccurrences(of: "dismissing:", with: "           ")
        return parseNodes(unlabelled)
    }
}
