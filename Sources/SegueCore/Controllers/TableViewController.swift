import Foundation

/// A controller whose view is a table (`UITableViewController`): it is the table's data source
/// and delegate, and it deselects the selected rows, animated, each time it is about to appear.
///
/// Override the data source and delegate methods to give the rows. A storyboard scene's
/// controller shows the cells the storyboard declares (static cells, or each prototype once,
/// as Xcode's canvas shows them) until a subclass overrides the methods, as UIKit's table view
/// controller answers with a storyboard's static cells.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table `loadView()` makes.
    public let style: TableView.Style
    /// Whether the selected rows are deselected when the view is about to appear (true).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose table will have `style`.
    public init(style: TableView.Style = .plain) {
        self.style = style
        super.init()
    }

    /// A plain-style controller.
    public override convenience init() { self.init(style: .plain) }

    /// The table: the view, or the first table inside it (one is added when there is none).
    public var tableView: TableView { view.firstOrAdded { TableView(frame: $0, style: style) } }

    /// Makes a table of `style` filling the window, with this controller as its data source
    /// and delegate.
    open override func loadView() {
        let t = TableView(frame: Rect(0, 0, 320, 480), style: style)
        t.dataSource = self
        t.delegate = self
        view = t
    }

    /// Deselects the selected rows, animated with the appearance (`clearsSelectionOnViewWillAppear`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let t = view as? TableView else { return }
        for path in t.indexPathsForSelectedRows ?? [] { t.deselectRow(at: path, animated: animated) }
    }

    /// The storyboard's cells, when the scene declared them.
    var staticContent: StoryboardTableContent?

    // MARK: Data source and delegate (the storyboard's cells until overridden)

    /// The storyboard's sections, else 1.
    open func numberOfSections(in tableView: TableView) -> Int { staticContent?.numberOfSections(in: tableView) ?? 1 }

    /// The storyboard's rows in `section`, else none.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticContent?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    /// The storyboard's cell for the row, else an empty default-style cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        staticContent?.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
    }

    /// The storyboard's section title, else none.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        staticContent?.tableView(tableView, titleForHeaderInSection: section)
    }

    /// The storyboard's section footer, else none.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        staticContent?.tableView(tableView, titleForFooterInSection: section)
    }

    /// The storyboard's header height (a static table's), else the style's for the section's title.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        staticContent?.tableView(tableView, heightForHeaderInSection: section) ?? tableView.defaultHeaderHeight(section)
    }

    /// The storyboard's footer height (a static table's), else the style's for the section's title.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        staticContent?.tableView(tableView, heightForFooterInSection: section) ?? tableView.defaultFooterHeight(section)
    }

    /// The storyboard cell's own row height, else the table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        staticContent?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
    }

    /// Nothing: a storyboard cell's segue runs on its own when its row is selected.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A controller whose view is a collection view (`UICollectionViewController`): it is the
/// collection view's data source and delegate, and it deselects the selected items when it is
/// about to appear. A storyboard scene's controller shows the storyboard's cells until a
/// subclass overrides the data source methods.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout of the collection view `loadView()` makes.
    public let collectionViewLayout: CollectionViewLayout
    /// Whether the selected items are deselected when the view is about to appear (true).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// A controller with a default flow layout.
    public override convenience init() { self.init(collectionViewLayout: CollectionViewFlowLayout()) }

    /// The collection view: the view, or the first one inside it (one is added when there is none).
    public var collectionView: CollectionView {
        view.firstOrAdded { CollectionView(frame: $0, collectionViewLayout: collectionViewLayout) }
    }

    /// Makes a collection view filling the window, with this controller as its data source
    /// and delegate.
    open override func loadView() {
        let c = CollectionView(frame: Rect(0, 0, 320, 480), collectionViewLayout: collectionViewLayout)
        c.backgroundColor = .white
        c.dataSource = self
        c.delegate = self
        view = c
    }

    /// Deselects the selected items (`clearsSelectionOnViewWillAppear`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let c = view as? CollectionView else { return }
        for path in c.indexPathsForSelectedItems { c.deselectItem(at: path, animated: animated) }
    }

    /// The storyboard's cells, when the scene declared them.
    var staticItems: StaticCollectionItems?

    /// The storyboard's items, else none.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        staticItems?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    /// The storyboard's cell for the item, else an empty cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        staticItems?.collectionView(collectionView, cellForItemAt: indexPath) ?? CollectionViewCell()
    }

    /// The storyboard's section header or footer view, else an empty view.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        staticItems?.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) ?? CollectionReusableView()
    }
}

extension View {
    /// This view if it is a `T`, else the first `T` inside it, else a new one `make` builds
    /// for the bounds, added filling them: how a table or collection view controller finds
    /// its list in whatever view it was given.
    func firstOrAdded<T: View>(_ make: (Rect) -> T) -> T {
        if let v = self as? T { return v }
        if let v = descendants.lazy.compactMap({ $0 as? T }).first { return v }
        let v = make(bounds)
        v.autoresizingMask = .flexibleSize
        addSubview(v)
        return v
    }
}
