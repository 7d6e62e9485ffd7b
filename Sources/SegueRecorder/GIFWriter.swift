import Foundation
import SegueCore
import SegueIO

/// Writes an animated GIF itself, made for demos that rest most of the time:
///
/// - **Exact delays.** A GIF's frame delays are whole hundredths of a second, and players slow
///   down delays under 2/100 s, so the GIF shows the recording on a grid of `n` hundredths
///   (`FFmpegOptions.gifFrameRate`: 25 fps, `n` = 4, by default). Each grid slot shows the
///   recorded frame due at its time. When the recording's rate fits the grid (25, 50 or 100 fps
///   for the default) every frame lands exactly; otherwise the frames are resampled onto the
///   grid and the summary says so (`note`). The total always comes to the recording's length
///   rounded to a hundredth: the last frame gets what is left of it (at least 2/100 s).
/// - **Still stretches merged.** A frame identical to the one before it is not written again:
///   the frame before it lasts longer, so 6 still seconds are one frame of 600/100 s.
/// - **A palette per scene.** Frames are grouped into scenes: a frame in which more than half
///   the pixels change starts a new scene (a cut, or every frame of a full-window transition),
///   as does the 64th frame of a scene. Each scene gets its own 255 colours, chosen by median
///   cut over all its pixels, written as each frame's local colour table; no dithering, which
///   keeps the flat colours of an interface flat (and small).
/// - **Only what changed.** Each frame after the first holds the rectangle around the pixels
///   whose colour changed, with unchanged pixels inside it transparent.
///
/// Wider frames than `FFmpegOptions.gifMaxWidth` are scaled down (`FrameFitter`). Nothing
/// depends on time or threads: the same frames give the same bytes. The file is written under a
/// hidden name and renamed into place by `finish()` (`OutputFile`), then read back by ffprobe
/// where there is one.
public final class GIFWriter: FrameSink {
    /// The recording's frame width in pixels.
    public let width: Int
    /// The recording's frame height in pixels.
    public let height: Int
    /// The recording's frame rate.
    public let fps: Double
    /// Recorded frames appended so far (before merging and resampling).
    public private(set) var framesWritten = 0
    /// The GIF's size in bytes, once finished.
    public private(set) var bytesWritten: Int64 = 0
    /// Where the GIF goes.
    public let outputURL: URL
    /// The width and height of the GIF's frames (smaller than the recording's when it was wider
    /// than `FFmpegOptions.gifMaxWidth`).
    public let fileWidth: Int, fileHeight: Int
    /// Hundredths of a second between grid slots.
    public let slotHundredths: Int
    /// Frames written into the GIF so far (merged stills count once).
    public private(set) var gifFrames = 0
    /// Scenes (palettes) written so far.
    public private(set) var scenes = 0
    /// What the file holds as ffprobe reads it back (nil before `finish`, or without ffprobe).
    public private(set) var fileFacts: VideoFacts?
    /// Set when the recording's rate cannot be shown exactly in hundredths of a second.
    public let note: String?

    private let options: FFmpegOptions
    private var file: OutputFile?
    private let fitter: FrameFitter?
    private var scaled: [UInt8] = []
    /// The frame waiting for its delay to be known, and the slots it has so far.
    private var pending: [UInt8]?
    private var pendingSlots = 0
    /// The scene being gathered: its frames and their delays in hundredths.
    private var scene: [(pixels: [UInt8], delay: Int)] = []
    /// What a viewer shows now (RGB of the colours written), for the changed rectangle.
    private var canvas: [UInt8]
    private var hundredthsWritten = 0
    private var slotsFilled = 0

    /// A GIF of `width × height` frames recorded at `fps`, written to `url`.
    public init(url: URL, width: Int, height: Int, fps: Double, options: FFmpegOptions = FFmpegOptions()) throws {
        guard width > 0, height > 0 else { throw RecorderError.badFrameSize(width: width, height: height) }
        guard fps.isFinite, fps > 0 else { throw RecorderError.badFrameRate(fps) }
        self.width = width
        self.height = height
        self.fps = fps
        self.options = options
        outputURL = url.standardizedFileURL
        if width > options.gifMaxWidth {
            fileWidth = options.gifMaxWidth
            fileHeight = max(1, Int((Double(height) * Double(options.gifMaxWidth) / Double(width)).rounded()))
            fitter = FrameFitter(outputWidth: fileWidth, outputHeight: fileHeight)
        } else {
            (fileWidth, fileHeight, fitter) = (width, height, nil)
        }
        slotHundredths = Int((100 / options.gifFrameRate(forRecordingAt: fps)).rounded())
        let perSlot = fps * Double(slotHundredths) / 100
        note = abs(perSlot - perSlot.rounded()) < 1e-9 ? nil
            : "the GIF shows it at \(RecordingSummary.rate(100 / Double(slotHundredths))) fps (\(slotHundredths)/100 s a frame): \(RecordingSummary.rate(fps)) fps has no exact delay in hundredths of a second"
        canvas = [UInt8](repeating: 0, count: fileWidth * fileHeight * 3)
        do {
            try OutputFiles.prepareParent(of: outputURL)
            file = try OutputFile(path: outputURL.path)
        } catch let error as OutputFileError {
            throw RecorderError.outputUnwritable(path: outputURL.path, reason: error.reason)
        }
        try write(header())
    }

    deinit { cancel() }

    /// Adds one recorded frame: it fills the grid slots up to the next frame's time, or none
    /// (a frame between two slots is not shown), and is merged into the frame before when equal.
    public func append(rgba pixels: UnsafeRawBufferPointer) throws {
        guard file != nil else { throw RecorderError.notRecording }
        try checkFrame(byteCount: pixels.count)
        // The grid slots up to the next recorded frame's time show this frame.
        let i = framesWritten
        framesWritten += 1
        let due = GIFWriter.slot(atOrAfter: Double(framesWritten) / fps, slot: slotHundredths)
        let slots = due - slotsFilled
        guard slots > 0 else { return }
        slotsFilled = due
        var frame: [UInt8]
        if let fitter {
            if scaled.count != fileWidth * fileHeight * 4 { scaled = [UInt8](repeating: 0, count: fileWidth * fileHeight * 4) }
            scaled.withUnsafeMutableBytes { fitter.fit(pixels, width: width, height: height, bottomUp: false, into: $0) }
            frame = scaled
        } else {
            frame = [UInt8](pixels)
        }
        if i > 0, let p = pending, p == frame {
            pendingSlots += slots
            return
        }
        try flushPending(last: false)
        pending = frame
        pendingSlots = slots
    }

    /// The first slot whose time is `time` or later.
    static func slot(atOrAfter time: Double, slot: Int) -> Int {
        Int((time * 100 / Double(slot) - 1e-7).rounded(.up))
    }

    /// Moves the pending frame into the scene (a new scene first when it is a cut).
    private func flushPending(last: Bool) throws {
        guard let p = pending else { return }
        pending = nil
        var delay = pendingSlots * slotHundredths
        if last {
            // The total is the recording's length to the hundredth (the last frame at least 2/100 s,
            // the shortest delay players keep).
            let total = Int((Double(framesWritten) / fps * 100).rounded())
            delay = max(2, total - hundredthsWritten - scene.reduce(0) { $0 + $1.delay })
        }
        if let previous = scene.last?.pixels, scene.count >= 64 || GIFWriter.changedShare(previous, p) > 0.5 {
            try writeScene()
        }
        scene.append((p, delay))
        if last { try writeScene() }
    }

    /// The share of pixels that differ between two frames.
    static func changedShare(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var changed = 0
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let a = a.bindMemory(to: UInt32.self), b = b.bindMemory(to: UInt32.self)
                for i in 0..<min(a.count, b.count) where a[i] != b[i] { changed += 1 }
            }
        }
        return Double(changed) / Double(max(1, a.count / 4))
    }

    private func writeScene() throws {
        guard !scene.isEmpty else { return }
        var palette = GIFPalette(frames: scene.map(\.pixels))
        for (pixels, delay) in scene {
            try write(frameBytes(pixels, delay: delay, palette: &palette))
            hundredthsWritten += delay
            gifFrames += 1
        }
        scenes += 1
        scene.removeAll()
    }

    private func header() -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out += GIFWriter.le16(fileWidth) + GIFWriter.le16(fileHeight) + [0, 0, 0]
        // Loop for ever (the NETSCAPE2.0 application extension).
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        return out
    }

    private func frameBytes(_ pixels: [UInt8], delay: Int, palette: inout GIFPalette) -> [UInt8] {
        let (w, h) = (fileWidth, fileHeight)
        let first = gifFrames == 0
        // The colours this frame shows, and the rectangle where they differ from the canvas.
        var indices = [UInt8](repeating: 0, count: w * h)
        var (x0, y0, x1, y1) = (w, h, -1, -1)
        for y in 0..<h {
            for x in 0..<w {
                let p = (y * w + x) * 4
                let index = palette.index(pixels[p], pixels[p + 1], pixels[p + 2])
                indices[y * w + x] = index
                let c = palette.color(index), q = (y * w + x) * 3
                if first || canvas[q] != c.0 || canvas[q + 1] != c.1 || canvas[q + 2] != c.2 {
                    x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                }
            }
        }
        if x1 < 0 { (x0, y0, x1, y1) = (0, 0, 0, 0) }
        let (rw, rh) = (x1 - x0 + 1, y1 - y0 + 1)
        var rect = [UInt8](repeating: GIFPalette.transparent, count: rw * rh)
        for y in y0...y1 {
            for x in x0...x1 {
                let index = indices[y * w + x], c = palette.color(index), q = (y * w + x) * 3
                if !first && canvas[q] == c.0 && canvas[q + 1] == c.1 && canvas[q + 2] == c.2 { continue }
                rect[(y - y0) * rw + (x - x0)] = index
                (canvas[q], canvas[q + 1], canvas[q + 2]) = c
            }
        }
        var out: [UInt8] = []
        // Graphic control: leave the frame in place, transparent index, the delay.
        out += [0x21, 0xF9, 4, 0b0000_0101] + GIFWriter.le16(min(delay, 65535)) + [GIFPalette.transparent, 0]
        out += [0x2C] + GIFWriter.le16(x0) + GIFWriter.le16(y0) + GIFWriter.le16(rw) + GIFWriter.le16(rh) + [0x87]
        out += palette.table
        out.append(8)
        let data = GIFLZW.encode(rect)
        var i = 0
        while i < data.count {
            let n = min(255, data.count - i)
            out.append(UInt8(n))
            out += data[i..<(i + n)]
            i += n
        }
        out.append(0)
        return out
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let file else { throw RecorderError.notRecording }
        do { try file.write(bytes) } catch let error as OutputFileError {
            cancel()
            throw error.code == ENOSPC ? RecorderError.diskFull(path: outputURL.path)
                : RecorderError.writeFailed(path: outputURL.path, reason: error.reason)
        }
    }

    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }

    /// Writes the last scene and the trailer, checks the file (ffprobe where there is one) and
    /// renames it into place.
    public func finish() throws {
        guard let file else { throw RecorderError.notRecording }
        try flushPending(last: true)
        try write([0x3B])
        do {
            if case .replace = file.destination {
                fileFacts = try FFmpegOutputCheck.check(file.workPath, kind: .gif, options: options,
                                                        reportedAs: outputURL.path)
            }
            try InterruptSignals.check()
            bytesWritten = file.bytesWritten
            try file.commit()
        } catch let error as OutputFileError {
            cancel()
            throw RecorderError.writeFailed(path: outputURL.path, reason: error.reason)
        } catch {
            cancel()
            throw error
        }
        self.file = nil
    }

    /// Abandons the GIF: nothing is left under its name.
    public func cancel() {
        file?.discard()
        file = nil
    }
}

/// Up to 255 colours for a scene, chosen by median cut over its pixels (in bins of 6 bits a
/// channel, each colour the mean of the pixels in its box: a scene of at most 255 colours, each
/// in a bin of its own, keeps every colour exactly), and the nearest of them for any pixel.
struct GIFPalette {
    /// The index no colour has: transparent (unchanged) pixels.
    static let transparent: UInt8 = 255
    private(set) var colors: [(UInt8, UInt8, UInt8)] = []
    /// The colour table as written: 256 RGB entries.
    private(set) var table: [UInt8] = []
    private var lookup = [Int16](repeating: -1, count: GIFPalette.bins)
    private static let bins = 1 << 18

    init(frames: [[UInt8]]) {
        var count = [Int](repeating: 0, count: GIFPalette.bins)
        var sums = [Int](repeating: 0, count: GIFPalette.bins * 3)
        for frame in frames {
            var p = 0
            while p + 3 < frame.count {
                let (r, g, b) = (Int(frame[p]), Int(frame[p + 1]), Int(frame[p + 2]))
                let bin = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
                count[bin] += 1
                sums[bin * 3] += r; sums[bin * 3 + 1] += g; sums[bin * 3 + 2] += b
                p += 4
            }
        }
        let used = (0..<GIFPalette.bins).filter { count[$0] > 0 }
        var boxes: [(bins: [Int], pixels: Int)] = [(used, used.reduce(0) { $0 + count[$1] })]
        func channel(_ bin: Int, _ c: Int) -> Int { (bin >> (12 - 6 * c)) & 63 }
        func spread(_ box: [Int]) -> (range: Int, channel: Int) {
            var best = (0, 0)
            for c in 0..<3 {
                let values = box.map { channel($0, c) }
                let r = (values.max() ?? 0) - (values.min() ?? 0)
                if r > best.0 { best = (r, c) }
            }
            return best
        }
        while boxes.count < 255 {
            // Split the box with the most pixels among those that can be split, at its median.
            var pick = -1, most = 0
            for (i, box) in boxes.enumerated() where box.bins.count > 1 && box.pixels > most {
                (pick, most) = (i, box.pixels)
            }
            guard pick >= 0 else { break }
            let c = spread(boxes[pick].bins).channel
            let sorted = boxes[pick].bins.sorted { (channel($0, c), $0) < (channel($1, c), $1) }
            var seen = 0, cut = 1
            for (i, bin) in sorted.enumerated() {
                seen += count[bin]
                if seen * 2 >= most { cut = min(max(1, i + 1), sorted.count - 1); break }
            }
            let low = Array(sorted[..<cut]), lowPixels = low.reduce(0) { $0 + count[$1] }
            boxes[pick] = (low, lowPixels)
            boxes.append((Array(sorted[cut...]), most - lowPixels))
        }
        for (box, _) in boxes {
            let n = max(1, box.reduce(0) { $0 + count[$1] })
            let r = box.reduce(0) { $0 + sums[$1 * 3] }, g = box.reduce(0) { $0 + sums[$1 * 3 + 1] }
            let b = box.reduce(0) { $0 + sums[$1 * 3 + 2] }
            colors.append((UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n)))
        }
        if colors.isEmpty { colors = [(0, 0, 0)] }
        for c in colors { table += [c.0, c.1, c.2] }
        table += [UInt8](repeating: 0, count: 768 - table.count)
    }

    /// The colour at `index`.
    func color(_ index: UInt8) -> (UInt8, UInt8, UInt8) { colors[Int(index)] }

    /// The index of the colour nearest to (r, g, b), the same for every pixel of one bin.
    mutating func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let bin = Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
        if lookup[bin] >= 0 { return UInt8(lookup[bin]) }
        var best = 0, distance = Int.max
        for (i, c) in colors.enumerated() {
            let dr = Int(c.0) - Int(r), dg = Int(c.1) - Int(g), db = Int(c.2) - Int(b)
            let d = dr * dr * 3 + dg * dg * 4 + db * db * 2
            if d < distance { (best, distance) = (i, d) }
        }
        lookup[bin] = Int16(best)
        return UInt8(best)
    }
}

/// GIF's variable-length LZW, for 8-bit indices.
enum GIFLZW {
    static func encode(_ indices: [UInt8]) -> [UInt8] {
        let clear = 256, end = 257
        var out: [UInt8] = []
        out.reserveCapacity(indices.count / 2)
        var bits = 0, bitCount = 0, size = 9, next = 258
        var table = [Int32](repeating: -1, count: 4096 * 256)
        func emit(_ code: Int) {
            bits |= code << bitCount
            bitCount += size
            while bitCount >= 8 {
                out.append(UInt8(bits & 0xFF))
                bits >>= 8
                bitCount -= 8
            }
        }
        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            if bitCount > 0 { out.append(UInt8(bits & 0xFF)) }
            return out
        }
        for k in indices.dropFirst() {
            let key = prefix << 8 | Int(k)
            let code = table[key]
            if code >= 0 {
                prefix = Int(code)
                continue
            }
            emit(prefix)
            if next == 4096 {
                emit(clear)
                for i in table.indices { table[i] = -1 }
                next = 258
                size = 9
            } else {
                if next >= 1 << size { size += 1 }
                table[key] = Int32(next)
                next += 1
            }
            prefix = Int(k)
        }
        emit(prefix)
        emit(end)
        if bitCount > 0 { out.append(UInt8(bits & 0xFF)) }
        return out
    }
}
