import Foundation

/// A linear blend from the source to the destination (UIView.AnimationOptions.transitionCrossDissolve).
///
/// The destination is drawn opaque underneath and the source on top with opacity 1 − p, which
/// is the same blend as mixing the two by p for opaque views, and costs two passes.
public struct CrossDissolve: DescribedTransition {
    /// `crossDissolve`: 0.3 s, linear.
    public static let description = TransitionDescription(
        name: "crossDissolve", summary: "a linear blend from the source to the destination",
        duration: 0.3, curve: .linear) { a in
        CrossDissolve(duration: try a.duration(), curve: try a.curve())
    }

    public var duration: Double
    public var curve: TimingCurve
    /// A cross-dissolve lasting `duration` seconds along `curve` (the description's defaults:
    /// 0.3 s, linear).
    public init(duration: Double = description.duration, curve: TimingCurve = description.curve) {
        self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        return [.quad(fullQuad(input.to, size: input.size)),
                .quad(fullQuad(input.from, size: input.size, opacity: 1 - p, zIndex: 1))]
    }
}
