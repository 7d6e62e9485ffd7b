import Foundation

/// A linear blend from the source to the destination (UIView.AnimationOptions.transitionCrossDissolve).
///
/// The destination is drawn opaque underneath and the source on top with opacity 1 − p, which
/// is the same blend as mixing the two by p for opaque views, and costs two passes.
public struct CrossDissolve: Transition {
    public var name: String { "crossDissolve" }
    public var duration: Double
    public var curve: TimingCurve
    /// A cross-dissolve lasting `duration` seconds (0.3) along `curve` (ease-in-out).
    public init(duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut) {
        self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        return [.quad(fullQuad(input.to, size: input.size)),
                .quad(fullQuad(input.from, size: input.size, opacity: 1 - p, zIndex: 1))]
    }
}
