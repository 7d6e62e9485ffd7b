import Foundation

/// The default modal presentation (UIModalTransitionStyle.coverVertical): the destination slides
/// up from the bottom edge over the source, which stays where it is.
public struct CoverVertical: DescribedTransition {
    /// `coverVertical`: 0.3 s, ease-in-out (what a presentation plays by default).
    public static let description = TransitionDescription(
        name: "coverVertical", summary: "modal presentation: the destination slides up from the bottom",
        duration: 0.3, curve: .easeInEaseOut) { a in
        CoverVertical(duration: try a.duration(), curve: try a.curve())
    }

    public var duration: Double
    public var curve: TimingCurve

    /// A cover-vertical lasting `duration` seconds along `curve` (the description's defaults).
    public init(duration: Double = description.duration, curve: TimingCurve = description.curve) {
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
