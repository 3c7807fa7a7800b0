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
        // A whole tool in one line (MotionTool.main): the command line, JavaScript prototypes as
        // scenes and the studio, over a user's scenes; what `motion` is made of.
        .library(name: "MotionKit", targets: ["MotionKit"]),
        .library(name: "MotionCLI", targets: ["MotionCLI"]),
        // `motion studio`: the live preview server (links GNU libmicrohttpd).
        .library(name: "MotionStudio", targets: ["MotionStudio"]),
        // The built-in scenes, their settings and `themes`, for tools that want them.
        .library(name: "MotionBuiltIns", targets: ["MotionBuiltIns"]),
        // JavaScript scene files on the command line (FILE.js#SCENE, `script`): a tool opts in
        // with `sceneFiles: [.javaScript]`; MotionCLI itself does not link JavaScriptCore.
        .library(name: "MotionJSCommands", targets: ["MotionJSCommands"]),
        // JavaScript canvas prototypes as scenes (JavaScriptCore); packages that do not need it do not link it.
        .library(name: "MotionJS", targets: ["MotionJS"]),
        // Snapshot testing on Linux: the core (no XCTest) and the XCTest / Swift Testing assertions.
        .library(name: "MotionSnapshot", targets: ["MotionSnapshot"]),
        .library(name: "MotionSnapshotTesting", targets: ["MotionSnapshotTesting"]),
        .executable(name: "motion", targets: ["motion"]),
    ],
    targets: [
        // MARK: - System libraries (a modulemap and one header each; the header may hold inline
        // functions for what Swift cannot call: macros, GObject casts, dlopen tables)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig1-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // PNG compression: libdeflate, one call per image (docs/performance.md measures it against zlib).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // Text layout: Pango with HarfBuzz shaping, drawn through pangocairo.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // JavaScriptCore's classic C API, for MotionJS only (JavaScript canvas prototypes). Not a
        // system library: JavaScriptCore is opened with dlopen when a script first runs, not
        // linked (its pkg-config entry would link it into every program), and the part of its API
        // the package calls is declared in Sources/CJavaScriptCore/include/shim.h (checked against
        // WebKitGTK's headers in the tests), so building needs no include path.
        .target(name: "CJavaScriptCore"),
        // Bitmap decoders: gdk-pixbuf for PNG and JPEG (it comes with librsvg), libwebp for WebP.
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // zlib: gzip-compressed SVG assets are expanded here, with a size limit, before librsvg sees them.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The studio's HTTP server: GNU libmicrohttpd, used by MotionStudio only.
        // Opened with dlopen when a studio starts, not linked; its header is in /usr/include.
        .systemLibrary(name: "CMicroHTTPD"),

        // MARK: - Modules, from the bottom up
        // Pure curve and time math: no C, importable alone.
        .target(name: "MotionCore"),
        // Pure drawing vocabulary: paths, transforms, styles, colours, fonts, environment, sizes,
        // formats, limits, pixels. No C. It carries the top-level `Resources/` folder as a SwiftPM
        // resource: every build copies it into `MotionKit_MotionGraphics.resources` beside each
        // executable and test binary, where `MotionResources` finds it (also after copying).
        .target(name: "MotionGraphics", dependencies: ["MotionCore"], resources: [.copy("../../Resources")]),
        // The one Swift module that touches C: the canvas backend, one surface per output format,
        // assets, fonts, PNG encoding (libdeflate), atomic files. Every file imports the C modules
        // `internal` (SE-0409), so the compiler rejects a C type in a public signature.
        .target(name: "MotionRender", dependencies: ["MotionCore", "MotionGraphics", "CCairo", "CRSVG", "CFontconfig", "CDeflate", "CPango",
                                                    "CGdkPixbuf", "CWebP", "CZlib"]),
        // Timeline outputs drawn through MotionRender's public composition API only: storyboards,
        // frame sequences, the player page, curve plots. No C.
        .target(name: "MotionTimeline", dependencies: ["MotionRender"]),
        .target(name: "MotionChess", dependencies: ["MotionCore", "MotionRender"]),
        // Scene files written for an HTML canvas, run by JavaScriptCore and drawn through MotionCanvas.
        .target(name: "MotionJS", dependencies: ["MotionRender", "CJavaScriptCore"]),
        .target(name: "MotionScenes", dependencies: ["MotionRender", "MotionChess"]),
        // The command line as a library: a declarative kernel (options, help, completion scripts)
        // and the standard commands. It knows no particular scene: a tool passes its scenes, the
        // settings they read and any commands of its own.
        .target(name: "MotionCLI", dependencies: ["MotionRender", "MotionTimeline", "MotionSnapshot"]),
        // Glue: the built-in scenes with their settings (--board-theme, --piece-set, --avatar-style)
        // and the `themes` command, registered by the `motion` executable.
        .target(name: "MotionBuiltIns", dependencies: ["MotionCLI", "MotionScenes", "MotionChess", "MotionRender"]),
        // Glue: JavaScript scene files and the `script` command for the command line.
        .target(name: "MotionJSCommands", dependencies: ["MotionCLI", "MotionJS", "MotionRender"]),
        // `motion studio`: a local HTTP server (GNU libmicrohttpd behind CMicroHTTPD, imported by
        // this module alone) that renders frames on demand through a render worker, watches the
        // sources and rebuilds a package. Its own module so that a tool or a test target that does
        // not serve pages does not link an HTTP server.
        .target(name: "MotionStudio", dependencies: ["MotionCLI", "MotionTimeline", "MotionRender", "CMicroHTTPD"]),
        // Glue: a whole tool (MotionTool) joining the command line, JavaScript scene files and the
        // studio (which reads them, JavaScriptStudioFiles). JavaScriptCore and libmicrohttpd stay
        // opened on first use, so linking all three costs a tool nothing at start.
        .target(name: "MotionKit", dependencies: ["MotionCLI", "MotionJSCommands", "MotionStudio", "MotionJS", "MotionRender"]),
        // The tool itself: MotionTool over the built-in scenes.
        .executableTarget(name: "motion", dependencies: ["MotionKit", "MotionBuiltIns"]),
        // Snapshot comparison, diff images, strategies, reference files; no XCTest, so the CLI can link it.
        .target(name: "MotionSnapshot", dependencies: ["MotionRender", "MotionTimeline"]),
        // assertSnapshot for users' test targets (XCTest and Swift Testing).
        .target(name: "MotionSnapshotTesting", dependencies: ["MotionSnapshot", "MotionRender"]),
        // `make bench`: release-mode timings written to bench/results.json.
        .executableTarget(name: "motion-bench", dependencies: ["MotionCore", "MotionRender", "MotionTimeline", "MotionChess", "MotionScenes", "MotionSnapshot",
                                                               "MotionJS", "MotionStudio", "MotionDevTools"],
                          path: "Sources/MotionBench"),
        // The benchmark's C floor: the same frames drawn with direct cairo/librsvg/Pango calls, the
        // fastest technique per output, PNG through cairo, libpng, zlib or libdeflate (not part of the library).
        .executableTarget(name: "cfloor-bench", dependencies: ["CCairo", "CRSVG", "CFontconfig", "CPNG", "CPango", "CGdkPixbuf"], path: "Sources/CFloorBench",
                          linkerSettings: [.linkedLibrary("m"), .linkedLibrary("z"), .linkedLibrary("deflate")]),

        // MARK: - Tests
        // What every test target shares: the child-process runner, cross-checking tools,
        // temporary folders, a scene made of a closure.
        .target(name: "MotionTestSupport", dependencies: ["MotionRender", "MotionDevTools"], path: "Tests/MotionTestSupport",
                exclude: ["DevTools"]),
        // Headless Chromium driven over the DevTools protocol (a WebSocket on 127.0.0.1): pages
        // loaded, scripts evaluated, keys pressed, screenshots taken. Foundation only, no XCTest,
        // so `make bench` measures in the browser with the same client the tests use.
        .target(name: "MotionDevTools", path: "Tests/MotionTestSupport/DevTools"),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore", "MotionTestSupport"]),
        .testTarget(name: "MotionGraphicsTests", dependencies: ["MotionGraphics"]),
        .testTarget(name: "MotionRenderTests", dependencies: ["MotionRender", "MotionScenes", "MotionTestSupport"]),
        .testTarget(name: "MotionTimelineTests", dependencies: ["MotionTimeline", "MotionScenes", "MotionChess", "MotionTestSupport"]),
        .testTarget(name: "MotionChessTests", dependencies: ["MotionChess", "MotionTestSupport"]),
        .testTarget(name: "MotionJSTests", dependencies: ["MotionJS", "MotionScenes", "MotionTimeline", "MotionSnapshot", "MotionTestSupport"],
                    exclude: ["Conformance", "Prototypes"]),
        .testTarget(name: "MotionCLITests", dependencies: ["MotionCLI", "MotionBuiltIns", "MotionJSCommands", "MotionScenes", "MotionTestSupport"],
                    exclude: ["__Golden__"]),
        .testTarget(name: "MotionStudioTests", dependencies: ["MotionStudio", "MotionCLI", "MotionBuiltIns", "MotionScenes", "MotionTestSupport"]),
        .testTarget(name: "MotionKitTests", dependencies: ["MotionKit", "MotionTestSupport"]),
        .testTarget(name: "MotionSnapshotTestingTests", dependencies: ["MotionSnapshotTesting", "MotionScenes", "MotionTestSupport"]),
        // `scripts/docs.py check` over this build's modules: doc comments everywhere, no C type in public.
        .testTarget(name: "DocumentationTests", dependencies: ["MotionTestSupport"]),
        // Fuzzing (`make fuzz`): the targets, the tool that runs them under libFuzzer (or replays
        // inputs in a normal build), and the unit test that replays the corpus kept in the tests.
        .target(name: "MotionFuzzTargets", dependencies: ["MotionChess", "MotionTimeline", "MotionRender", "MotionJS"], path: "Tests/MotionFuzzTargets"),
        .executableTarget(name: "motion-fuzz", dependencies: ["MotionFuzzTargets", "MotionRender"], path: "Tests/MotionFuzz"),
        .testTarget(name: "MotionFuzzTests", dependencies: ["MotionFuzzTargets"], exclude: ["Corpus"]),
        .testTarget(name: "MotionScenesTests", dependencies: ["MotionScenes", "MotionChess", "MotionTimeline", "MotionSnapshotTesting", "MotionTestSupport"],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
