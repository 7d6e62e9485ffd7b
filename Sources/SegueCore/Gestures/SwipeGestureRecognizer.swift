import Foundation

/// Recognizes a quick stroke in a direction (`UISwipeGestureRecognizer`), a discrete gesture:
/// it is recognized (`.ended`) as soon as the pressed pointer has gone `minimumDistance` points
/// in one of its `direction`s, within `maximumDuration` of going down and staying within
/// `maximumDeviation` of that direction; it fails when the time runs out or when the press is
/// released first. UIKit does not publish its
/// thresholds; these are SegueKit's choices (the same stroke is recognized at any frame rate:
/// only the event positions and times count).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions of a swipe (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions as bits: right 1, left 2, up 4, down 8 (UIKit's values).
        public let rawValue: Int
        /// Creates a set of directions from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (`.right` by default, as UIKit's).
    public var direction: Direction = .right
    /// How far (points) the stroke must go along its direction.
    public static let minimumDistance = 50.0
    /// How long (seconds) the stroke may take from the press.
    public static let maximumDuration = 0.5
    /// How far across its direction the stroke may stray, as a share of the distance along it
    /// (0.5: within about 27° of the direction).
    public static let maximumDeviation = 0.5

    private var origin: Point?

    open override func pointerBegan(at p: Point, time: Double) {
        origin = p
        deadline = time + Self.maximumDuration
    }

    open override func pointerMoved(to p: Point, time: Double) {
        guard state == .possible, let o = origin else { return }
        let dx = p.x - o.x, dy = p.y - o.y
        let candidates: [(Direction, along: Double, across: Double)] = [
            (.right, dx, dy), (.left, -dx, dy), (.up, -dy, dx), (.down, dy, dx),
        ]
        for (d, along, across) in candidates where direction.contains(d) {
            if along >= Self.minimumDistance && abs(across) <= along * Self.maximumDeviation { return setState(.ended) }
        }
    }

    open override func pointerEnded(at p: Point, time: Double) {
        if state == .possible { setState(.failed) }
    }

    override func timeElapsed(at time: Double) {
        if state == .possible { setState(.failed) }
    }

    open override func reset() {
        origin = nil
    }
}
