import Foundation

/// The builtin `pageCurl` shader: the deformation `PageCurl` draws. `PageCurl` (the transition
/// of that name) cuts its own frame (`PageCurlRegions`); the shader alone has no plan.
public enum PageCurlShader: BuiltinShaderTransition {
    public static let name = "pageCurl"
    public static let shader = BuiltinShaders.load(name)
}
