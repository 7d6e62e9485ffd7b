import Foundation

/// A progress bar (`UIProgressView`, the default style), drawn as iOS 13+ draws it: a track of
/// rounded ends filled from the leading edge to `progress` in the tint. Its intrinsic height is
/// 4 points; a taller frame draws a taller bar, as iOS 14+ does.
open class ProgressView: View {
    /// The bar's intrinsic height.
    public nonisolated static let barHeight = 4.0
    /// How long `setProgress(_:animated:)` takes to move the fill when animated (UIKit does not
    /// say; 0.25 s, its usual animation length).
    public nonisolated static let animationDuration = 0.25

    /// The share done, 0…1 (values outside are clamped). Setting it moves the fill at once.
    public var progress: Double {
        get { value }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (`progressTintColor`); nil: the tint, system blue.
    public var progressTintColor: Color? { didSet { place() } }
    /// The track's colour (`trackTintColor`); nil: the system fill of the appearance shown.
    public var trackTintColor: Color? { didSet { invalidate() } }
    /// The filled part is drawn in `tintColor` when `progressTintColor` is nil.
    open override func tintColorDidChange() { place() }

    private var value: Double
    private let fillBar = View()

    /// A progress view at `frame` showing `progress` (0 by default).
    public init(frame: Rect = .zero, progress: Double = 0) {
        value = min(max(progress, 0), 1)
        super.init(frame: frame)
        fillBar.isUserInteractionEnabled = false
        addSubview(fillBar)
        place()
    }

    /// Sets `progress`, the fill sliding to it when `animated`.
    public func setProgress(_ progress: Double, animated: Bool) {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        guard p != value else { return }
        value = p
        if animated {
            View.animate(withDuration: ProgressView.animationDuration, animations: { self.place() })
        } else {
            place()
        }
    }

    open override var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, ProgressView.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    /// The track, in the appearance's colour at drawing time (the fill is a subview, so that
    /// an animated change slides it).
    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        fill(Rect(size: bounds.size), trackTintColor ?? controlPalette.track, radius: bounds.height / 2, into: &list,
             transform: m, opacity: opacity, clip: clip)
    }

    private func place() {
        let h = bounds.height
        fillBar.frame = Rect(0, 0, bounds.width * value, h)
        fillBar.cornerRadius = h / 2
        fillBar.backgroundColor = progressTintColor ?? tintColor
    }
}
