import Foundation
import SegueKit
import SegueTestSupport
import SegueDemo
import Testing

extension GLTests {
    /// Text drawn by the renderer through the text engine: golden images of every script,
    /// wrapped and truncated in each mode, and textures rasterised once, never per frame.
    @MainActor
    @Suite("Text rendering")
    struct TextRenderingTests {
        /// Antialiased glyph edges may round a level or two apart between FreeType, cairo and
        /// Mesa versions.
        static let tolerance = SnapshotTolerance(maxChannelDelta: 2, maxFractionOver: 0.002,
                                                 because: "glyph edges are antialiased by FreeType and cairo and sampled by Mesa")

        /// A script's sample texts: a short one, and one long enough to wrap and truncate.
        struct Sample: CustomStringConvertible, Sendable {
            var name: String
            var short: String
            var long: String
            var description: String { name }
        }

        nonisolated static let samples = [
            Sample(name: "latin", short: "Present · Button · Ünïcödé",
                   long: "The quick brown fox jumps over the lazy dog while seven tired wizards pack boxes"),
            Sample(name: "cjk", short: "日本語 中文 한국어",
                   long: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。我们的标签可以换行。한국어 문장도 줄을 바꿉니다."),
            Sample(name: "arabic-hebrew", short: "مرحبا 123 abc · שלום 42 OK",
                   long: "النص العربي مع English words و 2024 أرقام، ועברית עם 3.14 מספרים ו־Latin באמצע."),
            Sample(name: "devanagari", short: "नमस्ते दुनिया",
                   long: "यह एक लंबा वाक्य है जो कई पंक्तियों में लपेटा जाता है और अंत में काटा जाता है।"),
            Sample(name: "thai", short: "สวัสดีชาวโลก",
                   long: "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ การตัดบรรทัดจึงต้องใช้พจนานุกรมเพื่อหาขอบเขตของคำ"),
            Sample(name: "emoji", short: "Emoji 😀🎉👍🏽❤️",
                   long: "Colour emoji 😀 in a line 🎉 that wraps 👍🏽 and is cut 🚀 with flags 🇯🇵🇫🇷 and families 👨‍👩‍👧"),
        ]

        /// The specs of one golden: the short text on one line, then the long one wrapped by
        /// words and by characters, on two lines, and cut by each truncation mode and by clipping.
        static func specs(_ sample: Sample) -> [(String, TextSpec)] {
            func spec(_ text: String, width: Double = .infinity, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
                      alignment: TextAlignment = .natural) -> TextSpec {
                let style = ParagraphStyle(alignment: alignment, lineBreakMode: mode)
                return TextSpec(AttributedText(text, attributes: TextAttributes(font: .systemFont(ofSize: 15), paragraphStyle: style)),
                                maxWidth: width, numberOfLines: lines)
            }
            return [
                ("one line", spec(sample.short)),
                ("word wrap", spec(sample.long, width: 220)),
                ("char wrap, 2 lines", spec(sample.long, width: 220, lines: 2, mode: .byCharWrapping)),
                ("tail, 2 lines", spec(sample.long, width: 220, lines: 2, mode: .byTruncatingTail)),
                ("tail", spec(sample.long, width: 220, lines: 1, mode: .byTruncatingTail)),
                ("middle", spec(sample.long, width: 220, lines: 1, mode: .byTruncatingMiddle)),
                ("head", spec(sample.long, width: 220, lines: 1, mode: .byTruncatingHead)),
                ("clip", spec(sample.long, width: 220, lines: 1, mode: .byClipping)),
                ("centred", spec(sample.short, width: 220, lines: 1, alignment: .center)),
            ]
        }

        /// A draw list of `specs` down a white page, each on a pale box as wide as its width limit.
        static func page(_ specs: [(String, TextSpec)], engine: TextEngine) -> DrawList {
            var items: [Quad] = []
            var y = 6.0
            for (_, spec) in specs {
                let laid = engine.layout(spec)
                let box = Size(spec.maxWidth.isFinite ? spec.maxWidth : laid.size.width, laid.size.height)
                items.append(Quad(content: .color(Color(red: 0.9, green: 0.93, blue: 1)), frame: Rect(10, y, box.width, box.height)))
                items.append(Quad(content: .text(spec), size: box, transform: .translation(10, y), contentMode: .left))
                y += box.height + 6
            }
            var list = DrawList(size: Size(300, y), clearColor: .white)
            for q in items { list.append(q) }
            return list
        }

        @Test("Golden images of every script, wrapped and truncated in each mode", arguments: samples)
        func scripts(sample: Sample) throws {
            let engine = try TextEngine.shared()
            let list = Self.page(Self.specs(sample), engine: engine)
            try withGL(size: list.size) { stack in
                try stack.renderer.draw(list, to: .screen)
                assertSnapshot(of: try stack.renderer.readScreen(), as: .image, named: "text-\(sample.name)", tolerance: Self.tolerance)
            }
        }

        @Test("A steady frame rasterises no text: textures are made once per content, size and scale")
        func steadyFrame() throws {
            try withGL(size: Size(300, 400)) { stack in
                // Texts no other test draws, so the first frame must rasterise them.
                let marker = "steady \(getpid())"
                let list = Self.page(Self.specs(Sample(name: marker, short: marker, long: marker + " " + Self.samples[0].long)),
                                     engine: stack.renderer.text)
                let before = stack.renderer.text.counters.rasterizations
                try stack.renderer.draw(list, to: .screen)
                let first = stack.renderer.text.counters.rasterizations
                #expect(first - before == list.quads.count / 2)
                for _ in 0..<3 { try stack.renderer.draw(list, to: .screen) }
                #expect(stack.renderer.text.counters.rasterizations == first)
                // A view tree's labels and buttons, likewise: drawn once, then found.
                let scene = TestScene(size: Size(300, 400), assets: stack.assets)
                try stack.renderer.draw(scene.frame(), to: .screen)
                let drawn = stack.renderer.text.counters.rasterizations
                for _ in 0..<3 { try stack.renderer.draw(scene.frame(), to: .screen) }
                #expect(stack.renderer.text.counters.rasterizations == drawn)
                // Another scale is another texture.
                stack.renderer.scale = 2
                try stack.renderer.draw(list, to: .screen)
                #expect(stack.renderer.text.counters.rasterizations == drawn + list.quads.count / 2)
            }
        }
    }
}
