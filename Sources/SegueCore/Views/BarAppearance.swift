import Foundation

/// A blur effect (UIKit's `UIBlurEffect`), named by its style. SegueKit composites every view
/// once and blurs nothing behind it: an effect is drawn as its material's flat translucent
/// colour (`color(dark:)`).
public final class BlurEffect: Sendable {
    /// A material (UIKit's `UIBlurEffect.Style`, by Interface Builder's names).
    public enum Style: String, Sendable, CaseIterable {
        /// Light, nearly white.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Light or dark with the appearance.
        case regular
        /// A thicker `regular`.
        case prominent
        /// The thinnest material, light or dark with the appearance.
        case systemUltraThinMaterial
        /// A thin material.
        case systemThinMaterial
        /// The standard material.
        case systemMaterial
        /// A thick material.
        case systemThickMaterial
        /// The material of bars (a navigation bar's, a tab bar's, a toolbar's default background).
        case systemChromeMaterial
        /// `systemUltraThinMaterial`, always light.
        case systemUltraThinMaterialLight
        /// `systemThinMaterial`, always light.
        case systemThinMaterialLight
        /// `systemMaterial`, always light.
        case systemMaterialLight
        /// `systemThickMaterial`, always light.
        case systemThickMaterialLight
        /// `systemChromeMaterial`, always light.
        case systemChromeMaterialLight
        /// `systemUltraThinMaterial`, always dark.
        case systemUltraThinMaterialDark
        /// `systemThinMaterial`, always dark.
        case systemThinMaterialDark
        /// `systemMaterial`, always dark.
        case systemMaterialDark
        /// `systemThickMaterial`, always dark.
        case systemThickMaterialDark
        /// `systemChromeMaterial`, always dark.
        case systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// An effect of `style` (UIKit's `UIBlurEffect(style:)`).
    public init(style: Style) {
        self.style = style
    }

    /// The material as a flat translucent colour over white (light) or black (dark): what it
    /// shows over a plain background. The `system…Material` styles, `regular` and `prominent`
    /// follow `dark`; `light`, `extraLight`, `dark` and the `…Light`/`…Dark` styles do not.
    public func color(dark: Bool) -> Color { BlurEffect.material(style.rawValue, dark: dark) }

    /// `color(dark:)` for a style given by its name (an unknown name: the standard material).
    static func material(_ style: String, dark: Bool) -> Color {
        var isDark = dark
        if style.hasSuffix("Light") || style == "light" || style == "extraLight" { isDark = false }
        if style.hasSuffix("Dark") || style == "dark" { isDark = true }
        let base = style.replacingOccurrences(of: "Light", with: "").replacingOccurrences(of: "Dark", with: "")
        // How opaque each material is over white (light) or black (dark), thinnest first.
        let alpha: Double
        switch base {
        case "systemUltraThinMaterial": alpha = 0.45
        case "systemThinMaterial": alpha = 0.65
        case "systemThickMaterial", "prominent": alpha = 0.9
        case "extra": alpha = 0.85     // extraLight, with its suffix removed
        default: alpha = 0.8           // systemMaterial, systemChromeMaterial, regular, light, dark
        }
        return isDark ? Color(white: 0.12, alpha: alpha) : Color(white: 0.97, alpha: alpha)
    }
}

/// How a bar is drawn (UIKit's `UIBarAppearance`): its background and the shadow along its
/// edge. A bar holds one for each of its states (`standardAppearance`, `scrollEdgeAppearance` …)
/// and draws the one its state picks.
///
/// A bar copies the appearance it is given, as UIKit's bars do: change an appearance, then
/// give it to the bar again.
///
/// The background is drawn in layers: `backgroundEffect`'s material, then `backgroundColor`.
/// `configureWithOpaqueBackground()` draws the bars' opaque system grey (light or dark with the
/// device) where no `backgroundColor` is set. Background and shadow images are not modelled.
@MainActor
open class BarAppearance {
    /// The material behind the bar (nil: none). The default is the bars' chrome material,
    /// drawn as the grey of SegueKit's translucent bars.
    public var backgroundEffect: BlurEffect? { didSet { backgroundChanged() } }
    /// A colour over the effect (nil: none).
    public var backgroundColor: Color? { didSet { opaqueSystemBackground = false; backgroundChanged() } }
    /// The hairline along the bar's edge (nil or clear: none). The default is the system
    /// separator colour, light or dark with the device.
    public var shadowColor: Color? { didSet { systemShadow = false; backgroundChanged() } }

    /// Whether the opaque system grey is drawn where no `backgroundColor` is set.
    var opaqueSystemBackground = false
    /// Whether the shadow is the system separator (resolved with the device's appearance).
    var systemShadow = true
    /// Whether the background or shadow was changed since the appearance was made.
    private(set) var changesBackground = false

    /// An appearance with the default background (`configureWithDefaultBackground()`).
    public required init() {
        configureWithDefaultBackground()
        changesBackground = false
    }

    /// A copy of `barAppearance`: its background and shadow, and, where it is of this class,
    /// what the class adds (UIKit's `init(barAppearance:)`).
    public required init(barAppearance: BarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        opaqueSystemBackground = barAppearance.opaqueSystemBackground
        systemShadow = barAppearance.systemShadow
        changesBackground = barAppearance.changesBackground
    }

    /// A copy of this appearance (UIKit's `copy()`).
    public func copy() -> Self { Self(barAppearance: self) }

    /// The translucent chrome material with the system shadow (UIKit's default bar).
    public func configureWithDefaultBackground() {
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        useSystemShadow()
    }

    /// An opaque background of the system's bar grey with the system shadow.
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        opaqueSystemBackground = true
        useSystemShadow()
    }

    /// No background and no shadow: the content shows through.
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }

    private func useSystemShadow() {
        shadowColor = BarPalette(isDark: false).hairline
        systemShadow = true
    }

    private func backgroundChanged() { changesBackground = true }

    /// The background's layers, back to front, for a bar whose system look is `palette`.
    func backgroundLayers(_ palette: BarPalette) -> [Color] {
        var layers: [Color] = []
        if let effect = backgroundEffect {
            // The bars' own material is the grey SegueKit has always drawn a translucent bar in.
            let chrome = effect.style == .systemChromeMaterial
            layers.append(chrome ? palette.background.withAlpha(0.94) : effect.color(dark: palette.isDark))
        }
        if opaqueSystemBackground { layers.append(palette.background) }
        if let c = backgroundColor { layers.append(c) }
        return layers
    }

    /// The shadow's colour for a bar whose system look is `palette`; nil for none.
    func shadow(_ palette: BarPalette) -> Color? {
        let c = systemShadow ? palette.hairline : shadowColor
        return c.flatMap { $0.alpha > 0 ? $0 : nil }
    }
}

/// How a bar button item's title is drawn in one of its states (UIKit's
/// `UIBarButtonItemStateAppearance`).
@MainActor
public final class BarButtonItemStateAppearance {
    /// The title's attributes over the default's (`.font`, `.foregroundColor` …).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}

    init(copying other: BarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
    }

    /// Back to the default look: no attributes of its own.
    func reset() {
        titleTextAttributes = [:]
    }
}

/// How a bar's button items are drawn, state by state (UIKit's `UIBarButtonItemAppearance`).
/// A bar draws an item in the state it is in: `disabled`, `highlighted` while pressed, else
/// `normal`.
@MainActor
public final class BarButtonItemAppearance {
    /// The item at rest.
    public let normal: BarButtonItemStateAppearance
    /// The item while pressed.
    public let highlighted: BarButtonItemStateAppearance
    /// The item when disabled.
    public let disabled: BarButtonItemStateAppearance
    /// The item with the keyboard focus.
    public let focused: BarButtonItemStateAppearance

    /// An appearance with the default look for items of `style` (nothing set: the bar's tint,
    /// in the style's font).
    public init(style: BarButtonItem.Style = .plain) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
    }

    /// A copy of `other`.
    init(copying other: BarButtonItemAppearance) {
        normal = BarButtonItemStateAppearance(copying: other.normal)
        highlighted = BarButtonItemStateAppearance(copying: other.highlighted)
        disabled = BarButtonItemStateAppearance(copying: other.disabled)
        focused = BarButtonItemStateAppearance(copying: other.focused)
    }

    /// Clears every state back to the default look for items of `style`.
    public func configureWithDefault(for style: BarButtonItem.Style) {
        for s in [normal, highlighted, disabled, focused] { s.reset() }
    }

    /// The attributes of an item that is enabled or not and pressed or not.
    func titleTextAttributes(enabled: Bool, highlighted isHighlighted: Bool) -> [NSAttributedString.Key: Any] {
        if !enabled { return normal.titleTextAttributes.merging(disabled.titleTextAttributes) { $1 } }
        if isHighlighted { return normal.titleTextAttributes.merging(highlighted.titleTextAttributes) { $1 } }
        return normal.titleTextAttributes
    }
}

/// How a navigation bar is drawn (UIKit's `UINavigationBarAppearance`): the background and
/// shadow, the title's and large title's attributes, and its items'.
@MainActor
public final class NavigationBarAppearance: BarAppearance {
    /// The title's attributes over the default (17-point semibold, the label colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes over the default (34-point bold, the label colour).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The plain bar button items.
    public var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// The bar button items of the `done` style.
    public var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    /// The back button's title.
    public var backButtonAppearance = BarButtonItemAppearance(style: .plain)

    /// A navigation bar's default appearance.
    public required init() { super.init() }

    /// A copy of `barAppearance`, with its titles and items when it is a navigation bar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? NavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = BarButtonItemAppearance(copying: other.buttonAppearance)
        doneButtonAppearance = BarButtonItemAppearance(copying: other.doneButtonAppearance)
        backButtonAppearance = BarButtonItemAppearance(copying: other.backButtonAppearance)
    }
}

/// How a toolbar is drawn (UIKit's `UIToolbarAppearance`): the background and shadow and its
/// items'.
@MainActor
public final class ToolbarAppearance: BarAppearance {
    /// The plain bar button items.
    public var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// The bar button items of the `done` style.
    public var doneButtonAppearance = BarButtonItemAppearance(style: .done)

    /// A toolbar's default appearance.
    public required init() { super.init() }

    /// A copy of `barAppearance`, with its items when it is a toolbar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? ToolbarAppearance else { return }
        buttonAppearance = BarButtonItemAppearance(copying: other.buttonAppearance)
        doneButtonAppearance = BarButtonItemAppearance(copying: other.doneButtonAppearance)
    }
}

/// How a tab bar item is drawn in one of its states (UIKit's `UITabBarItemStateAppearance`).
@MainActor
public final class TabBarItemStateAppearance {
    /// The title's attributes over the default (10-point medium; 13 beside the icon).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour (nil: the tint when selected, else the bar's grey). It colours the
    /// title too unless `titleTextAttributes` gives one.
    public var iconColor: Color?
    /// The badge's colour (nil: the system red).
    public var badgeBackgroundColor: Color?
    /// The badge text's attributes over the default (13-point white).
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}

    init(copying other: TabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
    }

    /// Back to the default look: no attributes or colours of its own.
    func reset() {
        titleTextAttributes = [:]
        iconColor = nil
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
    }
}

/// How a tab bar's items are drawn in one layout, state by state (UIKit's
/// `UITabBarItemAppearance`).
@MainActor
public final class TabBarItemAppearance {
    /// Items neither selected nor disabled.
    public let normal: TabBarItemStateAppearance
    /// The selected item.
    public let selected: TabBarItemStateAppearance
    /// Items of a disabled bar.
    public let disabled: TabBarItemStateAppearance
    /// The item with the keyboard focus.
    public let focused: TabBarItemStateAppearance

    /// An appearance with the default look for `style`'s layout.
    public init(style: TabBarItemAppearance.Style = .stacked) {
        (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
    }

    /// A copy of `other`.
    init(copying other: TabBarItemAppearance) {
        normal = TabBarItemStateAppearance(copying: other.normal)
        selected = TabBarItemStateAppearance(copying: other.selected)
        disabled = TabBarItemStateAppearance(copying: other.disabled)
        focused = TabBarItemStateAppearance(copying: other.focused)
    }

    /// The layout an item appearance is for (UIKit's `UITabBarItemAppearance.Style`).
    public enum Style: Sendable {
        /// The icon over the title (a phone held upright).
        case stacked
        /// The icon beside the title (an iPad's wide bars).
        case inline
        /// The icon beside the title in a compact-height bar (a phone on its side).
        case compactInline
    }

    /// Clears every state back to the default look for `style`'s layout (the state
    /// appearances are the same objects, reset).
    public func configureWithDefault(for style: TabBarItemAppearance.Style) {
        for s in [normal, selected, disabled, focused] { s.reset() }
    }

    /// The state an item is drawn in.
    func state(selected isSelected: Bool, enabled: Bool) -> TabBarItemStateAppearance {
        !enabled ? disabled : (isSelected ? selected : normal)
    }
}

/// How a tab bar is drawn (UIKit's `UITabBarAppearance`): the background and shadow, and its
/// items in each layout.
@MainActor
public final class TabBarAppearance: BarAppearance {
    /// The items when the icon stands over the title.
    public var stackedLayoutAppearance = TabBarItemAppearance(style: .stacked)
    /// The items when the icon stands beside the title in a regular-height bar.
    public var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
    /// The items in a compact-height bar (a phone on its side).
    public var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)

    /// A tab bar's default appearance.
    public required init() { super.init() }

    /// A copy of `barAppearance`, with its item layouts when it is a tab bar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? TabBarAppearance else { return }
        stackedLayoutAppearance = TabBarItemAppearance(copying: other.stackedLayoutAppearance)
        inlineLayoutAppearance = TabBarItemAppearance(copying: other.inlineLayoutAppearance)
        compactInlineLayoutAppearance = TabBarItemAppearance(copying: other.compactInlineLayoutAppearance)
    }
}

/// A bar's appearances for its states, kept as copies.
@MainActor
struct BarAppearances<A: BarAppearance> {
    /// At rest.
    var standard = A()
    /// Whether `standard` was given (rather than made by the bar).
    var standardGiven = false
    /// In a compact-height window.
    var compact: A?
    /// At the scroll edge.
    var scrollEdge: A?
    /// At the scroll edge in a compact-height window.
    var compactScrollEdge: A?

    /// What the bar draws with `rest` (nil: `standard`) at rest and `edge` at the scroll edge,
    /// `edgeFraction` of the way to the edge. The bar's own untouched `standard` draws the
    /// background its legacy properties (`legacy`) give.
    func look(rest: A?, edge: A?, edgeFraction: Double, legacy: BarLegacyLook) -> BarLook<A> {
        let r = rest ?? standard
        let untouched = r === standard && !standardGiven && !standard.changesBackground
        return BarLook(rest: r, legacy: untouched ? legacy : nil, edge: edge, edgeFraction: edge == nil ? 0 : min(max(edgeFraction, 0), 1))
    }
}

/// How far the content is at a bar's scroll edge (0 to 1) as the bar last looked: measured
/// from its container's `source` when the bar lays out or the content scrolls, and read when
/// the bar draws, so drawing never searches a controller's views.
@MainActor
struct ScrollEdgeReading {
    /// What the bar's container says of its content now; a bar no container manages is never
    /// at the edge.
    var source: (@MainActor () -> Double)?
    /// The fraction as of the last `update`.
    private(set) var shown = 0.0

    /// Measures again (0 unless a scroll-edge appearance `applies`); true when it changed.
    mutating func update(applies: Bool) -> Bool {
        let now = applies ? source?() ?? 0 : 0
        defer { shown = now }
        return now != shown
    }

    /// The fraction now, without keeping it.
    func measured(applies: Bool) -> Double { applies ? source?() ?? 0 : 0 }
}

/// The background a bar's legacy properties give it: `barTint` (else the bar's grey, at 94%
/// when translucent).
struct BarLegacyLook {
    /// The bar's `barTintColor` (or, for a tab bar, its `barTintColor`).
    let barTint: Color?
    /// Whether the bar is translucent.
    let isTranslucent: Bool

    /// The background's colour.
    func background(_ palette: BarPalette) -> Color {
        let base = barTint ?? palette.background
        return isTranslucent && barTint == nil ? base.withAlpha(0.94) : base
    }
}

/// What a bar draws now: its appearance at rest (or its legacy look), cross-faded with its
/// scroll-edge appearance as far as the content is at the edge.
@MainActor
struct BarLook<A: BarAppearance> {
    /// The appearance at rest.
    let rest: A
    /// The legacy look drawn instead of `rest`'s background, if `rest` is the bar's untouched own.
    let legacy: BarLegacyLook?
    /// The appearance at the scroll edge, if any.
    let edge: A?
    /// How far the content is at the edge, 0 to 1 (0 without `edge`).
    let edgeFraction: Double

    /// The appearance whose titles and items are drawn: the nearer of the two.
    var shown: A { edgeFraction >= 0.5 ? edge ?? rest : rest }

    /// The background's layers at rest.
    private func restLayers(_ palette: BarPalette) -> [Color] {
        legacy.map { [$0.background(palette)] } ?? rest.backgroundLayers(palette)
    }

    /// Draws the background, `size`, at `transform`: the layers of the appearance in effect,
    /// or, between the two, one colour mixed from what each draws.
    func drawBackground(_ palette: BarPalette, into list: inout DrawList, size: Size, transform: Transform3D,
                        opacity: Double, clip: Rect?) {
        let f = edgeFraction
        var layers = restLayers(palette)
        if let edge, f > 0 {
            let top = edge.backgroundLayers(palette)
            layers = f >= 1 ? top : [BarLook.mix(BarLook.flattened(layers), BarLook.flattened(top), f)]
        }
        for color in layers where color.alpha > 0 {
            list.append(Quad(content: .color(color), size: size, transform: transform, opacity: opacity, clip: clip))
        }
    }

    /// Layers drawn one over the other, as one colour (premultiplied red, green, blue, alpha).
    static func flattened(_ layers: [Color]) -> (Double, Double, Double, Double) {
        var out = (0.0, 0.0, 0.0, 0.0)
        for c in layers {
            let k = 1 - c.alpha
            out = (c.red * c.alpha + out.0 * k, c.green * c.alpha + out.1 * k, c.blue * c.alpha + out.2 * k, c.alpha + out.3 * k)
        }
        return out
    }

    /// Two premultiplied colours mixed `f` of the way from `a` to `b`.
    static func mix(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ f: Double) -> Color {
        let r = lerp(a.0, b.0, f), g = lerp(a.1, b.1, f), bl = lerp(a.2, b.2, f), al = lerp(a.3, b.3, f)
        guard al > 0 else { return .clear }
        return Color(red: r / al, green: g / al, blue: bl / al, alpha: al)
    }

    /// The shadow's colour (clear for none), cross-faded.
    func shadow(_ palette: BarPalette) -> Color {
        let a = (legacy != nil ? palette.hairline : rest.shadow(palette)) ?? .clear
        guard let edge, edgeFraction > 0 else { return a }
        let b = edge.shadow(palette) ?? .clear
        let f = edgeFraction
        // Towards a missing shadow only the alpha fades.
        let from = a.alpha > 0 ? a : b.withAlpha(0), to = b.alpha > 0 ? b : a.withAlpha(0)
        return Color(red: lerp(from.red, to.red, f), green: lerp(from.green, to.green, f), blue: lerp(from.blue, to.blue, f),
                     alpha: lerp(from.alpha, to.alpha, f))
    }
}
