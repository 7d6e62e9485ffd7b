import Foundation
import SegueCore

/// Decodes image files on a background thread ahead of their first use, so that the frame
/// that first shows an image (often a transition's first frames) does not decode it: a photo
/// takes about 5 ms to decode on this kind of machine, a large part of a frame. The renderer
/// takes a decoded image when it first needs the file (`take`), waiting for it if it is still
/// being decoded, and decodes it itself if it was never asked for.
///
/// What is held decoded and not yet taken is bounded (`byteLimit`, counted from the files'
/// headers before decoding): a storyboard with more images than that gets the first ones
/// ahead and the rest when shown.
final class ImagePreloader: @unchecked Sendable {
    /// The most decoded bytes held at once for images not yet taken.
    let byteLimit: Int
    private let queue = DispatchQueue(label: "segue.image-preloader", qos: .utility)
    private let lock = NSLock()
    /// Per path: the bytes counted for it, and the decode's result once done (nil while it is
    /// under way).
    private var entries: [String: (bytes: Int, result: Result<PixelBuffer, Error>?)] = [:]
    private var heldBytes = 0

    init(byteLimit: Int = 128 << 20) {
        self.byteLimit = byteLimit
    }

    /// Starts decoding each of `paths` not asked for before, in order, within the limit.
    func preload(_ paths: [String]) {
        for path in paths {
            guard let header = ImageHeader.read(file: path) else { continue }
            let bytes = header.width * header.height * 4
            lock.lock()
            let wanted = entries[path] == nil && heldBytes + bytes <= byteLimit
            if wanted {
                entries[path] = (bytes, nil)
                heldBytes += bytes
            }
            lock.unlock()
            guard wanted else { continue }
            queue.async { [self] in
                let result = Result { try PixelBuffer.load(path) }
                lock.lock()
                entries[path]?.result = result
                lock.unlock()
            }
        }
    }

    /// The decoded image of `path` if it was preloaded (waiting for its decode if needed),
    /// handed over once: nil if it was never asked for, or already taken.
    func take(_ path: String) throws -> PixelBuffer? {
        lock.lock()
        let entry = entries[path]
        lock.unlock()
        guard let entry else { return nil }
        // Still decoding: the queue runs in order, so once everything before now has run, so has it.
        if entry.result == nil { queue.sync {} }
        lock.lock()
        defer { lock.unlock() }
        guard let done = entries.removeValue(forKey: path), let result = done.result else { return nil }
        heldBytes -= done.bytes
        return try result.get()
    }

    /// Waits until every decode asked for so far has finished (tests).
    func waitUntilIdle() { queue.sync {} }
}
