import Foundation

/// Another transition played backwards with source and destination swapped: a pop from a push,
/// an unwind from a segue's own animation. At progress p it draws the base at 1 − p from the
/// destination to the source, so 0 still shows the source and 1 the destination.
public struct ReversedTransition: Transition {
    /// The transition played backwards.
    public var base: any Transition
    /// `base` played backwards, with source and destination swapped.
    public init(_ base: any Transition) { self.base = base }

    public var name: String { base.name }
    public var duration: Double { base.duration }
    public var curve: TimingCurve { base.curve }
    public var isThreeDOrScaling: Bool { base.isThreeDOrScaling }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        var swapped = input
        swapped.from = input.to
        swapped.to = input.from
        // The flight keeps its rects: played backwards it flies from the destination rect
        // back into the source rect, over the (swapped) source.
        return base.items(progress: 1 - p, input: swapped)
    }
}
