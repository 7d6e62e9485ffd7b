import Foundation

/// What a script's `segue` line, the segue palette and `InputEvent.segue` perform: a storyboard
/// segue leaving the screen, an unwind action, or a scene shown by its identifier. Written in a
/// script as the segue's id, `unwind:ACTION` or `scene:ID` (`init(scriptName:)` reads it,
/// `scriptName` writes it: the one codec of that notation).
public enum SegueTarget: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The storyboard segue of this id, leaving a controller on screen.
    case segue(String)
    /// The unwind action of this name, declared by some controller above the screen.
    case unwind(String)
    /// The scene of this id, instantiated and presented (as an app's code would).
    case scene(String)

    /// What a script writes before an unwind action.
    public static let unwindPrefix = "unwind:"
    /// What a script writes before a scene's id.
    public static let scenePrefix = "scene:"

    /// Reads a script's notation: `unwind:ACTION`, `scene:ID`, else a segue id.
    public init(scriptName name: String) {
        if name.hasPrefix(SegueTarget.unwindPrefix) {
            self = .unwind(String(name.dropFirst(SegueTarget.unwindPrefix.count)))
        } else if name.hasPrefix(SegueTarget.scenePrefix) {
            self = .scene(String(name.dropFirst(SegueTarget.scenePrefix.count)))
        } else {
            self = .segue(name)
        }
    }

    /// A target written in the script's notation (`"unwind:backHome"`).
    public init(stringLiteral name: String) { self.init(scriptName: name) }

    /// The target as a script writes it: the segue id, `unwind:ACTION` or `scene:ID`.
    public var scriptName: String {
        switch self {
        case .segue(let id): return id
        case .unwind(let action): return SegueTarget.unwindPrefix + action
        case .scene(let id): return SegueTarget.scenePrefix + id
        }
    }

    /// The segue's id, the unwind action or the scene's id, without its prefix.
    public var identifier: String {
        switch self {
        case .segue(let s), .unwind(let s), .scene(let s): return s
        }
    }

    /// The script's notation.
    public var description: String { scriptName }
}
