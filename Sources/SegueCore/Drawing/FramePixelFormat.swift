import Foundation

/// How a rendered frame's pixels are laid out in memory when read back for recording.
public enum FramePixelFormat: String, Hashable, Sendable {
    /// 4 bytes a pixel (red, green, blue, alpha), rows top to bottom.
    case rgba
    /// Planar Y′CbCr 4:2:0, 8 bits, BT.709 limited range ("tv": Y′ 16…235, Cb and Cr
    /// 16…240): the full-size Y′ plane, then Cb and Cr at half width and half height, each
    /// plane's rows top to bottom with no padding. What H.264 video stores, so an encoder can
    /// take it as it is, and 1.5 bytes a pixel instead of 4. Needs even width and height.
    case yuv420p

    /// The bytes of one `width × height` frame.
    public func byteCount(width: Int, height: Int) -> Int {
        switch self {
        case .rgba: return width * height * 4
        case .yuv420p: return width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
        }
    }
}
