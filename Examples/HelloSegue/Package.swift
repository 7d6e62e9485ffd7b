// swift-tools-version:6.0
// Two small apps on SegueKit. HelloSegue has its own controller, segue and transition classes
// and a storyboard that names them, and carries SegueKit's command line: from this folder,
// `swift run HelloSegue` opens it, `swift run HelloSegue check Sources/HelloSegue/Resources/Hello.yaml`
// checks the storyboard, `swift run HelloSegue record --script S --out hello.mp4` records it.
// CustomContainer is built in code: a custom container view controller and an interactive
// dismiss (`swift run CustomContainer`), its controllers in a library that `swift test` checks.
// SpringDemo is built in code too: cards that spring in with `View.animate` and a property
// animator a click reverses mid-flight (`swift run SpringDemo record --script spring.script --out spring.mp4`).
// PhotoZoom and NavigationPush port UIKit custom transitions: a zoom-from-cell presentation with
// a drag-down dismissal, and a navigation delegate's push animator
// (`swift run PhotoZoom record --script photozoom.script --out photozoom.mp4`, likewise NavigationPush).
// FruitListApp is a table view controller of a thousand reused cells whose rows push a card that
// pans and zooms on a double click (`swift run FruitListApp`); its controllers are a library `swift test` checks.
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
        .target(name: "CustomContainerPages",
                dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
        .executableTarget(name: "CustomContainer",
                          dependencies: ["CustomContainerPages", .product(name: "SegueKit", package: "SegueKit")]),
        .executableTarget(name: "SpringDemo",
                          dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
        .executableTarget(name: "PhotoZoom",
                          dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
        .executableTarget(name: "NavigationPush",
                          dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
        .target(name: "FruitList",
                dependencies: [.product(name: "SegueKit", package: "SegueKit")]),
        .executableTarget(name: "FruitListApp",
                          dependencies: ["FruitList", .product(name: "SegueKit", package: "SegueKit")]),
        .testTarget(name: "FruitListTests",
                    dependencies: ["FruitList", .product(name: "SegueKit", package: "SegueKit")]),
        .testTarget(name: "CustomContainerTests",
                    dependencies: ["CustomContainerPages", .product(name: "SegueKit", package: "SegueKit")]),
    ],
    swiftLanguageModes: [.v6]
)
