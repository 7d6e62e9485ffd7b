/// Why the platform layer could not do what was asked. Each case carries the reason the
/// underlying library gave (`SDL_GetError`, `eglGetError`), so the message can be shown to the
/// user as it is: no GL context is a normal, reportable condition, never a crash.
public enum PlatformError: Error, Equatable, CustomStringConvertible {
    /// SDL itself could not start (e.g. its video subsystem has no driver to use).
    case sdlInitFailed(String)
    /// A window could not be opened.
    case windowCreationFailed(String)
    /// No OpenGL 3.3 core context could be made by any of the backends tried; the string lists
    /// each backend tried and its reason.
    case noGLContext(String)
    /// The context was made but is older than OpenGL 3.3 core.
    case glVersionTooOld(String)
    /// The window or context has already been closed.
    case closed

    /// The underlying reason alone, without the summary `description` puts in front.
    public var reason: String {
        switch self {
        case .sdlInitFailed(let why), .windowCreationFailed(let why), .noGLContext(let why): return why
        case .glVersionTooOld, .closed: return description
        }
    }

    public var description: String {
        switch self {
        case .sdlInitFailed(let why): return "could not start SDL: \(why)"
        case .windowCreationFailed(let why): return "could not open a window: \(why)"
        case .noGLContext(let why): return "no OpenGL 3.3 core context available: \(why)"
        case .glVersionTooOld(let version): return "OpenGL 3.3 core is required, got \(version)"
        case .closed: return "the window has been closed"
        }
    }
}
