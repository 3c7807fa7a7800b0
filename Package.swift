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
        // JavaScript canvas prototypes as scenes (JavaScriptCore); packages that do not need it do not link it.
        .library(name: "MotionJS", targets: ["MotionJS"]),
        // Snapshot testing on Linux: the core (no XCTest) and the XCTest / Swift Testing assertions.
        .library(name: "MotionSnapshot", targets: ["MotionSnapshot"]),
        .library(name: "MotionSnapshotTesting", targets: ["MotionSnapshotTesting"]),
        .executable(name: "motion", targets: ["motion"]),
    ],
    targets: [
        // MARK: - System libraries (modulemap + shim header only)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig1-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJavaScriptCore", pkgConfig: "javascriptcoregtk-4.1",
                       providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]),

        // MARK: - Modules
        // Pure curve and time math: no C, importable alone.
        .target(name: "MotionCore"),
        // The one module that touches C.
        .target(name: "MotionRender", dependencies: ["MotionCore", "CCairo", "CRSVG", "CFontconfig", "CPNG"]),
        .target(name: "MotionChess", dependencies: ["MotionRender"]),
        // Scene files written for an HTML canvas, run by JavaScriptCore and drawn through MotionCanvas.
        .target(name: "MotionJS", dependencies: ["MotionRender", "CJavaScriptCore"]),
        .target(name: "MotionScenes", dependencies: ["MotionRender", "MotionChess"]),
        .target(name: "MotionCLI", dependencies: ["MotionRender", "MotionChess", "MotionScenes", "MotionSnapshot"]),
        .executableTarget(name: "motion", dependencies: ["MotionCLI"]),
        // Snapshot comparison, diff images, strategies, reference files; no XCTest, so the CLI can link it.
        .target(name: "MotionSnapshot", dependencies: ["MotionRender"]),
        // assertSnapshot for users' test targets (XCTest and Swift Testing).
        .target(name: "MotionSnapshotTesting", dependencies: ["MotionSnapshot", "MotionRender"]),
        // `make bench`: release-mode timings written to bench/results.json.
        .executableTarget(name: "motion-bench", dependencies: ["MotionRender", "MotionChess", "MotionScenes", "MotionSnapshot", "MotionJS"],
                          path: "Sources/MotionBench"),
        // The benchmark's C floor: the same frames drawn with direct cairo/librsvg calls (not part of the library).
        .executableTarget(name: "cfloor-bench", dependencies: ["CCairo", "CRSVG", "CFontconfig"], path: "Sources/CFloorBench",
                          linkerSettings: [.linkedLibrary("m")]),

        // MARK: - Tests
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"]),
        .testTarget(name: "MotionRenderTests", dependencies: ["MotionRender", "MotionScenes"]),
        .testTarget(name: "MotionChessTests", dependencies: ["MotionChess"]),
        .testTarget(name: "MotionJSTests", dependencies: ["MotionJS", "MotionScenes"]),
        .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI"]),
        .testTarget(name: "MotionSnapshotTestingTests", dependencies: ["MotionSnapshotTesting", "MotionScenes"]),
        .testTarget(name: "MotionScenesTests", dependencies: ["MotionScenes", "MotionSnapshotTesting"], exclude: ["__Snapshots__"]),
    ]
)
