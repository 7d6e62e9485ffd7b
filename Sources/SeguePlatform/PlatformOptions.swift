import SegueCore

/// How to open the platform window or headless context.
///
/// Every field has a sensible default and a zero value means "use the default", in the
/// manner of sokol's settings structs: `PlatformOptions()` opens a 1280×720-point, resizable,
/// vsynced, HiDPI-aware window, or a headless context of that size when there is no display.
public struct PlatformOptions: Sendable, Equatable {
    /// The default drawable size in points, used when `size` has a zero or negative side.
    public static let defaultSize = Size(1280, 720)
    /// The default window title, used when `title` is empty.
    public static let defaultTitle = "SegueKit"

    /// The window title; empty means `defaultTitle`.
    public var title: String
    /// The drawable area in points; a zero or negative side means `defaultSize`'s side.
    public var size: Size
    /// `true` forces a headless context, `false` forces a window, `nil` picks automatically:
    /// headless when neither `DISPLAY` nor `WAYLAND_DISPLAY` is set (see `resolvedHeadless`).
    public var headless: Bool?
    /// Ask for a swap interval of one (wait for vertical blank). Failure to get it is tolerated:
    /// `PlatformWindow.vsyncEnabled` says what was granted, and `FramePacer` covers the rest.
    public var vsync: Bool
    /// Let the user resize and maximise the window.
    public var resizable: Bool
    /// The smallest size (points) the user can shrink a windowed window to: 480×320 by
    /// default, the smallest size the demo screens are laid out for. Zero: no minimum. The
    /// renderer draws at any size down to 1×1 all the same (a headless window, `--size`).
    public var minimumSize = PlatformOptions.defaultMinimumSize
    /// 480×320 points.
    public static let defaultMinimumSize = Size(480, 320)
    /// Ask for a drawable with the display's full pixel density (`SDL_WINDOW_ALLOW_HIGHDPI`),
    /// so `PlatformWindow.scale` may exceed 1 on HiDPI displays.
    public var highDPI: Bool
    /// Device pixels per point of a headless context, which has no display to ask; zero,
    /// negative or non-finite means 1. Lets tests and recordings render HiDPI frames.
    public var headlessScale: Double
    /// Which headless backend to use: nil tries EGL surfaceless, then SDL's offscreen driver;
    /// `.eglSurfaceless` or `.sdlOffscreen` uses only that one. Ignored when windowed.
    public var headlessBackend: PlatformBackend?

    /// Creates options; every argument left out takes its default, so `PlatformOptions()` asks for a
    /// resizable, vsynced, HiDPI-aware 1280×720-point window titled "SegueKit", or a headless
    /// context at scale 1 when there is no display.
    public init(title: String = "", size: Size = .zero, headless: Bool? = nil,
                vsync: Bool = true, resizable: Bool = true, highDPI: Bool = true,
                headlessScale: Double = 0, headlessBackend: PlatformBackend? = nil) {
        self.title = title
        self.size = size
        self.headless = headless
        self.vsync = vsync
        self.resizable = resizable
        self.highDPI = highDPI
        self.headlessScale = headlessScale
        self.headlessBackend = headlessBackend
    }

    /// The headless scale actually used: `headlessScale`, or 1 where it is not positive.
    public var resolvedHeadlessScale: Double {
        headlessScale.isFinite && headlessScale > 0 ? headlessScale : 1
    }

    /// The title actually used: `title`, or `defaultTitle` when it is empty.
    public var resolvedTitle: String { title.isEmpty ? Self.defaultTitle : title }

    /// The size in whole points asked for: `size`, with the default side where a side is
    /// zero, negative or not finite, fitted to the standard `PixelLimits` (so that no request
    /// traps on conversion or asks SDL for an absurd window). The context's own limits, known
    /// once it exists, may fit it further (`PlatformWindow.limits`).
    public var resolvedSize: (width: Int, height: Int) {
        func side(_ value: Double, _ fallback: Double) -> Double {
            value.isFinite && value >= 0.5 ? value : fallback
        }
        let requested = Size(side(size.width, Self.defaultSize.width), side(size.height, Self.defaultSize.height))
        let fitted = PixelLimits.standard.points(for: requested)
        return (Int(fitted.width), Int(fitted.height))
    }

    /// Whether these options ask for a headless context, given the process environment.
    /// An explicit `headless` wins; otherwise headless exactly when neither `DISPLAY` nor
    /// `WAYLAND_DISPLAY` is set to a non-empty value, because SDL then has nothing to open
    /// a window on.
    public func resolvedHeadless(environment: [String: String]) -> Bool {
        if let headless { return headless }
        let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        return !hasDisplay
    }
}
