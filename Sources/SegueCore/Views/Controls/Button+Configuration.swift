import Foundation

extension Button {
    /// A button's iOS 15 look (`UIButton.Configuration`): a style giving its colours and
    /// background, a title, a subtitle below it and an image beside them, with its insets,
    /// size and corners. Set as `Button.configuration`, it replaces the plain title drawing.
    ///
    /// Where UIKit leaves values unsaid, SegueKit chooses (and says so here): content insets
    /// of 2/6, 5/10, 7/12 and 14/20 points (top and bottom / leading and trailing) for the
    /// mini, small, medium and large sizes; `.dynamic` corners of 4, 6, 6 and 8 points; a
    /// tinted background at 15% of its colour; 2 points between title and subtitle.
    public struct Configuration: Hashable, Sendable {
        /// The configuration's look (UIKit's factory methods).
        public enum Style: String, Sendable, CaseIterable {
            /// `.plain()`: tinted text, no background.
            case plain
            /// `.gray()`: tinted text on a light grey background.
            case gray
            /// `.tinted()`: tinted text on a pale tint background.
            case tinted
            /// `.filled()`: white text on the tint.
            case filled
            /// `.borderless()`: as `.plain()`.
            case borderless
            /// `.bordered()`: as `.gray()`.
            case bordered
            /// `.borderedTinted()`: as `.tinted()`.
            case borderedTinted
            /// `.borderedProminent()`: as `.filled()`.
            case borderedProminent
        }

        /// How the background's corners are rounded (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: String, Sendable, CaseIterable {
            /// Rounded for the button's size (see the type's notes).
            case dynamic
            /// The background's own `backgroundCornerRadius`.
            case fixed
            /// 4 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the height.
            case capsule
        }

        /// The button's size class (`UIButton.Configuration.Size`): its insets and fonts.
        public enum Size: String, Sendable, CaseIterable {
            /// The smallest: footnote title.
            case mini
            /// Subheadline title.
            case small
            /// Body title (the default).
            case medium
            /// Body title, larger insets.
            case large
        }

        /// Where the image sits beside the title (`NSDirectionalRectEdge`).
        public enum ImagePlacement: String, Sendable, CaseIterable {
            /// Before the title (the default).
            case leading
            /// After the title.
            case trailing
            /// Above the title.
            case top
            /// Below the title.
            case bottom
        }

        /// The style.
        public var style: Style
        /// The title; nil: the button's `title`.
        public var title: String?
        /// A second, smaller line below the title.
        public var subtitle: String?
        /// An image file shown beside the title (drawn as a template in the foreground colour
        /// when `imageIsTemplate`).
        public var image: String?
        /// The image's size in points when known; nil: a square of the title's font size.
        public var imageSize: SegueCore.Size?
        /// Whether the image file is drawn as a template (its shape in the foreground colour).
        public var imageIsTemplate = false
        /// An SF Symbol shown beside the title (see `SystemSymbol`), in the foreground colour.
        public var systemImageName: String?
        /// Where the image sits.
        public var imagePlacement: ImagePlacement = .leading
        /// The points between the image and the title.
        public var imagePadding = 0.0
        /// The points between the title and the subtitle.
        public var titlePadding = 2.0
        /// The title and image colour; nil: the style's (the tint, or white when filled).
        public var baseForegroundColor: Color?
        /// The background colour; nil: the style's.
        public var baseBackgroundColor: Color?
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The corner radius for `.fixed` corners.
        public var backgroundCornerRadius = 0.0
        /// The insets round the content; nil: the size's.
        public var contentInsets: EdgeInsets?
        /// The size class.
        public var buttonSize: Size = .medium
        /// The title's font; nil: the size's text style.
        public var titleFont: Font?
        /// The subtitle's font; nil: the size's.
        public var subtitleFont: Font?

        /// A configuration of `style` with everything else at its default.
        public init(style: Style) { self.style = style }

        /// `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// `UIButton.Configuration.gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// `UIButton.Configuration.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// `UIButton.Configuration.filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `UIButton.Configuration.borderless()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// `UIButton.Configuration.bordered()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// `UIButton.Configuration.borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// `UIButton.Configuration.borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The style's family: plain, gray, tinted or filled.
        var family: Style {
            switch style {
            case .plain, .borderless: return .plain
            case .gray, .bordered: return .gray
            case .tinted, .borderedTinted: return .tinted
            case .filled, .borderedProminent: return .filled
            }
        }

        /// The title and image colour with `tint`.
        public func foregroundColor(tint: Color) -> Color {
            baseForegroundColor ?? (family == .filled ? .white : tint)
        }

        /// The background colour with `tint` (nil: none), in the light appearance.
        public func backgroundColor(tint: Color) -> Color? { backgroundColor(tint: tint, palette: ControlPalette(isDark: false)) }

        /// The background colour with `tint` in `palette`'s appearance (the gray style's is its face).
        func backgroundColor(tint: Color, palette: ControlPalette) -> Color? {
            switch family {
            case .plain: return baseBackgroundColor
            case .gray: return baseBackgroundColor ?? palette.face
            case .tinted: let c = baseBackgroundColor ?? tint; return c.withAlpha(c.alpha * 0.15)
            default: return baseBackgroundColor ?? tint
            }
        }

        /// The content insets in use.
        public var resolvedContentInsets: EdgeInsets {
            if let contentInsets { return contentInsets }
            switch buttonSize {
            case .mini: return EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
            case .small: return EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            case .medium: return EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
            case .large: return EdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
            }
        }

        /// The title's font in use.
        public var resolvedTitleFont: Font {
            titleFont ?? .preferredFont(forTextStyle: buttonSize == .mini ? .footnote : buttonSize == .small ? .subheadline : .body)
        }

        /// The title's font on a button of `role`: `titleFont`, else the size's text style,
        /// semibold for a primary button.
        public func resolvedTitleFont(for role: Button.Role) -> Font {
            if let titleFont { return titleFont }
            return role == .primary ? resolvedTitleFont.withWeight(.semibold) : resolvedTitleFont
        }

        /// The subtitle's font in use.
        public var resolvedSubtitleFont: Font {
            subtitleFont ?? .preferredFont(forTextStyle: buttonSize == .mini || buttonSize == .small ? .footnote : .subheadline)
        }

        /// The corner radius for a background `height` points high.
        public func cornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .dynamic: return buttonSize == .mini ? 4 : buttonSize == .large ? 8 : 6
            case .fixed: return backgroundCornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        /// Whether it shows an image.
        var hasImage: Bool { image != nil || systemImageName != nil }
    }

    /// Where a configured button's parts go in `bounds`: the image, the title and the subtitle.
    struct ConfiguredLayout {
        var image: Rect?
        var title: (Rect, TextSpec)?
        var subtitle: (Rect, TextSpec)?
        /// The content's size without the insets.
        var contentSize: SegueCore.Size
    }

    /// The title and subtitle as drawn in the foreground colour.
    func configuredTexts(_ c: Configuration) -> (title: AttributedText?, subtitle: AttributedText?) {
        let fg = c.foregroundColor(tint: tintColor)
        let color = fg.withAlpha(fg.alpha * (isEnabled ? 1 : 0.4))
        let style = ParagraphStyle(alignment: .center, lineBreakMode: lineBreakMode)
        let titleString = c.title ?? title
        let t: AttributedText? = attributedTitle.map { a in a.updatingAttributes { $0.paragraphStyle = style } }
            ?? (titleString.isEmpty ? nil : AttributedText(titleString, attributes: TextAttributes(font: c.resolvedTitleFont(for: role), foregroundColor: color, paragraphStyle: style)))
        let s = c.subtitle.flatMap { $0.isEmpty ? nil : AttributedText($0, attributes: TextAttributes(font: c.resolvedSubtitleFont, foregroundColor: color, paragraphStyle: style)) }
        return (t, s)
    }

    /// Lays out a configured button's content centred in `bounds` (or from the origin when
    /// `bounds` is empty, for the intrinsic size).
    func configuredLayout(_ c: Configuration, in bounds: Rect) -> ConfiguredLayout {
        let texts = configuredTexts(c)
        let measure: (AttributedText?) -> SegueCore.Size = { t in
            guard let t else { return SegueCore.Size(0, 0) }
            let s = TextSystem.measurer.layout(TextSpec(t, numberOfLines: 1)).size
            return SegueCore.Size(s.width.rounded(.up), s.height.rounded(.up))
        }
        let ts = measure(texts.title), ss = measure(texts.subtitle)
        let gap = texts.title != nil && texts.subtitle != nil ? c.titlePadding : 0
        let block = SegueCore.Size(max(ts.width, ss.width), ts.height + gap + ss.height)
        let side = c.resolvedTitleFont.pointSize * 1.15
        let imageSize = c.hasImage ? (c.imageSize ?? SegueCore.Size(side, side)) : SegueCore.Size(0, 0)
        let hasText = block.width > 0
        let pad = c.hasImage && hasText ? c.imagePadding : 0
        let horizontal = c.imagePlacement == .leading || c.imagePlacement == .trailing
        let content = horizontal
            ? SegueCore.Size(imageSize.width + pad + block.width, max(imageSize.height, block.height))
            : SegueCore.Size(max(imageSize.width, block.width), imageSize.height + pad + block.height)
        let inset = c.resolvedContentInsets
        let inner = Rect(bounds.minX + inset.left, bounds.minY + inset.top,
                         max(0, bounds.width - inset.left - inset.right), max(0, bounds.height - inset.top - inset.bottom))
        let origin = Point(inner.midX - content.width / 2, inner.midY - content.height / 2)
        var imageRect: Rect?, blockOrigin: Point
        switch c.imagePlacement {
        case .leading:
            imageRect = Rect(origin.x, origin.y + (content.height - imageSize.height) / 2, imageSize.width, imageSize.height)
            blockOrigin = Point(origin.x + imageSize.width + pad, origin.y + (content.height - block.height) / 2)
        case .trailing:
            blockOrigin = Point(origin.x, origin.y + (content.height - block.height) / 2)
            imageRect = Rect(origin.x + block.width + pad, origin.y + (content.height - imageSize.height) / 2, imageSize.width, imageSize.height)
        case .top:
            imageRect = Rect(origin.x + (content.width - imageSize.width) / 2, origin.y, imageSize.width, imageSize.height)
            blockOrigin = Point(origin.x + (content.width - block.width) / 2, origin.y + imageSize.height + pad)
        case .bottom:
            blockOrigin = Point(origin.x + (content.width - block.width) / 2, origin.y)
            imageRect = Rect(origin.x + (content.width - imageSize.width) / 2, origin.y + block.height + pad, imageSize.width, imageSize.height)
        }
        if !c.hasImage { imageRect = nil }
        // The texts may take the inner width when the button is narrower than they are.
        let width = bounds.width > 0 ? min(block.width, inner.width) : block.width
        var layout = ConfiguredLayout(image: imageRect, contentSize: content)
        if let t = texts.title {
            layout.title = (Rect(blockOrigin.x + (block.width - width) / 2, blockOrigin.y, width, ts.height),
                            TextSpec(t, maxWidth: width, maxHeight: ts.height, numberOfLines: 1))
        }
        if let s = texts.subtitle {
            layout.subtitle = (Rect(blockOrigin.x + (block.width - width) / 2, blockOrigin.y + ts.height + gap, width, ss.height),
                               TextSpec(s, maxWidth: width, maxHeight: ss.height, numberOfLines: 1))
        }
        return layout
    }

    /// A configured button's intrinsic size: its content and insets.
    func configuredIntrinsicSize(_ c: Configuration) -> SegueCore.Size {
        let l = configuredLayout(c, in: .zero)
        let i = c.resolvedContentInsets
        return SegueCore.Size(l.contentSize.width + i.left + i.right, l.contentSize.height + i.top + i.bottom)
    }

    /// Draws a configured button: background, image, title and subtitle.
    func drawConfigured(_ c: Configuration, into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        // The background's own corners; the layer's corner radius shows only where it clips.
        let r = clipsToBounds && cornerRadius > 0 ? cornerRadius : c.cornerRadius(height: bounds.height)
        if let bg = c.backgroundColor(tint: tintColor, palette: controlPalette) {
            fill(Rect(size: bounds.size), bg, radius: r, into: &list, transform: m, opacity: opacity * (isEnabled ? 1 : 0.5), clip: clip)
        }
        let l = configuredLayout(c, in: Rect(size: bounds.size))
        let fg = c.foregroundColor(tint: tintColor)
        let fgShown = fg.withAlpha(fg.alpha * (isEnabled ? 1 : 0.4))
        if let ir = l.image {
            if let name = c.systemImageName {
                SystemSymbol.draw(name, in: ir, color: fgShown, into: &list, transform: m, opacity: opacity, clip: clip)
            } else if let file = c.image {
                list.append(Quad(content: .image(file), size: ir.size, transform: Transform3D.translation(ir.minX, ir.minY).concatenating(m),
                                 opacity: opacity, clip: clip, contentMode: .aspectFit, tint: c.imageIsTemplate ? fgShown : .clear))
            }
        }
        for part in [l.title, l.subtitle].compactMap({ $0 }) {
            list.append(Quad(content: .text(part.1), size: part.0.size, transform: Transform3D.translation(part.0.minX, part.0.minY).concatenating(m),
                             opacity: opacity, clip: clip, contentMode: .center))
        }
        if isHighlighted {
            list.append(Quad(content: .color(Color(white: 0, alpha: 0.15)), size: bounds.size, transform: m,
                             opacity: opacity, clip: clip, cornerRadius: r))
        }
    }
}
