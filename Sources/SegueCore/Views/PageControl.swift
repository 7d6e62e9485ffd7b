import Foundation

/// A row of dots, one per page, the current one filled (UIPageControl). Clicking a dot (or
/// Left/Right while focused, or Enter/Space for the next page, wrapping round) changes
/// `currentPage` and sends `valueChanged`; the demo storyboard's cube turns to that face in
/// response, and sets `currentPage` back when its turn completes.
open class PageControl: CellRowControl {
    /// How many dots are shown, like `UIPageControl.numberOfPages`. Lowering it moves
    /// `currentPage` back onto the last page.
    public var numberOfPages: Int { didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)); invalidate() } }
    /// The filled dot's index, 0-based, like `UIPageControl.currentPage`: clamped to the pages
    /// there are. Setting it sends no action; `select(_:)` is the user's way.
    public var currentPage: Int {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            invalidate()
        }
    }
    /// The colour of the other dots; half-transparent grey by default.
    public var pageIndicatorColor = Color(white: 0.5, alpha: 0.5) { didSet { invalidate() } }
    /// The colour of the current page's dot; white by default.
    public var currentPageIndicatorColor: Color = .white { didSet { invalidate() } }
    /// Dot diameter and spacing between dot centres, in points.
    public var dotSize = 8.0, dotSpacing = 16.0

    /// Creates a page control; `numberOfPages` below 0 counts as 0, and `currentPage` is clamped to
    /// the pages there are.
    public init(frame: Rect = .zero, numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = max(numberOfPages, 0)
        self.currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
        super.init(frame: frame)
    }

    /// The centre of dot `i` in the control's coordinates.
    /// The dots come closer when the control is too narrow for `dotSpacing`.
    public func dotCenter(_ i: Int) -> Point {
        let spacing = min(dotSpacing, bounds.width / Double(max(numberOfPages, 1)))
        let total = Double(max(numberOfPages - 1, 0)) * spacing
        return Point(bounds.width / 2 - total / 2 + Double(i) * spacing, bounds.height / 2)
    }

    /// The dot nearest to `p` horizontally (clicks between dots pick the closer one).
    public func page(at p: Point) -> Int? { cell(at: p) }

    /// The dot nearest to `p` horizontally: the page a click at `p` picks.
    open override func cell(at p: Point) -> Int? {
        guard numberOfPages > 0 else { return nil }
        return (0..<numberOfPages).min { abs(dotCenter($0).x - p.x) < abs(dotCenter($1).x - p.x) }
    }

    /// The number of pages.
    open override var cellCount: Int { numberOfPages }
    /// `currentPage`.
    open override var selectedCell: Int {
        get { currentPage }
        set { currentPage = newValue }
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        for i in 0..<numberOfPages {
            let c = dotCenter(i)
            let color = i == currentPage ? currentPageIndicatorColor : pageIndicatorColor
            list.append(Quad(content: .color(color), size: Size(dotSize, dotSize),
                             transform: Transform3D.translation(c.x - dotSize / 2, c.y - dotSize / 2).concatenating(m),
                             opacity: opacity, clip: clip, cornerRadius: dotSize / 2))
        }
    }
}
