import Foundation
import MotionRender
import MotionSnapshotTesting
import XCTest

/// `my-motion` copied out of the build folder, with the resource bundles SwiftPM built beside it
/// (MotionKit's palettes, themes, pieces and avatars; this package's trophy), into a folder no
/// checkout contains: it renders there exactly what the built tool renders.
final class CopiedToolTests: XCTestCase {
    private var place: URL!

    override func setUpWithError() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("my-motion-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        var ancestor = place!
        while ancestor.path != "/" {
            for marker in [".git", "Package.swift"] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: ancestor.appendingPathComponent(marker).path), "\(ancestor.path) holds \(marker)")
            }
            ancestor.deleteLastPathComponent()
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: place)
    }

    /// The build folder: where `swift build` put `my-motion` and the bundles.
    private var buildFolder: URL {
        get throws { try XCTUnwrap(CommandLineTests.executable, "my-motion was not built beside the test bundle").deletingLastPathComponent() }
    }

    /// The user's environment: no override of MotionKit's resources.
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["MOTION_RESOURCES"] = nil
        return environment
    }

    /// Copies `my-motion` and the bundles (those named in `skipping` left out) into `folder`.
    private func copyTool(to folder: URL, skipping: Set<String> = []) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let build = try buildFolder
        let bundles = try FileManager.default.contentsOfDirectory(atPath: build.path).filter { $0.hasSuffix(".resources") }
        XCTAssertTrue(bundles.contains("MotionKit_MotionGraphics.resources") && bundles.contains("MyScenes_MyScenes.resources"), "\(bundles)")
        for name in ["my-motion"] + bundles where !skipping.contains(name) {
            try FileManager.default.copyItem(at: build.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder.appendingPathComponent("my-motion")
    }

    func testTheCopyRendersTheScenesAndTheirResourcesLikeTheBuiltTool() throws {
        let copied = try copyTool(to: place.appendingPathComponent("tool"))
        let built = try buildFolder.appendingPathComponent("my-motion")
        let work = place.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let renders: [(file: String, arguments: [String])] = [
            ("level-up.png", ["render", "level-up", "--still", "--scale", "2"]),
            ("level-up.svg", ["render", "level-up", "--still", "--scale", "2"]),
            ("level-up-t2.6.svg", ["render", "level-up", "--time", "2.6"]),
        ]
        for (file, arguments) in renders {
            let copy = try ToolRun(copied, arguments + ["-o", file], in: work, environment: environment)
            XCTAssertEqual(copy.status, 0, "\(file): \(copy.stderr)")
            let original = try ToolRun(built, arguments + ["-o", "built-" + file], in: work, environment: environment)
            XCTAssertEqual(original.status, 0, "\(file): \(original.stderr)")
            XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent(file)),
                           try Data(contentsOf: work.appendingPathComponent("built-" + file)), "\(file) differs from the built tool's")
        }
        // librsvg's own converter shows in the SVG what the PNG shows, the trophy from the
        // package's own bundle included (a missing one would change a whole region, not edge pixels).
        let rsvg = try XCTUnwrap(ToolRun.locate("rsvg-convert"), "rsvg-convert is missing: apt-get install librsvg2-bin")
        let png = try RasterImage(contentsOf: work.appendingPathComponent("level-up.png"))
        let converted = try ToolRun(rsvg, ["--format", "png", "--output", "level-up-svg.png", "level-up.svg"], in: work, environment: environment)
        XCTAssertEqual(converted.status, 0, converted.stderr)
        let difference = try XCTUnwrap(ImageDifference(png, try RasterImage(contentsOf: work.appendingPathComponent("level-up-svg.png")), threshold: 96))
        XCTAssertLessThan(difference.meanAbsoluteError, 0.01, "\(difference)")
        XCTAssertLessThan(difference.differingFraction, 0.01, "\(difference)")
        let svg = try String(contentsOf: work.appendingPathComponent("level-up-t2.6.svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<?xml"), "level-up-t2.6.svg")
    }

    func testWithoutMotionKitsBundleTheCopyFailsWithExit1NamingWhereItLooked() throws {
        let copied = try copyTool(to: place, skipping: ["MotionKit_MotionGraphics.resources"])
        let result = try ToolRun(copied, ["render", "level-up", "-o", "level-up.png"], in: place, environment: environment)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        let searched = place.path + "/MotionKit_MotionGraphics.resources/Resources"
        XCTAssertTrue(result.stderr.hasPrefix("error: MotionKit's resources are missing: no palettes.json in \(searched); "), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: searched).count, 2, "the folder is named once")
        XCTAssertFalse(FileManager.default.fileExists(atPath: place.appendingPathComponent("level-up.png").path))
    }
}
