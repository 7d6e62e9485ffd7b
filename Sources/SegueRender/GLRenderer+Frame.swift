import CGL
import Foundation
import SegueCore
import SegueAssets

/// A screen frame in stages (`Frame`): the content into the screen target or the window —
/// below full resolution into the reduced target — then scaled up, the overlay over it at full
/// resolution, and the present that copies a kept frame into the window.
extension GLRenderer: FrameRenderer {
    /// Begins a frame; nothing is drawn until `drawContent`.
    public func beginFrame(into destination: FrameDestination, resolution: Double) -> Frame {
        Frame(destination: destination, resolution: resolution, serial: targets.nextSerial())
    }

    /// Draws the frame's content: its shown snapshots first, then `list` into the screen
    /// target (`.screen`, `.screenAndWindow`) or straight into the window's back buffer
    /// (`.window`: the frame at the window's top left, black around it in a larger window,
    /// mid-resize). Below full resolution the content goes to the reduced target, which
    /// `scaleUp` scales up: a live frame too dear for its display interval costs about
    /// `resolution²` as much (`FrameBudget`). Snapshots are always drawn at full resolution.
    public func drawContent(_ list: DrawList, in frame: consuming Frame) throws -> ContentFrame {
        try renderShownSnapshots(list)
        let (w, h) = pixelSize(list.size)
        let destination: Destination
        var screen: GLFramebuffer?
        switch frame.destination {
        case .screen, .screenAndWindow:
            let fb = try targets.screenTarget(width: w, height: h, pointSize: list.size)
            destination = Destination(fbo: fb.fbo, width: w, height: h, topDown: true)
            screen = fb
        case .window(let width, let height):
            if w < width || h < height {
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                glDisable(GLenum(GL_SCISSOR_TEST))
                glViewport(0, 0, GLsizei(width), GLsizei(height))
                glClearColor(0, 0, 0, 1)
                glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            }
            // The window's rows run bottom-up: the frame's top row is the window's row height − 1.
            destination = Destination(fbo: 0, x: 0, y: height - h, width: w, height: h, topDown: false)
        }
        let r = frame.resolution
        let rw = max(1, Int((Double(destination.width) * r).rounded()))
        let rh = max(1, Int((Double(destination.height) * r).rounded()))
        var inFlight = FrameTargets.InFlight(serial: frame.serial, destination: destination, size: list.size)
        let opaque: Bool
        if rw < destination.width || rh < destination.height {
            let reduced = try targets.reducedTarget(width: rw, height: rh, pointSize: list.size, topDown: destination.topDown)
            opaque = try render(list, into: Destination(fbo: reduced.fbo, width: rw, height: rh, topDown: destination.topDown))
            inFlight.reduced = reduced
        } else {
            opaque = try render(list, into: destination)
        }
        targets.inFlight = inFlight
        screen?.texture.opaque = opaque
        lastFrameQuadCount = list.items.count
        lastFrameFiltered = state.filteredDraws > 0
        return ContentFrame(frame, size: list.size)
    }

    /// Scales content drawn at reduced resolution up to fill its destination. Where the
    /// destination's size is a whole multiple of the reduced frame's (the same each way: a
    /// 1920×1080 window at a half, a third or a quarter) each pixel is repeated (nearest),
    /// which is exact and costs a software rasteriser about a fifth less; other sizes (1280
    /// wide at a third) are filtered bilinearly. At full resolution it draws nothing.
    public func scaleUp(_ frame: consuming ContentFrame) throws -> OverlayFrame {
        let inFlight = try targets.inFlight(frame.serial)
        if let source = inFlight.reduced {
            targets.inFlight?.reduced = nil
            let target = inFlight.destination
            let p = try programs.upscaleProgram()
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.fbo)
            glViewport(GLint(target.x), GLint(target.y), GLsizei(target.width), GLsizei(target.height))
            glDisable(GLenum(GL_SCISSOR_TEST))
            state.setBlending(false)
            glUseProgram(p.id)
            glActiveTexture(GLenum(GL_TEXTURE0))
            let whole = target.width % source.width == 0 && target.height % source.height == 0
                && target.width / source.width == target.height / source.height
            source.texture.bind(repeating: false, nearest: whole)
            glUniform1i(p.location("u_tex"), 0)
            programs.bindSquare()
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        }
        return OverlayFrame(frame)
    }

    /// Draws `quads` over the frame's content at full resolution whatever the content's (a
    /// badge, notices, help), in order, nothing cleared.
    public func drawOverlay(_ quads: [Quad], over frame: consuming OverlayFrame) throws -> FinishedFrame {
        try draw(quads, over: frame.serial)
        return FinishedFrame(frame)
    }

    /// Draws what a recording keeps over the content (`RecordingOverlay`), at full resolution,
    /// before the overlay: it is read back with the frame.
    public func drawRecordedOverlay(_ quads: [Quad], on frame: borrowing OverlayFrame) throws {
        try draw(quads, over: frame.serial)
    }

    private func draw(_ quads: [Quad], over serial: Int) throws {
        let inFlight = try targets.inFlight(serial)
        guard !quads.isEmpty else { return }
        var list = DrawList(size: inFlight.size)
        for q in quads { list.append(q) }
        try render(list, into: inFlight.destination, clearing: false)
        lastFrameQuadCount += quads.count
    }

    /// Ends the frame; a frame for `.screenAndWindow` is copied into the window's default
    /// framebuffer (the back buffer the platform's present shows).
    public func present(_ frame: consuming FinishedFrame) {
        if targets.inFlight?.serial == frame.serial { targets.inFlight = nil }
        guard case .screenAndWindow(let width, let height) = frame.destination, let s = targets.screen else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), s.fbo)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        let w = GLint(min(width, s.width)), h = GLint(min(height, s.height))
        if w < GLint(width) || h < GLint(height) {
            // The frame does not fill the window (mid-resize): black around it.
            glClearColor(0, 0, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        // The screen target is stored top-down; the window's framebuffer is bottom-up.
        glBlitFramebuffer(0, GLint(s.height) - h, w, GLint(s.height), 0, GLint(height), w, GLint(height) - h,
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Registers `width × height` RGBA pixels (straight alpha, rows top to bottom) as a
    /// texture (`registerTexture(_:)`).
    public func registerTexture(rgba: [UInt8], width: Int, height: Int) -> Int {
        registerTexture(PixelBuffer(width: width, height: height, bytes: rgba))
    }
}
