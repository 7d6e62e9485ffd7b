import FruitList
import SegueCommands

/// The app: a navigation controller showing the fruit list, with the command line every
/// SegueKit app gets (`FruitListApp run|record|render|transitions`).
@main
enum FruitListApp: SegueApp {
    static var title: String { "Fruits" }
    static func makeRootViewController() -> ViewController? { NavigationController(rootViewController: FruitListController()) }
}
