import CGL
import CSDL2
import Foundation
import SegueCore
import SegueIO

/// The app's window and OpenGL 3.3 core context, or a headless context of the same shape.
///
/// Windowed: an SDL window with a double-buffered 3.3 core context (higher versions accepted),
/// vsync when available, HiDPI-aware (`scale` = drawable pixels per window point), resizable.
/// Headless (no display, or asked for): an EGL surfaceless context, falling back to SDL's
/// offscreen video driver. Either way the renderer draws into its own framebuffer object;
/// `present()` swaps only when windowed.
///
/// The context is current on the thread that created the window; call `makeCurrent()` before
/// using GL from another thread. Events are read with `pollEvents()` on the same thread. One
/// window per process is the supported case for events: SDL's queue is process-wide.
///
/// Headless contexts take no input: `pollEvents()` returns only the `.resize` events that
/// `setSize` queues, and SDL installs no signal handlers, so Ctrl+C ends a headless run as it
/// ends any command-line program. Windowed, SDL turns Ctrl+C into `.quit`.
public final class PlatformWindow: GLContextProvider {
    /// How the context was made.
    public let backend: PlatformBackend
    /// The options this window was opened with.
    public let options: PlatformOptions
    /// The driver's version and renderer strings for this context.
    public let glInfo: GLInfo
    /// Why earlier backends failed when a fallback was used (empty when the first one worked).
    public let fallbackReasons: [String]
    /// Whether presenting waits for vertical blank, as far as the driver says; a virtual display
    /// may claim it without waiting, which is why the live loop also uses a `FramePacer`.
    public private(set) var vsyncEnabled: Bool
    /// The drawable area in points (window coordinates, the unit of layout and input); kept up
    /// to date by `pollEvents()`, `setSize(_:)` and `maximize()`.
    public private(set) var pointSize: Size
    /// The drawable area in device pixels; updated with `pointSize`.
    public private(set) var pixelSize: Size
    /// Device pixels per point, from the widths (`pixelSize.width / pointSize.width`); 1 while the
    /// point width is 0.
    public var scale: Double { pointSize.width > 0 ? pixelSize.width / pointSize.width : 1 }
    /// Whether the context has no visible window (an EGL surfaceless or SDL offscreen backend).
    public var isHeadless: Bool { backend.isHeadless }
    /// The largest frame this context can draw. Headless sizes are fitted to it; a window's
    /// size is the window manager's, and the renderer fits its frames to the same limits.
    public let limits: PixelLimits
    /// Told, in one sentence, when a requested size had to be fitted to `limits`.
    public var note: (String) -> Void
    /// Whether `close()` has been called.
    public private(set) var isClosed = false

    private var sdlWindow: OpaquePointer?
    private var sdlContext: SDL_GLContext?
    private var egl: EGLSurfacelessContext?
    /// SDL subsystems this window initialised and must quit again.
    private var sdlSubsystems: UInt32 = 0
    private var translator = SDLEventTranslator()
    private var pendingEvents: [InputEvent] = []

    /// Opens a window, or a headless context when `options.resolvedHeadless(environment:)` says
    /// so (headless tries EGL surfaceless first, then SDL's offscreen driver, unless
    /// `options.headlessBackend` names one). Windowed with `SDL_VIDEODRIVER=offscreen` in the
    /// environment gives the `.sdlOffscreen` backend.
    /// - Throws: `PlatformError.noGLContext` (with every backend's reason),
    ///   `.windowCreationFailed`, `.sdlInitFailed` or `.glVersionTooOld`; never crashes.
    public init(options: PlatformOptions = PlatformOptions(),
                environment: [String: String] = ProcessInfo.processInfo.environment,
                note: @escaping (String) -> Void = PlatformWindow.noteOnStandardError) throws {
        self.options = options
        let (width, height) = options.resolvedSize
        var reasons: [String] = []
        if !options.resolvedHeadless(environment: environment) {
            let opened = try SDLGLWindow.open(options: options, offscreen: false)
            (sdlWindow, sdlContext, sdlSubsystems) = (opened.window, opened.context, opened.subsystems)
            backend = opened.videoDriver == "offscreen" ? .sdlOffscreen : .sdlWindow
            vsyncEnabled = opened.vsyncEnabled && backend == .sdlWindow
            glInfo = opened.glInfo
        } else {
            let candidates: [PlatformBackend] = options.headlessBackend.flatMap { $0.isHeadless ? [$0] : nil }
                ?? [.eglSurfaceless, .sdlOffscreen]
            var opened: (backend: PlatformBackend, info: GLInfo)? = nil
            for candidate in candidates where opened == nil {
                do {
                    if candidate == .sdlOffscreen {
                        let sdl = try SDLGLWindow.open(options: options, offscreen: true)
                        (sdlWindow, sdlContext, sdlSubsystems) = (sdl.window, sdl.context, sdl.subsystems)
                        opened = (.sdlOffscreen, sdl.glInfo)
                    } else {
                        let context = try EGLSurfacelessContext()
                        guard let info = GLInfo.current() else {
                            throw PlatformError.noGLContext("EGL: the context reports no GL_VERSION")
                        }
                        guard info.meetsRequirement else { throw PlatformError.glVersionTooOld(info.version) }
                        egl = context
                        opened = (.eglSurfaceless, info)
                    }
                } catch let error as PlatformError {
                    reasons.append("\(candidate == .sdlOffscreen ? "SDL offscreen" : "EGL surfaceless"): \(error.reason)")
                }
            }
            guard let opened else { throw PlatformError.noGLContext(reasons.joined(separator: "; ")) }
            backend = opened.backend
            glInfo = opened.info
            vsyncEnabled = false
        }
        fallbackReasons = reasons
        self.note = note
        limits = PixelLimits(maxSide: max(1024, Int(segue_max_framebuffer_side())))
        pointSize = .zero
        pixelSize = .zero
        setHeadlessSize(Size(Double(width), Double(height)), requested: options.size)
        refreshSizes()
    }

    /// Writes a note to standard error as `PROGRAM: note: …`.
    public static func noteOnStandardError(_ text: String) {
        let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "segue").lastPathComponent
        StandardError.write(Data("\(program): note: \(text)\n".utf8))
    }

    /// Sets the headless sizes to `size` fitted to `limits`, with a note when it did not fit.
    private func setHeadlessSize(_ size: Size, requested: Size) {
        let scale = options.resolvedHeadlessScale
        let granted = limits.points(for: size, scale: scale)
        let (pw, ph) = limits.pixels(for: granted, scale: scale)
        pointSize = granted
        pixelSize = Size(Double(pw), Double(ph))
        if !requested.width.isNaN, !requested.height.isNaN, !limits.fits(requested, scale: scale) {
            func text(_ s: Size) -> String {
                s.width.isFinite && s.height.isFinite && max(s.width, s.height) < 1e15
                    ? "\(Int(s.width.rounded()))x\(Int(s.height.rounded()))" : "\(s.width)x\(s.height)"
            }
            note("\(text(requested)) is larger than this OpenGL context allows (\(limits)); using \(text(granted))"
                 + (scale == 1 ? "" : " points at \(scale) pixels a point"))
        }
    }

    deinit { close() }

    /// Makes this window's GL context current on the calling thread. Throws
    /// `PlatformError.closed` after `close()`.
    public func makeCurrent() throws {
        if let egl { return try egl.makeCurrent() }
        guard let sdlWindow, let sdlContext else { throw PlatformError.closed }
        guard SDL_GL_MakeCurrent(sdlWindow, sdlContext) == 0 else {
            throw PlatformError.noGLContext("SDL_GL_MakeCurrent: \(SDLGLWindow.lastError())")
        }
    }

    /// Swaps the window's buffers to show the finished frame; does nothing headless or after
    /// `close()`.
    public func present() {
        guard backend == .sdlWindow, let sdlWindow else { return }
        SDL_GL_SwapWindow(sdlWindow)
    }

    /// Every input event that arrived since the last call, translated into Core events, in
    /// order. Size changes also update `pointSize` and `pixelSize` before they are returned.
    /// Note: `pixelSize` may change without a `.resize` (moving to a display of another
    /// density), so read it every frame.
    public func pollEvents() -> [InputEvent] {
        guard !isClosed else { return [] }
        var events = pendingEvents
        pendingEvents.removeAll()
        guard sdlSubsystems != 0 else { return events }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            events += handle(event)
        }
        return events
    }

    /// Like `pollEvents()`, but first waits up to `timeout` seconds for an event when none is
    /// queued: an idle app can sleep here instead of drawing frames nobody needs.
    public func waitForEvents(timeout: Double) -> [InputEvent] {
        guard !isClosed else { return [] }
        let seconds = timeout.isFinite ? max(0, min(timeout, 3600)) : 0
        if pendingEvents.isEmpty, sdlSubsystems != 0 {
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, Int32((seconds * 1000).rounded(.up))) != 0 {
                pendingEvents += handle(event)
            }
        } else if pendingEvents.isEmpty {
            // EGL has no event source: nothing can arrive, so just wait out the time.
            FramePacer.sleepThread(seconds)
        }
        return pollEvents()
    }

    /// Resizes the drawable to `size` points, in whole points fitted to `limits` (with a note
    /// when it did not fit). Windowed, the window manager may refuse or adjust; the `.resize`
    /// event that follows says what happened. Headless, the fitted size is taken and a
    /// `.resize` event is queued, so the app handles both the same way.
    public func setSize(_ size: Size) {
        guard !isClosed else { return }
        if backend == .sdlWindow {
            let fitted = limits.points(for: size, scale: scale)
            if let sdlWindow { SDL_SetWindowSize(sdlWindow, Int32(fitted.width), Int32(fitted.height)) }
            refreshSizes()
        } else {
            setHeadlessSize(size, requested: size)
            if let sdlWindow { SDL_SetWindowSize(sdlWindow, Int32(pointSize.width), Int32(pointSize.height)) }
            pendingEvents.append(.resize(pointSize))
        }
    }

    /// Maximises the window (no effect headless or when it is not resizable).
    public func maximize() {
        guard backend == .sdlWindow, let sdlWindow, options.resizable else { return }
        SDL_MaximizeWindow(sdlWindow)
        refreshSizes()
    }

    /// Sets the window title (no effect headless).
    public func setTitle(_ title: String) {
        guard let sdlWindow else { return }
        SDL_SetWindowTitle(sdlWindow, title)
    }

    /// Releases the context and the window. Safe to call more than once; `deinit` calls it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if let sdlContext { SDL_GL_DeleteContext(sdlContext) }
        if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
        egl?.close()
        (sdlContext, sdlWindow, egl) = (nil, nil, nil)
        if sdlSubsystems != 0 { SDL_QuitSubSystem(sdlSubsystems) }
        sdlSubsystems = 0
        pendingEvents.removeAll()
    }

    /// Translates one SDL event, keeping the sizes up to date and ignoring window events of
    /// other windows and of headless surfaces (their `.resize` comes from `setSize`).
    private func handle(_ event: SDL_Event) -> [InputEvent] {
        if event.type == SDL_WINDOWEVENT.rawValue {
            guard backend == .sdlWindow, let sdlWindow,
                  event.window.windowID == SDL_GetWindowID(sdlWindow) else { return [] }
            refreshSizes()
            if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                return [.resize(pointSize)]
            }
        }
        return translator.translate(event)
    }

    /// Reads the window's size in points and its drawable's size in pixels from SDL. Headless
    /// backends keep the sizes they were given: nobody sees their surface, if they have one.
    private func refreshSizes() {
        guard backend == .sdlWindow, let sdlWindow else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &width, &height)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GL_GetDrawableSize(sdlWindow, &pixelWidth, &pixelHeight)
        pointSize = Size(Double(width), Double(height))
        pixelSize = Size(Double(pixelWidth), Double(pixelHeight))
    }
}
