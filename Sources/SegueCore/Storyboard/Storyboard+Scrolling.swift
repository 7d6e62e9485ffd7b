import Foundation

/// Where a storyboard view's subviews go: a stack's arranged subviews, a scroll view's content,
/// a table's or collection view's cells, a cell's content view, or plain subviews.
extension Storyboard {
    /// `isRoot`: `v` is the scene's root view, which a table or collection view controller
    /// serves as data source.
    func arrange(_ subviews: [View], in v: View, spec: ViewSpec, for vc: ViewController, scene: SceneSpec, isRoot: Bool) {
        switch (spec.kind, v) {
        case (.stack, let stack as StackView):
            // A YAML stack arranges its subviews in order; an Interface Builder stack's installer
            // arranges them in the file's arranged order.
            subviews.forEach(stack.addArrangedSubview)
        case (.table, let table as TableView):
            showCells(subviews, specs: spec.subviews, in: table, titles: spec.scrolling.sections ?? [],
                      owner: isRoot ? vc as? TableViewController : nil, for: vc, scene: scene)
        case (.collection, let collection as CollectionView):
            // Cells at their own sizes; a section header or footer view is the section's.
            var items: [(view: View, size: Size?)] = [], supplementary: [String: View] = [:]
            for (view, s) in zip(subviews, spec.subviews) {
                if let kind = s.cell.supplementaryKind { supplementary[kind] = view } else { items.append((view, s.cell.itemSize)) }
            }
            let content = StaticCollectionItems(views: items.map(\.view), sizes: items.map(\.size), supplementary: supplementary)
            if isRoot, let owner = vc as? CollectionViewController {
                owner.staticItems = content
                collection.staticItems = content
                collection.dataSource = owner
                collection.delegate = owner
            } else {
                collection.staticItems = content
                collection.dataSource = content
            }
        case (.scroll, let scroll as ScrollView):
            subviews.forEach(scroll.addSubview)
            // The content's size: the file's, else what the subviews' frames reach (constraints
            // to the content layout guide replace either).
            scroll.contentSize = spec.scrolling.contentSize ?? subviews.reduce(Size.zero) {
                Size(max($0.width, $1.frame.maxX), max($0.height, $1.frame.maxY))
            }
        case (.cell, let cell as TableViewCell):
            // The content view takes the cell's size first, so that subviews that fill it fill it.
            cell.setNeedsLayout()
            cell.layoutIfNeeded()
            subviews.forEach(cell.contentView.addSubview)
        case (.cell, let cell as CollectionViewCell):
            subviews.forEach(cell.contentView.addSubview)
        default:
            subviews.forEach(v.addSubview)
        }
    }

    /// A table's cells, grouped in sections, as the rows a `StoryboardTableContent` gives: the
    /// data source of the scene's `TableViewController` when the table is its view, else the
    /// table's own. Prototype cells (those with a reuse identifier) are registered so that
    /// `dequeueReusableCell(withIdentifier:for:)` makes new copies of them.
    private func showCells(_ views: [View], specs: [ViewSpec], in table: TableView, titles: [TableSectionSpec],
                           owner: TableViewController?, for vc: ViewController, scene: SceneSpec) {
        var rows: [StoryboardTableContent.Row] = []
        var section = 0
        for (view, spec) in zip(views, specs) {
            // A view that is not a cell is the table's header view before the first cell, its
            // footer view after.
            guard let cell = view as? TableViewCell else {
                if rows.isEmpty { table.tableHeaderView = view } else { table.tableFooterView = view }
                continue
            }
            section = spec.cell.section ?? section
            rows.append(.init(cell: cell, section: section, height: spec.cell.rowHeight))
            if let id = spec.cell.reuseIdentifier {
                table.register(forCellReuseIdentifier: id) { [weak self, weak vc] _ in
                    guard let self, let vc else { return TableViewCell(style: spec.cell.style ?? .default, reuseIdentifier: id) }
                    var built: [(spec: ViewSpec, view: View)] = []
                    var named: [String: View] = [:]
                    let copy = self.buildView(spec, for: vc, in: scene, isRoot: false, parent: .table, built: &built, views: &named)
                    Storyboard.activateLayout(built, root: copy)
                    return copy as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: id)
                }
            }
        }
        let content = StoryboardTableContent(rows: rows, titles: titles)
        if let owner {
            owner.staticContent = content
            table.dataSource = owner
            table.delegate = owner
        } else {
            table.staticContent = content
            table.dataSource = content
            table.delegate = content
        }
    }

    /// Makes selecting a cell's row (or item) perform the storyboard action `action`.
    func setSelectionAction(of cell: View, _ action: ControlAction, _ vc: ViewController) {
        let perform = { [weak vc, weak cell] in
            guard let cell else { return }
            vc?.perform(action, sender: cell)
        }
        (cell as? TableViewCell)?.selectionAction = perform
        (cell as? CollectionViewCell)?.selectionAction = perform
    }
}

extension ViewController {
    /// Performs a storyboard control's or cell's action: its segue (as a control triggers one)
    /// or its unwind.
    func perform(_ action: ControlAction, sender: Any) {
        switch action {
        case .segue(let id): performControlSegue(id, sender: sender)
        case .unwind(let name): performUnwind(action: name, sender: sender)
        }
    }
}

/// A storyboard table's cells and section titles, as a data source and delegate: each cell
/// made once, shown in its section, at its own height or the table's.
@MainActor
final class StoryboardTableContent: TableViewDataSource, TableViewDelegate {
    /// One cell and where it goes.
    struct Row {
        /// The cell shown.
        let cell: TableViewCell
        /// Its section.
        let section: Int
        /// Its own row height; nil: the table's.
        let height: Double?
    }

    private let sections: [[Row]]
    private let titles: [TableSectionSpec]
    /// Whether the cells are static: none a prototype made again by its reuse identifier, and
    /// none in the canvas's section of an Interface Builder table's prototypes (a prototype
    /// without a reuse identifier, which Xcode warns about but draws there, is still one).
    private let isStatic: Bool

    init(rows: [Row], titles: [TableSectionSpec]) {
        let count = max(rows.map { $0.section + 1 }.max() ?? 0, titles.count, 1)
        var sections = Array(repeating: [Row](), count: count)
        for r in rows { sections[r.section].append(r) }
        self.sections = sections
        self.titles = titles
        isStatic = rows.allSatisfy { $0.cell.reuseIdentifier == nil } && !titles.contains { $0.header == IBConverter.prototypeCellsTitle }
    }

    private func row(_ p: IndexPath) -> Row? {
        sections.indices.contains(p.section) && sections[p.section].indices.contains(p.row) ? sections[p.section][p.row] : nil
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        row(indexPath)?.cell ?? TableViewCell()
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section].header : nil
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section].footer : nil
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        row(indexPath)?.height ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        staticPlainHeight(tableView, section, header: true) ?? prototypesHeaderHeight(tableView, section) ?? tableView.defaultHeaderHeight(section)
    }

    /// The header over a plain table's prototype cells that an Interface Builder document's
    /// canvas shows (the section titled "Prototype Cells", as the import names it and its YAML
    /// keeps it; a YAML table's other titled sections keep its `sectionHeaderHeight`): a plain
    /// title's height whatever the table's `sectionHeaderHeight`, as Xcode draws it (its files
    /// store the first prototype 50 points down, 22 of top padding and 28, with a
    /// `sectionHeaderHeight` of 1, 22, 28 or 60 alike, and 28 down with 38 before iOS 15;
    /// `resolvedPlainTitledHeaderHeight` gives iOS 15's). Nil elsewhere.
    private func prototypesHeaderHeight(_ tableView: TableView, _ section: Int) -> Double? {
        isPrototypesSection(tableView, section) ? tableView.resolvedPlainTitledHeaderHeight : nil
    }

    /// Whether `section` is the canvas's section of a plain table's prototype cells (whose
    /// table is never static).
    private func isPrototypesSection(_ tableView: TableView, _ section: Int) -> Bool {
        tableView.style == .plain && titles.indices.contains(section)
            && titles[section].header == IBConverter.prototypeCellsTitle
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        staticPlainHeight(tableView, section, header: false) ?? prototypesFooterHeight(tableView, section) ?? tableView.defaultFooterHeight(section)
    }

    /// The footer under a plain table's prototype cells on an Interface Builder document's
    /// canvas, whatever the table's `sectionFooterHeight` (`IBConverter.canvasPlainFooterHeight`).
    /// Nil elsewhere.
    private func prototypesFooterHeight(_ tableView: TableView, _ section: Int) -> Double? {
        guard isPrototypesSection(tableView, section) else { return nil }
        return IBConverter.canvasPlainFooterHeight(systemVersion: tableView.systemVersion)
    }

    /// An untitled header or footer of a plain table of static cells: UIKit's static tables
    /// give every section the table's `sectionHeaderHeight` and `sectionFooterHeight`, so that
    /// such a section has a header where a table of the app's own rows has none (Xcode stores
    /// the first row of a plain static table 50 points down: 22 of `sectionHeaderTopPadding` and
    /// a 28-point header). Left automatic, the height is the style's: none (a choice, so that a
    /// table written in YAML starts at its first row; an Interface Builder document's footers
    /// are given a height when read, `IBConverter.canvasPlainFooterHeight`). Before iOS 13 such
    /// sections have none either way: Xcode 10 stores Rocket.Chat's four sign-in tables, with
    /// 28-point heights, from their top. Nil where the table's default applies.
    private func staticPlainHeight(_ tableView: TableView, _ section: Int, header: Bool) -> Double? {
        let height = header ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight
        guard tableView.style == .plain, height != TableView.automaticDimension, isStatic else { return nil }
        let title = titles.indices.contains(section) ? (header ? titles[section].header : titles[section].footer) : nil
        guard title == nil else { return nil }
        return tableView.systemVersion >= 13 ? max(0, height) : 0
    }
}
