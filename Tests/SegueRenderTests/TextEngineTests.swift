import Foundation
import SegueAssets
import SegueCore
import SegueIO
import Testing

/// The text engine (Pango) measures what it draws, falls back between fonts, shapes, orders
/// bidirectional text and truncates as UIKit does. No GL: the engine's pixels are read directly.
@Suite("Text engine")
struct TextEngineTests {
    /// An engine of its own, so that the shared one's counters are only the renderer tests'.
    static let engine = try! TextEngine()

    static func spec(_ text: String, font: Font = .systemFont(ofSize: 17), width: Double = .infinity,
                     height: Double = .infinity, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail,
                     alignment: TextAlignment = .natural, color: Color = .black) -> TextSpec {
        let style = ParagraphStyle(alignment: alignment, lineBreakMode: mode)
        return TextSpec(AttributedText(text, attributes: TextAttributes(font: font, foregroundColor: color, paragraphStyle: style)),
                        maxWidth: width, maxHeight: height, numberOfLines: lines)
    }

    /// Texts of every script the set-up script installs fonts for.
    static let scripts = [
        "Present", "Button", "Hello, World!", "日本語のテキスト", "中文标签", "한국어 텍스트", "مرحبا بالعالم 123",
        "שלום עולם 42 OK", "नमस्ते दुनिया", "สวัสดีชาวโลก", "Emoji 😀🎉👍🏽", "Mixed English עברית ١٢٣ and 日本",
    ]

    /// The columns and rows that hold ink (any alpha) in `pixels`.
    static func inkBounds(_ pixels: PixelBuffer) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels.bytes[(y * pixels.width + x) * 4 + 3] > 8 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, maxX, minY, maxY)
    }

    @Test("Every script and colour emoji has a face: fontconfig's fallback leaves no boxes", arguments: scripts)
    func fallback(text: String) {
        #expect(Self.engine.missingGlyphs(in: Self.spec(text)) == 0, "\(text)")
    }

    @Test("A label sized to its measured width draws all its ink inside that width, untruncated, at every size and scale",
          arguments: scripts)
    func intrinsicWidthIsTheInk(text: String) throws {
        for size in [9.0, 12, 15, 17, 22.5, 34, 61] {
            for font in [Font.systemFont(ofSize: size), .systemFont(ofSize: size, weight: .bold), Font(name: "Helvetica-Oblique", size: size)] {
                let natural = Self.engine.layout(Self.spec(text, font: font))
                #expect(natural.lineCount == 1 && !natural.isTruncated)
                // The label is exactly as wide as it measures: nothing is cut or wrapped.
                let fitted = Self.spec(text, font: font, width: natural.size.width, lines: 1)
                let laid = Self.engine.layout(fitted)
                #expect(laid.size == natural.size && !laid.isTruncated, "\(text) at \(size)")
                // One point narrower, it is truncated: the measure is tight, not generous.
                #expect(Self.engine.layout(Self.spec(text, font: font, width: natural.size.width - 1, lines: 1)).isTruncated,
                        "\(text) at \(size) still fits a point narrower")
                for scale in [1.0, 2.0] {
                    let drawn = try #require(Self.engine.rasterize(fitted, scale: scale))
                    #expect(drawn.points == natural.size)
                    // Drawn with room to spare, the ink ends where the measure does: within
                    // the width (upright; an italic's overhang passes it, by up to a fifth of an
                    // em where a script's upright face is slanted), short of it by no more than
                    // a glyph's side bearing (a fifth of an em).
                    let roomy = Self.spec(text, font: font, width: natural.size.width + 40, lines: 1, alignment: .left)
                    let free = try #require(Self.engine.rasterize(roomy, scale: scale))
                    let ink = try #require(Self.inkBounds(free.pixels), "\(text) drew nothing")
                    let right = natural.size.width * scale, em = font.pointSize * scale
                    let overhang = font.isItalic ? 0.2 : 0.05
                    #expect(Double(ink.maxX) < right + em * overhang + 1 && Double(ink.maxX) > right - em * 0.2 - 1,
                            "\(text) at \(size)×\(scale): ink ends at \(ink.maxX), measured \(right)")
                    #expect(Double(ink.minX) < em * 0.2 + 1, "\(text) at \(size)×\(scale): ink starts at \(ink.minX)")
                }
            }
        }
    }

    @Test("Each truncation mode cuts a long line to the width with an ellipsis; clipping cuts without one")
    func truncationModes() throws {
        let text = "The quick brown fox jumps over the lazy dog while seven tired wizards pack boxes"
        let natural = Self.engine.layout(Self.spec(text)).size.width
        var drawings: [LineBreakMode: PixelBuffer] = [:]
        for mode in LineBreakMode.allCases {
            let laid = Self.engine.layout(Self.spec(text, width: 160, lines: 1, mode: mode))
            #expect(laid.lineCount == 1 && laid.isTruncated, "\(mode)")
            #expect(laid.size.width <= 160, "\(mode)")
            if mode.truncates || mode == .byClipping { #expect(laid.size.width > 100, "\(mode) keeps most of the line") }
            drawings[mode] = try #require(Self.engine.rasterize(Self.spec(text, width: 160, lines: 1, mode: mode), scale: 1)?.pixels)
        }
        #expect(natural > 160)
        // Head, middle and tail truncation keep different parts of the line.
        #expect(drawings[.byTruncatingHead] != drawings[.byTruncatingTail])
        #expect(drawings[.byTruncatingMiddle] != drawings[.byTruncatingTail])
        #expect(drawings[.byTruncatingMiddle] != drawings[.byTruncatingHead])
        #expect(drawings[.byClipping] != drawings[.byTruncatingTail])
    }

    @Test("numberOfLines: 0 is unlimited; a limit cuts the rest, the last line ellipsized when truncating")
    func numberOfLines() {
        let text = "The quick brown fox jumps over the lazy dog while seven tired wizards pack boxes of liquor jugs"
        let all = Self.engine.layout(Self.spec(text, width: 120, lines: 0, mode: .byWordWrapping))
        #expect(all.lineCount >= 5 && !all.isTruncated)
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail, .byTruncatingMiddle] {
            let two = Self.engine.layout(Self.spec(text, width: 120, lines: 2, mode: mode))
            #expect(two.lineCount == 2 && two.isTruncated, "\(mode)")
            #expect(two.size.height < all.size.height / 2, "\(mode)")
            #expect(two.lastBaseline > two.firstBaseline, "\(mode)")
        }
        // A height limit keeps the lines that fit wholly.
        let lineHeight = Self.engine.layout(Self.spec("x")).size.height
        let short = Self.engine.layout(Self.spec(text, width: 120, height: lineHeight * 3.5, lines: 0, mode: .byTruncatingTail))
        #expect(short.lineCount == 3 && short.isTruncated)
    }

    @Test("Natural alignment follows the paragraph's direction; left and right are physical")
    func alignment() throws {
        func ink(_ text: String, _ alignment: TextAlignment) throws -> (minX: Int, maxX: Int) {
            let drawn = try #require(Self.engine.rasterize(Self.spec(text, width: 300, lines: 1, alignment: alignment), scale: 1))
            let b = try #require(Self.inkBounds(drawn.pixels))
            return (b.minX, b.maxX)
        }
        let hebrew = "שלום עולם", english = "Hello world"
        #expect(try ink(hebrew, .natural).minX > 150, "Hebrew sits right")
        #expect(try ink(english, .natural).maxX < 150, "English sits left")
        #expect(try ink(hebrew, .left).maxX < 150)
        #expect(try ink(english, .right).minX > 150)
        let centre = try ink(hebrew, .center)
        #expect(abs((centre.minX + centre.maxX) / 2 - 150) < 8)
    }

    @Test("Justified lines fill the width, except the last")
    func justified() {
        let text = "The quick brown fox jumps over the lazy dog while seven tired wizards pack boxes"
        let plain = Self.engine.rasterize(Self.spec(text, width: 150, mode: .byWordWrapping, alignment: .natural), scale: 1)
        let justified = Self.engine.rasterize(Self.spec(text, width: 150, mode: .byWordWrapping, alignment: .justified), scale: 1)
        guard let plain, let justified else { Issue.record("nothing drawn"); return }
        // The first line reaches the right edge only when justified.
        func firstLineRight(_ p: PixelBuffer) -> Int {
            var right = 0
            for y in 0..<15 { for x in 0..<p.width where p.bytes[(y * p.width + x) * 4 + 3] > 8 { right = max(right, x) } }
            return right
        }
        #expect(firstLineRight(justified.pixels) >= 146)
        #expect(firstLineRight(plain.pixels) < firstLineRight(justified.pixels))
    }

    @Test("Arabic is shaped: letters join, and a zero-width non-joiner parts them")
    func arabicShaping() throws {
        let joined = try #require(Self.engine.rasterize(Self.spec("مرحبا"), scale: 2))
        let parted = try #require(Self.engine.rasterize(Self.spec("مرح\u{200C}با"), scale: 2))
        let isolated = try #require(Self.engine.rasterize(Self.spec("م ر ح ب ا"), scale: 2))
        #expect(joined.pixels != parted.pixels, "the non-joiner changed nothing")
        // Joined letters take less room than the same letters apart.
        #expect(joined.points.width < isolated.points.width * 0.7)
    }

    @Test("Colour emoji are drawn in colour")
    func colourEmoji() throws {
        let drawn = try #require(Self.engine.rasterize(Self.spec("😀"), scale: 2))
        var saturated = 0
        for i in stride(from: 0, to: drawn.pixels.bytes.count, by: 4) where drawn.pixels.bytes[i + 3] > 200 {
            let r = Int(drawn.pixels.bytes[i]), g = Int(drawn.pixels.bytes[i + 1]), b = Int(drawn.pixels.bytes[i + 2])
            if max(r, g, b) - min(r, g, b) > 100 { saturated += 1 }
        }
        #expect(saturated > 50, "the emoji is drawn in the text colour, not its own")
    }

    @Test("Attributed runs keep their own fonts and colours")
    func attributedRuns() throws {
        let red = TextAttributes(font: .boldSystemFont(ofSize: 20), foregroundColor: Color(red: 1, green: 0, blue: 0))
        let blue = TextAttributes(font: .systemFont(ofSize: 20), foregroundColor: Color(red: 0, green: 0, blue: 1), underlineStyle: .single, kern: 2)
        let text = AttributedText(runs: [TextRun("Red", attributes: red), TextRun("Blue", attributes: blue)])
        let drawn = try #require(Self.engine.rasterize(TextSpec(text), scale: 1))
        var reds = 0, blues = 0
        for i in stride(from: 0, to: drawn.pixels.bytes.count, by: 4) where drawn.pixels.bytes[i + 3] > 200 {
            if drawn.pixels.bytes[i] > 200 && drawn.pixels.bytes[i + 2] < 50 { reds += 1 }
            if drawn.pixels.bytes[i + 2] > 200 && drawn.pixels.bytes[i] < 50 { blues += 1 }
        }
        #expect(reds > 20 && blues > 20)
        // Kerning widens the run it is set on.
        let unkerned = AttributedText(runs: [TextRun("Red", attributes: red), TextRun("Blue", attributes: TextAttributes(font: .systemFont(ofSize: 20)))])
        #expect(Self.engine.layout(TextSpec(text)).size.width > Self.engine.layout(TextSpec(unkerned)).size.width + 6)
    }

    @Test("iOS fonts map to metric-close faces, weights and slants kept")
    func iOSFaces() {
        let e = Self.engine
        #expect(e.face(for: .systemFont(ofSize: 17)).family == "Inter")
        #expect(e.face(for: .systemFont(ofSize: 17, weight: .semibold)).weight == 600)
        #expect(e.face(for: .systemFont(ofSize: 17, weight: .ultraLight)).weight == 100)
        #expect(e.face(for: .italicSystemFont(ofSize: 17)).isItalic)
        #expect(e.face(for: Font(name: "Helvetica-Bold", size: 17)) == FontFace(family: "Liberation Sans", weight: 700, isItalic: false))
        #expect(e.face(for: Font(name: "HelveticaNeue-Light", size: 17)) == FontFace(family: "Liberation Sans", weight: 300, isItalic: false))
        #expect(e.face(for: Font(name: "ArialMT", size: 17)).family == "Liberation Sans")
        #expect(e.face(for: Font(name: "TimesNewRomanPS-ItalicMT", size: 17)) == FontFace(family: "Liberation Serif", weight: 400, isItalic: true))
        #expect(e.face(for: Font(name: "Courier", size: 17)).family == "Liberation Mono")
        #expect(e.face(for: Font(name: "Menlo-Regular", size: 17)).family == "DejaVu Sans Mono")
        #expect(e.face(for: Font(name: "Georgia", size: 17)).family == "Noto Serif")
        #expect(e.face(for: Font(name: "NoSuchFont-Bold", size: 17)) == FontFace(family: "Inter", weight: 700, isItalic: false))
        // Installed faces are used by their own names.
        #expect(e.face(for: Font(name: "Inter-SemiBold", size: 17)) == FontFace(family: "Inter", weight: 600, isItalic: false))
        #expect(e.face(for: Font(name: "DejaVu Serif", size: 17)).family == "DejaVu Serif")
        // Bold draws wider than regular, and Helvetica as wide as Arial (metric-compatible).
        let regular = e.layout(Self.spec("Present")).size.width
        #expect(e.layout(Self.spec("Present", font: .boldSystemFont(ofSize: 17))).size.width > regular)
    }

    /// A face no system has: a copy of the bundled DejaVu Sans Bold with its names changed to
    /// `postScript` and `family`, each as long as DejaVu's, so the name table's offsets stay right.
    func renamedFace(postScript: String, family: String) throws -> Data {
        let source = URL(fileURLWithPath: assetsFolder).appendingPathComponent("fonts/DejaVuSans-Bold.ttf")
        var bytes = [UInt8](try Data(contentsOf: source))
        func replace(_ a: [UInt8], _ b: [UInt8]) {
            var i = 0
            while i + a.count <= bytes.count {
                if Array(bytes[i..<(i + a.count)]) == a { bytes.replaceSubrange(i..<(i + a.count), with: b); i += a.count } else { i += 1 }
            }
        }
        func utf16(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        for (old, new) in [("DejaVuSans-Bold", postScript), ("DejaVu Sans", family)] {
            precondition(old.utf8.count == new.utf8.count)
            replace(Array(old.utf8), Array(new.utf8))
            replace(utf16(old), utf16(new))
        }
        return Data(bytes)
    }

    @Test("Fonts shipped beside a storyboard are found by their PostScript names")
    func shippedFonts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try renamedFace(postScript: "SegueTesta-Bold", family: "Segue Testa").write(to: folder.appendingPathComponent("fonts/Shipped.ttf"))
        let engine = try TextEngine()
        let font = Font(name: "SegueTesta-Bold", size: 17)
        #expect(engine.face(for: font).family == "Inter", "found before it was shipped")
        engine.addFonts(besideStoryboard: folder.appendingPathComponent("app.storyboard").path)
        #expect(engine.face(for: font) == FontFace(family: "Segue Testa", weight: 700, isItalic: false))
    }

    @Test("An Interface Builder document in an Xcode project gets the project's fonts, wherever they lie; a YAML storyboard there does not")
    func projectFonts() throws {
        // As ChatSecure ships its icon fonts two folders above its storyboards.
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("segue-project-fonts-\(getpid())")
        let documents = project.appendingPathComponent("Resources/Interface/Base.lproj")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try renamedFace(postScript: "SegueTestb-Bold", family: "Segue Testb").write(to: project.appendingPathComponent("Resources/Icons.TTF"))
        let font = Font(name: "SegueTestb-Bold", size: 17)
        let yaml = try TextEngine()
        yaml.addFonts(besideStoryboard: documents.appendingPathComponent("app.yaml").path)
        #expect(yaml.face(for: font).family == "Inter")
        let engine = try TextEngine()
        engine.addFonts(besideStoryboard: documents.appendingPathComponent("Main.storyboard").path)
        #expect(engine.face(for: font) == FontFace(family: "Segue Testb", weight: 700, isItalic: false))
        let root = try #require(InterfaceBuilderReader.projectFolder(ofDocument: documents.appendingPathComponent("Main.storyboard").path,
                                                                     files: LocalFiles()))
        #expect(InterfaceBuilderReader.fontFiles(inProject: root, files: LocalFiles()).map { PathName($0).lastComponent.argument } == ["Icons.TTF"])
    }

    @Test("Equal specs share one layout: measuring again makes none")
    func oneLayout() {
        let engine = try! TextEngine()
        let s = Self.spec("A label measured twice, then drawn", width: 200, lines: 0)
        _ = engine.layout(s)
        _ = engine.layout(s)
        _ = engine.rasterize(s, scale: 2)
        #expect(engine.counters.layouts == 1 && engine.counters.rasterizations == 1)
    }
}
