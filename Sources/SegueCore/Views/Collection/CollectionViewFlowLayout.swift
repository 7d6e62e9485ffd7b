import Foundation

/// The direction a collection view scrolls in (`UICollectionView.ScrollDirection`).
public enum CollectionViewScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Items fill rows from left to right; rows stack downwards and the content scrolls vertically.
    case vertical
    /// Items fill columns from top to bottom; columns stack to the right and the content scrolls
    /// horizontally.
    case horizontal
}

/// A grid layout of lines of items (`UICollectionViewFlowLayout`).
///
/// For a vertical flow, each section is its header (full width, `headerReferenceSize.height`
/// tall), then `sectionInset.top`, then rows of items, then `sectionInset.bottom`, then its footer.
/// A row takes as many items as fit in the width between the section's left and right insets with
/// at least `minimumInteritemSpacing` between them; rows are `minimumLineSpacing` apart, as tall as
/// their tallest item, and each item is centred vertically in its row. A row is full when not
/// even its narrowest item would fit in it once more: every row but the section's last, and a
/// last row holding as many items as fit. The items of a full row are justified: the first
/// touches the left inset, the last the right inset, and the room left over is shared equally
/// between them, so the spacing is never below the minimum; a full row of a single item centres
/// it. A last row that is not full is left-aligned with exactly `minimumInteritemSpacing` between
/// its items. (UIKit does not document its rows; this is what Xcode stores: a lone item that
/// leaves room for another stands at the left inset, one that does not is centred, and a last
/// row of as many items as fit is justified.) An item wider than the room gets a row of its own,
/// centred on the room and overflowing both insets alike, last row or not, as Xcode stores such
/// items (UIKit only warns that the item is too wide). A horizontal flow is the same with the
/// axes swapped: columns of items from top to bottom, headers to the left of their section,
/// `headerReferenceSize.width` wide.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of every item, unless the delegate says otherwise (`sizeForItemAt`).
    public var itemSize = Size(50, 50) { didSet { invalidateLayout() } }
    /// The least distance between two items of one line.
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least distance between two lines (rows in a vertical flow, columns in a horizontal one).
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The margins around each section's items (not around its header and footer).
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The direction the content grows and scrolls in.
    public var scrollDirection = CollectionViewScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of section headers: only the height counts in a vertical flow, only the width in a
    /// horizontal one; zero means no header.
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// The size of section footers, counted as `headerReferenceSize` is.
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }

    /// Per-section and per-item answers that replace the properties above
    /// (`UICollectionViewDelegateFlowLayout`); the collection view sets them from its delegate.
    public struct Overrides {
        /// The size of the item at an index path.
        public var sizeForItem: ((IndexPath) -> Size)?
        /// A section's inset.
        public var insetForSection: ((Int) -> EdgeInsets)?
        /// A section's line spacing.
        public var minimumLineSpacingForSection: ((Int) -> Double)?
        /// A section's inter-item spacing.
        public var minimumInteritemSpacingForSection: ((Int) -> Double)?
        /// A section's header size.
        public var referenceSizeForHeader: ((Int) -> Size)?
        /// A section's footer size.
        public var referenceSizeForFooter: ((Int) -> Size)?
        /// No overrides: every answer comes from the layout's properties.
        public init() {}
    }

    /// The answers that replace the layout's properties for some sections or items.
    public var overrides = Overrides() { didSet { invalidateLayout() } }

    /// A flow layout with UIKit's defaults (50 × 50 items, 10-point spacings, no insets).
    public override init() { super.init() }

    // One line of items, in flow coordinates: `stack` runs along the scrolling axis.
    private struct Line {
        var stackMin: Double
        var stackMax: Double
        var items: [CollectionViewLayoutAttributes]
    }

    private struct Section {
        var stackMin: Double
        var stackMax: Double
        var header: CollectionViewLayoutAttributes?
        var footer: CollectionViewLayoutAttributes?
        var lines: [Line]
        var items: [CollectionViewLayoutAttributes]
    }

    private var sections: [Section] = []
    private var contentSize = Size.zero

    /// Lays out every section for the current `content`.
    open override func prepare() {
        let vertical = scrollDirection == .vertical
        let bounds = content.boundsSize
        let alongExtent = vertical ? bounds.width : bounds.height
        // Flow coordinates: `along` runs across the scrolling axis, `stack` along it.
        func rect(along: Double, stack: Double, alongSize: Double, stackSize: Double) -> Rect {
            vertical ? Rect(along, stack, alongSize, stackSize) : Rect(stack, along, stackSize, alongSize)
        }
        var stack = 0.0
        sections = []
        for (s, count) in content.itemCounts.enumerated() {
            let inset = overrides.insetForSection?(s) ?? sectionInset
            let lineSpacing = overrides.minimumLineSpacingForSection?(s) ?? minimumLineSpacing
            let interitem = overrides.minimumInteritemSpacingForSection?(s) ?? minimumInteritemSpacing
            let headerSize = overrides.referenceSizeForHeader?(s) ?? headerReferenceSize
            let footerSize = overrides.referenceSizeForFooter?(s) ?? footerReferenceSize
            let (alongStart, alongEnd, stackStart, stackEnd) = vertical
                ? (inset.left, inset.right, inset.top, inset.bottom)
                : (inset.top, inset.bottom, inset.left, inset.right)
            var section = Section(stackMin: stack, stackMax: stack, header: nil, footer: nil, lines: [], items: [])
            // A header or footer spans the section across, as deep as its size says along the stack.
            func supplementary(_ kind: String, _ size: Size) -> CollectionViewLayoutAttributes? {
                let extent = max(0, vertical ? size.height : size.width)
                guard extent > 0 else { return nil }
                defer { stack += extent }
                return CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, at: IndexPath(item: 0, section: s),
                                                      frame: rect(along: 0, stack: stack, alongSize: alongExtent, stackSize: extent))
            }
            section.header = supplementary(CollectionElementKind.sectionHeader, headerSize)
            stack += stackStart
            let room = max(0, alongExtent - alongStart - alongEnd)
            // Item sizes in flow coordinates (along, stack).
            let sizes: [(Double, Double)] = (0..<max(0, count)).map { i in
                let size = overrides.sizeForItem?(IndexPath(item: i, section: s)) ?? itemSize
                let w = max(0, size.width), h = max(0, size.height)
                return vertical ? (w, h) : (h, w)
            }
            // Greedy line breaking.
            var breaks: [Range<Int>] = []
            var start = 0
            while start < sizes.count {
                var end = start + 1
                var used = sizes[start].0
                while end < sizes.count, used + interitem + sizes[end].0 <= room + 1e-9 {
                    used += interitem + sizes[end].0
                    end += 1
                }
                breaks.append(start..<end)
                start = end
            }
            for (l, range) in breaks.enumerated() {
                if l > 0 { stack += lineSpacing }
                let isLast = l == breaks.count - 1
                let lineStack = range.map { sizes[$0].1 }.max() ?? 0
                let total = range.map { sizes[$0].0 }.reduce(0, +)
                let n = range.count
                var along = alongStart
                var gap = interitem
                // A line is full when not even its narrowest item would fit in it once more:
                // every line but the last, and a last line holding as many as fit.
                let used = total + interitem * Double(n - 1)
                let narrowest = range.map { sizes[$0].0 }.min() ?? 0
                let isFull = !isLast || used + interitem + narrowest > room + 1e-9
                if isFull, n == 1 {
                    // Centred on the room, overflowing both insets alike when wider than it.
                    along = alongStart + (room - total) / 2
                } else if isFull {
                    gap = max(interitem, (room - total) / Double(n - 1))
                }
                var line = Line(stackMin: stack, stackMax: stack + lineStack, items: [])
                for i in range {
                    let (w, h) = sizes[i]
                    let frame = rect(along: along, stack: stack + (lineStack - h) / 2, alongSize: w, stackSize: h)
                    line.items.append(CollectionViewLayoutAttributes(
                        forCellAt: IndexPath(item: i, section: s), frame: frame))
                    along += w + gap
                }
                section.items += line.items
                section.lines.append(line)
                stack += lineStack
            }
            stack += stackEnd
            section.footer = supplementary(CollectionElementKind.sectionFooter, footerSize)
            section.stackMax = stack
            sections.append(section)
        }
        contentSize = vertical ? Size(bounds.width, stack) : Size(stack, bounds.height)
    }

    /// The content's size: the bounds' width and the sections' total height in a vertical flow
    /// (the bounds' height and the total width in a horizontal one).
    open override var collectionViewContentSize: Size {
        prepareIfNeeded()
        return contentSize
    }

    /// Every header, item and footer whose frame meets `rect`, in order; lines outside `rect` are
    /// skipped by a binary search, so the cost follows what is visible, not the item count.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX
        let hi = vertical ? rect.maxY : rect.maxX
        func meets(_ r: Rect) -> Bool {
            r.minX < rect.maxX && r.maxX > rect.minX && r.minY < rect.maxY && r.maxY > rect.minY
        }
        var result: [CollectionViewLayoutAttributes] = []
        // First section that ends after `lo`.
        var first = firstIndex(sections.count) { sections[$0].stackMax > lo }
        while first < sections.count, sections[first].stackMin < hi {
            let section = sections[first]
            if let header = section.header, meets(header.frame) { result.append(header) }
            var l = firstIndex(section.lines.count) { section.lines[$0].stackMax > lo }
            while l < section.lines.count, section.lines[l].stackMin < hi {
                result += section.lines[l].items.filter { meets($0.frame) }
                l += 1
            }
            if let footer = section.footer, meets(footer.frame) { result.append(footer) }
            first += 1
        }
        return result
    }

    /// The attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The header or footer of section `indexPath.section`.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case CollectionElementKind.sectionHeader: return sections[indexPath.section].header
        case CollectionElementKind.sectionFooter: return sections[indexPath.section].footer
        default: return nil
        }
    }

    /// The first index in `0..<count` for which `isAfter` holds, given that it holds for a suffix.
    private func firstIndex(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
