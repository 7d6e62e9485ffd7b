import CPoppler
import CRsvg
import Foundation
import SegueCore

/// Vector images (the PDF and SVG files an asset catalogue may hold): their size in points and
/// their pixels at a given size, rasterised through cairo by Poppler (a PDF's first page) and
/// librsvg (an SVG document).
///
/// Xcode turns a vector image set into bitmaps at build time, at the size the vector declares:
/// a PDF page's size in PostScript points (1/72 in) is that many UIKit points, and an SVG's
/// width and height in CSS pixels are points too. `ImageHeader` gives a vector the raster size
/// of `rasterScale` pixels per point, so the texture stays sharp when a view draws the image
/// larger than its own size.
enum VectorImage {
    /// Pixels per point of the raster: three, the densest screen scale UIKit has, and more for
    /// small icons so that their longer side has at least `minimumRasterSide` pixels.
    static func rasterScale(forPoints size: Size) -> Double {
        let longer = max(size.width, size.height)
        guard longer > 0 else { return 3 }
        return max(3, minimumRasterSide / longer)
    }

    /// The fewest pixels the longer side of a vector's raster has.
    static let minimumRasterSide = 256.0

    /// The size in points a vector file declares: a PDF's first page (its crop box, turned by
    /// its rotation), an SVG's `width` and `height` (CSS units, at 96 px to the inch), else its
    /// `viewBox`'s. An error says why there is none.
    static func pointSize(_ bytes: [UInt8], format: ImageHeader.Format) -> Result<Size, ImageHeader.ImageHeaderError> {
        switch format {
        case .pdf:
            return withPDFPage(bytes) { page in
                var w = 0.0, h = 0.0
                poppler_page_get_size(page, &w, &h)
                return .success(Size(w, h))
            }
        case .svg:
            return withSVG(bytes) { handle in .success(svgSize(handle)) }
        default:
            return .failure(ImageHeader.ImageHeaderError("not a vector image"))
        }
    }

    /// The file drawn into `width × height` pixels (its whole page or document stretched to
    /// them), as straight-alpha RGBA.
    static func rasterise(_ bytes: [UInt8], format: ImageHeader.Format, width: Int, height: Int) throws(ImageHeader.ImageHeaderError) -> PixelBuffer {
        let result: Result<PixelBuffer, ImageHeader.ImageHeaderError>
        switch format {
        case .pdf:
            result = withPDFPage(bytes) { page in
                var w = 0.0, h = 0.0
                poppler_page_get_size(page, &w, &h)
                return CairoRaster.draw(width: width, height: height) { cr in
                    cairo_scale(cr, Double(width) / max(w, 1e-9), Double(height) / max(h, 1e-9))
                    poppler_page_render(page, cr)
                    return nil
                }
            }
        case .svg:
            result = withSVG(bytes) { handle in
                CairoRaster.draw(width: width, height: height) { cr in
                    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
                    var error: UnsafeMutablePointer<GError>?
                    guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
                        return "librsvg could not draw it: " + message(error)
                    }
                    return nil
                }
            }
        default:
            result = .failure(ImageHeader.ImageHeaderError("not a vector image"))
        }
        return try result.get()
    }

    // MARK: - Poppler and librsvg

    /// Calls `body` with the first page of the PDF in `bytes`, holding the text stack's lock
    /// (Poppler draws a PDF's text with FreeType faces cairo shares with the text engine).
    private static func withPDFPage<T>(_ bytes: [UInt8], _ body: (OpaquePointer) -> Result<T, ImageHeader.ImageHeaderError>) -> Result<T, ImageHeader.ImageHeaderError> {
        TextEngine.textStackLock.withLock { pdfPage(bytes, body) }
    }

    private static func pdfPage<T>(_ bytes: [UInt8], _ body: (OpaquePointer) -> Result<T, ImageHeader.ImageHeaderError>) -> Result<T, ImageHeader.ImageHeaderError> {
        guard let data = bytes.withUnsafeBytes({ g_bytes_new($0.baseAddress, gsize(UInt($0.count))) }) else {
            return .failure(ImageHeader.ImageHeaderError("a PDF that could not be read"))
        }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else {
            return .failure(ImageHeader.ImageHeaderError("a PDF that Poppler cannot open: " + message(error)))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            return .failure(ImageHeader.ImageHeaderError("a PDF without a page"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return body(page)
    }

    /// Calls `body` with a librsvg handle of the SVG in `bytes`, at 96 px to the inch, holding
    /// the text stack's lock (librsvg lays its text out with Pango).
    private static func withSVG<T>(_ bytes: [UInt8], _ body: (UnsafeMutablePointer<RsvgHandle>) -> Result<T, ImageHeader.ImageHeaderError>) -> Result<T, ImageHeader.ImageHeaderError> {
        TextEngine.textStackLock.withLock { svg(bytes, body) }
    }

    private static func svg<T>(_ bytes: [UInt8], _ body: (UnsafeMutablePointer<RsvgHandle>) -> Result<T, ImageHeader.ImageHeaderError>) -> Result<T, ImageHeader.ImageHeaderError> {
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize(UInt($0.count)), &error) }
        guard let handle else {
            return .failure(ImageHeader.ImageHeaderError("an SVG that librsvg cannot read: " + message(error)))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        rsvg_handle_set_dpi(handle, 96)
        return body(handle)
    }

    /// An SVG's declared size in CSS pixels; its `viewBox`'s when the width or height is not an
    /// absolute length (a percentage, or none).
    private static func svgSize(_ handle: UnsafeMutablePointer<RsvgHandle>) -> Size {
        var w = 0.0, h = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) != 0, w > 0, h > 0 { return Size(w, h) }
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var width = RsvgLength(), height = RsvgLength(), box = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &box)
        if hasViewBox != 0, box.width > 0, box.height > 0 { return Size(box.width, box.height) }
        return .zero
    }


    /// A GLib error's message (freeing it), or "no reason given".
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }
}
