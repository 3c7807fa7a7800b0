import Foundation
import MotionGraphics
import XCTest

/// The resources search, run against folders made here rather than the process's own.
final class MotionResourcesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("motion-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// A folder that counts as a resources folder: it holds the marker file.
    private func resourcesFolder(_ path: String) throws -> URL {
        let folder = root.appendingPathComponent(path, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("palettes.json"))
        return folder
    }

    func testTheBundleBesideTheExecutableIsFound() throws {
        let bin = root.appendingPathComponent("bin")
        let bundled = try resourcesFolder("bin/MotionKit_MotionGraphics.resources/Resources")
        XCTAssertEqual(try MotionResources.locate(environment: [:], executableFolder: bin).get().path, bundled.path)
    }

    func testTheOverrideWinsOverTheBundle() throws {
        let bin = root.appendingPathComponent("bin")
        _ = try resourcesFolder("bin/MotionKit_MotionGraphics.resources/Resources")
        let mine = try resourcesFolder("mine")
        let found = try MotionResources.locate(environment: ["MOTION_RESOURCES": mine.path], executableFolder: bin).get()
        XCTAssertEqual(found.path, mine.path)
        // Empty means unset.
        let unset = try MotionResources.locate(environment: ["MOTION_RESOURCES": ""], executableFolder: bin).get()
        XCTAssertEqual(unset.lastPathComponent, "Resources")
    }

    func testAnOverrideWithoutTheMarkerFailsNamingItEvenWhenTheBundleExists() throws {
        let bin = root.appendingPathComponent("bin")
        _ = try resourcesFolder("bin/MotionKit_MotionGraphics.resources/Resources")
        let wrong = root.appendingPathComponent("empty").path
        let result = MotionResources.locate(environment: ["MOTION_RESOURCES": wrong], executableFolder: bin)
        XCTAssertEqual(result, .failure(.invalidOverride(path: wrong)))
        XCTAssertEqual("\(MotionResourcesError.invalidOverride(path: wrong))",
                       "MOTION_RESOURCES=\(wrong) is not a resources folder: it has no palettes.json")
    }

    /// Neither a `Resources/` beside the binary nor one in a folder above it counts: only the
    /// bundle SwiftPM builds, so a program never picks up a checkout it happens to sit in.
    func testAMissingBundleFailsListingTheOneFolderSearched() throws {
        let bin = root.appendingPathComponent("checkout/.build/debug")
        _ = try resourcesFolder("checkout/Resources")
        _ = try resourcesFolder("checkout/.build/debug/Resources")
        let result = MotionResources.locate(environment: [:], executableFolder: bin)
        let expected = bin.path + "/MotionKit_MotionGraphics.resources/Resources"
        XCTAssertEqual(result, .failure(.notFound(searched: [expected])))
        guard case .failure(let error) = result else { return }
        let message = "\(error)"
        XCTAssertFalse(message.contains("\n"), message)
        XCTAssertEqual(message.components(separatedBy: expected).count, 2, "the folder appears once: \(message)")
        XCTAssertTrue(message.contains("MOTION_RESOURCES"), message)
    }

    /// This test process was built by SwiftPM, which put the bundle beside it.
    func testThisProcessFindsTheBundleBuiltBesideIt() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["MOTION_RESOURCES"].map { !$0.isEmpty } ?? false,
                      "MOTION_RESOURCES is set for this run")
        // The folder the kernel names for the running file is the one Bundle.main gives.
        XCTAssertEqual(MotionResources.executableFolder.path, Bundle.main.bundleURL.resolvingSymlinksInPath().path)
        let folder = try MotionResources.directory()
        XCTAssertEqual(folder.deletingLastPathComponent().lastPathComponent, MotionResources.bundleName)
        XCTAssertEqual(folder.deletingLastPathComponent().deletingLastPathComponent().path,
                       Bundle.main.bundleURL.resolvingSymlinksInPath().path)
        for file in ["palettes.json", "board-themes.json", "pieces/classic/wK.svg", "avatars/monogram/pip.svg"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: try MotionResources.url(file).path), file)
        }
        XCTAssertThrowsError(try MotionResources.url("pieces/none/wK.svg")) { error in
            XCTAssertEqual(error as? RenderError, .resource(file: folder.path + "/pieces/none/wK.svg", message: "not found"))
        }
    }
}
