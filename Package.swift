// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SegueKit",
    platforms: [.macOS(.v13)],
    products: [
        // The framework and the app runner (`import SegueKit`); the command line an app can
        // carry (`import SegueCommands`, which brings SegueKit too).
        .library(name: "SegueKit", targets: ["SegueKit", "SegueCommands"]),
        .executable(name: "segue", targets: ["segue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation` (scripts/docs.sh) builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // System libraries (Debian packages in the comments; scripts/setup.sh installs them): one
        // module map and one shim header each. The headers are found in the standard include
        // folders (<SDL2/SDL.h>), so no pkg-config flags are needed.
        .systemLibrary(name: "CSDL2"),  // libsdl2-dev
        .systemLibrary(name: "CSDL2Image"),  // libsdl2-image-dev
        .systemLibrary(name: "CGL"),  // libgl-dev
        .systemLibrary(name: "CEGL"),  // libegl-dev
        // Text: Pango with cairo and fontconfig (libpango1.0-dev); its headers live in their own
        // folders, so pkg-config gives the flags. Only SegueAssets uses it.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo"),
        // Vector images of asset catalogues, rasterised through cairo: PDF pages with Poppler
        // (libpoppler-glib-dev) and SVG with librsvg (librsvg2-dev). Only SegueAssets uses them.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib"),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0"),

        // Pure Swift: geometry, timing, views, controllers, segues, storyboards,
        // input and transitions. Foundation (and Yams for storyboards) only.
        .target(name: "SegueCore",
                dependencies: [.product(name: "Yams", package: "Yams")],
                resources: [.copy("Transitions/Shaders")]),

        // The file system and standard streams: paths' identities, output files written whole
        // (atomic renames), trace files, standard error, and loading storyboards, scripts and
        // shaders from files (read here, handed to Core as bytes and text).
        .target(name: "SegueIO", dependencies: ["SegueCore"]),

        // What is decoded or rasterised with system libraries: images (SDL_image; PDF and SVG
        // with Poppler and librsvg) into pixel buffers, text (Pango: the real `TextMeasuring`)
        // into bitmaps; Render uploads them and never sees SDL, Pango or the vector libraries.
        .target(name: "SegueAssets",
                dependencies: ["SegueCore", "SegueIO", "CSDL2", "CSDL2Image", "CPango", "CPoppler", "CRsvg"]),

        // OpenGL 3.3 core: draw lists → pixels, view textures, shader transitions.
        .target(name: "SegueRender",
                dependencies: ["SegueCore", "SegueAssets", "CGL"]),

        // SDL window + GL context (windowed, SDL offscreen or EGL surfaceless),
        // events → Core input events, the only wall clock.
        .target(name: "SeguePlatform",
                dependencies: ["SegueCore", "SegueIO", "CSDL2", "CEGL", "CGL"]),

        // Frames read back through Core's FrameRenderer protocol (never GL) → PNG frames (encoded
        // with SDL_image), or raw frames → ffmpeg (MP4, GIF).
        .target(name: "SegueRecorder",
                dependencies: ["SegueCore", "SegueIO", "SegueAssets", "CSDL2", "CSDL2Image"]),

        // What an app imports: everything above plus the app runner.
        .target(name: "SegueKit",
                dependencies: ["SegueCore", "SegueIO", "SegueAssets", "SegueRender", "SeguePlatform", "SegueRecorder"]),

        // The command line as a library: run, record, check, render, transitions, for any app
        // with its own classes registered (`SegueApp`).
        .target(name: "SegueCommands",
                dependencies: ["SegueKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // The demo app's screens: its controllers and the test scene (not part of the library).
        .target(name: "SegueDemo", dependencies: ["SegueKit"]),

        // Benchmarks, the memory soak and the ffmpeg xfade comparison (`segue bench`).
        .target(name: "SegueBenchmarks", dependencies: ["SegueKit", "SegueDemo"], resources: [.copy("Peer")]),

        .executableTarget(name: "segue",
                          dependencies: ["SegueCommands", "SegueDemo", "SegueBenchmarks",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // What the test targets share: the fuzz mutators and harness, text snapshot strategies.
        .target(name: "SegueTestSupport", dependencies: ["SegueCore"], path: "Tests/SegueTestSupport"),

        // Fixtures, goldens and snapshots are read from the source tree by path, not bundled.
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore", "SegueIO", "SegueTestSupport"],
                    exclude: ["__Snapshots__", "InterfaceBuilder/Fixtures", "Layout/Fixtures"]),
        .testTarget(name: "SegueRenderTests",
                    dependencies: ["SegueKit", "SegueDemo", "SegueTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "SegueIOTests", dependencies: ["SegueIO", "SegueCore"]),
        .testTarget(name: "SeguePlatformTests", dependencies: ["SeguePlatform", "SegueCore", "SegueIO", "CSDL2", "CGL"]),
        // The xfade comparison is tested beside the recorder it is measured against.
        .testTarget(name: "SegueRecorderTests", dependencies: ["SegueRecorder", "SegueCore", "SegueIO", "SegueAssets", "SegueBenchmarks",
                                                                "SegueTestSupport"]),
        .testTarget(name: "SegueAppTests", dependencies: ["SegueKit", "SegueDemo", "SegueBenchmarks", "SegueTestSupport"],
                    exclude: ["__Snapshots__", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
