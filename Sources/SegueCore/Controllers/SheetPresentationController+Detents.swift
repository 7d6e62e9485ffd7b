import Foundation

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The traits of the container the sheet stands in.
    var containerTraitCollection: TraitCollection { get }
    /// The height of the large detent: the tallest a sheet can be, not counting the bottom of
    /// the safe area.
    var maximumDetentValue: Double { get }
}

/// Hears of a sheet's changes the user makes (UIKit's `UISheetPresentationControllerDelegate`),
/// and, as an `AdaptivePresentationControllerDelegate`, of the user's dismissals.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called for changes made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

extension SheetPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`): `.large()`,
    /// the whole card; `.medium()`, half of it; or `.custom(identifier:resolver:)`, a height of
    /// the app's. A detent's value is the sheet's height above the bottom of the safe area.
    @MainActor
    public final class Detent: Equatable {
        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// The identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (SheetPresentationControllerDetentResolutionContext) -> Double?

        private init(identifier: Identifier, resolver: @escaping (SheetPresentationControllerDetentResolutionContext) -> Double?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The whole card: the sheet as tall as it can be.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// Half the large detent (UIKit's "about half the screen"; SegueKit's figure).
        public static func medium() -> Detent { Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() } }
        /// A detent whose height `resolver` gives (nil: the detent is not in use now); `identifier`
        /// nil: a new unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (SheetPresentationControllerDetentResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context` (nil when not in use), at most the maximum.
        public func resolvedValue(in context: SheetPresentationControllerDetentResolutionContext) -> Double? {
            resolver(context).map { max(0, min($0, context.maximumDetentValue)) }
        }

        /// Two detents are equal when they have the same identifier.
        nonisolated public static func == (a: Detent, b: Detent) -> Bool { a.identifier == b.identifier }
    }

    /// The resolution context of a container.
    struct DetentContext: SheetPresentationControllerDetentResolutionContext {
        var containerTraitCollection: TraitCollection
        var maximumDetentValue: Double
    }

    /// The detents in use now, with their heights, lowest first (the large one when none is).
    var resolvedDetents: [(id: Detent.Identifier, value: Double)] {
        let context = DetentContext(containerTraitCollection: containerView?.window?.traitCollection ?? TraitCollection(size: .zero),
                                    maximumDetentValue: maximumDetentValue)
        var out: [(id: Detent.Identifier, value: Double)] = []
        for d in detents {
            guard let v = d.resolvedValue(in: context), !out.contains(where: { $0.id == d.identifier }) else { continue }
            out.append((d.identifier, v))
        }
        if out.isEmpty { out = [(.large, maximumDetentValue)] }
        return out.sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at: the selected one when in use, else the lowest.
    var currentDetent: (id: Detent.Identifier, value: Double) {
        let all = resolvedDetents
        return all.first { $0.id == selectedDetentIdentifier } ?? all[0]
    }

    /// Whether the sheet stands at its highest detent.
    var isAtHighestDetent: Bool { placement != .card || currentDetent.id == resolvedDetents.last?.id }

    /// The top (in the container) of a card `value` high above the bottom of the safe area.
    func cardTop(forDetentValue value: Double) -> Double {
        guard let c = containerView else { return 0 }
        return c.bounds.maxY - safeInsets.bottom - value
    }

    /// How far the card whose top is at `top` pushes the presenter back, 0…1: fully at the
    /// large detent's height, not at all at the next detent down (or the bottom).
    func pushFraction(top: Double) -> Double {
        let all = resolvedDetents
        guard let highest = all.last, highest.value >= maximumDetentValue - 0.5 else { return 0 }
        let full = cardTop(forDetentValue: highest.value)
        let next = all.count > 1 ? cardTop(forDetentValue: all[all.count - 2].value) : (containerView?.bounds.maxY ?? full + 1)
        guard next > full else { return top <= full ? 1 : 0 }
        return max(0, min(1, (next - top) / (next - full)))
    }

    /// How dark the dimming is for a card whose top is at `top`, 0…1: fully dark above the
    /// largest undimmed detent's next one up, clear at the largest undimmed detent and below.
    func dimFraction(top: Double) -> Double {
        guard placement == .card, let undimmed = largestUndimmedDetentIdentifier else { return 1 }
        let all = resolvedDetents
        guard let i = all.firstIndex(where: { $0.id == undimmed }) else { return 1 }
        guard i + 1 < all.count else { return 0 }
        let clear = cardTop(forDetentValue: all[i].value), dark = cardTop(forDetentValue: all[i + 1].value)
        guard clear > dark else { return 1 }
        return max(0, min(1, (clear - top) / (clear - dark)))
    }

    /// Animates the changes `changes` makes to the detents, the selected detent or the
    /// dimming (UIKit's `animateChanges(_:)`); changes made outside take effect at once.
    public func animateChanges(_ changes: () -> Void) {
        View.animate(withDuration: Self.detentChangeDuration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: changes)
    }

    /// Resolves the detents again (a custom resolver's answer changed), moving the sheet to
    /// its detent (UIKit's `invalidateDetents()`).
    public func invalidateDetents() { detentsChanged() }

    /// The sheet moves to its detent and the chrome follows (inside `animateChanges`, animated).
    func detentsChanged() {
        guard hasChrome, !isDismissing, let v = presentedView, v.superview === containerView,
              presentedViewController.transitionCoordinator == nil else { return }
        v.frame = frameOfPresentedViewInContainerView
        applyChrome(shown: true)
    }

    /// Whether a drag on a scroll view in this sheet moves the sheet instead: down while the
    /// scroll view is at the top of its content; up while the sheet is below its highest
    /// detent and `prefersScrollingExpandsWhenScrolledToEdge`.
    func takesDrag(fromScrollViewAtTop atTop: Bool, translation t: Point) -> Bool {
        if t.y > abs(t.x) { return atTop }
        return -t.y > abs(t.x) && prefersScrollingExpandsWhenScrolledToEdge && !isAtHighestDetent
    }
}
