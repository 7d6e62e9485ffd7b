import Foundation
import SegueCore
import SegueAssets

/// The textures quads and shader passes sample: images (decoded ahead by the preloader where
/// a scene names them), text, registered pixels, shader images — kept in `textures` — and
/// snapshots, kept in `snapshots`.
extension GLRenderer {
    /// Starts decoding the image files at `paths` on a background thread, so that the frame
    /// that first shows one finds it decoded (a scene's images, when it is loaded). Files that
    /// cannot be read draw nothing when shown (`onMissingImage` hears of each once). What is held decoded ahead is bounded
    /// (64 MB); images past that are decoded when first shown, as without this call.
    public func preloadImages(_ paths: [String]) {
        preloader.preload(paths.filter { textures.images[$0] == nil })
    }

    /// Registers an image as a texture that quads can show with `.texture(id)`.
    public func registerTexture(_ image: PixelBuffer) -> Int {
        textures.register(fittedTexture(image, pointSize: Size(Double(image.width) / image.scale, Double(image.height) / image.scale)))
    }

    /// Forgets the texture registered as `id` (`registerTexture(_:)`); drawing a quad that
    /// shows `.texture(id)` afterwards throws `RenderError.framebuffer`. Unknown ids are ignored.
    public func unregisterTexture(_ id: Int) { textures.unregister(id) }

    /// The texture for a quad's content, made and cached on first use.
    func texture(for content: QuadContent) throws -> GLTexture? {
        switch content {
        case .color:
            return nil
        case .image(let path):
            if let t = textures.images[path] { return t }
            if textures.missingImages.contains(path) { return nil }
            let image: PixelBuffer
            do {
                image = try preloader.take(path) ?? PixelBuffer.load(path)
            } catch let error as ImageError {
                // As `UIImage(named:)` gives nil for a file it cannot find or read, an image
                // named from code that is missing draws nothing (a storyboard's images were
                // checked when it loaded).
                textures.missingImages.insert(path)
                onMissingImage?(path, error)
                return nil
            }
            let t = fittedTexture(image, pointSize: Size(Double(image.width) / image.scale, Double(image.height) / image.scale))
            textures.images[path] = t
            return t
        case .text(let spec):
            let s = scale
            return textures.text(.init(spec: spec, scale: s)) {
                // Text that lays out to an empty box draws nothing.
                guard let r = text.rasterize(spec, scale: s, limits: limits) else { return nil }
                return fittedTexture(r.pixels, pointSize: r.points)
            }
        case .snapshot(let id):
            guard let fb = snapshots[id] else { throw RenderError.framebuffer("\(id) was never rendered") }
            return fb.texture
        case .texture(let id):
            guard let t = textures.registered[id] else { throw RenderError.framebuffer("no registered texture \(id)") }
            return t
        }
    }

    /// A texture of `image` that this context can hold: an image larger than `limits` (a line
    /// of text longer than a texture can be, an image within the loader's limits but not this
    /// driver's) keeps its size in points at fewer pixels.
    func fittedTexture(_ image: PixelBuffer, pointSize: Size) -> GLTexture {
        let (w, h) = limits.pixels(for: Size(Double(image.width), Double(image.height)))
        let fitted = w == image.width && h == image.height ? image : image.scaled(to: w, h)
        return GLTexture(image: fitted, pointSize: pointSize)
    }

    /// The texture of a `sampler2D` uniform's image (nil: the default gradient), loaded once
    /// and kept, rows bottom first (see `TextureCache.shaderImages`).
    func shaderImage(_ path: String?) throws -> GLTexture {
        if let t = textures.shaderImages[path ?? ""] { return t }
        let image: PixelBuffer
        if let path {
            let loaded = try PixelBuffer.load(path)
            let (w, h) = limits.pixels(for: Size(Double(loaded.width), Double(loaded.height)))
            image = (w == loaded.width && h == loaded.height ? loaded : loaded.scaled(to: w, h)).flippedVertically()
        } else {
            image = GLRenderer.defaultShaderImage
        }
        let t = GLTexture(image: image)
        textures.shaderImages[path ?? ""] = t
        return t
    }
}
