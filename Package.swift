// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MotionKit",
    products: [
        // MARK: - Public API
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "MotionGraphics", targets: ["MotionGraphics"]),
        .library(name: "MotionRender", targets: ["MotionRender"]),
        .library(name: "MotionTimeline", targets: ["MotionTimeline"]),
        .library(name: "MotionChess", targets: ["MotionChess"]),
        .library(name: "MotionScenes", targets: ["MotionScenes"]),
        .library(name: "MotionCLI", targets: ["MotionCLI"]),
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
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),

        // MARK: - Modules, from the bottom up
        // Pure curve and time math: no C, importable alone.
        .target(name: "MotionCore"),
        // Pure drawing vocabulary: paths, transforms, styles, colours, fonts, environment, sizes,
        // formats, limits, pixels. No C.
        .target(name: "MotionGraphics", dependencies: ["MotionCore"]),
        // The one Swift module that touches C: the canvas backend, one surface per output format,
        // assets, fonts, PNG encoding (libdeflate), atomic files. Every file imports the C modules
        // `internal` (SE-0409), so the compiler rejects a C type in a public signature.
        .target(name: "MotionRender", dependencies: ["MotionCore", "MotionGraphics", "CCairo", "CRSVG", "CFontconfig", "CDeflate"]),
        // Timeline outputs drawn through MotionRender's public composition API only: storyboards,
        // frame sequences, the player page, curve plots. No C.
        .target(name: "MotionTimeline", dependencies: ["MotionRender"]),
        .target(name: "MotionChess", dependencies: ["MotionRender"]),
        .target(name: "MotionScenes", dependencies: ["MotionRender", "MotionChess"]),
        .target(name: "MotionCLI", dependencies: ["MotionRender", "MotionTimeline", "MotionChess", "MotionScenes", "MotionSnapshot"]),
        .executableTarget(name: "motion", dependencies: ["MotionCLI"]),
        // Snapshot comparison, diff images, strategies, reference files; no XCTest, so the CLI can link it.
        .target(name: "MotionSnapshot", dependencies: ["MotionRender"]),
        // assertSnapshot for users' test targets (XCTest and Swift Testing).
        .target(name: "MotionSnapshotTesting", dependencies: ["MotionSnapshot", "MotionRender"]),
        // `make bench`: release-mode timings written to bench/results.json.
        .executableTarget(name: "motion-bench", dependencies: ["MotionRender", "MotionTimeline", "MotionChess", "MotionScenes", "MotionSnapshot"],
                          path: "Sources/MotionBench"),
        // The benchmark's C floor: the same frames drawn with direct cairo/librsvg calls, the fastest
        // technique per output, PNG through cairo, libpng, zlib or libdeflate (not part of the library).
        .executableTarget(name: "cfloor-bench", dependencies: ["CCairo", "CRSVG", "CFontconfig", "CPNG"], path: "Sources/CFloorBench",
                          linkerSettings: [.linkedLibrary("m"), .linkedLibrary("z"), .linkedLibrary("deflate")]),

        // MARK: - Tests
        // What every test target shares: the child-process runner, cross-checking tools,
        // temporary folders, a scene made of a closure.
        .target(name: "MotionTestSupport", dependencies: ["MotionRender"], path: "Tests/MotionTestSupport"),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore", "MotionTestSupport"]),
        .testTarget(name: "MotionGraphicsTests", dependencies: ["MotionGraphics"]),
        .testTarget(name: "MotionRenderTests", dependencies: ["MotionRender", "MotionScenes", "MotionTestSupport"]),
        .testTarget(name: "MotionTimelineTests", dependencies: ["MotionTimeline", "MotionScenes", "MotionTestSupport"]),
        .testTarget(name: "MotionChessTests", dependencies: ["MotionChess", "MotionTestSupport"]),
        .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI", "MotionTestSupport"]),
        .testTarget(name: "MotionSnapshotTestingTests", dependencies: ["MotionSnapshotTesting", "MotionScenes", "MotionTestSupport"]),
        .testTarget(name: "MotionScenesTests", dependencies: ["MotionScenes", "MotionChess", "MotionTimeline", "MotionSnapshotTesting", "MotionTestSupport"],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
