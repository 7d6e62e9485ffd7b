import Foundation

/// A transition written as a gl-transitions fragment shader: one `ShaderPass` over the whole
/// container, carrying every uniform's value (its default unless overridden). The renderer
/// compiles `GLTransition.source` under the same name.
public struct ShaderTransition: Transition {
    public var shader: GLTransition
    /// Uniform values by name: all of the shader's uniforms.
    public var parameters: [String: ShaderValue]
    public var duration: Double
    public var curve: TimingCurve
    public var name: String { shader.name }

    /// `overrides` must name uniforms of the shader with values of their types
    /// (`TransitionRegistry` checks strings from the command line before they get here).
    public init(shader: GLTransition, overrides: [String: ShaderValue] = [:], duration: Double = 1,
                curve: TimingCurve = .easeInEaseOut) {
        self.shader = shader
        var values = shader.defaultValues
        for (k, v) in overrides { values[k] = v }
        self.parameters = values
        self.duration = duration; self.curve = curve
    }

    public func items(progress p: Double, input: TransitionInput) -> [DrawItem] {
        if p <= 0 { return [.quad(fullQuad(input.from, size: input.size))] }
        if p >= 1 { return [.quad(fullQuad(input.to, size: input.size))] }
        let frame = Rect(size: input.size)
        // The builtin pixelate is a mosaic of one page, or of both while it changes.
        if let m = ShaderRegions.mosaic(for: shader, parameters: parameters, progress: p) {
            var items: [DrawItem] = []
            if m.blend < 1 { items.append(.quad(Quad(content: input.from, size: input.size, mosaic: m.cells))) }
            if m.blend > 0 {
                items.append(.quad(Quad(content: input.to, size: input.size, opacity: m.blend, zIndex: 1, mosaic: m.cells)))
            }
            return items
        }
        // Builtins whose picture is one page away from an edge run the shader only near it.
        if let plan = ShaderRegions.plan(for: shader, parameters: parameters, size: input.size, progress: p) {
            return plan.map { region in
                switch region.kind {
                case .shader:
                    return .shader(ShaderPass(name: shader.name, from: input.from, to: input.to, progress: p,
                                              parameters: parameters, frame: frame, clip: region.rect))
                case .from: return .quad(Quad(content: input.from, size: input.size, clip: region.rect))
                case .to: return .quad(Quad(content: input.to, size: input.size, clip: region.rect))
                }
            }
        }
        return [.shader(ShaderPass(name: shader.name, from: input.from, to: input.to, progress: p,
                                   parameters: parameters, frame: frame))]
    }
}
