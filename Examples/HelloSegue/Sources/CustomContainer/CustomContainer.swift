import CustomContainerPages
import SegueCommands

/// The app: a window showing the pages container, with the command line every SegueKit app
/// gets (`CustomContainer run|record|render|transitions`).
@main
enum CustomContainer: SegueApp {
    static var title: String { "A custom container" }
    static func makeRootViewController() -> ViewController? { PagesController() }
}
