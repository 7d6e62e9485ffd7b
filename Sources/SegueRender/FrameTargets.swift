import CGL
import Foundation
import SegueCore

/// Where screen frames are drawn and the frame in flight: the screen target (kept, so it can
/// be read back), the reduced target a frame below full resolution draws its content into,
/// and — between a frame's content and its present — where its upscale and overlay go.
struct FrameTargets {
    /// The frame whose content has been drawn and that has not been presented yet.
    struct InFlight {
        /// The frame's serial (`Frame.serial`): only its own stages may use this.
        var serial: Int
        /// Where the frame's upscale and overlay go.
        var destination: GLRenderer.Destination
        /// The content's size in points.
        var size: Size
        /// The reduced target holding the content until it is scaled up (nil at full
        /// resolution, and once scaled up).
        var reduced: GLFramebuffer?
    }

    /// The screen target: the last frame drawn `to: .screen`, rows top-down.
    private(set) var screen: GLFramebuffer?
    /// Where a frame's content is drawn below full resolution, kept between frames.
    private var reduced: GLFramebuffer?
    /// The frame in flight.
    var inFlight: InFlight?
    /// The last frame's serial.
    private var serial = 0

    /// The next frame's serial.
    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }

    /// The screen target at `width × height` pixels (made anew when the size changed).
    mutating func screenTarget(width: Int, height: Int, pointSize: Size) throws -> GLFramebuffer {
        if let s = screen, s.width == width, s.height == height { return s }
        let s = try GLFramebuffer(width: width, height: height, pointSize: pointSize, topDown: true)
        screen = s
        return s
    }

    /// The reduced target at `width × height` pixels with rows running as `topDown` says (made
    /// anew when either changed).
    mutating func reducedTarget(width: Int, height: Int, pointSize: Size, topDown: Bool) throws -> GLFramebuffer {
        if let r = reduced, r.width == width, r.height == height, r.topDown == topDown { return r }
        let r = try GLFramebuffer(width: width, height: height, pointSize: pointSize, topDown: topDown)
        reduced = r
        return r
    }

    /// The frame in flight numbered `serial`; throws when another frame (or none) is in flight.
    func inFlight(_ serial: Int) throws -> InFlight {
        guard let f = inFlight, f.serial == serial else {
            throw RenderError.framebuffer("frame \(serial) is not the frame being drawn")
        }
        return f
    }
}
