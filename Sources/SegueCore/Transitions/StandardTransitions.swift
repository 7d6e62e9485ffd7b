import Foundation

extension TransitionRegistry {
    /// The transition types that ship with the library, in listing order: the one list a new
    /// built-in transition is added to (its type describes everything else).
    public static let builtinTypes: [any DescribedTransition.Type] = [
        Cube.self, Explode.self, CrossDissolve.self, ImageFlight.self, Flip.self, PageCurl.self, Push.self,
        CoverVertical.self, PropertyAnimations.self,
    ]

    /// Every built-in transition (`segue transitions` lists them) plus every shader in
    /// `library` (its builtins and any files loaded into it); `pageCurl` is the Swift
    /// `PageCurl`, which drives the builtin shader of that name.
    public static func makeStandard(library: GLTransitionLibrary = GLTransitionLibrary()) -> TransitionRegistry {
        var r = TransitionRegistry()
        for type in builtinTypes { r.register(type) }
        for shader in library.all where shader.name != PageCurlShader.name {
            r.register(shader: shader, builtin: library.builtin(named: shader.name))
        }
        return r
    }

    /// The standard registry with only the builtin shaders.
    public static let standard = makeStandard()
}
