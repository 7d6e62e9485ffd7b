import Foundation

/// A transition with the parameters a UIKit style gives it (`transitionFlipFromTop`: `flip`
/// with `direction: top`).
public struct TransitionRequest: Sendable {
    /// The transition.
    public var transition: TransitionDescription
    /// Parameters the style sets, as text (`direction`).
    public var parameters: [String: String]
    /// `transition` with `parameters` (none by default).
    public init(_ transition: TransitionDescription, _ parameters: [String: String] = [:]) {
        self.transition = transition; self.parameters = parameters
    }
    /// The transition's name.
    public var name: String { transition.name }
}

/// The one table from UIKit's words for a transition to SegueKit's transitions: the modal
/// transition styles (`UIModalTransitionStyle`), the transition options of
/// `UIView.AnimationOptions`, and the families of transitions a custom segue class's name
/// suggests (for a storyboard imported from Interface Builder whose class is not registered).
/// `AnimationOptions`, the Interface Builder importer and the docs read it; nothing else maps
/// these names.
public enum UIKitTransitionStyles {
    /// `modalTransitionStyle` by its Interface Builder name.
    public static let modalTransitionStyles: [(style: String, request: TransitionRequest)] = [
        ("coverVertical", TransitionRequest(CoverVertical.description)),
        ("crossDissolve", TransitionRequest(CrossDissolve.description)),
        ("flipHorizontal", TransitionRequest(Flip.description)),
        ("partialCurl", TransitionRequest(PageCurl.description)),
    ]

    /// The transition of a modal transition style, or nil for a style not in the table.
    public static func modalTransitionStyle(_ style: String) -> TransitionRequest? {
        modalTransitionStyles.first { $0.style == style }?.request
    }

    /// `UIView.AnimationOptions`' transition options, in the order they win when several are
    /// given (a cross-dissolve first).
    public static let animationOptions: [(option: AnimationOptions, request: TransitionRequest)] = [
        (.transitionCrossDissolve, TransitionRequest(CrossDissolve.description)),
        (.transitionFlipFromLeft, TransitionRequest(Flip.description, ["direction": "left"])),
        (.transitionFlipFromRight, TransitionRequest(Flip.description, ["direction": "right"])),
        (.transitionFlipFromTop, TransitionRequest(Flip.description, ["direction": "top"])),
        (.transitionFlipFromBottom, TransitionRequest(Flip.description, ["direction": "bottom"])),
        (.transitionCurlUp, TransitionRequest(PageCurl.description, ["direction": "up"])),
        (.transitionCurlDown, TransitionRequest(PageCurl.description, ["direction": "down"])),
    ]

    /// Words a segue class's name may contain and the transition each family suggests, in the
    /// order they are tried (`CubeSegue` a cube, `FadeSegue` a cross-dissolve …).
    public static let segueClassFamilies: [(words: [String], transition: TransitionDescription)] = [
        (["cube", "rotat", "prism"], Cube.description),
        (["curl", "page"], PageCurl.description),
        (["flip"], Flip.description),
        (["dissolve", "fade", "crossfade", "blend"], CrossDissolve.description),
        (["zoom", "scale", "explode", "grow", "expand", "pop"], Explode.description),
        (["slide", "push", "swipe", "move", "pan", "cover"], Push.description),
    ]

    /// The transition a segue class's name suggests (the first family with a word in the
    /// name, ignoring case), or nil.
    public static func family(ofSegueClass name: String) -> TransitionDescription? {
        let n = name.lowercased()
        return segueClassFamilies.first { f in f.words.contains { n.contains($0) } }?.transition
    }
}
