// swift-tools-version:6.0
// A two-screen app built in code with SegueKit: a custom segue and a custom transition, no
// storyboard. Build and run it from this folder with `swift run HelloSegue`.
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
                          dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
    ],
    swiftLanguageModes: [.v5]
)
