import CPango
import CPoppler
import CRsvg
import SegueCore

/// A cairo image surface drawn into and read back as straight-alpha RGBA: how the text engine
/// rasterises a Pango layout and how vector images rasterise a PDF page or an SVG.
///
/// cairo's declarations reach this module through three C modules (Pango's, Poppler's and
/// librsvg's headers all include `cairo.h`), and in a whole-module build (`-c release`) any of
/// the three may be the one that owns them: a file naming cairo's constants with only one of
/// them imported compiles in a debug build and not in a release one. So the cairo surface is
/// made here, where all three are imported, and nowhere else.
enum CairoRaster {
    /// A `width × height` ARGB surface that `paint` draws into (returning why it failed, or
    /// nil), converted to straight-alpha RGBA; or why there is none.
    static func draw(width: Int, height: Int, _ paint: (OpaquePointer) -> String?) -> Result<PixelBuffer, ImageHeader.ImageHeaderError> {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return .failure(ImageHeader.ImageHeaderError("no memory for a \(width) × \(height) raster"))
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            return .failure(ImageHeader.ImageHeaderError("no memory for a \(width) × \(height) raster"))
        }
        let failure = paint(cr)
        cairo_destroy(cr)
        if let failure { return .failure(ImageHeader.ImageHeaderError(failure)) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return .failure(ImageHeader.ImageHeaderError("the raster has no pixels"))
        }
        // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel (B, G, R, A
        // bytes on little-endian machines); PixelBuffer is straight RGBA bytes.
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    let a = p >> 24
                    guard a > 0 else { continue }
                    let i = (y * width + x) * 4
                    func straight(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
                    out[i] = straight((p >> 16) & 0xFF)
                    out[i + 1] = straight((p >> 8) & 0xFF)
                    out[i + 2] = straight(p & 0xFF)
                    out[i + 3] = UInt8(a)
                }
            }
        }
        return .success(PixelBuffer(width: width, height: height, bytes: bytes))
    }
}
