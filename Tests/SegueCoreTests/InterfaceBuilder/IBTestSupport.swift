import Foundation
import Testing
@testable import SegueCore
import SegueIO

/// The hand-written Interface Builder fixtures beside these tests, loaded with registries of
/// their own (loading never changes the shared ones).
@MainActor
enum IBFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Loads a fixture; `segues` may hold the app's own classes.
    static func load(_ name: String, segues: SegueRegistry = SegueRegistry()) throws -> Storyboard {
        try Storyboard.load(path: path(name), registries: SegueRegistries(segues: segues)).get()
    }

    /// Reads a fixture with the guesses the conversion made.
    static func read(_ name: String, segues: SegueRegistry = SegueRegistry()) throws -> InterfaceBuilderImport {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try InterfaceBuilderReader.read(data: data, path: path(name), baseDirectory: Storyboard.folder(of: path(name)),
                                               registries: SegueRegistries(segues: segues)).get()
    }
}

extension ViewSpec {
    /// The first view in this tree whose text, title or id is `name`.
    func find(_ name: String) -> ViewSpec? {
        if text == name || runs?.map(\.text).joined() == name || id == name { return self }
        for s in subviews { if let v = s.find(name) { return v } }
        return nil
    }
}

extension StoryboardFile {
    /// Whether some warning's message contains `text`.
    func warns(_ text: String) -> Bool { warnings.contains { $0.message.contains(text) } }
}

extension IBFixtures {
    /// Shows the scene `id` of the fixture `name` as the root of a window emulating `device`
    /// (or a plain window of `size`), laid out; the window holds the scene.
    static func show(_ name: String, scene id: String, device: DeviceProfile?, size: Size = Size(1280, 720)) throws -> Window {
        let storyboard = try load(name)
        let window = Window(size: device?.size ?? size, clock: ManualClock())
        window.device = device
        window.rootViewController = storyboard.instantiateViewController(withIdentifier: id)
        _ = try #require(window.rootViewController, "no scene '\(id)'")
        window.rootView.layoutIfNeeded()
        return window
    }

    /// Shows the initial scene of the storyboard text `xml` in a window of `size`, laid out.
    static func show(xml: String, size: Size = Size(320, 480)) throws -> Window {
        let storyboard = try Storyboard.parse(xml, path: "t.storyboard", registries: SegueRegistries()).get()
        let window = Window(size: size, clock: ManualClock())
        window.rootViewController = storyboard.instantiateInitialViewController()
        window.rootView.layoutIfNeeded()
        return window
    }

    /// Shows the initial scene of the xib text `xml` (named `path`) on the canvas its device
    /// gives it, as `segue run` opens the file, laid out.
    static func showXib(_ xml: String, path: String) throws -> Window {
        let device = try #require(InterfaceBuilderReader.documentDevice(data: Data(xml.utf8), path: path))
        let storyboard = try Storyboard.parse(xml, path: path, registries: SegueRegistries()).get()
        let window = Window(size: device.size, clock: ManualClock())
        window.device = device
        window.rootViewController = storyboard.instantiateInitialViewController()
        window.rootView.layoutIfNeeded()
        return window
    }

    /// Every view's stored frame (`<rect key="frame">`) in a fixture, by Interface Builder id.
    static func storedFrames(_ name: String) throws -> [String: Rect] {
        let root = try IBDocumentReader.read(try Data(contentsOf: folder.appendingPathComponent(name))).get()
        var out: [String: Rect] = [:]
        root.forEachDescendant { e in
            guard let id = e["id"], let r = e.child("rect", key: "frame"), let w = r.number("width"), let h = r.number("height") else { return }
            out[id] = Rect(r.number("x") ?? 0, r.number("y") ?? 0, w, h)
        }
        return out
    }
}

extension Window {
    /// The view an Interface Builder scene shown in the window names `id` (in the front
    /// controller or any of its children).
    func ibView(_ id: String) -> View? {
        var stack: [ViewController] = rootViewController.map { [$0] } ?? []
        while let vc = stack.popLast() {
            if let v = vc.interfaceBuilderLayout?.views[id] { return v }
            stack += vc.children
        }
        return nil
    }
}
