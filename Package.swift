// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "MotionKit",
    products: [
        // MARK: - Public API
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "MotionRender", targets: ["MotionRender"]),
        .library(name: "MotionChess", targets: ["MotionChess"]),
        .library(name: "MotionScenes", targets: ["MotionScenes"]),
        .library(name: "MotionCLI", targets: ["MotionCLI"]),
        .executable(name: "motion", targets: ["motion"]),
    ],
    targets: [
        // MARK: - System libraries (modulemap + shim header only)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig1-dev"])]),

        // MARK: - Modules
        // Pure curve and time math: no C, importable alone.
        .target(name: "MotionCore"),
        // The one module that touches C.
        .target(name: "MotionRender", dependencies: ["MotionCore", "CCairo", "CRSVG", "CFontconfig"]),
        .target(name: "MotionChess", dependencies: ["MotionRender"]),
        .target(name: "MotionScenes", dependencies: ["MotionRender", "MotionChess"]),
        .target(name: "MotionCLI", dependencies: ["MotionRender", "MotionScenes"]),
        .executableTarget(name: "motion", dependencies: ["MotionCLI"]),
        // `make bench`: release-mode timings written to bench/results.json.
        .executableTarget(name: "motion-bench", dependencies: ["MotionRender", "MotionScenes"], path: "Sources/MotionBench"),

        // MARK: - Tests
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"]),
        .testTarget(name: "MotionRenderTests", dependencies: ["MotionRender", "MotionScenes"]),
        .testTarget(name: "MotionChessTests", dependencies: ["MotionChess"]),
        .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI"]),
    ]
)
