import Foundation

/// A bar button item a storyboard declares (a navigation item's or a toolbar's).
struct BarButtonItemSpec: Sendable {
    /// The title (nil: the system item's word, or the image).
    var title: String?
    /// The image file (resolved against the assets folder when the item is made).
    var image: String?
    /// The SF Symbol drawn instead of an image file.
    var systemImage: String?
    /// Whether the image could not be found (a placeholder glyph is drawn).
    var imagePlaceholder = false
    /// The system item, if any.
    var systemItem: BarButtonItem.SystemItem?
    /// Plain or done.
    var style: BarButtonItem.Style = .plain
    /// Whether it can be clicked.
    var isEnabled = true
    /// Its own tint.
    var tint: Color?
    /// A fixed space's width, or the item's least width.
    var width = 0.0
    /// The segue a click performs.
    var segue: String?
}

/// A navigation item a storyboard declares (UIKit's `navigationItem` of a scene).
struct NavigationItemSpec: Sendable {
    /// The title the bar shows (it beats the controller's `title`).
    var title: String?
    /// The prompt above the title.
    var prompt: String?
    /// The left items, left to right.
    var left: [BarButtonItemSpec] = []
    /// The right items, right to left.
    var right: [BarButtonItemSpec] = []
    /// The back button title for the next screen.
    var backButtonTitle: String?
    /// Hides the back button.
    var hidesBackButton = false
    /// Keeps the back button beside the left items.
    var leftItemsSupplementBackButton = false
    /// When the title shows large.
    var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic
    /// A view shown instead of the title.
    var titleView: ViewSpec?
}

/// A navigation controller's bar as a storyboard declares it.
struct NavigationBarSpec: Sendable {
    /// Whether the bar is hidden.
    var hidden = false
    /// Large titles.
    var prefersLargeTitles = false
    /// The background colour.
    var barTint: Color?
    /// The items' colour.
    var tint: Color?
    /// See-through or opaque.
    var isTranslucent = true
    /// Light or dark.
    var barStyle: BarStyle = .default
    /// Whether the toolbar is hidden (it is unless the storyboard shows it).
    var toolbarHidden = true
}

extension Storyboard {
    /// The bar button item `spec` describes, performing its segue from `vc` when clicked.
    func makeBarButtonItem(_ spec: BarButtonItemSpec, for vc: ViewController) -> BarButtonItem {
        let item: BarButtonItem
        if let system = spec.systemItem {
            item = BarButtonItem(barButtonSystemItem: system)
            if let t = spec.title { item.title = t }
        } else if let t = spec.title {
            item = BarButtonItem(title: t)
        } else {
            item = BarButtonItem(image: spec.image.map { StoryboardValidator.resolve($0, in: file.assetsDirectory) })
        }
        item.systemImageName = spec.systemImage
        item.drawsPlaceholder = spec.imagePlaceholder
        if spec.systemItem == nil || spec.style == .done { item.style = spec.style }
        item.isEnabled = spec.isEnabled
        item.tintColor = spec.tint
        item.width = spec.width
        if let segue = spec.segue {
            item.accessibilityIdentifier = segue
            item.handler = { [weak vc] item in vc?.performSegue(withIdentifier: segue, sender: item) }
        }
        return item
    }

    /// Gives `vc`'s navigation item what `spec` declares; its title view is built as the
    /// scene's views are.
    func applyNavigationItem(_ spec: NavigationItemSpec, to vc: ViewController, in scene: SceneSpec) {
        let item = vc.navigationItem
        if let t = spec.title { item.title = t }
        item.prompt = spec.prompt
        item.leftBarButtonItems = spec.left.map { makeBarButtonItem($0, for: vc) }
        item.rightBarButtonItems = spec.right.map { makeBarButtonItem($0, for: vc) }
        item.backButtonTitle = spec.backButtonTitle
        item.hidesBackButton = spec.hidesBackButton
        item.leftItemsSupplementBackButton = spec.leftItemsSupplementBackButton
        item.largeTitleDisplayMode = spec.largeTitleDisplayMode
        if let tv = spec.titleView {
            var built: [(spec: ViewSpec, view: View)] = []
            var views: [String: View] = [:]
            let v = buildView(tv, for: vc, in: scene, isRoot: false, built: &built, views: &views)
            Storyboard.activateLayout(built, root: v)
            item.titleView = v
        }
    }

    /// Gives `vc` the toolbar items `specs` declare.
    func applyToolbarItems(_ specs: [BarButtonItemSpec], to vc: ViewController) {
        vc.toolbarItems = specs.map { makeBarButtonItem($0, for: vc) }
    }

    /// Gives a navigation controller's bar what `spec` declares.
    static func applyNavigationBar(_ spec: NavigationBarSpec, to nav: NavigationController) {
        nav.isNavigationBarHidden = spec.hidden
        nav.isToolbarHidden = spec.toolbarHidden
        let bar = nav.navigationBar
        bar.prefersLargeTitles = spec.prefersLargeTitles
        bar.barTintColor = spec.barTint
        if let t = spec.tint { bar.tintColor = t }
        bar.isTranslucent = spec.isTranslucent
        bar.barStyle = spec.barStyle
    }
}
