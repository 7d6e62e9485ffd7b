import Foundation

/// The shader transitions known by name: the builtins (`BuiltinShaders.types`) plus `.glsl` files
/// loaded from folders. The renderer looks up `ShaderPass.name` here to find the source to
/// compile; the registry lists their parameters.
public struct GLTransitionLibrary: Sendable {
    private var byName: [String: GLTransition] = [:]
    /// The builtin types that added their shaders, by the name they added them under.
    private var builtins: [String: any BuiltinShaderTransition.Type] = [:]
    /// Names in the order they were added.
    public private(set) var names: [String] = []

    /// A library with the builtins (or an empty one).
    public init(includeBuiltins: Bool = true) {
        if includeBuiltins { for t in BuiltinShaders.types { add(builtin: t) } }
    }

    /// Adds a transition; one with the same name is replaced (`loadFolder` renames a file
    /// rather than replace a builtin).
    public mutating func add(_ transition: GLTransition) {
        if byName[transition.name] == nil { names.append(transition.name) }
        byName[transition.name] = transition
        builtins[transition.name] = nil
    }

    /// Adds a builtin shader, which keeps its type (`builtin(named:)`): its render plan.
    public mutating func add(builtin: any BuiltinShaderTransition.Type) {
        add(builtin.shader)
        builtins[builtin.name] = builtin
    }

    /// The transition known as `name` (a builtin or a loaded file), or nil when there is none.
    public func transition(named name: String) -> GLTransition? { byName[name] }

    /// The builtin type whose shader is known as `name`, or nil for a shader file.
    public func builtin(named name: String) -> (any BuiltinShaderTransition.Type)? { builtins[name] }

    /// The GLSL of a transition (without any prelude), for the renderer.
    public func source(named name: String) -> String? { byName[name]?.source }

    /// Every transition, in the order they were added (builtins first for a default library).
    public var all: [GLTransition] { names.compactMap { byName[$0] } }

    /// What loading a folder gave: the transitions that read, and why each other file did not.
    public struct FolderLoad: Sendable {
        /// In file-name order, each under the name it is known by (see `loadFolder`).
        public var loaded: [GLTransition] = []
        /// One per file that does not read, with its path and line.
        public var problems: [GLTransitionError] = []
        /// An empty result: nothing loaded, no problems.
        public init() {}
    }
}
