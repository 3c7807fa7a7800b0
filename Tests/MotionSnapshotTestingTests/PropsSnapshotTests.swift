import Foundation
import MotionRender
@testable import MotionSnapshotTesting
import MotionTestSupport
import XCTest

/// Snapshot assertions take props through their options: every variant of a matrix is drawn
/// with them, and a reference drawn with some props fails against others.
final class PropsSnapshotTests: XCTestCase {
    private let local = SnapshotEnvironment([:])

    private func options(_ props: BandScene.Props) -> RenderOptions {
        var options = RenderOptions()
        options.props = props
        return options
    }

    func testAReferenceDrawnWithPropsMatchesThemAndNoOthers() throws {
        let folder = try makeTemporaryFolder(self)
        let blue = options(BandScene.Props(accent: MotionColor(hex: 0x0000FF)))
        let first = capturedFailures { assertSnapshot(of: BandScene(), options: blue, named: "blue", snapshotDirectory: folder, environment: local) }
        XCTAssertEqual(first.count, 1, "the first run records")
        let reference = folder.appendingPathComponent("testAReferenceDrawnWithPropsMatchesThemAndNoOthers.blue.png")
        let pixel = try RasterImage(contentsOf: reference)[45, 20]
        XCTAssertEqual([pixel.r, pixel.g, pixel.b], [0, 0, 255], "the reference shows the props' colour")

        XCTAssertEqual(capturedFailures { assertSnapshot(of: BandScene(), options: blue, named: "blue", snapshotDirectory: folder, environment: local) }, [])
        let typedFromJSON = try {
            var options = RenderOptions()
            try options.setProps(PropsInput(json: ##"{"accent": "#0000FF"}"##), for: BandScene())
            return options
        }()
        XCTAssertEqual(capturedFailures { assertSnapshot(of: BandScene(), options: typedFromJSON, named: "blue", snapshotDirectory: folder, environment: local) }, [],
                       "the same props from JSON")
        for other in [RenderOptions(), options(BandScene.Props(width: 120, accent: MotionColor(hex: 0x0000FF)))] {
            let failures = capturedFailures { assertSnapshot(of: BandScene(), options: other, named: "blue", snapshotDirectory: folder, environment: local) }
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(failures.first?.hasPrefix("snapshot does not match") == true, "\(failures)")
        }
    }

    func testEveryVariantOfAMatrixIsDrawnWithTheProps() throws {
        let folder = try makeTemporaryFolder(self)
        let green = options(BandScene.Props(width: 200, accent: MotionColor(hex: 0x00FF00)))
        _ = capturedFailures { assertSnapshots(of: BandScene(), options: green, named: "green", snapshotDirectory: folder, environment: local) }
        let files = try contents(folder)
        XCTAssertEqual(files, ["testEveryVariantOfAMatrixIsDrawnWithTheProps.green-dark.png", "testEveryVariantOfAMatrixIsDrawnWithTheProps.green-light.png"])
        for file in files {
            let pixel = try RasterImage(contentsOf: folder.appendingPathComponent(file))[195, 20]
            XCTAssertEqual([pixel.r, pixel.g, pixel.b], [0, 255, 0], file)
        }
    }
}
