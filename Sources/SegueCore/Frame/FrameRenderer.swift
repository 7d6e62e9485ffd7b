import Foundation

/// What the frame loop, the recorder and `segue render` need of a renderer: a frame drawn in
/// explicit stages (begin, content, scale up, overlay, present; see `Frame`), the last screen
/// frame read back, and the textures and shader programs a frame uses. The GL renderer is one;
/// `RecordingRenderer` is one with no GPU, so the one frame loop runs in tests without GL.
public protocol FrameRenderer: Renderer {
    /// Pixels per point of the screen target and of snapshots.
    var scale: Double { get set }
    /// How many snapshot targets have been drawn since the renderer was made (a frame that
    /// drew none is a steady frame).
    var snapshotRenders: Int { get }

    /// Begins a frame for `destination`, its content to be drawn at `resolution` of the
    /// destination's pixels along each side (below 1 it is scaled up before the overlay).
    func beginFrame(into destination: FrameDestination, resolution: Double) -> Frame
    /// Draws `list` (its shown snapshots first) as the frame's content.
    func drawContent(_ list: DrawList, in frame: consuming Frame) throws -> ContentFrame
    /// Scales content drawn at reduced resolution up to fill its destination (nothing to do
    /// at full resolution).
    func scaleUp(_ frame: consuming ContentFrame) throws -> OverlayFrame
    /// Draws `quads` over the frame at full resolution, in order, nothing cleared, before its
    /// overlay: what a recording keeps over the content (the pointer, keys and caption of
    /// `RecordingOverlay`), read back with the frame.
    func drawRecordedOverlay(_ quads: [Quad], on frame: borrowing OverlayFrame) throws
    /// Draws `quads` over the frame at full resolution, in order, nothing cleared: what is not
    /// content (a recording badge, notices, help).
    func drawOverlay(_ quads: [Quad], over frame: consuming OverlayFrame) throws -> FinishedFrame
    /// Completes the frame: copies it into the window when its destination says so. The
    /// platform's own present (the buffer swap) follows.
    func present(_ frame: consuming FinishedFrame)

    /// Reads the last frame drawn into the screen target into `buffer` (resized to
    /// width × height × 4 bytes of RGBA, rows top to bottom). Returns the frame's pixel size.
    @discardableResult
    func readScreen(into buffer: inout [UInt8]) throws -> (width: Int, height: Int)
    /// Registers `width × height` pixels of RGBA, straight alpha, rows top to bottom, as a
    /// texture that quads show with `.texture(id)`; returns the id.
    func registerTexture(rgba: [UInt8], width: Int, height: Int) -> Int
    /// Makes the shader transition `name` ready to draw (compiled once), throwing what is
    /// wrong with it before any frame needs it.
    func shaderProgramCheck(_ name: String) throws
    /// Starts decoding the image files at `paths` ahead of the frame that first shows one.
    func preloadImages(_ paths: [String])
    /// Blocks until the submitted drawing is done (for timing).
    func finish()
}

extension FrameRenderer {
    /// One whole frame of `list` into the screen target at full resolution, with no overlay:
    /// what `draw(_:to: .screen)` means for a frame renderer.
    public func drawScreenFrame(_ list: DrawList) throws {
        let content = try drawContent(list, in: beginFrame(into: .screen, resolution: 1))
        present(try drawOverlay([], over: scaleUp(content)))
    }
}
