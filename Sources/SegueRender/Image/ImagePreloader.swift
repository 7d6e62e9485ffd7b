import CSDL2Image
import Foundation
import SegueCore

/// Decodes image files on a background thread ahead of their first use, so that the frame
/// that first shows an image (often a transition's first frames) does not decode it: a photo
/// takes about 5 ms to decode on this kind of machine, a large part of a frame. The renderer
/// takes a decoded image when it first needs the file (`take`): one still waiting its turn is
/// left for the renderer to decode itself at once, one being decoded is waited for.
///
/// What is held decoded and not yet taken is bounded (`byteLimit`, counted from each file's
/// header before it is decoded): a storyboard with more images than that gets the first ones
/// ahead and the rest when shown.
final class ImagePreloader: @unchecked Sendable {
    /// The most decoded bytes held at once for images not yet taken.
    let byteLimit: Int
    private let queue = DispatchQueue(label: "segue.image-preloader", qos: .utility)
    private let lock = NSLock()
    private enum State {
        /// Waiting its turn on the queue.
        case queued
        /// Being decoded; the group is left when it is done.
        case decoding(DispatchGroup, bytes: Int)
        /// Decoded (or failed), holding `bytes` of the limit.
        case done(Result<PixelBuffer, Error>, bytes: Int)
    }
    private var entries: [String: State] = [:]
    private var heldBytes = 0

    init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
        // SDL_image initialises its decoders lazily, which is not safe from two threads at
        // once: do it here, on the renderer's thread, before any decode in the background.
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))
    }

    /// Queues each of `paths` not asked for before, in order, for decoding within the limit.
    func preload(_ paths: [String]) {
        for path in paths {
            lock.lock()
            let fresh = entries[path] == nil
            if fresh { entries[path] = .queued }
            lock.unlock()
            guard fresh else { continue }
            queue.async { [self] in decode(path) }
        }
    }

    /// The background half: decodes `path` unless it was taken meanwhile or would pass the limit.
    private func decode(_ path: String) {
        let bytes = ImageHeader.read(file: path).map { $0.width * $0.height * 4 }
        let group = DispatchGroup()
        lock.lock()
        guard case .queued? = entries[path], let bytes, heldBytes + bytes <= byteLimit else {
            // Taken already, unreadable, or over the limit: the renderer decodes it when shown.
            if case .queued? = entries[path] { entries[path] = nil }
            lock.unlock()
            return
        }
        group.enter()
        entries[path] = .decoding(group, bytes: bytes)
        heldBytes += bytes
        lock.unlock()
        let result = Result { try PixelBuffer.load(path) }
        lock.lock()
        entries[path] = .done(result, bytes: bytes)
        lock.unlock()
        group.leave()
    }

    /// The decoded image of `path` if it has been or is being decoded ahead (waiting for that
    /// decode), handed over once; nil when it was never asked for, is still waiting its turn
    /// (it is then left out, for the caller to decode now) or was taken already.
    func take(_ path: String) throws -> PixelBuffer? {
        lock.lock()
        switch entries[path] {
        case nil:
            lock.unlock()
            return nil
        case .queued?:
            entries[path] = nil
            lock.unlock()
            return nil
        case .decoding(let group, _)?:
            lock.unlock()
            group.wait()
            return try take(path)
        case .done(let result, let bytes)?:
            entries[path] = nil
            heldBytes -= bytes
            lock.unlock()
            return try result.get()
        }
    }

    /// Waits until every decode asked for so far has finished (tests).
    func waitUntilIdle() { queue.sync {} }
}
