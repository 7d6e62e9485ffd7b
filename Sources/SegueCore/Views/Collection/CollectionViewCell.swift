import Foundation

/// A view a collection view shows for a header, a footer or another supplementary element, and the
/// base of its cells (`UICollectionReusableView`): made once per reuse identifier and reused for
/// other positions as the content scrolls.
@MainActor
open class CollectionReusableView: View {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// A view of `frame`; collection views make registered classes through this initializer.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Called before the view is handed out again by a dequeue call: reset what the last position
    /// set. The default does nothing.
    open func prepareForReuse() {}

    /// Lets the view adjust to the attributes its layout gave it; the default does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}

/// One item of a collection view (`UICollectionViewCell`): add what it shows to `contentView`.
/// A `backgroundView` sits behind the content and a `selectedBackgroundView` above that while the
/// cell is selected or highlighted.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = View()
    /// A view behind the content, filling the cell; nil: none.
    public var backgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// A view shown behind the content while the cell is selected or highlighted; nil: none.
    public var selectedBackgroundView: View? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// Whether the cell is selected; the collection view sets it as items are selected.
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Whether the cell is highlighted (pressed); the collection view sets it while the pointer is down on it.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    /// What selecting the item does after the delegate's `didSelectItemAt`: a storyboard
    /// cell's segue or unwind.
    var selectionAction: (() -> Void)?

    /// A cell of the given frame with an empty content view.
    public required init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.frame = Rect(size: frame.size)
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
    }

    /// Clears the selection and highlight (UIKit does so too), for the next position.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Keeps the content and background views filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let whole = Rect(size: bounds.size)
        contentView.frame = whole
        backgroundView?.frame = whole
        selectedBackgroundView?.frame = whole
    }

    private func installBackgrounds() {
        var index = 0
        for v in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            v.frame = Rect(size: bounds.size)
            v.autoresizingMask = .flexibleSize
            insertSubview(v, at: index)
            index += 1
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
