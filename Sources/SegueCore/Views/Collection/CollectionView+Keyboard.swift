import Foundation

/// The keyboard, while the collection view has focus (a click on an item gives it focus, Tab
/// reaches it like a control): the arrows move the keyboard's item to the nearest item that
/// way in the layout and scroll it into view (`scrollRectToVisible(_:animated:)`, animated);
/// Return or Space selects it as a click does (`shouldSelectItemAt`, `didSelectItemAt`);
/// Page Up/Down, Home and End scroll (`ScrollView.scroll(byKey:)`).
///
/// "Nearest that way", SegueKit's choice where UIKit leaves it to the focus system (the beam
/// search focus engines use): among the items lying wholly past the current one in the
/// arrow's direction, those in its beam (overlapping it across the arrow) come first; then
/// the one whose centre is the least far along the arrow, then the least far across it. In a
/// vertical flow, Left and Right move along a line and stop at its ends; Up and Down go to the
/// nearest line above or below that has an item in the same column (into the next section
/// too), else to the nearest item of the nearest line; a horizontal flow the other way round. As in a table, the selection follows the arrows with single selection (without the
/// delegate hearing), and a highlighted cursor moves with multiple selection.
extension CollectionView {
    /// The item the arrows move from: the keyboard's item if it still exists, else the first
    /// selected item.
    var currentKeyboardItem: IndexPath? {
        if let item = keyboardItem, item.section < numberOfSections, item.item < numberOfItems(inSection: item.section) {
            return item
        }
        return indexPathsForSelectedItems.first
    }

    /// An arrow: moves the keyboard's item. Returns whether the key was an arrow.
    func moveKeyboardItem(_ key: Key) -> Bool {
        guard [Key.left, .right, .up, .down].contains(key) else { return false }
        layoutIfNeeded()
        let next: IndexPath?
        if let current = currentKeyboardItem, let frame = layoutAttributesForItem(at: current)?.frame {
            next = item(from: current, frame, toward: key)
        } else {
            let shown = indexPathsForVisibleItems
            next = key == .down || key == .right ? shown.first : shown.last
        }
        guard let next else { return true }
        keyboardItem = next
        if allowsMultipleSelection {
            refreshHighlights()
        } else {
            selectItem(at: next, animated: false, scrollPosition: [])
        }
        if let frame = layoutAttributesForItem(at: next)?.frame { scrollRectToVisible(frame, animated: true) }
        return true
    }

    /// The nearest item past `frame` toward the arrow `key`, by the rule in the type's comment.
    private func item(from current: IndexPath, _ frame: Rect, toward key: Key) -> IndexPath? {
        let w = max(bounds.width, frame.width), h = max(bounds.height, frame.height)
        let around = Rect(frame.minX - w, frame.minY - h, frame.width + 2 * w, frame.height + 2 * h)
        let eps = 1e-6
        var best: (outside: Bool, along: Double, across: Double, path: IndexPath)?
        for a in collectionViewLayout.layoutAttributesForElements(in: around)
        where a.representedElementCategory == .cell && a.indexPath != current && !a.isHidden {
            let f = a.frame
            let along: Double, across: Double, inBeam: Bool
            switch key {
            case .right, .left:
                guard key == .right ? f.minX >= frame.maxX - eps : f.maxX <= frame.minX + eps else { continue }
                along = abs(f.midX - frame.midX)
                across = abs(f.midY - frame.midY)
                inBeam = f.minY < frame.maxY && f.maxY > frame.minY
            default:
                guard key == .down ? f.minY >= frame.maxY - eps : f.maxY <= frame.minY + eps else { continue }
                along = abs(f.midY - frame.midY)
                across = abs(f.midX - frame.midX)
                inBeam = f.minX < frame.maxX && f.maxX > frame.minX
            }
            if let b = best {
                let nearer = (b.outside && inBeam)
                    || (b.outside == !inBeam && (along < b.along - eps || (abs(along - b.along) <= eps && across < b.across - eps)))
                if !nearer { continue }
            }
            best = (!inBeam, along, across, a.indexPath)
        }
        return best?.path
    }

    /// Return or Space: the keyboard's item is selected as by a click.
    func activateKeyboardItem() {
        guard let item = currentKeyboardItem else { return }
        userSelectItem(at: item)
    }

    /// Whether the cell of `path` is drawn highlighted: pressed, or the keyboard's cursor in
    /// multiple selection.
    func showsHighlight(_ path: IndexPath) -> Bool {
        path == pressedItem || (allowsMultipleSelection && path == keyboardItem)
    }

    /// Gives the cells on screen the highlight `showsHighlight(_:)` says.
    func refreshHighlights() {
        for (path, cell) in visible where cell.isHighlighted != showsHighlight(path) {
            cell.isHighlighted = showsHighlight(path)
        }
    }
}
