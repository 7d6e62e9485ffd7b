import Foundation
import SegueKit
import SegueTestSupport
import SegueDemo
import Testing

extension GLTests {
    @MainActor
    @Suite("Renderer")
    struct RendererTests {
        @Test("Readback is top-down and colours are exact")
        func readbackOrientation() throws {
            try withGL { stack in
                var list = DrawList(size: Size(64, 64), clearColor: .black)
                list.append(Quad(content: .color(.red), frame: Rect(0, 0, 32, 32)))
                list.append(Quad(content: .color(Color(red: 0, green: 0, blue: 1)), frame: Rect(32, 32, 32, 32)))
                try stack.renderer.draw(list, to: .screen)
                let img = try stack.renderer.readScreen()
                #expect(img.width == 64 && img.height == 64)
                #expect(img.pixel(5, 5) == (255, 0, 0, 255))
                #expect(img.pixel(50, 50) == (0, 0, 255, 255))
                #expect(img.pixel(50, 5) == (0, 0, 0, 255))
            }
        }

        @Test("A border quad draws only the band inside its rounded edge; a view's border lies above its subviews")
        func borders() throws {
            try withGL(size: Size(64, 48)) { stack in
                var list = DrawList(size: Size(64, 48), clearColor: .black)
                var square = Quad(content: .color(.red), frame: Rect(2, 2, 28, 20))
                square.border = 3
                list.append(square)
                var rounded = Quad(content: .color(.white), size: Size(28, 20), transform: .translation(34, 24), cornerRadius: 8)
                rounded.border = 2
                list.append(rounded)
                try stack.renderer.draw(list, to: .screen)
                let img = try stack.renderer.readScreen()
                // The square's band: its edge rows and columns 3 deep, nothing inside.
                #expect(img.pixel(2, 2) == (255, 0, 0, 255) && img.pixel(4, 10) == (255, 0, 0, 255) && img.pixel(29, 21) == (255, 0, 0, 255))
                #expect(img.pixel(5, 5) == (0, 0, 0, 255) && img.pixel(16, 12) == (0, 0, 0, 255))
                // A border filling the whole target is still only a band (never the clear colour).
                var whole = DrawList(size: Size(64, 48), clearColor: .black)
                var frame = Quad(content: .color(.red), frame: Rect(0, 0, 64, 48))
                frame.border = 2
                whole.append(frame)
                try stack.renderer.draw(whole, to: .screen)
                let framed = try stack.renderer.readScreen()
                #expect(framed.pixel(0, 0) == (255, 0, 0, 255) && framed.pixel(32, 24) == (0, 0, 0, 255))
                // The rounded one: the middle of its top edge lit, its corner and middle dark.
                #expect(img.pixel(48, 24) == (255, 255, 255, 255) && img.pixel(34, 24) == (0, 0, 0, 255) && img.pixel(48, 34) == (0, 0, 0, 255))
            }
            // A view's border is drawn after its subviews, over them.
            let v = View(frame: Rect(0, 0, 40, 40))
            v.borderWidth = 2
            v.borderColor = .red
            v.cornerRadius = 6
            let sub = View(frame: Rect(0, 0, 40, 40))
            sub.backgroundColor = .blue
            v.addSubview(sub)
            var list = DrawList(size: Size(40, 40), clearColor: .clear)
            v.draw(into: &list, transform: .identity, opacity: 1, clip: nil)
            let quads = list.quads
            #expect(quads.last?.border == 2 && quads.last?.content == .color(.red) && quads.last?.cornerRadius == 6)
            #expect(quads.first?.content == .color(.blue))
        }

        @Test("A textured quad at identity reproduces its image exactly")
        func exactTexture() throws {
            try withGL(size: Size(80, 60)) { stack in
                let image = quadrantImage(width: 80, height: 60)
                let id = stack.renderer.registerTexture(image)
                var list = DrawList(size: Size(80, 60))
                list.append(Quad(content: .texture(id), size: Size(80, 60)))
                try stack.renderer.draw(list, to: .screen)
                #expect(try stack.renderer.readScreen() == image)
            }
        }

        @Test("Opacity and the dim overlay blend premultiplied, within 1 per channel")
        func opacityAndDim() throws {
            try withGL { stack in
                var list = DrawList(size: Size(64, 64), clearColor: .black)
                list.append(Quad(content: .color(.white), frame: Rect(0, 0, 32, 64), opacity: 0.5))
                var dimmed = Quad(content: .color(.white), frame: Rect(32, 0, 32, 64))
                dimmed.dim = 0.4
                list.append(dimmed)
                try stack.renderer.draw(list, to: .screen)
                let img = try stack.renderer.readScreen()
                #expect(abs(Int(img.pixel(10, 10).r) - 128) <= 1)
                #expect(abs(Int(img.pixel(40, 10).r) - 153) <= 1)
                #expect(img.pixel(40, 10).a == 255)
            }
        }

        @Test("Clip rectangles cut quads; z order beats list order")
        func clipAndOrder() throws {
            try withGL { stack in
                var list = DrawList(size: Size(64, 64), clearColor: .black)
                var green = Quad(content: .color(.green), frame: Rect(0, 0, 64, 64), zIndex: 2)
                green.clip = Rect(16, 16, 16, 16)
                list.append(green)
                list.append(Quad(content: .color(.red), frame: Rect(0, 0, 64, 64), zIndex: 1))
                try stack.renderer.draw(list, to: .screen)
                let img = try stack.renderer.readScreen()
                #expect(img.pixel(20, 20) == (0, 255, 0, 255))
                #expect(img.pixel(40, 40) == (255, 0, 0, 255))
                #expect(img.pixel(15, 20) == (255, 0, 0, 255))
            }
        }

        @Test("A quad in perspective lands where Transform3D.project says")
        func perspectiveMatchesCore() throws {
            try withGL(size: Size(200, 100)) { stack in
                let size = Size(200, 100)
                // Rotate 50° about the vertical axis through the centre, seen from 1000 pt.
                let m = Transform3D.layerToParent(size: size, position: Point(100, 50),
                                                  transform: Transform3D.rotation(50 * .pi / 180, 0, 1, 0))
                    .concatenating(.sublayer(.perspective(eyeDistance: 1000), anchor: Point(100, 50)))
                var list = DrawList(size: size, clearColor: .black)
                list.append(Quad(content: .color(.white), size: size, transform: m))
                try stack.renderer.draw(list, to: .screen)
                let img = try stack.renderer.readScreen()
                let q = Quad(content: .color(.white), size: size, transform: m)
                let c = q.projectedCorners
                // Inside, just within each vertical edge at mid-height; outside, just beyond it.
                let leftX = Int(c[0].x.rounded(.up)) + 1, rightX = Int(c[1].x.rounded(.down)) - 2
                #expect(img.pixel(leftX, 50).r == 255)
                #expect(img.pixel(rightX, 50).r == 255)
                #expect(img.pixel(Int(c[0].x) - 2, 50).r == 0)
                #expect(img.pixel(Int(c[1].x) + 2, 50).r == 0)
                // The nearer edge is taller than the farther one.
                #expect(abs(c[3].y - c[0].y) != abs(c[2].y - c[1].y))
                assertSnapshot(of: img, as: .image, named: "perspective-quad",
                               tolerance: SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.001,
                                                            because: "pixels along the slanted edges fall in or out with the rasteriser's sub-pixel rounding"))
            }
        }

        @Test("Snapshots render once per version")
        func snapshotCaching() throws {
            try withGL { stack in
                let view = View(frame: Rect(0, 0, 32, 32))
                view.backgroundColor = .blue
                @MainActor func frame() -> DrawList {
                    var list = DrawList(size: Size(64, 64))
                    list.snapshots = [SnapshotRequest(id: SnapshotID(1), version: view.revision, size: view.bounds.size,
                                                      contents: view.snapshotContents())]
                    list.append(Quad(content: .snapshot(SnapshotID(1)), frame: Rect(16, 16, 32, 32)))
                    return list
                }
                try stack.renderer.draw(frame(), to: .screen)
                try stack.renderer.draw(frame(), to: .screen)
                #expect(stack.renderer.snapshotRenders == 1)
                #expect(try stack.renderer.readScreen().pixel(20, 20) == (0, 0, 255, 255))
                view.backgroundColor = .green
                try stack.renderer.draw(frame(), to: .screen)
                #expect(stack.renderer.snapshotRenders == 2)
                // Snapshot textures are bottom-up; the quad must show them upright.
                #expect(try stack.renderer.readScreen().pixel(20, 20) == (0, 255, 0, 255))
            }
        }

        @Test("A view tree with text, images, a pattern and rounded corners")
        func viewTreeGolden() throws {
            try withGL(size: Size(480, 320)) { stack in
                let scene = TestScene(size: Size(480, 320), assets: stack.assets)
                try stack.renderer.draw(scene.frame(), to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "test-scene-480x320",
                               tolerance: SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.001,
                                                            because: "text (FreeType), scaled images and rounded corners have antialiased edges that round a level or two apart between library versions"))
            }
        }

        @Test("A missing image draws nothing and is reported once, as a nil UIImage(named:) (never an error or a crash)")
        func missingImage() throws {
            try withGL(size: Size(64, 64)) { stack in
                var heard: [(String, ImageError)] = []
                stack.renderer.onMissingImage = { path, error in heard.append((path, error)) }
                var list = DrawList(size: Size(64, 64), clearColor: .black)
                list.append(Quad(content: .image("/nonexistent/picture.png"), size: Size(64, 64)))
                for _ in 0..<2 { try stack.renderer.draw(list, to: .screen) }
                #expect(heard.map(\.0) == ["/nonexistent/picture.png"])
                #expect(heard.first?.1 == ImageError.notFound(path: "/nonexistent/picture.png"))
                let screen = try stack.renderer.readScreen()
                #expect(screen == PixelBuffer(width: screen.width, height: screen.height, fill: .black),
                        "the missing image drew something over the black background")
            }
        }

        @Test("A shader that does not compile reports the line in its own file")
        func shaderCompileError() throws {
            try withGL { stack in
                let bad = """
                uniform float amount; // = 0.5
                vec4 transition(vec2 uv) {
                  return mix(getFromColor(uv), getToColor(uv), progress) * undefinedThing;
                }
                """
                stack.renderer.shaderSources = { name in
                    name == "bad" ? ShaderTransitionSource(name: "bad", glsl: bad, defaults: [:]) : nil
                }
                do {
                    try stack.renderer.shaderProgramCheck("bad")
                    Issue.record("expected a compile error")
                } catch RenderError.shader(let e) {
                    #expect(e.line == 3)
                    #expect(e.message.contains("undefinedThing"))
                }
                #expect(throws: RenderError.self) { try stack.renderer.shaderProgramCheck("nothing") }
            }
        }
    }
}
