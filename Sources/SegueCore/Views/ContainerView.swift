import Foundation

/// A view that hosts a child controller's view (Interface Builder's container view): an
/// `embed` segue puts the child here when the parent's view loads, and a `TransitionSegue`
/// swaps children inside it. It clips, so a transition stays within its rectangle.
open class ContainerView: View {
    /// The storyboard's embed segue that fills this container when its controller's view loads.
    public var embedSegueIdentifier: String?

    /// Creates a container view with `frame`; `clipsToBounds` is on.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }
}
