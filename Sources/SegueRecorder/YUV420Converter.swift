import Foundation

/// RGBA8 frames to planar Y′CbCr 4:2:0 (ffmpeg's `yuv420p`), BT.709, limited range (Y′ 16…235,
/// Cb and Cr 16…240): what H.264 stores. The MP4 encoder converts on its writer thread, so the
/// conversion overlaps with rendering the next frame, ffmpeg gets 1.5 bytes a pixel instead
/// of 4 and converts nothing. Integer arithmetic (coefficients in 16-bit fixed point), which
/// costs a fraction of what the same conversion costs in a software-rasterised shader.
///
/// Chroma is the mean of each 2 × 2 block (centred siting). Alpha is ignored: frames are what
/// the screen shows, premultiplied over black. Width and height must be even.
public enum YUV420Converter {
    // Y′ = 16 + 219/255 · (0.2126 R + 0.7152 G + 0.0722 B), coefficients × 65536.
    static let yR = 11966, yG = 40254, yB = 4064
    // Cb = 128 + 224/255 · (−0.114572 R − 0.385428 G + 0.5 B); Cr = 128 + 224/255 · (0.5 R −
    // 0.454153 G − 0.045847 B); × 65536, each row summing to zero so that greys have no colour.
    static let uR = -6596, uG = -22189, uB = 28785
    static let vR = 28785, vG = -26145, vB = -2640

    /// The bytes of one `width × height` yuv420p frame.
    public static func byteCount(width: Int, height: Int) -> Int { width * height * 3 / 2 }

    /// Converts `rgba` (`width × height × 4` bytes, rows top to bottom) into `out`
    /// (`byteCount(width:height:)` bytes: the Y′ plane, then Cb, then Cr, each without padding).
    public static func convert(rgba: UnsafeRawBufferPointer, width: Int, height: Int, into out: UnsafeMutableRawBufferPointer) {
        precondition(width % 2 == 0 && height % 2 == 0, "yuv420p needs an even width and height")
        precondition(rgba.count >= width * height * 4 && out.count >= byteCount(width: width, height: height))
        let src = rgba.bindMemory(to: UInt8.self).baseAddress!
        let dst = out.bindMemory(to: UInt8.self).baseAddress!
        let half = width / 2
        let cb = dst + width * height, cr = cb + half * (height / 2)
        @inline(__always) func luma(_ p: UnsafePointer<UInt8>) -> UInt8 {
            UInt8(truncatingIfNeeded: (yR * Int(p[0]) + yG * Int(p[1]) + yB * Int(p[2]) + (16 << 16) + (1 << 15)) >> 16)
        }
        for row in stride(from: 0, to: height, by: 2) {
            let top = src + row * width * 4, bottom = top + width * 4
            let yTop = dst + row * width, yBottom = yTop + width
            let cbRow = cb + (row / 2) * half, crRow = cr + (row / 2) * half
            for x in 0..<half {
                let a = top + 8 * x, b = a + 4, c = bottom + 8 * x, d = c + 4
                yTop[2 * x] = luma(a); yTop[2 * x + 1] = luma(b)
                yBottom[2 * x] = luma(c); yBottom[2 * x + 1] = luma(d)
                let r = Int(a[0]) + Int(b[0]) + Int(c[0]) + Int(d[0])
                let g = Int(a[1]) + Int(b[1]) + Int(c[1]) + Int(d[1])
                let bl = Int(a[2]) + Int(b[2]) + Int(c[2]) + Int(d[2])
                // Sums of four: shift by 18 instead of 16.
                cbRow[x] = UInt8(truncatingIfNeeded: (uR * r + uG * g + uB * bl + (128 << 18) + (1 << 17)) >> 18)
                crRow[x] = UInt8(truncatingIfNeeded: (vR * r + vG * g + vB * bl + (128 << 18) + (1 << 17)) >> 18)
            }
        }
    }
}
