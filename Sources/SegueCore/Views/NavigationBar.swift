import Foundation

/// The bar at the top of a navigation controller (UINavigationBar): the top screen's title in
/// the middle and, below the bottom of the stack, a back button titled with the previous
/// screen's title. Drawn with UIKit's default look: a light translucent bar, a hairline at its
/// bottom, a 17-point semibold title and a tint-coloured back button with a chevron.
open class NavigationBar: View {
    /// The bar's height in points (UIKit's compact bar, without a status bar).
    public static let defaultHeight = 44.0

    /// The title in the middle (the top controller's `title`).
    public var title: String? { didSet { titleLabel.text = title ?? "" } }
    /// The back button's title (the previous controller's `title`, else "Back"); nil hides the
    /// button, as at the bottom of the stack.
    public var backTitle: String? {
        didSet {
            backButton.title = backTitle.map { "‹ " + $0 } ?? ""
            backButton.isHidden = backTitle == nil
            layoutSubviews()
        }
    }
    /// The label that shows `title`.
    public let titleLabel = Label()
    /// The back button; its action pops the stack.
    public let backButton = Button()
    /// The colour of the back button (iOS's default tint blue).
    public var barTintColor: Color = .systemBlue { didSet { backButton.tintColor = barTintColor } }

    /// Creates a bar `NavigationBar.defaultHeight` points high.
    public override init(frame: Rect = Rect(0, 0, 320, NavigationBar.defaultHeight)) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.6
        backButton.font = .systemFont(ofSize: 17)
        backButton.tintColor = barTintColor
        backButton.adjustsFontSizeToFitWidth = true
        backButton.isHidden = true
        let hairline = View(frame: .zero)
        hairline.backgroundColor = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
        hairline.tag = -1
        addSubview(titleLabel)
        addSubview(backButton)
        addSubview(hairline)
        layoutSubviews()
    }

    open override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let backWidth = backTitle == nil ? 0.0
            : min(backButton.intrinsicContentSize.width + 20, w * 0.3)
        backButton.frame = Rect(4, 0, backWidth, h)
        // The title stays centred in the bar, clear of the back button on both sides.
        let side = backWidth + 8
        titleLabel.frame = Rect(side, 0, max(w - 2 * side, 0), h)
        subviews.first { $0.tag == -1 }?.frame = Rect(0, h - 0.5, w, 0.5)
    }
}
