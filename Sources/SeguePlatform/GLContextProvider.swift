import SegueCore

/// What a renderer needs from the platform: a current GL context, where to present, and the
/// drawable's size. The renderer always draws into its own framebuffer object; when the
/// provider is windowed it then blits that to framebuffer 0 and calls `present()`. Headless
/// providers have no framebuffer 0 at all (EGL surfaceless) or one nobody sees.
public protocol GLContextProvider: AnyObject {
    /// Makes the GL context current on the calling thread.
    func makeCurrent() throws
    /// Shows the finished frame: swaps buffers when windowed, does nothing headless.
    func present()
    /// True when nothing is shown on screen: draw into a framebuffer object and read it back.
    var isHeadless: Bool { get }
    /// The drawable area in points (the unit of layout and input).
    var pointSize: Size { get }
    /// The drawable area in device pixels (the unit of `glViewport` and framebuffers).
    var pixelSize: Size { get }
    /// Device pixels per point (`pixelSize.width / pointSize.width`), 1 unless HiDPI.
    var scale: Double { get }
}

/// How a `PlatformWindow` got its GL context.
public enum PlatformBackend: String, Sendable, Equatable {
    /// An SDL window on a real or virtual (Xvfb) display; `present()` swaps its buffers.
    case sdlWindow
    /// An EGL context with no surface (Mesa's surfaceless platform or the default EGL display):
    /// no window, no X, no default framebuffer.
    case eglSurfaceless
    /// An SDL window on SDL's "offscreen" video driver: a fallback headless context.
    case sdlOffscreen

    /// Whether the backend has no visible window.
    public var isHeadless: Bool { self != .sdlWindow }
}
