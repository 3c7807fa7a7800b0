import Foundation
import MotionRender
import MotionSnapshot
import MotionTestSupport
import XCTest

final class StrategyTests: XCTestCase {
    private let local = SnapshotEnvironment([:])

    func testCurveIsSampledAsFixedPrecisionLines() throws {
        let text = try Snapshotting<(Double) -> Double, String>.curve(from: 0, through: 1, samples: 5, decimals: 3)
            .snapshot { $0 * $0 - 0.0001 }
        XCTAssertEqual(text, "0.000 0.000\n0.250 0.062\n0.500 0.250\n0.750 0.562\n1.000 1.000\n")
        XCTAssertEqual(CurveTable.format(.nan, 2), "nan")
        XCTAssertEqual(CurveTable.format(-.infinity, 2), "-inf")
        XCTAssertEqual(CurveTable.format(-0.00001, 2), "0.00")
    }

    func testCurveParametersAreChecked() {
        let curve = Snapshotting<(Double) -> Double, String>.curve(samples: 1)
        XCTAssertThrowsError(try curve.snapshot { $0 }) { XCTAssertEqual("\($0)", "samples 1 is invalid: expected at least 2") }
        XCTAssertThrowsError(try Snapshotting<(Double) -> Double, String>.curve(from: 1, through: 1).snapshot { $0 })
        XCTAssertThrowsError(try Snapshotting<(Double) -> Double, String>.curve(decimals: 20).snapshot { $0 })
    }

    func testAChangedCurveShowsItsFirstDifferingLines() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("spring.txt")
        let strategy = Snapshotting<(Double) -> Double, String>.curve(through: 1, samples: 11)
        let spring: (Double) -> Double = { M.spring($0, 14) }
        let stiffer: (Double) -> Double = { M.spring($0, 16) }
        XCTAssertEqual(SnapshotVerifier.verify({ spring }, as: strategy, reference: reference, environment: local),
                       .recorded(reference: reference, replaced: false, setting: SnapshotRecordSetting(mode: .missing, source: .automatic)))
        XCTAssertEqual(SnapshotVerifier.verify({ spring }, as: strategy, reference: reference, environment: local),
                       .matched(reference: reference))
        let outcome = SnapshotVerifier.verify({ stiffer }, as: strategy, reference: reference, environment: local)
        let message = try XCTUnwrap(outcome.failureMessage)
        XCTAssertTrue(message.contains("of 11 lines differ; first 5:"), message)
        XCTAssertTrue(message.contains("line 2:\n  - 0.100 "), message)
        XCTAssertTrue(message.contains("\n  + 0.100 "), message)
        XCTAssertTrue(message.contains("actual: " + reference.deletingPathExtension().path + ".actual.txt"), message)
    }

    func testTextDiffReportsLengthChanges() {
        XCTAssertNil(TextDiff.describe(reference: "a\nb\n", actual: "a\nb\n"))
        XCTAssertEqual(TextDiff.describe(reference: "a\nb\n", actual: "a\nb\nc\n"),
                       "1 of 3 lines differ (reference has 2 lines, actual has 3):\nline 3:\n  - (no line in the reference)\n  + c")
        XCTAssertEqual(TextDiff.describe(reference: "a\n", actual: "a"), "texts differ only in line endings or a trailing newline")
    }

    func testTextReferenceThatIsNotUTF8FailsNamingTheFile() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("text.txt")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: reference)
        let outcome = SnapshotVerifier.verify({ "hello" }, as: .lines, reference: reference, environment: local)
        XCTAssertEqual(outcome.failureMessage, "reference \(reference.path) is not UTF-8 text")
    }

    func testPullbackComposesStrategies() throws {
        let sizes: Snapshotting<[Int], String> = Snapshotting<String, String>.lines.pullback { $0.map(String.init).joined(separator: "\n") }
        XCTAssertEqual(try sizes.snapshot([1, 2, 3]), "1\n2\n3")
        XCTAssertEqual(sizes.pathExtension, "txt")
        let raster = Snapshotting<RasterImage, SnapshotImage>.raster
        let image = solidImage(width: 3, height: 2)
        XCTAssertEqual(try raster.snapshot(image).raster, image)
        XCTAssertEqual(raster.pathExtension, "png")
    }

    func testSVGAndPDFAreCheckedByRasterizing() throws {
        let folder = try makeTemporaryFolder(self)
        for (strategy, name) in [(Snapshotting<SceneFrame, SnapshotImage>.svg, "svg"), (.pdf, "pdf")] {
            let reference = folder.appendingPathComponent("disc-\(name).png")
            let frame = SceneFrame(DiscScene(), options: RenderOptions(colorScheme: .dark))
            XCTAssertEqual(SnapshotVerifier.verify({ frame }, as: strategy, reference: reference, environment: local),
                           .recorded(reference: reference, replaced: false, setting: SnapshotRecordSetting(mode: .missing, source: .automatic)), name)
            let image = try RasterImage(contentsOf: reference)
            XCTAssertEqual(image.width, 360, name)
            XCTAssertEqual(image.height, 280, name)
            XCTAssertEqual(SnapshotVerifier.verify({ frame }, as: strategy, reference: reference, environment: local),
                           .matched(reference: reference), name)
            // Rasterized vector output agrees with cairo's own PNG within the default tolerance.
            let own = try MotionRenderer.raster(DiscScene(), at: 0.5, options: frame.options)
            XCTAssertTrue(try ImageComparator.compare(own, image).passes, name)
            let moved = SceneFrame(DiscScene(offset: 3), options: frame.options)
            XCTAssertFalse(SnapshotVerifier.verify({ moved }, as: strategy, reference: reference, environment: local).isMatch, name)
        }
    }

    func testReferencePathsComeFromTheTestFileAndFunction() {
        let url = SnapshotReference.url(filePath: "/p/Tests/AppTests/BadgeTests.swift", function: "testBadge()",
                                        name: "dark-foldable-open", pathExtension: "png")
        XCTAssertEqual(url.path, "/p/Tests/AppTests/__Snapshots__/BadgeTests/testBadge.dark-foldable-open.png")
        XCTAssertEqual(SnapshotReference.url(filePath: "/p/T/X.swift", function: "badge(scheme:)", name: nil, pathExtension: "txt").path,
                       "/p/T/__Snapshots__/X/badge.txt")
        XCTAssertEqual(SnapshotReference.testName(fromFunction: "weird name/with:chars()"), "weird-name-with-chars")
        XCTAssertEqual(SnapshotReference.artifact(for: url, suffix: "diff", pathExtension: "png").lastPathComponent,
                       "testBadge.dark-foldable-open.diff.png")
    }

    func testMatrixCoversEverySchemeDeviceAndPosture() {
        let names = SnapshotMatrix.all.variants().map(\.name)
        XCTAssertEqual(names, ["light-phone", "light-foldable-closed", "light-foldable-open", "light-foldable-tabletop",
                               "dark-phone", "dark-foldable-closed", "dark-foldable-open", "dark-foldable-tabletop"])
        let variant = SnapshotMatrix.all.variants(of: RenderOptions(size: .scale(2)))[6]
        XCTAssertEqual(variant.options.colorScheme, .dark)
        XCTAssertEqual(variant.options.device.posture, .open)
        XCTAssertEqual(variant.options.size, .scale(2))
    }
}
