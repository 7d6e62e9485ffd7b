import CEGL

/// A headless OpenGL 3.3 core context made with EGL and no surface at all.
///
/// It prefers Mesa's surfaceless platform (`EGL_MESA_platform_surfaceless` through
/// `eglGetPlatformDisplayEXT`), which needs neither X nor a GPU, and falls back to
/// `eglGetDisplay(EGL_DEFAULT_DISPLAY)`. The context is made current with `EGL_NO_SURFACE`, so
/// there is no default framebuffer: whoever draws must bind a framebuffer object of their own.
final class EGLSurfacelessContext {
    private let display: EGLDisplay
    private var context: EGLContext?
    /// Which way the display was obtained, for diagnostics.
    let displayKind: String

    private typealias GetPlatformDisplay =
        @convention(c) (EGLenum, UnsafeMutableRawPointer?, UnsafePointer<EGLint>?) -> EGLDisplay?

    /// Makes the context and makes it current on the calling thread.
    /// - Throws: `PlatformError.noGLContext` with the failing call and its EGL error.
    init() throws {
        let clientExtensions = eglQueryString(nil, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        var found: EGLDisplay? = nil
        var kind = "default display"
        if Self.has(clientExtensions, "EGL_MESA_platform_surfaceless"),
           Self.has(clientExtensions, "EGL_EXT_platform_base"),
           let address = eglGetProcAddress("eglGetPlatformDisplayEXT") {
            let getPlatformDisplay = unsafeBitCast(address, to: GetPlatformDisplay.self)
            found = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            kind = "Mesa surfaceless platform"
        }
        if found == nil {
            found = eglGetDisplay(nil)
            kind = "default display"
        }
        guard let display = found else {
            throw PlatformError.noGLContext("EGL: no display (\(Self.lastError()))")
        }
        self.display = display
        self.displayKind = kind

        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw PlatformError.noGLContext("EGL: eglInitialize on the \(kind) failed (\(Self.lastError()))")
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else {
            throw PlatformError.noGLContext("EGL: desktop OpenGL is not supported (\(Self.lastError()))")
        }
        let config = try Self.chooseConfig(display)
        let attributes: [EGLint] = [
            EGLint(EGL_CONTEXT_MAJOR_VERSION), 3,
            EGLint(EGL_CONTEXT_MINOR_VERSION), 3,
            EGLint(EGL_CONTEXT_OPENGL_PROFILE_MASK), EGLint(EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT),
            EGLint(EGL_NONE),
        ]
        guard let context = eglCreateContext(display, config, nil, attributes) else {
            throw PlatformError.noGLContext("EGL: no OpenGL 3.3 core context (\(Self.lastError()))")
        }
        self.context = context
        guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
            let why = Self.lastError()
            eglDestroyContext(display, context)
            self.context = nil
            throw PlatformError.noGLContext("EGL: cannot make a surfaceless context current (\(why))")
        }
    }

    /// Makes the context current on the calling thread.
    func makeCurrent() throws {
        guard let context else { throw PlatformError.closed }
        guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
            throw PlatformError.noGLContext("EGL: eglMakeCurrent failed (\(Self.lastError()))")
        }
    }

    /// Releases the context. The display is left initialised: EGL displays are per-process
    /// singletons, and terminating it would destroy other headless contexts still in use.
    func close() {
        guard let context else { return }
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display, nil, nil, nil)
        }
        eglDestroyContext(display, context)
        self.context = nil
    }

    deinit { close() }

    /// A config for desktop OpenGL; with `EGL_KHR_no_config_context` none is needed at all.
    private static func chooseConfig(_ display: EGLDisplay) throws -> EGLConfig? {
        let extensions = eglQueryString(display, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        if has(extensions, "EGL_KHR_no_config_context") { return nil }
        let attributes: [EGLint] = [
            EGLint(EGL_RENDERABLE_TYPE), EGLint(EGL_OPENGL_BIT),
            EGLint(EGL_SURFACE_TYPE), EGLint(EGL_PBUFFER_BIT),
            EGLint(EGL_NONE),
        ]
        var config: EGLConfig? = nil
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, &config, 1, &count) == EGL_TRUE, count > 0 else {
            throw PlatformError.noGLContext("EGL: no config for desktop OpenGL (\(lastError()))")
        }
        return config
    }

    private static func has(_ list: String, _ name: String) -> Bool {
        list.split(separator: " ").contains { $0 == name }
    }

    /// `eglGetError()` as its symbolic name, e.g. "EGL_BAD_MATCH".
    static func lastError() -> String {
        let code = eglGetError()
        let names: [Int32: String] = [
            EGL_SUCCESS: "EGL_SUCCESS", EGL_NOT_INITIALIZED: "EGL_NOT_INITIALIZED",
            EGL_BAD_ACCESS: "EGL_BAD_ACCESS", EGL_BAD_ALLOC: "EGL_BAD_ALLOC",
            EGL_BAD_ATTRIBUTE: "EGL_BAD_ATTRIBUTE", EGL_BAD_CONFIG: "EGL_BAD_CONFIG",
            EGL_BAD_CONTEXT: "EGL_BAD_CONTEXT", EGL_BAD_CURRENT_SURFACE: "EGL_BAD_CURRENT_SURFACE",
            EGL_BAD_DISPLAY: "EGL_BAD_DISPLAY", EGL_BAD_MATCH: "EGL_BAD_MATCH",
            EGL_BAD_NATIVE_PIXMAP: "EGL_BAD_NATIVE_PIXMAP", EGL_BAD_NATIVE_WINDOW: "EGL_BAD_NATIVE_WINDOW",
            EGL_BAD_PARAMETER: "EGL_BAD_PARAMETER", EGL_BAD_SURFACE: "EGL_BAD_SURFACE",
            EGL_CONTEXT_LOST: "EGL_CONTEXT_LOST",
        ]
        return names[code] ?? "EGL error 0x" + String(code, radix: 16)
    }
}
