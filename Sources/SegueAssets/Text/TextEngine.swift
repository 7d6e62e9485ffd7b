import CPango
import Foundation
import SegueCore
import SegueIO

/// The text stack: Pango over fontconfig, HarfBuzz and fribidi, drawing with cairo. It is
/// Core's real `TextMeasuring` (set as `TextSystem.measurer` when an app starts) and the
/// renderer's rasteriser, and both go through one layout of each `TextSpec`, kept between
/// calls: a label measures exactly the ink it draws, and measuring it again is a lookup.
///
/// Safe to call from any thread: one lock, shared by every engine of the process, around
/// Pango, cairo and FreeType, which are not thread-safe and share faces between engines
/// (cairo keeps one FreeType face per font file for the whole process); the layouts and font
/// libraries an engine lets go are freed under it too.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    /// The lock around the text stack: recursive, as a layout freed while it is held (a
    /// layout evicted, a library's faces dropped) takes it again.
    static let textStackLock = NSRecursiveLock()
    private var lock: NSRecursiveLock { TextEngine.textStackLock }
    private let fonts: FontLibrary
    /// Recent layouts, by spec, with the use count of their last use.
    private var layouts: [TextSpec: (layout: PangoTextLayout, lastUse: Int)] = [:]
    /// The Xcode project folders whose font files were added.
    private var walkedProjects: Set<String> = []
    private var useCounter = 0
    private var tally = Counters()

    /// How many layouts are kept; the least recently used goes when a new one would pass it.
    /// A screen's texts, each measured at a few widths, fit many times over.
    public static let layoutLimit = 1024

    /// What the engine has done since it was made, for tests and benchmarks.
    public struct Counters: Sendable, Equatable {
        /// Layouts made (a spec not found among the kept ones).
        public var layouts = 0
        /// Specs rasterised into pixels.
        public var rasterizations = 0
    }

    /// What the engine has done since it was made.
    public var counters: Counters { lock.withLock { tally } }

    /// The engine an app draws and measures with (the renderer's, and `TextSystem.measurer`
    /// once the app starts): made on first use with the system's fonts; an app's and a
    /// storyboard's own fonts are added to it (`addFonts(in:)`).
    public static func shared() throws -> TextEngine { try sharedEngine.get() }
    private static let sharedEngine = Result<TextEngine, any Error> { try TextEngine() }

    /// An engine with the system's fonts plus the font files in `fontFolders` (and their
    /// subfolders): an app's or a storyboard's own fonts, found by their PostScript or family
    /// names.
    public init(fontFolders: [String] = []) throws {
        fonts = try TextEngine.textStackLock.withLock { try FontLibrary(fontFolders: fontFolders) }
    }

    /// Adds the font files in `folder` and its subfolders (`.ttf`, `.otf`, `.ttc`, `.otc`):
    /// an app's fonts, found by their PostScript or family names. Adding a folder again adds
    /// nothing new. Layouts made before are dropped when faces were added, as a face may change.
    public func addFonts(in folder: String) {
        addFonts { $0.addFonts(in: folder, recursive: true) }
    }

    /// Adds the fonts shipped beside the storyboard at `path`: font files in its folder, in
    /// that folder's `fonts` or `Fonts` subfolder, and in `assets` (subfolders included).
    /// A storyboard's folder may be any folder (a home folder), so only those are searched;
    /// but an Interface Builder document in an Xcode project, with no `assets` given, gets
    /// every font file of the project, as its asset catalogues
    /// (`InterfaceBuilderReader.fontFiles(inProject:files:)`). A project is walked once, and
    /// outside the engine's lock, so texts are measured meanwhile.
    public func addFonts(besideStoryboard path: String, assets: String? = nil) {
        // The folder by the path's own bytes: Foundation's path functions trap on names
        // such as `x`, `.` or `~`.
        let base = PathName(path).folder.description
        let files = LocalFiles()
        let project = assets == nil ? InterfaceBuilderReader.projectFolder(ofDocument: path, files: files) : nil
        let firstVisit = project.map { root in lock.withLock { walkedProjects.insert(root).inserted } } ?? false
        let projectFonts = firstVisit ? project.map { InterfaceBuilderReader.fontFiles(inProject: $0, files: files) } ?? [] : []
        addFonts { library in
            library.addFonts(in: base, recursive: false) + library.addFonts(in: base + "/fonts", recursive: true)
                + library.addFonts(in: base + "/Fonts", recursive: true)
                + (assets.map { library.addFonts(in: $0, recursive: true) } ?? 0) + library.addFontFiles(projectFonts)
        }
    }

    private func addFonts(_ add: (FontLibrary) -> Int) {
        lock.withLock {
            if add(fonts) > 0 { layouts = [:] }
        }
    }

    /// The installed face that draws `font` (family, weight 100…900, italic): what the iOS
    /// name maps to (docs/text.md).
    public func face(for font: Font) -> FontFace {
        lock.withLock { fonts.face(for: font) }
    }

    // MARK: TextMeasuring

    /// Lays out `spec` as it is drawn (see `TextMeasuring.layout(_:)`).
    public func layout(_ spec: TextSpec) -> TextLayout {
        lock.withLock { laidOut(spec).result }
    }

    /// The vertical metrics of the face drawing `font`.
    public func metrics(of font: Font) -> FontMetrics {
        lock.withLock { fonts.metrics(of: font) }
    }

    /// How many glyphs of `spec` no installed face has, drawn as boxes: 0 when fallback found
    /// a face for every character (what the set-up script's Noto fonts are for).
    public func missingGlyphs(in spec: TextSpec) -> Int {
        lock.withLock { Int(pango_layout_get_unknown_glyphs_count(laidOut(spec).layout)) }
    }

    // MARK: Drawing

    /// `spec` drawn at `scale` pixels per point: straight-alpha RGBA pixels of its box (see
    /// `TextSpec`: `maxWidth` wide when finite, else as wide as its widest line, and as tall
    /// as the lines that show), and the box's size in points; nil when the box is empty.
    /// A box larger than `limits` allow (or than 8192 pixels a side, 2²⁴ in all) is drawn at
    /// fewer pixels, its size in points kept.
    public func rasterize(_ spec: TextSpec, scale: Double, limits: PixelLimits = .standard) -> (pixels: PixelBuffer, points: Size)? {
        lock.withLock { () -> (pixels: PixelBuffer, points: Size)? in
            let laid = laidOut(spec)
            let box = laid.box
            guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
            tally.rasterizations += 1
            // A text texture is held to 8192 pixels a side and 2²⁴ pixels (64 MiB of RGBA) however
            // large the context allows: text that large is drawn at fewer pixels, not with a
            // gigabyte of surfaces.
            let textLimits = PixelLimits(maxSide: min(limits.maxSide, 8192), maxPixels: min(limits.maxPixels, 1 << 24))
            let (w, h) = textLimits.pixels(for: box, scale: scale)
            return (laid.draw(width: w, height: h), box)
        }
    }

    /// The kept layout of `spec`, or a new one. Call with the lock held.
    private func laidOut(_ spec: TextSpec) -> PangoTextLayout {
        useCounter += 1
        if let hit = layouts[spec] {
            layouts[spec] = (hit.layout, useCounter)
            return hit.layout
        }
        let made = PangoTextLayout(spec: spec, fonts: fonts, context: fonts.context)
        tally.layouts += 1
        if layouts.count >= TextEngine.layoutLimit {
            // Drop the older half at once, so that eviction costs little per layout made.
            let order = layouts.sorted { $0.value.lastUse < $1.value.lastUse }
            for (key, _) in order.prefix(layouts.count / 2) { layouts[key] = nil }
        }
        layouts[spec] = (made, useCounter)
        return made
    }
}

extension PangoTextLayout {
    /// The box drawn into `width × height` pixels (the box stretched to them), as straight-alpha
    /// RGBA. Lines that do not show lie below the box and are left out.
    func draw(width: Int, height: Int) -> PixelBuffer {
        let drawn = CairoRaster.draw(width: width, height: height) { cr in
            cairo_scale(cr, Double(width) / box.width, Double(height) / box.height)
            cairo_translate(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
            return nil
        }
        // A raster that cannot be made (no memory) draws nothing.
        return (try? drawn.get()) ?? PixelBuffer(width: width, height: height)
    }
}
