import Foundation
import SegueCommands

/// The app: its classes registered by name so that its storyboard finds them, and the command
/// line (`HelloSegue run|record|check|render|transitions`) that SegueCommands gives every app.
@main
enum HelloSegue: SegueApp {
    static var title: String { "Hello, SegueKit" }

    static var registries: SegueRegistries {
        var registries = SegueRegistries()
        registries.controllers.register(HomeController.self) { HomeController() }
        registries.controllers.register(DetailController.self) { DetailController() }
        registries.segues.register(SwingSegue.self)
        registries.transitions.register(SwingTransition.self)
        return registries
    }

    /// The storyboard shipped as a resource of the app.
    static func storyboard() throws -> String? {
        Bundle.module.path(forResource: "Hello", ofType: "yaml")
    }
}
