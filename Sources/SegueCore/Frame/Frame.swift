import Foundation

// One frame's stages, in the only order a renderer accepts them:
//
//     let frame = renderer.beginFrame(into: .screen, resolution: 1)      // Frame
//     let content = try renderer.drawContent(list, in: frame)            // ContentFrame
//     let full = try renderer.scaleUp(content)                           // OverlayFrame
//     try renderer.drawRecordedOverlay(pointer, on: full)                // recording only
//     let finished = try renderer.drawOverlay(quads, over: full)         // FinishedFrame
//     renderer.present(finished)
//
// Each stage is a noncopyable value that the next stage consumes: a frame cannot be drawn
// twice, its overlay cannot come before its content or be drawn twice, and a reduced frame is
// always scaled up before its overlay, because the types allow nothing else. Only a renderer
// makes them (`package` initialisers).

/// A frame begun: where it goes and at what resolution; nothing drawn yet.
public struct Frame: ~Copyable {
    /// Where the frame's pixels go.
    public let destination: FrameDestination
    /// The share of the destination's pixels along each side the content is drawn at
    /// (1/16…1; 1: all of them).
    public let resolution: Double
    /// Which frame of its renderer this is (counted from 1).
    public let serial: Int

    /// A frame numbered `serial` for `destination` at `resolution` (clamped to 1/16…1; a
    /// value that is not a number means 1).
    package init(destination: FrameDestination, resolution: Double, serial: Int) {
        self.destination = destination
        self.resolution = resolution.isFinite ? min(1, max(resolution, 1.0 / 16)) : 1
        self.serial = serial
    }
}

/// A frame whose content has been drawn, maybe at reduced resolution: it waits to be scaled up
/// to its destination (`FrameRenderer.scaleUp`).
public struct ContentFrame: ~Copyable {
    /// Where the frame's pixels go.
    public let destination: FrameDestination
    /// The resolution the content was drawn at.
    public let resolution: Double
    /// Which frame of its renderer this is.
    public let serial: Int
    /// The content's size in points (the draw list's): the overlay is drawn in the same points.
    public let size: Size

    /// The content of `frame`, drawn at `size` points.
    package init(_ frame: consuming Frame, size: Size) {
        destination = frame.destination
        resolution = frame.resolution
        serial = frame.serial
        self.size = size
    }
}

/// A frame whose content fills its destination at full resolution: what is drawn over it goes
/// next (`FrameRenderer.drawOverlay`).
public struct OverlayFrame: ~Copyable {
    /// Where the frame's pixels go.
    public let destination: FrameDestination
    /// The resolution the content was drawn at.
    public let resolution: Double
    /// Which frame of its renderer this is.
    public let serial: Int
    /// The content's size in points.
    public let size: Size

    /// `content`, scaled up to its destination.
    package init(_ content: consuming ContentFrame) {
        destination = content.destination
        resolution = content.resolution
        serial = content.serial
        size = content.size
    }
}

/// A frame with everything drawn, ready to be presented (`FrameRenderer.present`).
public struct FinishedFrame: ~Copyable {
    /// Where the frame's pixels go.
    public let destination: FrameDestination
    /// The resolution the content was drawn at.
    public let resolution: Double
    /// Which frame of its renderer this is.
    public let serial: Int
    /// The content's size in points.
    public let size: Size

    /// `frame` with its overlay drawn.
    package init(_ frame: consuming OverlayFrame) {
        destination = frame.destination
        resolution = frame.resolution
        serial = frame.serial
        size = frame.size
    }
}
