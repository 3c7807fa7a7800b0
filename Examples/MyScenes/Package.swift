// swift-tools-version:5.9
import PackageDescription

// A user's own package: its scenes, a `my-motion` command line over them, and snapshot tests.
// It depends on MotionKit by relative path; a package elsewhere would use
// `.package(url: "https://github.com/<owner>/MotionKit.git", from: "0.1.0")` instead.
let package = Package(
    name: "MyScenes",
    products: [
        .library(name: "MyScenes", targets: ["MyScenes"]),
        .executable(name: "my-motion", targets: ["my-motion"]),
    ],
    dependencies: [
        // `name:` pins the package name used below, whatever the checkout's folder is called:
        // without it the package is known by its folder's name, and `package: "MotionKit"` fails.
        .package(name: "MotionKit", path: "../.."),
    ],
    targets: [
        // MARK: - Scenes
        // Only MotionRender: the scenes need the canvas and the curves, nothing else.
        .target(name: "MyScenes",
                dependencies: [.product(name: "MotionRender", package: "MotionKit")],
                resources: [.copy("Resources/trophy.svg")]),

        // MARK: - Command line
        // A tool of its own over these scenes (its name, version, scenes): main.swift is one call.
        .executableTarget(name: "my-motion",
                          dependencies: ["MyScenes", .product(name: "MotionCLI", package: "MotionKit")]),

        // MARK: - Tests
        .testTarget(name: "MyScenesTests",
                    dependencies: ["MyScenes",
                                   .product(name: "MotionRender", package: "MotionKit"),
                                   .product(name: "MotionSnapshotTesting", package: "MotionKit"),
                                   .product(name: "MotionCLI", package: "MotionKit"),
                                   // Only for the test that shows the built-in scenes beside this package's.
                                   .product(name: "MotionBuiltIns", package: "MotionKit")],
                    exclude: ["__Snapshots__"]),
    ]
)
