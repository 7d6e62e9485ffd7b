import Foundation

/// The default modal presentation (UIModalTransitionStyle.coverVertical): the destination slides
/// up from the bottom edge over the source, which stays where it is.
public struct CoverVertical: Transition {
    public var name: String { "coverVertical" }
    public var duration: Double
    public var curve: TimingCurve

    /// A cover-vertical lasting `duration` seconds (0.5) along `curve` (ease-in-out).
    public init(duration: Double = 0.5, curve: TimingCurve = .easeInEaseOut) {
        self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let destination = Quad(content: input.to, size: input.size,
                               transform: .translation(0, input.size.height * (1 - p)), zIndex: 1)
        return [.quad(fullQuad(input.from, size: input.size)), .quad(destination)]
    }
}
