import Foundation

/// Identifies an offscreen texture holding a rendered view (a "snapshot"). The compositor
/// chooses the numbers; the renderer keeps one texture per id and re-renders it only when the
/// `version` it is asked for changes.
public struct SnapshotID: Hashable, Sendable, CustomStringConvertible {
    /// The number that names the texture; unique among the snapshots a renderer holds.
    public var rawValue: Int
    /// Creates an id from its number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "snapshot#\(rawValue)" }
}

/// What fills a quad.
public enum QuadContent: Hashable, Sendable {
    /// A flat colour.
    case color(Color)
    /// An image file (PNG or JPEG), by path; the renderer loads and caches it.
    case image(String)
    /// A block of text (see `TextSpec`), laid out and drawn by the text engine, placed inside
    /// the quad by the quad's content mode.
    case text(TextSpec)
    /// The texture of a view rendered offscreen (see `DrawList.snapshots`).
    case snapshot(SnapshotID)
    /// A texture the renderer registered itself (the output of a shader transition, a frame).
    case texture(Int)
}

/// One textured quad: the renderer's only primitive.
///
/// The quad's own coordinates run from (0, 0) to `size`; `transform` maps them to the
/// draw list's space (window points, y down) with Core Animation conventions, perspective
/// included. The content is placed inside the quad by `contentMode`, cut to `contentsRect`
/// (unit texture coordinates, like CALayer.contentsRect).
public struct Quad: Hashable, Sendable {
    /// What the quad shows: a colour, an image, text, a snapshot or a texture.
    public var content: QuadContent
    /// The quad's size in its own coordinates, in points; the quad covers (0, 0)…`size`. Quads with
    /// a zero or negative side are not drawn.
    public var size: Size
    /// Maps the quad's own coordinates to draw-list space (window points, y down), perspective
    /// included, like a layer's full transform to the screen.
    public var transform: Transform3D
    /// 0…1, multiplies the content (premultiplied alpha).
    public var opacity: Double
    /// 0…1: a black overlay of this opacity over the content (the cube's 40% dimming).
    public var dim: Double
    /// An axis-aligned clip in the draw list's space; nil: no clip.
    public var clip: Rect?
    /// Draw order: lower first. Equal values keep list order.
    public var zIndex: Double
    /// The corner radius in the quad's own coordinates (points), like `CALayer.cornerRadius`;
    /// at most half the shorter side is used.
    public var cornerRadius: Double
    /// How image, text and snapshot content is placed inside the quad, as `UIView.ContentMode`;
    /// content overflowing the quad is cut to it. A colour always fills the quad.
    public var contentMode: ContentMode
    /// The part of the content to show, in unit texture coordinates with (0, 0) at the content's
    /// top left, like `CALayer.contentsRect`; (0, 0, 1, 1), the default, is the whole content.
    public var contentsRect: Rect
    /// Image and text only: mirror the content horizontally (the back of a flipped page).
    public var mirrored: Bool
    /// A colour laid over the content with the tint's alpha, keeping the content's own alpha
    /// (the washed-out back of a curled page: white at 0.75). Applied after `dim`. Clear: none.
    public var tint: Color
    /// Textured content only: shows the content as a mosaic of `width × height` cells over the
    /// whole content, counted from its bottom-left corner (as gl-transitions' uv), each cell the
    /// colour sampled (bilinearly) at its centre. Nil: none.
    public var mosaic: Size?
    /// Colour content only: how far (points) the quad's rounded rectangle fades out at its
    /// edges, a soft shadow's blur. The shape is the quad inset by `blur` on every side, with
    /// `cornerRadius`; its edge fades from inside to outside over twice `blur`. 0: a sharp edge.
    public var blur: Double = 0
    /// Colour content only: draws only a band this wide (points) along the inside of the
    /// quad's rounded rectangle, a layer's border (`CALayer.borderWidth`). 0: the whole shape.
    public var border: Double = 0

    /// Creates a quad; everything but the content and size defaults to an untransformed, opaque,
    /// undimmed, unclipped quad with square corners showing all of its content stretched to fill it.
    public init(content: QuadContent, size: Size, transform: Transform3D = .identity,
                opacity: Double = 1, dim: Double = 0, clip: Rect? = nil, zIndex: Double = 0,
                cornerRadius: Double = 0, contentMode: ContentMode = .scaleToFill,
                contentsRect: Rect = Rect(0, 0, 1, 1), mirrored: Bool = false, tint: Color = .clear,
                mosaic: Size? = nil) {
        self.content = content; self.size = size; self.transform = transform
        self.opacity = opacity; self.dim = dim; self.clip = clip; self.zIndex = zIndex
        self.cornerRadius = cornerRadius; self.contentMode = contentMode
        self.contentsRect = contentsRect; self.mirrored = mirrored; self.tint = tint
        self.mosaic = mosaic
    }

    /// A quad covering `frame` with no 3D transform.
    public init(content: QuadContent, frame: Rect, opacity: Double = 1, zIndex: Double = 0) {
        self.init(content: content, size: frame.size,
                  transform: .translation(frame.minX, frame.minY), opacity: opacity, zIndex: zIndex)
    }

    /// The four corners (top left, top right, bottom right, bottom left) in draw-list space.
    public var projectedCorners: [Point] {
        [Point(0, 0), Point(size.width, 0), Point(size.width, size.height), Point(0, size.height)]
            .map { transform.project($0) }
    }
}

/// A shader transition drawn in one pass between two textures (gl-transitions format).
public struct ShaderPass: Hashable, Sendable {
    /// The transition's name as registered with the renderer.
    public var name: String
    /// The outgoing picture, the shader's `getFromColor`.
    public var from: QuadContent
    /// The incoming picture, the shader's `getToColor`.
    public var to: QuadContent
    /// The transition's progress, 0 (all `from`) … 1 (all `to`): the shader's `progress` uniform.
    public var progress: Double
    /// Values for the transition's own uniforms, by uniform name; uniforms left out keep the
    /// transition's defaults.
    public var parameters: [String: ShaderValue]
    /// Where the result lands, in draw-list space.
    public var frame: Rect
    /// An axis-aligned clip in the draw list's space (nil: none): only this part of `frame` is
    /// drawn, the shader still seeing the whole frame's coordinates. A transition can run its
    /// shader only where the picture needs it and draw the rest as plain quads.
    public var clip: Rect?
    /// Draw order among the list's items: lower first, ties in list order.
    public var zIndex: Double
    /// Creates a shader pass with no custom parameters, no clip and zIndex 0 by default.
    public init(name: String, from: QuadContent, to: QuadContent, progress: Double,
                parameters: [String: ShaderValue] = [:], frame: Rect, clip: Rect? = nil, zIndex: Double = 0) {
        self.name = name; self.from = from; self.to = to; self.progress = progress
        self.parameters = parameters; self.frame = frame; self.clip = clip; self.zIndex = zIndex
    }
}

/// A value for a shader uniform.
public enum ShaderValue: Hashable, Sendable, CustomStringConvertible {
    /// A GLSL `float`.
    case float(Double)
    /// A GLSL `int`.
    case int(Int)
    /// A GLSL `bool`.
    case bool(Bool)
    /// A GLSL `vec2`.
    case vec2(Double, Double)
    /// A GLSL `vec3` (colours as straight RGB, 0…1).
    case vec3(Double, Double, Double)
    /// A GLSL `vec4` (colours as straight RGBA, 0…1).
    case vec4(Double, Double, Double, Double)
    /// A GLSL `ivec2`.
    case ivec2(Int, Int)
    /// A `sampler2D`: an image file by path, sampled with gl-transitions' uv (origin at the
    /// bottom left, the image stretched over the frame); nil: the renderer's default image,
    /// a black-to-white gradient from left to right (`ShaderValue.defaultImageName`).
    case image(String?)

    /// How the default image of a `sampler2D` uniform is written (`segue transitions`,
    /// `--param luma=gradient`).
    public static let defaultImageName = "gradient"

    public var description: String {
        switch self {
        case .float(let v): return String(v)
        case .int(let v): return String(v)
        case .bool(let v): return String(v)
        case .vec2(let a, let b): return "vec2(\(a), \(b))"
        case .vec3(let a, let b, let c): return "vec3(\(a), \(b), \(c))"
        case .vec4(let a, let b, let c, let d): return "vec4(\(a), \(b), \(c), \(d))"
        case .ivec2(let a, let b): return "ivec2(\(a), \(b))"
        case .image(let path): return path ?? ShaderValue.defaultImageName
        }
    }
}

/// One element of a draw list.
public enum DrawItem: Hashable, Sendable {
    /// A textured or coloured quad.
    case quad(Quad)
    /// A shader transition pass.
    case shader(ShaderPass)

    /// The item's draw order (its quad's or pass's `zIndex`): lower first.
    public var zIndex: Double {
        switch self {
        case .quad(let q): return q.zIndex
        case .shader(let s): return s.zIndex
        }
    }
}

/// A request to render a view tree into an offscreen texture before the frame is drawn.
public struct SnapshotRequest: Hashable, Sendable {
    /// The texture the view is rendered into, which quads then show with `.snapshot(id)`.
    public var id: SnapshotID
    /// Bumped by the compositor whenever the view's content changed; the renderer keeps the
    /// old texture while the version is the same.
    public var version: Int
    /// The texture's size in points; the renderer turns it into pixels at its scale, within its
    /// `PixelLimits`.
    public var size: Size
    /// What to draw into the texture, in the snapshot's own coordinates (origin at its top left).
    public var contents: DrawList
    /// Creates a snapshot request.
    public init(id: SnapshotID, version: Int, size: Size, contents: DrawList) {
        self.id = id; self.version = version; self.size = size; self.contents = contents
    }
}

/// Everything the renderer needs for one frame (or one snapshot): the renderer's whole input.
public struct DrawList: Hashable, Sendable {
    /// The drawing space in points; the renderer maps it to the target's pixels.
    public var size: Size
    /// The colour the target is cleared to before the items are drawn (straight alpha); black by
    /// default.
    public var clearColor: Color
    /// What to draw. They are drawn in `ordered` order, not necessarily in array order.
    public var items: [DrawItem]
    /// Views to render into textures first (indirect recursion through `SnapshotRequest`).
    public var snapshots: [SnapshotRequest]

    /// Creates a draw list; black clear colour, no items and no snapshots by default.
    public init(size: Size, clearColor: Color = .black, items: [DrawItem] = [], snapshots: [SnapshotRequest] = []) {
        self.size = size; self.clearColor = clearColor; self.items = items; self.snapshots = snapshots
    }

    /// Adds a quad at the end of `items`.
    public mutating func append(_ quad: Quad) { items.append(.quad(quad)) }
    /// Adds a shader pass at the end of `items`.
    public mutating func append(_ pass: ShaderPass) { items.append(.shader(pass)) }

    /// Items in drawing order: by zIndex, ties in list order.
    public var ordered: [DrawItem] {
        items.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The list's quads in list order (shader passes left out); useful in tests.
    public var quads: [Quad] {
        items.compactMap { if case .quad(let q) = $0 { return q } else { return nil } }
    }
}
