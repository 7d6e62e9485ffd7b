import Foundation

/// A view a list hands out again once it has scrolled away: a table's cells, a collection
/// view's cells and supplementary views.
@MainActor
protocol ReusableView: View {
    /// Resets what the last position set, before the view is handed out again.
    func prepareForReuse()
}

extension TableViewCell: ReusableView {}
extension CollectionReusableView: ReusableView {}

/// The reuse queues of a table or collection view (UIKit's `dequeueReusable…` machinery): how
/// to make a view for each registered reuse identifier, and the views that left the screen,
/// by identifier, waiting to be handed out again. Only the views on screen plus this pool
/// exist, so scrolling through any number of rows keeps about a screenful of views. A class,
/// so that a view's own code run while it is dequeued or pooled (`prepareForReuse()`, leaving
/// its superview) may dequeue or pool others.
@MainActor
final class ReusePool<Element: ReusableView> {
    /// How to make a view for each registered identifier (given the identifier).
    private var makers: [String: (String) -> Element] = [:]
    /// Views off screen, by identifier, the most recently pooled last.
    private var pooled: [String: [Element]] = [:]
    /// How many views the makers made (not reused): what reuse saves.
    private(set) var made = 0

    /// Registers how to make views for `identifier` (a later registration replaces it).
    func register(_ identifier: String, make: @escaping (String) -> Element) {
        makers[identifier] = make
    }

    /// Whether something is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A view for `identifier`: a pooled one after its `prepareForReuse()`, else a new one of
    /// the registered maker, else nil (nothing registered).
    func dequeue(_ identifier: String) -> Element? {
        if let view = pooled[identifier]?.popLast() {
            // Popped before the view's own code runs.
            view.prepareForReuse()
            return view
        }
        guard let make = makers[identifier] else { return nil }
        made += 1
        return make(identifier)
    }

    /// Takes `view` off screen into the queue for `identifier`.
    func enqueue(_ view: Element, as identifier: String) {
        view.removeFromSuperview()
        pooled[identifier, default: []].append(view)
    }

    /// The views waiting under `identifier`.
    func views(for identifier: String) -> [Element] { pooled[identifier] ?? [] }
}
