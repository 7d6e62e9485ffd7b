import Foundation

/// Supplies a collection view's items and supplementary views (`UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` holds.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell showing the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The header, footer or other supplementary view of `kind` at `indexPath`, usually from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default is an
    /// empty view.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view: the data source shows no supplementary views.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView { CollectionReusableView() }
}

/// Hears about selection and display in a collection view (`UICollectionViewDelegate`), and,
/// as a scroll view delegate, about its scrolling. Every method has a default that does nothing.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether pressing the item at `indexPath` highlights it (and so may select it); default true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A press highlighted the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// A press's highlight went from the item at `indexPath` (released or cancelled).
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` may be selected (default true).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was selected by the user.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item at `indexPath` was deselected by the user.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `cell` is about to be shown for the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell` stopped being shown for the item at `indexPath` (scrolled away or removed).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Every item highlights.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Every item may be selected.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Per-item sizes and per-section spacing for a flow layout (`UICollectionViewDelegateFlowLayout`).
/// Each default answers with the flow layout's own property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size
    /// The inset around `section`'s items.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The spacing between `section`'s lines.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> Double
    /// The spacing between items of one of `section`'s lines.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double
    /// The size of `section`'s header.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> Size
    /// The size of `section`'s footer.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> Size
}

extension CollectionViewDelegateFlowLayout {
    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? { layout as? CollectionViewFlowLayout }
    /// The flow layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        flow(layout)?.itemSize ?? .zero
    }
    /// The flow layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        flow(layout)?.sectionInset ?? .zero
    }
    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> Double {
        flow(layout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double {
        flow(layout)?.minimumInteritemSpacing ?? 0
    }
    /// The flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        flow(layout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> Size {
        flow(layout)?.footerReferenceSize ?? .zero
    }
}

/// Where `scrollToItem(at:at:animated:)` puts the item (`UICollectionView.ScrollPosition`).
public struct CollectionViewScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a position from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Leave the offset as it is.
    public static let none: CollectionViewScrollPosition = []
    /// The item's top at the top of the visible area.
    public static let top = CollectionViewScrollPosition(rawValue: 1)
    /// The item centred vertically.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 2)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = CollectionViewScrollPosition(rawValue: 4)
    /// The item's left edge at the left of the visible area.
    public static let left = CollectionViewScrollPosition(rawValue: 8)
    /// The item centred horizontally.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 16)
    /// The item's right edge at the right of the visible area.
    public static let right = CollectionViewScrollPosition(rawValue: 32)
}

/// A scrolling grid of items placed by a layout (`UICollectionView`), with a flow layout by default.
///
/// Only the items and supplementary views whose frames meet the visible bounds are alive: as the
/// content scrolls, views that leave go to a reuse queue per identifier and the data source's
/// `dequeue…` calls hand them out again, so scrolling through any number of items keeps a
/// screenful of views.
@MainActor
open class CollectionView: ScrollView {
    /// What places the items; setting it lays the items out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet { installFlowOverrides(); collectionViewLayout.invalidateLayout(); setNeedsLayout() }
    }
    /// Supplies the items; setting it reloads.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// Selection, display and flow-layout sizes (a `CollectionViewDelegate`, or a
    /// `CollectionViewDelegateFlowLayout`), and the scrolling callbacks a `ScrollViewDelegate`
    /// gets (held weakly). A delegate that is only a `ScrollViewDelegate` hears the scrolling alone.
    public override weak var delegate: ScrollViewDelegate? {
        didSet { installFlowOverrides(); setNeedsLayout() }
    }
    /// The delegate as a collection view's delegate, when it is one.
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// Whether the user can select items (default true).
    public var allowsSelection = true
    /// Whether several items can be selected at once (default false).
    public var allowsMultipleSelection = false

    /// How to make cells, and the cells off screen, by reuse identifier.
    private let cellPool = ReusePool<CollectionViewCell>()
    /// The same for supplementary views, by kind and identifier (`supplementaryKey`).
    private let supplementaryPool = ReusePool<CollectionReusableView>()
    var visible: [IndexPath: CollectionViewCell] = [:]
    struct SupplementaryKey: Hashable { var kind: String; var indexPath: IndexPath }
    var visibleSupplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    var selected: Set<IndexPath> = []
    /// The item the pointer is pressing (highlighted until the press ends).
    var pressedItem: IndexPath?
    /// The item the arrow keys last moved to (or the user last clicked).
    var keyboardItem: IndexPath?
    var itemCounts: [Int] = []
    var needsReload = true
    /// Open `performBatchUpdates` calls, and the item changes they gathered.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// A storyboard's static items, kept alive while they are the data source; their cells' own
    /// sizes are the items' sizes unless a flow-layout delegate gives others.
    var staticItems: StaticCollectionItems? {
        didSet { installFlowOverrides(); collectionViewLayout.invalidateLayout(); setNeedsLayout() }
    }

    /// A collection view of `frame` whose items `layout` places.
    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        clipsToBounds = true
        // Pressing an item highlights it, releasing on it selects it; a drag scrolls instead.
        let press = ItemPressGestureRecognizer()
        press.pressBegan = { [unowned self] in beginPress(at: $0.location(in: self)) }
        press.pressEnded = { [unowned self] in endPress(releasedAt: $1 ? $0.location(in: self) : nil) }
        addGestureRecognizer(press)
    }

    // MARK: Registration and reuse

    /// Makes cells of `cellClass` for `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(identifier) { id in
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = id
            return cell
        }
    }

    /// Makes supplementary views of `viewClass` for `kind` and `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryPool.register(Self.supplementaryKey(kind, identifier)) { key in
            let view = viewClass.init(frame: .zero)
            view.reuseIdentifier = key
            return view
        }
    }

    /// The pool key of a supplementary view: its kind and identifier.
    private static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    /// A cell for `identifier`: one that scrolled away (after its `prepareForReuse()`) or a new one
    /// of the registered class. The identifier must have been registered, as in UIKit.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard let cell = cellPool.dequeue(identifier) else {
            preconditionFailure("no cell class registered for the reuse identifier '\(identifier)'")
        }
        return cell
    }

    /// A supplementary view of `kind` for `identifier`, reused or new, as `dequeueReusableCell` does.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        guard let view = supplementaryPool.dequeue(Self.supplementaryKey(kind, identifier)) else {
            preconditionFailure("no supplementary view class registered for the kind '\(kind)' and identifier '\(identifier)'")
        }
        return view
    }

    /// How many cells were made (not reused) since the view was created: what reuse saves.
    public var cellsMade: Int { cellPool.made }

    /// A collection view takes keyboard focus while the user may select its items.
    open override var canBecomeFocused: Bool { allowsSelection && isUserInteractionEnabled && dataSource != nil }

    /// Return or Space while focused: selects the keyboard's item, as a click does.
    open override func activate() { activateKeyboardItem() }

    /// The arrows move the selection through the layout and scroll it into view; Page Up/Down,
    /// Home and End scroll.
    open override func keyDown(_ key: Key) -> Bool { moveKeyboardItem(key) || scroll(byKey: key) }


    // MARK: Data

    /// Forgets every item, asks the data source again and lays out what is visible.
    public func reloadData() {
        needsReload = true
        for (path, cell) in visible { retire(cell, at: path) }
        visible = [:]
        for (key, view) in visibleSupplementaries { retire(view, key: key) }
        visibleSupplementaries = [:]
        selected = []
        setNeedsLayout()
    }

    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { loadCountsIfNeeded(); return itemCounts.count }

    /// The number of items in `section`, as the data source last said.
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let source = dataSource else { itemCounts = []; return }
        let sections = max(0, source.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, source.collectionView(self, numberOfItemsInSection: $0)) }
        collectionViewLayout.invalidateLayout()
    }

    private func installFlowOverrides() {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return }
        guard let d = collectionDelegate as? CollectionViewDelegateFlowLayout else {
            var o = CollectionViewFlowLayout.Overrides()
            // A storyboard's cells at the sizes Interface Builder gives them.
            if let items = staticItems, items.hasOwnSizes {
                o.sizeForItem = { [unowned flow] p in items.size(at: p, fallback: flow.itemSize) }
            }
            flow.overrides = o
            return
        }
        var o = CollectionViewFlowLayout.Overrides()
        o.sizeForItem = { [unowned self] p in d.collectionView(self, layout: flow, sizeForItemAt: p) }
        o.insetForSection = { [unowned self] s in d.collectionView(self, layout: flow, insetForSectionAt: s) }
        o.minimumLineSpacingForSection = { [unowned self] s in d.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: s) }
        o.minimumInteritemSpacingForSection = { [unowned self] s in d.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: s) }
        o.referenceSizeForHeader = { [unowned self] s in d.collectionView(self, layout: flow, referenceSizeForHeaderInSection: s) }
        o.referenceSizeForFooter = { [unowned self] s in d.collectionView(self, layout: flow, referenceSizeForFooterInSection: s) }
        flow.overrides = o
    }

    // MARK: Layout and tiling

    /// Lays out the layout for the current size and data, then keeps exactly the items and
    /// supplementary views that meet the visible bounds: new ones from the data source, those
    /// that left back to the reuse queues.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadCountsIfNeeded()
        let layout = collectionViewLayout
        if layout.content.itemCounts != itemCounts || layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.content = CollectionViewLayoutContent(boundsSize: bounds.size, itemCounts: itemCounts)
            layout.invalidateLayout()
        }
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        tile()
    }

    private func tile() {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds)
        var wantedCells: [IndexPath: CollectionViewLayoutAttributes] = [:]
        var wantedSupplementaries: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for a in elements {
            let path = a.indexPath
            if a.representedElementCategory == .cell { wantedCells[path] = a } else if let kind = a.representedElementKind {
                wantedSupplementaries[SupplementaryKey(kind: kind, indexPath: path)] = a
            }
        }
        for (path, cell) in visible where wantedCells[path] == nil {
            retire(cell, at: path)
            visible[path] = nil
        }
        for (key, view) in visibleSupplementaries where wantedSupplementaries[key] == nil {
            retire(view, key: key)
            visibleSupplementaries[key] = nil
        }
        guard let source = dataSource else { return }
        for path in wantedCells.keys.sorted() {
            let a = wantedCells[path]!
            if let cell = visible[path] { cell.frame = a.frame; continue }
            let cell = source.collectionView(self, cellForItemAt: path)
            cell.frame = a.frame
            cell.isSelected = selected.contains(path)
            cell.isHighlighted = showsHighlight(path)
            cell.apply(a)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            insertSubview(cell, at: 0)
            visible[path] = cell
        }
        for (key, a) in wantedSupplementaries {
            if let view = visibleSupplementaries[key] { view.frame = a.frame; continue }
            let view = source.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            view.frame = a.frame
            view.apply(a)
            insertSubview(view, at: visible.count)
            visibleSupplementaries[key] = view
        }
    }

    func retire(_ cell: CollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let id = cell.reuseIdentifier { cellPool.enqueue(cell, as: id) }
    }

    private func retire(_ view: CollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        if let id = view.reuseIdentifier { supplementaryPool.enqueue(view, as: id) }
    }

    // MARK: Queries

    /// The index paths of the items shown now, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The cells shown now, in index path order.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }

    /// The cell showing the item at `indexPath`, or nil when it is not visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The item whose cell contains `point` (in the collection view's bounds coordinates), if any.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        layoutIfNeeded()
        return visible.first { $0.value.frame.contains(point) }?.key
    }

    /// The supplementary view of `kind` shown now at `indexPath`, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// The attributes the layout gives the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Selection

    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath] { selected.sorted() }

    /// Selects the item at `indexPath` (nil: clears the selection) without telling the delegate,
    /// scrolling it to `scrollPosition`, as UIKit's `selectItem(at:animated:scrollPosition:)`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        guard let indexPath else {
            for p in selected { visible[p]?.isSelected = false }
            selected = []
            return
        }
        if !allowsMultipleSelection {
            for p in selected where p != indexPath { visible[p]?.isSelected = false }
            selected = []
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        visible[indexPath]?.isSelected = false
    }

    /// A press at `point` (content coordinates): highlights the item there when selection is
    /// allowed, the content is at rest and `shouldHighlightItemAt` agrees. Returns whether it did.
    private func beginPress(at point: Point) -> Bool {
        guard allowsSelection, motion == .none, let path = indexPathForItem(at: point),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return false }
        pressedItem = path
        window?.focus.focus(self)
        visible[path]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    /// The press ends: released at `point` on the pressed item, it selects it (as a click
    /// does); released elsewhere or cancelled (nil), it only takes the highlight away.
    private func endPress(releasedAt point: Point?) {
        guard let path = pressedItem else { return }
        pressedItem = nil
        let selects = point.map { indexPathForItem(at: $0) == path } ?? false
        // A click moves the keyboard's item there; with multiple selection it hides the cursor.
        if selects { keyboardItem = allowsMultipleSelection ? nil : path }
        refreshHighlights()
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
        if selects { userSelectItem(at: path) }
    }

    /// What a click on the item at `indexPath` does: selects it (or, with multiple selection,
    /// toggles it) and tells the delegate, as a tap on a cell does in UIKit.
    public func userSelectItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for p in selected where p != indexPath {
                deselectItem(at: p, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: p)
            }
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        visible[indexPath]?.selectionAction?()
    }

    // MARK: Scrolling

    /// Scrolls so that the item at `indexPath` sits at `position` (`.top`, `.centeredVertically`,
    /// `.bottom`, `.left`, `.centeredHorizontally`, `.right`), within the content's bounds.
    public func scrollToItem(at indexPath: IndexPath, at position: CollectionViewScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let w = bounds.width, h = bounds.height
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - h / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - h }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - w / 2 }
        if position.contains(.right) { offset.x = frame.maxX - w }
        let size = collectionViewLayout.collectionViewContentSize
        offset.x = min(max(offset.x, 0), max(0, size.width - w))
        offset.y = min(max(offset.y, 0), max(0, size.height - h))
        setContentOffset(offset, animated: animated)
    }
}
