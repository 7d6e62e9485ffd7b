import Foundation
import SegueCore
import SegueRender
import SeguePlatform

/// Compiles gl-transitions shader files headless (EGL surfaceless, as `segue render` draws)
/// to find the ones the GL driver refuses, with each error at the line of the user's own file.
public enum ShaderCheck {
    /// A shader the driver would not compile or link.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The shader file's path, as given.
        public var path: String
        /// The 1-based line in the user's file, when the driver's message names one.
        public var line: Int?
        /// The 1-based column on that line, when known (1 is written otherwise).
        public var column: Int?
        /// The driver's message, or why the file could not be checked.
        public var message: String

        /// `FILE:LINE:COLUMN: error: MESSAGE` (or `warning` with `severity`).
        public func text(severity: String) -> String {
            var place = path
            if let line { place += ":\(line):\(column ?? 1)" }
            return "\(place): \(severity): \(message)"
        }
        public var description: String { text(severity: "error") }
    }

    /// Compiles every shader of `shaders`; returns the problems by transition name. Throws when
    /// no GL context can be had (then nothing could be checked). With `isolation` set (an
    /// app's executable), each file is compiled in a child process, so a driver that crashes
    /// or runs away on one is an error for that file.
    public static func compile(_ shaders: [GLTransition]) throws -> [String: Problem] {
        guard !shaders.isEmpty else { return [:] }
        if let isolation { return try compileIsolated(shaders, isolation) }
        let stack = try compileStack(shaders)
        var problems: [String: Problem] = [:]
        for shader in shaders {
            if let p = problem(compiling: shader, in: stack) { problems[shader.name] = p }
        }
        return problems
    }

    /// A headless context whose renderer knows `shaders` by name.
    static func compileStack(_ shaders: [GLTransition]) throws -> GraphicsStack {
        let byName = Dictionary(shaders.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let sources: (String) -> ShaderTransitionSource? = { name in
            byName[name].map { ShaderTransitionSource(name: $0.name, glsl: $0.source, defaults: $0.defaultValues) }
        }
        return try GraphicsStack(options: PlatformOptions(size: Size(16, 16), headless: true), shaderSources: sources)
    }

    /// Why the driver refuses `shader`, or nil when it compiles and links.
    static func problem(compiling shader: GLTransition, in stack: GraphicsStack) -> Problem? {
        do {
            try stack.renderer.shaderProgramCheck(shader.name)
            return nil
        } catch RenderError.shader(let e) {
            return Problem(path: shader.path ?? shader.name, line: e.line, column: e.column, message: e.message)
        } catch {
            return Problem(path: shader.path ?? shader.name, line: nil, column: nil, message: "\(error)")
        }
    }
}
