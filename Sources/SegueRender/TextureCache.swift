import Foundation
import SegueCore

/// Textures made from images, text and registrations, kept between frames.
/// Text textures are evicted least-recently-used past a limit, because a live app can show
/// an unbounded number of strings; images are few and stay.
struct TextureCache {
    var images: [String: GLTexture] = [:]
    /// Image files that could not be loaded: they draw nothing, and are not tried again.
    var missingImages = Set<String>()
    /// Images given to shader transitions' `sampler2D` uniforms, by path ("" for the default
    /// gradient), uploaded bottom row first so that gl-transitions' uv (origin at the bottom
    /// left) samples them the right way up with a plain `texture2D(sampler, uv)`.
    var shaderImages: [String: GLTexture] = [:]
    /// nil for a text that draws nothing (zero width), remembered so it is measured once.
    var texts: [TextKey: (texture: GLTexture?, lastUse: Int)] = [:]
    var registered: [Int: GLTexture] = [:]
    var nextRegistered = 1
    var useCounter = 0
    let textLimit = 512

    struct TextKey: Hashable {
        var spec: TextSpec
        var scale: Double
    }

    mutating func register(_ t: GLTexture) -> Int {
        let id = nextRegistered
        nextRegistered += 1
        registered[id] = t
        return id
    }

    mutating func unregister(_ id: Int) { registered[id] = nil }

    mutating func text(_ key: TextKey, make: () throws -> GLTexture?) rethrows -> GLTexture? {
        useCounter += 1
        if let hit = texts[key] {
            texts[key] = (hit.texture, useCounter)
            return hit.texture
        }
        let t = try make()
        if texts.count >= textLimit, let oldest = texts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            texts[oldest.key] = nil
        }
        texts[key] = (t, useCounter)
        return t
    }
}
