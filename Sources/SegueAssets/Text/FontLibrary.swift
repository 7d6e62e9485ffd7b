import CPango
import Foundation
import SegueCore

/// The fonts text is drawn with: an app-private fontconfig configuration (the system's fonts
/// plus the font files an app or a storyboard ships) and the Pango font map over it, and the
/// mapping from Core's `Font` (iOS names, weights, slants) to the installed face that draws it.
///
/// iOS faces are not installed on Linux, so each maps to the nearest face by metrics
/// (docs/text.md): the system font (SF) to Inter, Helvetica/Helvetica Neue/Arial to Liberation
/// Sans, Times to Liberation Serif, Courier to Liberation Mono, Menlo to DejaVu Sans Mono (Menlo
/// is drawn from the same design). A name that fontconfig knows, as a PostScript name
/// (`Inter-SemiBold`, or a face a storyboard ships) or as a family, is used as it is; a name
/// nobody knows is drawn with the system font's face. Characters the face lacks fall back
/// through fontconfig (Noto for CJK, Devanagari, Thai, colour emoji …).
///
/// The configuration is the library's own: nothing process-wide (fontconfig's current
/// configuration, environment variables) is changed.
final class FontLibrary {
    /// The fontconfig configuration: the system's, plus the app's font files.
    let config: OpaquePointer
    /// Pango's font map over `config`, drawing with cairo (colour emoji included).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The Pango context layouts are made in: unhinted metrics and unrounded positions, so
    /// that a layout measures the same at every scale it is drawn at.
    let context: OpaquePointer
    /// Metrics already read, by font.
    private var fontMetrics: [Font: FontMetrics] = [:]
    /// The factors that make lines of SF drawn by its stand-in SF's height, by font (read with the metrics).
    private var lineHeightFactors: [Font: Double] = [:]
    /// Font descriptions already resolved, by font.
    private var descriptions: [Font: OpaquePointer] = [:]
    /// PostScript names already looked up in `config`: the face's family, weight and slant.
    private var postScriptFaces: [String: FontFace?] = [:]
    /// Family names already looked up in `config`.
    private var installedFamilies: [String: Bool] = [:]
    /// Font files added to `config`, so that each is added once.
    private var addedFiles: Set<String> = []

    /// The family that draws the system font (UIKit's SF): Inter has close widths.
    static let systemFamily = "Inter"

    /// iOS (and common Mac) families, without spaces and lower-cased, and the installed family
    /// of closest metrics that draws each (the SF names, `sfFamilies`, all to Inter).
    static let iOSFamilies: [String: String] = Dictionary(uniqueKeysWithValues: sfFamilies.map { ($0, systemFamily) }).merging([
        "avenir": systemFamily, "avenirnext": systemFamily,
        "helvetica": "Liberation Sans", "helveticaneue": "Liberation Sans", "arial": "Liberation Sans",
        "arialmt": "Liberation Sans", "verdana": "DejaVu Sans", "trebuchetms": "Liberation Sans",
        "times": "Liberation Serif", "timesnewroman": "Liberation Serif", "timesnewromanps": "Liberation Serif",
        "georgia": "Noto Serif", "palatino": "Noto Serif", "baskerville": "Noto Serif", "charter": "Noto Serif",
        "courier": "Liberation Mono", "couriernew": "Liberation Mono", "couriernewps": "Liberation Mono",
        "menlo": "DejaVu Sans Mono", "monaco": "DejaVu Sans Mono", "sfmono": "DejaVu Sans Mono",
        ".sfmono": "DejaVu Sans Mono",
    ]) { sf, _ in sf }

    /// The lower-cased, space-free family names that are Apple's SF, which Inter stands in for
    /// (Avenir also maps to Inter but is not SF, so it is not tracked as SF is).
    static let sfFamilies: Set<String> = [
        "system", "systemfont", ".sfui", ".sfuitext", ".sfuidisplay", "sfpro", "sfprotext", "sfprodisplay",
        "sanfrancisco", "sfcompact", "sfcompacttext", "sfcompactdisplay",
    ]

    /// SF's tracking in thousandths of an em, by point size from 6 to 19: Apple's published
    /// table (Human Interface Guidelines, "Typography", SF Pro). CoreText applies it to the
    /// system font by itself, so every UIKit text in SF is set this way; Inter's own advances
    /// are close to SF Text's, so the table applies to it, corrected weight by weight
    /// (`sfTextWeightTracking(openTypeWeight:)`).
    static let sfTextTracking: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]

    /// The tracking, in thousandths of an em, that sets Inter as wide as SF Display (from 20
    /// points, where SF changes to its display design): measured on Xcode's stored frames, the
    /// median over 12 single-line labels of 20 to 140 points whose width is their text's
    /// (SF Display with its own tracking is 2.8 % of an em a character narrower than Inter).
    static let sfDisplayTracking: Double = -28

    /// What Inter's weights need added to SF Text's tracking (thousandths of an em, below 20
    /// points) to be as wide as SF's same weights, by the face's OpenType weight: Inter's
    /// regular is wider than SF's, its medium to bold narrower. Measured on Xcode's stored
    /// frames: the median over one-line labels whose width is their text's (within 10 % of it),
    /// from the storyboards and xibs of 17 public apps: regular −5 (270 labels; −3 to −10 app
    /// by app), medium +7 (34), semibold +7 (62), bold +12 (44). Lighter weights have too few
    /// labels to say and keep the table's tracking; heavy and black take bold's.
    static func sfTextWeightTracking(openTypeWeight weight: Int) -> Double {
        switch weight {
        case ..<350: return 0
        case ..<450: return -5
        case ..<650: return 7
        default: return 12
        }
    }

    /// What Inter's weights need added to `sfDisplayTracking` to be as wide as SF Display's
    /// same weights at `size` points, by the face's OpenType weight. Measured as for SF Text,
    /// over one-line labels of 20 to 140 points whose width is their text's and whose width
    /// Xcode stored differs from ours (70 labels of 23 public apps), as the median excess of
    /// ours in thousandths of an em a character: regular +14 (30 labels of 11 apps; +18 at 22
    /// to 30 points, −2.5 at 20), medium and semibold +6 (12), bold −2 (17). So from 22 points
    /// regular takes −14 and medium and semibold −6, at 20 points none and at 21 half; bold and
    /// the lighter and heavier weights keep the display tracking.
    static func sfDisplayWeightTracking(openTypeWeight weight: Int, size: Double) -> Double {
        let full: Double
        switch weight {
        case ..<350: full = 0
        case ..<450: full = -14
        case ..<650: full = -6
        default: full = 0
        }
        return full * min(max((size - 20) / 2, 0), 1)
    }

    /// SF's line height in ems: ascender 1950 and descender 494 of its 2048 units, no line gap
    /// (SF Pro's `hhea` table, Text and Display alike), so `UIFont.lineHeight` of the system
    /// font at 17 points is 20.29. Inter's is 1.21 em (ascender 1984): a label of SF in Inter's
    /// own metrics would be 0.3 points too tall a line at 17 points.
    static let sfLineHeight = (1950.0 + 494) / 2048

    /// The factor on the face's line height that makes a line of `font` as tall as SF's: for
    /// SF drawn by its stand-in, SF's line height over the face's; 1 for every other font (a
    /// face drawn as itself keeps its own lines, as a fallback face does under CoreText).
    func lineHeightFactor(of font: Font) -> Double {
        _ = metrics(of: font)
        return lineHeightFactors[font] ?? 1
    }

    /// The space, in points, added after each character of text in `font`: SF's tracking when
    /// the font is SF drawn by its stand-in, else none (a face drawn as itself keeps its own
    /// spacing, as CoreText keeps a custom font's). Below 6 points the 6-point value holds.
    func tracking(of font: Font) -> Double {
        guard font.pointSize.isFinite, font.pointSize > 0, isSFStandIn(font) else { return 0 }
        let size = font.pointSize
        let perMille: Double
        if size >= 20 {
            perMille = FontLibrary.sfDisplayTracking + FontLibrary.sfDisplayWeightTracking(openTypeWeight: face(for: font).weight, size: size)
        } else {
            // Apple's table is by whole points; sizes between are interpolated.
            let table = FontLibrary.sfTextTracking
            let x = min(max(size - 6, 0), Double(table.count - 1))
            let i = Int(x), f = x - Double(i)
            perMille = (i + 1 < table.count ? table[i] + (table[i + 1] - table[i]) * f : table[i])
                + FontLibrary.sfTextWeightTracking(openTypeWeight: face(for: font).weight)
        }
        return perMille / 1000 * size
    }

    /// The characters the stand-in for SF draws itself (its character set, read once); nil
    /// when fontconfig lists no such face.
    private lazy var standInCharacters: OpaquePointer? = firstListed(FC_FAMILY, FontLibrary.systemFamily,
                                                                     alsoReading: [FC_CHARSET]) { pattern in
        var set: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &set) == FcResultMatch, let set else { return nil }
        return FcCharSetCopy(set)
    } ?? nil

    /// Whether the stand-in for SF draws `scalar` itself. A character it lacks is drawn by a
    /// fallback face, which SF's tracking does not apply to (CoreText tracks each face by its
    /// own table: a Chinese text in the system font is set in PingFang, untracked).
    func standInDraws(_ scalar: Unicode.Scalar) -> Bool {
        guard let set = standInCharacters else { return true }
        return FcCharSetHasChar(set, scalar.value) != 0
    }

    /// Whether `font` is SF (the system font, or SF by name) and drawn by the installed stand-in.
    private func isSFStandIn(_ font: Font) -> Bool {
        guard font.name != nil else { return true }
        let key = font.familyName.replacingOccurrences(of: " ", with: "").lowercased()
        guard FontLibrary.sfFamilies.contains(key) else { return false }
        return face(for: font).family == FontLibrary.systemFamily
    }

    /// Families asked for after the face, before fontconfig's own fallback: fontconfig's
    /// default sans-serif list prefers DejaVu Sans for Arabic and Hebrew, whose letters are
    /// drawn better by Noto. (Colour emoji are left to fontconfig: an emoji font early in the
    /// list would also draw digits, which are emoji characters too.)
    static let fallbackFamilies = "Noto Sans Arabic, Noto Sans Hebrew"

    /// Loads the system's fontconfig configuration and adds the font files in `folders` (and
    /// their subfolders), so that fonts shipped with an app are found by their names.
    init(fontFolders folders: [String] = []) throws {
        guard let config = FcInitLoadConfigAndFonts() else { throw FontError("fontconfig could not load its configuration") }
        self.config = config
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        guard let map else { throw FontError("Pango has no cairo font map for FreeType fonts") }
        fontMap = map
        pango_fc_font_map_set_config(segue_fc_font_map(map), config)
        context = pango_font_map_create_context(map)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        for folder in folders { addFonts(in: folder, recursive: true) }
    }

    deinit {
        TextEngine.textStackLock.withLock {
            for d in descriptions.values { pango_font_description_free(d) }
            segue_unref(UnsafeMutableRawPointer(context))
            segue_unref(fontMap)
            FcConfigDestroy(config)
        }
    }

    /// Adds the font files (`.ttf`, `.otf`, `.ttc`, `.otc`) in `folder`, and in its subfolders
    /// when `recursive`; a folder that does not exist adds nothing. Returns how many files
    /// were added. Later lookups see the new faces.
    @discardableResult
    func addFonts(in folder: String, recursive: Bool) -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return 0 }
        var files: [String] = []
        if recursive, let walk = FileManager.default.enumerator(atPath: folder) {
            while let relative = walk.nextObject() as? String { files.append(folder + "/" + relative) }
        } else {
            files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }
        }
        return addFontFiles(files.sorted())
    }

    /// Adds the font files (`.ttf`, `.otf`, `.ttc`, `.otc`) among `files`; other files, and
    /// files added before, add nothing. Returns how many files were added.
    @discardableResult
    func addFontFiles(_ files: [String]) -> Int {
        var added = 0
        let cwd = PathName(FileManager.default.currentDirectoryPath)
        for file in files where InterfaceBuilderReader.fontFileExtensions.contains(PathName(file).pathExtension.lowercased()) {
            // Paths by their own bytes (Foundation's path functions trap on some names).
            let path = PathName(file).absolute(in: cwd).description
            guard !addedFiles.contains(path) else { continue }
            addedFiles.insert(path)
            if FcConfigAppFontAddFile(config, path) != 0 { added += 1 }
        }
        guard added > 0 else { return 0 }
        // Lookups that missed may find the new faces.
        postScriptFaces = postScriptFaces.filter { $0.value != nil }
        installedFamilies = installedFamilies.filter { $0.value }
        for d in descriptions.values { pango_font_description_free(d) }
        descriptions = [:]
        fontMetrics = [:]
        lineHeightFactors = [:]
        pango_fc_font_map_config_changed(segue_fc_font_map(fontMap))
        pango_context_changed(context)
        return added
    }

    /// The vertical metrics of the face drawing `font`, in points: ascender and descender as
    /// the face gives them, leading the rest of its line height; cap and x heights from the
    /// ink of "H" and "x".
    func metrics(of font: Font) -> FontMetrics {
        if let known = fontMetrics[font] { return known }
        let desc = description(of: font)
        var result = FontMetrics(ascender: font.pointSize * 0.8, descender: -font.pointSize * 0.2, capHeight: font.pointSize * 0.7,
                                 xHeight: font.pointSize * 0.5)
        if let loaded = pango_context_load_font(context, desc) {
            defer { segue_unref(loaded) }
            if let m = pango_font_get_metrics(loaded, nil) {
                defer { pango_font_metrics_unref(m) }
                let scale = Double(PANGO_SCALE)
                let ascent = Double(pango_font_metrics_get_ascent(m)) / scale
                let descent = Double(pango_font_metrics_get_descent(m)) / scale
                let height = Double(pango_font_metrics_get_height(m)) / scale
                result = FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                                     capHeight: inkHeight("H", desc) ?? result.capHeight, xHeight: inkHeight("x", desc) ?? result.xHeight)
                if isSFStandIn(font), ascent + descent > 0 {
                    // Lines are SF's height (`lineHeightFactor`): Pango takes the difference
                    // from the face's half above the baseline and half below, and so do these.
                    let sf = FontLibrary.sfLineHeight * font.pointSize
                    lineHeightFactors[font] = sf / (ascent + descent)
                    let half = (sf - ascent - descent) / 2
                    result.ascender = ascent + half
                    result.descender = -(descent + half)
                    result.leading = 0
                }
            }
        }
        fontMetrics[font] = result
        return result
    }

    /// How far the ink of `text` reaches above the baseline, in points.
    private func inkHeight(_ text: String, _ desc: OpaquePointer) -> Double? {
        guard let layout = pango_layout_new(context) else { return nil }
        defer { segue_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let above = Double(pango_layout_get_baseline(layout) - ink.y) / Double(PANGO_SCALE)
        return above > 0 ? above : nil
    }

    /// The Pango description of the face drawing `font` (owned by the library: don't free it).
    func description(of font: Font) -> OpaquePointer {
        if let known = descriptions[font] { return known }
        let face = face(for: font)
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, face.family + ", " + FontLibrary.fallbackFamilies)
        pango_font_description_set_weight(d, PangoWeight(UInt32(face.weight)))
        pango_font_description_set_style(d, face.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Sizes are in points, which layouts treat as pixels at scale 1.
        let size = font.pointSize.isFinite ? min(max(font.pointSize, 0.5), 4096) : 17
        pango_font_description_set_absolute_size(d, size * Double(PANGO_SCALE))
        descriptions[font] = d
        return d
    }

    /// The installed family, weight (100…900) and slant that draw `font`.
    func face(for font: Font) -> FontFace {
        let wanted = FontFace(family: FontLibrary.systemFamily, weight: font.weight.openTypeWeight, isItalic: font.isItalic)
        guard let name = font.name else { return wanted }
        // A face by its PostScript name: exactly that face.
        if let found = postScriptFace(name) { return found }
        // A family fontconfig knows by that name, or by the name before a style suffix.
        for family in [name, font.familyName] where isInstalled(family: family) {
            return FontFace(family: family, weight: wanted.weight, isItalic: wanted.isItalic)
        }
        let key = font.familyName.replacingOccurrences(of: " ", with: "").lowercased()
        let mapped = FontLibrary.iOSFamilies[key] ?? FontLibrary.iOSFamilies[name.replacingOccurrences(of: " ", with: "").lowercased()]
        return FontFace(family: mapped ?? FontLibrary.systemFamily, weight: wanted.weight, isItalic: wanted.isItalic)
    }

    /// The face fontconfig lists under the PostScript name `name`, or nil.
    private func postScriptFace(_ name: String) -> FontFace? {
        if let known = postScriptFaces[name] { return known }
        let found = firstListed(FC_POSTSCRIPT_NAME, name) { pattern -> FontFace in
            var family: UnsafeMutablePointer<FcChar8>?
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN)
            _ = FcPatternGetString(pattern, FC_FAMILY, 0, &family)
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            let familyName = family.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? FontLibrary.systemFamily
            return FontFace(family: familyName, weight: Int(FcWeightToOpenType(weight)), isItalic: slant != Int32(FC_SLANT_ROMAN))
        }
        postScriptFaces[name] = found
        return found
    }

    /// Whether fontconfig lists a face of the family `family`.
    private func isInstalled(family: String) -> Bool {
        if let known = installedFamilies[family] { return known }
        let found = firstListed(FC_FAMILY, family) { _ in true } ?? false
        installedFamilies[family] = found
        return found
    }

    /// What `read` finds in the first face (family, weight, slant) whose `object` is the
    /// string `value`; nil when there is none.
    private func firstListed<T>(_ object: String, _ value: String, alsoReading extra: [String] = [],
                                read: (OpaquePointer) -> T) -> T? {
        let pattern = FcPatternCreate()
        defer { FcPatternDestroy(pattern) }
        _ = value.withCString { v in
            v.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { FcPatternAddString(pattern, object, $0) }
        }
        let objects = FcObjectSetCreate()
        defer { FcObjectSetDestroy(objects) }
        for o in [FC_FAMILY, FC_WEIGHT, FC_SLANT] + extra { _ = FcObjectSetAdd(objects, o) }
        guard let set = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        guard set.pointee.nfont > 0, let first = set.pointee.fonts[0] else { return nil }
        return read(first)
    }
}

/// An installed face: what draws a `Font` (docs/text.md says how iOS names map to faces).
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The family's name as fontconfig lists it (`Inter`, `Liberation Sans`).
    public var family: String
    /// The weight on OpenType's scale: 100 (thin) … 400 (regular) … 900 (black).
    public var weight: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool
    /// Creates a face description.
    public init(family: String, weight: Int, isItalic: Bool) {
        self.family = family; self.weight = weight; self.isItalic = isItalic
    }
    /// `FAMILY WEIGHT`, and `italic` when it is.
    public var description: String { "\(family) \(weight)\(isItalic ? " italic" : "")" }
}

/// The fonts could not be loaded or used (fontconfig failing to load its configuration); the
/// renderer passes it on as it is.
public struct FontError: Error, CustomStringConvertible {
    /// What went wrong.
    public var reason: String
    /// An error saying `reason`.
    public init(_ reason: String) { self.reason = reason }
    /// `font: REASON`, as the renderer's errors read.
    public var description: String { "font: \(reason)" }
}
