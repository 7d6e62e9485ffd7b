// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SegueKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .executable(name: "segue", targets: ["segue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // System libraries: one module map and one shim header each.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image",
                       providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CGL", pkgConfig: "gl",
                       providers: [.apt(["libgl-dev"])]),
        .systemLibrary(name: "CEGL", pkgConfig: "egl",
                       providers: [.apt(["libegl-dev"])]),

        // Pure Swift: geometry, timing, views, controllers, segues, storyboards,
        // input and transitions. Foundation (and Yams for storyboards) only.
        .target(name: "SegueCore",
                dependencies: [.product(name: "Yams", package: "Yams")],
                resources: [.copy("Transitions/Shaders")]),

        // OpenGL 3.3 core: draw lists → pixels, view textures, shader transitions.
        .target(name: "SegueRender",
                dependencies: ["SegueCore", "CGL", "CSDL2", "CSDL2TTF", "CSDL2Image"]),

        // SDL window + GL context (windowed, SDL offscreen or EGL surfaceless),
        // events → Core input events, the only wall clock.
        .target(name: "SeguePlatform",
                dependencies: ["SegueCore", "CSDL2", "CEGL", "CGL"]),

        // Frame readback → PNG frames, or raw frames → ffmpeg (MP4, GIF).
        .target(name: "SegueRecorder",
                dependencies: ["SegueCore", "SegueRender", "CSDL2", "CSDL2Image"]),

        // What an app imports: everything above plus the app runner.
        .target(name: "SegueKit",
                dependencies: ["SegueCore", "SegueRender", "SeguePlatform", "SegueRecorder"]),

        .executableTarget(name: "segue",
                          dependencies: ["SegueKit",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"]),
        .testTarget(name: "SegueRenderTests",
                    dependencies: ["SegueKit"]),
        .testTarget(name: "SegueAppTests", dependencies: ["SegueKit"]),
    ],
    swiftLanguageModes: [.v5]
)
