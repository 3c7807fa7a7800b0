import Foundation
import MotionRender
import MotionScenes
@testable import MotionSnapshotTesting
import MotionTestSupport
import XCTest

/// The default matrix varies only what a scene reads.
final class MatrixTests: XCTestCase {
    /// A disc that moves to the right on an open foldable: it reads the device, and says so only
    /// when `declares` is true.
    private struct DeviceDisc: MotionScene {
        var declares: Bool
        var duration: Double { 1 }
        var stillTime: Double { 0.5 }
        var name: String { "device-disc" }
        var readsDevice: Bool { declares }
        func draw(_ c: inout MotionCanvas, t: Double) {
            let dx = c.environment.device.posture == .open ? 30.0 : 0
            c.circle(CGPoint(x: 180 + dx, y: 140), 40, c.palette.accent)
        }
    }

    func testOnlyTheClockOfTheBuiltInScenesReadsTheDevice() {
        XCTAssertEqual(BuiltInScenes.all.filter(\.readsDevice).map(\.name), ["clock"])
        XCTAssertFalse(DiscScene().readsDevice, "the default")
    }

    func testVariantsFollowTheScenesDeclaration() {
        let forDisc = SnapshotMatrix.all.variants(of: RenderOptions(size: .scale(2)), for: DiscScene())
        XCTAssertEqual(forDisc.map(\.name), ["light", "dark"])
        XCTAssertEqual(forDisc.map(\.options.device), [.phone, .phone])
        XCTAssertEqual(forDisc.map(\.options.size), [.scale(2), .scale(2)])
        XCTAssertEqual(SnapshotMatrix.all.variants(for: ClockScene()).map(\.name), SnapshotMatrix.all.variants().map(\.name))
        XCTAssertEqual(SnapshotMatrix(schemes: [.dark]).variants(for: DiscScene()).map(\.name), ["dark"])
    }

    func testASceneThatIgnoresTheDeviceGetsOneReferencePerScheme() throws {
        let folder = try makeTemporaryFolder(self)
        let messages = capturedFailures {
            assertSnapshots(of: DiscScene(), named: "disc", snapshotDirectory: folder, environment: SnapshotEnvironment([:]))
        }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertEqual(try contents(folder), ["testASceneThatIgnoresTheDeviceGetsOneReferencePerScheme.disc-dark.png",
                                              "testASceneThatIgnoresTheDeviceGetsOneReferencePerScheme.disc-light.png"])
        let again = capturedFailures {
            let outcomes = assertSnapshots(of: DiscScene(), named: "disc", snapshotDirectory: folder, environment: SnapshotEnvironment(["CI": "true"]))
            XCTAssertEqual(outcomes.count, 2)
            XCTAssertTrue(outcomes.allSatisfy(\.isMatch))
        }
        XCTAssertEqual(again, [])
    }

    func testASceneThatReadsTheDeviceAndSaysSoGetsEveryDeviceAndPosture() throws {
        let folder = try makeTemporaryFolder(self)
        let messages = capturedFailures {
            assertSnapshots(of: DeviceDisc(declares: true), snapshotDirectory: folder, environment: SnapshotEnvironment([:]))
        }
        XCTAssertEqual(messages.count, 8, "every variant recorded: \(messages)")
        XCTAssertTrue(try contents(folder).contains("testASceneThatReadsTheDeviceAndSaysSoGetsEveryDeviceAndPosture.dark-foldable-open.png"))
    }

    func testASceneThatReadsTheDeviceWithoutSayingSoFailsNamingTheDevice() throws {
        let folder = try makeTemporaryFolder(self)
        let messages = capturedFailures {
            assertSnapshots(of: DeviceDisc(declares: false), snapshotDirectory: folder, environment: SnapshotEnvironment(["CI": "true"]))
        }
        XCTAssertEqual(messages.first,
                       "scene 'device-disc' draws differently on foldable-open than on phone (light) but does not declare that it reads the device: add `var readsDevice: Bool { true }` to it, and its snapshots cover every device and posture")
        // The scheme variants are still checked (and missing here, under CI).
        XCTAssertEqual(messages.count, 3, "\(messages)")
    }
}
