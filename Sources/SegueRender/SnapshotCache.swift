import Foundation
import SegueCore

/// The framebuffers snapshots are drawn into, by id, each with the version of the snapshot it
/// holds; released ones are kept for reuse, one per pixel size. A transition's snapshots are
/// released when it ends and the next transition's are mostly the same sizes, so their
/// textures are reused instead of allocated (and their pages faulted in) again.
struct SnapshotCache {
    /// A pixel size, the key of a spare framebuffer.
    struct SpareKey: Hashable { var width: Int; var height: Int }
    /// The most spare framebuffers kept: a window resized through many sizes would otherwise
    /// keep one of every size it passed through.
    static let maxSpareFramebuffers = 8

    private var held: [SnapshotID: (fb: GLFramebuffer, version: Int)] = [:]
    /// Released snapshot framebuffers kept for reuse, one per pixel size, oldest first.
    private var spare: [SpareKey: GLFramebuffer] = [:]
    private var spareOrder: [SpareKey] = []
    /// How many snapshot targets have been drawn (`target(for:…)` calls).
    private(set) var renders = 0

    /// The framebuffer holding snapshot `id`, if any.
    subscript(id: SnapshotID) -> GLFramebuffer? { held[id]?.fb }

    /// Whether snapshot `id` is held at `version` and `width × height` pixels (nothing to draw).
    func holds(_ id: SnapshotID, version: Int, width: Int, height: Int) -> Bool {
        guard let s = held[id] else { return false }
        return s.version == version && s.fb.width == width && s.fb.height == height
    }

    /// The framebuffer to draw `version` of snapshot `id` into at `width × height` pixels: its
    /// own when it has that size, else a spare of that size (its own kept as a spare), else a
    /// new one. Notes the version and counts the render.
    mutating func target(for id: SnapshotID, version: Int, width: Int, height: Int, pointSize: Size) throws -> GLFramebuffer {
        let fb: GLFramebuffer
        if let s = held[id], s.fb.width == width, s.fb.height == height { fb = s.fb } else {
            if let old = held[id] { keepSpare(old.fb) }
            if let reused = takeSpare(SpareKey(width: width, height: height)) {
                fb = reused
                fb.texture.pointSize = pointSize
            } else {
                fb = try GLFramebuffer(width: width, height: height, pointSize: pointSize)
            }
        }
        held[id] = (fb, version)
        renders += 1
        return fb
    }

    /// Drops snapshot `id`, keeping its framebuffer as a spare.
    mutating func release(_ id: SnapshotID) {
        guard let s = held.removeValue(forKey: id) else { return }
        keepSpare(s.fb)
    }

    /// Keeps `fb` for the next snapshot of its size: one per size, and the most recent sizes
    /// only, bounds what is kept.
    private mutating func keepSpare(_ fb: GLFramebuffer) {
        let key = SpareKey(width: fb.width, height: fb.height)
        guard spare[key] == nil else { return }
        spare[key] = fb
        spareOrder.append(key)
        while spareOrder.count > Self.maxSpareFramebuffers {
            spare.removeValue(forKey: spareOrder.removeFirst())
        }
    }

    private mutating func takeSpare(_ key: SpareKey) -> GLFramebuffer? {
        guard let fb = spare.removeValue(forKey: key) else { return nil }
        spareOrder.removeAll { $0 == key }
        return fb
    }
}
