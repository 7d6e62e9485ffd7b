import Foundation

/// A spinning activity indicator (`UIActivityIndicatorView`), drawn as iOS 13+ draws it: eight
/// spokes round the centre, the brightest one stepping clockwise one spoke every eighth of a
/// second (one turn a second), the spokes behind it fading. The steps follow the **scene
/// clock** (a `DisplayLink`), never the wall clock, so a recording of a spinner is the same
/// every time. Stopped, it is hidden when `hidesWhenStopped` (the default), as in UIKit.
open class ActivityIndicatorView: View {
    /// The indicator's size (`UIActivityIndicatorView.Style`, iOS 13+).
    public enum Style: String, Sendable, CaseIterable {
        /// 20 × 20 points, the default.
        case medium
        /// 37 × 37 points.
        case large
    }

    /// How many spokes the indicator draws.
    public nonisolated static let spokeCount = 8
    /// How long the brightest spoke stays before the next one lights: one turn a second.
    public nonisolated static let stepDuration = 1.0 / 8
    /// The style: its size (`intrinsicContentSize`).
    public var style: Style { didSet { invalidate(); invalidateIntrinsicContentSize() } }
    /// The spokes' colour (`color`); nil: the secondary label colour of the appearance shown
    /// (grey in the light appearance, light grey in the dark), as UIKit's default.
    public var color: Color? { didSet { invalidate() } }
    /// Whether the indicator hides itself while stopped (true by default, as in UIKit).
    public var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether the spokes are turning.
    public private(set) var isAnimating = false
    /// The spoke that is brightest now, 0 at the top, counting clockwise.
    public private(set) var brightestSpoke = 0 { didSet { if oldValue != brightestSpoke { invalidate() } } }

    private var link: DisplayLink?
    /// The scene time the turning started at.
    private var startTime = 0.0

    /// An indicator of `style` at `frame`'s origin (its size is the style's), stopped and so hidden.
    public init(frame: Rect = .zero, style: Style = .medium) {
        self.style = style
        let side = ActivityIndicatorView.side(of: style)
        super.init(frame: Rect(frame.minX, frame.minY, frame.width > 0 ? frame.width : side, frame.height > 0 ? frame.height : side))
        isHidden = hidesWhenStopped
    }

    /// The side of a style's square.
    public nonisolated static func side(of style: Style) -> Double { style == .large ? 37 : 20 }

    open override var intrinsicContentSize: Size {
        let s = ActivityIndicatorView.side(of: style)
        return Size(s, s)
    }

    /// Starts turning the spokes (and shows the indicator), from the brightest spoke at the top.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTime = SceneRunLoop.main.now ?? 0
        brightestSpoke = 0
        let l = DisplayLink { [weak self] l in
            guard let self else { l.invalidate(); return }
            self.turn(at: l.targetTimestamp)
        }
        link = l
        l.add(to: .main, forMode: .common)
    }

    /// Stops the spokes where they are (and hides the indicator when `hidesWhenStopped`).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// The brightest spoke at scene time `now`: one step every `stepDuration` since the start.
    func turn(at now: Double) {
        let steps = Int(((now - startTime) / ActivityIndicatorView.stepDuration + 1e-9).rounded(.down))
        brightestSpoke = ((steps % ActivityIndicatorView.spokeCount) + ActivityIndicatorView.spokeCount) % ActivityIndicatorView.spokeCount
    }

    /// The opacity of the spoke `behind` steps behind the brightest: 1 down to 0.3.
    public nonisolated static func spokeOpacity(behind: Int) -> Double {
        1 - 0.7 * Double(behind) / Double(spokeCount - 1)
    }

    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let c = Point(bounds.width / 2, bounds.height / 2)
        // The spokes of a 20-point indicator: 2.4 wide, from 4.3 to 9.5 points off the centre.
        let k = side / 20
        let inner = 4.3 * k, outer = 9.5 * k, width = 2.4 * k
        let n = ActivityIndicatorView.spokeCount
        let color = self.color ?? controlPalette.secondaryLabel
        for i in 0..<n {
            let angle = Double(i) / Double(n) * 2 * .pi
            let dir = Point(sin(angle), -cos(angle))
            let behind = ((brightestSpoke - i) % n + n) % n
            let a = Point(c.x + dir.x * (inner + width / 2), c.y + dir.y * (inner + width / 2))
            let b = Point(c.x + dir.x * (outer - width / 2), c.y + dir.y * (outer - width / 2))
            let tone = color.withAlpha(color.alpha * ActivityIndicatorView.spokeOpacity(behind: behind))
            stroke(from: a, to: b, width: width, tone, into: &list, transform: m, opacity: opacity, clip: clip)
        }
    }
}
