import Foundation

/// The shaders that ship inside the library, in the gl-transitions format: one type each
/// (`BuiltinShaderTransition`), whose GLSL is the package resource `Shaders/NAME.glsl` — the
/// only copy, which is also this package's example of the format. Shader transitions work
/// without any Assets folder.
public enum BuiltinShaders {
    /// Every builtin type, in listing order.
    public static let types: [any BuiltinShaderTransition.Type] = [
        PageCurlShader.self, WipeShader.self, IrisShader.self, RippleShader.self, PixelateShader.self,
    ]

    /// Every builtin, parsed.
    public static let all: [GLTransition] = types.map { $0.shader }

    /// The builtin page curl (used by `PageCurl`).
    public static var pageCurlTransition: GLTransition { PageCurlShader.shader }

    /// The folder of the builtins' `.glsl` files inside the package's resources.
    public static var resourceFolder: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Shaders")
    }

    /// Reads and parses the resource `Shaders/NAME.glsl`. The files are part of the package and
    /// a test parses each of them, so a failure here is a packaging error, not bad input.
    static func load(_ name: String) -> GLTransition {
        guard let url = Bundle.module.url(forResource: name, withExtension: "glsl", subdirectory: "Shaders"),
              var text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("the builtin shader \(name).glsl is missing from the package's resources")
        }
        // The source is the file's text without its final line break.
        while text.hasSuffix("\n") { text.removeLast() }
        do { return try GLTransition(name: name, source: text) } catch {
            preconditionFailure("builtin shader \(name) does not parse: \(error)")
        }
    }
}
