import Foundation
import SegueCore
import SegueRender
import SegueIO
import SegueAssets

/// A Core `Window` running a storyboard (what `segue run` and `segue record` show) or a root
/// controller built in code (`SegueApplication`). Adds the app's own keys on top of the window's routing: S slow motion, M Reduce Motion,
/// F1/? help, Q/Ctrl+Q quit, Ctrl+R recording (handed to `onToggleRecording`). A new scene
/// times the run loop's work by its window's clock (`SceneRunLoop.attach(clock:)`).
@MainActor
public final class StoryboardScene: SceneHost {
    /// The Core window the scene runs: its root controller, transitions and input routing.
    public let window: Window
    /// The storyboard the window shows, when it came from one.
    public let storyboard: Storyboard?
    public private(set) var wantsQuit = false
    /// Whether the help overlay (the keys list) is shown: F1 or ? toggles it, Escape closes it.
    public private(set) var showsHelp = false
    /// Set by the app runner while it records the window (draws the indicator).
    public var isRecording = false
    /// Called on Ctrl+R; the app runner starts or stops recording.
    public var onToggleRecording: (() -> Void)?
    private var toast: (text: String, until: Double)?
    /// The help overlay as last built, with what it was built for: it is laid out and measured
    /// once, not every frame it is shown.
    private var helpCache: (size: Size, slowMotion: Bool, reduceMotion: Bool, view: View)?
    /// The segue palette while it is open (F2).
    private var palette: SeguePalette?
    /// Whether the segue palette is open.
    public var showsSeguePalette: Bool { palette != nil }
    /// Receives what the session did that its input alone does not say (a segue chosen in the
    /// palette, as `.segue`), for `--save-script`.
    public var onScriptEvent: ((InputEvent) -> Void)?
    /// The window's clock, which the scene animates on.
    public var clock: Clock { window.clock }
    /// The window's trace log.
    public var trace: TraceLog? { window.trace }

    /// Loads the storyboard and shows its initial scene at `size`. Its scenes and segues name
    /// the classes of `registries` (the app's); it can name every transition of `catalog`
    /// (default: the built-in ones, any in the assets folder's `transitions/` and the app's own); images come from
    /// `assets` (default: the storyboard's folder). The storyboard is loaded exactly as
    /// `check` checks it (`StoryboardScene.load`).
    /// An Interface Builder storyboard reads its sidecar from `sidecar` (default: the one beside it).
    /// With a `device`, the window emulates its screen (status bar, safe area); `size` is then
    /// the device's.
    public init(storyboardPath: String, registries: SegueRegistries = .standard, size: Size, clock: Clock,
                trace: TraceLog? = nil, catalog: TransitionCatalog? = nil, assets: String? = nil,
                sidecar: String? = nil, device: DeviceProfile? = nil) throws {
        let storyboard = try StoryboardScene.load(path: storyboardPath, registries: registries, catalog: catalog,
                                                  assets: assets, sidecar: sidecar).get()
        self.storyboard = storyboard
        SceneRunLoop.main.attach(clock: clock)
        window = Window(size: size, clock: clock, trace: trace)
        window.device = device
        window.imageSize = { ImageHeader.read(file: $0)?.size }
        window.transitions = storyboard.transitions
        window.onLayoutDiagnostic = { d in
            let text = d.location == nil ? "\(ErrorReport.programName): \(d)" : d.description
            StandardError.write(Data(PathName.displayed(text + "\n").utf8))
        }
        storyboard.traceLog = trace
        guard let root = storyboard.instantiateShownViewController(withIdentifier: storyboard.file.initialScene) else {
            throw SegueKitError("\(storyboardPath): the initial scene could not be instantiated")
        }
        window.rootViewController = root
        window.unhandledEventHandler = { [weak self] e in self?.handleAppKey(e) ?? false }
    }

    /// Loads a storyboard as `run`, `record` and `check` all do: the classes of `registries`,
    /// the catalog's transitions nameable (default: a catalog over `registries.transitions`),
    /// and every image decoded and checked against `StoryboardAssetPolicy` (inside the
    /// storyboard's folder, or `assets`). The fonts shipped beside it are added to the text
    /// engine (`TextEngine.addFonts(besideStoryboard:assets:)`: adding is idempotent), so that
    /// its texts are measured in their faces; nothing else global changes: the storyboard
    /// carries its registries.
    public static func load(path: String, registries: SegueRegistries = .standard, catalog: TransitionCatalog? = nil,
                            assets: String? = nil, sidecar: String? = nil) throws -> Result<Storyboard, StoryboardError> {
        var registries = registries
        registries.transitions = try (catalog ?? TransitionCatalog(transitions: registries.transitions)).registry
        try TextEngine.shared().addFonts(besideStoryboard: path, assets: assets)
        return Storyboard.load(path: path, registries: registries, assets: assetPolicy(folder: assets),
                               interfaceBuilder: InterfaceBuilderOptions(sidecar: sidecar))
    }

    /// The device the storyboard at `path` was laid out for, when it is an Interface Builder
    /// document that names one (its window opens at that device unless told otherwise); nil
    /// for YAML, for a document without one, or for a file that cannot be read (loading it
    /// reports why). A scene drawn at a freeform size (`scene`, else the initial one) opens on
    /// a canvas of that size, as Xcode draws it.
    public static func documentDevice(path: String, scene: String? = nil) -> DeviceProfile? {
        guard let data = try? RegularFile.read(path) else { return nil }
        return InterfaceBuilderReader.documentDevice(data: data, path: path, scene: scene)
    }

    /// The asset rules of `load`: images are decoded (PNG, JPEG, GIF, BMP, PDF or SVG within
    /// `ImageHeader`'s size limits) before a storyboard is accepted.
    public static func assetPolicy(folder: String?) -> StoryboardAssetPolicy {
        StoryboardAssetPolicy(folder: folder) { path in
            do {
                // The decoders' own complaints ("libpng error: …") would add a second, raw
                // line to the one this check reports.
                let image = try withStandardErrorSilenced { try PixelBuffer.load(path) }
                return image.width > 0 && image.height > 0 ? nil : "the image is empty"
            } catch ImageError.unreadable(_, let reason) {
                return reason
            } catch {
                return "\(error)"
            }
        }
    }

    /// Shows a root controller built in code at `size` (a `device`'s screen, when given);
    /// controllers that are not from a storyboard find transitions by name in `transitions`.
    public init(rootViewController: ViewController, size: Size, clock: Clock, trace: TraceLog? = nil,
                transitions: TransitionRegistry = .standard, device: DeviceProfile? = nil) {
        storyboard = nil
        SceneRunLoop.main.attach(clock: clock)
        window = Window(size: size, clock: clock, trace: trace)
        window.device = device
        window.imageSize = { ImageHeader.read(file: $0)?.size }
        window.transitions = transitions
        window.rootViewController = rootViewController
        window.unhandledEventHandler = { [weak self] e in self?.handleAppKey(e) ?? false }
    }

    /// Every image the storyboard's scenes show (none for a root controller built in code).
    public var imagesToPreload: [String] { storyboard?.imagePaths ?? [] }

    public var contentRevision: Int { window.rootView.revision }

    public var isAnimating: Bool {
        window.isAnimating || (toast.map { window.clock.now < $0.until } ?? false)
    }

    public func handle(_ event: InputEvent) { handle(event, at: window.clock.now) }

    public func handle(_ event: InputEvent, at timestamp: Double) {
        // Chords the window must never see.
        if case .keyDown(let key, let mods) = event, mods.contains(.control) {
            if key == Key("R") { onToggleRecording?(); return }
            if key == Key("Q") { wantsQuit = true; return }
        }
        if case .quit = event { wantsQuit = true; return }
        if handlePalette(event) { return }
        if showsHelp, case .keyDown(let key, _) = event, key == .escape {
            showsHelp = false
            return
        }
        window.handle(event, at: timestamp)
    }

    /// Opens the segue palette (F2) and routes input to it while it is open. Returns whether
    /// the event was the palette's.
    private func handlePalette(_ event: InputEvent) -> Bool {
        if let open = palette {
            switch event {
            case .resize, .quit, .segue: return false
            case .keyDown, .mouseUp, .scroll:
                switch open.handle(event) {
                case .handled: break
                case .close: palette = nil
                case .perform(let target):
                    palette = nil
                    onScriptEvent?(.segue(target))
                    window.handle(.segue(target))
                }
                return true
            default: return true
            }
        }
        guard case .keyDown(let key, let mods) = event, key == Key("F2"), mods.isEmpty || mods == .shift else { return false }
        openSeguePalette(scenePicker: mods == .shift)
        return true
    }

    /// Opens the segue palette over the current screen (F2), or its scene picker (Shift+F2).
    public func openSeguePalette(scenePicker: Bool = false) {
        showsHelp = false
        palette = SeguePalette(choices: window.segueChoices, scenes: window.sceneChoices, pickingScene: scenePicker,
                               size: window.size)
    }

    /// Whether `event` belongs in a saved script: not the keys and clicks of the segue
    /// palette (what it performs comes through `onScriptEvent`).
    public func recordsInScript(_ event: InputEvent) -> Bool {
        switch event {
        case .resize, .quit, .segue: return true
        case .keyDown(let key, let mods), .keyUp(let key, let mods):
            if key == Key("F2"), mods.isEmpty || mods == .shift { return false }
            return palette == nil
        default: return palette == nil
        }
    }

    /// The window's unhandled events: the app's global keys.
    private func handleAppKey(_ event: InputEvent) -> Bool {
        guard case .keyDown(let key, let mods) = event, mods.isDisjoint(with: [.control, .alt, .command]) else { return false }
        switch key {
        case Key("S"):
            window.timingSettings.slowMotionFactor = window.timingSettings.slowMotionFactor > 1 ? 1 : 10
            notify("Slow motion " + (window.timingSettings.slowMotionFactor > 1 ? "on (×10)" : "off"))
        case Key("M"):
            window.timingSettings.reduceMotion.toggle()
            notify("Reduce Motion " + (window.timingSettings.reduceMotion ? "on" : "off"))
        case .f1, .questionMark:
            showsHelp.toggle()
        case Key("Q"):
            wantsQuit = true
        default:
            return false
        }
        return true
    }

    private func notify(_ text: String) { toast = (text, window.clock.now + 1.5) }

    public func frame() -> DrawList {
        var list = contentFrame()
        for q in overlay() { list.append(q) }
        return list
    }

    public func contentFrame() -> DrawList { window.drawList() }

    public func overlay() -> [Quad] {
        var list = DrawList(size: window.size)
        var chrome: [View] = []
        let slow = window.timingSettings.slowMotionFactor > 1, reduce = window.timingSettings.reduceMotion
        // Slow motion and Reduce Motion stay shown while they are on.
        if slow || reduce {
            let text = [slow ? "Slow motion ×\(Int(window.timingSettings.slowMotionFactor))" : nil,
                        reduce ? "Reduce Motion" : nil].compactMap { $0 }.joined(separator: " · ")
            chrome.append(AppChrome.stateBadge(text, size: window.size))
        }
        if let t = toast, window.clock.now < t.until { chrome.append(AppChrome.toast(t.text, size: window.size)) }
        if showsHelp {
            if let c = helpCache, c.size == window.size, c.slowMotion == slow, c.reduceMotion == reduce {
                chrome.append(c.view)
            } else {
                let view = AppChrome.help(size: window.size, slowMotion: slow, reduceMotion: reduce)
                helpCache = (window.size, slow, reduce, view)
                chrome.append(view)
            }
        }
        if let palette { chrome.append(palette.view(size: window.size)) }
        if isRecording { chrome.append(AppChrome.recordingIndicator(size: window.size)) }
        for v in chrome {
            var overlay = DrawList(size: window.size)
            v.draw(into: &overlay, transform: v.transformToSuperview, opacity: 1, clip: nil)
            for item in overlay.items {
                guard case .quad(var q) = item else { continue }
                q.zIndex = 1_000_000
                list.append(q)
            }
        }
        return list.quads
    }

    public func releasedSnapshots() -> [SnapshotID] { window.drainReleasedSnapshots() }
}

/// Runs `body` with file descriptor 2 pointed at /dev/null (C libraries that print their own
/// errors stay quiet), restoring it afterwards.
func withStandardErrorSilenced<T>(_ body: () throws -> T) rethrows -> T {
    fflush(nil)
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    if saved >= 0, null >= 0 { dup2(null, 2) }
    defer {
        fflush(nil)
        if saved >= 0 { dup2(saved, 2); close(saved) }
        if null >= 0 { close(null) }
    }
    return try body()
}
