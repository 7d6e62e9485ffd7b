import CGL

/// What the current OpenGL context is: its version, renderer and profile, as the driver
/// reports them. Useful in logs, error messages and benchmarks ("llvmpipe" vs a real GPU).
public struct GLInfo: Sendable, Equatable, CustomStringConvertible {
    /// `GL_VERSION`, e.g. "4.5 (Core Profile) Mesa 22.3.6".
    public var version: String
    /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    public var renderer: String
    /// `GL_VENDOR`.
    public var vendor: String
    /// `GL_SHADING_LANGUAGE_VERSION`.
    public var shadingLanguageVersion: String
    /// `GL_MAJOR_VERSION`: 4 for OpenGL 4.5.
    public var major: Int
    /// `GL_MINOR_VERSION`: 5 for OpenGL 4.5.
    public var minor: Int
    /// Whether `GL_CONTEXT_PROFILE_MASK` has the core profile bit.
    public var isCoreProfile: Bool

    /// Creates a description from values already read; `current()` reads them from the context.
    public init(version: String, renderer: String, vendor: String, shadingLanguageVersion: String,
                major: Int, minor: Int, isCoreProfile: Bool) {
        self.version = version
        self.renderer = renderer
        self.vendor = vendor
        self.shadingLanguageVersion = shadingLanguageVersion
        self.major = major
        self.minor = minor
        self.isCoreProfile = isCoreProfile
    }

    /// Reads the strings and numbers of the context current on this thread. Returns nil when no
    /// context is current (the driver then answers `glGetString` with null).
    public static func current() -> GLInfo? {
        guard let version = string(GL_VERSION) else { return nil }
        var major: GLint = 0, minor: GLint = 0, profile: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &profile)
        return GLInfo(version: version,
                      renderer: string(GL_RENDERER) ?? "",
                      vendor: string(GL_VENDOR) ?? "",
                      shadingLanguageVersion: string(GL_SHADING_LANGUAGE_VERSION) ?? "",
                      major: Int(major), minor: Int(minor),
                      isCoreProfile: (profile & GLint(GL_CONTEXT_CORE_PROFILE_BIT)) != 0)
    }

    /// Whether this is at least OpenGL `major.minor`.
    public func isAtLeast(_ major: Int, _ minor: Int) -> Bool {
        (self.major, self.minor) >= (major, minor)
    }

    /// Whether the context meets SegueKit's floor: OpenGL 3.3 core profile.
    public var meetsRequirement: Bool { isAtLeast(3, 3) && isCoreProfile }

    public var description: String { "OpenGL \(version) on \(renderer)" }

    private static func string(_ name: Int32) -> String? {
        guard let bytes = glGetString(GLenum(name)) else { return nil }
        return String(cString: bytes)
    }
}
