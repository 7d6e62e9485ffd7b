import Foundation

/// Rows and items of table and collection views, as UIKit adds them to Foundation's
/// `IndexPath`: a path of two indexes, the section first, then the row (a table) or the item
/// (a collection). Foundation's `IndexPath` is already `Hashable` and `Comparable` (by section,
/// then by row), so it keys dictionaries and sorts the way a table reads.
extension IndexPath {
    /// A path to `row` in `section` of a table view (`IndexPath(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to `item` in `section` of a collection view (`IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row in a table view: the second index (0 for a path shorter than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item in a collection view: the same index as `row`, named for collections.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
