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
///
/// The decoding thread is made with `WorkerThread` and ends when it runs out of work. When no
/// thread can be made (a process at its memory or thread limit), nothing is decoded ahead: the
/// renderer decodes each image when it is first shown, as it would without the preloader.
package final class ImagePreloader: @unchecked Sendable {
    /// The most decoded bytes held at once for images not yet taken.
    package let byteLimit: Int
    /// Guards everything below; signalled when the worker finishes a file or stops.
    private let lock = NSCondition()
    private enum State {
        /// Waiting its turn.
        case queued
        /// Being decoded; `take` waits for it.
        case decoding(bytes: Int)
        /// Decoded (or failed), holding `bytes` of the limit.
        case done(Result<PixelBuffer, Error>, bytes: Int)
    }
    private var entries: [String: State] = [:]
    /// Paths in the order they were asked for, not yet looked at by the worker.
    private var waiting: [String] = []
    private var heldBytes = 0
    /// Whether a worker thread is running.
    private var working = false

    package init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
        // SDL_image initialises its decoders lazily, which is not safe from two threads at
        // once: do it here, on the renderer's thread, before any decode in the background.
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))
    }

    /// Queues each of `paths` not asked for before, in order, for decoding within the limit.
    package func preload(_ paths: [String]) {
        lock.lock()
        defer { lock.unlock() }
        for path in paths where entries[path] == nil {
            entries[path] = .queued
            waiting.append(path)
        }
        guard !working, !waiting.isEmpty else { return }
        working = WorkerThread.start { [self] in work() }
        if !working {
            // No thread: leave every image to be decoded when it is shown.
            for path in waiting { entries[path] = nil }
            waiting.removeAll()
        }
    }

    /// The worker: decodes what is waiting, in order, and ends when nothing is.
    private func work() {
        lock.lock()
        while !waiting.isEmpty {
            let path = waiting.removeFirst()
            guard case .queued? = entries[path] else { continue }
            lock.unlock()
            let bytes = ImageHeader.read(file: path).map { $0.width * $0.height * 4 }
            lock.lock()
            guard case .queued? = entries[path], let bytes, heldBytes + bytes <= byteLimit else {
                // Taken already, unreadable, or over the limit: the renderer decodes it when shown.
                if case .queued? = entries[path] { entries[path] = nil }
                continue
            }
            entries[path] = .decoding(bytes: bytes)
            heldBytes += bytes
            lock.unlock()
            let result = Result { try PixelBuffer.load(path) }
            lock.lock()
            entries[path] = .done(result, bytes: bytes)
            lock.broadcast()
        }
        working = false
        lock.broadcast()
        lock.unlock()
    }

    /// The decoded image of `path` if it has been or is being decoded ahead (waiting for that
    /// decode), handed over once; nil when it was never asked for, is still waiting its turn
    /// (it is then left out, for the caller to decode now) or was taken already.
    package func take(_ path: String) throws -> PixelBuffer? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            switch entries[path] {
            case nil:
                return nil
            case .queued?:
                entries[path] = nil
                return nil
            case .decoding?:
                lock.wait()
            case .done(let result, let bytes)?:
                entries[path] = nil
                heldBytes -= bytes
                return try result.get()
            }
        }
    }

    /// Waits until every decode asked for so far has finished (tests).
    package func waitUntilIdle() {
        lock.lock()
        while working { lock.wait() }
        lock.unlock()
    }
}
