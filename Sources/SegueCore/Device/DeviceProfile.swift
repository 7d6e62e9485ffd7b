import Foundation

/// A device whose screen a window emulates: its size in points, the status bar, notch and home
/// indicator that inset its safe area, in portrait or landscape. Interface Builder documents
/// name theirs (`<device id="retina4_7" orientation="portrait">`); `--device NAME` picks one
/// (`DeviceProfile.named(_:)`); pure data, drawn by `StatusBar` and read by the window's safe area.
public struct DeviceProfile: Hashable, Sendable {
    /// The `--device` name (`iphone-8`), or the Interface Builder id for a device only a
    /// document names (`retina6_12`).
    public var name: String
    /// What people call it (`iPhone 8`).
    public var displayName: String
    /// The screen in portrait, in points.
    public var portraitSize: Size
    /// The safe area's insets in portrait: the status bar (or the notch) at the top, the home
    /// indicator at the bottom.
    public var portraitInsets: EdgeInsets
    /// The safe area's insets in landscape, the screen turned left: the notch's side and the
    /// home indicator (a phone shows no status bar in landscape).
    public var landscapeInsets: EdgeInsets
    /// Whether the screen has a notch or a Dynamic Island (the status bar is split in two around it).
    public var hasNotch: Bool
    /// Whether it is a tablet (its status bar stays in landscape).
    public var isPad: Bool
    /// Whether it is turned on its side.
    public var isLandscape = false
    /// Whether the screen shows the dark appearance (an Interface Builder document laid out in
    /// it, `<device appearance="dark">`): the status bar then draws light content.
    public var isDark = false
    /// Whether the canvas is a sheet's card: Interface Builder draws a scene presented as a
    /// page or form sheet (iOS 13's default) as the card, whose navigation bars are 56 points
    /// high (`NavigationBar.sheetHeight`), as they are in a sheet on screen.
    public var isSheetCard = false
    /// The iOS release whose controls the screen draws, where their metrics changed (see
    /// `drawsIOS26`, a table's section headers, a cell's margins); the default is 17. An Interface Builder
    /// document is laid out as the canvas of the Xcode that saved it draws
    /// (`systemVersion(ofTools:)`): Xcode 26's as 26.
    public var systemVersion = DeviceProfile.defaultSystemVersion
    /// Whether a modal presentation of the default style presents a sheet: from iOS 13 on (an
    /// Interface Builder document's presentation segues, by the Xcode that saved it).
    var presentsSheets: Bool { systemVersion >= 13 }
    /// The iOS release a screen draws unless its device or document says otherwise.
    public static let defaultSystemVersion = 17
    /// Whether the screen draws iOS 26's controls: a switch 63 × 28 points (51 × 31 before),
    /// table cells 15 points above and below their content (11 before).
    public var drawsIOS26: Bool { systemVersion >= 26 }

    /// The screen in the current orientation, in points: the window's size.
    public var size: Size { isLandscape ? Size(portraitSize.height, portraitSize.width) : portraitSize }
    /// The screen's scale (`UIScreen.scale`): 3 for the Plus and notched iPhones (but the
    /// iPhone XR and 11, `retina6_1`, at 2), 2 for the others and iPads. Asset catalogues give
    /// a storyboard's views the image of this scale (`@3x` on a 3× device), as UIKit does. A
    /// part of a screen or a canvas cut from a device (`partOfScreen(size:)`,
    /// `freeformCanvas(size:)`) keeps the device's.
    public var scale: Double {
        if let keptScale { return keptScale }
        if isPad || name == "retina6_1" { return 2 }
        return hasNotch || name.contains("plus") || name == "retina5_5" ? 3 : 2
    }
    /// The scale of the device this screen is a part of or a canvas of (`cut(to:as:)`), which
    /// its new name and insets no longer tell.
    var keptScale: Double?
    /// The whole screen, in the orientation it was cut in, of the device this screen is a part
    /// of or a canvas of (`cut(to:as:)`); nil for a whole screen.
    var wholeScreen: Size?
    /// The width of the whole screen this screen is, or is a part of or a canvas of.
    var wholeScreenWidth: Double { wholeScreen?.width ?? size.width }
    /// The safe area's insets in the current orientation.
    public var safeAreaInsets: EdgeInsets { isLandscape ? landscapeInsets : portraitInsets }
    /// Whether a status bar is drawn at the top (false for a view shown as a part of the
    /// screen, `partOfScreen(size:)`, which keeps the safe area all the same).
    public var showsStatusBar = true
    /// The status bar's height: the top inset (a phone in landscape shows none), or none where
    /// no status bar is drawn.
    public var statusBarHeight: Double {
        !showsStatusBar || isLandscape && !isPad ? 0 : statusBarInset ?? safeAreaInsets.top
    }
    /// The status bar's height upright where the canvas's top inset is not it (Xcode 26's
    /// canvas, whose insets are twice the device's: `doubledInsetsCanvas`).
    var statusBarInset: Double?

    /// The size classes UIKit gives the device's screen: an iPad is regular both ways; a phone
    /// is compact in width, except a Plus or Max phone (414 points wide or more upright) on its
    /// side, and compact in height on its side.
    public var traitCollection: TraitCollection {
        if isPad { return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular) }
        guard isLandscape else { return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular) }
        return TraitCollection(horizontalSizeClass: portraitSize.width >= 414 ? .regular : .compact, verticalSizeClass: .compact)
    }

    /// This device as Xcode's canvas draws a scene of freeform size `size` (a widget, a preview,
    /// a tall form): a screen of that size, upright, with no status bar and no safe-area
    /// insets; its size classes are this kind of device's at that size.
    public func freeformCanvas(size: Size) -> DeviceProfile {
        var d = cut(to: size, as: "freeform canvas")
        d.portraitInsets = EdgeInsets()
        d.landscapeInsets = EdgeInsets()
        d.statusBarInset = nil
        d.hasNotch = false
        return d
    }

    /// The size of the card a page sheet shows on this notched phone upright in iOS 13 and 14:
    /// as wide as the screen, from 10 points below the top of its safe area (842 points high
    /// on an iPhone 11, 758 on an iPhone X); nil for a tablet (whose sheets are smaller than
    /// its screen), a phone without a notch, and other releases (none before iOS 13; Xcode 15
    /// draws an iPhone 12 Pro Max's cards 916 points high).
    public var sheetCardSize: Size? {
        guard !isPad, hasNotch, (13...14).contains(systemVersion) else { return nil }
        return Size(portraitSize.width, portraitSize.height - portraitInsets.top - 10)
    }

    /// A sheet's card of size `size` on this device, as Xcode's canvas draws a scene presented as
    /// a sheet: as `freeformCanvas(size:)`, but in iOS 13 and 14 a card as wide as a notched
    /// phone's (`sheetCardSize`) keeps the home indicator's inset at its bottom, which it
    /// reaches: Xcode 11 and 12 store views pinned to the safe area 34 points above the bottom
    /// of 842- and 758-point cards (four scenes of three apps); Xcode 13 and later at the
    /// bottom (three scenes of two apps, saved by tools 20037 and 23090).
    public func sheetCardCanvas(size: Size) -> DeviceProfile {
        var d = freeformCanvas(size: size)
        if let card = sheetCardSize, size.width == card.width { d.portraitInsets.bottom = portraitInsets.bottom }
        return d
    }

    /// This device as Xcode's canvas draws a scene of freeform size `size` whose controller
    /// lays out with the top and bottom layout guides of before safe areas
    /// (`<viewControllerLayoutGuide>`): as `freeformCanvas(size:)`, but with the device's
    /// simulated status bar drawn at its top, which the top guide reaches down to (Xcode 9's
    /// and Xcode 15's stored frames put views pinned to that guide 20 points down in a form
    /// sheet's 815 × 660 scenes and a 320 × 513 embedded page). A phone turned on its side
    /// shows no status bar, as iOS hides it there: its canvas has none.
    public func statusBarCanvas(size: Size) -> DeviceProfile {
        let bar = statusBarHeight
        var d = freeformCanvas(size: size)
        d.portraitInsets.top = bar
        return d
    }

    /// This device with its simulated status bar set to none (`<nil
    /// key="simulatedStatusBarMetrics"/>`): no status bar is drawn, and on a device without a
    /// notch the top of the safe area (and of the top layout guide) is the screen's top; a
    /// notched phone keeps its insets, which are its sensor housing's, not the bar's.
    public func hidingStatusBar() -> DeviceProfile {
        var d = self
        d.showsStatusBar = false
        if !hasNotch {
            d.portraitInsets.top = 0
            d.landscapeInsets.top = 0
        }
        return d
    }

    /// A part of this device's screen of size `size`, upright, as Xcode's canvas draws a xib's
    /// top-level view at a size of its own (a banner, a form): laid out in the screen's safe
    /// area as if it stood at the top of the screen (the status bar's or notch's inset at the
    /// top, the home indicator's at the bottom), with no status bar drawn over it.
    public func partOfScreen(size: Size) -> DeviceProfile {
        var d = cut(to: size, as: "part of the screen")
        d.showsStatusBar = false
        return d
    }

    /// A view of size `size` standing at the top of this device's screen as it is turned, as
    /// Xcode's canvas before Xcode 14 draws a xib's top-level view other than the File's Owner's
    /// on a phone with a notch (`DeviceProfile.xibViewsInScreen`): the screen's insets at the
    /// top and left, the right and bottom ones (a turned notch, the home indicator) only as far
    /// as the view reaches into them; no status bar drawn over it.
    public func topOfScreen(size: Size) -> DeviceProfile {
        let screen = self.size, insets = safeAreaInsets
        var d = partOfScreen(size: size)
        d.portraitInsets = EdgeInsets(top: insets.top, left: insets.left,
                                      bottom: max(0, min(insets.bottom, size.height - (screen.height - insets.bottom))),
                                      right: max(0, min(insets.right, size.width - (screen.width - insets.right))))
        return d
    }

    /// This device's screen at `size`, upright, named as `what` of it.
    private func cut(to size: Size, as what: String) -> DeviceProfile {
        var d = self
        d.keptScale = scale
        d.wholeScreen = wholeScreen ?? self.size
        d.name = "freeform"
        d.displayName = "\(displayName) (\(what), \(Int(size.width.rounded()))×\(Int(size.height.rounded())))"
        d.isLandscape = false
        d.portraitSize = size
        return d
    }

    /// The same device turned (`true`: landscape) or upright.
    public func oriented(landscape: Bool) -> DeviceProfile {
        var d = self
        d.isLandscape = landscape
        return d
    }

    /// A device of `size` (portrait) with a status bar of `top` points and, for one with a
    /// notch, a home indicator of `bottom` points (in landscape: `top` on both sides, and
    /// `landscapeBottom` at the bottom).
    init(_ name: String, _ displayName: String, _ width: Double, _ height: Double, top: Double, bottom: Double = 0,
         landscapeBottom: Double = 0, pad: Bool = false) {
        self.name = name
        self.displayName = displayName
        portraitSize = Size(width, height)
        portraitInsets = EdgeInsets(top: top, bottom: bottom)
        hasNotch = bottom > 0 && !pad
        isPad = pad
        if pad {
            landscapeInsets = EdgeInsets(top: top, bottom: bottom)
        } else if hasNotch {
            landscapeInsets = EdgeInsets(left: top, bottom: landscapeBottom, right: top)
        } else {
            landscapeInsets = .zero
        }
    }

    // MARK: The devices

    /// The devices `--device` names, in the order `--help` lists them (`none`, a plain desktop
    /// window, is no device).
    public static let all: [DeviceProfile] = [
        DeviceProfile("iphone-se", "iPhone SE", 320, 568, top: 20),
        DeviceProfile("iphone-8", "iPhone 8", 375, 667, top: 20),
        DeviceProfile("iphone-8-plus", "iPhone 8 Plus", 414, 736, top: 20),
        DeviceProfile("iphone-x", "iPhone X", 375, 812, top: 44, bottom: 34, landscapeBottom: 21),
        DeviceProfile("iphone-14", "iPhone 14", 390, 844, top: 47, bottom: 34, landscapeBottom: 21),
        DeviceProfile("iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, top: 59, bottom: 34, landscapeBottom: 21),
        DeviceProfile("ipad", "iPad", 768, 1024, top: 20, pad: true),
        DeviceProfile("ipad-pro-12.9", "iPad Pro 12.9-inch", 1024, 1366, top: 24, bottom: 20, pad: true),
    ]

    /// The `--device` names, `none` last.
    public static var names: [String] { all.map(\.name) + ["none"] }

    /// The device `--device NAME` means; nil for `none` and for a name that is none of them.
    public static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name == name.lowercased() }
    }

    /// Interface Builder's device ids (`<device id=…>`, and `simulatedScreenMetrics type=…`
    /// in older documents) and the devices they are, as Xcode's canvas draws them.
    static let interfaceBuilderDevices: [String: DeviceProfile] = {
        let se = named("iphone-se")!, eight = named("iphone-8")!, plus = named("iphone-8-plus")!, x = named("iphone-x")!
        let fourteen = named("iphone-14")!, proMax = named("iphone-14-pro-max")!, pad = named("ipad")!, pro = named("ipad-pro-12.9")!
        var table: [String: DeviceProfile] = [
            "retina3_5": DeviceProfile("retina3_5", "iPhone 4s", 320, 480, top: 20),
            "retina4": se, "retina4_0": se,
            "retina4_7": eight, "retina47": eight,
            "retina5_5": plus, "retina55": plus,
            "retina5_9": x,
            "retina5_4": DeviceProfile("retina5_4", "iPhone 12 mini", 375, 812, top: 50, bottom: 34, landscapeBottom: 21),
            "retina6_1": DeviceProfile("retina6_1", "iPhone 11", 414, 896, top: 44, bottom: 34, landscapeBottom: 21),
            "retina6_5": DeviceProfile("retina6_5", "iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34, landscapeBottom: 21),
            "retina6_0": fourteen,
            "retina6_12": DeviceProfile("retina6_12", "iPhone 15", 393, 852, top: 59, bottom: 34, landscapeBottom: 21),
            "retina6_7": DeviceProfile("retina6_7", "iPhone 12 Pro Max", 428, 926, top: 47, bottom: 34, landscapeBottom: 21),
            "retina6_72": proMax,
            "retina6_3": DeviceProfile("retina6_3", "iPhone 16 Pro", 402, 874, top: 62, bottom: 34, landscapeBottom: 21),
            "retina6_9": DeviceProfile("retina6_9", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, landscapeBottom: 21),
            "ipad": pad, "ipad9_7": pad, "ipad7_9": pad,
            "ipad10_2": DeviceProfile("ipad10_2", "iPad (10.2-inch)", 810, 1080, top: 20, pad: true),
            "ipad10_5": DeviceProfile("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, top: 20, pad: true),
            "ipad10_9rounded": DeviceProfile("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180, top: 24, bottom: 20, pad: true),
            "ipad11": DeviceProfile("ipad11", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20, pad: true),
            "ipad11_0rounded": DeviceProfile("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20, pad: true),
            "ipad12_9": DeviceProfile("ipad12_9", "iPad Pro (12.9-inch)", 1024, 1366, top: 20, pad: true),
            "ipad12_9rounded": pro,
        ]
        table["iPad"] = pad
        return table
    }()

    /// The device an Interface Builder document was laid out for, turned as its `orientation`
    /// says; nil for an id Xcode's canvas does not name (a freeform or Mac document). Xcode has
    /// given one id to devices of different sizes over the years (`retina6_1`: 414×896, then
    /// 390×844): when the scenes' stored `size` (in portrait) is another known device's, that
    /// device it is.
    ///
    /// Xcode 11 to 13 (tools versions 14800 to 20xxx) lay a phone without a notch out on a
    /// canvas without a status bar: the stored frames put the safe area's top at 0, so such a
    /// document's device is that canvas (no status bar, no top inset); `--device` gives the
    /// phone as it is, with its 20-point status bar. Xcode 10 and Xcode 14 on draw the status
    /// bar (a navigation bar stored at y 20, a view pinned to the safe area at 20).
    ///
    /// A document that names no device (`id` nil: Xcode wrote none) was laid out on a freeform
    /// canvas of its scenes' stored size, with no status bar and no safe-area insets: when that
    /// size is a device's, upright or turned (an iPhone 11's 414×896), the canvas is that device
    /// (its size classes) without its insets; another size gives nil (a plain window).
    static func interfaceBuilder(id: String?, orientation: String?, size: Size? = nil, toolsVersion: String? = nil) -> DeviceProfile? {
        let known = all + interfaceBuilderDevices.keys.sorted().compactMap { interfaceBuilderDevices[$0] }
        var orientation = orientation
        var d: DeviceProfile
        if let id {
            guard let named = interfaceBuilderDevices[id] else { return nil }
            d = named
            if let size, size != d.portraitSize,
               let other = known.first(where: { $0.portraitSize == size && $0.isPad == d.isPad }) { d = other }
        } else {
            guard let size else { return nil }
            if let upright = known.first(where: { $0.portraitSize == size }) {
                d = upright
            } else if let turned = known.first(where: { $0.portraitSize == Size(size.height, size.width) }) {
                d = turned
                orientation = "landscape"
            } else { return nil }
            d.name = "freeform"
            d.displayName = "\(d.displayName) (freeform canvas)"
            d.portraitInsets = EdgeInsets()
            d.landscapeInsets = EdgeInsets()
            d.hasNotch = false
        }
        let tools = toolsNumber(toolsVersion)
        if id != nil, canvasWithoutStatusBar.contains(tools), !d.isPad, !d.hasNotch {
            d.portraitInsets.top = 0
            d.displayName += " (Xcode's canvas)"
        }
        if let newer = newerTopInsets[d.name], tools >= newer.tools { d.portraitInsets.top = newer.top }
        if let version = systemVersion(ofTools: tools) { d.systemVersion = version }
        if id != nil, doubledInsetsCanvas.contains(tools), !d.isPad, d.hasNotch {
            // Xcode 16.3's and 26's canvas keeps twice a notched phone's insets upright, below its status bar.
            d.statusBarInset = d.portraitInsets.top
            d.portraitInsets.top *= 2
            d.portraitInsets.bottom *= 2
        }
        return d.oriented(landscape: orientation == "landscape")
    }

    /// The Interface Builder tools versions (Xcode 11 to 14.2) whose canvas shows a phone
    /// without a notch without its status bar. Of 22 navigation bars and 8 safe-area pins stored
    /// for such phones in the files of twelve shipping apps, those saved by tools 14868 to 19455
    /// put the safe area's top at 0; those saved by 14490 and earlier, and by 21701 and later,
    /// at 20. Six more pins, saved by 21223 and 21507 (Xcode 14.0 and 14.2) in two other apps,
    /// put it at 0, against nine of ten saved by 21701 at 20.
    static let canvasWithoutStatusBar = 14800.0..<21700.0

    /// The Interface Builder tools versions (Xcode 14 and later) whose canvas lays out every
    /// top-level view of a xib in the device's safe area, as if the view stood at the top of the
    /// screen, whatever its size; earlier ones do so for the File's Owner's view alone, and, on
    /// a phone with a notch, stand every other top-level view at the top of the screen
    /// (`topOfScreen(size:)`). In the xibs of fourteen public apps, views pinned to the safe
    /// area stand 44 points down and 34 up from their view's edges on an iPhone 11 (an owner's
    /// view of 414 × 258, of 431 × 155), 20 down on an iPhone 8 (a 509 × 161 banner, tools
    /// 22505), 34 up on an iPhone 12 (a 390 × 72 banner, Xcode 26); other views than the
    /// owner's on an iPhone 11, saved by tools 14490 to 18122, 44 down (two views of 399 × 103
    /// and 414 × 344) and none up (eight views 34 to 344 points tall), unless as tall as the
    /// screen; on phones without a notch, saved by tools 13771 to 18122, at none. Files between
    /// 18122 and 22505 are not in them: the line is drawn where Xcode 14 starts.
    static let xibViewsInScreen = 21000.0...

    /// An Interface Builder `toolsVersion` ("22505", "14490.70") as the number the ranges above
    /// are in: its whole part, 0 where there is none.
    static func toolsNumber(_ version: String?) -> Double {
        version.flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
    }

    /// The iOS release the canvas of the Xcode that saved a document with tools version `tools`
    /// draws: Xcode 9 (tools 13000 on) iOS 11, Xcode 10 (14200) 12, Xcode 11 (14800) 13,
    /// Xcode 12 (17000) 14, Xcode 13 (19000) 15, Xcode 14 (21000) 16, Xcode 15 (22500) 17,
    /// Xcode 26 (`xcode26Canvas`) 26; nil for an unknown version (0), and 10 for Xcode 8 and
    /// earlier.
    static func systemVersion(ofTools tools: Double) -> Int? {
        guard tools > 0 else { return nil }
        if xcode26Canvas.contains(tools) { return 26 }
        let starts: [(Double, Int)] = [(22500, 17), (21000, 16), (19000, 15), (17000, 14), (14800, 13), (14200, 12), (13000, 11)]
        return starts.first { tools >= $0.0 }?.1 ?? 10
    }

    /// The Interface Builder tools versions of Xcode 26, whose canvas draws iOS 26's controls:
    /// its switches are 63 × 28 points (the files of two shipping apps saved by tools 24506 and
    /// 24765 store 37 switches 63 × 28, those saved by 13771 to 23727 store 26 at 51 × 31).
    static let xcode26Canvas = 24000.0..<30000.0

    /// The Interface Builder tools versions (from Xcode 16.3's 237xx, through Xcode 26) whose
    /// canvas lays a phone out with twice its safe-area insets upright, below a status bar of
    /// the usual height: in the files of four shipping apps saved by tools 23727 to 24765,
    /// navigation bars stand at twice the phone's top inset (88 on an iPhone X, 96 on an
    /// iPhone 11), and views pinned to the safe area 118 points below the top and 68 above the
    /// bottom of an iPhone 15 (59 and 34 on the phone); files saved by 23504 and earlier keep
    /// the phone's insets. A phone without a notch keeps its 20 points (an iPhone 8's scroll
    /// view pinned to the safe area, saved by tools 24506, stands 20 down).
    static let doubledInsetsCanvas = 23700.0..<30000.0

    /// Devices whose top inset newer Xcodes draw taller, by profile name: the
    /// first tools version that does and the inset. An iPhone 11's (`retina6_1`) is 48 points
    /// from Xcode 14: 20 files of ten shipping apps, saved by tools 21225 and later, store views
    /// pinned to the safe area 48 points down; 23 files of four, saved by 19162 to 20037, 44.
    /// An iPhone X's (`retina5_9`) is 50, as iOS 15 gives it: in the files of three shipping
    /// apps, saved by tools 22505 to 23504, navigation bars stand at y 50 and views pinned to the
    /// safe area 6 points lower than at 44; those saved by 19162 and earlier at 44.
    static let newerTopInsets: [String: (tools: Double, top: Double)] = ["retina6_1": (21000, 48), "iphone-x": (22000, 50)]
}
