import Foundation

/// A transition written as a gl-transitions fragment shader: one `ShaderPass` over the whole
/// container, carrying every uniform's value (its default unless overridden). The renderer
/// compiles `GLTransition.source` under the same name.
public struct ShaderTransition: Transition {
    /// The parsed shader: its name, GLSL source and uniforms.
    public var shader: GLTransition
    /// Uniform values by name: all of the shader's uniforms.
    public var parameters: [String: ShaderValue]
    public var duration: Double
    public var curve: TimingCurve
    /// The builtin type this shader is, whose render plan draws it (nil: a shader file, run
    /// over the whole frame).
    public var builtin: (any BuiltinShaderTransition.Type)?
    public var name: String { shader.name }

    /// `overrides` must name uniforms of the shader with values of their types
    /// (`TransitionRegistry` checks strings from the command line before they get here).
    public init(shader: GLTransition, overrides: [String: ShaderValue] = [:], duration: Double = ShaderTransition.defaultDuration,
                curve: TimingCurve = .easeInEaseOut) {
        self.init(shader: shader, builtin: nil, overrides: overrides, duration: duration, curve: curve)
    }

    /// The builtin shader `builtin`, drawn by its render plan.
    public init(builtin: any BuiltinShaderTransition.Type, overrides: [String: ShaderValue] = [:], duration: Double = ShaderTransition.defaultDuration,
                curve: TimingCurve = .easeInEaseOut) {
        self.init(shader: builtin.shader, builtin: builtin, overrides: overrides, duration: duration, curve: curve)
    }

    /// `shader`, drawn by `builtin`'s render plan when it has one.
    public init(shader: GLTransition, builtin: (any BuiltinShaderTransition.Type)?, overrides: [String: ShaderValue] = [:],
                duration: Double = ShaderTransition.defaultDuration, curve: TimingCurve = .easeInEaseOut) {
        self.shader = shader
        self.builtin = builtin
        var values = shader.defaultValues
        for (k, v) in overrides { values[k] = v }
        self.parameters = values
        self.duration = duration; self.curve = curve
    }

    /// The default duration of every shader transition, in seconds.
    public static let defaultDuration = 1.0

    /// The description of `shader`: its uniforms are its parameters; `builtin` is the builtin
    /// type the shader is (its render plan draws it), nil for a shader file. Said by
    /// `summary`, else as a gl-transitions shader (from its file).
    public static func description(of shader: GLTransition, builtin: (any BuiltinShaderTransition.Type)? = nil,
                                   summary: String? = nil) -> TransitionDescription {
        let params = shader.uniforms.map {
            TransitionParameter($0.name, .uniform($0.type), default: $0.defaultValue.description,
                                range: $0.type.componentRange,
                                $0.type.isImage ? TransitionRegistry.imageUniformDoc : "shader uniform (\($0.type.rawValue))")
        }
        return TransitionDescription(name: shader.name,
                                     summary: summary ?? "gl-transitions shader" + (shader.path.map { " \($0)" } ?? ""),
                                     duration: defaultDuration, curve: .easeInEaseOut, parameters: params,
                                     isShader: true) { args in
            ShaderTransition(shader: shader, builtin: builtin, overrides: args.uniforms,
                             duration: try args.duration(), curve: try args.curve())
        }
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let frame = Rect(size: input.size)
        switch builtin?.renderPlan(parameters: parameters, size: input.size, progress: p) {
        case .mosaic(let cells, let blend)?:
            // A mosaic of one page, or of both while it changes.
            var items: [DrawItem] = []
            if blend < 1 { items.append(.quad(Quad(content: input.from, size: input.size, mosaic: cells))) }
            if blend > 0 {
                items.append(.quad(Quad(content: input.to, size: input.size, opacity: blend, zIndex: 1, mosaic: cells)))
            }
            return items
        case .regions(let plan)?:
            // The shader only where the picture is not simply one page.
            return plan.map { region in
                switch region.kind {
                case .shader:
                    return .shader(ShaderPass(name: shader.name, from: input.from, to: input.to, progress: p,
                                              parameters: parameters, frame: frame, clip: region.rect))
                case .from: return .quad(Quad(content: input.from, size: input.size, clip: region.rect))
                case .to: return .quad(Quad(content: input.to, size: input.size, clip: region.rect))
                }
            }
        case nil:
            break
        }
        return [.shader(ShaderPass(name: shader.name, from: input.from, to: input.to, progress: p,
                                   parameters: parameters, frame: frame))]
    }
}
