import Foundation

/// A gl-transitions shader that ships with the library, as a type. Its GLSL is the package
/// resource `Shaders/NAME.glsl` — the one copy there is — and the type owns its render
/// tuning: how a frame can be drawn more cheaply than by running the shader over every pixel
/// (`renderPlan`), in ways that give the shader's own picture.
///
/// The tuning belongs to the type, not to a name: `GLTransitionLibrary` remembers which of its
/// shaders a builtin type added, and a `.glsl` file never gets a builtin's plan, whatever its
/// name or text (a file named like a builtin is renamed `NAME.glsl` when it loads).
public protocol BuiltinShaderTransition: Sendable {
    /// The transition's name, which is also its resource file's (`NAME.glsl`).
    static var name: String { get }
    /// The shader, parsed from its resource.
    static var shader: GLTransition { get }
    /// The frame at visual `progress` (strictly between 0 and 1) over `size`, with the
    /// shader's uniform values `parameters` (every uniform set), drawn another way than one
    /// full-frame shader pass; nil runs the shader over the whole frame.
    static func renderPlan(parameters: [String: ShaderValue], size: Size, progress: Double) -> ShaderRenderPlan?
}

extension BuiltinShaderTransition {
    /// The shader's GLSL, as its resource file holds it.
    public static var source: String { shader.source }

    /// No tuning: the shader runs over the whole frame.
    public static func renderPlan(parameters: [String: ShaderValue], size: Size, progress: Double) -> ShaderRenderPlan? {
        nil
    }
}

/// How a builtin shader transition draws one frame instead of a full-frame shader pass.
public enum ShaderRenderPlan: Sendable {
    /// The frame cut into pieces, each showing the source, the destination, or the shader
    /// (clipped to the piece, still seeing the whole frame's coordinates).
    case regions([ShaderRegion])
    /// A mosaic of `cells` of the source, of the destination, or of both while the destination
    /// fades in over it (`blend`: 0 the source alone, 1 the destination alone).
    case mosaic(cells: Size, blend: Double)
}

/// One piece of a `ShaderRenderPlan.regions` plan.
public struct ShaderRegion: Hashable, Sendable {
    /// What the piece shows.
    public enum Kind: Hashable, Sendable {
        /// The source page alone.
        case from
        /// The destination page alone.
        case to
        /// The shader's picture.
        case shader
    }

    /// The piece, in the frame's points.
    public var rect: Rect
    /// What the piece shows.
    public var kind: Kind

    /// A piece covering `rect` (in the frame's points) that shows `kind`.
    public init(_ rect: Rect, _ kind: Kind) {
        self.rect = rect
        self.kind = kind
    }
}
