import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// PDF and SVG images (an asset catalogue's vector image sets): the size each declares, in
/// points, becomes a raster of `VectorImage.rasterScale` pixels a point; the pixels are where
/// the file draws them; a damaged file is an `ImageError` that says why, never a crash.
@MainActor
@Suite struct VectorImageTests {
    /// A one-page PDF of `width × height` points whose page draws `content` (PDF operators,
    /// y up), with a correct cross-reference table; `extra` goes into the page dictionary.
    static func pdf(_ width: Double, _ height: Double, _ content: String, extra: String = "") -> [UInt8] {
        let stream = Array(content.utf8)
        let objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R >>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] \(extra) /Contents 4 0 R /Resources << >> >>".utf8),
            Array("<< /Length \(stream.count) >>\nstream\n".utf8) + stream + Array("\nendstream".utf8),
        ]
        var out = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (i, o) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(i + 1) 0 obj\n".utf8) + o + Array("\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for o in offsets { out += Array(String(format: "%010d 00000 n \n", o).utf8) }
        out += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    static func svg(_ attributes: String, _ body: String = "") -> [UInt8] {
        Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>\n".utf8)
    }

    func load(_ bytes: [UInt8], _ name: String) throws -> PixelBuffer {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-vector-\(getpid())-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(ImageHeader.read(file: path).map { Size(Double($0.width), Double($0.height)) } != nil)
        return try PixelBuffer.load(path)
    }

    @Test("A PDF page's size in points, turned by its rotation, at 3 pixels a point or 256 on the longer side, at most 4096")
    func pdfSizes() throws {
        #expect(try ImageHeader.read(Self.pdf(20, 10, "")).get() == ImageHeader(format: .pdf, width: 256, height: 128))
        #expect(try ImageHeader.read(Self.pdf(20, 10, "", extra: "/Rotate 90")).get() == ImageHeader(format: .pdf, width: 128, height: 256))
        #expect(try ImageHeader.read(Self.pdf(300, 200, "")).get() == ImageHeader(format: .pdf, width: 900, height: 600))
        #expect(try ImageHeader.read(Self.pdf(2000, 1000, "")).get() == ImageHeader(format: .pdf, width: 4096, height: 2048))
        // A header a little way into the file, as PDF readers allow.
        #expect(try ImageHeader.read(Array("junk\n".utf8) + Self.pdf(20, 10, "")).get().format == .pdf)
    }

    @Test("An SVG's width and height (CSS units at 96 px an inch), else its viewBox")
    func svgSizes() throws {
        #expect(try ImageHeader.read(Self.svg("width=\"48\" height=\"24\"")).get() == ImageHeader(format: .svg, width: 256, height: 128))
        #expect(try ImageHeader.read(Self.svg("width=\"100px\" height=\"200px\"")).get() == ImageHeader(format: .svg, width: 300, height: 600))
        #expect(try ImageHeader.read(Self.svg("width=\"1in\" height=\"0.5in\"")).get() == ImageHeader(format: .svg, width: 288, height: 144))
        #expect(try ImageHeader.read(Self.svg("viewBox=\"0 0 30 10\"")).get() == ImageHeader(format: .svg, width: 256, height: 85))
        #expect(try ImageHeader.read(Self.svg("width=\"100%\" height=\"100%\" viewBox=\"0 0 200 100\"")).get()
                == ImageHeader(format: .svg, width: 600, height: 300))
        // With a byte-order mark; without an XML declaration, after white space or a comment.
        let marked = [0xEF, 0xBB, 0xBF] + Self.svg("width=\"10\" height=\"10\"")
        #expect(try ImageHeader.read(Array(" \n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"/>".utf8)).get().format == .svg)
        #expect(try ImageHeader.read(Array("<!-- icon -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"/>".utf8)).get().format == .svg)
        #expect(try ImageHeader.read(marked).get().format == .svg)
    }

    @Test("The pixels are where the file draws them: a PDF's left half, an SVG's colours from its style sheet")
    func pixels() throws {
        // Red over the left half of a 20 × 10 point page (PDF's y goes up).
        let half = try load(Self.pdf(20, 10, "1 0 0 rg 0 0 10 10 re f\n"), "half.pdf")
        #expect(half.width == 256 && half.height == 128)
        // 256 pixels for 20 points: an image shown at its own size covers 20 × 10 points.
        #expect(half.scale == 12.8)
        #expect(half.pixel(64, 64) == (255, 0, 0, 255))
        #expect(half.pixel(192, 64).a == 0)
        // A green square in the top-left quarter of a 10 × 10 point page: y up, so its top half.
        let quarter = try load(Self.pdf(10, 10, "0 0.5 0 rg 0 5 5 5 re f\n"), "quarter.pdf")
        let q = quarter.pixel(64, 64)
        #expect(q.r == 0 && abs(Int(q.g) - 128) <= 1 && q.b == 0 && q.a == 255)
        #expect(quarter.pixel(64, 192).a == 0)
        // An SVG whose fill comes from a CSS class, half transparent: straight alpha out.
        let styled = try load(Self.svg("width=\"20\" height=\"20\"",
                                       "<style>.dot { fill: #3366cc; fill-opacity: 0.5 }</style><rect class=\"dot\" x=\"0\" y=\"0\" width=\"10\" height=\"20\"/>"),
                              "styled.svg")
        let p = styled.pixel(64, 128)
        #expect(abs(Int(p.r) - 0x33) <= 2 && abs(Int(p.g) - 0x66) <= 2 && abs(Int(p.b) - 0xCC) <= 2 && abs(Int(p.a) - 128) <= 1)
        #expect(styled.pixel(192, 128).a == 0)
    }

    @Test("Damaged, sizeless and unreadable vector files are refused with a reason")
    func refused() throws {
        let bad: [[UInt8]] = [
            Array("%PDF-1.4\nnothing here".utf8),
            Self.pdf(0, 10, ""),
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"".utf8),
            Self.svg(""),
            Self.svg("width=\"0\" height=\"10\""),
        ]
        for bytes in bad {
            guard case .failure(let e) = ImageHeader.read(bytes) else {
                Issue.record("accepted \(String(decoding: bytes.prefix(80), as: UTF8.self))"); continue
            }
            #expect(!e.reason.isEmpty)
        }
        // XML that is not an SVG is not taken for one.
        guard case .failure(let html) = ImageHeader.read(Array("<html><body/></html>".utf8)) else { Issue.record("took HTML for an image"); return }
        #expect(html.reason.hasPrefix("not a PNG"))
    }

    @Test("300 mutated PDFs and SVGs: no crash, no hang, an image or a clear error")
    func mutated() throws {
        let seeds = [Self.pdf(24, 24, "0 0 0 rg 12 20 m 19 15 19 11 19 7 c 3 5 l h f\n0 0 1 RG 2 w 1 1 m 20 20 l S\n"),
                     Self.svg("width=\"24\" height=\"24\" viewBox=\"0 0 24 24\"",
                              "<style>.a{fill:#f80}</style><circle class=\"a\" cx=\"12\" cy=\"12\" r=\"6\"/><path d=\"M2 2 L22 22\" stroke=\"#000\"/>")]
        let folder = try ImageFuzzTests().temporaryFolder("vector")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = FuzzHarness.run("vector", seeds: FuzzConfig.seeds("vector", count: FuzzConfig.iterations(300))) { seed in
            ImageFuzzTests.check(seed: seed, seeds: seeds, folder: folder)
        }
        print(report)
        #expect(report.cases > 0)
        for p in report.problems { Issue.record(Comment(rawValue: p)) }
    }

    @Test("A raster file's scale comes from its name, as UIImage(named:) reads it")
    func fileScale() throws {
        let png = try ImageFuzzTests.seeds()[0]
        #expect(try load(png, "plain.png").scale == 1)
        #expect(try load(png, "icon@2x.png").scale == 2)
        #expect(try load(png, "icon@3x.png").scale == 3)
        #expect(try load(png, "mail@example.png").scale == 1)
    }
}
