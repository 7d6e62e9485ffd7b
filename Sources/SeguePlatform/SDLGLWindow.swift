import CSDL2
import SegueCore

/// Opening an SDL window with an OpenGL 3.3 core context: the part of `PlatformWindow` that
/// talks to SDL's video subsystem, kept apart so the class reads as policy.
enum SDLGLWindow {
    struct Opened {
        var window: OpaquePointer
        var context: SDL_GLContext
        var subsystems: UInt32
        var videoDriver: String
        var vsyncEnabled: Bool
        var glInfo: GLInfo
    }

    /// Starts SDL video (on the "offscreen" driver when asked), opens the window, makes its
    /// context current and checks it is at least 3.3 core. Everything made is released again
    /// when a later step fails.
    static func open(options: PlatformOptions, offscreen: Bool) throws -> Opened {
        let video = UInt32(SDL_INIT_VIDEO)
        if offscreen {
            if SDL_WasInit(video) != 0 {
                let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
                if current != "offscreen" {
                    throw PlatformError.sdlInitFailed(
                        "SDL video already runs on the \(current) driver, cannot switch to offscreen")
                }
            }
            // Overrides, because a normal hint loses to an environment variable. Headless runs
            // keep the default Ctrl+C behaviour: nobody may be polling for a quit event.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
            SDL_SetHintWithPriority(SDL_HINT_NO_SIGNAL_HANDLERS, "1", SDL_HINT_OVERRIDE)
        }
        let started = SDL_InitSubSystem(video)
        if offscreen {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            SDL_ResetHint(SDL_HINT_NO_SIGNAL_HANDLERS)
        }
        guard started == 0 else { throw PlatformError.sdlInitFailed(lastError()) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""

        SDL_GL_ResetAttributes()
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_CORE.rawValue))
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24)
        SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8)

        var flags = SDL_WINDOW_OPENGL.rawValue
        if options.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if options.highDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        let (width, height) = options.resolvedSize
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED: a cast macro
        guard let window = SDL_CreateWindow(options.resolvedTitle, centered, centered,
                                            Int32(width), Int32(height), flags) else {
            let why = lastError()
            SDL_QuitSubSystem(video)
            throw PlatformError.windowCreationFailed("\(width)x\(height) on the \(driver) driver: \(why)")
        }
        if options.resizable, options.minimumSize.width >= 1, options.minimumSize.height >= 1 {
            // Never smaller than the window it was asked for.
            SDL_SetWindowMinimumSize(window, Int32(min(options.minimumSize.width, Double(width)).rounded()),
                                     Int32(min(options.minimumSize.height, Double(height)).rounded()))
        }
        guard let context = SDL_GL_CreateContext(window) else {
            let why = lastError()
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(video)
            throw PlatformError.noGLContext("SDL (\(driver) driver): \(why)")
        }
        func fail(_ error: PlatformError) -> PlatformError {
            SDL_GL_DeleteContext(context)
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(video)
            return error
        }
        guard SDL_GL_MakeCurrent(window, context) == 0 else {
            throw fail(.noGLContext("SDL_GL_MakeCurrent (\(driver) driver): \(lastError())"))
        }
        guard let info = GLInfo.current() else {
            throw fail(.noGLContext("SDL (\(driver) driver): the context reports no GL_VERSION"))
        }
        guard info.meetsRequirement else { throw fail(.glVersionTooOld(info.version)) }

        // Vsync is a wish: a failure here only means frames are paced by the caller.
        let interval: Int32 = options.vsync ? 1 : 0
        _ = SDL_GL_SetSwapInterval(interval)
        let vsyncEnabled = SDL_GL_GetSwapInterval() != 0
        return Opened(window: window, context: context, subsystems: video, videoDriver: driver,
                      vsyncEnabled: vsyncEnabled, glInfo: info)
    }

    /// SDL's last error message, or a note that it gave none.
    static func lastError() -> String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "no reason given by SDL" : message
    }
}
