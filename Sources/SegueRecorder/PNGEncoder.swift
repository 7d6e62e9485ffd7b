import CSDL2
import CSDL2Image
import Foundation
import SegueCore
import SegueIO

/// PNG encoding through SDL_image into memory, and a checked write to disk.
///
/// SDL_image's own file writer does not report failed writes (a full disk gives a truncated
/// PNG and success), so the PNG is encoded into a buffer through a custom `SDL_RWops` and then
/// written with plain `write(2)`, whose errors (ENOSPC above all) are reported.
enum PNGEncoder {
    /// The growing byte buffer behind the in-memory `SDL_RWops`.
    private final class Buffer {
        var bytes: [UInt8] = []
        var position = 0
    }

    /// Encodes RGBA8 top-down pixels as PNG bytes.
    static func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int) throws -> [UInt8] {
        guard let base = pixels.baseAddress, width > 0, height > 0, pixels.count >= width * height * 4 else {
            throw RecorderError.frameSizeMismatch(expected: width * height * 4, got: pixels.count)
        }
        // SDL only reads the pixels to encode them; the surface borrows the caller's bytes.
        // RGBA32 is SDL's name for "bytes in R, G, B, A order" whatever the machine's endianness.
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
            UnsafeMutableRawPointer(mutating: base), Int32(width), Int32(height), 32, Int32(width * 4),
            UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)) else {
            throw RecorderError.writeFailed(path: "(memory)", reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        guard let stream = SDL_AllocRW() else {
            throw RecorderError.writeFailed(path: "(memory)", reason: String(cString: SDL_GetError()))
        }
        let buffer = Buffer()
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(buffer).toOpaque()
        stream.pointee.size = { context in
            Int64(PNGEncoder.buffer(context).bytes.count)
        }
        stream.pointee.seek = { context, offset, whence in
            let buffer = PNGEncoder.buffer(context)
            let origin: Int
            switch whence {
            case RW_SEEK_CUR: origin = buffer.position
            case RW_SEEK_END: origin = buffer.bytes.count
            default: origin = 0
            }
            let target = origin + Int(offset)
            guard target >= 0 else { return -1 }
            buffer.position = target
            return Int64(target)
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { context, source, size, count in
            let buffer = PNGEncoder.buffer(context)
            let length = size * count
            guard let source, length > 0 else { return 0 }
            let bytes = UnsafeRawBufferPointer(start: source, count: length)
            let end = buffer.position + length
            if buffer.bytes.count < end { buffer.bytes.append(contentsOf: repeatElement(0, count: end - buffer.bytes.count)) }
            buffer.bytes.replaceSubrange(buffer.position..<end, with: bytes)
            buffer.position = end
            return count
        }
        stream.pointee.close = { context in
            SDL_FreeRW(context)
            return 0
        }
        // freedst = 1: SDL_image closes (and so frees) the stream when done.
        let status = withExtendedLifetime(buffer) { IMG_SavePNG_RW(surface, stream, 1) }
        if status != 0 {
            throw RecorderError.writeFailed(path: "(memory)", reason: String(cString: SDL_GetError()))
        }
        return buffer.bytes
    }

    private static func buffer(_ context: UnsafeMutablePointer<SDL_RWops>?) -> Buffer {
        Unmanaged<Buffer>.fromOpaque(context!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }

    /// Writes `bytes` to a new file at `path`, reporting a full disk as `diskFull` and other
    /// failures with the system's reason. A failed write removes the partial file.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = PathName(path).withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        if fd < 0 { throw RecorderError.outputUnwritable(path: path, reason: OutputFiles.errnoText(errno)) }
        var failure = bytes.withUnsafeBytes { OutputFile.writeAll(fd, $0) }
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            OutputFile.unlink(path)
            if failure == ENOSPC || failure == EDQUOT { throw RecorderError.diskFull(path: path) }
            throw RecorderError.writeFailed(path: path, reason: OutputFiles.errnoText(failure))
        }
    }
}
