import Foundation
import SegueTestSupport
import SegueKit
import Testing

/// Image loading under mutated files (issue 7, item 4): `PixelBuffer.load` never crashes or
/// hangs on a damaged image, and a file it cannot use is an `ImageError` saying why. Mutants
/// start from the PNGs in Assets/images; one in three has its chunk checksums repaired after
/// the damage, so the decoder gets past the checksums and meets the damage itself.
@MainActor
@Suite struct ImageFuzzTests {
    static func seeds() throws -> [[UInt8]] {
        let folder = assetsFolder + "/images"
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }.sorted()
        return try files.map { Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
    }

    @Test("The seeds load")
    func seedsLoad() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 8)
        let folder = try temporaryFolder("seeds")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (i, s) in seeds.enumerated() {
            let path = folder + "/\(i).png"
            try Data(s).write(to: URL(fileURLWithPath: path))
            let image = try PixelBuffer.load(path)
            #expect(image.width > 0 && image.height > 0)
        }
    }

    @Test("1,000 mutated images: no crash, no hang, a clear error")
    func mutatedImages() throws {
        let seeds = try Self.seeds()
        let folder = try temporaryFolder("images")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = FuzzHarness.run("image", seeds: FuzzConfig.seeds("image", count: FuzzConfig.iterations(1_000))) { seed in
            Self.check(seed: seed, seeds: seeds, folder: folder)
        }
        print(report)
        #expect(report.cases > 0)
        for p in report.problems { Issue.record(Comment(rawValue: p)) }
    }

    static func check(seed: UInt64, seeds: [[UInt8]], folder: String) -> String? {
        var rng = SplitMix64(seed: seed)
        var bytes = FuzzMutator.mutateBytes(rng.pick(seeds), donors: seeds, maxSteps: 4, rng: &rng)
        if rng.below(3) == 0 { PNGChunks.repairChecksums(&bytes) }
        let path = folder + "/\(seed).png"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "cannot write \(path)" }
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let image = try PixelBuffer.load(path)
            if image.width <= 0 || image.height <= 0 || image.bytes.count != image.width * image.height * 4 {
                return "loaded an image of \(image.width)×\(image.height) with \(image.bytes.count) bytes"
            }
            return nil
        } catch let e as ImageError {
            guard case .unreadable(_, let reason) = e else { return "unexpected error \(e)" }
            return reason.trimmingCharacters(in: .whitespaces).isEmpty ? "an error without a reason: \(e)" : nil
        } catch {
            return "threw \(type(of: error)), not an ImageError: \(error)"
        }
    }

    @Test("Regression: a PNG claiming a huge size is refused before anything is allocated")
    func hugeDimensions() throws {
        let folder = try temporaryFolder("huge")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var png = try Self.seeds()[0]
        // IHDR's width and height (bytes 16..<24), checksum repaired: a well-formed header.
        for (w, h) in [(UInt32(0x7FFF_FFFF), UInt32(1)), (60_000, 60_000), (1, 0xFFFF_FFFF), (0, 10)] {
            for k in 0..<4 {
                png[16 + k] = UInt8(truncatingIfNeeded: w >> (24 - 8 * UInt32(k)))
                png[20 + k] = UInt8(truncatingIfNeeded: h >> (24 - 8 * UInt32(k)))
            }
            PNGChunks.repairChecksums(&png)
            let path = folder + "/\(w)x\(h).png"
            try Data(png).write(to: URL(fileURLWithPath: path))
            let start = Date()
            #expect(throws: ImageError.self) { try PixelBuffer.load(path) }
            #expect(Date().timeIntervalSince(start) < 1)
        }
    }

    @Test("Headers: each format's size is read; damaged, unknown and oversized ones are refused")
    func headers() throws {
        let png = try Self.seeds()[0]
        #expect(try ImageHeader.read(png).get().format == .png)
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0x01, 0x2C, 0x02, 0x80, 3, 0, 0, 0]
        #expect(try ImageHeader.read(jpeg).get() == ImageHeader(format: .jpeg, width: 640, height: 300))
        let gif = Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02, 0, 0, 0]
        #expect(try ImageHeader.read(gif).get() == ImageHeader(format: .gif, width: 800, height: 600))
        var bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 24)
        bmp[14] = 40; bmp[18] = 10; bmp[22] = 0xF6; bmp[23] = 0xFF; bmp[24] = 0xFF; bmp[25] = 0xFF  // 10 × -10 (top-down)
        #expect(try ImageHeader.read(bmp).get() == ImageHeader(format: .bmp, width: 10, height: 10))
        for bad in [[], Array("hello".utf8), Array(png.prefix(20)), [0xFF, 0xD8, 0xFF, 0xDA, 0, 2],
                    [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 0, 0, 10, 3], Array("GIF87a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0]] {
            guard case .failure(let e) = ImageHeader.read(bad) else { Issue.record("accepted \(bad)"); continue }
            #expect(!e.reason.isEmpty)
        }
    }

    @Test("A file's header gives the size the decoder gives (an image flight's aspect ratio); no file, no size")
    func headerOfAFile() throws {
        let folder = assetsFolder + "/images/photos"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        #expect(!names.isEmpty)
        for name in names {
            let image = try PixelBuffer.load(folder + "/" + name)
            #expect(ImageHeader.read(file: folder + "/" + name)?.size == Size(Double(image.width), Double(image.height)))
        }
        #expect(ImageHeader.read(file: folder + "/missing.png") == nil)
        #expect(ImageHeader.read(file: folder) == nil)
    }

    func temporaryFolder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fuzz-\(name)-\(getpid())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// PNG chunk walking for the fuzzer: recomputes each chunk's CRC-32 over its type and data.
@MainActor
enum PNGChunks {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// Rewrites the checksum of every complete chunk after the 8-byte signature.
    static func repairChecksums(_ b: inout [UInt8]) {
        var i = 8
        while i + 12 <= b.count {
            let length = Int(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
            let end = i + 8 + length
            guard length >= 0, end + 4 <= b.count else { return }
            let c = crc(b[(i + 4)..<end])
            for k in 0..<4 { b[end + k] = UInt8(truncatingIfNeeded: c >> (24 - 8 * UInt32(k))) }
            i = end + 4
        }
    }
}
