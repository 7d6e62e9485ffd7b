import Foundation

/// A storyboard as written (docs/storyboard.md describes the YAML): scenes, segues and the
/// initial scene, checked and with every value typed. `Storyboard` turns it into controllers.
public struct StoryboardFile: Sendable {
    /// The file's path as given (for messages) and the folder assets are resolved against.
    public var path: String
    public var baseDirectory: String
    /// The folder image assets are resolved against and must be inside: the storyboard's own
    /// folder unless another was given (`--assets DIR`).
    public var assetsDirectory: String = ""
    public var initialScene: String
    public var scenes: [SceneSpec]
    public var segues: [SegueSpec]
    /// What loading left out, approximated or guessed (an Interface Builder file's views that
    /// are drawn as boxes, segue classes chosen by name …); empty for YAML files.
    public var warnings: [StoryboardDiagnostic] = []

    public func scene(_ id: String) -> SceneSpec? { scenes.first { $0.id == id } }
    public func segue(_ id: String) -> SegueSpec? { segues.first { $0.id == id } }
}

/// One scene: a controller and its view tree.
public struct SceneSpec: Sendable {
    public var id: String
    public var className: String
    public var title: String?
    public var view: ViewSpec
    /// Unwind actions this scene's controller performs.
    public var unwindActions: [String]
    /// The unwind action Escape triggers on this screen.
    public var escape: String?
    /// The id of the view that gets focus when the scene appears.
    public var focus: String?
    /// Scenes added as children when the view loads; the first one's view fills
    /// `childContainer` (seed 000's custom container).
    public var children: [String]
    public var childContainer: String?
    /// A navigation controller's root scene.
    public var root: String?
    public var location: SourceLocation
    /// Where each key's value is, for messages about it.
    public var at: [String: SourceLocation] = [:]
}

/// What kind of view a view spec makes.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, button, image, segmented, pageControl, container
}

/// The action a control triggers.
public enum ControlAction: Hashable, Sendable {
    case segue(String)
    case unwind(String)
}

/// A view in a scene's tree.
public struct ViewSpec: Sendable {
    public var kind: ViewKind
    public var id: String?
    public var frame: Rect?
    public var autoresizing: AutoresizingMask = []
    public var background: Color?
    public var pattern: String?
    public var cornerRadius: Double?
    public var alpha: Double?
    public var hidden = false
    public var clips: Bool?
    public var tag: Int?
    // label / button
    public var text: String?
    public var fontSize: Double?
    public var color: Color?
    public var bold: Bool?
    public var align: TextAlignment?
    /// A label's `numberOfLines` (0: as many as needed).
    public var numberOfLines: Int?
    /// A label's `adjustsFontSizeToFitWidth`.
    public var adjustsFontSizeToFitWidth: Bool?
    /// A label's `minimumScaleFactor`.
    public var minimumScaleFactor: Double?
    // image
    public var image: String?
    public var contentMode: ContentMode?
    // controls
    public var tint: Color?
    public var action: ControlAction?
    public var segments: [String] = []
    public var selected: Int?
    public var segmentSegues: [String] = []
    public var pages: Int?
    public var enabled: Bool?
    // container
    public var embed: String?
    public var subviews: [ViewSpec] = []
    public var location: SourceLocation
    /// Where each key's value is, for messages about it.
    public var at: [String: SourceLocation] = [:]
}

/// The kinds of segue a storyboard can declare.
public enum SegueKind: String, Sendable, CaseIterable {
    case show, push, present, embed, custom
}

/// A segue between two scenes.
public struct SegueSpec: Sendable {
    public var id: String
    public var kind: SegueKind
    public var source: String
    public var destination: String
    /// The segue class (custom segues; others may name one too).
    public var className: String?
    public var options: SegueOptions
    public var location: SourceLocation
    /// Where each key's value is, for messages about it.
    public var at: [String: SourceLocation] = [:]
}

/// Where a storyboard's images may come from and how each is checked before it is accepted.
///
/// Images resolve against `folder` (nil: the storyboard's own folder) and must be inside it
/// after symbolic links are followed: `../../etc/passwd`, an absolute path elsewhere or a link
/// out of the folder is an error. Each must be a regular file (never a FIFO or a device, which
/// are not opened) of 1 to `maxImageBytes` bytes that `decode` accepts (the app layer decodes it
/// as PNG or JPEG and checks its size; Core alone only checks the file).
public struct StoryboardAssetPolicy: Sendable {
    /// The folder assets must be inside (nil: the storyboard's folder).
    public var folder: String?
    /// Decodes an image file; returns why it cannot be used, or nil when it can.
    public var decode: (@Sendable (String) -> String?)?
    /// The largest image file accepted, in bytes (64 MiB).
    public static let maxImageBytes = 64 << 20

    public init(folder: String? = nil, decode: (@Sendable (String) -> String?)? = nil) {
        self.folder = folder
        self.decode = decode
    }
}
