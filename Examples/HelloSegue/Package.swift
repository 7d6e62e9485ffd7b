// swift-tools-version:6.0
// A two-screen app on SegueKit with its own controller, segue and transition classes and a
// storyboard that names them. It carries SegueKit's command line: from this folder,
// `swift run HelloSegue` opens it, `swift run HelloSegue check Sources/HelloSegue/Resources/Hello.yaml`
// checks the storyboard, `swift run HelloSegue record --script S --out hello.mp4` records it.
import PackageDescription

let package = Package(
    name: "HelloSegue",
    platforms: [.macOS(.v13)],
    dependencies: [
        // In your own app: .package(url: "<SegueKit's git URL>", branch: "main")
        .package(name: "SegueKit", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloSegue",
                          dependencies: [.product(name: "SegueKit", package: "SegueKit")],
                          resources: [.copy("Resources/Hello.yaml")]),
    ],
    swiftLanguageModes: [.v5]
)
