import Foundation
import SegueCore
import SegueKit

/// The demo app (`segue`): the storyboard it shows and the registries that storyboard names.
public enum DemoApp {
    /// The built-in classes and transitions plus the demo's controller classes.
    public static var registries: SegueRegistries {
        var registries = SegueRegistries()
        DemoControllers.registerAll(in: &registries.controllers)
        return registries
    }

    /// The demo storyboard shipped in Assets/.
    public static func storyboard() throws -> String { try AppPaths.demoStoryboard() }
}

/// Where the demo app's default files are.
public enum AppPaths {
    /// The demo storyboard shipped in Assets/.
    public static func demoStoryboard() throws -> String {
        let path = try AssetLocator.requireAssetsFolder() + "/demo.yaml"
        guard FileManager.default.fileExists(atPath: path) else { throw SegueKitError("the demo storyboard is missing: \(path)") }
        return path
    }
}

extension ScriptedRun {
    /// The demo storyboard driven on a fixed timestep (what the demo's end-to-end tests and
    /// benchmarks step through).
    public static func demo(size: Size = Size(1280, 720), fps: Double = FrameRate.standard, catalog: TransitionCatalog? = nil,
                            traceSink: ((String) -> Void)? = nil, tracePath: String? = nil) throws -> ScriptedRun {
        try ScriptedRun(storyboardPath: AppPaths.demoStoryboard(), registries: DemoApp.registries, size: size, fps: fps,
                        catalog: catalog, traceSink: traceSink, tracePath: tracePath)
    }
}
