import Foundation

/// What a layout attribute describes: a cell or a supplementary view of a kind.
public enum CollectionElementCategory: Hashable, Sendable {
    /// A cell (an item).
    case cell
    /// A supplementary view such as a section header or footer.
    case supplementaryView
}

/// Kinds of the flow layout's supplementary views (`UICollectionView.elementKindSectionHeader`).
public enum CollectionElementKind {
    /// A section's header.
    public static let sectionHeader = "CollectionElementKindSectionHeader"
    /// A section's footer.
    public static let sectionFooter = "CollectionElementKindSectionFooter"
}

/// The placement of one element of a collection view (`UICollectionViewLayoutAttributes`): its
/// frame in the content's coordinates and what it is.
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
    /// The element's index path (for a header or footer: item 0 of its section).
    public var indexPath: IndexPath
    /// Whether this is a cell or a supplementary view.
    public var representedElementCategory: CollectionElementCategory
    /// The supplementary view's kind (`CollectionElementKind`); nil for a cell.
    public var representedElementKind: String?
    /// The element's frame in the collection view's content coordinates.
    public var frame: Rect
    /// Whether the element is hidden.
    public var isHidden = false
    /// The element's opacity.
    public var alpha = 1.0

    /// Attributes of the cell at `indexPath`.
    public init(forCellAt indexPath: IndexPath, frame: Rect) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        self.frame = frame
    }

    /// Attributes of a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath, frame: Rect) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        self.frame = frame
    }
}

/// The data a layout arranges: the collection view's size and how many items each section holds.
/// A collection view fills it in from its data source before asking its layout to `prepare()`.
public struct CollectionViewLayoutContent: Sendable {
    /// The size of the collection view's bounds, less its content insets.
    public var boundsSize: Size
    /// The number of items of each section, in order.
    public var itemCounts: [Int]
    /// The content of a collection view of `boundsSize` with the given sections.
    public init(boundsSize: Size = .zero, itemCounts: [Int] = []) {
        self.boundsSize = boundsSize
        self.itemCounts = itemCounts
    }
}

/// A collection view's layout (`UICollectionViewLayout`): it places every item and supplementary
/// view and says how large the content is. Subclasses override `prepare()`,
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)`; the base class places nothing.
@MainActor
open class CollectionViewLayout {
    /// What is being laid out; set by the collection view before `prepare()`.
    public var content = CollectionViewLayoutContent()

    /// A layout with nothing to arrange yet.
    public init() {}

    /// Computes the layout for `content`. Called by the collection view whenever the layout was
    /// invalidated (new data, new size) and before any query.
    open func prepare() {}

    /// Marks the layout for recomputation; the collection view calls `prepare()` again before its
    /// next layout pass.
    open func invalidateLayout() { needsPrepare = true }

    /// Whether `prepare()` must run before the next query.
    public internal(set) var needsPrepare = true

    /// The size of the whole content, scrolled through by the collection view.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of every element whose frame meets `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the item at `indexPath`, or nil when there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `kind` at `indexPath`, or nil when there is none.
    open func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the bounds to `newBounds` needs a new layout: true when the size changed
    /// (scrolling alone keeps the layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != content.boundsSize
    }

    /// Runs `prepare()` when the layout was invalidated.
    public func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
