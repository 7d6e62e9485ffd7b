import Foundation

/// The bar at the top of a navigation controller (UINavigationBar). It shows a stack of
/// `NavigationItem`s (`items`; a navigation controller gives it its controllers' items): the
/// top item's title (or title view) in the middle, its bar button items at the left and right,
/// and, when there is an item below it, a back button titled as UIKit titles it (the item
/// below's back item title, else its `backButtonTitle`, else its title, else "Back"; "Back" too
/// when that title would take more than a third of the bar). A prompt adds a 30-point line
/// above; a large title (with `prefersLargeTitles`) adds a 52-point strip below the items,
/// holding the title at 34 points bold on the left, as since iOS 11.
///
/// Drawn with UIKit's default look: a light translucent bar (or `barTintColor`), extending up
/// behind the status bar, a hairline at its bottom, a 17-point semibold title and
/// `tintColor`ed items with a chevron on the back button.
open class NavigationBar: View, BarItemHost {
    /// The height of the row holding the items and the title, in points (UIKit's bar without
    /// a prompt or large title).
    public nonisolated static let defaultHeight = 44.0
    /// The height of that row while the window's height is compact (a phone on its side), as
    /// UIKit's landscape bar.
    public nonisolated static let compactHeight = 32.0
    /// The height of that row on an iPad (iPadOS's bar since iOS 12; 102 points in all with a
    /// large title, as Xcode stores an iPad's large-title bar).
    public nonisolated static let padHeight = 50.0
    /// The height of that row on a phone drawing iOS 26 (`DeviceProfile.drawsIOS26`): 9 of the
    /// 11 bars in files Xcode 26 saved are 54 points high.
    public nonisolated static let iOS26Height = 54.0
    /// The height of that row in a sheet standing as a card (iOS 13's modal presentations that
    /// do not cover the screen, on a phone and on an iPad alike).
    public nonisolated static let sheetHeight = 56.0
    /// How much taller a prompt makes the bar.
    public nonisolated static let promptHeight = 30.0
    /// How much taller a large title makes the bar (96 points in all, UIKit's large bar).
    public nonisolated static let largeTitleHeight = 52.0

    /// The items, bottom of the stack first; the last is shown (UIKit's `items`).
    public var items: [NavigationItem] = [] {
        didSet {
            for item in oldValue where item.host === self { item.host = nil }
            for item in items { item.host = self }
            rebuild()
        }
    }
    /// The item shown: the last one.
    public var topItem: NavigationItem? { items.last }
    /// The item below the top, whose title the back button shows.
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// Shows the top item's title large, in a strip below the items, as its
    /// `largeTitleDisplayMode` says (UIKit's `prefersLargeTitles`); off by default.
    public var prefersLargeTitles = false { didSet { rebuild() } }
    /// The items and the back button are drawn in the bar's `tintColor` (inherited, as any
    /// view's): they are made again when it changes.
    open override func tintColorDidChange() { rebuild() }
    /// The bar's background colour; nil draws UIKit's default grey, light or dark as the bar's
    /// appearance (its `barStyle`, its window's device) is.
    public var barTintColor: Color? { didSet { invalidate() } }
    /// Whether the bar is see-through (its default background at 94%); an opaque bar's
    /// navigation controller puts its controllers' views below it, as UIKit does.
    public var isTranslucent = true { didSet { invalidate(); superview?.setNeedsLayout() } }
    /// The bar's style (UIKit's `barStyle`): `black` draws a dark bar with white titles.
    public var barStyle: BarStyle = .default { didSet { rebuild(); invalidate() } }
    /// How far the background reaches up beyond the bar's top (the status bar above it).
    public var backgroundExtension = 0.0 { didSet { invalidate() } }
    /// Where the bar stands (UIKit's `barPosition`, which a bar's delegate gives): `.top`, the
    /// default for a bar standing among views; `.topAttached`, a bar at the top of its screen
    /// whose background reaches up to its superview's top, under the status bar, as a
    /// navigation controller's bar does.
    public var barPosition: BarPosition = .top { didSet { invalidate() } }

    /// The title's attributes over the default (17-point semibold, the label colour; UIKit's
    /// legacy `titleTextAttributes`). An appearance's attributes apply over these.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    /// The large title's attributes over the default (34-point bold, the label colour).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }

    /// How the bar is drawn at rest (UIKit's `standardAppearance`; the bar keeps a copy). Until
    /// one is given or this one's background is changed, the legacy properties (`barTintColor`,
    /// `isTranslucent`, `barStyle`) draw the background.
    public var standardAppearance: NavigationBarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue.copy(); appearances.standardGiven = true; rebuild() }
    }
    /// How the bar is drawn while the window's height is compact (nil: `standardAppearance`).
    public var compactAppearance: NavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); rebuild() }
    }
    /// How the bar is drawn while the top controller's content is scrolled to its top (nil:
    /// as at rest). See `scrollEdgeFraction` for when that is.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); rebuild() }
    }
    /// How the bar is drawn at the scroll edge while the window's height is compact (nil:
    /// `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy(); rebuild() }
    }
    private var appearances = BarAppearances<NavigationBarAppearance>()

    /// How far the content under the bar is at its scroll edge, from 0 (scrolled away) to 1:
    /// its source is what the bar's navigation controller says of its top controller's content
    /// scroll view (`ViewController.scrollEdgeFraction(for:)`). A bar no navigation controller
    /// manages is never at the edge, as in UIKit.
    var scrollEdge = ScrollEdgeReading()

    /// The label that shows the top item's title in the middle.
    public let titleLabel = Label()
    /// The label that shows the large title.
    public let largeTitleLabel = Label()
    /// Holds the large title, cut to the part of its strip that shows (`largeTitleCollapse`).
    private let largeTitleStrip = View(frame: .zero)
    /// The label that shows the prompt.
    public let promptLabel = Label()
    /// The back button; a navigation controller makes it pop.
    public let backButton: Button = BackButton()

    /// The controls drawing the top item's left and right bar button items.
    private(set) var itemButtons: [BarItemButton] = []
    /// The title view shown, kept to remove it when the top item changes.
    private weak var shownTitleView: View?
    private let hairline = View(frame: .zero)

    /// Creates a bar `NavigationBar.defaultHeight` points high.
    public override init(frame: Rect = Rect(0, 0, 320, NavigationBar.defaultHeight)) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.6
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.adjustsFontSizeToFitWidth = true
        largeTitleLabel.minimumScaleFactor = 0.5
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        backButton.font = .systemFont(ofSize: 17)
        backButton.cornerRadius = 0
        backButton.isHidden = true
        hairline.backgroundColor = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
        largeTitleStrip.clipsToBounds = true
        largeTitleStrip.addSubview(largeTitleLabel)
        for v in [titleLabel, largeTitleStrip, promptLabel, backButton, hairline] { addSubview(v) }
        rebuild()
    }

    /// Whether the top item's title shows large: with `prefersLargeTitles`, the first item
    /// from the top whose mode is not `automatic` decides, and an all-automatic stack is large.
    /// Never while the window's height is compact (a phone on its side): UIKit shows large
    /// titles only in a regular vertical size class, and the bar is its compact 32 points with
    /// the title inline.
    public var displaysLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil, !Bars.isCompactHeight(window) else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height of the row holding the items and the title: 44 points, 32 while the window's
    /// height is compact, 56 in a sheet standing as a card, 50 in a window that emulates an
    /// iPad, 54 on a phone drawing iOS 26.
    public var rowHeight: Double {
        NavigationBar.rowHeight(compact: Bars.isCompactHeight(window), device: window?.device, inSheet: isInSheetCard)
    }

    /// Whether the bar stands in a sheet drawn as a card: in the screen of a controller
    /// presented as one.
    /// (A sheet covering the window stands in a compact height, where the bar is compact first.)
    private var isInSheetCard: Bool { enclosingSheet != nil || window?.device?.isSheetCard == true }

    /// The row's height in a window whose height is compact or not, emulating `device`, in a
    /// sheet standing as a card or not.
    nonisolated static func rowHeight(compact: Bool, device: DeviceProfile?, inSheet: Bool = false) -> Double {
        if compact { return compactHeight }
        if inSheet { return sheetHeight }
        if device?.isPad == true { return padHeight }
        return device?.drawsIOS26 == true ? iOS26Height : defaultHeight
    }

    /// The bar's height for its top item: `rowHeight`, plus 30 for a prompt and 52 for a large
    /// title.
    public var preferredHeight: Double {
        rowHeight + (topItem?.prompt == nil ? 0 : NavigationBar.promptHeight)
            + (displaysLargeTitle ? NavigationBar.largeTitleHeight : 0)
    }

    /// The bar's own height (`preferredHeight`), any width: what Auto Layout gives a bar standing
    /// among a scene's views, as UIKit's bar's intrinsic height.
    open override var intrinsicContentSize: Size { Size(View.noIntrinsicMetric, preferredHeight) }

    /// The back button's title (nil when none shows): UIKit's order over the item below, and
    /// none when the top item hides it or replaces it with left items.
    public var backButtonTitle: String? {
        guard let top = topItem, let below = backItem, !top.hidesBackButton,
              top.leftBarButtonItems.isEmpty || top.leftItemsSupplementBackButton else { return nil }
        let title = below.backTitle
        let width = TextSystem.measurer.layout(TextSpec(AttributedText(title, attributes: TextAttributes(font: backButton.font)),
                                                        numberOfLines: 1)).size.width
        return width > bounds.width / 3 ? "Back" : title
    }

    func barItemChanged() { rebuild() }

    /// Makes the item controls again and lays the bar out.
    private func rebuild() {
        for b in itemButtons { b.removeFromSuperview() }
        itemButtons = []
        guard let top = topItem else {
            layoutSubviews()
            return
        }
        for item in top.leftBarButtonItems + top.rightBarButtonItems {
            item.host = self
            let b = BarItemButton(item: item)
            b.barTint = tintColor
            itemButtons.append(b)
            addSubview(b)
        }
        if shownTitleView !== top.titleView {
            shownTitleView?.removeFromSuperview()
            if let v = top.titleView { addSubview(v) }
            shownTitleView = top.titleView
        }
        bringSubviewToFront(hairline)
        layoutSubviews()
        superview?.setNeedsLayout()
    }

    open override func layoutSubviews() {
        let w = bounds.width
        let top = topItem
        let row = top?.prompt == nil ? 0.0 : NavigationBar.promptHeight
        let h = rowHeight
        // The appearance in effect, as far as the content is scrolled now; its fonts and
        // colours are given before anything is measured.
        shownCollapse = measuredCollapse
        _ = scrollEdge.update(applies: hasScrollEdgeAppearance)
        let palette = Bars.palette(barStyle, in: self)
        let look = currentLook
        hairline.backgroundColor = look.shadow(palette)
        let shown = look.shown
        let titleAttributes = TextAttributes(font: .systemFont(ofSize: 17, weight: .semibold), foregroundColor: palette.title)
            .applying(titleTextAttributes ?? [:]).applying(shown.titleTextAttributes)
        let largeAttributes = TextAttributes(font: .systemFont(ofSize: 34, weight: .bold), foregroundColor: palette.title)
            .applying(largeTitleTextAttributes ?? [:]).applying(shown.largeTitleTextAttributes)
        if titleLabel.font != titleAttributes.font { titleLabel.font = titleAttributes.font }
        if largeTitleLabel.font != largeAttributes.font { largeTitleLabel.font = largeAttributes.font }
        if titleLabel.textColor != titleAttributes.foregroundColor { titleLabel.textColor = titleAttributes.foregroundColor }
        if promptLabel.textColor != titleAttributes.foregroundColor { promptLabel.textColor = titleAttributes.foregroundColor }
        if largeTitleLabel.textColor != largeAttributes.foregroundColor { largeTitleLabel.textColor = largeAttributes.foregroundColor }
        let backAttributes = shown.backButtonAppearance.normal.titleTextAttributes
        (backButton as? BackButton)?.titleAttributes = backAttributes
        let backFont = TextAttributes(font: .systemFont(ofSize: 17)).applying(backAttributes).font
        if backButton.font != backFont { backButton.font = backFont }
        for b in itemButtons {
            b.appearance = b.item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance
        }
        // 16 points in from each edge of the safe area (a phone's notch in landscape).
        let inset = safeAreaInsets
        let margin = 16.0, gap = 8.0, leftEdge = inset.left, rightEdge = w - inset.right
        if promptLabel.text != top?.prompt ?? "" { promptLabel.text = top?.prompt ?? "" }
        promptLabel.isHidden = top?.prompt == nil
        promptLabel.frame = Rect(leftEdge + margin, 6, max(rightEdge - leftEdge - 2 * margin, 0), max(row - 6, 0))
        // The left side: the back button, then the left items (or the left items alone).
        var left = leftEdge + margin - gap
        let back = backButtonTitle
        if backButton.title != back ?? "" { backButton.title = back ?? "" }
        if backButton.tintColor != tintColor { backButton.tintColor = tintColor }
        backButton.isHidden = back == nil
        backButton.frame = Rect(0, row, 0, h)
        if let back {
            let width = back.isEmpty ? 29 : BackButton.textInset + backButton.intrinsicContentSize.width + 8
            backButton.frame = Rect(leftEdge, row, min(width, w / 2), h)
            left = backButton.frame.maxX - gap
        }
        let leftCount = top?.leftBarButtonItems.count ?? 0
        let showsLeft = back == nil || top?.leftItemsSupplementBackButton == true
        for b in itemButtons.prefix(leftCount) {
            let bw = max(b.preferredWidth, b.item.isSpace || b.item.customView != nil ? 0 : 24)
            b.frame = showsLeft ? Rect(left + gap, row, bw, h) : .zero
            b.isHidden = !showsLeft
            if showsLeft { left = b.frame.maxX }
        }
        // The right side, from the right edge inwards.
        var right = rightEdge - margin + gap
        for b in itemButtons.dropFirst(leftCount) {
            let bw = max(b.preferredWidth, b.item.isSpace || b.item.customView != nil ? 0 : 24)
            b.frame = Rect(right - gap - bw, row, bw, h)
            right = b.frame.minX
        }
        // The title stays centred in the bar, clear of the items on both sides.
        let side = max(left, w - right) + gap
        let room = Rect(side, row, max(w - 2 * side, 0), h)
        let large = displaysLargeTitle
        if titleLabel.text != top?.title ?? "" { titleLabel.text = top?.title ?? "" }
        titleLabel.frame = room
        // A large title scrolled away gives way to the title in the row, which fades in over the
        // last `inlineTitleFade` points.
        let collapse = shownCollapse
        let inline = large ? min(max((collapse - NavigationBar.largeTitleHeight + NavigationBar.inlineTitleFade)
                                     / NavigationBar.inlineTitleFade, 0), 1) : 1
        titleLabel.alpha = inline
        titleLabel.isHidden = inline == 0 || top?.titleView != nil
        if let tv = top?.titleView {
            let size = Size(min(tv.bounds.width, room.width), min(tv.bounds.height, h))
            tv.frame = Rect(w / 2 - size.width / 2, row + (h - size.height) / 2, size.width, size.height)
            if tv.frame.minX < room.minX { tv.frame.origin.x = room.minX }
        }
        if largeTitleLabel.text != top?.title ?? "" { largeTitleLabel.text = top?.title ?? "" }
        largeTitleLabel.isHidden = !large
        largeTitleStrip.isHidden = !large
        // The strip loses its bottom as the content scrolls up, and the title moves up with the
        // content under the row; pulled down, the strip grows and the title stays at its foot.
        largeTitleStrip.frame = Rect(0, row + h, w, max(NavigationBar.largeTitleHeight - collapse, 0))
        largeTitleLabel.frame = Rect(leftEdge + margin, 3 - collapse, max(rightEdge - leftEdge - 2 * margin, 0), 41)
        hairline.frame = Rect(0, visibleHeight - 0.5, w, 0.5)
    }

    /// The background: `barTintColor`, else UIKit's grey of the bar's appearance (`BarPalette`;
    /// at 94% when translucent), reaching `backgroundExtension` points above the bar.
    open override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        drawBackground(into: &list, transform: m, opacity: opacity, clip: clip, height: visibleHeight)
    }

    /// The background `height` points high (and the extension above it).
    private func drawBackground(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?, height: Double) {
        let up = max(backgroundExtension, barPosition == .topAttached ? frame.minY : 0, 0)
        currentLook.drawBackground(Bars.palette(barStyle, in: self), into: &list, size: Size(bounds.width, height + up),
                                   transform: Transform3D.translation(0, -up).concatenating(m), opacity: opacity, clip: clip)
    }

    /// The appearances the bar draws now: the top item's beat the bar's, the compact ones
    /// apply while the window's height is compact, and the scroll-edge one as far as the
    /// content is at its edge.
    private var currentLook: BarLook<NavigationBarAppearance> {
        let compact = Bars.isCompactHeight(window)
        let item = topItem
        let rest = compact ? item?.compactAppearance ?? appearances.compact ?? item?.standardAppearance
                           : item?.standardAppearance
        let edge = compact ? item?.compactScrollEdgeAppearance ?? appearances.compactScrollEdge ?? item?.scrollEdgeAppearance ?? appearances.scrollEdge
                           : item?.scrollEdgeAppearance ?? appearances.scrollEdge
        return appearances.look(rest: rest, edge: edge, edgeFraction: edge == nil ? 0 : scrollEdge.shown,
                                legacy: legacyBackground)
    }

    /// The background the legacy properties draw: `barTintColor`, else the default grey (at 94%
    /// when translucent).
    private var legacyBackground: BarLegacyLook {
        BarLegacyLook(barTint: barTintColor, isTranslucent: isTranslucent)
    }

    /// The content under the bar scrolled: the bar is laid out and drawn again if an
    /// appearance or a large title depends on it.
    func scrollEdgeMayHaveChanged() {
        guard measuredCollapse != shownCollapse || scrollEdge.measured(applies: hasScrollEdgeAppearance) != scrollEdge.shown else { return }
        setNeedsLayout()
        invalidate()
    }

    /// How far the top controller's content scroll view is scrolled down from its top (negative:
    /// pulled beyond it); what the bar's navigation controller says, nil without one.
    var scrolledDistanceSource: (@MainActor () -> Double?)?

    /// How many points of the large title's strip the content has scrolled away, from 0 (the
    /// whole strip, at the top) to `largeTitleHeight` (the title gone, the bar its row's
    /// height); negative while the content is pulled down beyond its top, when the strip grows
    /// by as much, as UIKit's does. 0 without a large title. As of the bar's last layout.
    public var largeTitleCollapse: Double { shownCollapse }
    private var shownCollapse = 0.0

    /// `largeTitleCollapse` as the content stands now.
    private var measuredCollapse: Double {
        guard displaysLargeTitle, let d = scrolledDistanceSource?() else { return 0 }
        return min(d, NavigationBar.largeTitleHeight)
    }

    /// Whether the bar or its top item has a scroll-edge appearance.
    private var hasScrollEdgeAppearance: Bool {
        let item = topItem
        return appearances.scrollEdge != nil || appearances.compactScrollEdge != nil
            || item?.scrollEdgeAppearance != nil || item?.compactScrollEdgeAppearance != nil
    }

    /// The height the bar shows: its own less the large title's strip scrolled away (or plus
    /// the strip pulled down). Its frame keeps its full height, so the screens' safe areas do
    /// not move while the content scrolls.
    public var visibleHeight: Double { bounds.height - largeTitleCollapse }

    /// Over how many points of scrolling, just before the large title is gone, the title in
    /// the row fades in (SegueKit's figure; UIKit publishes none).
    public nonisolated static let inlineTitleFade = 12.0

    /// A point is inside the bar only within the part it shows: content scrolled up under a
    /// collapsed large title takes its clicks.
    open override func point(inside point: Point, with event: InputEvent?) -> Bool {
        super.point(inside: point, with: event) && point.y < bounds.minY + visibleHeight
    }

    // MARK: A change of items in a push or pop

    /// Moves the bar to `newItems` as a push or pop does, over the transition rather than at its
    /// end: from now until `endItemChange()`, the bar is drawn as a pure function of
    /// `progress()` (0: before the change, 1: after it) — the background and hairline grow or
    /// shrink from the old height to the new (a large title coming or going), the old
    /// content (title, items, back button, large title, prompt), as it was drawn, fades out,
    /// and the new content fades in over it, both within the background. The titles slide as
    /// UIKit's do: in a push, the old title towards where the new back button's title stands and
    /// the new one in from half the bar's width to the right, the back button's title from where
    /// the old title stood to its place (the chevron stays where both screens have one); a pop
    /// plays that backwards. The bar is laid out for the new items at once, so the incoming
    /// screen's safe area is the one it will have.
    func beginItemChange(to newItems: [NavigationItem], progress: @escaping @MainActor () -> Double) {
        var oldTitle = DrawList(size: bounds.size, clearColor: .clear)
        drawSubviews([titleLabel], into: &oldTitle, transform: .identity, opacity: 1, clip: nil, origin: bounds.origin)
        var oldRest = DrawList(size: bounds.size, clearColor: .clear)
        drawSubviews(otherContent, into: &oldRest, transform: .identity, opacity: 1, clip: nil, origin: bounds.origin)
        var oldChevron = DrawList(size: bounds.size, clearColor: .clear)
        var oldBackTitle = DrawList(size: bounds.size, clearColor: .clear)
        let oldBackShown = drawBackParts(into: &oldChevron, transform: .identity, opacity: 1, clip: nil, chevron: true, titleShift: nil)
        _ = drawBackParts(into: &oldBackTitle, transform: .identity, opacity: 1, clip: nil, chevron: false, titleShift: 0)
        let oldHeight = visibleHeight
        let oldTitleX = titleTextMinX, oldBackTextX = backTextMinX
        let depth = newItems.count - items.count
        items = newItems
        compositorOverride = { [weak self] list, m, opacity, clip in
            guard let self, !self.isHidden else { return }
            let p = min(max(progress(), 0), 1)
            let height = oldHeight + (self.visibleHeight - oldHeight) * p
            self.drawBackground(into: &list, transform: m, opacity: opacity, clip: clip, height: height)
            // Both contents stay within the background as it grows or shrinks.
            let inside = RunningTransition.combine(m.boundingBox(of: Rect(0, 0, self.bounds.width, height)), clip)
            // How far each title has slid. In a push, the title of the screen below goes to where
            // the new back button's title stands, that back title comes from it, the old back
            // title leaves to the left and the new title comes from the right; a pop is the same
            // backwards.
            let slide = self.bounds.width / 2
            let newTitleX = self.titleTextMinX, newBackTextX = self.backTextMinX
            var shift = (oldTitle: 0.0, newTitle: 0.0, oldBack: 0.0, newBack: 0.0)
            if depth > 0 {
                shift.oldTitle = ((newBackTextX ?? oldTitleX - slide / 2) - oldTitleX) * p
                shift.newTitle = slide * (1 - p)
                shift.oldBack = -slide / 2 * p
                shift.newBack = newBackTextX.map { (oldTitleX - $0) * (1 - p) } ?? 0
            } else if depth < 0 {
                shift.oldTitle = slide * p
                shift.newTitle = ((oldBackTextX ?? newTitleX - slide / 2) - newTitleX) * (1 - p)
                shift.oldBack = oldBackTextX.map { (newTitleX - $0) * p } ?? 0
                shift.newBack = -slide / 2 * (1 - p)
            }
            FrozenView.append(oldRest, to: &list, transform: m, opacity: opacity * (1 - p), clip: inside)
            FrozenView.append(oldTitle, to: &list, transform: Transform3D.translation(shift.oldTitle, 0).concatenating(m),
                              opacity: opacity * (1 - p), clip: inside)
            // The chevron stays, drawn once, where both screens show it; else it fades. The back
            // titles slide only right of it.
            let newBackShown = !self.backButton.isHidden
            let backLeft = self.backButton.frame.minX + BackButton.textInset - 4
            let backTitles = RunningTransition.combine(
                m.boundingBox(of: Rect(backLeft, 0, max(0, self.bounds.width - backLeft), height)), inside)
            FrozenView.append(oldChevron, to: &list, transform: m, opacity: opacity * (newBackShown ? 0 : 1 - p), clip: inside)
            FrozenView.append(oldBackTitle, to: &list, transform: Transform3D.translation(shift.oldBack, 0).concatenating(m),
                              opacity: opacity * (1 - p), clip: backTitles)
            let bounds = self.bounds
            self.drawSubviews(self.otherContent, into: &list, transform: m, opacity: opacity * p, clip: inside, origin: bounds.origin)
            self.drawSubviews([self.titleLabel], into: &list, transform: Transform3D.translation(shift.newTitle, 0).concatenating(m),
                              opacity: opacity * p, clip: inside, origin: bounds.origin)
            _ = self.drawBackParts(into: &list, transform: m, opacity: opacity * (oldBackShown ? 1 : p), clip: inside,
                                   chevron: true, titleShift: nil)
            _ = self.drawBackParts(into: &list, transform: m, opacity: opacity * p, clip: backTitles,
                                   chevron: false, titleShift: shift.newBack)
            list.append(Quad(content: .color(self.hairline.backgroundColor ?? .clear), size: Size(self.bounds.width, 0.5),
                             transform: Transform3D.translation(0, height - 0.5).concatenating(m), opacity: opacity, clip: clip))
        }
    }

    /// The bar's content but the titles and the back button (the items, the large title, the
    /// prompt): what a change of items cross-fades in place.
    private var otherContent: [View] { subviews.filter { $0 !== hairline && $0 !== titleLabel && $0 !== backButton } }

    /// Draws parts of the back button where it stands in the bar (`transform` maps the bar's
    /// coordinates); whether it is shown.
    private func drawBackParts(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?,
                               chevron: Bool, titleShift: Double?) -> Bool {
        guard let back = backButton as? BackButton, !back.isHidden, back.alpha > 0 else { return false }
        let at = Transform3D.translation(back.frame.minX - bounds.minX, back.frame.minY - bounds.minY).concatenating(m)
        back.drawParts(into: &list, transform: at, opacity: opacity * back.alpha, clip: clip, chevron: chevron, titleShift: titleShift)
        return true
    }

    /// Where the title's text starts in the bar (it is centred in its label).
    private var titleTextMinX: Double {
        let text = min(titleLabel.intrinsicContentSize.width, titleLabel.frame.width)
        return titleLabel.frame.midX - text / 2
    }

    /// Where the back button's title starts in the bar; nil when no back button is shown.
    private var backTextMinX: Double? {
        backButton.isHidden || backButton.title.isEmpty ? nil : backButton.frame.minX + BackButton.textInset
    }

    /// Ends the change `beginItemChange` began: the bar is drawn as itself again.
    func endItemChange() { compositorOverride = nil }

    /// Whether a change of items is being drawn.
    var isChangingItems: Bool { compositorOverride != nil }

}

/// What the bars' heights and looks depend on.
@MainActor
enum Bars {
    /// Whether `window`'s height is compact (a phone on its side): UIKit's bars are 32 points
    /// there and show no large titles.
    static func isCompactHeight(_ window: Window?) -> Bool { window?.traitCollection.verticalSizeClass == .compact }

    /// The default look of a bar of `style` shown in `view`'s appearance: dark for a `black`
    /// bar and for any bar whose window emulates a dark device (UIKit's bars follow their trait
    /// collection's interface style), light otherwise.
    static func palette(_ style: BarStyle, in view: View) -> BarPalette {
        BarPalette(isDark: style == .black || view.controlPalette.isDark)
    }
}

/// UIKit's default bar look in one appearance (its standard `UIBarAppearance`): the bar's
/// background, its titles' colour, its hairline and a tab bar's unselected items. A bar's own
/// `barTintColor` (or background colour) beats the background, as in UIKit.
struct BarPalette: Sendable {
    /// Whether it is the dark appearance's.
    let isDark: Bool

    /// The opaque background colour (a translucent bar draws it at 94%): the system chrome's
    /// light grey, or its dark grey.
    var background: Color { isDark ? Color(white: 0.11) : Color(red: 0.976, green: 0.976, blue: 0.976) }
    /// The titles and large titles (`label`): black, or white.
    var title: Color { ControlPalette(isDark: isDark).label }
    /// The hairline along the bar's edge (`separator`).
    var hairline: Color { ControlPalette(isDark: isDark).separator }
    /// A tab bar's items that are not selected: a mid grey, a little lighter on a dark bar.
    var unselectedItem: Color { Color(white: isDark ? 0.6 : 0.56) }
}

/// Where a bar stands on its screen (UIKit's `UIBarPosition`).
public enum BarPosition: String, Sendable, CaseIterable {
    /// A bar standing among views, its background its own frame.
    case top
    /// A bar at the top of its screen, its background reaching up under the status bar.
    case topAttached
}

/// The look of a navigation bar, toolbar or tab bar (UIKit's `UIBarStyle`).
public enum BarStyle: String, Sendable, CaseIterable {
    /// A light bar with dark titles.
    case `default`
    /// A dark bar with white titles.
    case black
}

/// The back button: a chevron 8 points from its left edge, the title after it.
private final class BackButton: Button {
    /// Where the title starts: after the 8-point margin, the 13-point chevron and a 6-point gap.
    static let textInset = 27.0
    /// The title's attributes over the button's font and tint (an appearance's
    /// `backButtonAppearance`).
    var titleAttributes: [NSAttributedString.Key: Any] = [:] { didSet { invalidate() } }

    /// The title's own size: no system button's 30-point minimum, the chevron stands before it.
    override var intrinsicContentSize: Size {
        ceiledToScreenPixels(Button.intrinsicSize(ofTitle: titleText, contentEdgeInsets: contentEdgeInsets, minimumWidth: 0))
    }

    override func drawContent(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?) {
        drawParts(into: &list, transform: m, opacity: opacity, clip: clip, chevron: true, titleShift: 0)
    }

    /// Draws the chevron (when `chevron`) and the title moved `titleShift` points along the bar
    /// (none when nil): the parts a bar's change of items moves apart.
    func drawParts(into list: inout DrawList, transform m: Transform3D, opacity: Double, clip: Rect?,
                   chevron: Bool, titleShift: Double?) {
        let c = tintColor.withAlpha(isHighlighted ? 0.25 : (isEnabled ? 1 : 0.35))
        let t = Transform3D.translation(8, bounds.height / 2 - 10.5).concatenating(m)
        for (a, b) in chevron ? [(Point(11, 0.5), Point(1.5, 10.5)), (Point(1.5, 10.5), Point(11, 20.5))] : [] {
            let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot(), wd = 3.0
            let q = Transform3D.translation(-wd / 2, -wd / 2).concatenating(.rotation(atan2(dy, dx), 0, 0, 1))
                .concatenating(.translation(a.x, a.y)).concatenating(t)
            list.append(Quad(content: .color(c), size: Size(len + wd, wd), transform: q, opacity: opacity, clip: clip,
                             cornerRadius: wd / 2))
        }
        guard let titleShift, !title.isEmpty, bounds.width > BackButton.textInset else { return }
        let style = ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail)
        let text = AttributedText(title, attributes: TextAttributes(font: font, foregroundColor: c, paragraphStyle: style)
                                    .applying(titleAttributes))
        let size = Size(bounds.width - BackButton.textInset, bounds.height)
        list.append(Quad(content: .text(TextSpec(text, maxWidth: size.width, maxHeight: size.height, numberOfLines: 1)),
                         size: size, transform: Transform3D.translation(BackButton.textInset + titleShift, 0).concatenating(m),
                         opacity: opacity, clip: clip, contentMode: .left))
    }
}
