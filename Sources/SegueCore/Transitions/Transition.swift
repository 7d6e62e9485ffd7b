import Foundation

/// What a transition animates between: the two views' textures and the container's size.
public struct TransitionInput: Hashable, Sendable {
    /// The container's size in points; the transition draws inside (0, 0, size).
    public var size: Size
    /// The source view's texture, covering the container.
    public var from: QuadContent
    /// The destination view's texture, covering the container.
    public var to: QuadContent
    /// What `imageFlight` flies (the tapped thumbnail's image and rects); nil for the others.
    public var flight: ImageFlightInput?
    /// The views passed on the way from the source to the destination, in the order they go
    /// by (the faces between them when a cube turns by more than one face); empty for most.
    public var between: [QuadContent]
    /// An input of a container of `size` points animating from the `from` texture to the `to`
    /// texture, with an image `flight` for `imageFlight` (nil otherwise) and the views passed
    /// on the way (`between`).
    public init(size: Size, from: QuadContent, to: QuadContent, flight: ImageFlightInput? = nil,
                between: [QuadContent] = []) {
        self.size = size; self.from = from; self.to = to; self.flight = flight; self.between = between
    }
}

/// A transition is a pure function from progress to draw items: no clock, no GL, no state
/// that changes while it runs. Progress 0 shows exactly the source, 1 exactly the destination.
public protocol Transition: Sendable {
    /// The name `segue transitions` lists and storyboards use.
    var name: String { get }
    /// Seconds, before the slow-motion factor.
    var duration: Double { get }
    /// The draw items for visual progress `p` (after the timing curve), 0…1.
    func items(progress p: Double, input: TransitionInput) -> [DrawItem]
    /// How progress follows time when the transition plays by itself.
    var curve: TimingCurve { get }
    /// Whether the transition moves things in 3D or scales them, so that Reduce Motion
    /// replaces it with a cross-dissolve.
    var isThreeDOrScaling: Bool { get }
}

extension Transition {
    /// UIKit's default for view transitions.
    public var curve: TimingCurve { .easeInEaseOut }
    public var isThreeDOrScaling: Bool { false }
}

extension Transition {
    /// A whole frame: the items in a draw list the size of the container.
    public func drawList(progress p: Double, input: TransitionInput, clearColor: Color = .black) -> DrawList {
        DrawList(size: input.size, clearColor: clearColor, items: items(progress: p, input: input))
    }
}

/// A quad covering the whole container with a texture.
public func fullQuad(_ content: QuadContent, size: Size, opacity: Double = 1, zIndex: Double = 0) -> Quad {
    Quad(content: content, size: size, opacity: opacity, zIndex: zIndex)
}
