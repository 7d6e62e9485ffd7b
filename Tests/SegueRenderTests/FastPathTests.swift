import CGL
import Foundation
import SegueKit
@testable import SegueRender
import Testing

/// The renderer's shortcuts give the same pixels as the long way round: quads cut to their
/// bounds against the image placed by hand, nearest filtering where texels land on pixels,
/// unblended first draws and opaque quads against blending, the tint against its formula, and
/// the page curl's split into quads and shader strips against the shader over the whole frame,
/// and live frames drawn straight into the window against the screen target.
extension GLTests {
    @MainActor
    @Suite("Renderer fast paths")
    struct FastPathTests {
        @Test("An aspect-fill image cut to its quad shows the same pixels as the image cropped by hand")
        func aspectFillCut() throws {
            try withGL(size: Size(40, 40)) { stack in
                let image = quadrantImage(width: 80, height: 40)
                let id = stack.renderer.registerTexture(image)
                var list = DrawList(size: Size(40, 40), clearColor: .black)
                list.append(Quad(content: .texture(id), size: Size(40, 40), contentMode: .aspectFill))
                try stack.renderer.draw(list, to: .screen)
                let shown = try stack.renderer.readScreen()
                // Aspect fill scales 80×40 to 80×40 in a 40×40 quad: the middle 40 columns.
                for (x, y) in [(0, 0), (19, 10), (20, 30), (39, 39)] {
                    #expect(shown.pixel(x, y) == image.pixel(x + 20, y), "pixel \(x),\(y)")
                }
            }
        }

        @Test("Opaque quads and first draws skip blending without changing a pixel")
        func unblendedMatchesBlended() throws {
            try withGL(size: Size(64, 48)) { stack in
                let a = stack.renderer.registerTexture(quadrantImage(width: 64, height: 48))
                var translucent = quadrantImage(width: 64, height: 48, seed: 1)
                for i in stride(from: 3, to: translucent.bytes.count, by: 4) { translucent.bytes[i] = 128 }
                let b = stack.renderer.registerTexture(translucent)
                func frame(_ clear: Color, _ items: [Quad]) throws -> PixelBuffer {
                    var list = DrawList(size: Size(64, 48), clearColor: clear)
                    for q in items { list.append(q) }
                    try stack.renderer.draw(list, to: .screen)
                    return try stack.renderer.readScreen()
                }
                let half = Quad(content: .texture(b), size: Size(64, 48), opacity: 0.7)
                // First draw over transparent black, over opaque black, and over another colour
                // (which must blend): each against the premultiplied formula.
                for clear in [Color.clear, .black, Color(red: 0.2, green: 0.4, blue: 0.6)] {
                    let got = try frame(clear, [half])
                    let src = translucent
                    for (x, y) in [(3, 3), (40, 10), (10, 40), (60, 44)] {
                        let s = src.pixel(x, y), g = got.pixel(x, y)
                        let sa = Double(s.3) / 255 * 0.7
                        func expect(_ sc: UInt8, _ dc: Double, _ gc: UInt8) {
                            let want = Double(sc) / 255 * sa + dc * clear.alpha * (1 - sa)
                            #expect(abs(Double(gc) / 255 - want) <= 2.0 / 255, "clear \(clear) at \(x),\(y)")
                        }
                        expect(s.0, clear.red, g.0); expect(s.1, clear.green, g.1); expect(s.2, clear.blue, g.2)
                        let wantAlpha = sa + clear.alpha * (1 - sa)
                        #expect(abs(Double(g.3) / 255 - wantAlpha) <= 2.0 / 255)
                    }
                }
                // A frame whose first quad is opaque and fills the window is not cleared first:
                // nothing of the previous frame may show through.
                _ = try frame(Color(red: 1, green: 0, blue: 0), [])
                #expect(try frame(.black, [Quad(content: .texture(a), size: Size(64, 48))]) == quadrantImage(width: 64, height: 48))
                // An opaque quad over another replaces it exactly.
                let covered = try frame(.black, [Quad(content: .texture(b), size: Size(64, 48)),
                                                 Quad(content: .texture(a), size: Size(64, 48), zIndex: 1)])
                #expect(covered == quadrantImage(width: 64, height: 48))
            }
        }

        @Test("An opaque background colour drawn as the clear gives the pixels of the quad drawn over the clear colour")
        func opaqueBackgroundAsClear() throws {
            try withGL(size: Size(64, 48)) { stack in
                var translucent = quadrantImage(width: 32, height: 24, seed: 1)
                for i in stride(from: 3, to: translucent.bytes.count, by: 4) { translucent.bytes[i] = 100 }
                let b = stack.renderer.registerTexture(translucent)
                let size = Size(64, 48)
                for background in [Color(red: 0.13, green: 0.51, blue: 0.77), .black, .white, Color(red: 0.999, green: 0.001, blue: 0.5)] {
                    // The long way: the same quad with a clip of the whole list is drawn as a quad.
                    func frame(clip: Rect?) throws -> PixelBuffer {
                        var list = DrawList(size: size, clearColor: Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5))
                        list.append(Quad(content: .color(background), size: size, clip: clip))
                        list.append(Quad(content: .texture(b), size: Size(32, 24), transform: .translation(10.5, 7.25), opacity: 0.8,
                                         zIndex: 1, cornerRadius: 5))
                        list.append(Quad(content: .color(Color(red: 0, green: 1, blue: 0, alpha: 0.3)), size: Size(20, 20),
                                         transform: .translation(30, 20), zIndex: 2))
                        try stack.renderer.draw(list, to: .screen)
                        return try stack.renderer.readScreen()
                    }
                    #expect(GLRenderer.opaqueFill(.quad(Quad(content: .color(background), size: size)), listSize: size) != nil)
                    let cleared = try frame(clip: nil), drawn = try frame(clip: Rect(size: size))
                    #expect(cleared == drawn, "background \(background)")
                }
            }
        }

        @Test("Two layers in the same place drawn in one pass match the two drawn one after the other")
        func layerPairs() throws {
            try withGL(size: Size(64, 48)) { stack in
                let size = Size(64, 48)
                let a = stack.renderer.registerTexture(quadrantImage(width: 64, height: 48))
                var translucent = quadrantImage(width: 64, height: 48, seed: 1)
                for i in stride(from: 3, to: translucent.bytes.count, by: 4) { translucent.bytes[i] = UInt8(i % 200 + 40) }
                let b = stack.renderer.registerTexture(translucent)
                // Opacity 0 draws nothing but keeps the two layers from being paired.
                let separator = Quad(content: .color(.white), size: size, opacity: 0)
                func compare(_ background: [Quad], _ under: Quad, _ top: Quad, _ what: String) throws {
                    var paired = DrawList(size: size, clearColor: .black), apart = paired
                    for q in background { paired.append(q); apart.append(q) }
                    paired.append(under); paired.append(top)
                    apart.append(under); apart.append(separator); apart.append(top)
                    try stack.renderer.draw(paired, to: .screen)
                    let one = try stack.renderer.readScreen()
                    try stack.renderer.draw(apart, to: .screen)
                    let two = try stack.renderer.readScreen()
                    let worst = zip(one.bytes, two.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 99
                    // Two draws round to 8 bits in between; one pass rounds once.
                    #expect(worst <= 2, "\(what): largest difference \(worst)")
                }
                // A dissolve: opaque destination, source fading on top, at rest (nearest) and moved
                // by half a pixel and turned (bilinear).
                try compare([], Quad(content: .texture(a), size: size), Quad(content: .texture(b), size: size, opacity: 0.6), "at rest")
                let moved = Transform3D.translation(0.5, 0.25).concatenating(.rotation(0.1, 0, 0, 1))
                try compare([], Quad(content: .texture(a), size: size, transform: moved),
                            Quad(content: .texture(b), size: size, transform: moved, opacity: 0.6), "moved")
                // Translucent, dimmed layers over something already drawn.
                try compare([Quad(content: .color(Color(red: 0.2, green: 0.5, blue: 0.9)), size: size)],
                            Quad(content: .texture(b), size: size, opacity: 0.7, dim: 0.3),
                            Quad(content: .texture(a), size: size, opacity: 0.4, dim: 0.5), "over a background")
            }
        }

        @Test("The tint moves colours towards it by its alpha and keeps their alpha")
        func tint() throws {
            try withGL(size: Size(32, 32)) { stack in
                var list = DrawList(size: Size(32, 32), clearColor: .black)
                list.append(Quad(content: .color(Color(red: 0.2, green: 0.4, blue: 0.8)), size: Size(32, 32),
                                 tint: Color(white: 1, alpha: 0.75)))
                try stack.renderer.draw(list, to: .screen)
                let p = try stack.renderer.readScreen().pixel(16, 16)
                for (got, base) in [(p.0, 0.2), (p.1, 0.4), (p.2, 0.8)] {
                    #expect(abs(Double(got) - (base * 0.25 + 0.75) * 255) <= 1)
                }
                #expect(p.3 == 255)
            }
        }

        @Test("Wipe, iris and ripple drawn as quads away from their edge match their shader over the whole frame",
              arguments: [("wipe", [String: ShaderValue]()), ("wipe", ["direction": .vec2(-0.6, 0.8), "smoothness": .float(0.2)]),
                          ("iris", [:]), ("iris", ["opening": .bool(false), "center": .vec2(0.2, 0.7)]),
                          ("ripple", [:]), ("ripple", ["center": .vec2(0.8, 0.3), "width": .float(0.4), "amplitude": .float(0.05)])])
        func edgeShadersSplitMatchFullShader(name: String, overrides: [String: ShaderValue]) throws {
            try withGL(size: Size(320, 180)) { stack in
                let size = Size(320, 180)
                let from = stack.renderer.registerTexture(quadrantImage(width: 320, height: 180))
                let to = stack.renderer.registerTexture(quadrantImage(width: 320, height: 180, seed: 1))
                let builtin = try #require(BuiltinShaders.types.first { $0.name == name })
                let transition = ShaderTransition(builtin: builtin, overrides: overrides)
                let input = TransitionInput(size: size, from: .texture(from), to: .texture(to))
                for p in [0.1, 0.4, 0.7, 0.95] {
                    let items = transition.items(progress: p, input: input)
                    #expect(items.count > 1, "\(name) at \(p) was not split")
                    try stack.renderer.draw(DrawList(size: size, items: items), to: .screen)
                    let split = try stack.renderer.readScreen()
                    let whole = DrawList(size: size, items: [.shader(ShaderPass(name: name, from: .texture(from), to: .texture(to), progress: p,
                                                                                parameters: transition.parameters, frame: Rect(size: size)))])
                    try stack.renderer.draw(whole, to: .screen)
                    let worst = zip(split.bytes, try stack.renderer.readScreen().bytes).map { abs(Int($0) - Int($1)) }.max() ?? 99
                    #expect(worst <= 1, "\(name) \(overrides) at \(p): largest difference \(worst)")
                }
            }
        }

        @Test("A frame drawn straight into the window shows what the screen target holds, black around a frame smaller than the window")
        func drawToWindowMatchesScreenTarget() throws {
            let environment = ProcessInfo.processInfo.environment
            try #require(!(environment["DISPLAY"] ?? "").isEmpty, "needs a display: run the tests under xvfb-run")
            let stack = try GraphicsStack(options: PlatformOptions(title: "drawToWindow", size: Size(200, 120), headless: false,
                                                                   resizable: false))
            defer { stack.window.close() }
            let px = stack.window.pixelSize
            let (ww, wh) = (Int(px.width), Int(px.height))
            // Lists smaller than the window put the frame off the window's origin, so that clips
            // (scissor rectangles) are checked against the frame's offset too; the same height
            // as the window leaves it at the origin with the window wider than the frame.
            stack.renderer.scale = stack.window.scale
            let from = stack.renderer.registerTexture(quadrantImage(width: 160, height: 90))
            let to = stack.renderer.registerTexture(quadrantImage(width: 160, height: 90, seed: 1))
            var lists: [DrawList] = []
            for size in [Size(160, 90), Size(160, 120)] {
                let input = TransitionInput(size: size, from: .texture(from), to: .texture(to))
                var cube = DrawList(size: size, clearColor: .black)
                cube.items = Cube().items(progress: 0.3, input: input)
                var rounded = DrawList(size: size, clearColor: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
                rounded.append(Quad(content: .color(.white), size: Size(60, 40), transform: .translation(20, 30), cornerRadius: 8))
                lists += [DrawList(size: size, items: ShaderTransition(builtin: IrisShader.self).items(progress: 0.4, input: input)), cube, rounded]
            }
            for (n, list) in lists.enumerated() {
                try stack.renderer.draw(list, to: .screen)
                let expected = try stack.renderer.readScreen()
                let content = try stack.renderer.drawContent(list, in: stack.renderer.beginFrame(into: .window(width: ww, height: wh),
                                                                                                 resolution: 1))
                stack.renderer.present(try stack.renderer.drawOverlay([], over: stack.renderer.scaleUp(content)))
                stack.renderer.finish()
                var window = [UInt8](repeating: 0, count: ww * wh * 4)
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
                glReadPixels(0, 0, GLsizei(ww), GLsizei(wh), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &window)
                stack.window.present()
                // Window rows run bottom-up: the frame's row y is the window's row wh − 1 − y.
                var worst = 0, outsideLit = 0
                for y in 0..<wh {
                    for x in 0..<ww {
                        let w = ((wh - 1 - y) * ww + x) * 4
                        if x < expected.width && y < expected.height {
                            let e = (y * expected.width + x) * 4
                            for c in 0..<3 { worst = max(worst, abs(Int(window[w + c]) - Int(expected.bytes[e + c]))) }
                        } else if window[w] != 0 || window[w + 1] != 0 || window[w + 2] != 0 {
                            outsideLit += 1
                        }
                    }
                }
                #expect(worst <= 1, "list \(n): largest difference \(worst) from the screen target")
                #expect(outsideLit == 0, "list \(n): \(outsideLit) pixels outside the frame are not black")
            }
        }

        @Test("Pixelate drawn as mosaic quads matches its shader over the whole frame",
              arguments: [[String: ShaderValue](), ["coarsest": .ivec2(7, 5), "levels": .int(3)]])
        func pixelateMosaicMatchesShader(overrides: [String: ShaderValue]) throws {
            try withGL(size: Size(320, 180)) { stack in
                let size = Size(320, 180)
                // A top-down texture (an image) and a bottom-up one (a rendered snapshot).
                let from = stack.renderer.registerTexture(quadrantImage(width: 320, height: 180))
                var snapshotList = DrawList(size: size, clearColor: .black)
                snapshotList.append(Quad(content: .texture(stack.renderer.registerTexture(quadrantImage(width: 320, height: 180, seed: 1))),
                                         size: size))
                let snap = SnapshotRequest(id: SnapshotID(77), version: 1, size: size, contents: snapshotList)
                let transition = ShaderTransition(builtin: PixelateShader.self, overrides: overrides)
                let input = TransitionInput(size: size, from: .texture(from), to: .snapshot(snap.id))
                for p in [0.03, 0.2, 0.45, 0.5, 0.55, 0.7, 0.97] {
                    var split = DrawList(size: size, items: transition.items(progress: p, input: input))
                    split.snapshots = [snap]
                    #expect(!split.items.contains { if case .shader = $0 { return true } else { return false } }, "pixelate at \(p) ran its shader")
                    try stack.renderer.draw(split, to: .screen)
                    let quads = try stack.renderer.readScreen()
                    var whole = DrawList(size: size, items: [.shader(ShaderPass(name: "pixelate", from: .texture(from), to: .snapshot(snap.id),
                                                                                progress: p, parameters: transition.parameters,
                                                                                frame: Rect(size: size)))])
                    whole.snapshots = [snap]
                    try stack.renderer.draw(whole, to: .screen)
                    let worst = zip(quads.bytes, try stack.renderer.readScreen().bytes).map { abs(Int($0) - Int($1)) }.max() ?? 99
                    #expect(worst <= 1, "pixelate \(overrides) at \(p): largest difference \(worst)")
                }
            }
        }

        @Test("The page curl split into quads and shader strips matches the shader over the whole frame")
        func pageCurlSplitMatchesFullShader() throws {
            try withGL(size: Size(320, 180)) { stack in
                let from = stack.renderer.registerTexture(quadrantImage(width: 320, height: 180))
                let to = stack.renderer.registerTexture(quadrantImage(width: 320, height: 180, seed: 1))
                let size = Size(320, 180)
                let curl = PageCurl()
                for p in [0.1, 0.35, 0.5, 0.8, 0.95] {
                    let input = TransitionInput(size: size, from: .texture(from), to: .texture(to))
                    try stack.renderer.draw(curl.drawList(progress: p, input: input), to: .screen)
                    let split = try stack.renderer.readScreen()
                    let whole = DrawList(size: size, items: [.shader(ShaderPass(name: "pageCurl", from: .texture(from), to: .texture(to),
                                                                                progress: p, parameters: curl.parameters,
                                                                                frame: Rect(size: size)))])
                    try stack.renderer.draw(whole, to: .screen)
                    let reference = try stack.renderer.readScreen()
                    var off = 0
                    for i in stride(from: 0, to: split.bytes.count, by: 4) {
                        let d = (0..<3).map { abs(Int(split.bytes[i + $0]) - Int(reference.bytes[i + $0])) }.max()!
                        if d > 2 { off += 1 }
                    }
                    // The mirrored back's edge may fall one pixel either way.
                    #expect(off <= 320, "progress \(p): \(off) pixels differ by more than 2")
                }
            }
        }
    }
}
