import CGL
import CSDL2
import Foundation
import SegueCore
import Testing
@testable import SeguePlatform

/// The platform layer against real OpenGL: a headless context (EGL surfaceless, or SDL's
/// offscreen driver) and a window on the display (run under Xvfb in CI). Every test here needs
/// a context and FAILS, never skips, when none can be had: a machine where these pass can
/// render. Serialized because GL contexts and SDL's video subsystem are process-wide.
@MainActor
@Suite("Platform", .serialized)
struct PlatformTests {
    @Test("a headless context is OpenGL 3.3 core or newer, sized as asked")
    func headlessContext() throws {
        let window = try PlatformWindow(options: PlatformOptions(size: Size(64, 48), headless: true))
        defer { window.close() }
        #expect(window.isHeadless)
        #expect(window.backend == .eglSurfaceless || window.backend == .sdlOffscreen)
        #expect(window.glInfo.meetsRequirement, "got \(window.glInfo)")
        #expect(window.glInfo.isAtLeast(3, 3))
        #expect(window.pointSize == Size(64, 48))
        #expect(window.pixelSize == Size(64, 48))
        #expect(window.scale == 1)
        #expect(GLInfo.current() == window.glInfo)
    }

    @Test("each headless backend clears a framebuffer object and reads back the right pixels",
          arguments: [PlatformBackend.eglSurfaceless, .sdlOffscreen])
    func headlessClearAndReadBack(backend: PlatformBackend) throws {
        let window = try PlatformWindow(options: PlatformOptions(size: Size(16, 8), headless: true,
                                                                 headlessBackend: backend))
        defer { window.close() }
        #expect(window.backend == backend)
        #expect(window.glInfo.meetsRequirement, "got \(window.glInfo)")
        try window.makeCurrent()
        let target = try OffscreenTarget(width: 16, height: 8)
        defer { target.delete() }
        // Whole target blue-grey, then the bottom-left 4×2 pixels (GL's origin) orange.
        glClearColor(0.25, 0.5, 0.75, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(0, 0, 4, 2)
        glClearColor(1, 0.5, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
        let pixels = target.readPixels()
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 16 + x) * 4 ..< (y * 16 + x) * 4 + 4]) }
        #expect(close(pixel(0, 0), [255, 128, 0, 255]), "bottom-left row 0: \(pixel(0, 0))")
        #expect(close(pixel(3, 1), [255, 128, 0, 255]), "inside the scissor: \(pixel(3, 1))")
        #expect(close(pixel(4, 0), [64, 128, 191, 255]), "right of the scissor: \(pixel(4, 0))")
        #expect(close(pixel(0, 2), [64, 128, 191, 255]), "above the scissor: \(pixel(0, 2))")
        #expect(close(pixel(15, 7), [64, 128, 191, 255]), "top-right: \(pixel(15, 7))")
    }

    @Test("a headless context takes its scale from the options and resizes on request")
    func headlessScaleAndResize() throws {
        let window = try PlatformWindow(options: PlatformOptions(size: Size(100, 50), headless: true,
                                                                 headlessScale: 2))
        defer { window.close() }
        #expect(window.pixelSize == Size(200, 100))
        #expect(window.scale == 2)
        window.setSize(Size(30, 20))
        #expect(window.pollEvents() == [.resize(Size(30, 20))])
        #expect(window.pointSize == Size(30, 20))
        #expect(window.pixelSize == Size(60, 40))
        #expect(window.pollEvents().isEmpty)
        window.setSize(Size(-5, .infinity))
        #expect(window.pollEvents() == [.resize(Size(1, 1))])
    }

    @Test("a closed window refuses to make its context current and reports no events")
    func closedWindow() throws {
        let window = try PlatformWindow(options: PlatformOptions(size: Size(8, 8), headless: true))
        window.close()
        window.close()
        #expect(window.isClosed)
        #expect(throws: PlatformError.closed) { try window.makeCurrent() }
        #expect(window.pollEvents().isEmpty)
    }

    @Test("a window opens on the display at the asked size, with consistent scale, and resizes")
    func windowOnDisplay() throws {
        let environment = ProcessInfo.processInfo.environment
        try #require(!(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty,
                     "needs a display: run the tests under xvfb-run")
        let window = try PlatformWindow(options: PlatformOptions(title: "Platform test", size: Size(320, 200),
                                                                 headless: false))
        defer { window.close() }
        #expect(window.backend == .sdlWindow)
        #expect(!window.isHeadless)
        #expect(window.glInfo.meetsRequirement, "got \(window.glInfo)")
        #expect(window.pointSize == Size(320, 200))
        #expect(window.scale >= 1)
        #expect(window.pixelSize.width == (window.pointSize.width * window.scale).rounded())
        #expect(window.pixelSize.height == (window.pointSize.height * window.scale).rounded())

        // The default framebuffer exists when windowed: clear it and read a pixel back.
        try window.makeCurrent()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(window.pixelSize.width), GLsizei(window.pixelSize.height))
        glClearColor(0, 1, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        var rgba = [UInt8](repeating: 0, count: 4)
        glReadPixels(10, 10, 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &rgba)
        #expect(rgba == [0, 255, 0, 255])
        window.present()

        window.setSize(Size(400, 300))
        var resized: [InputEvent] = []
        for _ in 0..<100 where resized.isEmpty {
            resized = window.waitForEvents(timeout: 0.02).filter {
                if case .resize = $0 { return true } else { return false }
            }
        }
        #expect(resized.last == .resize(Size(400, 300)))
        #expect(window.pointSize == Size(400, 300))
        #expect(window.pixelSize.width == (400 * window.scale).rounded())
    }

    @Test("an unusable video driver is an error value naming SDL's reason, not a crash")
    func unusableVideoDriver() throws {
        try #require(SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0, "SDL video should be shut down between tests")
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "no-such-driver", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        do {
            _ = try PlatformWindow(options: PlatformOptions(size: Size(8, 8), headless: false))
            Issue.record("a window opened on a video driver that does not exist")
        } catch let error as PlatformError {
            guard case .sdlInitFailed(let why) = error else {
                Issue.record("expected sdlInitFailed, got \(error)")
                return
            }
            #expect(why.contains("no-such-driver"), "SDL's reason: \(why)")
        }
    }

    private func close(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }
}

/// A colour texture attached to a framebuffer object: the small render target these tests
/// clear and read back (the renderer has its own).
@MainActor
private struct OffscreenTarget {
    let width: Int, height: Int
    var framebuffer: GLuint = 0, texture: GLuint = 0

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                               GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        try #require(status == GLenum(GL_FRAMEBUFFER_COMPLETE), "framebuffer status 0x\(String(status, radix: 16))")
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// RGBA bytes, rows bottom-up as GL returns them.
    func readPixels() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
        return bytes
    }

    func delete() {
        var framebuffer = framebuffer, texture = texture
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
    }
}
