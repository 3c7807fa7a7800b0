import Foundation
import MotionRender
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// Props in frame manifests: recorded as JSON, and a folder of frames drawn with other props is
/// refused rather than mixed.
final class FrameSequencePropsTests: XCTestCase {
    private func sequence(_ folder: URL, props json: String?) throws -> FrameSequence {
        var options = RenderOptions(size: .scale(0.25))
        if let json { try options.setProps(PropsInput(json: json), for: BandScene()) }
        return try FrameSequence(scene: BandScene(), times: [0, 0.5], fps: 2, options: options, folder: folder)
    }

    private func manifest(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testTheManifestRecordsThePropsDrawnWithAsJSON() throws {
        let given = try makeTemporaryFolder(self), defaults = try makeTemporaryFolder(self)
        _ = try sequence(given, props: #"{"width": 30}"#).render(jobs: 1)
        _ = try sequence(defaults, props: nil).render(jobs: 1)
        XCTAssertEqual(try manifest(given)["props"] as? NSDictionary, ["title": "Level 5", "width": 30, "accent": "#FF0000", "level": 5] as NSDictionary)
        XCTAssertEqual(try manifest(defaults)["props"] as? NSDictionary, ["title": "Level 5", "width": 90, "accent": "#FF0000", "level": 5] as NSDictionary,
                       "without props the scene's defaults are recorded")
        let options = try XCTUnwrap(try manifest(given)["options"] as? [String: String])
        XCTAssertNil(options["props"], "props are recorded once, in their own field")
    }

    func testASceneWithoutPropsHasNoPropsField() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try FrameSequence(scene: CoinsScene(), times: [1], fps: 1, options: RenderOptions(size: .scale(0.25)), folder: folder).render(jobs: 1)
        XCTAssertNil(try manifest(folder)["props"])
    }

    func testAResumeWithOtherPropsIsRefusedAndWithTheSamePropsSkipsEveryFrame() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try sequence(folder, props: #"{"width": 30}"#).render(jobs: 1).rendered, 2)
        let before = try Data(contentsOf: folder.appendingPathComponent("frame-00001.png"))
        XCTAssertThrowsError(try sequence(folder, props: #"{"width": 31}"#).render(jobs: 1)) { error in
            XCTAssertTrue("\(error)".contains("holds frames of a different render"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("frame-00001.png")), before)
        let again = try sequence(folder, props: #"{ "width" : 30.0, "title": "Level 5" }"#).render(jobs: 1)
        XCTAssertEqual(again.rendered, 0, "the same props, spelled otherwise, are the same render")
        XCTAssertEqual(again.skipped, 2)
    }
}
