import Foundation

/// The one way `segue bench` prints its results: a header line and rows whose cells are
/// right-aligned in columns of fixed width, each cell followed by a space (a cell wider than its
/// column pushes the rest of the row along rather than being cut).
package struct BenchTable: Sendable {
    /// A column: its title and its width in characters.
    package struct Column: Sendable {
        /// The header cell.
        package var title: String
        /// The width cells are right-aligned to.
        package var width: Int
        /// A column titled `title`, `width` characters wide.
        package init(_ title: String, width: Int) { self.title = title; self.width = width }
    }

    /// The columns, left to right.
    package var columns: [Column]

    /// A table of `columns`.
    package init(_ columns: [Column]) { self.columns = columns }

    /// The header line: every column's title.
    package var header: String { line(columns.map(\.title)) }

    /// One line of `cells`, one a column (cells past the last column are left out).
    package func line(_ cells: [String]) -> String {
        zip(cells, columns).map { cell, column in
            cell.count >= column.width ? cell + " " : String(repeating: " ", count: column.width - cell.count) + cell + " "
        }.joined()
    }

    /// Prints the header to standard output.
    package func printHeader() { Swift.print(header) }

    /// Prints one row and flushes it, so that a long run shows each row as it is measured.
    package func printRow(_ cells: [String]) {
        Swift.print(line(cells))
        fflush(nil)
    }
}

extension BenchTable {
    /// A number with `decimals` decimals, as every table cell writes figures.
    package static func number(_ value: Double, decimals: Int = 2) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// A share from 0 to 1 as a whole percentage.
    package static func percent(_ share: Double) -> String {
        String(format: "%.0f%%", share * 100)
    }
}
