import ArgumentParser
import Foundation
import SegueKit

/// What `run` and `record` show: a storyboard (`--storyboard`, else the app's own), or the
/// root controller of an app built in code.
@MainActor
enum AppScreens {
    case storyboard(String, sidecar: String?)
    case code(ViewController)

    /// The screens for a `--storyboard` option that may be absent; a usage error when the app
    /// has neither a storyboard nor a root controller.
    init(storyboard option: String?, sidecar: String? = nil, app: AppContext) throws {
        if let option {
            self = .storyboard(option, sidecar: sidecar)
        } else if let path = try app.storyboard() {
            self = .storyboard(path, sidecar: sidecar)
        } else if let root = app.makeRoot() {
            self = .code(root)
        } else {
            throw ValidationError("\(app.program) has no storyboard of its own: give --storyboard FILE")
        }
    }

    /// The device the storyboard was laid out for (an Interface Builder document's), which the
    /// window emulates by default; nil for YAML and for screens built in code.
    var documentDevice: DeviceProfile? {
        guard case .storyboard(let path, let sidecar) = self else { return nil }
        // The scene shown first: the sidecar's `initial`, when it names one (a sidecar that
        // cannot be read is reported when the storyboard loads).
        let initial = sidecar.flatMap { try? RegularFile.read($0) }.flatMap { String(data: $0, encoding: .utf8) }
            .flatMap { try? StoryboardSidecar.parse($0, path: sidecar ?? "").get().initial }
        return StoryboardScene.documentDevice(path: path, scene: initial)
    }

    /// The scene that shows them at `size` on `clock`, emulating `device` when given.
    func scene(app: AppContext, size: Size, device: DeviceProfile?, clock: Clock, trace: TraceLog?, catalog: TransitionCatalog,
               assets: String?) throws -> StoryboardScene {
        switch self {
        case .storyboard(let path, let sidecar):
            return try StoryboardScene(storyboardPath: path, registries: app.registries, size: size, clock: clock,
                                       trace: trace, catalog: catalog, assets: assets, sidecar: sidecar, device: device)
        case .code(let root):
            return StoryboardScene(rootViewController: root, size: size, clock: clock, trace: trace,
                                   transitions: catalog.registry, device: device)
        }
    }

    /// The same, driven by a script on a fixed timestep.
    func scriptedRun(app: AppContext, size: Size, device: DeviceProfile?, fps: Double, catalog: TransitionCatalog, tracePath: String?,
                     assets: String?) throws -> ScriptedRun {
        switch self {
        case .storyboard(let path, let sidecar):
            return try ScriptedRun(storyboardPath: path, registries: app.registries, size: size, fps: fps,
                                   catalog: catalog, tracePath: tracePath, assets: assets, sidecar: sidecar, device: device)
        case .code(let root):
            return try ScriptedRun(rootViewController: root, transitions: catalog.registry, size: size, fps: fps,
                                   tracePath: tracePath, device: device)
        }
    }
}
