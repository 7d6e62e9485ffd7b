import ArgumentParser
import Foundation
import SegueBenchmarks
import SegueCommands
import SegueDemo

/// `segue`: the demo app. The standard commands with the demo storyboard and its controller
/// classes, the built-in test scene, and `bench`.
@main
enum Segue: SegueApp {
    static var commandName: String { "segue" }
    static var abstract: String {
        "iOS-style container view controllers, custom segues and transitions on SDL2 + OpenGL."
    }
    static var title: String { "SegueKit" }
    static var registries: SegueRegistries { DemoApp.registries }
    static func storyboard() throws -> String? { try DemoApp.storyboard() }
    static func testScene(size: Size, assets: String) -> SceneHost? { TestScene(size: size, assets: assets) }
    static var extraCommands: [ParsableCommand.Type] { [BenchCommand.self] }
}
