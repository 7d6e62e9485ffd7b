import Foundation

/// A size class: how much room a dimension has (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Hashable, Sendable {
    /// Not known (a controller not in a window).
    case unspecified
    /// Little room: a phone in portrait is compact in width.
    case compact
    /// Ample room.
    case regular
}

/// The environment a controller lays itself out for (`UITraitCollection`): its size classes.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Compact below 600 pt of width (phones, iPad split screens), else regular.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Compact below 500 pt of height (phones in landscape), else regular. UIKit ties this to
    /// the device; a desktop window has none, so SegueKit decides by height.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// A collection with the given size classes.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The width below which the horizontal size class is compact.
    public static let compactWidthLimit = 600.0
    /// The height below which the vertical size class is compact.
    public static let compactHeightLimit = 500.0

    /// The size classes of a window (or screen) of `size` points.
    public init(size: Size) {
        self.init(horizontalSizeClass: size.width < Self.compactWidthLimit ? .compact : .regular,
                  verticalSizeClass: size.height < Self.compactHeightLimit ? .compact : .regular)
    }

    /// `w:compact h:regular`, the way Interface Builder names a variation.
    public var description: String { "w:\(horizontalSizeClass.rawValue) h:\(verticalSizeClass.rawValue)" }
}

/// What a controller is told about a change of window size (`UIViewControllerTransitionCoordinator`,
/// for `viewWillTransition(to:with:)`): a resize is not animated, so the alongside animations
/// run at once, with the new size in place, and then the completions.
@MainActor
public final class TransitionCoordinator {
    /// Whether the change is animated (a window resize is not).
    public let isAnimated = false
    /// How long the change takes (0 for a resize).
    public let transitionDuration = 0.0
    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []

    init() {}

    /// Runs `animation` with the change and `completion` after it; returns true (it is accepted).
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions (the window calls it after the change).
    func finish() {
        let a = alongside, c = completions
        alongside = []; completions = []
        for f in a { f(self) }
        for f in c { f(self) }
    }
}
