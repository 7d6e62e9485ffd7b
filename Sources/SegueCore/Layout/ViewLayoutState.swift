import Foundation

/// The four solver variables of a view or guide: its rectangle in the coordinates of the
/// root of its tree (transforms and bounds origins left out, as Auto Layout leaves them out).
final class LayoutVariables {
    let left = Variable("left")
    let top = Variable("top")
    let width = Variable("width")
    let height = Variable("height")
}

/// What Auto Layout keeps per view (one object, made when a view first takes part in layout).
@MainActor
final class ViewLayoutState {
    /// The active constraints whose first item is this view (or one of its guides).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging, horizontal then vertical (UIKit's default 250).
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance, horizontal then vertical (UIKit's default 750).
    var compression: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Guides added with `addLayoutGuide(_:)`.
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var layoutMargins = ViewLayoutState.viewMargins
    /// UIView's default layout margins: 8 points on every side.
    static let viewMargins = EdgeInsets(all: 8)
    var layoutMarginsSet = false
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// The frame the view had when the engine found its layout ambiguous (a storyboard view's
    /// stored frame, a view made in code its `init(frame:)`): what the constraints leave open
    /// of it is kept.
    var keptFrame: Rect?
    /// The intrinsic size Interface Builder assumes for the view (its placeholder intrinsic
    /// size, or what Xcode's canvas takes for it): each side at 0 or more stands for the
    /// view's own in the layout.
    var placeholderIntrinsicSize: Size?
    var needsLayout = false
    /// The safe area `View.safeAreaMayHaveChanged()` last found here; nil before it first
    /// reached the view.
    var lastSafeArea: EdgeInsets?
    var needsUpdateConstraints = false
    /// Some view below needs layout or constraint updates.
    var descendantNeedsPass = false
    /// The engine solving this tree (set on the root of a tree with constraints only).
    var engine: LayoutEngine?
    lazy var variables = LayoutVariables()
    /// Whether the engine keeps the view's width and height at least zero (`LayoutEngine`'s
    /// floors): set for good once a solution gave it a negative size.
    var floorsSize = false
}
