import Foundation

/// A storyboard as written (docs/storyboard.md describes the YAML): scenes, segues and the
/// initial scene, checked and with every value typed. `Storyboard` turns it into controllers.
public struct StoryboardFile: Sendable {
    /// The file's path as given, for messages.
    public var path: String
    /// The folder the storyboard was read from: relative image paths resolve against it unless
    /// an assets folder was given (`assetsDirectory`). Empty for text parsed without a folder.
    public var baseDirectory: String
    /// The folder image assets are resolved against and must be inside: the storyboard's own
    /// folder unless another was given (`--assets DIR`).
    public var assetsDirectory: String = ""
    /// The id of the scene shown first (the YAML's `initial`; UIKit's initial view controller).
    public var initialScene: String
    /// Every scene, in the order the file lists them.
    public var scenes: [SceneSpec]
    /// Every segue, in the order the file lists them.
    public var segues: [SegueSpec]
    /// What loading left out, approximated or guessed (an Interface Builder file's views that
    /// are drawn as boxes, segue classes chosen by name …); empty for YAML files.
    public var warnings: [StoryboardDiagnostic] = []

    /// The scenes that Interface Builder storyboard references (`viewControllerPlaceholder`)
    /// stood for, by the reference's scene id and IB id: the references themselves are gone.
    public var referenceTargets: [String: String] = [:]

    /// The scene whose id is `id`, or nil when there is none.
    public func scene(_ id: String) -> SceneSpec? { scenes.first { $0.id == id } }

    /// The id of the scene `name` names: a scene's id, an Interface Builder controller's IB id,
    /// or a followed storyboard reference's (its scene's); nil when none.
    public func sceneID(named name: String) -> String? {
        if scene(name) != nil { return name }
        if let s = scenes.first(where: { $0.interfaceBuilderID == name }) { return s.id }
        return referenceTargets[name].flatMap { scene($0) != nil ? $0 : nil }
    }
    /// The segue whose id is `id`, or nil when there is none.
    public func segue(_ id: String) -> SegueSpec? { segues.first { $0.id == id } }
}

/// One scene: a controller and its view tree.
public struct SceneSpec: Sendable {
    /// The scene's unique id (the YAML's `id`; UIKit's storyboard identifier), also the name its
    /// controller has in traces.
    public var id: String
    /// The controller class to make (the YAML's `class`): `ViewController`, `NavigationController`
    /// or a class registered in the app's `ControllerRegistry`.
    public var className: String
    /// The controller's title, if any.
    public var title: String?
    /// The scene's root view and its subviews.
    public var view: ViewSpec
    /// Unwind actions this scene's controller performs.
    public var unwindActions: [String]
    /// The unwind action Escape triggers on this screen.
    public var escape: String?
    /// The id of the view that gets focus when the scene appears.
    public var focus: String?
    /// Scenes added as children when the view loads; the first one's view fills
    /// `childContainer` (a custom container controller, such as one turning a cube between its
    /// children).
    public var children: [String]
    /// The id of the view the first child's view fills (nil: the scene's root view).
    public var childContainer: String?
    /// A navigation controller's root scene.
    public var root: String?
    /// Where the scene starts in the file, for messages.
    public var location: SourceLocation
    /// Where each key's value is, for messages about it.
    public var at: [String: SourceLocation] = [:]
    /// The segue class a `ChildContainerController` turns between its children with
    /// (`RotatingSegue`: a cube); nil for a cross-dissolve.
    public var childSegue: String? = nil
    /// A segue the scene's controller performs as soon as its view has loaded (what an app's
    /// `viewDidLoad` did: a container showing its first child).
    public var loadSegue: String? = nil
    /// The title of the scene's tab in a `TabBarController` (its `tabBarItem`); nil shows the
    /// scene's `title`.
    public var tabTitle: String? = nil
    /// What the navigation bar shows while the scene is on top (an Interface Builder
    /// `navigationItem`).
    var navigationItem: NavigationItemSpec? = nil
    /// The scene's tab item beyond its `tabTitle` (an Interface Builder `tabBarItem`'s
    /// system item, images and badge; its image names resolve against the assets folder).
    var tabBarItem: TabBarItem? = nil
    /// The items of the toolbar while the scene is on top of a navigation stack (an
    /// Interface Builder controller's `toolbarItems`).
    var toolbarItems: [BarButtonItemSpec]? = nil
    /// A navigation controller scene's bar (an Interface Builder `navigationBar`).
    var navigationBar: NavigationBarSpec? = nil
    /// A tab bar controller scene's bar's look (an Interface Builder `tabBar`).
    var tabBar: BarAppearanceSpec? = nil
    /// Whether the tab bar hides while the scene's controller is in a tab's navigation stack
    /// (`ViewController.hidesBottomBarWhenPushed`; Interface Builder's Hide Bottom Bar on Push).
    var hidesBottomBarWhenPushed = false
    /// The size the controller asks for in a popover (`ViewController.preferredContentSize`;
    /// Interface Builder's Content Size).
    var preferredContentSize: Size?
    /// Whether the scene's view extends under opaque bars (`ViewController.extendedLayoutIncludesOpaqueBars`).
    var extendedLayoutIncludesOpaqueBars = false
    /// The edges along which the scene's view extends under bars
    /// (`ViewController.edgesForExtendedLayout`); nil: all.
    var edgesForExtendedLayout: RectEdge? = nil
    /// The navigation controller an Interface Builder scene is drawn inside on Xcode's canvas
    /// (its simulated top bar a navigation bar, or its simulated bottom bar a toolbar): the bars
    /// the scene has when it is shown on its own (`Storyboard.instantiateShownViewController`).
    var simulatedNavigation: NavigationBarSpec? = nil
    /// Whether Xcode's canvas draws a tab bar under an Interface Builder scene (its simulated
    /// bottom bar a tab bar): shown on its own, the scene is then a tab bar controller's only tab.
    var simulatedTabBar = false
    /// A `SplitViewController` scene's style, display mode, column widths and compact column.
    var split = SplitSpec()
    /// A `SplitViewController` scene's style (the YAML's `splitStyle`); nil: unspecified.
    var splitStyle: SplitViewController.Style? {
        get { split.style }
        set { split.style = newValue }
    }
    /// An Interface Builder scene's constraints, stacks and size-class variations, built into
    /// the runtime when its view loads (`IBLayoutInstaller`).
    var interfaceBuilderLayout: IBSceneConstraints? = nil
    /// An Interface Builder scene's controller id (its `id` is the storyboard identifier when
    /// the controller has one), so that commands take either.
    var interfaceBuilderID: String? = nil
    /// A storyboard reference to a file being read further out (a reference back to it): the
    /// scene that file resolves it to once this one's scenes are merged into it.
    var pendingReference: PendingReference? = nil
}

/// How a `SplitViewController` scene shows its columns: the YAML's split keys, an Interface
/// Builder `splitViewController`'s attributes and compact column. Nil everywhere: UIKit's defaults.
struct SplitSpec: Hashable, Sendable {
    /// The style (`splitStyle`); nil: unspecified.
    var style: SplitViewController.Style? = nil
    /// The preferred display mode (`splitDisplayMode`).
    var displayMode: SplitViewController.DisplayMode? = nil
    /// The preferred split behaviour (`splitBehavior`).
    var behavior: SplitViewController.SplitBehavior? = nil
    /// The scene of the compact column (`compactChild`), shown instead of the primary when collapsed.
    var compact: String? = nil
    /// The primary column's width settings (`preferredPrimaryColumnWidthFraction`,
    /// `minimumPrimaryColumnWidth`, `maximumPrimaryColumnWidth`).
    var primaryWidthFraction: Double? = nil, minimumPrimaryWidth: Double? = nil, maximumPrimaryWidth: Double? = nil

    /// The YAML keys (the decoder's and the validator's list).
    static let keys = ["splitStyle", "splitDisplayMode", "splitBehavior", "compactChild", "preferredPrimaryColumnWidthFraction",
                       "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth"]

    /// Sets `controller` as the spec says (the style first, before its columns are set).
    @MainActor func apply(to controller: SplitViewController) {
        if let style { controller.style = style }
        if let displayMode { controller.preferredDisplayMode = displayMode }
        if let behavior { controller.preferredSplitBehavior = behavior }
        if let primaryWidthFraction { controller.preferredPrimaryColumnWidthFraction = primaryWidthFraction }
        if let minimumPrimaryWidth { controller.minimumPrimaryColumnWidth = minimumPrimaryWidth }
        if let maximumPrimaryWidth { controller.maximumPrimaryColumnWidth = maximumPrimaryWidth }
    }
}

/// A storyboard reference left for the file that is being read further out: the file it names
/// and the storyboard identifier of its scene (nil: that file's initial scene).
struct PendingReference: Sendable {
    /// The referenced storyboard's path.
    var path: String
    /// The referenced scene's storyboard identifier, or nil for the file's initial scene.
    var identifier: String?
}

/// What kind of view a view spec makes.
public enum ViewKind: String, Sendable, CaseIterable {
    /// The view types a storyboard can declare (the YAML's `type`): a plain `View`, a `Label`, a
    /// `Button`, an `ImageView`, a `SegmentedControl`, a `PageControl`, a `ContainerView` that
    /// hosts an embedded controller, a `StackView` whose subviews are its arranged subviews, a
    /// `ScrollView` whose subviews are its content, a `TableView` or `CollectionView` whose
    /// subviews are its cells, or a cell (`TableViewCell` in a table, `CollectionViewCell` in
    /// a collection view) whose subviews are its content, an on/off `Switch`, an
    /// `ActivityIndicatorView`, a `ProgressView`, a `Slider`, a `Stepper`, a `DatePicker` or a
    /// scrolling `TextView` of wrapped text.
    case view, label, button, image, segmented, pageControl, container, stack, scroll, table, collection, cell, `switch`
    /// The value controls and indicators and the text view (`type: activityIndicator` …).
    case activityIndicator, progress, slider, stepper, datePicker, textView
    /// A navigation bar, toolbar or tab bar standing in a scene's views, not a container's own.
    case navigationBar, toolbar, tabBar
}

/// The action a control triggers.
public enum ControlAction: Hashable, Sendable {
    /// Perform the storyboard segue with this id (the YAML's `segue: ID`).
    case segue(String)
    /// Unwind to the nearest controller that declares this unwind action (the YAML's `unwind: ACTION`).
    case unwind(String)
}

/// A view in a scene's tree.
public struct ViewSpec: Sendable {
    /// The view's type.
    public var kind: ViewKind
    /// The view's id (it becomes the view's `identifier`), as a scene's `focus` and
    /// `childContainer` name it; nil when the view has none.
    public var id: String?
    /// The frame in the superview, in points (y down). Nil: a root view fills 1280 × 720 points and
    /// resizes with the window; any other view gets a zero frame.
    public var frame: Rect?
    /// How the view follows its superview's size (UIView's `autoresizingMask`); ignored for a root
    /// view without a frame, which always resizes with its superview.
    public var autoresizing: AutoresizingMask = []
    /// The background colour (nil: clear, or white for a scene's root view).
    public var background: Color?
    /// An image file tiled over the background (UIColor(patternImage:)), relative to the assets folder.
    public var pattern: String?
    /// The corner radius in points (CALayer's `cornerRadius`); nil keeps the view's default.
    public var cornerRadius: Double?
    /// The border's width in points (CALayer's `borderWidth`); nil keeps the view's default.
    public var borderWidth: Double?
    /// The border's colour (CALayer's `borderColor`); nil keeps the view's default (black).
    public var borderColor: Color?
    /// The opacity, 0…1; nil keeps the view's default (1).
    public var alpha: Double?
    /// Whether the view starts hidden (UIView's `isHidden`).
    public var hidden = false
    /// Whether subviews are clipped to the view's bounds (UIView's `clipsToBounds`); nil keeps the default.
    public var clips: Bool?
    /// The view's tag (UIView's `tag`); nil keeps the default.
    public var tag: Int?
    /// The view's `transitionID` (Hero's `heroID`): it flies to the view with the same id on
    /// the other screen while the screens change.
    public var transitionID: String?
    /// The view's `transitionModifiers` (Hero's modifier string, read).
    public var transitionModifiers: [TransitionModifier] = []
    // label / button
    /// A label's text or a button's title (the YAML's `text` or `title`).
    public var text: String?
    /// The font of a label or button (the YAML's `font`); nil: the system font.
    public var font: StoryboardFont?
    /// The font size in points of a label or button; nil keeps the font's (or the control's
    /// default), a number overrides it.
    public var fontSize: Double?
    /// A label's text colour, a button's title colour, or a page control's colour for the other
    /// dots (the YAML's `color`, or `dotColor` for a page control).
    public var color: Color?
    /// Whether a label's text is bold.
    public var bold: Bool?
    /// A label's text alignment (`left`, `center`, `right`, `justified`, `natural`).
    public var align: TextAlignment?
    /// A label's `numberOfLines` (0: as many as needed).
    public var numberOfLines: Int?
    /// How a label's or button's text that does not fit is wrapped or cut.
    public var lineBreakMode: LineBreakMode?
    /// Extra points between a label's lines (its paragraph style's `lineSpacing`).
    public var lineSpacing: Double?
    /// A factor on a label's natural line height (its paragraph style's `lineHeightMultiple`).
    public var lineHeightMultiple: Double?
    /// The least height of a label's lines (its paragraph style's `minimumLineHeight`).
    public var minimumLineHeight: Double?
    /// The greatest height of a label's lines (its paragraph style's `maximumLineHeight`).
    public var maximumLineHeight: Double?
    /// A label's attributed text or a button's attributed title, as runs (nil: plain text).
    public var runs: [TextRunSpec]?
    /// A label's `adjustsFontSizeToFitWidth`.
    public var adjustsFontSizeToFitWidth: Bool?
    /// A label's `minimumScaleFactor`.
    public var minimumScaleFactor: Double?
    // image
    /// An image view's image file, relative to the assets folder.
    public var image: String?
    /// How an image view fits its image (UIView's `contentMode`); nil: `scaleToFill`.
    public var contentMode: ContentMode?
    /// An image view's SF Symbol (`UIImage(systemName:)`), drawn instead of an image file.
    public var symbol: String?
    /// Whether an image view draws its image as a template, in its tint.
    public var template: Bool?
    /// A button's iOS 15 configuration (the YAML's `configuration` and its keys); nil: a plain button.
    public var buttonConfiguration: Button.Configuration?
    /// A button's role (`UIButton.role`); nil: normal.
    public var buttonRole: Button.Role?
    /// A button's space around its title (`contentEdgeInsets`).
    public var contentEdgeInsets: EdgeInsets?
    /// A button's titles and title colours in its other states (`setTitle(_:for:)`,
    /// `setTitleColor(_:for:)`), in the order `ButtonStateSpec.names` lists them.
    public var buttonStates: [ButtonStateSpec] = []
    /// Whether a button is selected (UIControl's `isSelected`); nil: not.
    public var isSelected: Bool?
    /// The view's tint (UIView's `tintColor`, which its subviews take unless they have their
    /// own); a switch's track when on, a progress view's and slider's filled track, a page
    /// control's current dot.
    public var tint: Color?
    // controls
    /// The segue or unwind a button triggers when pressed; nil when it triggers none.
    public var action: ControlAction?
    /// A segmented control's segment titles, left to right.
    public var segments: [String] = []
    /// A segmented control's selected segment index, or a page control's current page (the
    /// YAML's `selected` or `current`); nil: 0.
    public var selected: Int?
    /// A segmented control's segue ids, one per segment: selecting a segment performs its segue.
    public var segmentSegues: [String] = []
    /// A page control's number of pages; nil: 0.
    public var pages: Int?
    /// Whether a control accepts input (UIControl's `isEnabled`); nil keeps the default (enabled).
    public var enabled: Bool?
    // container
    /// A container view's embed segue id: the segue's destination becomes the scene controller's
    /// child, its view filling the container, when the scene's view loads.
    public var embed: String?
    // layout
    /// The view's constraints (the YAML's `constraints:`), items named from this view.
    public var constraints: [ConstraintSpec] = []
    /// Visual Format Language strings over the view's subviews (the YAML's `layout:`).
    public var layout: [VisualFormatSpec] = []
    /// Content hugging priorities (`hugging: [h, v]`); nil keeps the view's defaults.
    public var hugging: AxisPriorities?
    /// Compression resistance priorities (`compression: [h, v]`); nil keeps the view's defaults.
    public var compression: AxisPriorities?
    /// A stack view's arrangement (`type: stack`): its subviews are its arranged subviews.
    public var stack = StackSpec()
    /// A scroll, table or collection view's content, style and flow layout (`type: scroll`,
    /// `type: table`, `type: collection`).
    public var scrolling = ScrollingSpec()
    /// A cell's style, texts, accessory and place (`type: cell`).
    public var cell = CellSpec()
    /// Whether a switch is on (`on`).
    public var isOn: Bool?
    /// A slider's, stepper's, progress view's, activity indicator's or date picker's values.
    public var values = ControlValuesSpec()
    /// A standalone navigation bar's, toolbar's or tab bar's items and look.
    var bar = BarViewSpec()
    /// The view's subviews, back to front.
    public var subviews: [ViewSpec] = []
    /// Where the view starts in the file, for messages.
    public var location: SourceLocation
    /// Where each key's value is, for messages about it.
    public var at: [String: SourceLocation] = [:]
    /// The Interface Builder id of the view, which its scene's constraints name it by.
    var layoutID: String?
    /// The gesture recognizers an Interface Builder view carries.
    var gestureRecognizers: [GestureRecognizerSpec] = []
}

/// The kinds of segue a storyboard can declare.
public enum SegueKind: String, Sendable, CaseIterable {
    /// `show` and `push` push the destination on the source's navigation controller (or present
    /// it when there is none), `present` presents it modally, `embed` makes it a container view's
    /// child, and `custom` runs the segue class the spec names.
    case show, push, present, embed, custom
}

/// A segue between two scenes.
public struct SegueSpec: Sendable {
    /// The segue's unique id (UIKit's segue identifier), as `prepare(for:sender:)` sees it.
    public var id: String
    /// What the segue does.
    public var kind: SegueKind
    /// The id of the source scene (the YAML's `from`).
    public var source: String
    /// The id of the destination scene (the YAML's `to`).
    public var destination: String
    /// The segue class (custom segues; others may name one too).
    public var className: String?
    /// The transition, its timing and the presentation style (the YAML's `options`).
    public var options: SegueOptions
    /// Where the segue starts in the file, for messages.
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

    /// Where the checks ask about files (`LocalFiles` in SegueIO: the file system).
    public var files: any FileQueries

    /// A policy that asks `files` about files, with the given assets `folder` (nil: the
    /// storyboard's folder) and image check `decode` (nil: only the file checks, no decoding).
    /// SegueIO's `init(folder:decode:)` asks the file system.
    public init(files: any FileQueries, folder: String? = nil, decode: (@Sendable (String) -> String?)? = nil) {
        self.files = files
        self.folder = folder
        self.decode = decode
    }
}

/// A button's title and title colour in one state other than the normal one, as a storyboard
/// declares them (the YAML's `states`, Interface Builder's `<state key=…>`).
public struct ButtonStateSpec: Hashable, Sendable {
    /// The states a storyboard names, by their names.
    public static let names: [(name: String, state: Control.State)] = [("highlighted", .highlighted), ("selected", .selected),
                                                                       ("disabled", .disabled)]
    /// The state's name: `highlighted`, `selected` or `disabled`.
    public var name: String
    /// The title shown in the state; nil: the normal title.
    public var title: String?
    /// The title colour in the state; nil: the normal colour.
    public var color: Color?

    /// A state's title and colour.
    public init(name: String, title: String? = nil, color: Color? = nil) {
        self.name = name
        self.title = title
        self.color = color
    }

    /// The state it is for.
    public var state: Control.State { ButtonStateSpec.names.first { $0.name == name }?.state ?? .normal }
}
