import CGL
import Foundation
import SegueCore
import SegueAssets

/// Reading frames and snapshots back from GL.
extension GLRenderer {
    /// The pixel size of the last screen frame; nil before the first.
    public var screenPixelSize: (width: Int, height: Int)? {
        targets.screen.map { ($0.width, $0.height) }
    }

    /// Reads the last screen frame back (rows top to bottom, straight alpha as stored:
    /// frames of opaque content are opaque).
    public func readScreen() throws -> PixelBuffer {
        guard let s = targets.screen else { throw RenderError.framebuffer("nothing has been drawn yet") }
        return read(s)
    }

    /// Reads a snapshot's texture back.
    public func readSnapshot(_ id: SnapshotID) throws -> PixelBuffer {
        guard let fb = snapshots[id] else { throw RenderError.framebuffer("no snapshot \(id)") }
        return read(fb)
    }

    private func read(_ fb: GLFramebuffer) -> PixelBuffer {
        let w = fb.width, h = fb.height, row = w * 4
        var out = [UInt8](repeating: 0, count: row * h)
        out.withUnsafeMutableBytes { read(fb, into: $0) }
        return PixelBuffer(width: w, height: h, bytes: out)
    }

    /// Reads `fb` into `buffer` (width × height × 4 bytes), rows top to bottom.
    private func read(_ fb: GLFramebuffer, into buffer: UnsafeMutableRawBufferPointer) {
        let w = fb.width, h = fb.height, row = w * 4
        precondition(buffer.count >= row * h, "readback buffer too small")
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb.fbo)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(w), GLsizei(h), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), buffer.baseAddress)
        guard !fb.topDown else { return }
        // GL rows are bottom-up: swap rows in place.
        var tmp = [UInt8](repeating: 0, count: row)
        tmp.withUnsafeMutableBytes { t in
            for y in 0..<(h / 2) {
                let a = buffer.baseAddress! + y * row, b = buffer.baseAddress! + (h - 1 - y) * row
                t.baseAddress!.copyMemory(from: a, byteCount: row)
                a.copyMemory(from: b, byteCount: row)
                b.copyMemory(from: t.baseAddress!, byteCount: row)
            }
        }
    }

    /// Reads the last screen frame into a caller's buffer (no allocation: the recorder's path),
    /// rows top to bottom. Returns the frame's pixel size.
    @discardableResult
    public func readScreen(into buffer: inout [UInt8]) throws -> (width: Int, height: Int) {
        guard let s = targets.screen else { throw RenderError.framebuffer("nothing has been drawn yet") }
        let needed = s.width * s.height * 4
        if buffer.count != needed { buffer = [UInt8](repeating: 0, count: needed) }
        buffer.withUnsafeMutableBytes { read(s, into: $0) }
        return (s.width, s.height)
    }

    /// Blocks until the GL has finished the submitted work (for timing).
    public func finish() { glFinish() }
}
