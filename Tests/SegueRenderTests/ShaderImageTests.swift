import Foundation
import SegueKit
import Testing

extension GLTests {
    /// `sampler2D` uniforms: an image bound to a texture unit of its own, sampled with
    /// gl-transitions' uv (origin at the bottom left), or the default gradient.
    @MainActor
    @Suite("Shader images")
    struct ShaderImageTests {
        /// Shows the destination where the mask is light and the source where it is dark.
        static let masked = """
        uniform sampler2D mask;
        uniform float threshold; // = 0.5; // where the mask switches
        vec4 transition(vec2 uv) {
          return mix(getFromColor(uv), getToColor(uv), step(threshold, texture2D(mask, uv).r));
        }
        """

        func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ w: Int, _ h: Int) -> PixelBuffer {
            PixelBuffer(width: w, height: h, bytes: (0..<(w * h)).flatMap { _ in [r, g, b, 255] })
        }

        /// Draws `masked` between red and blue at 64×48 with `parameters`.
        func draw(_ stack: GraphicsStack, parameters: [String: ShaderValue]) throws -> PixelBuffer {
            let shader = try GLTransition(name: "masked", source: Self.masked)
            stack.renderer.shaderSources = { name in
                name == "masked" ? ShaderTransitionSource(name: name, glsl: shader.source, defaults: shader.defaultValues) : nil
            }
            let from = stack.renderer.registerTexture(solid(255, 0, 0, 64, 48))
            let to = stack.renderer.registerTexture(solid(0, 0, 255, 64, 48))
            defer { stack.renderer.unregisterTexture(from); stack.renderer.unregisterTexture(to) }
            let t = ShaderTransition(shader: shader, overrides: parameters)
            let input = TransitionInput(size: Size(64, 48), from: .texture(from), to: .texture(to))
            try stack.renderer.draw(t.drawList(progress: 0.5, input: input), to: .screen)
            return try stack.renderer.readScreen()
        }

        @Test("A mask image picks the page pixel by pixel, the right way up")
        func maskImage() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glt-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            // White on the top half and in the left quarter of the bottom half, black elsewhere.
            let w = 32, h = 32
            var bytes = [UInt8](repeating: 255, count: w * h * 4)
            for y in 0..<h { for x in 0..<w where y >= h / 2 && x >= w / 4 { for c in 0..<3 { bytes[(y * w + x) * 4 + c] = 0 } } }
            let mask = dir.appendingPathComponent("mask.png").path
            try PixelBuffer(width: w, height: h, bytes: bytes).savePNG(mask)
            try withGL(size: Size(64, 48)) { stack in
                let shown = try draw(stack, parameters: ["mask": .image(mask)])
                let blue = (UInt8(0), UInt8(0), UInt8(255), UInt8(255)), red = (UInt8(255), UInt8(0), UInt8(0), UInt8(255))
                for (x, y) in [(2, 2), (60, 2), (32, 20), (4, 40), (12, 45)] { #expect(shown.pixel(x, y) == blue, "(\(x), \(y)) under white") }
                for (x, y) in [(20, 30), (40, 40), (62, 46)] { #expect(shown.pixel(x, y) == red, "(\(x), \(y)) under black") }
                // Without an image: the default gradient, dark at the left and light at the right.
                let plain = try draw(stack, parameters: [:])
                #expect(plain.pixel(4, 24) == red && plain.pixel(60, 24) == blue)
                #expect(plain.pixel(4, 2) == plain.pixel(4, 46))
                #expect(shown.bytes != plain.bytes)
                // A missing image is an error when drawn, never a crash.
                #expect(throws: (any Error).self) { _ = try draw(stack, parameters: ["mask": .image(dir.appendingPathComponent("nope.png").path)]) }
            }
        }
    }
}
