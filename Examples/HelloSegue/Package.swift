// swift-tools-version:6.0
// Two small apps built in code with SegueKit, no storyboard: HelloSegue (a custom segue and a
// custom transition) and CustomContainer (a custom container view controller and an
// interactive dismiss). Run them from this folder with `swift run HelloSegue` or
// `swift run CustomContainer`.
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
        .executableTarget(name: "CustomContainer",
                          dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
    ],
    swiftLanguageModes: [.v5]
)
