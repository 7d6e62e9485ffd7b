import ArgumentParser
import Foundation
@_exported import SegueKit

/// An app built on SegueKit that carries the command line: `MyApp run`, `MyApp record`,
/// `MyApp check`, `MyApp render` and `MyApp transitions`, each knowing the app's own
/// controller, segue and transition classes.
///
/// ```swift
/// import SegueCommands
///
/// @main enum MyApp: SegueApp {
///     static var registries: SegueRegistries {
///         var r = SegueRegistries()
///         r.controllers.register(HomeController.self) { HomeController() }
///         return r
///     }
///     static func storyboard() throws -> String? { Bundle.module.path(forResource: "Main", ofType: "yaml") }
/// }
/// ```
///
/// Every member has a default; an app states only what it has. See docs/ for the commands.
public protocol SegueApp {
    /// The program's name in usage lines and messages (`NAME: error: …`). Default: the type's name.
    static var commandName: String { get }
    /// One line saying what the app is, for `--help`.
    static var abstract: String { get }
    /// The window's title.
    static var title: String { get }
    /// The classes and transitions the app's storyboards name (default: the built-in ones).
    static var registries: SegueRegistries { get }
    /// The storyboard `run` and `record` show when no `--storyboard` is given (default: none).
    static func storyboard() throws -> String?
    /// The root controller `run` and `record` show when there is no storyboard: an app built
    /// in code (default: none).
    @MainActor static func makeRootViewController() -> ViewController?
    /// A fixed scene `run --test-scene` shows instead (default: none).
    @MainActor static func testScene(size: Size, assets: String) -> SceneHost?
    /// Commands of the app's own, beside the standard ones.
    static var extraCommands: [ParsableCommand.Type] { get }
}

extension SegueApp {
    public static var commandName: String { String(describing: Self.self) }
    public static var abstract: String { "\(commandName), an app built on SegueKit." }
    public static var title: String { commandName }
    public static var registries: SegueRegistries { .standard }
    public static func storyboard() throws -> String? { nil }
    @MainActor public static func makeRootViewController() -> ViewController? { nil }
    @MainActor public static func testScene(size: Size, assets: String) -> SceneHost? { nil }
    public static var extraCommands: [ParsableCommand.Type] { [] }

    /// Parses the process's arguments and runs the command they name; never returns. What
    /// `@main` calls. The arguments are read as bytes, so a file name that is not UTF-8 keeps
    /// its bytes (`PathName.argument`).
    @MainActor public static func main() {
        let argv = CommandLine.unsafeArgv
        let arguments = (1..<Int(CommandLine.argc)).compactMap { i in argv[i].map { PathName(cString: $0).argument } }
        main(arguments: arguments)
    }

    /// Parses `arguments` and runs the command they name; never returns.
    @MainActor public static func main(arguments: [String]) -> Never {
        SegueCommandLine<Self>.main(arguments: arguments, app: AppContext(Self.self))
    }
}

/// What the commands know of the app they run in: its name, registries, storyboard or root
/// controller. Given to an `AppCommand`'s `run(in:)`.
public struct AppContext {
    /// The program's name in messages.
    public var program: String
    /// The window's title.
    public var title: String
    /// The classes and transitions the app's storyboards name.
    public var registries: SegueRegistries
    /// The default storyboard, if the app has one.
    public var storyboard: () throws -> String?
    /// The root controller of an app built in code, if it is one.
    public var makeRoot: @MainActor () -> ViewController?
    /// The app's test scene, if it has one.
    public var testScene: @MainActor (Size, String) -> SceneHost?

    /// The context of `app`.
    public init<App: SegueApp>(_ app: App.Type) {
        program = App.commandName
        title = App.title
        registries = App.registries
        storyboard = { try App.storyboard() }
        makeRoot = { App.makeRootViewController() }
        testScene = { App.testScene(size: $0, assets: $1) }
    }

    /// The transitions of the app (standard, shipped shader files, the app's own and the
    /// `--shaders` folder's), as `options` asks.
    package func catalog(_ options: ShaderFolderOptions, compile: ShaderFolderOptions.Compile = .no) throws -> TransitionCatalog {
        try options.catalog(compile: compile, program: program, transitions: registries.transitions)
    }
}

/// A command that runs inside an app (`SegueApp`): it is handed the app's context instead of
/// reading a global one.
public protocol AppCommand: ParsableCommand {
    /// Runs the command for `app`.
    @MainActor func run(in app: AppContext) throws
}
